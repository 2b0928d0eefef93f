"""The season's story (issue 34): win streaks beside the losing streaks in state.json, and the season report: the
ladder's path game by game with the players' notes, the points over the games, each unit's kills and fate."""

from __future__ import annotations

import re

from battles.models import BattleUnit
from battles.services import objective, turns
from battles.services.rolls import battle_roll
from campaigns import notes, services
from campaigns.models import Campaign, Entry, Game
from campaigns.selectors import state_json
from rules import localized
from rules.engine.ladder import LADDER
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, first_turn_of_next_game, key

KILL = "1,1"  # the infantry effect table: a double 1 kills (tests/campaigns/test_history.py)


def confirmed_by_hand(campaign: Campaign, anna, bruno, result: str, score_a: int = 4, score_b: int = 2) -> Game:
    game = services.game_by_hand(code=campaign.code, user=anna, result=result, reason="mission-objective",
                                 combat_score_a=score_a, combat_score_b=score_b, key=key())  # fmt: skip
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    return Game.objects.get(pk=game.pk)


def streaks(campaign: Campaign) -> dict[str, tuple[int, int]]:
    """Each side's (win_streak, streak) as state.json says them."""
    sides = state_json(Campaign.objects.get(pk=campaign.pk))["sides"]
    return {s: (sides[s]["win_streak"], sides[s]["streak"]) for s in ("A", "B")}


# --- Win streaks ---------------------------------------------------------------------------------------------------

# Each game's result, then each side's (wins in a row, losses in a row) after it: a draw ends both sides' streaks.
SEQUENCE = [
    ("side-a-wins", {"A": (1, 0), "B": (0, 1)}),
    ("side-a-wins", {"A": (2, 0), "B": (0, 2)}),
    ("side-b-wins", {"A": (0, 1), "B": (1, 0)}),
    ("draw", {"A": (0, 0), "B": (0, 0)}),
    ("side-b-wins", {"A": (0, 1), "B": (1, 0)}),
    ("side-b-wins", {"A": (0, 2), "B": (2, 0)}),
    ("side-b-wins", {"A": (0, 3), "B": (3, 0)}),
]


def test_win_streaks_follow_the_results_game_by_game(running):
    campaign, anna, bruno = running
    assert streaks(campaign) == {"A": (0, 0), "B": (0, 0)}
    for number, (result, after) in enumerate(SEQUENCE, start=1):
        confirmed_by_hand(campaign, anna, bruno, result)
        assert streaks(campaign) == after, f"after game {number} ({result})"


def test_a_voided_result_leaves_the_streaks_as_they_were_before_it(running):
    campaign, anna, bruno = running
    for result, _after in SEQUENCE[:2]:
        last = confirmed_by_hand(campaign, anna, bruno, result)
    services.result_void(code=campaign.code, user=anna, number=last.number, reason="wrong winner", key=key())
    assert streaks(campaign) == SEQUENCE[0][1]


def test_state_json_adds_win_streak_and_keeps_the_rest_of_its_contract(running):
    campaign, anna, bruno = running
    confirmed_by_hand(campaign, anna, bruno, "side-a-wins")
    sides = state_json(Campaign.objects.get(pk=campaign.pk))["sides"]
    assert set(sides["A"]) == {"points", "morale", "wins", "losses", "draws", "streak", "win_streak"}
    assert (sides["A"]["streak"], sides["B"]["streak"]) == (0, 1)  # `streak` is still the losing streak


def test_the_campaign_page_shows_each_sides_streak(client, running):
    campaign, anna, bruno = running
    for result, _after in SEQUENCE[:2]:
        confirmed_by_hand(campaign, anna, bruno, result)
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/").text
    assert re.search(r'data-testid="streak-A">\s*won 2 in a row', page)
    assert re.search(r'data-testid="streak-B">\s*lost 2 in a row', page)


# --- The season report ---------------------------------------------------------------------------------------------


def test_the_report_follows_the_ladder_game_by_game_with_its_points_and_notes(client, running):
    campaign, anna, bruno = running
    first = confirmed_by_hand(campaign, anna, bruno, "side-a-wins", 6, 3)
    notes.note_write(
        code=campaign.code, user=bruno, number=first.number, text="Lost the crossroads <early>.", key=key()
    )
    confirmed_by_hand(campaign, anna, bruno, "side-b-wins", 2, 9)
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/report/").text
    steps = re.findall(r'data-testid="step-(\d+)">\s*<p class="step-head"><strong>\d+\. ([^<]+)</strong>', page)
    assert steps == [("1", localized.mode_title(LADDER[0])), ("2", localized.mode_title(LADDER[1]))]
    booked = {e.data["game"]: e.data["points"] for e in Entry.objects.filter(campaign=campaign, kind="result")}
    for points in booked.values():
        assert f"points: side A +{points['A']}, side B +{points['B']}" in page
    assert booked[1] == {"A": 15 + 6, "B": 3 + 3}  # a decisive win and the Combat Score; the loser's 3 and its own
    assert "Lost the crossroads &lt;early&gt;." in page and 'data-testid="note-1"' in page
    assert 'data-testid="note-2"' not in page
    assert '<svg class="points-chart"' in page and '<svg class="ladder"' in page
    assert "side A won (decisive victory)" in page and "side B won (decisive victory)" in page


def test_a_voided_game_is_marked_and_books_no_points_in_the_report(client, running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno, "side-a-wins")
    services.result_void(code=campaign.code, user=anna, number=game.number, reason="wrong winner", key=key())
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/report/").text
    step = page[page.index('data-testid="step-1"') : page.index("</li>", page.index('data-testid="step-1"'))]
    assert '<li class="step voided" data-testid="step-1">' in page
    assert "Voided" in step and "points: side A" not in step


def test_each_units_kills_and_fate_are_in_the_report(client, running):
    """Anna's rifleman kills two of Bruno's riflemen in game 1 (R35's count from the battle's log): the report gives
    him 2 kills, the two "game 1: killed", and every unit that fought and was never taken out says so."""
    campaign, anna, bruno = running
    game, battle, seats = first_turn_of_next_game(campaign, anna)
    shooter = BattleUnit.objects.filter(seat=seats["A"], unit_type="infantry", squad_leader=False).first()
    turns.activate(code=battle.code, seat_id=seats["A"].pk, unit_id=shooter.pk, key=key())
    enemies = BattleUnit.objects.filter(seat=seats["B"], unit_type="infantry", squad_leader=False, stats__crew=1)
    for enemy in list(enemies.order_by("ref"))[:2]:
        battle_roll(code=battle.code, seat_id=seats["A"].pk, procedure_id="effect-infantry", data={"dice": [KILL]},
                    key=key(), target_id=enemy.pk)  # fmt: skip
    objective.declare(code=battle.code, seat_id=seats["A"].pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=seats["B"].pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=seats["A"].pk, key=key())
    confirm_both(campaign, anna, bruno, Game.objects.get(pk=game.pk))
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/report/").text
    fates = {side: _fates(page, side) for side in ("A", "B")}
    assert len(fates["A"]) == len(campaign.forces.get(side="A").roster["units"])
    assert len(fates["B"]) == len(campaign.forces.get(side="B").roster["units"])
    assert sorted(kills for kills, _fate in fates["A"])[-1] == 2 and sum(k for k, _f in fates["A"]) == 2
    assert [fate for _k, fate in fates["B"]].count("game 1: killed") == 2
    assert all(fate == "never taken out" for _k, fate in fates["A"])
    assert sum(k for k, _f in fates["B"]) == 0


def _fates(page: str, side: str) -> list[tuple[int, str]]:
    """(kills, fate) of each row of the side's table in the report."""
    table = page[
        page.index(f'data-testid="fates-{side}"') : page.index("</table>", page.index(f'data-testid="fates-{side}"'))
    ]
    rows = re.findall(r'<tr><td>.*?</td><td class="num">(\d+)</td><td>([^<]*)</td></tr>', table)
    return [(int(kills), fate) for kills, fate in rows]


def test_the_report_at_the_end_of_the_campaign_says_who_won_it(client, running):
    campaign, anna, bruno = running
    while Campaign.objects.get(pk=campaign.pk).state == "running":
        confirmed_by_hand(campaign, anna, bruno, "side-a-wins")
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/report/").text
    games = Game.objects.filter(campaign=campaign).count()
    assert "side A won it" in page and page.count('class="step"') == games
    assert re.search(rf'data-testid="streak-A">\s*won {games} in a row', page)


def test_the_report_is_reachable_while_the_campaign_forms(client, forming):
    campaign, anna, _bruno = forming
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/report/")
    assert page.status_code == 200 and "No games yet." in page.text


def test_the_report_is_reachable_while_the_campaign_runs(client, running):
    campaign, anna, bruno = running
    confirmed_by_hand(campaign, anna, bruno, "draw")
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/report/").text
    assert page.count('class="step"') == 1 and "side A won it" not in page and "a draw" in page


def test_strangers_do_not_see_a_private_report(client, running, make_player):
    campaign, _anna, _bruno = running
    client.force_login(make_player("cleo"))
    assert client.get(f"/campaigns/{campaign.code}/report/").status_code == 404
