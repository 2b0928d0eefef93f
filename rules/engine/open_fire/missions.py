"""The missions an Open Fire battle offers (O63: the core text leaves missions to modules, so these are ours) and
where their markers go on a table of a given size (O70): each mission's objectives with their kind, worth and place,
and each player's entry points, placed by the mission on the player's own table edge, or left to the players, who
then roll off and place them one at a time, the winner first (Entry Points and Reserve). Pure data and arithmetic:
positions in inches from the table's south-west corner, x along the south edge, y towards the north."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from rules.engine.outcome import InvalidInput

SIZES = {"36x36": (36, 36), "48x48": (48, 48), "72x48": (72, 48)}  # width (west-east) x depth (south-north)
DEFAULT_SIZE = "48x48"
EDGES = ("south", "north", "west", "east")  # the players' edges in seat order: two face each other, then the sides
DEPLOY_DISTANCE = 6  # Deploying Units: within 6 in of an entry point


@dataclass(frozen=True)
class Mission:
    key: str
    objectives: tuple[tuple[str, int, Fraction, Fraction], ...]  # kind, VP, place as fractions of width and depth
    entry_points: tuple[Fraction, ...]  # along the player's edge, from its left end as the player sees it
    free_entry_points: int = 0  # the players place this many each themselves, after a roll-off

    @property
    def marks(self) -> tuple[tuple[str, int], ...]:
        return tuple((kind, points) for kind, points, _x, _y in self.objectives)


F = Fraction
MISSIONS = {
    "skirmish": Mission(
        "skirmish",
        (("control", 2, F(1, 4), F(1, 2)), ("control", 2, F(3, 4), F(1, 2)), ("access", 1, F(1, 2), F(1, 2))),
        (F(1, 4), F(3, 4)),
    ),
    "raid": Mission(
        "raid",
        (("destroy", 3, F(1, 2), F(1, 3)), ("recover", 3, F(1, 2), F(2, 3))),
        (F(1, 6), F(1, 2), F(5, 6)),
    ),
    "hold-the-line": Mission(
        "hold-the-line",
        (("control", 3, F(1, 6), F(1, 2)), ("control", 3, F(1, 2), F(1, 2)), ("control", 3, F(5, 6), F(1, 2))),
        (),
        free_entry_points=2,
    ),
}


@dataclass(frozen=True)
class Marker:
    x: Fraction
    y: Fraction
    along: Fraction = Fraction(0)  # an entry point: inches from the left end of its edge, as its player sees it


@dataclass(frozen=True)
class Layout:
    width: int
    depth: int
    edges: tuple[str, ...]  # each player's edge, in seat order
    objectives: tuple[tuple[str, int, Marker], ...]
    entry_points: tuple[tuple[Marker, ...], ...]  # each player's, in seat order; () where the players place them


def mission(key: str) -> Mission:
    if key not in MISSIONS:
        raise InvalidInput(f"There is no mission {key!r}.", field="mission")
    return MISSIONS[key]


def layout(key: str, players: int, size: str = DEFAULT_SIZE) -> Layout:
    """Where the mission's markers go for `players` players on a table of `size`."""
    if not 2 <= players <= len(EDGES):
        raise InvalidInput("A mission is laid out for two to four players.", field="players")
    if size not in SIZES:
        raise InvalidInput(f"A table is {', '.join(SIZES)} inches.", field="size")
    m = mission(key)
    width, depth = SIZES[size]
    edges = EDGES[:players]
    objectives = tuple((kind, points, Marker(fx * width, fy * depth)) for kind, points, fx, fy in m.objectives)
    points = tuple(tuple(_on_edge(edge, share, width, depth) for share in m.entry_points) for edge in edges)
    return Layout(width, depth, edges, objectives, points)


def _on_edge(edge: str, share: Fraction, width: int, depth: int) -> Marker:
    """A point `share` of the way along an edge from its left end, as the player standing at that edge sees it."""
    if edge == "south":
        return Marker(share * width, Fraction(0), share * width)
    if edge == "north":
        return Marker(width - share * width, Fraction(depth), share * width)
    if edge == "west":
        return Marker(Fraction(0), depth - share * depth, share * depth)
    return Marker(Fraction(width), share * depth, share * depth)


def placing_order(roll_off: tuple[int, ...], each: int) -> tuple[int, ...]:
    """Free entry points: the players (by seat number, 1 up) place one at a time, the roll-off's winner first and
    then the others in the roll-off's order, until each has placed `each` (Entry Points and Reserve, O70)."""
    if sorted(roll_off) != list(range(1, len(roll_off) + 1)):
        raise InvalidInput("The roll-off orders every player once.", field="order")
    return tuple(player for _turn in range(each) for player in roll_off)
