"""What the event-card part of the table shows: each player's hand, the cards in force and those past,
and who still draws. Read from the battle's state and the seats the page loaded: no query of its own."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext

from armies import pack_words
from battles.models import Battle, Seat
from battles.pages import card_choices
from battles.services import cards
from battles.table import cards as rules


@dataclass(frozen=True)
class ShownCard:
    title: str
    text: str
    drawer: Seat
    concerns: str  # "everyone", "Anna only", "Anna's opponents (team B)"
    concerns_me: bool
    duration: int  # turns from turn 1; 0 or 5 and more: the whole game (battles/table/cards.py)
    lasts: str  # "turns 1 to 2", "turn 1 of 2", "the whole game"
    from_table: bool
    key: str = ""
    app: card_choices.CardLine | None = None  # what the app does with it, and its drawer's form where it asks


@dataclass(frozen=True)
class EventCards:
    hands: list[tuple[Seat, list[ShownCard]]]  # in draw order
    in_force: list[ShownCard]
    past: list[ShownCard]
    deck_size: int | None  # None before the first draw fixes the deck
    my_draw: int  # cards this phone draws when it presses (0: nothing to press)
    waiting: list[str]  # names of the seats still to draw
    referee: list[tuple[Seat, int]]  # for the host: seats still to draw, and how many cards each
    take_back: int | None  # seq of this phone's draw while it is the newest entry


def table_context(battle: Battle, me: Seat | None) -> dict:
    """What the table page and its live fragment need from this part: read from the battle's state and the
    seats the page loaded already, so it costs no query."""
    if battle.phase == "lobby":
        return {"event_cards": None}
    seats = {s.pk: s for s in battle.seats.all()}
    deck, drawn = cards.deck(battle) or [], cards.hands(battle)
    turn = battle.turn if battle.phase == "playing" else 0
    lines = card_choices.lines(battle, me)
    hands = [
        (
            seats[h["seat"]],
            [_shown(deck[i], seats[h["seat"]], me, turn, h["source"], lines.get(deck[i]["key"])) for i in h["cards"]],
        )
        for h in drawn
    ]
    every = [c for _, shown in hands for c in shown]
    ended = battle.phase == "ended"
    left = len(deck) - sum(len(h["cards"]) for h in drawn) if deck else None
    waiting = cards.seats_to_draw(battle, left) if battle.phase == "setup" else []
    newest = next((h for h in drawn if h["seq"] == battle.entry_count), None)
    return {
        "event_cards": EventCards(
            hands=hands,
            in_force=[c for c in every if not ended and rules.in_force(c.duration, turn)],
            past=[c for c in every if ended or rules.is_past(c.duration, turn)],
            deck_size=len(deck) or None,
            my_draw=_owed(me, left) if me is not None and me in waiting else 0,
            waiting=[s.display_name for s in waiting],
            referee=[(s, _owed(s, left)) for s in waiting if s != me] if me is not None and me.is_host else [],
            take_back=newest["seq"] if newest and me is not None and newest["by"] == me.pk and not ended else None,
        ),
        "card_actions": card_choices.actions(battle, me),
    }


def _owed(seat: Seat, left: int | None) -> int:
    allowed = cards.allowed_cards(seat)
    return allowed if left is None else rules.cards_owed(allowed, left)


def _shown(
    card: dict, drawer: Seat, me: Seat | None, turn: int, source: str, app: card_choices.CardLine | None = None
) -> ShownCard:
    said = {"name": drawer.display_name, "team": "B" if drawer.team == "A" else "A"}
    concerns = {
        "drawing-player": lambda: gettext("%(name)s only") % said,
        "opponents": lambda: gettext("%(name)s's opponents (team %(team)s)") % said,
    }.get(card["affects"], lambda: gettext("everyone"))()
    return ShownCard(
        title=pack_words.said(card, "title"),  # in the reader's language where the pack gives it
        text=pack_words.said(card, "text"),
        drawer=drawer,
        concerns=concerns,
        concerns_me=rules.concerns(
            card["affects"],
            drawer=drawer.pk,
            drawer_team=drawer.team,
            seat=me.pk if me else None,
            team=me.team if me else None,
        ),
        duration=card["duration"],
        lasts=duration_words(card["duration"], turn),
        from_table=source == "table",
        key=card["key"],
        app=app,
    )


def duration_words(duration: int, turn: int) -> str:
    """'the whole game', 'turns 1 to 2' before the game, 'turn 1 of 2' while it lasts, 'over after turn 2': in the
    reader's language."""
    if rules.lasts_whole_game(duration):
        return gettext("the whole game")
    if turn < 1:
        return gettext("turn 1 only") if duration == 1 else gettext("turns 1 to %(last)s") % {"last": duration}
    if turn > duration:
        return gettext("over after turn %(last)s") % {"last": duration}
    return gettext("turn %(turn)s of %(last)s") % {"turn": turn, "last": duration}
