"""A changed battle's regions, rendered once per battle version and kind of viewer, not once per phone.

Every phone at a table asks for the regions when the battle moves on (a poll that found a new version, a stream's
event, the answer to its own move). What a phone is shown depends only on the battle's version and on the viewer:
the seat it acts as (or none: an onlooker; the board: a spectator), its language, the setup step it looks at and
its "each unit" choice. So the regions are rendered once for that key, kept (in this process, and in Postgres's
UNLOGGED battles_regionrender for the other processes), and every phone with the same key gets a copy. A form's
one-time key and the CSRF token are the only per-phone bits: they are rendered as marks and filled in per answer.

The render reads one snapshot (REPEATABLE READ, READ ONLY: one_snapshot), so a move committed halfway through a render cannot
mix two versions under one key. An answer sends only the regions that differ from the version the phone says it
has, when that version's regions for the same viewer are still kept; always the live box (it carries the new
version) and what happened.
"""

from __future__ import annotations

import copy
import hashlib
import re
import uuid
import zlib
from contextlib import contextmanager
from pathlib import Path

import psycopg
from django.conf import settings
from django.core.exceptions import ObjectDoesNotExist
from django.db import connection, transaction
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.template.loader import render_to_string
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext
from django_htmx.http import HttpResponseClientRefresh

from battles import selectors, side_regions
from battles.models import Battle, LogEntry, RegionRender, Seat
from battles.table import chain
from bof_site import json_columns
from bof_site.kept import Kept
from bof_site.templatetags.once import KEY_MARK, LATER

CSRF_MARK = "\x1fcsrf\x1f"
KEYS = re.compile(re.escape(KEY_MARK))
PLAYING = ("turn", "markers", "cards", "terrain")  # the regions of play, in the order the page has them
STEP = re.compile(r"^[a-z0-9-]{1,24}$")
KEPT_HERE = 512  # renders this process keeps (about 30 kB each)
# Read on every phone's ask for a version this process does not keep (written once: the ORM took about as long
# to build it as Postgres to answer).
KEPT = "SELECT version, parts FROM battles_regionrender WHERE battle_id = %s AND viewer = %s AND version = ANY(%s)"
# Keeping a render ends its advisory lock in the same statement, after the row is written (the unlock reads the
# insert's count, so the insert runs first). The same lock is first taken again for the statement's transaction (the
# filter runs before the unlock in the select list; a session's own lock is granted at once), so a phone waiting on
# it gets it only after the commit and finds the row: it had sometimes come in between and rendered the same again.
KEEP = """
WITH older AS (DELETE FROM battles_regionrender WHERE battle_id = %s AND version < %s),
kept AS (INSERT INTO battles_regionrender (battle_id, version, viewer, parts) VALUES (%s, %s, %s, %s)
         ON CONFLICT (battle_id, version, viewer) DO NOTHING RETURNING 1)
SELECT pg_advisory_unlock(%s, %s) FROM (SELECT count(*) FROM kept) AS written WHERE pg_try_advisory_xact_lock(%s, %s)
"""
# A seat's render is kept without the lock: one phone holds a seat (KEEP less its last line).
KEEP_ALONE = KEEP.replace(
    "SELECT pg_advisory_unlock(%s, %s) FROM (SELECT count(*) FROM kept) AS written WHERE pg_try_advisory_xact_lock(%s, %s)",
    "SELECT * FROM (SELECT count(*) FROM kept) AS written",
)


class Renders(Kept[dict]):
    """This process's newest renders, least recently used out first; and how many it made (the benchmark's
    count of renders per change)."""

    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.made = 0


RENDERS = Renders(KEPT_HERE)
FRAMES: Kept[str] = Kept(1_000)  # the table page's frames around their regions (about 6 kB each)
REGION_MARK = "\x1fregion %s\x1f"
# What a render's HTML comes from: the code whose changes key renders anew.
MADE_BY = ("templates", "locale", "battles", "rules", "armies", "campaigns", "dice", "bof_site")


def _generation() -> str:
    """The code renders are made by, in a few letters: the templates, translations and Python as deployed (each
    file's path, size and time). A deploy that changes any of them keys its renders anew, so a phone is never
    served a render the code before it kept in Postgres."""
    stamp = hashlib.sha256()
    for top in MADE_BY:
        for path in sorted(Path(settings.BASE_DIR, top).rglob("*")):
            if path.suffix in (".html", ".py", ".mo"):
                found = path.stat()
                stamp.update(f"{path}|{found.st_size}|{found.st_mtime_ns}\n".encode())
    return stamp.hexdigest()[:8]


GENERATION = _generation()


def viewer_key(request: HttpRequest, me: Seat | None, *, board: bool) -> str:
    """Who sees the regions, in the words of the cache's key: what the rendered HTML depends on besides the
    battle's version."""
    step = request.GET.get("step", "")
    step = step if STEP.match(step) else ""
    if board:
        return f"{GENERATION}|board|{get_language()}|{step}"
    after = "move" if request.session.get("after_shot") == "move" else "done"
    return f"{GENERATION}|{me.pk if me else 'onlooker'}|{get_language()}|{after}|{step}"


def view_tag(viewer: str) -> str:
    """A viewer key in a few letters, for the live box: which view the regions a phone shows were rendered for."""
    return f"{zlib.crc32(viewer.encode()):08x}"


def answer(
    request: HttpRequest,
    battle: Battle,
    me: Seat | None,
    *,
    seen: int | None,
    refusal: str = "",
    near: str = "",
    new_view: bool = False,
    seen_view: str | None = None,
    moved_by: str | None = None,
) -> HttpResponse:
    """The regions of `battle` for this phone: those that changed since version `seen`, the live box and what
    happened (or the refusal of what it just sent, 400); rendered only if nobody with the same view asked for
    this version before. `new_view`: the phone's view changed (its "each unit" choice): every region is sent, and
    news only if the battle moved on meanwhile. `seen_view`: the view the phone's regions were rendered for (its
    live box says, `view_tag`); another view than this one's (in solo play the phone acts as the app's seat, then
    as the player's again) gets every region too: what it shows is not this view's render of `seen`. `moved_by`:
    the one-time key of the move this answers: what happened is told when the newest entry is not that move's own
    (or a roll the same tap rolled after it), as the app's reply in solo play or another phone's move that came
    between, and when the move rolled nothing in play (`news_mover`): a roll is on the phone's screen already, on
    its card, but a unit that walked shows little more than a counter one lower."""
    viewer = viewer_key(request, me, board=False)
    parts, old = _kept(battle, viewer, seen)
    if parts is None:
        parts = _render_once(request, battle, viewer, shared=me is None)
    if _phase_moved(battle, parts):  # its regions are not the page's: the page loads whole (site.js)
        return HttpResponseClientRefresh()
    if new_view or (seen_view is not None and seen_view != view_tag(viewer)):
        old = None
    elif seen == battle.version:  # the phone shows this version already: nothing but the live box is news to it
        old = parts
    sent = [
        html
        for name, html in parts["regions"]
        if name == "live" or old is None or dict(old["regions"]).get(name) != html
    ]
    if refusal:
        sent.append(format_html('<template data-refusal data-near="{}">{}</template>', near, refusal))
    elif (
        parts["news"]
        and seen != battle.version
        and (parts.get("news_mover") or not _made_by(parts.get("news_key"), moved_by))
    ):
        sent.append(f"<template data-news>{parts['news']}</template>")
    return HttpResponse(_filled(request, "\n".join(sent)), status=400 if refusal else 200)


def table_page(
    request: HttpRequest, battle: Battle, me: Seat | None, context: dict, *, keep: bool = True, status: int = 200
) -> HttpResponse | None:
    """The table page past the lobby: the renders its view's polls are sent (made here if nobody with this view
    asked for this version yet) in the page's frame (the head, title, panels and language switch, with marks where
    the regions go), with this page's own one-time keys and CSRF token. With `keep` the frame is made once per
    version, view, reader and address and kept in this process: it was half of a served page's CPU (a refusal's
    page, with its banner, is not kept). None if the battle entered another phase since the view read it: the
    frame would be the old phase's, so read the battle again."""
    viewer = viewer_key(request, me, board=False)
    parts, _old = _kept(battle, viewer, None)
    if parts is None:
        parts = _render_once(request, battle, viewer, shared=me is None)
    if _phase_moved(battle, parts):
        return None
    user = request.user
    who = (user.pk, user.get_username()) if user.is_authenticated else None
    shown = (viewer, battle.pk, battle.version, who, request.get_full_path(), _game(battle))

    def framed() -> str:
        marks = {name: mark_safe(REGION_MARK % name) for name, _html in parts["regions"]}  # noqa: S308 (our marks)
        shown_here = context | {"kept": marks, LATER: True, "csrf_token": CSRF_MARK}
        return render_to_string("battles/table.html", shown_here, request)

    html = _filled(request, FRAMES.made(shown if keep else None, framed))
    for name, region in parts["regions"]:
        html = html.replace(REGION_MARK % name, _filled(request, region), 1)
    return HttpResponse(html, status=status)


def _game(battle: Battle) -> tuple | None:
    """The campaign game the page's head names (a campaign's name is not the battle's: it may change alone)."""
    try:
        game = battle.campaign_game
    except ObjectDoesNotExist:
        return None
    return game and (game.pk, game.number, game.campaign.code, game.campaign.name)


def board(request: HttpRequest, battle: Battle, render_page) -> HttpResponse:
    """The spectator board's whole page (it is its own region set), once per version, language and step."""
    viewer = viewer_key(request, None, board=True)
    parts, _old = _kept(battle, viewer, None)
    if parts is None:
        parts = _render_once(request, battle, viewer, page=render_page)
    if _phase_moved(battle, parts):  # the board of a later phase than the page asked from: it loads whole
        return HttpResponseClientRefresh()
    return HttpResponse(_filled(request, parts["page"]))


def _phase_moved(battle: Battle, parts: dict) -> bool:
    """Whether the render is of a later phase than the battle the view read: a change that came between the view's
    read and the render's snapshot (the render reads the battle again then) may have ended the setup or the game."""
    return parts.get("phase", battle.phase) != battle.phase


def _kept(battle: Battle, viewer: str, seen: int | None) -> tuple[dict | None, dict | None]:
    """The kept render of the battle's version for this viewer, and of version `seen` (for the difference); one
    read of Postgres for those this process does not keep."""
    wanted = {battle.version} | ({seen} if seen is not None else set())
    found = {v: RENDERS.get((battle.pk, v, viewer)) for v in wanted}
    missing = [v for v, parts in found.items() if parts is None]
    if missing:
        with connection.cursor() as cursor:
            cursor.execute(KEPT, [battle.pk, viewer, missing])
            for version, parts in cursor.fetchall():
                parts = json_columns.loads(parts) if isinstance(parts, str) else parts
                RENDERS.put((battle.pk, version, viewer), parts)
                found[version] = parts
    return found[battle.version], found.get(seen)


def flight(battle_id: int, version: int, viewer: str) -> list[int]:
    """The advisory lock's two int4 keys for one render: the battle, and the version and viewer hashed."""
    return [battle_id, zlib.crc32(f"{version}|{viewer}".encode()) - 2**31]


def _render_once(request: HttpRequest, battle: Battle, viewer: str, *, page=None, shared: bool = True) -> dict:
    """The render of this version for this viewer, made by one request only: phones that ask at once (two onlookers
    after a stream's event) wait for the first, in this process or another (a Postgres advisory lock on the key),
    and take what it kept. A view that is not `shared` (a seat's: one phone holds it) is rendered without the lock,
    a statement less; a second phone on the same seat asking at the same moment renders the same again."""
    if not shared:
        return _render_and_keep(request, battle, viewer, page=page)[0]
    lock = flight(battle.pk, battle.version, viewer)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_lock(%s, %s)", lock)
        if not cursor.fetchone()[0]:  # another request is rendering it: wait, then take what it kept
            cursor.execute("SELECT pg_advisory_lock(%s, %s)", lock)
            kept = RegionRender.objects.filter(battle_id=battle.pk, version=battle.version, viewer=viewer)
            parts = kept.values_list("parts", flat=True).first()
            if parts is not None:
                cursor.execute("SELECT pg_advisory_unlock(%s, %s)", lock)
                RENDERS.put((battle.pk, battle.version, viewer), parts)
                return parts
        released = False
        try:
            parts, released = _render_and_keep(request, battle, viewer, page=page, lock=lock)
            return parts
        finally:
            if not released:
                cursor.execute("SELECT pg_advisory_unlock(%s, %s)", lock)


def _render_and_keep(request: HttpRequest, battle: Battle, viewer: str, *, page=None, lock=None) -> tuple[dict, bool]:
    """The render, kept here and in Postgres (with `lock`, ending it in the same statement), and whether it was kept
    (not when the battle is gone)."""
    made = _render(request, battle, viewer, page=page)
    if made is None:  # deleted since the view found it: nothing to keep
        return {"regions": [], "news": "", "page": ""}, False
    version, parts = made
    RENDERS.made += 1
    RENDERS.put((battle.pk, version, viewer), parts)
    # One statement: keep this render, drop the battle's older ones, and let the phones waiting for it in.
    kept = [battle.pk, version - 1, battle.pk, version, viewer, json_columns.dumps(parts).decode()]
    with connection.cursor() as cursor:
        if lock:
            cursor.execute(KEEP, [*kept, *lock, *lock])
        else:
            cursor.execute(KEEP_ALONE, kept)
    return parts, True


def _render(request: HttpRequest, shown: Battle, viewer: str, *, page=None) -> tuple[int, dict] | None:
    """The regions rendered from one snapshot of the battle, and the snapshot's version (None: the battle is gone).
    The battle the view read is the snapshot's when the version is the same (every change moves the version: the
    renders' key says so too), so it is read again only when a change came between."""
    with one_snapshot():
        battle = shown if _version_now(shown.pk) == shown.version else selectors.battle_find(shown.code)
        if battle is None:
            return None
        marks = {LATER: True, "csrf_token": CSRF_MARK, "view_tag": view_tag(viewer)}
        parts = {"page": page(request, battle, marks).content.decode()} if page else _regions(request, battle, marks)
        parts["phase"] = battle.phase
    return battle.version, parts


@contextmanager
def one_snapshot():
    """A transaction of its own whose reads all see one snapshot: begun as REPEATABLE READ, READ ONLY by its BEGIN
    (psycopg writes the connection's settings into it), not by a statement of its own, a round trip a render.
    Inside a transaction already (a test's), a savepoint in it, read as that transaction reads."""
    if connection.in_atomic_block:
        with transaction.atomic():
            yield
        return
    connection.ensure_connection()
    raw = connection.connection
    was = raw.isolation_level, raw.read_only
    raw.isolation_level, raw.read_only = psycopg.IsolationLevel.REPEATABLE_READ, True
    try:
        with transaction.atomic():
            yield
    finally:
        if not raw.closed and raw.info.transaction_status == psycopg.pq.TransactionStatus.IDLE:
            raw.isolation_level, raw.read_only = was


def _version_now(battle_id: int) -> int | None:
    """The battle's version in this transaction's snapshot (its first read takes the snapshot)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT version FROM battles_battle WHERE id = %s", [battle_id])
        row = cursor.fetchone()
    return row[0] if row is not None else None


def _regions(request: HttpRequest, battle: Battle, marks: dict) -> dict:
    from battles.pages.table import live  # the table page's context: imported late, it imports the views' helpers
    from battles.views.common import held_seat, setup_stepper

    me = selectors.phone_seat(battle, held_seat(request, battle.code))
    context = live(battle, me) | marks
    context |= setup_stepper(request, battle, context)
    names = PLAYING if battle.phase in ("playing", "ended") else ("setup",) if battle.phase == "setup" else ()
    regions = [[name, side_regions.rendered(name, context, request)] for name in names]
    regions.append(["live", render_to_string("battles/table.html#live", context, request)])
    turn = context.get("turn")  # in play the turn card read the newest entry already
    newest = turn.newest if isinstance(turn, selectors.TurnView) else selectors.newest_entry(battle)
    made_by = str(newest.key) if newest is not None and newest.key is not None else None
    # A move in play that rolled nothing (a unit walks, an activation ends, a take-back) changes little on the
    # mover's screen, and often ends its picker: the mover is told it too, in its own words. A roll shows on its card.
    mover = newest is not None and battle.phase == "playing" and newest.kind != "roll"
    return {"regions": regions, "news": _news(newest, me), "news_key": made_by, "news_mover": mover}


def _made_by(entry_key: str | None, moved_by: str | None) -> bool:
    """Whether the entry with `entry_key` was made by the tap with the one-time key `moved_by`: that entry, or a
    follow-on roll the same tap rolled ("Roll to the end": battles/table/chain.py)."""
    if entry_key is None or moved_by is None:
        return False
    try:
        tap = uuid.UUID(moved_by)
    except ValueError:
        return False
    return entry_key in {str(k) for k in (tap, *chain.through_keys(tap))}


# A tap's activation and action in one entry (services/turns.quick_action): "Rifleman 3 is activated: up to 2 actions.
# Rifleman 3: move. ..." The log keeps it whole; the line over the screen leaves out the first sentence, which the
# second says again, only where the second names the same unit (an ambush left, say, keeps the whole line).
QUICK_ACTIVATED = re.compile(r"(?P<unit>.+?) is activated(?: by order)?: up to \d+ actions?\. (?=(?P=unit): )")


def _news(news: LogEntry | None, me: Seat | None = None) -> str:
    """What happened last (the battle's newest entry), in the reader's language, escaped for the page. The reader's
    own entry is said without their name, and their units without the name that tells them apart from another
    seat's (battles/systems/burst_of_fire.told_apart), as their own pages say them."""
    if news is None:
        return ""
    quick = QUICK_ACTIVATED.match(news.summary) if news.kind == "action" else None
    if quick:
        news = copy.copy(news)
        news.summary = news.summary[quick.end() :]
    if me is not None and news.seat_id == me.pk and not news.as_referee and not me.played_by_app:
        return escape(selectors.said_line(news).replace(f" ({me.display_name})", ""))
    who = gettext("%(name)s (referee)") % {"name": news.by_name} if news.as_referee else news.by_name
    line = selectors.said_line(news)
    # A line that starts with its player's name ("Anna takes back #16 ...", "Anna's tank ...") is not named again.
    named = not who or (line.startswith((f"{news.by_name} ", f"{news.by_name}'s ")) and not news.as_referee)
    if named:
        return escape(line)
    # "Anna: Rifleman 3 shoots at Rifleman 2 (Ben)": her own units need her name only once, before the line.
    return escape(f"{who}: {line.replace(f' ({news.by_name})', '') if news.by_name else line}")


def _filled(request: HttpRequest, html: str) -> str:
    """A kept render made this phone's: a fresh one-time key in every form, its own CSRF token."""
    html = KEYS.sub(lambda _found: str(uuid.uuid4()), html)
    return html.replace(CSRF_MARK, get_token(request)) if CSRF_MARK in html else html
