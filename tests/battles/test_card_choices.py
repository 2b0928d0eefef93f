"""Event cards that ask their drawer to choose, done as they say (battles/services/card_choices.py): each card's
effect, a refusal that changes nothing, the secret minefield on its drawer's phone only, the form for the drawer
only, a void that puts everything back, a pack's own card said to be words only, and the pages in German."""

from __future__ import annotations

import uuid

import pytest
from django.utils import translation

from armies.models import EventCard
from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.services import card_choices, followups, lobby, rolls, setup, terrain, turns, voids
from battles.services import cards as draws
from battles.table.prefill import unit_facts
from bof_site.refusals import Refused
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import PARATROOPERS, initiative, key, seat_examples, settle_setup, verified
from tests.battles.pages import phone, text, words

MOTORIZED = "us-motorized-infantry-150"


@pytest.fixture
def table(make_battle):
    """Anna (host, team A, German paratroopers, all elite: 2 cards) and Ben (team B, US motorized infantry with two
    half-tracks: 1 card), revealed, in setup."""
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, PARATROOPERS), (ben, MOTORIZED))
    return battle, anna, ben


def drawn(battle, seat, *card_keys):
    draws.draw_at_table(code=battle.code, seat_id=seat.pk, card_keys=list(card_keys), key=key())


def choose(battle, seat, card, **given):
    return card_choices.card_choose(code=battle.code, seat_id=seat.pk, card=card, key=key(), **given)


def to_turn_one(battle, anna, ben, first="A"):
    """Force morale, the rest of setup (any card not drawn yet drawn at the table), turn 1, initiative won by
    `first`'s seat."""
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["6"]}, key=key())
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=anna.pk)
    initiative(battle, anna, "6,1" if first == "A" else "1,6")


def units(seat, **where):
    return list(BattleUnit.objects.filter(seat=seat, status="active", **where).order_by("ref"))


def everything(battle) -> tuple:
    """How the battle stands: its row, its log and its units' tokens."""
    row = Battle.objects.filter(pk=battle.pk).values("state", "version", "entry_count", "head_hash")
    tokens = BattleUnit.objects.filter(battle=battle).order_by("pk").values_list("pk", "tokens")
    return list(row), LogEntry.objects.filter(battle=battle).count(), list(tokens)


def refused(call) -> str:
    with pytest.raises(Refused) as caught:
        call()
    return caught.value.message


# --- Veteran sergeant ---------------------------------------------------------------------------------------------


def test_it_makes_the_picked_squad_leader_elite_for_every_form(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "veteran-sergeant")
    leader = units(ben, unit_type="squad-leader")[1]

    entry = choose(battle, ben, "veteran-sergeant", unit_ids=[leader.pk])

    leader.refresh_from_db()
    battle.refresh_from_db()
    assert leader.tokens == {"veteran": 1} and leader.quality == "regular"  # what was revealed stays sealed
    assert unit_facts(leader, battle)["quality"] == "elite"
    assert battle.state["card_choices"]["veteran-sergeant"]["units"] == [leader.pk]
    assert entry.kind == "card-choice" and leader.label in entry.summary and "elite" in entry.summary
    verified(battle)


def test_a_bad_veteran_pick_is_refused_and_changes_nothing(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "veteran-sergeant")
    leaders, rifleman = units(ben, unit_type="squad-leader"), units(ben, unit_type="infantry")[0]
    anna_leader = units(anna, unit_type="squad-leader")[0]
    before = everything(battle)

    assert refused(lambda: choose(battle, ben, "veteran-sergeant", unit_ids=[rifleman.pk])) == (
        "Pick one of your own squad leaders from the list."
    )
    assert refused(lambda: choose(battle, ben, "veteran-sergeant", unit_ids=[anna_leader.pk])) == (
        "Pick one of your own squad leaders from the list."
    )
    assert refused(lambda: choose(battle, ben, "veteran-sergeant", unit_ids=[u.pk for u in leaders])) == (
        "Pick 1 unit: you picked 2."
    )
    assert refused(lambda: choose(battle, anna, "veteran-sergeant", unit_ids=[leaders[0].pk])) == (
        "Only Ben, who drew the card, chooses for it."
    )
    assert refused(lambda: choose(battle, anna, "green-replacements", unit_ids=[leaders[0].pk])) == (
        "Nobody has drawn this card."
    )
    assert everything(battle) == before
    choose(battle, ben, "veteran-sergeant", unit_ids=[leaders[0].pk])
    assert refused(lambda: choose(battle, ben, "veteran-sergeant", unit_ids=[leaders[1].pk])) == (
        "This card's choice is made already. Take it back first to choose again."
    )


def test_with_one_squad_leader_it_applies_as_turn_one_begins_without_asking(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "veteran-sergeant")
    first, second = units(ben, unit_type="squad-leader")
    BattleUnit.objects.filter(pk=first.pk).update(status="dead")  # one squad leader left

    page = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/?step=cards")
    assert "Nothing to choose:" in words(page) and "card-choice-veteran-sergeant" not in page.text
    to_turn_one(battle, anna, ben)

    second.refresh_from_db()
    assert second.tokens.get("veteran") == 1
    settled = LogEntry.objects.get(battle=battle, kind="card-choice")
    assert settled.turn == 0 and second.label in settled.summary
    assert Battle.objects.get(pk=battle.pk).state["card_choices"]["veteran-sergeant"]["unasked"] is True


def test_a_void_takes_the_choice_and_its_token_back(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "veteran-sergeant")
    leader = units(ben, unit_type="squad-leader")[0]
    before = Battle.objects.get(pk=battle.pk).state

    choose(battle, ben, "veteran-sergeant", unit_ids=[leader.pk])
    voids.void_last(code=battle.code, seat_id=ben.pk, reason="wrong man", key=key())

    leader.refresh_from_db()
    assert leader.tokens == {} and Battle.objects.get(pk=battle.pk).state == before
    choose(battle, ben, "veteran-sergeant", unit_ids=[leader.pk])  # and may choose again
    verified(battle)


# --- Green replacements -------------------------------------------------------------------------------------------


def test_two_regular_soldiers_become_conscripts(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "green-replacements")
    riflemen = units(ben, profile_key="us-rifleman")[:3]
    before = everything(battle)

    assert refused(lambda: choose(battle, ben, "green-replacements", unit_ids=[u.pk for u in riflemen])) == (
        "Pick 2 units: you picked 3."
    )
    assert refused(lambda: choose(battle, ben, "green-replacements", unit_ids=[riflemen[0].pk] * 2)) == (
        "Pick each unit once."
    )
    assert everything(battle) == before
    choose(battle, ben, "green-replacements", unit_ids=[riflemen[0].pk, riflemen[1].pk])

    battle.refresh_from_db()
    assert [unit_facts(BattleUnit.objects.get(pk=u.pk), battle)["quality"] for u in riflemen] == [
        "conscript",
        "conscript",
        "regular",
    ]
    entry = LogEntry.objects.filter(battle=battle, kind="card-choice").latest("seq")
    with translation.override("de"):  # the log's line in German (a play-test read "fight as conscript" there)
        line = selectors.said_line(entry)
    assert line.startswith("Ben, Ereigniskarte: Zählen das ganze Spiel über als Rekruten: ") and "fight as" not in line


def test_an_elite_force_has_no_regular_soldier_to_pick(table):
    battle, anna, ben = table
    drawn(battle, anna, "green-replacements", "dusk")
    drawn(battle, ben, "heavy-rain")

    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/?step=cards")

    assert "Nothing this card could pick: it changes nothing." in words(page)
    assert refused(lambda: choose(battle, anna, "green-replacements", unit_ids=[])) == (
        "You have nothing this card could pick: it changes nothing."
    )


# --- Engine trouble -----------------------------------------------------------------------------------------------


def test_the_broken_down_vehicle_may_not_move_in_turn_one_but_may_fire(table):
    battle, anna, ben = table
    drawn(battle, anna, "engine-trouble", "dusk")
    drawn(battle, ben, "heavy-rain")
    track, other = units(ben, unit_type="transport")
    assert refused(lambda: choose(battle, anna, "engine-trouble", unit_ids=[units(anna)[0].pk])) == (
        "Pick an enemy vehicle from the list."
    )
    choose(battle, anna, "engine-trouble", unit_ids=[track.pk])
    to_turn_one(battle, anna, ben, first="B")

    ben_phone = phone(battle.code, ben.pk)
    picker = ben_phone.get(f"/battles/{battle.code}/")
    assert "has broken down and may not move this turn (it may still fire)" in text(picker)
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=track.pk, key=key())
    before = everything(battle)
    said = refused(lambda: turns.spend_action(code=battle.code, seat_id=ben.pk, action="move", key=key()))
    assert said == f"Engine trouble: {track.label} has broken down and may not move this turn (it may still fire)."
    assert everything(battle) == before
    turns.spend_action(code=battle.code, seat_id=ben.pk, action="shoot", key=key())  # it may still fire
    ben.refresh_from_db()
    view = selectors.turn_view(Battle.objects.get(pk=battle.pk), ben)
    assert "move" not in [v.action for v in view.verbs]
    assert not card_choices_broken(battle, other)


def card_choices_broken(battle, unit) -> bool:
    from battles.table.card_choices import broken_down

    return broken_down(Battle.objects.get(pk=battle.pk).state, unit.pk, 1)


# --- Abandoned supply dump ----------------------------------------------------------------------------------------


def test_up_to_three_soldiers_get_the_nations_hand_grenade(table):
    battle, anna, ben = table
    drawn(battle, anna, "supply-dump", "dusk")
    drawn(battle, ben, "heavy-rain")
    sniper = units(anna, profile_key="de-sniper")[0]  # no grenade of his own
    riflemen = units(anna, profile_key="de-rifleman")[:3]
    before = everything(battle)
    assert refused(lambda: choose(battle, anna, "supply-dump", unit_ids=[sniper.pk, *(u.pk for u in riflemen)])) == (
        "Pick 1 to 3 units: you picked 4."
    )
    assert everything(battle) == before

    choose(battle, anna, "supply-dump", unit_ids=[sniper.pk, riflemen[0].pk])

    made = Battle.objects.get(pk=battle.pk).state["card_choices"]["supply-dump"]
    assert made["units"] == [sniper.pk, riflemen[0].pk] and made["weapon"]["key"] == "de-stielhandgranate24"
    state = Battle.objects.get(pk=battle.pk).state
    rolls = [p.id for _action, ps in selectors._verbs(sniper, state, False)["action_rolls"] for p in ps]
    assert "grenade-accuracy" in rolls
    assert sniper.weapons == BattleUnit.objects.get(pk=sniper.pk).weapons  # what was revealed stays sealed
    verified(battle)


# --- Field medic --------------------------------------------------------------------------------------------------


def test_the_field_medic_heals_one_soldier_for_one_action_once_a_game(table):
    battle, anna, ben = table
    drawn(battle, anna, "field-medic", "dusk")
    drawn(battle, ben, "heavy-rain")
    to_turn_one(battle, anna, ben, first="A")
    hurt, acting = units(anna, profile_key="de-rifleman")[:2]
    injure(battle, anna, hurt)
    assert refused(lambda: card_choices.field_medic(code=battle.code, seat_id=anna.pk, unit_id=hurt.pk, key=key())) == (
        "Activate a unit first: the field medic costs one of its actions."
    )
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=acting.pk, key=key())
    left = Battle.objects.get(pk=battle.pk).state["actions"][str(anna.pk)]
    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    assert 'data-testid="field-medic"' in page.text

    card_choices.field_medic(code=battle.code, seat_id=anna.pk, unit_id=hurt.pk, key=key())

    hurt.refresh_from_db()
    state = Battle.objects.get(pk=battle.pk).state
    assert hurt.tokens == {} and state["actions"][str(anna.pk)] == left - 1
    before = everything(battle)
    assert refused(lambda: card_choices.field_medic(code=battle.code, seat_id=anna.pk, unit_id=hurt.pk, key=key())) == (
        "The field medic has been called once already: he comes once a game."
    )
    assert everything(battle) == before
    verified(battle)


def injure(battle, seat, unit):
    """An effect roll of 3 on 2D6 leaves the soldier injured; the morale check it leads to is skipped."""
    rolls.battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id="effect-infantry", data={"dice": ["1,2"]}, key=key(),
        target_id=unit.pk,
    )  # fmt: skip
    for step in Battle.objects.get(pk=battle.pk).state.get("chain") or []:
        followups.skip_step(code=battle.code, seat_id=seat.pk, step_id=step["id"], reason="not now", key=key())


# --- The engineers were here --------------------------------------------------------------------------------------


def test_the_engineers_place_one_free_sector_of_sandbags(table):
    battle, anna, ben = table
    drawn(battle, anna, "engineers-were-here", "dusk")
    drawn(battle, ben, "heavy-rain")
    before = everything(battle)
    spare = terrain.spare_points(Battle.objects.get(pk=battle.pk), battle.seats.get(pk=anna.pk))
    assert refused(lambda: choose(battle, anna, "engineers-were-here", fieldwork="bunker", sector="left")) == (
        "Pick sandbags or barbed wire."
    )
    assert everything(battle) == before

    choose(battle, anna, "engineers-were-here", fieldwork="sandbags", sector="Team A left")

    battle.refresh_from_db()
    work = terrain.fieldworks(battle)[0]
    assert (work["kind"], work["cost"], work["sector"]) == ("sandbags", 0, "Team A left")
    assert any(p.get("fieldwork") == work["id"] for p in terrain.pieces(battle))
    assert terrain.spare_points(battle, battle.seats.get(pk=anna.pk)) == spare  # free
    page = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/?step=cards")
    assert "Placed free: Sandbags in Team A left." in words(page)
    verified(battle)


# --- Old minefield ------------------------------------------------------------------------------------------------


def test_the_old_minefield_is_shown_on_its_drawers_phone_only(table):
    battle, anna, ben = table
    drawn(battle, anna, "old-minefield", "dusk")
    drawn(battle, ben, "heavy-rain")

    entry = choose(battle, anna, "old-minefield", sector="Bridge crossing")

    assert "Bridge crossing" not in entry.summary and "Bridge crossing" not in str(entry.data)
    mine = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/?step=cards")
    theirs = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/?step=cards")
    watching = phone().get(f"/battles/{battle.code}/watch/")
    assert "You noted the minefield in Bridge crossing" in words(mine)
    assert "Noted in secret" in words(theirs)
    for page in (theirs, watching):
        assert "Bridge crossing" not in text(page)
    verified(battle)


# --- Hidden sniper ------------------------------------------------------------------------------------------------


def test_the_hidden_sniper_shoots_once_a_turn_from_the_drawers_turn_card(table):
    battle, anna, ben = table
    drawn(battle, anna, "hidden-sniper", "dusk")
    drawn(battle, ben, "heavy-rain")
    to_turn_one(battle, anna, ben, first="B")
    target = units(ben, profile_key="us-rifleman")[0]
    anna_phone = phone(battle.code, anna.pk)

    assert 'data-testid="sniper-shot"' in anna_phone.get(f"/battles/{battle.code}/").text
    assert 'data-testid="sniper-shot"' not in phone(battle.code, ben.pk).get(f"/battles/{battle.code}/").text
    form = anna_phone.get(f"/battles/{battle.code}/roll/attack/?card=hidden-sniper&target={target.pk}")
    assert form.status_code == 200 and 'name="card" value="hidden-sniper"' in form.text
    assert 'value="13"' in form.text and 'value="100"' in form.text

    shot = anna_phone.post(
        f"/battles/{battle.code}/roll/attack/",
        {"card": "hidden-sniper", "target": target.pk, "key": str(uuid.uuid4()), "attack_value": "13",
         "distance": "100", "units": "cm", "cover": "none", "quality": "regular", "dice": "6,6,6,6"},
    )  # fmt: skip

    assert shot.status_code == 302, text(shot)
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.summary.startswith("Attack roll: Hidden sniper") and entry.data["lands_on"]["unit"] == target.pk
    assert 'data-testid="sniper-shot"' not in anna_phone.get(f"/battles/{battle.code}/").text
    again = {"attack_value": ["13"], "distance": ["100"], "units": ["cm"], "cover": ["none"], "dice": ["1,1,1,1"]}
    assert refused(
        lambda: card_choices.sniper_shot(code=battle.code, seat_id=anna.pk, data=again, key=key(), target_id=target.pk)
    ) == ("The hidden sniper has fired this turn already: he fires once a turn.")
    verified(battle)


def test_the_sniper_fires_only_at_an_enemy_soldier(table):
    battle, anna, ben = table
    drawn(battle, anna, "hidden-sniper", "dusk")
    drawn(battle, ben, "heavy-rain")
    to_turn_one(battle, anna, ben)
    data = {"attack_value": ["13"], "distance": ["100"], "units": ["cm"], "cover": ["none"], "dice": ["1,1,1,1"]}
    for wrong in (units(anna)[0], units(ben, unit_type="transport")[0]):
        assert refused(
            lambda w=wrong: card_choices.sniper_shot(
                code=battle.code, seat_id=anna.pk, data=data, key=key(), target_id=w.pk
            )
        ) == ("Pick an enemy soldier for the sniper.")
    assert refused(
        lambda: card_choices.sniper_shot(
            code=battle.code, seat_id=ben.pk, data=data, key=key(), target_id=units(anna)[0].pk
        )
    ) == ("Only the player who drew this card may use it, while it is in force.")


# --- The form, the page, a pack's own card, German ----------------------------------------------------------------


def test_the_choice_form_shows_on_the_drawers_phone_only_and_posts(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "veteran-sergeant")
    leader = units(ben, unit_type="squad-leader")[0]
    ben_phone = phone(battle.code, ben.pk)

    mine = ben_phone.get(f"/battles/{battle.code}/?step=cards")
    theirs = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/?step=cards")

    assert 'data-testid="card-choice-veteran-sergeant"' in mine.text
    assert 'data-testid="card-choice-veteran-sergeant"' not in theirs.text and "Waiting for Ben's choice." in words(
        theirs
    )
    assert "Still to choose for a card: Ben (Veteran sergeant)." in words(theirs)
    posted = ben_phone.post(
        f"/battles/{battle.code}/cards/choose/",
        {"card": "veteran-sergeant", "unit": leader.pk, "key": str(uuid.uuid4())},
    )
    assert posted.status_code == 302 and posted["Location"].endswith("/#setup")  # the next step the table has
    assert "Fights and checks morale as elite for the whole game" in words(ben_phone.get(posted["Location"]))
    stranger = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/cards/choose/",
        {"card": "veteran-sergeant", "unit": leader.pk, "key": str(uuid.uuid4())},
    )
    assert stranger.status_code == 400 and "Only Ben, who drew the card, chooses for it." in text(stranger)


def test_a_packs_own_card_is_said_to_be_words_only(table):
    battle, anna, ben = table
    EventCard.objects.create(key="zz-church-bells", title="Church bells", text="Ring them.", affects="all")
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "zz-church-bells")

    page = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/?step=cards")

    assert "The app does not apply this card: play it by its words." in words(page)


def test_the_pages_render_in_german(table):
    battle, anna, ben = table
    drawn(battle, anna, "old-minefield", "engine-trouble")
    drawn(battle, ben, "veteran-sergeant")
    try:
        translation.activate("de")
        for seat in (anna, ben):
            page = phone(battle.code, seat.pk).get(f"/battles/{battle.code}/?step=cards", HTTP_ACCEPT_LANGUAGE="de")
            assert page.status_code == 200 and "card-choice-" in page.text
        choose(battle, anna, "old-minefield", sector="Brücke")
        choose(battle, anna, "engine-trouble", unit_ids=[units(ben, unit_type="transport")[0].pk])
        to_turn_one(battle, anna, ben, first="B")
        for seat in (anna, ben):
            page = phone(battle.code, seat.pk).get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE="de")
            assert page.status_code == 200
    finally:
        translation.deactivate()


def test_a_unit_walking_into_the_old_minefield_reveals_it_for_everyone(table):
    battle, anna, ben = table
    drawn(battle, anna, "old-minefield", "dusk")
    drawn(battle, ben, "heavy-rain")
    choose(battle, anna, "old-minefield", sector="Bridge crossing")
    to_turn_one(battle, anna, ben)
    walker = units(ben, profile_key="us-rifleman")[0]

    entry = terrain.unit_entered(
        code=battle.code, seat_id=ben.pk, key=key(), sector="bridge  Crossing", unit_id=walker.pk
    )

    assert entry.data["mined"] is True and entry.data["revealed"][0]["sector"] == "Bridge crossing"
    assert "The minefield was in Bridge crossing." in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))


# --- Turn 1 waits for a real choice ---------------------------------------------------------------------------------


def test_turn_one_waits_for_a_real_choice_then_begins_by_itself(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "green-replacements")  # many regular riflemen: Ben chooses two
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["6"]}, key=key())
    settle_setup(battle)  # every unit placed: only Ben's choice is left

    assert Battle.objects.get(pk=battle.pk).phase == "setup"
    host = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Still to choose for a card: Ben (Green replacements)." in host
    assert "Start turn 1 without these choices" in host
    assert "Start turn 1 without these choices" not in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))

    riflemen = units(ben, profile_key="us-rifleman")[:2]
    choose(battle, ben, "green-replacements", unit_ids=[u.pk for u in riflemen])
    battle.refresh_from_db()
    assert battle.phase == "playing" and battle.turn == 1 and battle.state["step"] == "initiative"
    assert LogEntry.objects.filter(battle=battle).order_by("-seq").first().summary.startswith("Setup is done")
    verified(battle)


def test_the_host_may_start_without_a_choice_left_open(table):
    battle, anna, ben = table
    drawn(battle, anna, "heavy-rain", "dusk")
    drawn(battle, ben, "green-replacements")
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["6"]}, key=key())
    settle_setup(battle)
    assert (
        refused(lambda: turns.start_battle(code=battle.code, seat_id=ben.pk)) == "Only the host starts the first turn."
    )

    phone(battle.code, anna.pk).post(f"/battles/{battle.code}/turn/start/", {"key": key()})

    battle.refresh_from_db()
    assert battle.phase == "playing" and "green-replacements" not in (battle.state.get("card_choices") or {})
