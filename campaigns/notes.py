"""The story of the season: a short note per game, in the players' own words, kept in the campaign's ledger.

A note is a ledger entry like any other (kind "note"), so the export, the import and fairplay.py carry it. Writing it
again is a new entry that voids the one before: the ledger is never edited. A game's note may be written by any of
the campaign's players once the game has a result (its battle ended, or it was entered by hand), and rewritten until
the next game starts; when the campaign ends its ledger is closed, so the last game's note is written before its
second confirmation."""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from datetime import datetime

from django.utils.translation import gettext

from bof_site.refusals import Refused
from campaigns.models import Campaign, Entry, Game
from campaigns.services import append, member_of, writing

MAX_NOTE = 280  # characters: a few lines on a phone, and the whole of it fits in the ledger's summary
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")  # everything but tab and line feed (Postgres' JSON takes no NUL)


@dataclass(frozen=True)
class Note:
    game: int
    text: str
    by: str
    at: datetime
    seq: int


def notes_of(campaign: Campaign) -> dict[int, Note]:
    """Each game's note as it stands: the latest written (each rewrite voids the one before). One query."""
    found: dict[int, Note] = {}
    rows = campaign.entries.filter(kind="note").order_by("seq").values_list("seq", "by_name", "data", "created_at")
    for seq, by, data, at in rows:
        found[data["game"]] = Note(game=data["game"], text=data["note"], by=by, at=at, seq=seq)
    return found


def recorded(game: Game) -> bool:
    """The game has a result: entered by hand, confirmed by a side, or its battle has ended."""
    if game.state in ("to-confirm", "confirmed"):
        return True
    return game.state == "playing" and game.battle is not None and game.battle.phase == "ended"


def open_for_notes(campaign: Campaign, games: list[Game]) -> Game | None:
    """The one game whose note may be written now: the latest, once it has a result, while the campaign runs."""
    latest = max(games, key=lambda g: g.number, default=None)
    if campaign.state != "running" or latest is None or not recorded(latest):
        return None
    return latest


def clean(text: str) -> str:
    """Plain text as typed, without control characters, Windows line ends or blank space around it."""
    return CONTROL.sub("", (text or "").replace("\r\n", "\n").replace("\r", "\n")).strip()


def note_write(*, code: str, user, number: int, text: str, key: uuid.UUID) -> Entry:
    """The game's note, written or rewritten by one of the campaign's players: one ledger entry."""
    text = clean(text)
    if not text:
        raise Refused(gettext("Write a few words about the game first."), field="text")
    if len(text) > MAX_NOTE:
        raise Refused(
            gettext("A note holds at most %(most)s characters; this one has %(count)s.")
            % {"most": MAX_NOTE, "count": len(text)},
            field="text",
        )
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        member = member_of(campaign, user, refusal=gettext("Only the campaign's players write its notes."))
        games = list(campaign.games.select_related("battle"))
        game = next((g for g in games if g.number == number), None)
        if game is None:
            raise Refused(gettext("This campaign has no game %(number)s.") % {"number": number})
        _may_take_a_note(campaign, game, games)
        before = notes_of(campaign).get(number)
        if before is not None and before.text == text:
            raise Refused(gettext("The note already says that."), field="text")
        return append(campaign, kind="note", by=member, key=key, voids=before.seq if before else None,
                      summary=f"{member.display_name} writes about game {number}: {text}",
                      data={"game": number, "note": text})  # fmt: skip


def _may_take_a_note(campaign: Campaign, game: Game, games: list[Game]) -> None:
    if campaign.state == "ended":
        raise Refused(gettext("The campaign is over and its ledger is closed: its notes can no longer change."))
    if game.state == "voided":
        raise Refused(gettext("Game %(number)s was voided: it takes no note.") % {"number": game.number})
    if not recorded(game):
        raise Refused(
            gettext("Game %(number)s has no result yet: write its note once it has one.") % {"number": game.number}
        )
    later = next((g for g in games if g.number > game.number), None)
    if later is not None:
        raise Refused(
            gettext("Game %(number)s's note was closed when game %(next)s started.")
            % {"number": game.number, "next": later.number}
        )
