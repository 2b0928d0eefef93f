"""Campaign fixtures: Anna (organiser, side A) and Bruno (side B) with the sample examples as core forces, and a
campaign battle played to its end through the battles' own services.

A test file takes them with `from tests.campaigns.fixtures import *  # noqa: F403`."""

from __future__ import annotations

import uuid

import pytest

from armies.roster_check import example_document
from battles.models import Battle, BattleUnit
from battles.services import objective, turns
from battles.services.rolls import battle_roll
from campaigns import services
from campaigns.models import Campaign, Game
from tests.armies.builder_fixtures import make_detachment  # noqa: F401
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, settle_setup

__all__ = ["sample_pack", "make_player", "make_detachment", "player", "stranger", "forming", "running", "arsenal"]  # noqa: F405
__all__ += ["recon"]


def key() -> uuid.UUID:
    return uuid.uuid4()


@pytest.fixture
def forming(sample_pack, player, stranger):
    """Anna's campaign with Bruno joined on side B; no forces yet."""
    campaign = services.campaign_create(name="Normandy 44", user=player, display_name="Anna", side="A")
    services.member_join(code=campaign.code, user=stranger, display_name="Bruno", side="B")
    return campaign, player, stranger


@pytest.fixture
def running(forming):
    """Both forces chosen (the sample examples) and morale rolled: the campaign runs, game 1 is next."""
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    return Campaign.objects.get(pk=campaign.pk), anna, bruno


RECON = "de-armored-reconnaissance-150"  # armoured cars that rise in quality, a light tank, a half-track, riflemen


@pytest.fixture
def recon(forming):
    """Anna's armoured reconnaissance against Bruno's infantry; Anna has won a decisive game 1 (15 points)."""
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(RECON), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    game = services.game_by_hand(code=campaign.code, user=anna, result="side-a-wins", reason="mission-objective",
                                 combat_score_a=0, combat_score_b=0, key=key())  # fmt: skip
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    return campaign, anna, bruno


def with_experience(player, stranger, *, name: str = "Veterans", force_b: str = AMERICANS) -> Campaign:
    """Anna's Germans against Bruno's force (the sample Americans unless said), the experience rule (R35) on,
    started."""
    campaign = services.campaign_create(name=name, user=player, display_name="Anna", side="A", house_rules=("R35",))
    services.member_join(code=campaign.code, user=stranger, display_name="Bruno", side="B")
    services.force_choose(code=campaign.code, user=player, doc=example_document(GERMANS), source="Example")
    services.force_choose(code=campaign.code, user=stranger, doc=example_document(force_b), source="Example")
    services.campaign_start(code=campaign.code, user=player, key=key())
    return Campaign.objects.get(pk=campaign.pk)


def first_turn_of_next_game(campaign: Campaign, user) -> tuple[Game, Battle, dict]:
    """The ladder's next game started, its battle set up and in turn 1 with side A's team acting first: (game,
    battle, its seats by team; neutral roles: side A is team A)."""
    game = services.next_game(code=campaign.code, user=user, key=key())
    battle = Battle.objects.get(pk=game.battle_id)
    seats = {s.team: s for s in battle.seats.all()}
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=seats["A"].pk)
    initiative(battle, seats["A"], "6,1")
    return game, battle, seats


def play_game(campaign: Campaign, user, winner: str | None, on_the_table=None) -> Game:
    """Start the ladder's next game and play its battle to the end: `winner` ("A"/"B", campaign sides) completes the
    mission objective in turn 1; None plays all five turns to a draw on equal scores. `on_the_table(battle, host)`
    runs as setup begins (terrain, say)."""
    game = services.next_game(code=campaign.code, user=user, key=key())
    battle = Battle.objects.get(pk=game.battle_id)
    seats = {s.team: s for s in battle.seats.all()}
    host = next(s for s in seats.values() if s.is_host)
    if on_the_table:
        on_the_table(battle, host)
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=host.pk)
    team_of = {"A": "A", "B": "B"} if game.attacker != "B" else {"A": "B", "B": "A"}
    for turn in range(5):
        initiative(battle, host, "5,2")
        if winner and turn == 0:
            claimer, other = seats[team_of[winner]], seats["B" if team_of[winner] == "A" else "A"]
            objective.declare(code=battle.code, seat_id=claimer.pk, note="held", key=key())
            objective.answer(code=battle.code, seat_id=other.pk, accept=True, key=key())
        turns.end_turn(code=battle.code, seat_id=host.pk, key=key())
        if Battle.objects.get(pk=battle.pk).phase == "ended":
            break
    return Game.objects.get(pk=game.pk)


def confirm_both(campaign: Campaign, anna, bruno, game: Game) -> Game:
    services.result_confirm(code=campaign.code, user=anna, number=game.number, side="A", key=key())
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    return Game.objects.get(pk=game.pk)


ARMOUR = "de-armored-group-150"  # Bruno's Panzer IVs


def tank_left_behind_in(forming) -> tuple[Campaign, object, object, BattleUnit]:
    """Anna (US infantry, side A) beats Bruno's armoured group in game 1, both confirm; the crew of one of his tanks
    bailed out (a failed-morale effect of 4), so the tank is left for salvage: (campaign, anna, bruno, tank)."""
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(AMERICANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(ARMOUR), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    game, battle, seats = first_turn_of_next_game(campaign, anna)
    tank = BattleUnit.objects.filter(seat=seats["B"], unit_type="afv").order_by("ref").first()
    battle_roll(code=battle.code, seat_id=seats["A"].pk, procedure_id="failed-morale-effect", target_id=tank.pk,
                data={"dice": ["2,2"], "unit_kind": ["vehicle-crew"]}, key=key())  # fmt: skip
    objective.declare(code=battle.code, seat_id=seats["A"].pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=seats["B"].pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=seats["A"].pk, key=key())
    confirm_both(campaign, anna, bruno, game)
    return Campaign.objects.get(pk=campaign.pk), anna, bruno, tank
