"""Everything that changes a campaign: one transaction each, under the campaign's row lock, with one ledger entry
(or more) per change and a one-time key where a double tap could repeat it. The rules of each step come from the
engine (rules/engine/ladder.py); battles are made and read through the battles app's own services."""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

from armies.roster_check import check_document
from armies.rosters import pack_version
from battles.models import Battle
from battles.services import lobby
from battles.services import setup as battle_setup
from battles.services import solo as battle_solo
from battles.services import terrain as battle_terrain
from bof_site.refusals import Refused
from campaigns import books, history, played
from campaigns.models import LEDGER_KIND, MAX_MEMBERS, Campaign, Entry, Force, Game, Member
from dice import fairplay
from dice.services import closing_link, new_client_seed
from rules import sentences
from rules.engine import ladder as rules
from rules.engine.procedures.setup import MODES
from rules.rulings import RULINGS

CODE_ALPHABET = lobby.CODE_ALPHABET
CODE_LENGTH = 6
FORCE_LIMIT = 2000  # a core detachment is checked for its own rules; each battle then takes it at its own points
SIDE_OF = {"A": "side-a", "B": "side-b"}
# What a group may switch when it sets up a campaign: its battles' house rules, and those of the campaign itself
# (R45: crews may be trained), which are sealed in the first ledger entry with the others.
HOUSE_RULES = lobby.SWITCHABLE | {r.id: r for r in RULINGS if r.house_rule and r.campaign_only}


def _side(side: str) -> str:
    if side not in ("A", "B"):
        raise Refused(gettext("Pick side A or side B."), field="side")
    return side


# --- the ledger ------------------------------------------------------------------------------------------------


def append(
    campaign: Campaign,
    *,
    kind: str,
    summary: str,
    by: Member | None,
    data: dict | None = None,
    rolls: list | None = None,
    points: tuple[int, int] = (0, 0),
    voids: int | None = None,
    key: uuid.UUID | None = None,
) -> Entry:
    """One link of the ledger; `points` moves each side's balance (Postgres refuses a balance below zero)."""
    last = campaign.entries.order_by("-seq").values_list("points_a", "points_b").first() or (0, 0)
    campaign.entry_count += 1
    campaign.version += 1
    entry = Entry(
        campaign=campaign,
        seq=campaign.entry_count,
        kind=kind,
        by_name=by.display_name if by else "",
        summary=summary[:300],
        data=data or {},
        rolls=rolls or [],
        voids=voids,
        points_a=last[0] + points[0],
        points_b=last[1] + points[1],
        created_at=timezone.now(),
        prev_hash=campaign.head_hash,
        key=key,
    )
    if entry.points_a < 0 or entry.points_b < 0:
        raise Refused(gettext("That would take a side's points below zero: they have been spent already."))
    entry.hash = entry.computed_hash()
    campaign.head_hash = entry.hash
    entry.save(force_insert=True)
    campaign.save(update_fields=["entry_count", "version", "head_hash", "roll_count", "state", "ended_at"])
    return entry


def server_dice(campaign: Campaign, members: list[Member], count: int) -> dict:
    """The next roll of the campaign's provably fair roller, as the ledger records it."""
    campaign.roll_count += 1
    owned = [(m.display_name, m.client_seed) for m in members]
    return {
        "n": campaign.roll_count,
        "dice": fairplay.derive_dice(
            campaign.server_seed, campaign.scope, campaign.roll_count, [s for _, s in owned], count
        ),
        "seeds": len(owned),
        "seeds_sha256": fairplay.owned_seeds_digest(owned),
        "source": "server",
    }


@contextmanager
def writing(code: str, key: uuid.UUID | None = None) -> Iterator[tuple[Campaign, Entry | None]]:
    """The campaign under its row lock, and the entry this request's one-time key already made (a double tap)."""
    with transaction.atomic():
        campaign = Campaign.objects.select_for_update().filter(code=code.strip().upper()[:8]).first()
        if campaign is None:
            raise Refused(
                gettext("There is no campaign with the code %(code)s. Check the code and try again.") % {"code": code},
                field="code",
            )
        earlier = campaign.entries.filter(key=key).first() if key is not None else None
        yield campaign, earlier


def member_of(campaign: Campaign, user, *, refusal: str = "") -> Member:
    member = campaign.members.filter(user=user).first() if user is not None and user.is_authenticated else None
    if member is None:
        raise Refused(refusal or gettext("Only the campaign's players can do that."))
    return member


def _organiser(campaign: Campaign, user) -> Member:
    member = member_of(campaign, user)
    if not member.is_organiser:
        raise Refused(gettext("Only an organiser of the campaign can do that."))
    return member


# --- forming -----------------------------------------------------------------------------------------------------


def campaign_create(*, name: str, user, display_name: str, side: str, measure: str = "cm", public: bool = False,
                    house_rules: tuple[str, ...] = (), solo: bool = False) -> Campaign:  # fmt: skip
    """A new campaign with its organiser on `side`; with `solo` the app plays the other side (campaigns/solo.py)."""
    if user is None or not user.is_authenticated:
        raise Refused(gettext("Log in to start a campaign: its books are kept for your account."))
    name, display_name = name.strip(), display_name.strip()
    if not 1 <= len(name) <= 60:
        raise Refused(gettext("Give the campaign a name of up to 60 letters."), field="name")
    if not 1 <= len(display_name) <= 30:
        raise Refused(gettext("Give yourself a name of up to 30 letters for the others to see."), field="display_name")
    if measure not in ("cm", "in"):
        raise Refused(gettext("Measure in centimetres or inches."), field="measure")
    unknown = [r for r in house_rules if r not in HOUSE_RULES]
    if unknown:
        raise Refused(
            gettext("%(rule)s is not a ruling a campaign can switch.") % {"rule": unknown[0]}, field="house_rules"
        )
    side = _side(side)
    server_seed = secrets.token_hex(32)
    for _attempt in range(10):
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        try:
            with transaction.atomic():
                campaign = Campaign.objects.create(
                    code=code, name=name, measure=measure, public=public, house_rules=sorted(set(house_rules)),
                    pack_version=pack_version(), created_by=user, server_seed=server_seed,
                    app_side=("B" if side == "A" else "A") if solo else "",
                    commitment=fairplay.commitment_of(server_seed),
                    head_hash=fairplay.genesis(fairplay.commitment_of(server_seed), LEDGER_KIND, code),
                )  # fmt: skip
                member = Member.objects.create(campaign=campaign, user=user, position=1, display_name=display_name,
                                               side=side, is_organiser=True, client_seed=new_client_seed())  # fmt: skip
                against = f"; the app plays side {campaign.app_side}" if solo else ""
                append(campaign, kind="created", by=member, summary=f"{display_name} starts the campaign {name} "
                       f"on side {side}{against}.", data={"name": name, "measure": measure, "public": public,
                                                 "house_rules": campaign.house_rules,
                                                 "pack_version": campaign.pack_version,
                                                 **({"app_side": campaign.app_side} if solo else {})})  # fmt: skip
            return campaign
        except IntegrityError:
            continue  # code collision: draw another
    raise Refused(gettext("Could not find a free campaign code. Please try again."))


def member_join(*, code: str, user, display_name: str, side: str) -> Member:
    if user is None or not user.is_authenticated:
        raise Refused(gettext("Log in to join a campaign: its books are kept for your account."))
    display_name, side = display_name.strip(), _side(side)
    if not 1 <= len(display_name) <= 30:
        raise Refused(gettext("Give yourself a name of up to 30 letters for the others to see."), field="display_name")
    with writing(code) as (campaign, _):
        members = list(campaign.members.all())
        if any(m.user_id == user.pk for m in members):
            raise Refused(gettext("You are in this campaign already."))
        if campaign.state != "forming":
            raise Refused(gettext("This campaign has started: no one can join any more."))
        if side == campaign.app_side:
            raise Refused(gettext("The app plays side %(side)s: join the other side.") % {"side": side}, field="side")
        if len(members) >= MAX_MEMBERS:
            raise Refused(
                gettext("A campaign has at most %(most)s players, and this one is full.") % {"most": MAX_MEMBERS}
            )
        if any(m.display_name.casefold() == display_name.casefold() for m in members):
            raise Refused(
                gettext("Someone here is already called %(name)s. Pick another name.") % {"name": display_name},
                field="display_name",
            )
        member = Member.objects.create(campaign=campaign, user=user, position=len(members) + 1,
                                       display_name=display_name, side=side, client_seed=new_client_seed())  # fmt: skip
        append(campaign, kind="joined", by=member, summary=f"{display_name} joins side {side}.")
    return member


def organiser_name(*, code: str, user, member_id: int, key: uuid.UUID) -> Entry:
    """An organiser names another player an organiser too (an arbiter: confirms for an absent side, voids a wrong
    result, downloads the campaign). Only more organisers, never fewer: nobody can lock the others out."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        member = _organiser(campaign, user)
        named = campaign.members.filter(pk=member_id).first()
        if named is None:
            raise Refused(gettext("Pick one of the campaign's players."))
        if named.is_organiser:
            raise Refused(gettext("%(name)s is an organiser already.") % {"name": named.display_name})
        named.is_organiser = True
        named.save(update_fields=["is_organiser"])
        return append(campaign, kind="organiser", by=member, key=key,
                      summary=f"{member.display_name} names {named.display_name} an organiser.",
                      data={"member": named.position, "name": named.display_name})  # fmt: skip


def force_choose(*, code: str, user, doc: object, source: str) -> Force:
    """The side's core detachment, copied in: later edits in the builder change nothing."""
    with writing(code) as (campaign, _):
        member = member_of(campaign, user)
        if campaign.state != "forming":
            raise Refused(
                gettext("The forces were fixed when the campaign started; they change only through its upgrades.")
            )
        checked = check_document(doc, base_points=FORCE_LIMIT, players=2)
        if not checked.muster.valid:
            first = checked.muster.problems[0]
            raise Refused(
                gettext("This detachment cannot be the core force yet: %(problem)s %(fix)s")
                % {"problem": sentences.translated(first.message), "fix": sentences.translated(first.fix)}
            )
        force, _created = Force.objects.update_or_create(
            campaign=campaign, side=member.side,
            defaults={"roster": checked.doc, "source": source[:80], "chosen_by": member},
        )  # fmt: skip
        append(campaign, kind="force", by=member, summary=f"{member.display_name} brings {checked.doc['name']} "
               f"({checked.muster.points} points) as side {member.side}'s core force.",
               data={"side": member.side, "name": checked.doc["name"], "points": checked.muster.points,
                     "roster_sha256": fairplay.entry_hash("", checked.doc)})  # fmt: skip
    return force


def campaign_start(*, code: str, user, key: uuid.UUID) -> Entry:
    """Both sides have a force: each side's campaign morale is rolled with the server's dice (R25) and play begins."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        member = _organiser(campaign, user)
        if campaign.state != "forming":
            raise Refused(gettext("The campaign has started already."))
        members = list(campaign.members.all())
        sides = {m.side for m in members}
        forces = {f.side for f in campaign.forces.all()}
        sides.add(campaign.app_side)  # the side the app plays needs no player, only its force
        missing = [s for s in ("A", "B") if s not in sides or s not in forces]
        if missing:
            raise Refused(
                gettext("Side %(side)s needs a player and a core force before the campaign can start.")
                % {"side": missing[0]}
            )
        rolls = [server_dice(campaign, members, 1), server_dice(campaign, members, 1)]
        dice = {"A": rolls[0]["dice"][0], "B": rolls[1]["dice"][0]}
        morale = {s: rules.Record(morale_die=d).morale for s, d in dice.items()}
        campaign.state = "running"
        first = MODES[rules.LADDER[0]].title
        return append(campaign, kind="morale", by=member, rolls=rolls, key=key,
                      summary=f"The campaign begins. Morale rolled: side A {dice['A']} (morale {morale['A']}), "
                              f"side B {dice['B']} (morale {morale['B']}). First: {first}.",
                      data={"dice": dice, "morale": morale})  # fmt: skip


# --- games -------------------------------------------------------------------------------------------------------


def next_game(*, code: str, user, key: uuid.UUID) -> Game:
    """The battle the ladder calls for, made in one tap: its mode, the attacker as team A, the player each side named
    for it (books.next_players) seated with the side's force chosen and sealed, and the campaign's morale set for both teams."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return campaign.games.get(number=earlier.data["game"])
        member = member_of(campaign, user)
        if campaign.state != "running":
            raise Refused(gettext("Games are played while the campaign is running.") if campaign.state == "forming"
                          else gettext("The campaign is over."))  # fmt: skip
        games = list(campaign.games.all())
        if books.open_game(games) is not None:
            raise Refused(gettext("Finish the game being played and confirm its result first."))
        state = books.books(campaign, games)
        ladder = state.ladder
        attacker = {"side-a": "A", "side-b": "B"}.get(ladder.attacker or "", "")
        team_of = {side: books.battle_team(attacker, side) for side in ("A", "B")}
        captains = books.next_players(campaign)
        forces = {f.side: f for f in campaign.forces.all()}
        points = {s: _points(forces[s]) for s in ("A", "B")}
        host_side = "A" if "A" in captains else "B"  # a solo campaign's player hosts whichever side they play
        battle, host = lobby.battle_create(
            settings=lobby.BattleSettings(
                game_mode=ladder.scenario, players=2, cut_points=False, measure=campaign.measure,
                house_rules=tuple(r for r in campaign.house_rules if r in lobby.SWITCHABLE),  # not R45: upgrades
                side_points=(points["A"], points["B"]) if team_of["A"] == "A" else (points["B"], points["A"]),
            ),
            host_name=captains[host_side].display_name, team=team_of[host_side], client_seed=new_client_seed(),
            user=captains[host_side].user,
        )  # fmt: skip
        game = Game.objects.create(campaign=campaign, number=len(games) + 1, scenario=ladder.scenario,
                                   attacker=attacker, map=ladder.map, battle=battle)  # fmt: skip
        other = "B" if host_side == "A" else "A"
        label = {s: f"Campaign force: {forces[s].roster.get('name', 'side ' + s)}" for s in ("A", "B")}
        if other == campaign.app_side:  # the app takes its seat with its force, placed by the solo rules
            battle_solo.app_seat_join(code=battle.code, team=team_of[other], roster=forces[other].roster,
                                      source=label[other])  # fmt: skip
            seated = ((host, host_side),)
        else:
            guest = lobby.seat_join(code=battle.code, display_name=captains[other].display_name, team=team_of[other],
                                    client_seed=new_client_seed(), user=captains[other].user)  # fmt: skip
            seated = ((host, host_side), (guest, other))
        for seat, side in seated:
            lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=forces[side].roster, source=label[side])
            lobby.seat_ready(code=battle.code, seat_id=seat.pk)
        morale = {team_of[s]: state.records[s].morale for s in ("A", "B")}
        battle_setup.campaign_force_morale(code=battle.code, morale=morale, campaign=campaign.name)
        if "R35" in campaign.house_rules:  # kills of earlier games carry over
            levels = {team_of[s]: _levels(campaign, s, forces[s]) for s in ("A", "B")}
            battle_setup.campaign_experience(code=battle.code, levels=levels)
        map_words = "on a new map"
        if ladder.map == "previous-map" and (last := _last_played(games)) is not None:
            map_words = f"on the map of game {last.number}"
            if last.battle is not None:  # its terrain sheet, ready on the new battle's
                battle_terrain.map_carried_over(code=battle.code, map_pieces=battle_terrain.map_pieces(last.battle),
                                                from_battle=last.battle.code)  # fmt: skip
        roles = f"side {attacker} attacks" if attacker else "no roles yet"
        append(campaign, kind="game", by=member, key=key,
               summary=f"Game {game.number}: {ladder.title}, {roles}, {map_words}. Battle {battle.code}.",
               data={"game": game.number, "scenario": ladder.scenario, "attacker": attacker, "map": ladder.map,
                     "battle": battle.code})  # fmt: skip
    return game


def _last_played(games: list[Game]) -> Game | None:
    return next((g for g in reversed(games) if g.state != "voided"), None)


def _levels(campaign: Campaign, side: str, force: Force) -> dict[str, int]:
    stories = history.histories(campaign, side)
    quality = {u["ref"]: u["quality"] for u in force.roster["units"]}
    return {str(ref): n for ref, h in stories.items() if ref in quality and (n := h.levels(quality[ref]))}


def _points(force: Force) -> int:
    return check_document(force.roster, base_points=FORCE_LIMIT, players=2, salvage=True).muster.points


def game_by_hand(*, code: str, user, result: str, reason: str, combat_score_a: int, combat_score_b: int,
                 key: uuid.UUID, fates: tuple[played.UnitFate, ...] = ()) -> Game:  # fmt: skip
    """A game played outside the app, entered by hand and marked so; the entering side has confirmed it. With
    `fates`, a record of the game (each unit's fate and who took it out) is sealed in its ledger entry, and the books
    read it as they read a battle (campaigns/played.py)."""
    if result not in rules.RESULTS:
        raise Refused(gettext("Say who won: side A, side B, or a draw."), field="result")
    if reason not in books.REASONS:
        raise Refused(gettext("Say how the game ended."), field="reason")
    if not (0 <= combat_score_a <= 1000 and 0 <= combat_score_b <= 1000):
        raise Refused(gettext("A Combat Score is between 0 and 1000."), field="combat_score_a")
    if fates and result == "draw" and (reason != "last-turn" or combat_score_a != combat_score_b):
        raise Refused(gettext("A game is drawn only at its last turn with equal Combat Scores: check who won, how it "
                              "ended and the scores."), field="result")  # fmt: skip
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return campaign.games.get(number=earlier.data["game"])
        member = member_of(campaign, user)
        if campaign.state != "running":
            raise Refused(gettext("Results are entered while the campaign is running."))
        games = list(campaign.games.all())
        if books.open_game(games) is not None:
            raise Refused(gettext("Finish the game being played and confirm its result first."))
        ladder = books.books(campaign, games).ladder
        attacker = {"side-a": "A", "side-b": "B"}.get(ladder.attacker or "", "")
        record = {"record": _record(campaign, fates)} if fates else {}
        game = Game.objects.create(
            campaign=campaign, number=len(games) + 1, scenario=ladder.scenario, attacker=attacker, map=ladder.map,
            by_hand=True, state="to-confirm", result=result, reason=reason, combat_score_a=combat_score_a,
            combat_score_b=combat_score_b, **{f"confirmed_{member.side.lower()}": member.display_name},
        )  # fmt: skip
        append(campaign, kind="by-hand", by=member, key=key,
               summary=f"Game {game.number} ({ladder.title}) entered by hand: {books.ledger_words(result)}, "
                       f"Combat Score {combat_score_a} to {combat_score_b}. Side {member.side} confirms.",
               data={"game": game.number, "result": result, "reason": reason,
                     "combat_score": {"A": combat_score_a, "B": combat_score_b}, **record})  # fmt: skip
    return game


def _record(campaign: Campaign, fates: tuple[played.UnitFate, ...]) -> dict:
    """The game's record, checked against both forces as they stand (the ones that fought it)."""
    forces = {f.side: f.roster for f in campaign.forces.all()}
    checked = {s: check_document(forces[s], base_points=FORCE_LIMIT, players=2, salvage=True) for s in ("A", "B")}
    return played.record_of(checked, fates)


def result_confirm(*, code: str, user, number: int, side: str, key: uuid.UUID) -> Game:
    """A side says the result stands (a player of that side, or an organiser for an absent one). Once both have,
    the points are booked, the ladder moves and the streaks and morale follow."""
    side = _side(side)
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return campaign.games.get(number=earlier.data["game"])
        member = member_of(campaign, user)
        if member.side != side and not member.is_organiser:
            raise Refused(
                gettext("Only a player of side %(side)s, or an organiser, confirms for side %(side)s.") % {"side": side}
            )
        game = campaign.games.filter(number=number).select_related("battle").first()
        if game is None or game.state not in ("playing", "to-confirm"):
            raise Refused(gettext("That game has no result waiting to be confirmed."))
        if game.state == "playing":
            _take_result(game)
        if getattr(game, f"confirmed_{side.lower()}"):
            raise Refused(gettext("Side %(side)s has confirmed this result already.") % {"side": side})
        setattr(game, f"confirmed_{side.lower()}", member.display_name)
        if campaign.app_side and not getattr(game, f"confirmed_{campaign.app_side.lower()}"):
            setattr(game, f"confirmed_{campaign.app_side.lower()}", "the app")  # it takes what its player confirmed
        done = bool(game.confirmed_a and game.confirmed_b)
        game.state = "confirmed" if done else "to-confirm"
        game.save()
        for_whom = "" if member.side == side else f" for side {side}"
        if not done:
            append(campaign, kind="confirm", by=member, key=key,
                   summary=f"{member.display_name} confirms game {game.number}{for_whom}: "
                           f"{books.ledger_words(game.result)}.", data={"game": game.number, "side": side})  # fmt: skip
            return game
        _book_result(campaign, game, member, key)
    return game


def _take_result(game: Game) -> None:
    """The ended battle's result, read back into the campaign's sides (the attacker played as team A)."""
    battle: Battle = game.battle
    if battle is None or battle.phase != "ended":
        raise Refused(gettext("The battle is still being played: its result can be confirmed once it has ended."))
    game.result, game.reason, game.combat_score_a, game.combat_score_b = books.battle_result(game)


def _book_result(campaign: Campaign, game: Game, member: Member, key: uuid.UUID) -> None:
    games = list(campaign.games.all())
    before = books.books(campaign, [g for g in games if g.number != game.number])
    after = books.books(campaign, games)
    gained = {s: after.records[s].points - before.records[s].points for s in ("A", "B")}
    victory = rules.victory_of(game.result, game.reason)
    ladder = after.ladder
    if ladder.over:
        campaign.state, campaign.ended_at = "ended", timezone.now()
        nxt = "The campaign is over: " + (f"side {ladder.winner[-1].upper()} wins it." if ladder.winner
                                          else "it is drawn.")  # fmt: skip
    else:
        nxt = f"Next: {ladder.title}" + (f", side {ladder.attacker[-1].upper()} attacking." if ladder.attacker
                                         else ".")  # fmt: skip
    entry = append(campaign, kind="result", by=member, key=key, points=(gained["A"], gained["B"]),
           summary=f"Game {game.number} confirmed: {books.ledger_words(game.result)} ({victory}). Points: side A "
                   f"+{gained['A']}, side B +{gained['B']}. {nxt}",
           data={"game": game.number, "result": game.result, "victory": victory, "reason": game.reason,
                 "combat_score": {"A": game.combat_score_a, "B": game.combat_score_b}, "points": gained,
                 "morale": {s: after.records[s].morale for s in ("A", "B")}, "ladder": books.ladder_json(ladder)})  # fmt: skip
    if ladder.over:  # the chain is closed with the time and every client seed; the seed is revealed in the export
        campaign.head_hash = fairplay.entry_hash(entry.hash, closing_link(campaign.ended_at, campaign.members.all()))
        campaign.save(update_fields=["head_hash"])


def result_void(*, code: str, user, number: int, reason: str, key: uuid.UUID) -> Game:
    """An organiser corrects a wrong result: the last confirmed game is voided by a new entry that takes its points
    back (never by deleting), and the ladder stands as before it; the game can then be entered again."""
    reason = reason.strip()
    if not reason:
        raise Refused(gettext("Say why the result is voided: everyone reads it in the ledger."), field="reason")
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return campaign.games.get(number=earlier.data["game"])
        member = _organiser(campaign, user)
        if campaign.state == "ended":
            raise Refused(gettext("The campaign is over and its ledger is closed: results can no longer be voided."))
        confirmed = [g for g in campaign.games.all() if g.state == "confirmed"]
        game = next((g for g in confirmed if g.number == number), None)
        if game is None or game is not confirmed[-1]:
            raise Refused(gettext("Only the last confirmed result can be voided."))
        booked = campaign.entries.filter(kind="result", data__game=number).order_by("-seq").first()
        gained = booked.data["points"]
        game.state = "voided"
        game.save(update_fields=["state"])
        append(campaign, kind="void", by=member, key=key, voids=booked.seq, points=(-gained["A"], -gained["B"]),
               summary=f"{member.display_name} voids the result of game {game.number}: {reason[:120]}",
               data={"game": game.number, "reason": reason[:200]})  # fmt: skip
    return game
