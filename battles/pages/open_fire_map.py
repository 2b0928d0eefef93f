"""The table of an Open Fire battle's mission as a phone shows it (reads only): a sketch of the table with each
player's edge, entry points (with the 6 in a unit deploys within) and objectives, and the same in words with the
distances to measure; for a mission that leaves the entry points to the players, the order they place them in."""

from __future__ import annotations

from django.utils.translation import pgettext

from battles.models import Battle
from battles.pages.log_open_fire import KINDS_SAID
from battles.systems import open_fire_setup
from rules.engine.open_fire import missions


def _in(value) -> str:
    return f"{float(value):g}"


def _edge_said(edge: str) -> str:
    return {
        "south": pgettext("table edge", "south"),
        "north": pgettext("table edge", "north"),
        "west": pgettext("table edge", "west"),
        "east": pgettext("table edge", "east"),
    }[edge]


def table_map(battle: Battle, seats, me) -> dict | None:
    """What the table card shows, or None for a battle made without one of our missions."""
    layout = open_fire_setup.layout_of(battle)
    if layout is None:
        return None
    mission = open_fire_setup.mission_of(battle)
    by_position = sorted(seats, key=lambda s: s.position)
    players = []
    for n, (seat, edge) in enumerate(zip(by_position, layout.edges, strict=False), start=1):
        points = layout.entry_points[n - 1]
        players.append(
            {
                "n": n,
                "name": seat.display_name,
                "mine": me is not None and seat.pk == me.pk,
                "edge": _edge_said(edge),
                "points": [{"x": _in(p.x), "y": _in(layout.depth - p.y), "along": _in(p.along)} for p in points],
                "line": _edge_line(edge, layout),
            }
        )
    names = {s.position: s.display_name for s in by_position}
    order = [names.get(position, "") for position in dict.fromkeys(open_fire_setup.placing(battle))]
    return {
        "width": layout.width,
        "depth": layout.depth,
        "players": players,
        "objectives": [
            {
                "id": n,
                "kind": str(KINDS_SAID[kind]),
                "points": points,
                "x": _in(m.x),
                "y": _in(layout.depth - m.y),
                "from_west": _in(m.x),
                "from_south": _in(m.y),
            }  # fmt: skip
            for n, (kind, points, m) in enumerate(layout.objectives, start=1)
        ],
        "free": mission.free_entry_points,
        "roll_off_owed": open_fire_setup.roll_off_owed(battle),
        "placing": order,
        "deploy": missions.DEPLOY_DISTANCE,
    }


def _edge_line(edge: str, layout: missions.Layout) -> dict:
    """The edge as a line on the sketch (y drawn downwards from the north edge)."""
    w, d = layout.width, layout.depth
    x1, y1, x2, y2 = {"south": (0, d, w, d), "north": (0, 0, w, 0), "west": (0, 0, 0, d), "east": (w, 0, w, d)}[edge]
    return {"x1": x1, "y1": y1, "x2": x2, "y2": y2}
