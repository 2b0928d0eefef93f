"""What the event cards in force change at the table, read from the battle's state: a modifier on morale
checks, attacks the weather forbids, and the barrage that comes before the first activation. Pure: no queries.

Cards are known by their key in the data pack; a pack's own cards with other keys stay words on the table."""

from __future__ import annotations

from dataclasses import dataclass

from battles import cards
from rules.engine.common import MEDIUM_LIMIT

MORALE = {"letters-from-home": 1, "battle-fatigue": -1}  # added to the morale checks of the units concerned
NO_FAR_ATTACKS = ("morning-fog",)  # nothing is spotted or attacked at far range
MAX_RANGE_CM = {"dusk": 100}  # nothing farther is spotted or attacked
ATTACKS = ("attack", "spot-roll", "overwatch", "aa-fire")
BARRAGE = "preparatory-barrage"


@dataclass(frozen=True)
class InForce:
    key: str
    title: str
    affects: str
    drawer: int  # seat id
    drawer_team: str


def in_force(state: dict, turn: int, teams: dict[int, str]) -> list[InForce]:
    """The cards drawn in setup that work this turn. `teams` is seat id -> team."""
    deck = state.get("cards", {}).get("deck") or []
    found = []
    for hand in state.get("cards", {}).get("hands", []):
        for place in hand["cards"]:
            card = deck[place] if place < len(deck) and isinstance(deck[place], dict) else None
            if card and cards.in_force(card.get("duration", 0), turn):
                found.append(InForce(card["key"], card["title"], card["affects"], hand["seat"], teams[hand["seat"]]))
    return found


def _touches(card: InForce, seat: int, team: str) -> bool:
    return cards.concerns(card.affects, drawer=card.drawer, drawer_team=card.drawer_team, seat=seat, team=team)


def morale_modifier(in_force_now: list[InForce], *, seat: int, team: str) -> int:
    """What the cards add to a morale check of this seat's unit."""
    return sum(MORALE.get(c.key, 0) for c in in_force_now if _touches(c, seat, team))


def attack_refused(in_force_now: list[InForce], *, distance: float, units: str) -> str:
    """Why the weather forbids this shot ("" when it does not)."""
    for card in in_force_now:
        if card.key in NO_FAR_ATTACKS and distance >= MEDIUM_LIMIT[units]:
            return f"{card.title} is in force: nothing can be spotted or attacked at far range."
        limit = MAX_RANGE_CM.get(card.key)
        if limit is not None and distance * (1 if units == "cm" else 2.5) > limit:
            return f"{card.title} is in force: nothing farther than {limit} cm can be spotted or attacked."
    return ""


def barrage_owed(in_force_now: list[InForce], state: dict, turn: int) -> list[InForce]:
    """The preparatory barrages still to fire: in turn 1, before the first activation."""
    if turn != 1 or state.get("activations") or state.get("activation"):
        return []
    return [c for c in in_force_now if c.key == BARRAGE]
