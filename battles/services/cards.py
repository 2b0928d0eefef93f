"""Drawing Random Event & Effect Cards in setup, after the reveal and before turn 1.

The first draw snapshots the arsenal's live cards, sorted by key, into the battle's `deck` (a battle begun before
the deck had a column of its own keeps it in `battle.state["cards"]["deck"]`), so later arsenal edits change
nothing. The whole table shares that deck and draws without replacement. Each
seat draws once, as many cards as its detachment allows: with the battle's fair server dice (every throw in
the entry's `rolls`, so the verifier recomputes them) or by ticking the cards it drew at the table (marked
so). One "cards" entry per draw, under the row lock, idempotent by key. What was drawn lives in
`battle.state["cards"]["hands"]`, so a void puts the deck back as it was (a void of the first draw empties the
deck's column again: services/common.py).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from armies.models import EventCard
from armies.pack_words import copied
from battles.models import Battle, LogEntry, Seat
from battles.services import calls, log
from battles.services.common import seat_of, writing
from battles.table import card_rules, cards
from bof_site.refusals import Refused

KIND = "cards"
DEFAULT_ALLOWED = 1  # a data pack's default for a detachment's event cards (armies/datapack.py)


@dataclass(frozen=True)
class DrawResult:
    entry: LogEntry
    replayed: bool  # the key was seen before: nothing new was drawn


@dataclass(frozen=True)
class TableChoices:
    """What the "we drew at the table" page offers: the cards still in the deck and how many to tick."""

    drawer: Seat
    as_referee: bool
    owed: int
    cards: list[dict]  # {key, title, text, duration, affects}, sorted by key


# A draw's chooser: (battle, deck, places already drawn, cards owed, seats) -> (places, rolls, log data).
Chooser = Callable[[Battle, list[dict], set[int], int, list[Seat]], tuple[list[int], list[dict], dict]]


def allowed_cards(seat: Seat) -> int:
    """How many cards the seat's detachment draws (the reveal's summary holds the detachment type's count)."""
    return int((seat.detachment or {}).get("event_cards", DEFAULT_ALLOWED))


def hands(battle: Battle) -> list[dict]:
    """Every seat's draw so far, in draw order: {seat, cards (places in the deck), source, seq, by}."""
    return battle.state.get("cards", {}).get("hands", [])


def deck(battle: Battle) -> list[dict] | None:
    """The battle's snapshot of the deck, or None before the first draw."""
    return card_rules.deck_of(battle)


def missing_draws(battle: Battle) -> list[str]:
    """Display names of the seats that still have to draw, in seat order. A seat whose detachment draws no
    card has nothing to do; nor has anyone once the deck is empty or when the arsenal has no cards at all."""
    snapshot = deck(battle)
    if snapshot is None and not calls.kept(EventCard.objects.filter(retired=False).exists):
        return []
    left = None if snapshot is None else len(snapshot) - len(_taken(battle))
    return [s.display_name for s in seats_to_draw(battle, left)]


def seats_to_draw(battle: Battle, left: int | None) -> list[Seat]:
    """The seats still to draw, given the cards left in the deck (None: the deck is not fixed yet)."""
    if left is not None and left <= 0:
        return []
    done = {h["seat"] for h in hands(battle)}
    return [s for s in battle.seats.all() if s.pk not in done and allowed_cards(s) > 0]


@calls.recorded
def draw_cards(*, code: str, seat_id: int | None, key: uuid.UUID, drawer_id: int | None = None) -> DrawResult:
    """Draw the seat's cards with the battle's fair dice: one ordered throw per try (cards.mapping_words)."""

    def choose(battle, snapshot, taken, owed, seats):
        rolls: list[dict] = []

        def roll(count: int) -> list[int]:
            rolled = log.server_dice(battle, seats, count)
            rolls.append(rolled)
            return rolled["dice"]

        try:
            picks = cards.draw(roll, len(snapshot), taken, owed)
        except RuntimeError:
            raise Refused(gettext("The dice kept missing the deck. Press draw again.")) from None
        throws = [
            {
                "dice": list(p.dice),
                "place": p.index,
                "card": snapshot[p.index]["key"] if p.card is not None else None,
                "again": p.again or None,
            }
            for p in picks
        ]
        data = {"mapping": cards.mapping_words(len(snapshot)), "throws": throws}
        return [p.card for p in picks if p.card is not None], rolls, data

    return _draw(code=code, seat_id=seat_id, drawer_id=drawer_id, key=key, source="server", choose=choose)


@calls.recorded
def draw_at_table(
    *, code: str, seat_id: int | None, card_keys: Sequence[str], key: uuid.UUID, drawer_id: int | None = None
) -> DrawResult:
    """Record the cards the seat drew from a real deck at the table: no dice, marked "drawn at the table"."""

    def choose(battle, snapshot, taken, owed, seats):
        places = {c["key"]: i for i, c in enumerate(snapshot)}
        picked = [str(k) for k in card_keys]
        if not picked:
            raise Refused(
                ngettext(
                    "Tick the %(cards)s card you drew at the table.",
                    "Tick the %(cards)s cards you drew at the table.",
                    owed,
                )
                % {"cards": owed},
                field="card",
            )
        if any(k not in places for k in picked):
            raise Refused(gettext("Pick the cards you drew from the list."), field="card")
        if len(set(picked)) != len(picked):
            raise Refused(gettext("Tick each card once."), field="card")
        for k in picked:
            if places[k] in taken:
                raise Refused(
                    gettext("%(card)s is drawn already. Tick the cards you drew.")
                    % {"card": snapshot[places[k]]["title"]},
                    field="card",
                )
        if len(picked) != owed:
            raise Refused(
                ngettext(
                    "Tick %(cards)s card: you ticked %(ticked)s.", "Tick %(cards)s cards: you ticked %(ticked)s.", owed
                )
                % {"cards": owed, "ticked": len(picked)},
                field="card",
            )
        return [places[k] for k in picked], [], {}

    return _draw(code=code, seat_id=seat_id, drawer_id=drawer_id, key=key, source="table", choose=choose)


def table_choices(battle: Battle, *, seat_id: int | None, drawer_id: int | None = None) -> TableChoices:
    """For the page that lists the cards to tick: the same checks as a draw, read without the lock."""
    seat = seat_of(battle, seat_id)
    seats = list(battle.seats.all())
    drawer, as_referee = _drawer(seat, seats, drawer_id)
    _check_phase(battle)
    snapshot = deck(battle) if deck(battle) is not None else _live_deck()
    taken = _taken(battle)
    owed = _owed(battle, drawer, snapshot, taken)
    left = [c for i, c in enumerate(snapshot) if i not in taken]
    return TableChoices(drawer=drawer, as_referee=as_referee, owed=owed, cards=left)


def _draw(
    *, code: str, seat_id: int | None, drawer_id: int | None, key: uuid.UUID, source: str, choose: Chooser
) -> DrawResult:
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return DrawResult(entry=earlier, replayed=True)
        seat = seat_of(battle, seat_id)
        seats = list(battle.seats.all())
        drawer, as_referee = _drawer(seat, seats, drawer_id)
        _check_phase(battle)
        first = deck(battle) is None
        snapshot = _live_deck() if first else deck(battle)
        taken = _taken(battle)
        owed = _owed(battle, drawer, snapshot, taken)
        places, rolls, data = choose(battle, snapshot, taken, owed, seats)
        drawn = [snapshot[i] for i in places]
        hand = {"seat": drawer.pk, "cards": places, "source": source, "seq": battle.entry_count + 1, "by": seat.pk}
        drawn_so_far = {"hands": [*hands(battle), hand]}
        if "deck" in battle.state.get("cards", {}):  # a battle begun before the deck had a column of its own
            drawn_so_far["deck"] = snapshot
        elif first:
            battle.deck = snapshot
        battle.state = {**battle.state, "cards": drawn_so_far}
        entry = log.append(
            battle,
            kind=KIND,
            summary=_summary(seat, drawer, drawn, source, owed < allowed_cards(drawer)),
            seat=seat,
            data={
                "drawer": drawer.display_name,
                "team": drawer.team,
                "allowed": allowed_cards(drawer),
                "source": source,
                "cards": [
                    {**{k: c[k] for k in ("key", "title", "affects", "duration")}, "translations": _titles(c)}
                    for c in drawn
                ],
                **data,
                # The first draw names the deck it fixed, so the log alone maps every throw to its card.
                **({"deck": [c["key"] for c in snapshot]} if first else {}),
            },
            rolls=rolls,
            key=key,
            as_referee=as_referee,
        )
    return DrawResult(entry=entry, replayed=False)


def _drawer(seat: Seat, seats: list[Seat], drawer_id: int | None) -> tuple[Seat, bool]:
    """Whose cards these are: the seat's own, or (the host as referee) another seat's."""
    if drawer_id is None or drawer_id == seat.pk:
        return seat, False
    if not seat.is_host:
        raise Refused(gettext("You draw your own cards. Only the host may draw for another player, as referee."))
    drawer = next((s for s in seats if s.pk == drawer_id), None)
    if drawer is None:
        raise Refused(gettext("Pick a player seated in this battle."), field="drawer")
    return drawer, True


def _check_phase(battle: Battle) -> None:
    if battle.phase == "lobby":
        raise Refused(gettext("Event cards are drawn in setup, once every detachment is revealed."))
    if battle.phase != "setup":
        raise Refused(gettext("Event cards are drawn in setup, before turn 1. The battle is past that."))


def _owed(battle: Battle, drawer: Seat, snapshot: list[dict], taken: set[int]) -> int:
    mine = next((h for h in hands(battle) if h["seat"] == drawer.pk), None)
    if mine is not None:
        titles = ", ".join(snapshot[i]["title"] for i in mine["cards"])
        raise Refused(
            gettext("%(name)s has drawn already: %(titles)s. Each player draws once.")
            % {"name": drawer.display_name, "titles": titles}
        )
    allowed = allowed_cards(drawer)
    if allowed <= 0:
        raise Refused(gettext("%(name)s's detachment draws no event cards.") % {"name": drawer.display_name})
    owed = cards.cards_owed(allowed, len(snapshot) - len(taken))
    if owed == 0:
        raise Refused(gettext("Every card of the deck is drawn: there is none left."))
    return owed


def _taken(battle: Battle) -> set[int]:
    return {i for h in hands(battle) for i in h["cards"]}


def _live_deck() -> list[dict]:
    snapshot = calls.kept(_arsenal_deck)  # as the arsenal held it when the deck was fixed, in a replay too
    if not snapshot:
        raise Refused(gettext("The arsenal holds no event cards, so there is nothing to draw."))
    return snapshot


def _arsenal_deck() -> list[dict]:
    rows = EventCard.objects.filter(retired=False).order_by("key")
    return [
        {
            "key": c.key,
            "title": c.title,
            "text": c.text,
            "duration": c.duration_turns,
            "affects": c.affects,
            "translations": copied(c, "title", "text"),  # shown in the reader's language (armies.pack_words)
        }
        for c in rows
    ]


def _titles(card: dict) -> dict[str, str]:
    """A card's title in the pack's other languages, for its line in the log."""
    return {k: v for k, v in (card.get("translations") or {}).items() if k.startswith("title_")}


def _n_cards(n: int, what: str = "card") -> str:
    return f"{n} {what}{'s' if n != 1 else ''}"


def _summary(seat: Seat, drawer: Seat, drawn: list[dict], source: str, short: bool) -> str:
    titles = ", ".join(c["title"] for c in drawn)
    count = _n_cards(len(drawn), "event card") + (" (all the deck had left)" if short else "")
    table = " drawn at the table" if source == "table" else ""
    if seat.pk != drawer.pk:
        verb = "records" if source == "table" else "draws"
        return f"{seat.display_name}, as referee, {verb} {drawer.display_name}'s {count}{table}: {titles}."
    if source == "table":
        return f"{drawer.display_name} drew {count} at the table: {titles}."
    return f"{drawer.display_name} draws {count}: {titles}."
