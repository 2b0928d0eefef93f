"""Random Event & Effect Cards, the pure part: which card a throw of the dice picks, how many a seat draws,
how long a card lasts and whom it concerns. No Django, no database, no dice of its own: the caller passes
the dice (the battle's fair roller through `roll`, or nothing at all when the table drew real cards)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

FACES = 6
# "Default duration of games is 5 turns" (Win conditions). The sample pack gives every card that lasts the
# whole game (a veteran sergeant, green replacements, a minefield, fieldworks, a field medic) 5 turns, and
# a pack may write 0 for "no end": both mean the whole game, however many turns a battle has.
DEFAULT_GAME_TURNS = 5
MAX_ROLLS = 1000  # per draw; with one card left in 36 places, failing this often is a 1 in 10^12 chance
AFFECTS = {"all": "everyone", "drawing-player": "the drawer", "opponents": "the drawer's opponents"}


def dice_per_draw(deck_size: int) -> int:
    """2D6 picks one of 36 places; a deck larger than 36 needs a third die (216 places), and so on."""
    dice = 2
    while FACES**dice < deck_size:
        dice += 1
    return dice


def index_of(dice: Sequence[int]) -> int:
    """The place an ordered throw points at: 2D6 (first, second) -> (first-1)*6 + (second-1), 0 to 35."""
    index = 0
    for die in dice:
        if not 1 <= die <= FACES:
            raise ValueError(f"{die} is not a die face")
        index = index * FACES + (die - 1)
    return index


@dataclass(frozen=True)
class Pick:
    dice: tuple[int, ...]
    index: int
    again: str  # "" when the throw picks a card; else why it is thrown again

    @property
    def card(self) -> int | None:
        return None if self.again else self.index


def pick(dice: Sequence[int], deck_size: int, drawn: Collection[int]) -> Pick:
    """What one throw does: picks the card at its place, or is thrown again (past the deck, already drawn)."""
    index = index_of(dice)
    again = "past the deck" if index >= deck_size else "already drawn" if index in drawn else ""
    return Pick(tuple(dice), index, again)


def draw(roll: Callable[[int], Sequence[int]], deck_size: int, drawn: Collection[int], count: int) -> list[Pick]:
    """Every throw of one seat's draw, in order, until `count` new cards are picked (without replacement)."""
    taken = set(drawn)
    if count > deck_size - len(taken):
        raise ValueError("the deck has fewer cards left than the draw asks for")
    picks: list[Pick] = []
    while sum(p.card is not None for p in picks) < count:
        if len(picks) >= MAX_ROLLS:
            raise RuntimeError("the dice kept missing the deck")
        p = pick(roll(dice_per_draw(deck_size)), deck_size, taken)
        if p.card is not None:
            taken.add(p.card)
        picks.append(p)
    return picks


def mapping_words(deck_size: int) -> str:
    """The mapping as the log states it, so anyone can replay a draw from the dice."""
    dice = dice_per_draw(deck_size)
    places = FACES**dice
    if dice == 2:
        how = "2D6 as an ordered pair (first die, second die) points at card (first-1)*6 + (second-1)"
    else:
        how = f"{dice}D6 in order, read as a base-6 number with faces 1-6 as digits 0-5, point at that card"
    return (
        f"{how}, counting from 0 to {places - 1} in the deck sorted by key ({deck_size} cards); "
        "a throw past the deck or at a card already drawn is thrown again."
    )


def cards_owed(allowed: int, left: int) -> int:
    """A seat draws what its detachment allows, or what is left in the deck when that is fewer."""
    return max(0, min(allowed, left))


def lasts_whole_game(duration: int) -> bool:
    return duration == 0 or duration >= DEFAULT_GAME_TURNS


def in_force(duration: int, turn: int) -> bool:
    """A card drawn in setup works from turn 1 for `duration` turns."""
    return turn >= 1 and (lasts_whole_game(duration) or turn <= duration)


def is_past(duration: int, turn: int) -> bool:
    return not lasts_whole_game(duration) and turn > duration


def concerns(affects: str, *, drawer: int, drawer_team: str, seat: int | None, team: str | None) -> bool:
    """Whether a card touches a seat: everyone's cards touch every seat, the drawer's only the drawer,
    the opponents' every seat of the other team. A spectator (no seat) is touched by none."""
    if seat is None:
        return False
    if affects == "drawing-player":
        return seat == drawer
    if affects == "opponents":
        return team != drawer_team
    return True
