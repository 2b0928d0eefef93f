"""The event cards that ask the drawing player to choose: what each asks for, which units it may pick, whether a
choice is sound, and what the choices made change at the table. Pure: it reads the battle's state and the units
it is given, and never queries.

The choices live in `battle.state["card_choices"]` (card key -> what was chosen), so a void puts them back with
the state. A change to a unit is a token on it, as the experience rule does (battles/table/experience.py): what
a unit is when revealed is sealed and never changes, and a void puts tokens back like the rest of a unit's state."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from armies.pack_words import said
from bof_site.refusals import Refused
from rules.engine.common import MEDIUM_LIMIT

VETERAN = "veteran-sergeant"
GREEN = "green-replacements"
ENGINE = "engine-trouble"
SUPPLY = "supply-dump"
MEDIC = "field-medic"
ENGINEERS = "engineers-were-here"
MINEFIELD = "old-minefield"
SNIPER = "hidden-sniper"

# The tokens the quality cards put on a unit, and the quality each makes it fight and check morale as.
QUALITY_TOKENS = {"veteran": "elite", "green": "conscript"}
TOKEN_OF = {VETERAN: "veteran", GREEN: "green"}
SOLDIERS = ("infantry", "squad-leader")
VEHICLES = ("afv", "transport")
ENGINEER_KINDS = ("sandbags", "barbed-wire")
SNIPER_ATTACK = 13
# Every other card of the sample pack, which the app applies where the rule works (battles/table/card_rules.py and
# the rolls): a pack's own card with another key stays words, and its line on the table says so.
APPLIED_ELSEWHERE = (
    "heavy-rain", "morning-fog", "deep-mud", "snowfall", "summer-heat", "strong-wind", "low-clouds", "clear-skies",
    "dusk", "frozen-ground", "radio-failure", "preparatory-barrage", "fuel-shortage", "letters-from-home",
    "battle-fatigue", "ammunition-shortage", "traffic-jam",
)  # fmt: skip


@dataclass(frozen=True)
class Ask:
    """What a card asks of its drawer in setup, before turn 1: units to pick (`most` of them, at least `least` when
    the drawer has that many), or a fieldwork and a sector, or a secret sector."""

    card: str
    most: int = 0  # units to pick; 0: no units
    least: int = 0
    enemy: bool = False  # the units are the drawer's enemies'
    fieldwork: bool = False
    sector: bool = False


ASKS = {
    VETERAN: Ask(VETERAN, most=1, least=1),
    GREEN: Ask(GREEN, most=2, least=2),
    ENGINE: Ask(ENGINE, most=1, least=1, enemy=True),
    SUPPLY: Ask(SUPPLY, most=3, least=1),
    ENGINEERS: Ask(ENGINEERS, fieldwork=True, sector=True),
    MINEFIELD: Ask(MINEFIELD, sector=True),
}
APPLIED = (*ASKS, MEDIC, SNIPER, *APPLIED_ELSEWHERE)


def asks(card: str) -> Ask | None:
    return ASKS.get(card)


def applied(card: str) -> bool:
    """Whether the app does what the card says (a pack's own card with another key stays words)."""
    return card in APPLIED


def chosen(state: dict) -> dict[str, dict]:
    """Card key -> the choice made for it."""
    return dict(state.get("card_choices") or {})


def drawn(state: dict, deck: Sequence[dict] | None) -> list[tuple[int, dict]]:
    """(drawer's seat id, card) for every card drawn, in draw order."""
    deck = deck or []
    return [
        (hand["seat"], deck[place])
        for hand in state.get("cards", {}).get("hands", [])
        for place in hand["cards"]
        if place < len(deck) and isinstance(deck[place], dict)
    ]


def drawer_of(state: dict, deck: Sequence[dict] | None, card: str) -> tuple[int, dict] | None:
    """(seat id, card) of whoever drew the card, or None when nobody has."""
    return next(((seat, c) for seat, c in drawn(state, deck) if c["key"] == card), None)


def open_asks(state: dict, deck: Sequence[dict] | None) -> list[tuple[int, dict]]:
    """The cards drawn that still wait for their drawer's choice: (seat id, card)."""
    made = chosen(state)
    return [(seat, c) for seat, c in drawn(state, deck) if c["key"] in ASKS and c["key"] not in made]


# --- which units a card may pick ---------------------------------------------------------------------------------


def is_soldier(unit) -> bool:
    return unit.unit_type in SOLDIERS and (unit.stats or {}).get("crew", 1) == 1


def is_leader(unit) -> bool:
    return unit.unit_type == "squad-leader" or bool(unit.squad_leader)


def _quality_carded(unit) -> bool:
    return any(t in (unit.tokens or {}) for t in QUALITY_TOKENS)


def eligible(card: str, unit, *, drawer: int, teams: dict[int, str]) -> bool:
    """Whether the card may pick this unit for the seat that drew it (`teams`: seat id -> team)."""
    if unit.status != "active":
        return False
    own = unit.seat_id == drawer
    if card == VETERAN:
        return own and is_leader(unit) and not _quality_carded(unit)
    if card == GREEN:
        return own and is_soldier(unit) and unit.quality == "regular" and not _quality_carded(unit)
    if card == SUPPLY:
        return own and is_soldier(unit)
    if card == ENGINE:
        return teams.get(unit.seat_id) != teams.get(drawer) and unit.unit_type in VEHICLES
    return False


def candidates(card: str, units: Iterable, *, drawer: int, teams: dict[int, str]) -> list:
    return [u for u in units if eligible(card, u, drawer=drawer, teams=teams)]


def picks_needed(ask: Ask, available: int) -> tuple[int, int]:
    """(least, most) units to pick, given how many the drawer may pick from."""
    return min(ask.least, available), min(ask.most, available)


def unasked(ask: Ask, available: list) -> list | None:
    """The units a card picks by itself, there being no choice (one squad leader, two regulars, one enemy
    vehicle, three soldiers or fewer for the grenades); None when the drawer has to choose."""
    if not ask.most or not available:
        return None
    if ask.card == SUPPLY:
        return list(available) if len(available) <= ask.most else None
    return list(available) if len(available) == ask.least else None


def check_picks(card: str, ask: Ask, unit_ids: Sequence[int], available: list) -> list:
    """The units picked, in the order given, or a refusal in the player's words; nothing is changed here."""
    if len(set(unit_ids)) != len(unit_ids):
        raise Refused(gettext("Pick each unit once."), field="unit")
    least, most = picks_needed(ask, len(available))
    if len(unit_ids) > most or len(unit_ids) < least:
        raise Refused(_count_words(least, most, len(unit_ids)), field="unit")
    by_id = {u.pk: u for u in available}
    if any(pk not in by_id for pk in unit_ids):
        raise Refused(WRONG_UNIT[card](), field="unit")
    return [by_id[pk] for pk in unit_ids]


def _count_words(least: int, most: int, picked: int) -> str:
    if least == most:
        return ngettext(
            "Pick %(count)s unit: you picked %(picked)s.", "Pick %(count)s units: you picked %(picked)s.", most
        ) % {"count": most, "picked": picked}
    return gettext("Pick %(least)s to %(most)s units: you picked %(picked)s.") % {
        "least": least,
        "most": most,
        "picked": picked,
    }


WRONG_UNIT = {
    VETERAN: lambda: gettext("Pick one of your own squad leaders from the list."),
    GREEN: lambda: gettext("Pick two of your own regular soldiers from the list."),
    SUPPLY: lambda: gettext("Pick your own soldiers from the list."),
    ENGINE: lambda: gettext("Pick an enemy vehicle from the list."),
}


# --- what the choices change at the table -------------------------------------------------------------------------


def quality_of_tokens(tokens: dict | None, revealed: str) -> str:
    """The quality a unit fights as once a card has made it a veteran or a green replacement."""
    return next((q for t, q in QUALITY_TOKENS.items() if (tokens or {}).get(t)), revealed)


def broken_down(state: dict, unit_id: int, turn: int) -> bool:
    """Whether engine trouble keeps this vehicle still now (it may still fire)."""
    made = chosen(state).get(ENGINE)
    return bool(made) and unit_id in made["units"] and 1 <= turn <= made.get("until", 1)


def broken_down_words(title: str, label: str) -> str:
    return gettext("%(card)s: %(unit)s has broken down and may not move this turn (it may still fire).") % {
        "card": title,
        "unit": label,
    }


def granted_weapons(state: dict, unit_id: int) -> list[dict]:
    """The weapons a card gave this unit for the game (the supply dump's grenade)."""
    made = chosen(state).get(SUPPLY)
    return [made["weapon"]] if made and made.get("weapon") and unit_id in made["units"] else []


def card_title(deck: Sequence[dict] | None, card: str) -> str:
    """The card's title in the reader's language, from the battle's deck."""
    found = next((c for c in deck or [] if isinstance(c, dict) and c.get("key") == card), None)
    return said(found, "title") if found else card


def medic_used(state: dict) -> bool:
    return bool(chosen(state).get(MEDIC))


def sniper_fired(state: dict, turn: int) -> bool:
    return turn in (chosen(state).get(SNIPER) or {}).get("turns", [])


def sniper_inputs(units: str) -> dict[str, list[str]]:
    """What the sniper's attack form starts from: value 13, far range, a target in the open."""
    return {
        "attack_value": [str(SNIPER_ATTACK)],
        "distance": [str(MEDIUM_LIMIT[units])],
        "units": [units],
        "cover": ["none"],
        "quality": ["regular"],
    }
