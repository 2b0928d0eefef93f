"""Solo battles (Playing Burst of Fire solo): one player against the enemy the app plays.

Creating one rolls, with the battle's own fair dice, whatever the player left to chance: the side, the enemy's
nation, doctrine and detachment type, the map, the scenario, who attacks and the player's board edge. The enemy's
force is then drawn from the chapter's bags (rules/engine/solitaire) with more of those dice, loaded and placed by
the chapter's order, and sealed on the app's seat like any seat's detachment. The player brings a detachment as in
any battle, rolls their additional points, readies, and the battle goes on as every battle does; the player's phone
acts for the app's seat when its turn comes (common.seat_of). Every roll is an entry of the battle's log.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

from battles.models import LOG_KIND, Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, lobby, log
from battles.services.common import account, in_phase, seat_of, seats_in, writing
from battles.services.lobby import CODE_ALPHABET, CODE_LENGTH, SWITCHABLE, roster_commitment, settings_data
from battles.services.setup import deployment_roll
from battles.table import solo_arsenal
from bof_site.refusals import Refused
from dice import fairplay
from dice.services import new_client_seed
from rules.engine import catalog
from rules.engine.procedures.setup import MODES, OPPOSITE
from rules.engine.procedures.solo import SOLO_SCENARIO
from rules.engine.solitaire.draws import Draws, pick_with_d6
from rules.engine.solitaire.force import SoloRolls, dice_needed, enemy_force
from rules.engine.solitaire.placement import enemy_placement, placement_dice

APP_NAME = "App"  # the app's seat, as the log names it: the same word in English and German
SIDES = ("axis", "allies")
MAPS = ("city", "rural", "mix-of-both")
SCENARIOS = tuple(dict.fromkeys(r for _total, r in SOLO_SCENARIO.results if r != "re-roll"))
EDGES = ("north", "east", "south", "west")
TEAMS = {"player": ("A", "B"), "enemy": ("B", "A")}  # who attacks -> (the player's team, the app's team)


@dataclass(frozen=True)
class SoloSettings:
    """What the player picked; every empty choice is rolled."""

    side: str = ""
    enemy_type: str = ""  # a detachment type key; empty: nation, doctrine and type are rolled
    map: str = ""
    scenario: str = ""
    attacker: str = ""  # player | enemy
    edge: str = ""
    measure: str = "cm"
    turn_limit: int = 5
    house_rules: tuple[str, ...] = field(default=())


class _Sheet:
    """The solo setup as it is rolled: each line (what, the table, the dice, the result) and the log's rolls."""

    def __init__(self, battle: Battle, seats: list[Seat]) -> None:
        self.battle, self.seats, self.lines, self.rolls = battle, seats, [], []

    def dice(self, count: int) -> list[int]:
        rolled = log.server_dice(self.battle, self.seats, count)
        self.rolls.append(rolled)
        return rolled["dice"]

    def table(self, what: str, procedure_id: str, picked: str, value: str) -> str:
        """Roll the engine's table for `what` until it settles (48 on the scenario, 24 on the edge roll again),
        unless the player picked it."""
        if picked:
            self.lines.append({"what": what, "result": picked, "picked": True})
            return picked
        procedure = catalog.get(procedure_id)
        inputs = procedure.inputs()
        while True:
            outcome = procedure.resolve(inputs, self.dice(procedure.dice_counts(inputs)[0]))
            self.lines.append(
                {"what": what, "table": procedure_id, "dice": list(outcome.dice), "result": outcome.result}
            )
            if outcome.result != "re-roll":
                return str(outcome.value(value) or outcome.result)

    def pick(self, what: str, options: list, name: Callable[[object], str]) -> object:
        """One of `options` with a D6 split evenly among them (S2); more than six: a draw from four dice."""
        if not options:
            raise Refused(gettext("The arsenal has nothing to draw the enemy from here: pick its detachment yourself."))
        if len(options) > 6:
            chosen = options[Draws(self.dice(4)).below(len(options))]
            self.lines.append({"what": what, "result": name(chosen), "dice": self.rolls[-1]["dice"]})
            return chosen
        while True:
            face = self.dice(1)[0] if len(options) > 1 else 0
            index = pick_with_d6(len(options), face) if len(options) > 1 else 0
            self.lines.append(
                {
                    "what": what,
                    "dice": [face] if face else [],
                    "result": name(options[index]) if index is not None else "re-roll",
                }
            )
            if index is not None:
                return options[index]


def _check(settings: SoloSettings) -> None:
    checks = (
        (settings.side, SIDES, "side", gettext("Pick Axis or Allies, or leave it to the dice.")),
        (settings.map, MAPS, "map", gettext("Pick a map from the list, or leave it to the dice.")),
        (settings.scenario, SCENARIOS, "scenario", gettext("Pick a scenario from the list, or leave it to the dice.")),
        (settings.attacker, ("player", "enemy"), "attacker", gettext("Pick who attacks, or leave it to the dice.")),
        (settings.edge, EDGES, "edge", gettext("Pick a board edge, or leave it to the dice.")),
    )
    for value, allowed, name, message in checks:
        if value and value not in allowed:
            raise Refused(message, field=name)
    if not 1 <= settings.turn_limit <= 50:
        raise Refused(gettext("Play between 1 and 50 turns."), field="turn_limit")
    if settings.measure not in ("cm", "in"):
        raise Refused(gettext("Measure in centimetres or inches."), field="measure")
    if any(r not in SWITCHABLE for r in settings.house_rules):
        raise Refused(gettext("Pick house rules from the list."), field="house_rules")


def solo_create(*, settings: SoloSettings, player_name: str, client_seed: str, user=None) -> tuple[Battle, Seat]:
    """A solo battle, its setup rolled and the enemy's force drawn, sealed and placed, in one change."""
    _check(settings)
    if settings.enemy_type:
        t = solo_arsenal.detachment_type(settings.enemy_type)
        if t is None:
            raise Refused(
                gettext("Pick the enemy's detachment from the list, or leave it to the dice."), field="enemy_type"
            )
        if settings.side and settings.side == t.doctrine.nation.side:  # the enemy comes from the other side (S1)
            raise Refused(
                gettext(
                    "That enemy fights on your side. Pick an enemy of the other side, or leave your side to the dice."
                ),
                field="enemy_type",
            )
    if not solo_arsenal.nations_of("axis") or not solo_arsenal.nations_of("allies"):
        raise Refused(gettext("The arsenal needs nations on both sides before a solo battle can be set up."))
    for _attempt in range(10):
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        try:
            with transaction.atomic():
                return _create(code, settings, player_name, client_seed, user)
        except IntegrityError:
            continue
        except ValueError as why:  # the engine cannot draw a force from this arsenal's list (a unit with no cost)
            raise Refused(
                gettext("The enemy's force cannot be drawn from this arsenal: %(why)s") % {"why": why}
            ) from None
    raise Refused(gettext("Could not find a free battle code. Please try again."))


def _create(code: str, settings: SoloSettings, player_name: str, client_seed: str, user) -> tuple[Battle, Seat]:
    server_seed = secrets.token_hex(32)
    battle = Battle(code=code, server_seed=server_seed, commitment=fairplay.commitment_of(server_seed), players=2)
    player = Seat(position=1, display_name=player_name, is_host=True, user=account(user), client_seed=client_seed)
    app = Seat(position=2, display_name=APP_NAME, played_by_app=True, client_seed=new_client_seed())
    battle.seated = [player, app]
    sheet = _Sheet(battle, battle.seated)
    side = sheet.table("side", "random-side", settings.side or _facing(settings.enemy_type), "side")
    enemy_type = _enemy_type(sheet, settings.enemy_type, _other(side))
    sheet.table("map", "random-map", settings.map, "map")
    mode = MODES[sheet.table("scenario", "solo-scenario", settings.scenario, "scenario")]
    attacker = settings.attacker or "player"
    if mode.roles and not settings.attacker:
        attacker = "player" if sheet.table("attacker", "attacker-roll", "", "result") == "side-a-attacks" else "enemy"
        sheet.lines[-1]["result"] = attacker
    edge = sheet.table("edge", "solo-deployment", settings.edge, "sector")
    player.team, app.team = TEAMS[attacker]
    points = dict(zip("AB", mode.points or (150, 150), strict=True))
    battle.game_mode, battle.turn_limit, battle.measure = mode.id, settings.turn_limit, settings.measure
    battle.combat_score_limit, battle.house_rules = mode.combat_score_limit, sorted(set(settings.house_rules))
    battle.points_a, battle.points_b, battle.cut_points = points["A"], points["B"], False
    battle.head_hash = fairplay.genesis(battle.commitment, LOG_KIND, code, mode.id)
    solo = {"app_seat": None, "side": side, "edge": edge, "enemy_edge": OPPOSITE[edge], "attacker": attacker}
    battle.state = {"solo": solo | {"sheet": sheet.lines}}
    if deployment_roll(mode.id) == "deployment-sector":  # the solo edge roll settles the zones: you place first
        sectors = {player.team: edge, app.team: OPPOSITE[edge]}
        battle.state["setup"] = {"sectors": sectors, "first": player.team, "placement": "simultaneous"}
    battle.save()
    player.battle = app.battle = battle
    player.save()
    app.save()
    battle.state["solo"]["app_seat"] = app.pk
    log.append(battle, kind="created", summary=_summary(battle), seat=player, data=settings_data(battle))
    log.append(
        battle,
        kind="solo-setup",
        summary=_sheet_summary(sheet.lines),
        seat=player,
        rolls=sheet.rolls,
        data={"sheet": sheet.lines},
    )
    _enemy(battle, app, enemy_type)
    return battle, player


def _facing(enemy_type: str) -> str:
    """The side that faces an enemy the player picked: the other one (S1 rolls the side, then the enemy from the
    other); "" when the enemy is left to the dice."""
    t = solo_arsenal.detachment_type(enemy_type) if enemy_type else None
    return _other(t.doctrine.nation.side) if t is not None else ""


def _other(side: str) -> str:
    """The side that fights this one (SIDES)."""
    return "allies" if side == "axis" else "axis"


def _enemy_type(sheet: _Sheet, picked: str, side: str):
    if picked:
        t = solo_arsenal.detachment_type(picked)
        sheet.lines.append({"what": "enemy", "result": t.name, "picked": True})
        return t
    nation = sheet.pick("enemy nation", solo_arsenal.nations_of(side), lambda n: n.name)
    doctrines = solo_arsenal.doctrines_of(nation)
    if not doctrines:
        raise Refused(gettext("The arsenal has no doctrine for %(nation)s.") % {"nation": nation.name})
    doctrine = sheet.pick("enemy doctrine", doctrines, lambda d: d.name)
    t = sheet.pick("enemy detachment", solo_arsenal.types_of(doctrine), lambda t: t.name)
    return solo_arsenal.detachment_type(t.key)


def _enemy(battle: Battle, app: Seat, t) -> None:
    """Draw the enemy's force from the bags (S1-S7), load and place it (S8), and seal it on the app's seat."""
    rolls: list[dict] = []

    def dice(count: int) -> tuple[int, ...]:
        rolled = log.server_dice(battle, battle.seated, count)
        rolls.append(rolled)
        return tuple(rolled["dice"])

    kind = solo_arsenal.POINTS_KIND.get(t.doctrine.kind, "infantry")
    need = dice_needed(kind)
    force_rolls = SoloRolls(**{name: dice(count) for name, count in need.items()})
    team_points = battle.points_a if app.team == "A" else battle.points_b
    force = enemy_force(solo_arsenal.doctrine_list(t), force_rolls, core_points=team_points)
    pieces = solo_arsenal.pieces(force)
    counts = placement_dice(pieces)
    placement = enemy_placement(
        pieces,
        dice(counts["sectors"]) if counts["sectors"] else (),
        dice(2 * counts["loads"]) if counts["loads"] else (),
    )
    roster = solo_arsenal.roster_of(t, force, placement, f"{t.name} (the app's)")
    total = sum(u.points for u in force.units)
    added = sum(sum(getattr(force_rolls, n)) for n in ("soldiers", "weapons", "support"))
    setattr(battle, f"points_{app.team.lower()}", max(team_points + added, total))
    _seal(app, roster, "Drawn by the app")
    battle.state["solo"]["enemy"] = {
        "type": t.key,
        "name": t.name,
        "points": total,
        "budgets": dict(force.budgets),
        "spent": dict(force.spent),
        "upgrades": force.upgrades,
        "steps": list(force.steps),
        **solo_arsenal.placement_state(placement),
    }
    log.append(
        battle,
        kind="solo-enemy",
        summary=f"The app draws its force: {t.name}, {len(force.units)} units, {total} points; sealed as "
        f"{app.roster_commitment[:12]}.",
        seat=app,
        rolls=rolls,
        data={"roster_sha256": app.roster_commitment, "budgets": dict(force.budgets), "steps": list(force.steps)},
    )


def _seal(app: Seat, roster: dict, source: str) -> None:
    """The app's seat chooses and readies at once: its roster sealed as any seat's is (lobby.seat_ready)."""
    app.roster, app.roster_source, app.salt = roster, source, secrets.token_hex(16)
    app.roster_commitment, app.ready_at = roster_commitment(app.salt, roster), timezone.now()
    app.save(update_fields=["roster", "roster_source", "salt", "roster_commitment", "ready_at"])


def app_seat_join(*, code: str, team: str, roster: dict, source: str) -> Seat:
    """A campaign's side the app plays takes its seat in the campaign's battle with the side's force, placed anew
    by the solo rules (S8) with the battle's own dice, and sealed; the battle then plays as any solo battle."""
    with writing(code) as (battle, _):
        if battle.phase != "lobby" or battle.state.get("solo"):
            raise Refused(gettext("The app can take a seat only in the lobby, once."))
        seats = list(battle.seats.all())
        app = Seat.objects.create(battle=battle, position=len(seats) + 1, display_name=APP_NAME, team=team,
                                  played_by_app=True, client_seed=new_client_seed())  # fmt: skip
        battle.seated = [*seats, app]
        checked = lobby.seat_checked(battle, Seat(team=team, roster=roster))
        pieces = solo_arsenal.roster_pieces(checked)
        counts = placement_dice(pieces)
        rolls = [log.server_dice(battle, battle.seated, n) for n in (counts["sectors"], 2 * counts["loads"]) if n]
        sectors = rolls[0]["dice"] if counts["sectors"] else []
        loads = rolls[-1]["dice"] if counts["loads"] else []
        placement = enemy_placement(pieces, sectors, loads)
        _seal(app, solo_arsenal.placed_roster(checked.doc, placement), source)
        t = checked.detachment_type
        enemy = {"type": t.key, "name": checked.name, "points": checked.muster.points, "steps": []}
        battle.state = {**battle.state, "solo": {"app_seat": app.pk, "sheet": [], "campaign": True,
                                                 "enemy": enemy | solo_arsenal.placement_state(placement)}}  # fmt: skip
        log.append(
            battle,
            kind="solo-enemy",
            summary=f"The app plays team {team} with {checked.name}; its units are placed by the solo rules; "
            f"sealed as {app.roster_commitment[:12]}.",
            seat=app,
            rolls=rolls,
            data={"roster_sha256": app.roster_commitment},
        )
    return app


def enemy_reroll(*, code: str, seat_id: int | None) -> Battle:
    """The player draws the enemy's force again before the game begins (the chapter's bags, new dice; logged)."""
    with writing(code) as (battle, _):
        seat = seat_of(battle, seat_id)
        solo = battle.state.get("solo")
        if solo is None or not seat.is_host:
            raise Refused(gettext("Only the player of a solo battle can draw the enemy again."))
        if battle.phase != "lobby" or solo.get("campaign"):
            raise Refused(gettext("The enemy's force is fixed: the battle has begun, or it is the campaign's own."))
        seats = list(battle.seats.all())
        battle.seated = seats
        app = next(s for s in seats if s.played_by_app)
        t = solo_arsenal.detachment_type(solo["enemy"]["type"])
        setattr(battle, f"points_{app.team.lower()}", MODES[battle.game_mode].points[0 if app.team == "A" else 1])
        battle.state = {**battle.state, "solo": {**solo, "rerolls": solo.get("rerolls", 0) + 1}}
        _enemy(battle, app, t)
    return battle


def _summary(battle: Battle) -> str:
    mode = MODES[battle.game_mode]
    return (
        f"Solo: {mode.title}, {battle.turn_limit} turns, Combat Score limit {battle.combat_score_limit}, "
        f"distances in {battle.measure}; the app plays the enemy."
    )


def _sheet_summary(lines: list[dict]) -> str:
    said = [f"{line['what']} {line['result']}" for line in lines if line["result"] != "re-roll"]
    return ("Solo setup: " + ", ".join(said) + ".")[:300]


def player_points(*, code: str, seat_id: int | None) -> Battle:
    """The player's additional points (S13): the dice the chapter gives the enemy for soldiers, weapons and support,
    by the kind of the player's own doctrine, added up and added to the points their detachment may spend."""
    with writing(code) as (battle, _):
        seat = seat_of(battle, seat_id)
        solo = battle.state.get("solo")
        if solo is None or not seat.is_host:
            raise Refused(gettext("Only the player of a solo battle rolls additional points."))
        if battle.phase != "lobby" or seat.is_ready:
            raise Refused(gettext("Your detachment is sealed: additional points are rolled before you are ready."))
        if solo.get("player_points"):
            raise Refused(gettext("Your additional points are rolled already."))
        if solo.get("campaign"):
            raise Refused(gettext("In a campaign your force grows by its upgrades, not by additional points."))
        t = solo_arsenal.detachment_type((seat.roster or {}).get("detachment_type", ""))
        if t is None:
            raise Refused(gettext("Choose your detachment first: its doctrine decides the dice."))
        battle.seated = list(battle.seats.all())
        need = dice_needed(solo_arsenal.POINTS_KIND.get(t.doctrine.kind, "infantry"))
        rolled = {
            name: log.server_dice(battle, battle.seated, need[name]) for name in ("soldiers", "weapons", "support")
        }
        total = sum(sum(r["dice"]) for r in rolled.values())
        column = f"points_{seat.team.lower()}"
        setattr(battle, column, getattr(battle, column) + total)
        said = {name: r["dice"] for name, r in rolled.items()}
        battle.state = {**battle.state, "solo": {**solo, "player_points": {"dice": said, "total": total}}}
        log.append(
            battle,
            kind="solo-points",
            summary=f"{seat.display_name} rolls {total} additional points: the detachment may now spend "
            f"{getattr(battle, column)}.",
            seat=seat,
            rolls=list(rolled.values()),
            data={"dice": said, "total": total},
        )
    return battle


@calls.recorded
def place_enemy(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """Set the enemy's models down as the placement list says (S8): every unit of the app's placed at once, its
    AT and AA guns that do not start towed in ambush. The player puts the models on the table."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        solo = battle.state.get("solo")
        if solo is None or not seat.is_host:
            raise Refused(gettext("Only the player of a solo battle places the enemy."))
        in_phase(battle, "setup", refusal=gettext("The enemy is placed during setup, before the first turn."))
        units = list(BattleUnit.objects.filter(battle=battle, seat_id=solo["app_seat"]).select_for_update())
        left = [u for u in units if not u.placed and u.status == "active" and u.unit_type != "plane"]
        if not left:
            raise Refused(gettext("The enemy is placed already."))
        plan = {p["ref"]: p for p in solo["enemy"]["placement"]}
        ambush = [u for u in left if plan.get(u.ref, {}).get("ambush") and not u.towed_by]
        for u in left:
            u.placed = True
            if u in ambush:
                u.tokens = {**u.tokens, "ambush": 1}
        BattleUnit.objects.bulk_update(left, ["placed", "tokens"])
        app = next(s for s in seats_in(battle) if s.pk == solo["app_seat"])
        sectors = {}
        for u in left:
            sector = plan.get(u.ref, {}).get("sector")
            if sector:
                sectors[sector] = sectors.get(sector, 0) + 1
        where = ", ".join(
            f"{n} {'in the' if s == 'middle' else 'on the'} {s.replace('-', ' ')}" for s, n in sectors.items()
        )
        hidden = f"; {len(ambush)} in ambush" if ambush else ""
        return log.append(
            battle,
            kind="setup",
            summary=f"{seat.display_name} places the enemy: {len(left)} units ({where}){hidden}.",
            seat=app,
            data={"placed": [u.pk for u in left], "ambush": [u.pk for u in ambush]},
            key=key,
        )
