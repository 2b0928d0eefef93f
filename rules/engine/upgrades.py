"""How core units may be upgraded between campaign games ("How to upgrade core units"): pure rules over a unit's
kind, with the reason a change is not allowed. The price is the difference of the arsenal's costs (the campaigns app
musters the force before and after), and an upgrade must cost something: a change for nothing or for less is not
an upgrade."""

from __future__ import annotations

INFANTRY = ("ranking-officer", "squad-leader", "infantry")
TANKS = ("light-tank", "medium-tank", "heavy-tank")
QUALITIES = ("conscript", "regular", "elite")

# What each kind may become (the book's boundaries; C7 on the rulings page for what it leaves open).
BECOMES: dict[str, tuple[str, ...]] = {
    "infantry": ("infantry",),  # higher ranks (quality) and more or better weapons, same soldier
    "transport": ("transport",),
    "armoured-car": ("armoured-car", *TANKS),
    "light-tank": TANKS,
    "medium-tank": ("medium-tank", "heavy-tank"),
    "heavy-tank": ("heavy-tank",),
    "tank": TANKS,  # an AFV whose class the data pack does not name
    "support-weapon": ("support-weapon",),
}
WHY_NOT = {
    "transport": "A transport can only become another transport.",
    "armoured-car": "An armoured car can become a better armoured car or a tank.",
    "light-tank": "A light tank can become a better light, a medium or a heavy tank.",
    "medium-tank": "A medium tank can become a better medium or a heavy tank, never a lighter one.",
    "heavy-tank": "A heavy tank can only become a better heavy tank.",
    "tank": "A tank can only become another tank.",
    "support-weapon": "A support weapon can only become a more powerful support weapon.",
    "infantry": "Soldiers rise in quality and take better weapons; they do not turn into machines.",
}
NOT_UPGRADED = "Crews, planes and anything else are not upgraded in a campaign."

# R45: a vehicle's or support weapon's crew rises in quality only by experience (R35), unless the campaign's house rule
# trains crews with campaign points as infantry buy ranks. Soldiers buy ranks; anything else has no quality to buy.
CREWED = ("transport", "armoured-car", *TANKS, "tank", "support-weapon")
CREWS_TRAINED = "R45"  # the house rule's id in a campaign's house rules
BY_EXPERIENCE = (
    "A vehicle's or support weapon's crew rises in quality only by experience in battle, not for campaign points."
)
NOT_HIGHER = "A unit only rises in quality: pick a level above the one it has."
NOT_MORE = "That is not an upgrade: it costs no more than the unit has now."
REFUSALS = (BY_EXPERIENCE, NOT_HIGHER, NOT_MORE)  # said in the reader's language (rules.localized)


def kind_of(unit_type: str, movement: str = "", vehicle_class: str = "") -> str:
    """The upgrade kind of a unit: infantry, transport, support-weapon, an AFV's class, or its type."""
    if unit_type in INFANTRY:
        return "infantry"
    if unit_type == "afv":
        return vehicle_class or ("armoured-car" if movement == "wheeled" else "tank")
    return unit_type


def why_not(from_kind: str, to_kind: str) -> str | None:
    """None when a unit of `from_kind` may become one of `to_kind`; otherwise the reason, in words."""
    allowed = BECOMES.get(from_kind)
    if allowed is None:
        return NOT_UPGRADED
    if to_kind in allowed or (to_kind == "tank" and any(t in allowed for t in TANKS)):
        return None
    return WHY_NOT[from_kind]


def why_not_priced(price: int, points: int) -> str | None:
    """The price must be above nothing (an upgrade) and within the side's points."""
    if price <= 0:
        return NOT_MORE
    if price > points:
        return f"It costs {price} points and the side has {points}."
    return None


def why_not_rise(kind: str, quality: str, to_quality: str, *, crews_trained: bool = False) -> str | None:
    """None when a unit of `kind` at `quality` may buy `to_quality` (R45); otherwise the reason, in words."""
    if kind != "infantry" and kind not in CREWED:
        return NOT_UPGRADED
    if kind in CREWED and not crews_trained:
        return BY_EXPERIENCE
    if to_quality not in higher_qualities(quality):
        return NOT_HIGHER
    return None


def higher_qualities(quality: str) -> tuple[str, ...]:
    return QUALITIES[QUALITIES.index(quality) + 1 :] if quality in QUALITIES else ()
