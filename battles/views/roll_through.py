"""The result card's "Roll to the end": the chain's follow-on rolls one after another with the server's dice, each
filled in as its one-tap roll is (what the app knows of the units, what the rolls before it carried, the terrain
piece the shot was at), each its own change on the one path. It stops where the table must answer first (a
soldier taking the bullet for his officer), when the chain is over, or after a bound."""

from __future__ import annotations

import uuid

from battles import selectors
from battles.services import rolls
from battles.table import chain
from battles.table.prefill import piece_fill, piece_note, piece_pick, prefill
from rules import localized


def quick_data(battle, procedure, unit, target_id: int | None, step: dict | None, pick, given: dict) -> dict:
    """A one-tap roll's inputs: what the app knows of the units, what the chain carried, what the form said (it
    wins), and the terrain piece's cover or ground."""
    names = {f.name for f in procedure.fields}
    carried = {k: v for k, v in ((step or {}).get("carry") or {}).items() if k in names}
    data = {**prefill(procedure, unit, battle, selectors.unit_in(battle, target_id)), **carried, **given}
    return {**data, **piece_fill(procedure, pick, battle, open_ground=False)}


def roll_through(code: str, seat_id: int | None, key: uuid.UUID) -> int:
    """Roll the chain's next steps until it ends or asks the table; returns how many were rolled."""
    done = 0
    for n in range(chain.THROUGH_MOST):
        battle = selectors.battle_find(code)
        pending = (battle.state.get("chain") or []) if battle is not None and battle.phase == "playing" else []
        if not pending or pending[0].get("bodyguard"):
            break
        step = pending[0]
        procedure = localized.procedure(step["procedures"][0])
        shooter = step.get("shooter")
        unit = selectors.unit_in(battle, shooter[0]) if shooter else None
        pick = piece_pick(battle, procedure, ((step.get("carry") or {}).get("piece") or [""])[0])
        pick = piece_pick(battle, procedure, "") if pick.error else pick
        data = quick_data(battle, procedure, unit, step.get("unit"), step, pick, {})
        data = {**data, "roll": ["1"]} | ({"piece": [pick.id]} if pick.id else {})
        rolls.battle_roll(code=code, seat_id=seat_id, procedure_id=procedure.id, data=data, target_id=step.get("unit"),
                          step=step["id"], apply=piece_note(pick), key=chain.through_key(key, n))  # fmt: skip
        done += 1
    return done
