"""Setup steps after the reveal, each a roll through the one path (services/rolls.py) that writes its
result into the battle's state under the same lock."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence

from battles.models import Battle, Seat
from battles.services.rolls import RollResult, battle_roll
from bof_site.refusals import Refused
from rules.engine.outcome import Outcome


def roll_force_morale(
    *, code: str, seat_id: int | None, team: str, data: Mapping[str, Sequence[str]], key: uuid.UUID
) -> RollResult:
    """One force morale roll per team (R25), made by a player of that team or by the host as referee."""

    def check(battle: Battle, seat: Seat) -> bool:
        if team not in ("A", "B"):
            raise Refused("Pick team A or team B.")
        if battle.phase != "setup":
            raise Refused("Force morale is rolled during setup.")
        if team in battle.state.get("force_morale", {}):
            raise Refused(f"Team {team} has its force morale already: {battle.state['force_morale'][team]}.")
        if seat.team != team and not seat.is_host:
            raise Refused(f"A player of team {team} rolls its force morale (or the host, as referee).")
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
