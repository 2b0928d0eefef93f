"""Where each team deploys, in plain words and as a small board sketch drawn on the server.

Read from `battle.state["setup"]` (written by battles/services/setup.py) and the game mode: the normal
modes use the deployment sector (R18), Avoid the pocket the escape corridor (R19), Surrounded fixed zones
(the game modes' deployment notes). Team A is the attacker wherever the mode has roles (Battle.points_a)."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.html import escape
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from battles.models import Battle, BattleUnit
from rules import localized

EDGES = ("north", "east", "south", "west")
VEHICLES = ("afv", "transport")
# Deployment: infantry and support weapons within 50 cm / 20 in of the edge (R6: the book's own pair).
DEPTH = {"cm": 50, "in": 20}
FLANKS = {1: (), 2: ("left", "right"), 3: ("left", "middle", "right")}
COLOURS = {"A": "#7a2e10", "B": "#1f4e79"}


@dataclass(frozen=True)
class Layout:
    kind: str  # "sector" (the normal modes), "pocket" (Avoid the pocket) or "surrounded"
    zones: dict[str, tuple[str, ...]]  # team -> its edges, or ("middle",); empty until settled
    corridor: str = ""  # Avoid the pocket: the edge of the escape corridor

    @property
    def settled(self) -> bool:
        return bool(self.zones)


def layout_of(battle: Battle) -> Layout:
    setup = battle.state.get("setup", {})
    if battle.game_mode == "surrounded":
        return Layout("surrounded", {"A": EDGES, "B": ("middle",)})
    if battle.game_mode == "avoid-the-pocket":
        corridor = setup.get("corridor", "")
        zones = {"A": tuple(e for e in EDGES if e != corridor), "B": ("middle",)} if corridor else {}
        return Layout("pocket", zones, corridor)
    sectors = setup.get("sectors", {})
    return Layout("sector", {team: (edge,) for team, edge in sectors.items()})


def edge_words(edges: tuple[str, ...], joiner: str = "and") -> str:
    """ "north, east and west" in the reader's words ("Norden, Osten und Westen")."""
    said = [localized.label(edge) for edge in edges]
    between = str(_(" and ") if joiner == "and" else _(" or "))
    return ", ".join(said[:-1]) + between + said[-1] if len(said) > 1 else said[0]


def layout_sentences(layout: Layout) -> list[str]:
    """The layout as a player reads it aloud at the table, in the reader's language."""
    if not layout.settled:
        return []
    a, b = layout.zones["A"], layout.zones["B"]
    if layout.kind == "sector":
        said = {"a": localized.label(a[0]), "b": localized.label(b[0])}
        return [gettext("Team A deploys along the %(a)s edge, team B along the %(b)s edge, facing each other.") % said]
    if len(a) == len(EDGES):
        lines = [gettext("Team A (the attacker) deploys along all four edges.")]
    else:
        lines = [gettext("Team A (the attacker) deploys along the %(edges)s edges.") % {"edges": edge_words(a)}]
    if layout.kind == "surrounded":
        lines.append(gettext("Its vehicles go only on the edges farthest from the enemy."))
    lines.append(gettext("Team B (the defender) starts in the middle of the board."))
    if layout.corridor:
        corridor = {"edge": localized.label(layout.corridor)}
        lines.append(gettext("The escape corridor is on the %(edge)s edge, between the attacker's zones.") % corridor)
    return lines


def where(unit: BattleUnit, layout: Layout, team: str, measure: str) -> str:
    """Where this unit may start (Deployment), in the reader's words: tanks and mounted troops on the edge, foot
    troops and support weapons within 50 cm / 20 in of it; planes stay off the board until they attack."""
    if unit.unit_type == "plane":
        return gettext("Off the board: it flies in when it attacks.")
    edges = layout.zones.get(team, ())
    if not edges:
        return ""
    if edges == ("middle",):
        return gettext("In the middle of the board.")
    if unit.unit_type in VEHICLES:
        if layout.kind == "surrounded":
            return gettext("On a board edge farthest from the enemy.")
        return gettext("On the %(edges)s edge.") % {"edges": edge_words(edges, "or")}
    depth = f"{DEPTH[measure]} {localized.label(measure)}"
    if layout.kind == "surrounded":
        return gettext("Within %(depth)s of any board edge.") % {"depth": depth}
    return gettext("Within %(depth)s of the %(edges)s edge.") % {"depth": depth, "edges": edge_words(edges, "or")}


def flanks(seats, state: dict) -> dict[int, str]:
    """Seat id -> its flank of the team's zone (Special rules for multiplayer games): by seat order, left to
    right as the team looks at the enemy, unless the team swapped. A team of one holds the whole zone."""
    chosen = state.get("setup", {}).get("flanks", {})
    out: dict[int, str] = {}
    for team in ("A", "B"):
        mine = sorted((s for s in seats if s.team == team), key=lambda s: s.position)
        for seat, flank in zip(mine, FLANKS.get(len(mine), ()), strict=False):
            out[seat.pk] = chosen.get(str(seat.pk), flank)
    return out


# --- the sketch: a square board, north up ------------------------------------------------------------

SIZE, PAD, BAND = 200, 18, 34
FAR = SIZE - PAD
SPAN = FAR - PAD


def _band(edge: str) -> tuple[int, int, int, int]:
    return {
        "north": (PAD, PAD, SPAN, BAND),
        "south": (PAD, FAR - BAND, SPAN, BAND),
        "west": (PAD, PAD, BAND, SPAN),
        "east": (FAR - BAND, PAD, BAND, SPAN),
    }[edge]


def _line(edge: str) -> tuple[int, int, int, int]:
    return {
        "north": (PAD + 50, PAD, FAR - 50, PAD),
        "south": (PAD + 50, FAR, FAR - 50, FAR),
        "west": (PAD, PAD + 50, PAD, FAR - 50),
        "east": (FAR, PAD + 50, FAR, FAR - 50),
    }[edge]


def board_svg(layout: Layout, *, unlabelled: str = "") -> str:
    """A small sketch of the board: the four edges, each team's zone in its colour (named, but for the team
    `unlabelled`, whose zone carries other marks), the corridor marked."""
    if not layout.settled:
        return ""
    label = " ".join(layout_sentences(layout))
    parts = [
        f'<svg viewBox="0 0 {SIZE} {SIZE}" role="img" aria-label="{escape(label)}" class="board-sketch">',
        f'<rect x="{PAD}" y="{PAD}" width="{SPAN}" height="{SPAN}" fill="none" stroke="currentColor" stroke-width="2"/>',
    ]
    for team, edges in layout.zones.items():
        colour = COLOURS[team]
        if edges == ("middle",):
            x = SIZE // 2 - 30
            parts.append(f'<rect x="{x}" y="{x}" width="60" height="60" fill="{colour}" fill-opacity="0.55"/>')
            parts.append(f'<text x="{SIZE // 2}" y="{SIZE // 2 + 6}" class="zone">{team}</text>')
            continue
        for edge in edges:
            x, y, w, h = _band(edge)
            parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{colour}" fill-opacity="0.55"/>')
            if team != unlabelled:
                parts.append(f'<text x="{x + w // 2}" y="{y + h // 2 + 6}" class="zone">{team}</text>')
    if layout.corridor:
        x1, y1, x2, y2 = _line(layout.corridor)
        parts.append(
            f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#b08900" stroke-width="8" stroke-dasharray="8 5"/>'
        )
    for edge, (x, y) in zip(
        EDGES, ((SIZE // 2, 13), (SIZE - 6, SIZE // 2 + 5), (SIZE // 2, SIZE - 3), (6, SIZE // 2 + 5)), strict=True
    ):
        parts.append(f'<text x="{x}" y="{y}" class="edge">{escape(localized.label(edge)[:1].upper())}</text>')
    parts.append("</svg>")
    return "".join(parts)


# --- a solo battle's enemy zone in its three sectors (S8) -------------------------------------------------------

# The sectors of a zone along each edge, left to right as its team faces the enemy (the flanks' rule, Special rules
# for multiplayer games): a team on the north edge faces south, so its left flank is the east end.
SECTOR_ORDER = ("left-flank", "middle", "right-flank")
FACING_LEFT_TO_RIGHT = {"north": "east-west", "south": "west-east", "east": "south-north", "west": "north-south"}


def _thirds(edge: str) -> list[tuple[int, int, int, int]]:
    """The band of `edge` cut in three, in the order the team standing there names them left to right."""
    x, y, w, h = _band(edge)
    if edge in ("north", "south"):
        cuts = [(x + n * w // 3, y, w // 3, h) for n in range(3)]  # west to east
        return cuts[::-1] if FACING_LEFT_TO_RIGHT[edge] == "east-west" else cuts
    cuts = [(x, y + n * h // 3, w, h // 3) for n in range(3)]  # north to south
    return cuts[::-1] if FACING_LEFT_TO_RIGHT[edge] == "south-north" else cuts


def sectors_svg(layout: Layout, team: str, counts: dict[str, int], words: dict[str, str]) -> str:
    """The board sketch with `team`'s zone cut into its left flank, middle and right flank, each with the number of
    units its dice put there (`counts`) and its initial (`words`: sector -> the reader's word)."""
    edges = layout.zones.get(team, ())
    if layout.kind != "sector" or len(edges) != 1:
        return board_svg(layout)
    label = " · ".join(f"{words[s]}: {counts.get(s, 0)}" for s in SECTOR_ORDER)
    parts = [board_svg(layout, unlabelled=team).removesuffix("</svg>")]
    for sector, (x, y, w, h) in zip(SECTOR_ORDER, _thirds(edges[0]), strict=True):
        parts.append(
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="#fff" stroke-width="2"/>'
            f'<text x="{x + w // 2}" y="{y + h // 2 + 5}" class="sector">{escape(words[sector][:1].upper())}'
            f"{counts.get(sector, 0)}</text>"
        )
    parts.append(f"<title>{escape(label)}</title></svg>")
    return "".join(parts)
