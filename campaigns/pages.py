"""What the campaign pages show, gathered in a few queries: the books, the next game, the game waiting for its
result, who may do what, and the pictures."""

from __future__ import annotations

from dataclasses import dataclass

import segno
from django.conf import settings
from django.urls import reverse
from django.utils.translation import gettext

from armies import selectors as armies_selectors
from armies.roster_check import check_document, labels_in_reader_language
from campaigns import books, history, notes, picture, played, salvage, salvage_weapons, upgrades, words
from campaigns.forms import AppForceForm, ByHandForm, CreateForm, ForceForm, JoinForm, NoteForm, VoidForm
from campaigns.models import Campaign, Entry, Member
from campaigns.services import FORCE_LIMIT
from rules import localized


def home_context(user, **forms) -> dict:
    mine = []
    if user.is_authenticated:
        mine = list(Campaign.objects.filter(members__user=user).order_by("-created_at"))
    return {
        "mine": mine,
        "create_form": forms.get("create_form") or CreateForm(),
        "join_form": forms.get("join_form") or JoinForm(prefix="join"),
        "import_error": forms.get("import_error", ""),
    }


def campaign_context(campaign: Campaign, user, *, page_error: str = "", join_url: str = "", **forms) -> dict:
    members = list(campaign.members.select_related("user").order_by("position"))
    me = next((m for m in members if user.is_authenticated and m.user_id == user.pk), None)
    games = list(campaign.games.select_related("battle").order_by("number"))
    state = books.books(campaign, games)
    forces = {f.side: f for f in campaign.forces.all()}
    open_game = books.open_game(games)
    history = _points_history(campaign)
    written = _with_notes(games, notes.notes_of(campaign))
    note_game = notes.open_for_notes(campaign, games) if me else None
    context = {
        "campaign": campaign,
        "me": me,
        "members": {s: [m for m in members if m.side == s] for s in ("A", "B")},
        "organisers": [m for m in members if m.is_organiser],
        "may_name": [m for m in members if not m.is_organiser] if me and me.is_organiser else [],
        "forces": forces,
        "games": games,
        "books": state,
        "sides": [_side_view(s, state, forces.get(s), members, campaign.app_side) for s in ("A", "B")],
        "next": None if state.ladder.over or open_game else _next_view(state),
        "open_game": open_game,
        "open_title": localized.mode_title(open_game.scenario) if open_game else "",
        "waiting": _waiting(open_game, me) if open_game else None,
        "recorded": _recorded(campaign, open_game) if open_game and open_game.by_hand else [],
        "ladder_svg": picture.ladder_svg(state.ladder) if campaign.state != "forming" else "",
        "points_svg": picture.points_svg(history) if history else "",
        "rungs": [
            (n + 1, localized.mode_title(s), s == state.ladder.scenario and not state.ladder.over)
            for n, s in enumerate(books.rules.LADDER)
        ],  # fmt: skip
        "page_error": page_error,
        "can_start": bool(me and me.is_organiser and campaign.state == "forming"),
        "still_needed": [
            gettext("a player on side %(side)s") % {"side": s}
            for s in ("A", "B")
            if not any(m.side == s for m in members) and s != campaign.app_side
        ]
        + [gettext("side %(side)s's core force") % {"side": s} for s in ("A", "B") if s not in forces],
        "join_url": join_url,
        "qr_svg": segno.make(join_url, error="m").svg_inline(dark="#000", light="#fff", border=2, omitsize=True)
        if join_url and campaign.state == "forming"
        else "",
        "last_confirmed": (last := next((g for g in reversed(games) if g.state == "confirmed"), None)),
        "salvage": salvage.claimable(campaign, last) if last and not open_game else [],
        "may_claim": bool(me and last and salvage.winner_of(last) == me.side),
        **_salvage_weapons(campaign, last if not open_game else None, me, forces),
        "note_game": note_game,
        "next_players": _next_players(campaign, members, me),
        "live": live_mark(campaign, games),
    }
    if campaign.state == "forming" and me is not None:
        context["force_form"] = forms.get("force_form") or ForceForm(
            user=user, examples=armies_selectors.example_options()
        )
        if campaign.app_side and me.is_organiser:
            context["app_force_form"] = forms.get("app_force_form") or AppForceForm()
    context["by_hand_form"] = forms.get("by_hand_form") or ByHandForm()  # its record's rows open on demand
    # Who plays which side, beside the boxes that say only "Side A", "Side B": the standings are far above the form.
    # (A form sent back has its fields bound already, each with the help it had then: both are told.)
    said = " · ".join(
        gettext("Side %(side)s: %(players)s") % {"side": s["side"], "players": ", ".join(s["players"])}
        for s in context["sides"]
        if s["players"]
    )
    context["by_hand_form"].fields["result"].help_text = context["by_hand_form"]["result"].help_text = said
    context["void_form"] = forms.get("void_form") or VoidForm()
    if note_game is not None:  # to rewrite it, the note as it stands
        before = written.get(note_game.number)
        context["note_form"] = forms.get("note_form") or NoteForm(initial={"text": before.text if before else ""})
        context["note_most"] = notes.MAX_NOTE
    return context


@dataclass(frozen=True)
class RecordRow:
    """A unit of a side's force as the record of a game played without the app lists it (forms.ByHandForm)."""

    side: str
    ref: int
    label: str  # in the reader's language
    machine: bool  # a vehicle or support weapon: it may be left abandoned


def record_rows(campaign: Campaign) -> list[RecordRow]:
    """Every unit of both forces as they stand, for the record of the next game when it is played without the app."""
    forces = {f.side: f for f in campaign.forces.all()}
    rows = []
    for side in sorted(forces):
        checked = check_document(forces[side].roster, base_points=FORCE_LIMIT, players=2, salvage=True)
        labels = labels_in_reader_language(checked)
        rows += [RecordRow(side, u["ref"], labels[u["ref"]], checked.profiles[u["unit"]].unit_type in played.MACHINES)
                 for u in checked.doc["units"]]  # fmt: skip
    return rows


def _salvage_weapons(campaign: Campaign, last, me: Member | None, forces: dict) -> dict:
    """The hand weapons left behind in the last won game; for its victor, who may carry each (and who would)."""
    left = salvage_weapons.left_behind(campaign, last) if last else []
    force = forces.get(me.side) if me and left and salvage.winner_of(last) == me.side else None
    bearers, chosen = salvage_weapons.offers(force, left) if force else ([], {})
    return {"salvage_weapons": [{"weapon": w, "default": chosen.get(w.id)} for w in left], "salvage_bearers": bearers}


def _with_notes(games: list, found: dict) -> dict:
    """Each game with its note (or None), for the history; the notes by game number."""
    for game in games:
        game.note = found.get(game.number)
    return found


def live_mark(campaign: Campaign, games: list) -> dict:
    """What the page was drawn from, for its poll (views.poll compares it with selectors.campaign_poll): the
    campaign's version and state, and whether the game being played has a battle that has ended (which changes
    nothing in the campaign's books, yet brings the result to confirm)."""
    over = any(g.state == "playing" and g.battle is not None and g.battle.phase == "ended" for g in games)
    url = reverse("campaigns:poll", args=[campaign.code])
    return {
        "url": f"{url}?v={campaign.version}&state={campaign.state}&over={int(over)}",
        "every_ms": settings.LIVE_POLL_MS * 3,  # every few seconds: a campaign page changes far less than a table
    }


def _side_view(side: str, state: books.Books, force, members: list[Member], app_side: str = "") -> dict:
    record = state.records[side]
    return {
        "side": side,
        "players": [gettext("the app")] if side == app_side else [m.display_name for m in members if m.side == side],
        "force": words.force_name(force.roster) if force else None,
        "points": state.points[side],
        "morale": record.morale,
        "penalty": record.penalty,
        "wins": record.wins,
        "losses": record.losses,
        "draws": record.draws,
        "streak": record.losses_in_a_row,
        "win_streak": state.win_streaks[side],
        "attacking": state.ladder.attacker == f"side-{side.lower()}",
    }


def _next_view(state: books.Books) -> dict:
    ladder = state.ladder
    side = {"side-a": "A", "side-b": "B"}
    return {
        "number": ladder.games + 1,
        "title": localized.mode_title(ladder.scenario),
        "aim": localized.aim(ladder.scenario),
        "attacker": side.get(ladder.attacker or ""),
        "defender": side.get(ladder.defender or ""),
        "map": ladder.map,
    }


def _waiting(game, me: Member | None) -> dict:
    """The game being played or waiting for its confirmations, and which side this player may confirm for."""
    ended = game.by_hand or (game.battle is not None and game.battle.phase == "ended")
    may = []
    if me is not None and ended:
        for side in ("A", "B"):
            done = game.confirmed_a if side == "A" else game.confirmed_b
            if not done and (me.side == side or me.is_organiser):
                may.append(side)
    result = game.result or (books.battle_result(game)[0] if ended else "")
    return {"ended": ended, "may_confirm": may, "result_words": books.result_words(result) if result else ""}


def _recorded(campaign: Campaign, game) -> list[dict]:
    """What the record of a game entered by hand says each side lost, for the side that confirms it: "Rifleman 2
    (killed by MG 42 gunner)"."""
    found = played.played_game(campaign, game)
    if found is None:
        return []
    label = {u.id: u.label_said for u in found.units}
    taken_by = {whom: who for who, whom in found.kills}
    lost = []
    for side in ("A", "B"):
        lines = []
        for unit in (u for u in found.units if u.side == side and u.status != "active"):
            said = {"unit": label[unit.id], "fate": history.LOST[unit.status], "by": label.get(taken_by.get(unit.id))}
            lines.append(gettext("%(unit)s (%(fate)s by %(by)s)") % said if said["by"]
                         else gettext("%(unit)s (%(fate)s)") % said)  # fmt: skip
        if lines:
            lost.append({"side": side, "lost": lines})
    return lost


def _points_history(campaign: Campaign) -> list[tuple[int, int]]:
    """Each side's balance after each booked or voided result, in ledger order."""
    rows = Entry.objects.filter(campaign=campaign, kind__in=("result", "void")).order_by("seq")
    return list(rows.values_list("points_a", "points_b"))


def ledger_context(campaign: Campaign) -> dict:
    return {"campaign": campaign, "entries": list(campaign.entries.order_by("-seq"))}


def force_context(campaign: Campaign, side: str, user, *, page_error: str = "") -> dict:
    """A side's force: its units with what each may become and at what price; the side's own players buy."""
    force = campaign.forces.filter(side=side).first()
    games = list(campaign.games.all())
    state = books.books(campaign, games)
    me = campaign.members.filter(user=user).first() if user.is_authenticated else None
    between = campaign.state == "running" and books.open_game(games) is None
    return {
        "campaign": campaign,
        "side": side,
        "force": force,
        "force_name": words.force_name(force.roster) if force else "",
        "points": state.points[side],
        "units": _with_stories(upgrades.options(force, state.points[side]), history.histories(campaign, side))
        if force
        else [],
        "experience": "R35" in campaign.house_rules,
        "may_buy": bool(me and me.side == side and between),
        "between": between,
        "page_error": page_error,
    }


def _with_stories(units: list, stories: dict) -> list:
    for unit in units:
        unit.story = stories.get(unit.ref)
    return units


def force_print(campaign: Campaign, side: str) -> list[dict]:
    """A side's force as it stands, one line a unit: what it is, its quality, whether salvage, its story."""
    force = campaign.forces.filter(side=side).first()
    if force is None:
        return []
    checked = check_document(force.roster, base_points=FORCE_LIMIT, players=2, salvage=True)
    stories = history.histories(campaign, side)
    labels = labels_in_reader_language(checked)
    return [
        {"label": labels[u["ref"]], "quality": upgrades.QUALITY_NAMES.get(u["quality"], u["quality"]),
         "salvage": bool(u.get("salvage")),
         "points": checked.muster.unit_points[u["ref"]], "story": stories.get(u["ref"])}
        for u in checked.doc["units"]
    ]  # fmt: skip


def force_print_context(campaign: Campaign, side: str) -> dict:
    force = campaign.forces.filter(side=side).first()
    state = books.books(campaign, list(campaign.games.all()))
    return {"campaign": campaign, "side": side, "force": force, "lines": force_print(campaign, side),
            "force_name": words.force_name(force.roster) if force else "",
            "points": state.points[side], "morale": state.records[side].morale}  # fmt: skip


def _next_players(campaign, members: list, me) -> list[dict]:
    """Who plays each side's force next, where a side has several players; my side's others, to hand it to in a
    tap (campaigns.players). Nothing for a side of one, nor in a solo campaign."""
    chosen = books.next_players(campaign, members)  # read in every state: the page's queries stay the same
    if campaign.state != "running" or campaign.app_side:
        return []
    out = []
    for side, player in sorted(chosen.items()):
        mates = [m for m in members if m.side == side]
        if len(mates) < 2:
            continue
        others = [m for m in mates if m.pk != player.pk] if me is not None and me.side == side else []
        out.append({"side": side, "name": player.display_name, "others": others})
    return out
