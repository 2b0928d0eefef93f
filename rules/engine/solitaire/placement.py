"""Where the enemy's units stand at the start of a solo game (Placing the enemy forces on the board),
with S8: the order they are set down in, the sector die of each, who rides in the transports, which
gun starts towed and which wait in ambush, and where the ranking officer goes.

Nothing is rolled here: the sector dice and the 2D6 of each transport's load come in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.dice import check_dice
from rules.engine.muster import QUALITY_ORDER, TOW_ORDER
from rules.engine.procedures.solo import FLANKS

RANK = {q: n for n, q in enumerate(QUALITY_ORDER)}
VEHICLES = ("afv", "transport")  # what tows a gun (S8)
RIDERS = ("squad-leader", "infantry")  # who rides, and whom the officer commands (S8)
GUNS = ("AT gun", "AA gun")
OFFICER_TIES = ("middle", "left-flank", "right-flank")  # S8: a tie goes to the middle, then the left flank


@dataclass(frozen=True)
class Piece:
    ref: int
    unit_type: str
    quality: str
    points: int
    crew: int = 1
    passengers: int = 0
    tow_class: str = ""
    gun: str = ""  # AT gun | AA gun | ""
    squad_leader: bool = False
    horse: bool = False  # a cavalry horse: it carries one rider (S8)


@dataclass(frozen=True)
class Placed:
    ref: int
    sector: str  # left-flank | middle | right-flank
    order: int
    rides_in: int | None = None
    towed_by: int | None = None
    ambush: bool = False
    why: str = ""


@dataclass(frozen=True)
class Placement:
    placed: tuple[Placed, ...]
    steps: tuple[str, ...]


def most_valuable(piece: Piece) -> tuple[int, int]:
    return (-piece.points, piece.ref)


def infantry_level(piece: Piece) -> tuple[int, int, int, int]:
    """Highest level first: squad leaders, then quality, then points, then the lower ref."""
    leader = piece.squad_leader or piece.unit_type == "squad-leader"
    return (0 if leader else 1, -RANK.get(piece.quality, 0), -piece.points, piece.ref)


def carries(piece: Piece) -> bool:
    """A transport that takes a load: a horse carries only its own rider, so it takes none."""
    return piece.unit_type == "transport" and piece.passengers > 1 and not piece.horse


def _sector(face: int) -> str:
    return FLANKS[(face - 1) // 2]


def _of(pieces: Sequence[Piece], *types: str) -> list[Piece]:
    return [p for p in pieces if p.unit_type in types]


def _check_pieces(pieces: Sequence[Piece]) -> None:
    refs = Counter(p.ref for p in pieces)
    twice = sorted(ref for ref, n in refs.items() if n > 1)
    if twice:
        raise ValueError(f"Each unit is placed once; ref {twice[0]} appears twice.")


# --- tows (S8) ---------------------------------------------------------------------------------------


def choose_tow(pieces: Sequence[Piece]) -> tuple[Piece, Piece] | None:
    """The most valuable AT or AA gun some vehicle can pull, and the most valuable vehicle that can (S8)."""
    vehicles = sorted((v for v in _of(pieces, *VEHICLES) if TOW_ORDER.get(v.tow_class)), key=most_valuable)
    for gun in sorted((g for g in _of(pieces, "support-weapon") if g.gun in GUNS), key=most_valuable):
        need = TOW_ORDER.get(gun.tow_class, 0)
        tower = next((v for v in vehicles if need and TOW_ORDER[v.tow_class] >= need), None)
        if tower is not None:
            return gun, tower
    return None


def _tow_steps(pieces: Sequence[Piece], tow: tuple[Piece, Piece] | None) -> list[str]:
    guns = [g for g in _of(pieces, "support-weapon") if g.gun in GUNS]
    if not guns:
        return []
    if tow is None:
        return ["No vehicle of the force can tow its AT or AA guns: every one of them deploys in ambush (S8)."]
    gun, vehicle = tow
    rest = len(guns) - 1
    tail = {0: "", 1: "; the other AT or AA gun deploys in ambush"}.get(rest, f"; the other {rest} deploy in ambush")
    return [f"Ref {gun.ref}, the most valuable gun a vehicle can pull, starts towed by ref {vehicle.ref}{tail} (S8)."]


def placement_dice(pieces: Sequence[Piece]) -> dict[str, int]:
    """The sector dice (one per unit set down by itself, before any rides) and 2D6 loads to roll."""
    _check_pieces(pieces)
    tow = choose_tow(pieces)
    towed = {tow[0].ref} if tow else set()
    alone = [p for p in pieces if p.unit_type not in ("plane", "ranking-officer") and p.ref not in towed]
    return {"sectors": len(alone), "loads": len(_of_carriers(pieces))}


def _of_carriers(pieces: Sequence[Piece]) -> list[Piece]:
    return sorted((p for p in pieces if carries(p)), key=most_valuable)


# --- loads -------------------------------------------------------------------------------------------


def _loads(pieces: Sequence[Piece], load_dice: Sequence[int]) -> tuple[dict[int, list[Piece]], list[str]]:
    """Each transport, most valuable first, takes as many men as its 2D6 (never more than its seats):
    whole units, the lowest infantry levels first."""
    waiting = sorted(_of(pieces, *RIDERS), key=infantry_level, reverse=True)
    aboard: dict[int, list[Piece]] = {}
    steps = []
    for horse in sorted((p for p in pieces if p.horse), key=lambda p: p.ref):  # S8: a rider on every horse
        rider = next((u for u in reversed(waiting) if u.crew == 1), None)
        if rider is not None:
            aboard[horse.ref] = [rider]
            waiting = [u for u in waiting if u is not rider]
            steps.append(f"Horse ref {horse.ref} carries ref {rider.ref}: the highest levels ride first (S8).")
    for n, carrier in enumerate(_of_carriers(pieces)):
        rolled = load_dice[2 * n] + load_dice[2 * n + 1]
        room = min(rolled, carrier.passengers)
        riders = []
        for unit in waiting:
            if unit.crew <= room:
                riders.append(unit)
                room -= unit.crew
        waiting = [u for u in waiting if u not in riders]
        aboard[carrier.ref] = riders
        names = ", ".join(f"ref {u.ref}" for u in riders) or "nobody"
        steps.append(
            f"Transport ref {carrier.ref} rolls {rolled} for its load, room for {min(rolled, carrier.passengers)} "
            f"of its {carrier.passengers} seats: {names} aboard, the lowest infantry levels first, whole units only."
        )
    return aboard, steps


# --- the order and the sectors -----------------------------------------------------------------------


def _leaders(pieces: Sequence[Piece], followers: set[int]) -> list[tuple[Piece, str]]:
    """Everyone set down by himself, in order, with why he comes where he does."""
    free = [p for p in pieces if p.ref not in followers]
    known = ("afv", "transport", "support-weapon", "plane", "ranking-officer")
    groups = (
        (sorted(_of(free, "afv"), key=most_valuable), "AFVs first, the most valuable first"),
        (sorted(_of(free, "transport"), key=most_valuable), "transports next, the most valuable first"),
        (sorted(_of(free, "support-weapon"), key=most_valuable), "support weapons next, the most valuable first"),
        (
            sorted((p for p in free if p.unit_type not in known), key=infantry_level),
            "infantry next, highest level first",
        ),
    )
    return [(piece, why) for group, why in groups for piece in group]


def _officer_sector(placed: Sequence[Placed], pieces: Sequence[Piece]) -> tuple[str, dict[str, int]]:
    """S8: the sector holding most of his infantry and squad leaders (riders where their transport is)."""
    people = {p.ref for p in _of(pieces, *RIDERS)}
    count = Counter(p.sector for p in placed if p.ref in people)
    tally = {sector: count[sector] for sector in FLANKS}
    return max(OFFICER_TIES, key=lambda s: (tally[s], -OFFICER_TIES.index(s))), tally


def _check_loads(load_dice: Sequence[int], loads: int) -> None:
    try:
        check_dice(load_dice, 2 * loads)
    except ValueError as e:
        raise ValueError(f"The transports' loads, 2D6 each: {e}") from None


def _check_sectors(sector_dice: Sequence[int], needed: int, most: int) -> None:
    if not needed <= len(sector_dice) <= most:
        span = f"{needed}" if needed == most else f"{needed} to {most}"
        given = f"{len(sector_dice)} {'was' if len(sector_dice) == 1 else 'were'} given"
        raise ValueError(f"The placement needs {span} sector {'die' if most == 1 else 'dice'}; {given}.")
    check_dice(sector_dice, len(sector_dice))


def enemy_placement(pieces: Sequence[Piece], sector_dice: Sequence[int], load_dice: Sequence[int]) -> Placement:
    """Set the enemy's units down: a sector die each in the chapter's order, riders and a towed gun with
    their vehicle, AT and AA guns that are not towed in ambush, the ranking officer last (S8)."""
    counts = placement_dice(pieces)
    _check_loads(load_dice, counts["loads"])
    tow = choose_tow(pieces)
    aboard, load_steps = _loads(pieces, load_dice)
    followers = {u.ref for riders in aboard.values() for u in riders} | ({tow[0].ref} if tow else set())
    leaders = _leaders(pieces, followers)
    _check_sectors(sector_dice, len(leaders), counts["sectors"])
    placed = _set_down(leaders, sector_dice, aboard, tow)
    steps = [*_tow_steps(pieces, tow), *load_steps, f"{len(leaders)} units are set down by a sector die each."]
    if len(sector_dice) > len(leaders):
        steps.append(f"The last {len(sector_dice) - len(leaders)} sector dice are not needed: those units ride.")
    placed += _officers(pieces, placed, steps)
    steps += [f"Ref {p.ref} is a plane: it starts off the board." for p in _of(pieces, "plane")]
    return Placement(tuple(placed), tuple(steps))


def _set_down(
    leaders: Sequence[tuple[Piece, str]],
    sector_dice: Sequence[int],
    aboard: dict[int, list[Piece]],
    tow: tuple[Piece, Piece] | None,
) -> list[Placed]:
    placed: list[Placed] = []
    for (piece, reason), face in zip(leaders, sector_dice, strict=False):
        sector = _sector(face)
        ambush = piece.gun in GUNS
        hide = f"; an {piece.gun} not towed, so it waits in ambush (S8)" if ambush else ""
        why = f"{reason[0].upper()}{reason[1:]}: rolled {face}, {sector.replace('-', ' ')}{hide}."
        placed.append(Placed(piece.ref, sector, len(placed) + 1, ambush=ambush, why=why))
        for rider in aboard.get(piece.ref, []):
            why = (
                f"Rides horse ref {piece.ref}: the highest levels ride first (S8)."
                if piece.horse
                else f"Rides in ref {piece.ref}: the lowest infantry levels take the ride."
            )
            placed.append(Placed(rider.ref, sector, len(placed) + 1, rides_in=piece.ref, why=why))
        if tow is not None and tow[1].ref == piece.ref:
            why = f"Starts towed by ref {piece.ref}, so it goes where the vehicle goes (S8)."
            placed.append(Placed(tow[0].ref, sector, len(placed) + 1, towed_by=piece.ref, why=why))
    return placed


def _officers(pieces: Sequence[Piece], placed: list[Placed], steps: list[str]) -> list[Placed]:
    out = []
    for officer in sorted(_of(pieces, "ranking-officer"), key=lambda p: p.ref):
        sector, tally = _officer_sector(placed, pieces)
        counts = ", ".join(f"{n} {s.replace('-', ' ')}" for s, n in tally.items())
        why = f"The ranking officer goes last, to the sector with most of his infantry ({counts}); ties go to the middle, then the left flank (S8)."
        out.append(Placed(officer.ref, sector, len(placed) + len(out) + 1, why=why))
        steps.append(f"Ref {officer.ref}: {why}")
    return out
