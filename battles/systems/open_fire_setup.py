"""Before an Open Fire battle's first round (Entry Points and Reserve, O70): the mission places each player's entry
points on their table edge, or leaves them to the players, who roll off and place them one at a time, the winner
first. The roll-off is a recorded change on the battle's lock, rolled with the battle's dice like any roll; until it
is made, the first round's initiative waits for it."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext

from battles.models import Battle, LogEntry
from battles.services import calls, log
from battles.services.common import seat_of, writing
from battles.systems import open_fire_common as c
from bof_site.refusals import Refused
from rules.engine.open_fire import missions


def mission_of(battle: Battle) -> missions.Mission | None:
    """The battle's mission, when it was made with one of ours (older battles, and tests, name only objectives)."""
    key = battle.state.get("mission", {}).get("key")
    return missions.MISSIONS.get(key) if key else None


def layout_of(battle: Battle) -> missions.Layout | None:
    m = mission_of(battle)
    return missions.layout(m.key, battle.players, battle.state["mission"]["size"]) if m else None


def roll_off_owed(battle: Battle) -> bool:
    """The players place their own entry points and have not rolled off for it yet."""
    m = mission_of(battle)
    return bool(m and m.free_entry_points and "placing" not in battle.state["mission"])


def placing(battle: Battle) -> tuple[int, ...]:
    """The seat positions' order of placing entry points, one each at a time (empty until the roll-off)."""
    return tuple(battle.state.get("mission", {}).get("placing", ()))


@calls.recorded
@c.in_players_words
def roll_off(*, code: str, seat_id: int | None, key: uuid.UUID, dice: list[int] | None = None) -> LogEntry:
    """Either player rolls off for placing the entry points: a D12 each in seat order, ties again; the winner places
    first, then the others in the roll-off's order, one entry point at a time."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        game = c.game_of(battle)
        if not roll_off_owed(battle) or game.round:
            raise Refused(gettext("There is no roll-off for entry points to make now."))
        rolled, outcome = c.roll(battle, "open-fire/initiative", c.inputs("open-fire/initiative",
                                                                         players=len(game.players)), dice)  # fmt: skip
        winners = tuple(int(n) for n in outcome.value("order"))
        order = missions.placing_order(winners, mission_of(battle).free_entry_points)
        battle.state = {**battle.state, "mission": {**battle.state["mission"], "placing": list(order)}}
        names = [game.players[n - 1] for n in winners]
        said = f"Roll-off for the entry points: {names[0]} places first, then {', '.join(names[1:])}, one at a time."
        return log.append(battle, kind="of-setup", summary=c.named(battle, said), seat=seat, rolls=[rolled],
                          data={"placing": list(order), "steps": list(outcome.steps)}, key=key)  # fmt: skip
