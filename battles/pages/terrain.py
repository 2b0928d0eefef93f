"""What the terrain card of the table and spectator pages shows."""

from __future__ import annotations

from battles.table.terrain import by_side, fieldworks, hidden_minefields, live_pieces, my_minefields


def table_context(battle, me) -> dict:
    """The terrain card of the table and spectator pages, from the battle's state and the seat already
    loaded: no query of its own, so the pages stay flat however big the battle."""
    works = fieldworks(battle)
    return {
        "terrain_card": {
            "pieces": len(live_pieces(battle)),
            "sides": by_side(battle),
            "known_mines": [f for f in works if f["kind"] == "minefield" and f.get("sector")],
            "hidden_mines": len(hidden_minefields(battle)),
            "my_mines": my_minefields(battle, me),
        }
    }
