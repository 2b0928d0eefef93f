"""What the markers card shows: smoke in force, and for a seated phone whether a piece can burn (the forms with
their units open on demand: battles/pages/parts.py)."""

from __future__ import annotations

from battles.models import Battle, Seat
from battles.services import markers
from battles.table import terrain


def table_context(battle: Battle, me: Seat | None) -> dict:
    """Smoke in force for every screen; for a seated phone in play, the pieces that can burn."""
    if battle.phase != "playing":
        return {"markers": None}
    smoke = [
        {
            **m,
            "turn_of": m.get("turns", markers.SMOKE_TURNS) - m["turns_left"] + 1,
            "of": m.get("turns", markers.SMOKE_TURNS),
        }
        for m in battle.state.get("smoke") or []
    ]
    seated = me is not None
    return {
        "markers": {
            "smoke": smoke,
            "flammable": [(p["id"], terrain.piece_label(p)) for p in terrain.live_pieces(battle) if p.get("flammable")]
            if seated
            else [],
        }
    }
