"""What the event cards in force change at the table, read from the battle's state: a modifier on morale
checks, attacks the weather forbids, and the barrage that comes before the first activation. Pure: no queries.

Cards are known by their key in the data pack; a pack's own cards with other keys stay words on the table."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext

from armies.pack_words import said
from battles.table import cards, chain
from rules.engine.common import MEDIUM_LIMIT

MORALE = {"letters-from-home": 1, "battle-fatigue": -1}  # added to the morale checks of the units concerned
NO_FAR_ATTACKS = ("morning-fog",)  # nothing is spotted or attacked at far range
MAX_RANGE_CM = {"dusk": 100}  # nothing farther is spotted or attacked
ATTACKS = ("attack", "spot-roll", "overwatch", "aa-fire")
BARRAGE = "preparatory-barrage"
SMOKE_TURNS = {"strong-wind": 1}  # smoke lasts this many turns instead of three
GROUNDED = ("low-clouds", "morning-fog")  # no plane may strafe or bomb
PLANE_ATTACKS = ("attack", "bombing-run")
FEWER_ORDERS = {"radio-failure": 1}  # orders per turn each officer of the side it concerns loses
STUCK_TRANSPORTS = ("traffic-jam",)  # the transports of the side it concerns may not move in turn 1


@dataclass(frozen=True)
class InForce:
    key: str
    title: str  # in the reader's language (armies.pack_words): said in refusals and on the turn card, never logged
    affects: str
    drawer: int  # seat id
    drawer_team: str


def deck_of(battle) -> list[dict] | None:
    """The battle's deck as the first draw fixed it, or None before: in its column, or in the state for a battle
    begun before the deck had a column of its own."""
    return battle.deck if battle.deck is not None else battle.state.get("cards", {}).get("deck")


def in_force(state: dict, turn: int, teams: dict[int, str], *, deck: list[dict] | None) -> list[InForce]:
    """The cards drawn in setup that work this turn. `teams` is seat id -> team; `deck` is the battle's (deck_of;
    None before the first draw)."""
    deck = deck or []
    found = []
    for hand in state.get("cards", {}).get("hands", []):
        for place in hand["cards"]:
            card = deck[place] if place < len(deck) and isinstance(deck[place], dict) else None
            if card and cards.in_force(card.get("duration", 0), turn):
                title = said(card, "title")
                found.append(InForce(card["key"], title, card["affects"], hand["seat"], teams[hand["seat"]]))
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
            return gettext("%(card)s is in force: nothing can be spotted or attacked at far range.") % {
                "card": card.title
            }
        limit = MAX_RANGE_CM.get(card.key)
        if limit is not None and distance * (1 if units == "cm" else 2.5) > limit:
            return gettext("%(card)s is in force: nothing farther than %(limit)s cm can be spotted or attacked.") % {
                "card": card.title,
                "limit": limit,
            }
    return ""


def barrage_owed(in_force_now: list[InForce], state: dict, turn: int) -> list[InForce]:
    """The preparatory barrages still to fire: in turn 1, before the first activation, not rolled yet."""
    if turn != 1 or state.get("activations") or state.get("activation"):
        return []
    fired = state.get("barrages_fired", [])
    return [c for c in in_force_now if c.key == BARRAGE and c.drawer not in fired]


def barrage_fired(owed: list[InForce], seat: int) -> int | None:
    """The drawer whose barrage an artillery roll now fires: the rolling seat's own, else the first still owed (the
    solo player rolls the barrage of the enemy the app plays); None when none is owed."""
    own = next((c for c in owed if c.drawer == seat), None)
    return (own or owed[0]).drawer if owed else None


def barrage_waits(owed: list[InForce]) -> str:
    """Why no unit may be activated yet ("" when it may): a barrage comes before the first activation."""
    if not owed:
        return ""
    return gettext("%(card)s comes first: team %(team)s rolls its artillery attack before any unit is activated.") % {
        "card": owed[0].title,
        "team": owed[0].drawer_team,
    }


def smoke_turns(in_force_now: list[InForce], usual: int) -> int:
    """How many turns a smoke marker put down now lasts (a strong wind blows it away after one)."""
    return min([usual, *(SMOKE_TURNS[c.key] for c in in_force_now if c.key in SMOKE_TURNS)])


def planes_refused(in_force_now: list[InForce], procedure_id: str, acting_type: str | None) -> str:
    """Why no plane may attack now ("" when it may): low clouds or fog keep them away."""
    if procedure_id not in PLANE_ATTACKS or (procedure_id == "attack" and acting_type != "plane"):
        return ""
    card = next((c for c in in_force_now if c.key in GROUNDED), None)
    return gettext("%(card)s is in force: no plane may strafe or bomb.") % {"card": card.title} if card else ""


def orders_lost(in_force_now: list[InForce], *, seat: int, team: str) -> tuple[int, str]:
    """Orders per turn this seat's officer loses, and the card that takes them."""
    hit = [c for c in in_force_now if c.key in FEWER_ORDERS and _touches(c, seat, team)]
    return sum(FEWER_ORDERS[c.key] for c in hit), ", ".join(c.title for c in hit)


def transport_stuck(in_force_now: list[InForce], *, seat: int, team: str, turn: int) -> str:
    """Why this seat's transports may not move now ("" when they may): a traffic jam in turn 1."""
    card = next((c for c in in_force_now if c.key in STUCK_TRANSPORTS and _touches(c, seat, team)), None)
    return (
        gettext("%(card)s: your transports may not move in turn 1.") % {"card": card.title}
        if card and turn == 1
        else ""
    )


# --- Cards that forbid an action or owe a roll after it ------------------------------------------------

NO_DOUBLE_INFANTRY = ("snowfall",)  # infantry may not move at the double
HEAT = ("summer-heat",)  # infantry that moved at the double checks morale, or loses its remaining action
NO_DOUBLE_BURST = ("ammunition-shortage",)  # the machine guns of the side it concerns fire once a turn
HEAT_CHECK = "morale check (2D6)"


def double_move_refused(in_force_now: list[InForce], *, unit_type: str, seat: int, team: str) -> str:
    """Why a card forbids this unit a double move ("" when none does): snow, for infantry."""
    if unit_type not in chain.INFANTRY:
        return ""
    card = next((c for c in in_force_now if c.key in NO_DOUBLE_INFANTRY and _touches(c, seat, team)), None)
    return gettext("%(card)s is in force: infantry may not move at the double.") % {"card": card.title} if card else ""


def double_burst_refused(in_force_now: list[InForce], *, seat: int, team: str) -> str:
    """Why this seat's machine guns may not fire a double burst ("" when they may): an ammunition shortage."""
    card = next((c for c in in_force_now if c.key in NO_DOUBLE_BURST and _touches(c, seat, team)), None)
    return gettext("%(card)s: your machine guns may not fire a double burst.") % {"card": card.title} if card else ""


def action_refused(
    in_force_now: list[InForce], *, action: str, unit_type: str, kind: str, seat: int, team: str, turn: int, shots: int
) -> str:
    """Why a card forbids the activated unit this action ("" when none does). `kind` is its activation kind
    (forces.activation_kind); `shots` how often it has shot in this activation: a machine gun's second is its
    double burst."""
    if action in ("move", "double-move") and unit_type == "transport":
        return transport_stuck(in_force_now, seat=seat, team=team, turn=turn)
    if action == "double-move":
        return double_move_refused(in_force_now, unit_type=unit_type, seat=seat, team=team)
    if action == "shoot" and kind == "machine-gun" and shots:
        return double_burst_refused(in_force_now, seat=seat, team=team)
    return ""


def heat_check(in_force_now: list[InForce], *, unit: chain.Unit, seat: int, team: str, seq: int) -> list[dict]:
    """The morale check a summer heat owes once infantry has moved at the double, as a follow-on roll marked with
    the card: its failure costs the remaining action, not a roll on the failed-morale table. [] when none is owed."""
    card = next((c for c in in_force_now if c.key in HEAT and _touches(c, seat, team)), None)
    if card is None or unit.unit_type not in chain.INFANTRY:
        return []
    steps = chain.follow_ups(procedure_id="foot-move", continues_with=(HEAT_CHECK,), target=unit, shooter=None, seq=seq)
    return [{**step, "card": card.key} for step in steps]


def heat_failed(step: dict | None, result: str | None) -> bool:
    """Whether this roll answered a summer heat's morale check and failed it."""
    return bool(step) and step.get("card") in HEAT and result not in (None, "pass")
