"""R46 in a campaign: a Supply Road whose last turn ends with the road not cleared is the defender's decisive win,
15 campaign points plus its Combat Score ("A decisive victory is scored by accomplishing or keeping the enemy from
accomplishing the mission objective"), not a strategic 7 on the higher score; the attacker's lost game is worth 3."""

from __future__ import annotations

from battles.models import Battle
from battles.services import objective, turns
from campaigns import books, services
from campaigns.models import Game
from rules.engine.procedures.campaign import LADDER
from tests.battles.lobby_fixtures import initiative, settle_setup
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, key, play_game


def test_the_defender_who_kept_the_road_to_the_last_turn_books_a_decisive_win(running):
    campaign, anna, bruno = running
    for winner in ("A", "A"):  # map 1, then king of the hill: Bruno lost it, so he defends
        confirm_both(campaign, anna, bruno, play_game(campaign, anna, winner))
    game = services.next_game(code=campaign.code, user=anna, key=key())
    assert (game.scenario, game.attacker) == (LADDER[2], "A") == ("the-supply-road", "A")
    battle = Battle.objects.get(pk=game.battle_id)
    seats = {s.team: s for s in battle.seats.all()}
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=seats["A"].pk)
    for _turn in range(battle.turn_limit):
        initiative(battle, seats["A"], "5,2")
        turns.end_turn(code=battle.code, seat_id=seats["A"].pk, key=key())
    assert Battle.objects.get(pk=battle.pk).state["question"]["team"] == "A"  # Anna's attackers had to clear it

    objective.answer_question(code=battle.code, seat_id=seats["A"].pk, accomplished=False, key=key())
    before = books.books(campaign, list(campaign.games.all())).points  # the ledger's balance before it is booked
    game = confirm_both(campaign, anna, bruno, Game.objects.get(pk=game.pk))

    assert (game.state, game.result, game.reason) == ("confirmed", "side-b-wins", "objective-stopped")
    after = books.books(campaign, list(campaign.games.all())).points
    assert after["B"] - before["B"] == 15 + game.combat_score_b  # decisive, not the strategic 7
    assert after["A"] - before["A"] == 3 + game.combat_score_a
