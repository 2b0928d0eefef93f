"""Creating a battle and taking seats: choose a detachment in secret, ready it (commit its hash), and when
every seat is ready reveal them all together and snapshot the units into the battle.

Every function owns its transaction and takes the battle's row lock before it reads anything it checks.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

from armies.roster_check import Checked
from battles import systems
from battles.models import LOG_KIND, MAX_SEATS, Battle, Seat
from battles.services import log
from battles.services.common import account, in_phase, seat_of, writing
from battles.table import solo_arsenal
from bof_site.refusals import AlreadyDone, Refused
from dice import fairplay
from rules.engine.procedures.points import cut_counted_for
from rules.engine.procedures.setup import MODES
from rules.rulings import RULINGS, TABLE_READINGS

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud and typed on phones
CODE_LENGTH = 6
SWITCHABLE = {r.id: r for r in (*RULINGS, *TABLE_READINGS) if r.house_rule and not r.campaign_only}
MAX_POINTS = 2000


@dataclass(frozen=True)
class BattleSettings:
    game_mode: str
    players: int = 2
    cut_points: bool = True
    points: int = 150  # per side, only for Combat only (the modes fix their own)
    turn_limit: int = 5
    combat_score_limit: int | None = None  # None: the mode's default
    measure: str = "cm"
    house_rules: tuple[str, ...] = field(default=())
    side_points: tuple[int, int] | None = None  # a campaign game: each team's force as it stands, not the mode's


def team_size(players: int) -> int:
    """Most seats one team may hold: the larger half (3 players play 2 against 1)."""
    return (players + 1) // 2


def seat_points(battle: Battle, team: str) -> tuple[int, int]:
    """(points before the cut, players the cut is counted for) for a seat of this team."""
    base = battle.points_a if team == "A" else battle.points_b
    return base, cut_counted_for(battle.players, battle.cut_points)


def battle_create(*, settings: BattleSettings, host_name: str, team: str, client_seed: str, user=None):
    mode = MODES.get(settings.game_mode)
    if mode is None:
        raise Refused(gettext("Pick a game mode from the list."), field="game_mode")
    if not 2 <= settings.players <= MAX_SEATS:
        raise Refused(gettext("A battle has 2 to %(most)s players.") % {"most": MAX_SEATS}, field="players")
    if not 1 <= settings.turn_limit <= 50:
        raise Refused(gettext("Play between 1 and 50 turns."), field="turn_limit")
    if settings.combat_score_limit is not None and not 1 <= settings.combat_score_limit <= 500:
        raise Refused(gettext("The Combat Score limit is between 1 and 500."), field="combat_score_limit")
    if mode.points is None and not 10 <= settings.points <= MAX_POINTS:
        raise Refused(gettext("Points per side are between 10 and %(most)s.") % {"most": MAX_POINTS}, field="points")
    if settings.measure not in ("cm", "in"):
        raise Refused(gettext("Measure in centimetres or inches."), field="measure")
    unknown = [r for r in settings.house_rules if r not in SWITCHABLE]
    if unknown:
        raise Refused(
            gettext("%(ruling)s is not a ruling a host can switch.") % {"ruling": unknown[0]}, field="house_rules"
        )
    if settings.side_points is not None and not all(1 <= p <= MAX_POINTS for p in settings.side_points):
        raise Refused(gettext("Points per side are between 1 and %(most)s.") % {"most": MAX_POINTS}, field="points")
    points = settings.side_points or mode.points or (settings.points, settings.points)
    fields = {
        "game_mode": mode.id,
        "players": settings.players,
        "cut_points": settings.cut_points,
        "points_a": points[0],
        "points_b": points[1],
        "turn_limit": settings.turn_limit,
        "combat_score_limit": settings.combat_score_limit or mode.combat_score_limit,
        "measure": settings.measure,
        "house_rules": sorted(set(settings.house_rules)),
    }
    return new_battle(fields, host_name=host_name, team=team, client_seed=client_seed, user=user)


def new_battle(fields: dict, *, host_name: str, team: str, client_seed: str, user=None) -> tuple[Battle, Seat]:
    """A battle of any system with its host seated and its log begun (the header names its game mode), under a
    fresh code; `fields` are the battle's columns its system settled."""
    server_seed = secrets.token_hex(32)
    for _attempt in range(10):
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        try:
            with transaction.atomic():
                battle = Battle.objects.create(
                    code=code,
                    **fields,
                    server_seed=server_seed,
                    commitment=fairplay.commitment_of(server_seed),
                    head_hash=fairplay.genesis(
                        fairplay.commitment_of(server_seed), LOG_KIND, code, fields["game_mode"]
                    ),
                )
                host = Seat.objects.create(
                    battle=battle,
                    position=1,
                    display_name=host_name,
                    team=_team(team),
                    is_host=True,
                    user=account(user),
                    client_seed=client_seed,
                )
                system = systems.of(battle)
                log.append(battle, kind="created", summary=system.created_summary(battle), seat=host,
                           data=system.settings_data(battle))  # fmt: skip
            return battle, host
        except IntegrityError:
            continue  # code collision: draw another
    raise Refused(gettext("Could not find a free battle code. Please try again."))


def seat_join(*, code: str, display_name: str, team: str, client_seed: str, user=None) -> Seat:
    with writing(code) as (battle, _):
        if battle.phase != "lobby":
            raise Refused(gettext("This battle has started: you can watch it, but no one can join any more."))
        seats = list(battle.seats.all())
        if len(seats) >= battle.players:
            raise Refused(
                gettext("All %(seats)s seats are taken. You can still watch the battle.") % {"seats": battle.players}
            )
        team = _team(team)
        _check_team_room(battle, seats, team)
        taken = Refused(
            gettext("Someone here is already called %(name)s. Pick another name.") % {"name": display_name},
            field="display_name",
        )
        if any(s.display_name.casefold() == display_name.casefold() for s in seats):
            raise taken
        try:
            with transaction.atomic():  # Postgres has the last word on "the same name"
                seat = Seat.objects.create(
                    battle=battle,
                    position=len(seats) + 1,
                    display_name=display_name,
                    team=team,
                    user=account(user),
                    client_seed=client_seed,
                )
        except IntegrityError:
            raise taken from None
        log.append(battle, kind="joined", summary=f"{display_name} takes a seat in team {team}.", seat=seat)
    return seat


def seat_choose(*, code: str, seat_id: int | None, doc: object, source: str) -> Checked:
    """Keep a detachment for the seat, in secret; returns its muster so the seat sees what is wrong."""
    with writing(code) as (battle, _):
        seat = _open_seat(battle, seat_id)
        checked = systems.of(battle).check(battle, seat, doc)
        if refusal := solo_arsenal.side_refusal(battle, getattr(checked, "detachment_type", None)):
            raise Refused(refusal)
        seat.roster = checked.doc
        seat.roster_source = source[:80]
        seat.save(update_fields=["roster", "roster_source"])
        _bump(battle)  # the seat's own page changes; others see only "choosing"
    return checked


def seat_checked(battle: Battle, seat: Seat) -> Checked | None:
    """The seat's chosen detachment (or force) checked for this battle by its system (None before it chose one)."""
    if seat.roster is None:
        return None
    return systems.of(battle).check(battle, seat, seat.roster)


def seat_ready(*, code: str, seat_id: int | None) -> Battle:
    with writing(code) as (battle, _):
        if battle.phase != "lobby":  # every seat readied and the battle began: a second tap on Ready, say
            raise AlreadyDone(gettext("The detachments are revealed: the battle has started."))
        seat = _open_seat(battle, seat_id)
        if seat.roster is None:
            raise Refused(gettext("Choose a detachment first."))
        system = systems.of(battle)
        checked = system.check(battle, seat, seat.roster)
        refusal = system.ready_refusal(checked)
        if refusal:
            raise Refused(refusal)
        seat.salt = secrets.token_hex(16)
        seat.roster_commitment = roster_commitment(seat.salt, seat.roster)
        seat.ready_at = timezone.now()
        seat.save(update_fields=["salt", "roster_commitment", "ready_at"])
        log.append(
            battle,
            kind="ready",
            summary=f"{seat.display_name} is ready; detachment sealed as {seat.roster_commitment[:12]}.",
            seat=seat,
            data={"roster_sha256": seat.roster_commitment},
        )
        seats = list(battle.seats.all())
        if len(seats) == battle.players and all(s.is_ready for s in seats) and _both_teams(seats):
            _reveal(battle, seats, {seat.pk: checked})
    return battle


def seat_unready(*, code: str, seat_id: int | None) -> Battle:
    with writing(code) as (battle, _):
        seat = seat_of(battle, seat_id)
        in_phase(battle, "lobby", refusal=gettext("The detachments are revealed: the battle has started."))
        if not seat.is_ready:
            return battle
        seat.ready_at, seat.salt, seat.roster_commitment = None, "", ""
        seat.save(update_fields=["ready_at", "salt", "roster_commitment"])
        log.append(battle, kind="unready", summary=f"{seat.display_name} unseals their detachment.", seat=seat)
    return battle


def roster_commitment(salt: str, roster: dict) -> str:
    """What a seat shows when it readies; at the reveal anyone can recompute it from the salt and roster."""
    return hashlib.sha256((salt + fairplay.canonical_json(roster)).encode("utf-8")).hexdigest()


def _reveal(battle: Battle, seats: list[Seat], checked_now: dict[int, Checked]) -> None:
    """The detachments leave the lobby: the battle's system makes what is on the table from every seat's roster
    as it checks now (the seat that readied last was checked a moment ago, in this same change: `checked_now`)."""
    battle.phase = "setup"  # a system whose game needs no setup steps moves it on as it reveals
    battle.started_at = timezone.now()
    systems.of(battle).reveal(battle, seats, checked_now)
    battle.revealed_now = True  # the change's seal holds what each unit is (services.common.finish_change)
    log.append(
        battle,
        kind="revealed",
        summary="Every seat is ready: the detachments are revealed.",
        data={
            "seats": [
                {"seat": s.display_name, "team": s.team, "salt": s.salt, "roster": s.roster, **s.detachment}
                for s in seats
            ]
        },
    )


def _open_seat(battle: Battle, seat_id: int | None) -> Seat:
    seat = seat_of(battle, seat_id)
    in_phase(battle, "lobby", refusal=gettext("The detachments are revealed: the battle has started."))
    if seat.is_ready:
        raise Refused(gettext("Your detachment is sealed. Unready first to change it."))
    return seat


def _team(team: str) -> str:
    if team not in ("A", "B"):
        raise Refused(gettext("Pick team A or team B."), field="team")
    return team


def _check_team_room(battle: Battle, seats: list[Seat], team: str) -> None:
    if sum(s.team == team for s in seats) >= team_size(battle.players):
        raise Refused(gettext("Team %(team)s is full. Join the other team.") % {"team": team}, field="team")


def _both_teams(seats: list[Seat]) -> bool:
    return {s.team for s in seats} == {"A", "B"}


def _bump(battle: Battle) -> None:
    battle.version += 1
    battle.save(update_fields=["version"])


def settings_data(battle: Battle) -> dict:
    mode = MODES[battle.game_mode]
    return {
        "game_mode": mode.id,
        "players": battle.players,
        "cut_points": battle.cut_points,
        "points": [battle.points_a, battle.points_b],
        "turn_limit": battle.turn_limit,
        "combat_score_limit": battle.combat_score_limit,
        "measure": battle.measure,
        "house_rules": [{"id": r, "reading": SWITCHABLE[r].house_rule} for r in battle.house_rules],
    }


def created_summary(battle: Battle) -> str:
    mode = MODES[battle.game_mode]
    rules = f"; house rules {', '.join(battle.house_rules)}" if battle.house_rules else ""
    return (
        f"{mode.title} for {battle.players} players, {battle.turn_limit} turns, "
        f"Combat Score limit {battle.combat_score_limit}, distances in {battle.measure}{rules}."
    )
