"""Random Event & Effect Cards on the table page: draw them in setup (the server's fair dice, or tick the cards
drawn at the table), then see the ones in force each turn. Views parse, call one service, redirect."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse
from django.views.decorators.http import require_http_methods, require_POST

from battles import cards as rules
from battles import selectors
from battles import views as table_views
from battles.models import Battle, Seat
from battles.services import cards
from bof_site.refusals import Refused
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter before the paths below)

RELOAD = "Reload the page and draw again."


@require_POST
def draw(request: HttpRequest, code: str) -> HttpResponse:
    """'Draw my cards': the server's dice pick them from the shared deck."""
    try:
        cards.draw_cards(code=code, seat_id=table_views.held_seat(request, code), **_form(request))
    except Refused as refusal:
        return table_views.page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect(reverse("battles:table", kwargs={"code": code.upper()}) + "#cards")


@require_http_methods(["GET", "POST"])
def table_draw(request: HttpRequest, code: str) -> HttpResponse:
    """'We drew at the table': the cards still in the deck to tick (GET), and recording them (POST)."""
    battle = selectors.battle_find(code)
    if battle is None:
        return table_views.battle_missing(request, code)
    seat_id, page_error, status = table_views.held_seat(request, code), None, 200
    if request.method == "POST":
        try:
            ticked = request.POST.getlist("card")
            cards.draw_at_table(code=code, seat_id=seat_id, card_keys=ticked, **_form(request))
        except Refused as refusal:
            page_error, status = refusal.message, 400
        else:
            return redirect(reverse("battles:table", kwargs={"code": battle.code}) + "#cards")
    try:
        drawer = _drawer_id(request.POST.get("drawer") or request.GET.get("drawer"))
        choices = cards.table_choices(battle, seat_id=seat_id, drawer_id=drawer)
    except Refused as refusal:
        return table_views.page_or_missing(request, code, page_error=page_error or refusal.message, status=400)
    context = {
        "battle": battle,
        "choices": choices,
        "ticked": set(request.POST.getlist("card")),
        "key": uuid.uuid4(),
        "page_error": page_error,
    }
    return render(request, "battles/cards/table_draw.html", context, status=status)


urlpatterns = [
    path("<room:code>/cards/draw/", draw, name="cards_draw"),
    path("<room:code>/cards/table/", table_draw, name="cards_table"),
]


def _form(request: HttpRequest) -> dict:
    key = table_views.uuid_or_none(request.POST.get("key"))
    if key is None:
        raise Refused(RELOAD)
    return {"key": key, "drawer_id": _drawer_id(request.POST.get("drawer"))}


def _drawer_id(value: str | None) -> int | None:
    """Whose cards (the host drawing as referee); empty means the phone's own seat."""
    if not value:
        return None
    if not value.isdigit() or len(value) > 9:
        raise Refused("Pick a player seated in this battle.", field="drawer")
    return int(value)


# --- What the table page shows ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ShownCard:
    title: str
    text: str
    drawer: Seat
    concerns: str  # "everyone", "Anna only", "Anna's opponents (team B)"
    concerns_me: bool
    duration: int  # turns from turn 1; 0 or 5 and more: the whole game (battles/cards.py)
    lasts: str  # "turns 1 to 2", "turn 1 of 2", "the whole game"
    from_table: bool


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
    key: uuid.UUID


def table_context(battle: Battle, me: Seat | None) -> dict:
    """What the table page and its live fragment need from this part: read from the battle's state and the
    seats the page loaded already, so it costs no query."""
    if battle.phase == "lobby":
        return {"event_cards": None}
    seats = {s.pk: s for s in battle.seats.all()}
    deck, drawn = cards.deck(battle) or [], cards.hands(battle)
    turn = battle.turn if battle.phase == "playing" else 0
    hands = [
        (seats[h["seat"]], [_shown(deck[i], seats[h["seat"]], me, turn, h["source"]) for i in h["cards"]])
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
            key=uuid.uuid4(),
        )
    }


def _owed(seat: Seat, left: int | None) -> int:
    allowed = cards.allowed_cards(seat)
    return allowed if left is None else rules.cards_owed(allowed, left)


def _shown(card: dict, drawer: Seat, me: Seat | None, turn: int, source: str) -> ShownCard:
    other = "B" if drawer.team == "A" else "A"
    concerns = {
        "drawing-player": f"{drawer.display_name} only",
        "opponents": f"{drawer.display_name}'s opponents (team {other})",
    }.get(card["affects"], "everyone")
    return ShownCard(
        title=card["title"],
        text=card["text"],
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
        lasts=rules.duration_words(card["duration"], turn),
        from_table=source == "table",
    )
