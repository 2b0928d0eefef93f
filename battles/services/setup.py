"""Setup steps after the reveal: force morale (R25), the deployment sector (R18) or escape corridor (R19),
who places first, the placement mode and the teams' flanks. A roll goes through the one path
(services/rolls.py) and writes its result into the battle's state under the same lock; the other steps
are one log entry each. What setup decides lives in `battle.state["setup"]`, so a void puts it back."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence

from django.utils.translation import gettext

from battles.models import ABOARD, Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, log
from battles.services.common import seat_of, writing
from battles.services.rolls import RollResult, battle_roll
from battles.table import chain, setup_board
from bof_site.refusals import Refused
from rules.engine.outcome import Outcome
from rules.engine.reading import RE_ROLL

PLACEMENT_MODES = {"alternate": "in turns, one unit at a time", "simultaneous": "all at once"}
OTHER = {"A": "B", "B": "A"}


@calls.recorded
def roll_force_morale(
    *, code: str, seat_id: int | None, team: str, data: Mapping[str, Sequence[str]], key: uuid.UUID
) -> RollResult:
    """One force morale roll per team (R25), made by a player of that team or by the host as referee."""

    def check(battle: Battle, seat: Seat) -> bool:
        if team not in ("A", "B"):
            raise Refused(gettext("Pick team A or team B."))
        if battle.phase != "setup":
            raise Refused(gettext("Force morale is rolled during setup."))
        if team in battle.state.get("force_morale", {}):
            raise Refused(
                gettext("Team %(team)s has its force morale already: %(morale)s.")
                % {"team": team, "morale": battle.state["force_morale"][team]}
            )
        if seat.team != team and not seat.is_host:
            raise Refused(
                gettext("A player of team %(team)s rolls its force morale (or the host, as referee).") % {"team": team}
            )
        return seat.team != team  # the host rolling for the other team acts as referee

    def apply(battle: Battle, seat: Seat, outcome: Outcome) -> str:
        morale = int(outcome.value("force_morale"))
        battle.state = {**battle.state, "force_morale": {**battle.state.get("force_morale", {}), team: morale}}
        return f"Team {team} fights with force morale {morale}."

    return battle_roll(
        code=code,
        seat_id=seat_id,
        procedure_id="force-morale",
        data=data,
        key=key,
        check=check,
        apply=apply,
    )


def roll_both_force_morales(*, code: str, seat_id: int | None, key: uuid.UUID) -> list[RollResult]:
    """One tap for the table: the host rolls each team's force morale not rolled yet with the server's dice, one roll
    and one entry a team (R25), its own key made from the tap's, so a second tap rolls nothing new."""
    battle = Battle.objects.filter(code=code.upper()).only("state").first()
    if battle is not None and not Seat.objects.filter(pk=seat_id, battle=battle, is_host=True).exists():
        raise Refused(gettext("Only the host rolls both teams' force morale: roll your own team's."))
    rolled = battle.state.get("force_morale", {}) if battle is not None else {}
    teams = [t for t in ("A", "B") if t not in rolled] or ["A"]  # all rolled: team A's roll says why not
    keys = [key, *(chain.through_key(key, n) for n in range(len(teams) - 1))]  # one tap's rolls: one card shows both
    return [
        roll_force_morale(code=code, seat_id=seat_id, team=t, data={"roll": ["1"]}, key=k)
        for t, k in zip(teams, keys, strict=True)
    ]


@calls.recorded
def campaign_force_morale(*, code: str, morale: dict[str, int], campaign: str) -> LogEntry:
    """A campaign game fights with the campaign's force morale (R25: rolled when the campaign began, lowered by a
    losing streak) instead of a roll: both teams' morale is set as setup begins."""
    with writing(code) as (battle, _):
        if battle.phase != "setup" or battle.state.get("force_morale"):
            raise Refused(gettext("The campaign's morale is set once, as setup begins."))
        values = {team: int(morale[team]) for team in ("A", "B")}
        battle.state = {**battle.state, "force_morale": values}
        return log.append(
            battle,
            kind="setup",
            summary=f"Campaign {campaign[:60]}: team A fights with force morale {values['A']}, team B with {values['B']}.",
            data={"force_morale": values, "campaign": campaign[:60]},
        )


@calls.recorded
def campaign_experience(*, code: str, levels: dict[str, dict[str, int]]) -> LogEntry | None:
    """A campaign game under the experience rule (R35): the levels each unit's kills earned in earlier games carry
    over, as the `experienced` token it would have earned in this battle ({team: {ref: levels}})."""
    with writing(code) as (battle, _):
        if battle.phase != "setup":
            raise Refused(gettext("A campaign's experience is carried over as setup begins."))
        risen = []
        for unit in BattleUnit.objects.filter(battle=battle).select_related("seat"):
            earned = int(levels.get(unit.seat.team, {}).get(str(unit.ref), 0))
            if earned > 0:
                unit.tokens = {**(unit.tokens or {}), "experienced": earned}
                unit.save(update_fields=["tokens"])
                risen.append(f"{unit.label} +{earned}")
        if not risen:
            return None
        return log.append(
            battle,
            kind="setup",
            summary=f"Experience carried over from the campaign: {', '.join(risen)}."[:300],
            data={"experience": levels},
        )


def deployment_roll(game_mode: str) -> str:
    """The roll that settles the zones: the escape corridor in Avoid the pocket, none in Surrounded."""
    return {"avoid-the-pocket": "escape-corridor", "surrounded": ""}.get(game_mode, "deployment-sector")


@calls.recorded
def roll_deployment(*, code: str, seat_id: int | None, data: Mapping[str, Sequence[str]], key: uuid.UUID) -> RollResult:
    """The deployment sector (any player; the roller's team takes that edge and places first) or, in Avoid
    the pocket, the escape corridor (the defender, team B, or the host as referee)."""
    mode = Battle.objects.filter(code=code.strip().upper()[:8]).values_list("game_mode", flat=True).first()
    procedure_id = deployment_roll(mode or "")

    def check(battle: Battle, seat: Seat) -> bool:
        _in_setup(battle)
        if not procedure_id:
            raise Refused(gettext("In Surrounded the zones are set: nobody rolls for them."))
        if setup_board.layout_of(battle).settled:
            raise Refused(gettext("The deployment is settled already: look at the board above."))
        if procedure_id == "escape-corridor" and seat.team != "B" and not seat.is_host:
            raise Refused(gettext("The defender (team B) rolls the escape corridor, or the host as referee."))
        return procedure_id == "escape-corridor" and seat.team != "B"

    def apply(battle: Battle, seat: Seat, outcome: Outcome) -> str:
        setup = {k: v for k, v in _setup(battle).items() if k != "reroll"}
        if outcome.result == RE_ROLL:
            _save(battle, {**setup, "reroll": {"roll": procedure_id, "dice": list(outcome.dice)}})
            return f"{sum(outcome.dice)} means roll again."
        if procedure_id == "escape-corridor":
            corridor = str(outcome.value("corridor"))
            _save(battle, {**setup, "corridor": corridor})
            return f"the escape corridor is on the {corridor} edge. Team A deploys along the other three edges."
        sector, team = str(outcome.value("sector")), seat.team
        sectors = {team: sector, OTHER[team]: str(outcome.value("opponent_sector"))}
        _save(battle, {**setup, "sectors": sectors, "rolled_by": seat.pk, "first": team})
        return (
            f"team {team} deploys along the {sector} edge, team {OTHER[team]} along the {sectors[OTHER[team]]} edge. "
            f"{seat.display_name} rolled, so team {team} places first."
        )

    return battle_roll(
        code=code, seat_id=seat_id, procedure_id=procedure_id or "deployment-sector", data=data, key=key,
        check=check, apply=apply,
    )  # fmt: skip


@calls.recorded
def roll_placement_order(
    *, code: str, seat_id: int | None, data: Mapping[str, Sequence[str]], key: uuid.UUID
) -> RollResult:
    """Avoid the pocket and Surrounded: each side rolls 1D6 (side A's die first); the higher places first."""

    def check(battle: Battle, seat: Seat) -> bool:
        _in_setup(battle)
        if deployment_roll(battle.game_mode) == "deployment-sector":
            raise Refused(gettext("In this game mode the player who rolled the deployment sector places first."))
        if not setup_board.layout_of(battle).settled:
            raise Refused(gettext("Roll the escape corridor first."))
        if _setup(battle).get("first"):
            raise Refused(gettext("Team %(team)s places first: that is settled.") % {"team": _setup(battle)["first"]})
        return False

    def apply(battle: Battle, seat: Seat, outcome: Outcome) -> str:
        setup = {k: v for k, v in _setup(battle).items() if k != "reroll"}
        if outcome.result == RE_ROLL:
            _save(battle, {**setup, "reroll": {"roll": "placement-order", "dice": list(outcome.dice)}})
            return f"a tie ({outcome.dice[0]} and {outcome.dice[1]}): roll again."
        first = "A" if outcome.result == "side-a-places-first" else "B"
        _save(battle, {**setup, "first": first})
        return f"team A rolled {outcome.dice[0]}, team B {outcome.dice[1]}: team {first} places first."

    return battle_roll(
        code=code, seat_id=seat_id, procedure_id="placement-order", data=data, key=key, check=check, apply=apply
    )


@calls.recorded
def set_placement_mode(*, code: str, seat_id: int | None, mode: str, key: uuid.UUID) -> LogEntry:
    """The host picks how the table places its units: in turns (the book's way) or all at once."""
    if mode not in PLACEMENT_MODES:
        raise Refused(gettext("Pick alternate or simultaneous placement."), field="mode")
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        _in_setup(battle)
        if not seat.is_host:
            raise Refused(gettext("The host decides how the units are placed."))
        if placement_mode(battle) == mode:
            raise Refused(
                gettext("Units are placed in turns, one unit at a time already.")
                if mode == "alternate"
                else gettext("Units are placed all at once already.")
            )
        _save(battle, {**_setup(battle), "placement": mode})
        return log.append(
            battle, kind="setup", summary=f"Units are placed {PLACEMENT_MODES[mode]}.", seat=seat,
            data={"placement": mode}, key=key,
        )  # fmt: skip


@calls.recorded
def take_flank(*, code: str, seat_id: int | None, flank: str, key: uuid.UUID) -> LogEntry:
    """A player of a team of two or three takes another flank of the team's zone; its holder takes theirs."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        _in_setup(battle)
        seats = list(battle.seats.all())
        held = setup_board.flanks(seats, battle.state)
        holder = next((s for s in seats if s.team == seat.team and held.get(s.pk) == flank), None)
        if seat.pk not in held:
            raise Refused(gettext("Your team holds its whole zone: there are no flanks to change."))
        if holder is None:
            raise Refused(gettext("Pick one of team %(team)s's flanks.") % {"team": seat.team}, field="flank")
        if holder.pk == seat.pk:
            raise Refused(
                {
                    "left": gettext("You hold the left flank already."),
                    "middle": gettext("You hold the middle flank already."),
                    "right": gettext("You hold the right flank already."),
                }.get(flank, f"You hold the {flank} flank already."),
                field="flank",
            )
        if BattleUnit.objects.filter(seat__in=(seat, holder), placed=True).exclude(status=ABOARD).exists():
            raise Refused(
                gettext("Units are on the table already: %(name)s and %(other)s keep their flanks.")
                % {"name": seat.display_name, "other": holder.display_name}
            )
        mine = held[seat.pk]
        chosen = {**_setup(battle).get("flanks", {}), str(seat.pk): flank, str(holder.pk): mine}
        _save(battle, {**_setup(battle), "flanks": chosen})
        return log.append(
            battle,
            kind="setup",
            summary=f"{seat.display_name} takes the {flank} flank, {holder.display_name} the {mine} flank.",
            seat=seat,
            data={"flanks": chosen},
            key=key,
        )


def placement_mode(battle: Battle) -> str:
    """All at once unless the host asks for turns: the book allows it "to save time", and a table does."""
    return _setup(battle).get("placement", "simultaneous")


def _setup(battle: Battle) -> dict:
    return battle.state.get("setup", {})


def _save(battle: Battle, setup: dict) -> None:
    battle.state = {**battle.state, "setup": setup}


def _in_setup(battle: Battle) -> None:
    if battle.phase != "setup":
        raise Refused(gettext("That is done during setup, before the first turn."))
