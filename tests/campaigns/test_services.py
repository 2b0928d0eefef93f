"""The campaign's services: forming, the morale roll, games made from the ladder and played as battles, results
confirmed by both sides and booked, corrections by a new entry; every change in the hash-chained ledger."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction
from django.db.utils import DatabaseError

from armies.roster_check import example_document
from battles.models import Battle
from battles.replay import replay_battle
from battles.services import terrain
from bof_site.refusals import Refused
from campaigns import books, services
from campaigns.models import Campaign, Entry, Game, Member
from campaigns.selectors import ledger_export
from campaigns.verify import verify_campaign
from dice import fairplay
from rules.engine.procedures.campaign import LADDER
from tests.battles.lobby_fixtures import GERMANS
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, key, play_game


def fresh(campaign):
    return Campaign.objects.get(pk=campaign.pk)


def test_a_campaign_forms_and_starts_with_each_sides_morale_rolled_by_the_server(running):
    campaign, anna, bruno = running
    assert campaign.state == "running"
    morale = Entry.objects.get(campaign=campaign, kind="morale")
    dice = morale.data["dice"]
    assert [r["dice"] for r in morale.rolls] == [[dice["A"]], [dice["B"]]]
    assert morale.data["morale"] == {s: {1: 8, 2: 8, 3: 9, 4: 9, 5: 9, 6: 10}[d] for s, d in dice.items()}
    report = fairplay.verify(ledger_export(campaign))
    assert report.ok, report.problems


def test_only_logged_in_players_join_once_and_before_the_start(forming, make_player):
    campaign, anna, bruno = forming
    with pytest.raises(Refused, match="already"):
        services.member_join(code=campaign.code, user=bruno, display_name="B2", side="B")
    with pytest.raises(Refused, match="Log in"):
        services.member_join(code=campaign.code, user=None, display_name="Cleo", side="A")
    with pytest.raises(Refused, match="Pick side"):
        services.member_join(code=campaign.code, user=make_player("cleo"), display_name="Cleo", side="C")
    with pytest.raises(Refused, match="needs a player and a core force"):
        services.campaign_start(code=campaign.code, user=anna, key=key())


def test_only_an_organiser_starts_it_and_a_force_is_fixed_once_it_runs(forming):
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(GERMANS), source="Example")
    with pytest.raises(Refused, match="organiser"):
        services.campaign_start(code=campaign.code, user=bruno, key=key())
    services.campaign_start(code=campaign.code, user=anna, key=key())
    with pytest.raises(Refused, match="fixed when the campaign started"):
        services.force_choose(code=campaign.code, user=bruno, doc=example_document(GERMANS), source="Example")


def test_the_next_game_is_the_ladders_battle_with_both_forces_sealed_and_the_campaign_morale(running):
    campaign, anna, bruno = running
    game = services.next_game(code=campaign.code, user=bruno, key=key())
    battle = Battle.objects.get(pk=game.battle_id)
    assert (game.number, game.scenario, game.attacker, game.map) == (1, LADDER[0], "", "new-map")
    assert battle.game_mode == LADDER[0] and battle.phase == "setup"
    seats = {s.team: s for s in battle.seats.all()}
    assert (seats["A"].user, seats["B"].user) == (anna, bruno) and all(s.roster_commitment for s in seats.values())
    morale = books.books(campaign, []).records
    assert battle.state["force_morale"] == {"A": morale["A"].morale, "B": morale["B"].morale}
    with pytest.raises(Refused, match="Finish the game being played"):
        services.next_game(code=campaign.code, user=anna, key=key())


def test_a_result_is_booked_once_both_sides_confirm_and_the_ladder_moves(running):
    campaign, anna, bruno = running
    game = play_game(campaign, anna, winner="A")
    with pytest.raises(Refused, match="Only a player of side A"):
        services.result_confirm(code=campaign.code, user=bruno, number=1, side="A", key=key())
    services.result_confirm(code=campaign.code, user=anna, number=1, side="A", key=key())
    assert Game.objects.get(pk=game.pk).state == "to-confirm"
    with pytest.raises(Refused, match="confirmed this result already"):
        services.result_confirm(code=campaign.code, user=anna, number=1, side="A", key=key())
    services.result_confirm(code=campaign.code, user=bruno, number=1, side="B", key=key())
    game = Game.objects.get(pk=game.pk)
    assert (game.state, game.result, game.reason) == ("confirmed", "side-a-wins", "mission-objective")
    state = books.books(campaign, list(campaign.games.all()))
    # Decisive victory 15 + Combat Score, a lost game 3 + Combat Score.
    assert state.points == {"A": 15 + game.combat_score_a, "B": 3 + game.combat_score_b}
    assert (state.ladder.scenario, state.ladder.games) == (LADDER[1], 1)
    assert fairplay.verify(ledger_export(fresh(campaign))).ok


def test_the_defender_winning_resets_the_ladder_to_probing_on_the_map_just_played(running):
    campaign, anna, bruno = running
    for winner in ("A", "A"):  # map 1, then king of the hill: Bruno lost it, so he defends
        confirm_both(campaign, anna, bruno, play_game(campaign, anna, winner))
    third = play_game(campaign, anna, winner="B")
    assert (third.scenario, third.attacker) == (LADDER[2], "A")
    assert Battle.objects.get(pk=third.battle_id).seats.get(team="A").user == anna  # the attacker is team A
    confirm_both(campaign, anna, bruno, third)
    ladder = books.books(campaign, list(campaign.games.all())).ladder
    assert (ladder.scenario, ladder.attacker, ladder.map) == (LADDER[0], None, "previous-map")
    assert ladder.path[-1].event == "reset"


def test_a_reset_is_fought_on_the_terrain_of_the_map_just_played(running):
    campaign, anna, bruno = running
    for winner in ("A", "A"):
        confirm_both(campaign, anna, bruno, play_game(campaign, anna, winner))

    def lay_out(battle, host):  # the third map: a preset, a piece typed in and changed, one burnt down
        def add(**piece):
            return terrain.piece_add(code=battle.code, seat_id=host.pk, key=key(), **piece)

        add(preset="stone-wall")
        farm = add(piece=terrain.PieceInput("Farmhouse", "hard", "plains", True, "none")).data["added"]["id"]
        terrain.piece_edit(code=battle.code, seat_id=host.pk, key=key(), piece_id=farm,
                           piece=terrain.PieceInput("Farmhouse", "medium", "plains", True, "none"))  # fmt: skip
        barn = add(piece=terrain.PieceInput("Barn", "soft", "plains", True, "none")).data["added"]["id"]
        terrain.piece_remove(code=battle.code, seat_id=host.pk, key=key(), piece_id=barn)

    third = confirm_both(campaign, anna, bruno, play_game(campaign, anna, winner="B", on_the_table=lay_out))
    fourth = services.next_game(code=campaign.code, user=anna, key=key())
    assert (fourth.scenario, fourth.map) == (LADDER[0], "previous-map")
    battle = Battle.objects.get(pk=fourth.battle_id)
    laid = [(p["name"], p["cover"], p.get("removed", False)) for p in battle.state["terrain"]]
    assert laid == [("Stone wall", "medium", False), ("Farmhouse", "medium", False), ("Barn", "soft", False)]
    entry = battle.entries.get(kind="terrain")
    assert entry.data["carried_over"] == third.battle.code and len(entry.data["pieces"]) == 3
    assert (
        Entry.objects.filter(campaign=campaign, kind="game")
        .last()
        .summary.endswith(f"on the map of game 3. Battle {battle.code}.")
    )
    report = replay_battle(battle)
    assert not report.problems and not report.stopped and report.changes == report.of > 0, report.problems


def test_a_game_entered_by_hand_is_marked_and_needs_the_other_side(running):
    campaign, anna, bruno = running
    game = services.game_by_hand(code=campaign.code, user=bruno, result="draw", reason="last-turn",
                                 combat_score_a=4, combat_score_b=6, key=key())  # fmt: skip
    assert game.by_hand and game.state == "to-confirm" and game.confirmed_b == "Bruno"
    services.result_confirm(code=campaign.code, user=anna, number=game.number, side="A", key=key())
    assert books.books(campaign, list(campaign.games.all())).points == {"A": 3 + 4, "B": 3 + 6}


def test_a_wrong_result_is_voided_by_a_new_entry_and_its_points_taken_back(running):
    campaign, anna, bruno = running
    game = services.game_by_hand(code=campaign.code, user=anna, result="side-a-wins", reason="mission-objective",
                                 combat_score_a=10, combat_score_b=2, key=key())  # fmt: skip
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    with pytest.raises(Refused, match="organiser"):
        services.result_void(code=campaign.code, user=bruno, number=1, reason="wrong", key=key())
    services.result_void(code=campaign.code, user=anna, number=1, reason="we swapped the sides", key=key())
    state = books.books(campaign, list(campaign.games.all()))
    assert state.points == {"A": 0, "B": 0} and state.ladder.games == 0
    void = Entry.objects.filter(campaign=campaign).order_by("-seq").first()
    assert void.kind == "void" and void.voids == Entry.objects.get(campaign=campaign, kind="result").seq
    again = services.game_by_hand(code=campaign.code, user=anna, result="side-b-wins", reason="last-turn",
                                  combat_score_a=2, combat_score_b=10, key=key())  # fmt: skip
    assert again.number == 2
    assert fairplay.verify(ledger_export(fresh(campaign))).ok


def test_a_double_tap_makes_one_game(running):
    campaign, anna, bruno = running
    tap = key()
    first = services.next_game(code=campaign.code, user=anna, key=tap)
    again = services.next_game(code=campaign.code, user=anna, key=tap)
    assert first.pk == again.pk and Game.objects.filter(campaign=campaign).count() == 1


def test_the_ledger_is_append_only_and_points_never_go_below_zero(running):
    campaign, anna, bruno = running
    entry = Entry.objects.filter(campaign=campaign).first()
    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
        Entry.objects.filter(pk=entry.pk).update(summary="changed")
    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
        Entry.objects.filter(pk=entry.pk).delete()
    last = Entry.objects.filter(campaign=campaign).order_by("-seq").first()
    below = Entry(campaign=campaign, seq=last.seq + 1, kind="spend", summary="x", points_a=-1, points_b=0,
                  created_at=last.created_at, prev_hash=last.hash, hash="0" * 64)  # fmt: skip
    with pytest.raises(IntegrityError, match="campaign_points"), transaction.atomic():
        below.save(force_insert=True)


def test_verify_campaign_recomputes_the_morale_dice_and_names_a_direct_edit(running):
    from io import StringIO

    from django.core.management import call_command
    from django.core.management.base import CommandError

    campaign, anna, bruno = running
    game = services.game_by_hand(code=campaign.code, user=anna, result="side-a-wins", reason="last-turn",
                                 combat_score_a=9, combat_score_b=1, key=key())  # fmt: skip
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    out = StringIO()
    call_command("verify_campaign", campaign.code.lower(), stdout=out)
    assert "2 rolls recomputed" in out.getvalue() and "VERIFIED" in out.getvalue()

    Game.objects.filter(pk=game.pk).update(combat_score_a=40)  # someone edits the table directly
    with pytest.raises(CommandError, match="did not verify"):
        call_command("verify_campaign", campaign.code, stdout=(out := StringIO()))
    assert "game 1's result or Combat Score differs from its ledger entry" in out.getvalue()


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda c, g: Campaign.objects.filter(pk=c.pk).update(name="Arnhem 44"), "the campaign's name"),
        (lambda c, g: Campaign.objects.filter(pk=c.pk).update(measure="in"), "the campaign's measure"),
        (lambda c, g: Campaign.objects.filter(pk=c.pk).update(house_rules=["R36"]), "the campaign's house rules"),
        (lambda c, g: Campaign.objects.filter(pk=c.pk).update(state="ended"), "the campaign's state"),
        (lambda c, g: Member.objects.filter(campaign=c, display_name="Bruno").update(side="A"), "Bruno's side"),
        (lambda c, g: Game.objects.filter(pk=g.pk).update(scenario="capture-the-commander"), "game 1's scenario"),
    ],
    ids=["name", "measure", "house-rules", "state", "member-side", "scenario"],
)
def test_verify_campaign_names_an_edit_of_what_its_ledger_decides(running, edit, problem):
    campaign, anna, bruno = running
    game = services.game_by_hand(code=campaign.code, user=anna, result="side-a-wins", reason="last-turn",
                                 combat_score_a=9, combat_score_b=1, key=key())  # fmt: skip
    assert verify_campaign(Campaign.objects.get(pk=campaign.pk)).ok

    edit(campaign, game)  # someone with the database's keys

    report = verify_campaign(Campaign.objects.get(pk=campaign.pk))
    assert not report.ok
    assert any(problem in p for p in report.problems), report.problems
