"""What the event-card part of the table says the app does with each card it applies (read from the state alone),
the setup card's choices still open with the drawer's form (from the units the setup card read), and in play the
hidden sniper's shot and the field medic on the drawer's turn card. Reads only."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext

from armies import pack_words
from battles.models import Battle, BattleUnit, Seat
from battles.services.card_choices import nation_has_grenade
from battles.table import card_choices as rules
from battles.table import card_rules, terrain

FIELDWORK_WORDS = {"sandbags": lambda: gettext("Sandbags"), "barbed-wire": lambda: gettext("Barbed wire")}


@dataclass(frozen=True)
class ChoiceForm:
    card: str
    kind: str  # "units", "fieldwork" (and a sector) or "sector"
    units: list[tuple[int, str]]  # (unit id, its label in the reader's language)
    least: int
    most: int
    fieldworks: list[tuple[str, str]]  # (kind, its words)
    sectors: list[str]  # suggestions for the sector's name
    referee: bool  # the host chooses for the enemy the app plays


@dataclass(frozen=True)
class CardLine:
    said: str  # what the app did or does with the card, in the reader's words ("" when the card needs none)
    form: ChoiceForm | None  # for the phone that chooses, while it may
    waiting: bool = False  # the drawer still has a choice to make


@dataclass(frozen=True)
class CardActions:
    """What the drawer may do with a card in play now, on the turn card."""

    sniper: str  # the card's title while the sniper's shot of this turn is open, else ""
    medic: str  # the card's title while the field medic may be called, else ""
    patients: list[tuple[int, str]]  # the injured the medic may treat: (unit id, label)


def lines(battle: Battle, me: Seat | None) -> dict[str, CardLine]:
    """Card key -> what the app does with it, for every card drawn: read from the battle's state alone (the cards
    part of the page reads nothing more). A choice still open is the setup card's (open_choices)."""
    drawn = rules.drawn(battle.state, card_rules.deck_of(battle))
    made = rules.chosen(battle.state)
    found = {}
    for _seat, card in drawn:
        key = card["key"]
        if not rules.applied(key):
            found[key] = CardLine(gettext("The app does not apply this card: play it by its words."), None)
        elif key in made:
            found[key] = CardLine(_done(battle, me, key, made[key]), None)
        elif key == rules.MEDIC:
            found[key] = CardLine(
                gettext("Once a game, on the turn card while one of the drawer's units is activated."), None
            )
        elif key == rules.SNIPER:
            found[key] = CardLine(gettext("One shot in each turn it lasts, on the drawer's turn card."), None)
        elif key in rules.ASKS and battle.phase != "setup":
            found[key] = CardLine(gettext("Not chosen before turn 1: it changes nothing."), None)
    return found


@dataclass(frozen=True)
class OpenChoice:
    title: str
    drawer: Seat
    line: CardLine


def open_choices(battle: Battle, me: Seat | None, seats: list[Seat], units: list[BattleUnit]) -> list[OpenChoice]:
    """In setup, the cards still waiting for their drawer's choice, with the units the setup card read already: the
    drawer's form, what the card will pick by itself, or what the others wait for."""
    if battle.phase != "setup":
        return []
    by_pk = {s.pk: s for s in seats}
    return [
        OpenChoice(pack_words.said(card, "title"), by_pk[s], _open(battle, me, by_pk, by_pk[s], card, units))
        for s, card in rules.open_asks(battle.state, card_rules.deck_of(battle))
        if s in by_pk
    ]


def actions(battle: Battle, me: Seat | None) -> CardActions | None:
    """The sniper's shot (once a turn, while the card lasts) and the field medic (once a game, while one of the
    drawer's units is activated and one of theirs is injured) for this phone."""
    if me is None or battle.phase != "playing" or battle.state.get("step") != "activations":
        return None
    teams = {s.pk: s.team for s in battle.seats.all()}
    mine = {c.key: c for c in card_rules.in_force(battle.state, battle.turn, teams, deck=card_rules.deck_of(battle))}
    mine = {k: c for k, c in mine.items() if c.drawer == me.pk}
    sniper = mine.get(rules.SNIPER)
    sniper_title = sniper.title if sniper and not rules.sniper_fired(battle.state, battle.turn) else ""
    medic, patients = mine.get(rules.MEDIC), []
    active = battle.state.get("active") == me.pk and battle.state.get("activation")
    if medic and active and not rules.medic_used(battle.state):
        found = BattleUnit.objects.filter(battle=battle, seat=me, status="active", tokens__has_key="injured")
        patients = [(u.pk, u.label_said) for u in found.only("pk", "label", "stats")]
    medic_title = medic.title if patients else ""
    return CardActions(sniper_title, medic_title, patients) if sniper_title or medic_title else None


def _open(battle, me, seats: dict[int, Seat], drawer: Seat, card: dict, units: list) -> CardLine:
    """A card still waiting for its choice: the drawer's form, or what the others read meanwhile."""
    ask = rules.ASKS[card["key"]]
    chooses = me is not None and (me.pk == drawer.pk or (me.is_host and drawer.played_by_app))
    waiting = gettext("Waiting for %(name)s's choice.") % {"name": drawer.display_name}
    if ask.most:
        teams = {pk: s.team for pk, s in seats.items()}
        available = rules.candidates(ask.card, units, drawer=drawer.pk, teams=teams)
        if not available:
            return CardLine(gettext("Nothing this card could pick: it changes nothing."), None)
        if (picked := rules.unasked(ask, available)) is not None:
            names = ", ".join(u.label_said for u in picked)
            return CardLine(gettext("Nothing to choose: %(units)s, as turn 1 begins.") % {"units": names}, None)
        if not chooses:
            return CardLine(waiting, None, True)
        if ask.card == rules.SUPPLY and not nation_has_grenade((drawer.detachment or {}).get("nation", "")):
            return CardLine(gettext("This nation has no hand grenade in the arsenal: the card gives nothing."), None)
        least, most = rules.picks_needed(ask, len(available))
        form = ChoiceForm(
            ask.card, "units", [(u.pk, u.label_said) for u in available], least, most, [], [], me.pk != drawer.pk
        )
        return CardLine("", form, True)
    if not chooses:
        return CardLine(waiting, None, True)
    works = [(k, str(FIELDWORK_WORDS[k]())) for k in rules.ENGINEER_KINDS] if ask.fieldwork else []
    kind = "fieldwork" if ask.fieldwork else "sector"
    form = ChoiceForm(ask.card, kind, [], 0, 0, works, _sectors(battle, ask, drawer), me.pk != drawer.pk)
    return CardLine("", form, True)


def _sectors(battle: Battle, ask: rules.Ask, drawer: Seat) -> list[str]:
    """Sector names to offer: the drawer's deployment zone's for the engineers; none for the old minefield, which
    lies outside both zones."""
    if not ask.fieldwork:
        return []
    suggested = terrain.sector_suggestions(battle)  # team A's three, then team B's
    half = len(suggested) // 2
    return suggested[:half] if drawer.team == "A" else suggested[half:]


def _names(made: dict) -> str:
    """The units a choice picked, in the reader's language, as the choice kept their words."""
    return ", ".join(pack_words.said(u, "label") for u in made.get("said", []))


def _done(battle: Battle, me: Seat | None, key: str, made: dict) -> str:
    """What the choice made does, in the reader's words; a secret sector only on its drawer's phone."""
    if key in PICKING:
        return done_said(key, made)
    return _placed_said(battle, me, key, made)


PICKING = (rules.VETERAN, rules.GREEN, rules.ENGINE, rules.SUPPLY)  # the cards whose choice picks units (done_said)


def done_said(key: str, made: dict) -> str:
    """What a card that picks units did to them, in the reader's words (its line on the table and in the log)."""
    names = _names(made)
    if key == rules.VETERAN:
        return gettext("Fights and checks morale as elite for the whole game: %(units)s.") % {"units": names}
    if key == rules.GREEN:
        return gettext("Count as conscripts for the whole game: %(units)s.") % {"units": names}
    if key == rules.ENGINE:
        return gettext("Broken down, may not move in turn 1 (it may still fire): %(units)s.") % {"units": names}
    weapon = pack_words.said(made["weapon"], "name")  # the supply dump
    return gettext("A free %(weapon)s each: %(units)s.") % {"weapon": weapon, "units": names}


def _placed_said(battle: Battle, me: Seat | None, key: str, made: dict) -> str:
    """What the field medic, the sniper or a placed fieldwork did; a secret sector only on its drawer's phone."""
    names = _names(made)
    if key == rules.MEDIC:
        return gettext("Called in turn %(turn)s: %(unit)s is no longer injured.") % {
            "turn": made["turn"],
            "unit": names,
        }
    if key == rules.SNIPER:
        turns = ", ".join(str(t) for t in made.get("turns", []))
        return gettext("Fired in turn %(turns)s.") % {"turns": turns}
    work = next((f for f in terrain.fieldworks(battle) if f["id"] == made.get("fieldwork")), None)
    if work is None:
        return ""
    if key == rules.MINEFIELD:
        mine = next((m for m in terrain.my_minefields(battle, me) if m["id"] == work["id"]), None)
        if mine is not None:
            return gettext("You noted the minefield in %(sector)s: only your phone shows it.") % {
                "sector": mine["sector"]
            }
        if work.get("sector"):
            return gettext("The minefield was in %(sector)s.") % {"sector": work["sector"]}
        return gettext("Noted in secret: it goes off when a unit enters its sector.")
    return gettext("Placed free: %(work)s in %(sector)s.") % {"work": pack_words.said(work), "sector": work["sector"]}
