"""What the event cards in force put on a roll form: a morale check's modifier, how many more a spot or a crossing
needs, what an attack gains or loses, how soon a machine gun overheats, the dice a move abandons. The engine applies
each field and says it in its steps (the procedures' `event_card*` fields); here only which cards fill them for the
unit rolling. The player sees them preset and may change them. Pure: no queries.

Cards are known by their key in the data pack; a pack's own cards with other keys stay words on the table."""

from __future__ import annotations

from battles.table import card_rules, cards
from battles.table.card_rules import InForce

PLANE_ATTACK = {"clear-skies": 1}  # a plane's attack rolls, and an AA gun's at a plane
FAR_ATTACK = {"heavy-rain": -1}  # attack rolls at far range
# What each card adds to a field of a procedure's form, for every unit it concerns.
NUMBERS: dict[str, dict[str, dict[str, int]]] = {
    "morale-check": {"event_card": card_rules.MORALE},
    "spot-roll": {
        "event_card_medium": {"heavy-rain": 1, "morning-fog": 1},  # needs this many more
        "event_card_far": {"heavy-rain": 1, "snowfall": 1},
    },
    "attack": {"event_card_far": FAR_ATTACK},
    "overwatch": {"event_card_far": FAR_ATTACK},
    "aa-fire": {"event_card": PLANE_ATTACK, "event_card_far": FAR_ATTACK},
    "bombing-run": {"event_card": PLANE_ATTACK},
    "dogfight": {"event_card": PLANE_ATTACK},
    "mg-overheat": {"event_card": {"summer-heat": 1}},  # overheats on 2 to 7
    "obstacle-crossing": {"event_card": {"frozen-ground": 1}},  # infantry: the crossing roll needs 1 more
}
PLANE_NUMBERS = {"attack": {"event_card": PLANE_ATTACK}}  # only when the one attacking is a plane

# The dice a vehicle's (or a horse's) move abandons, by card and how it moves (movement.MOVE_CARDS).
VEHICLES = ("wheeled", "tracked")
MOVE_DICE: dict[str, dict[str, tuple[str, ...]]] = {
    "heavy-rain": {"wheeled": ("abandon-lowest-off-paved-roads",)},
    "deep-mud": {
        "wheeled": ("abandon-highest-off-roads",),
        "horse": ("abandon-highest-off-roads",),
        "tracked": ("abandon-lowest-off-roads",),
    },
    "snowfall": dict.fromkeys(VEHICLES, ("abandon-lowest",)),
    "fuel-shortage": dict.fromkeys(VEHICLES, ("abandon-highest",)),
    "frozen-ground": dict.fromkeys(VEHICLES, ("no-crops-penalty",)),
}
# Infantry on foot (foot.FOOT_CARDS): no double move, or none in fields (crops).
FOOT = {"snowfall": "no-double-move", "deep-mud": "no-double-move-in-crops"}
MOVES = ("vehicle-move", "captured-vehicle-move")
FIELDS = frozenset({"event_card", "event_card_medium", "event_card_far", "event_cards"})


def form_fields(
    now: list[InForce], procedure_id: str, *, seat: int | None, team: str, unit_type: str = "", movement: str = ""
) -> dict[str, list[str]]:
    """The form data the cards in force fill for this roll by a unit of this seat (None: no unit known, only the
    cards that concern everyone count)."""
    keys = [c.key for c in now if _concerns(c, seat, team)]
    if procedure_id in MOVES:
        return {"event_cards": sorted({rule for k in keys for rule in MOVE_DICE.get(k, {}).get(movement, ())})}
    if procedure_id == "foot-move":
        return {"event_cards": sorted({FOOT[k] for k in keys if k in FOOT})}
    numbers = NUMBERS.get(procedure_id, {}) | (PLANE_NUMBERS.get(procedure_id, {}) if unit_type == "plane" else {})
    return {name: [str(sum(table.get(k, 0) for k in keys))] for name, table in numbers.items()}


def _concerns(card: InForce, seat: int | None, team: str) -> bool:
    if seat is None:
        return card.affects == "all"
    return cards.concerns(card.affects, drawer=card.drawer, drawer_team=card.drawer_team, seat=seat, team=team)
