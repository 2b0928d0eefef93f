"""Games played without the app, recorded whole (issue 34): the by-hand entry takes, optionally, each unit's fate and
who took it out, seals it in the ledger, and the books follow as for a table game: experience (R35), salvage of
machines and hand weapons, each unit's story and the season report.

The forces are the sample examples, so the numbers below are read off their rosters: side A (Anna) the German
regular infantry (ref 4 "Schütze (rifleman) 1", 19 "MP 40 gunner 1", 21 "MG 42 team (gunner and loader) 1", 24 the
first MG 42 on Lafette 42, 26 the sniper; all regulars), side B (Bruno) the US regular infantry (ref 2 "Squad leader
(sergeant) 1" with a Thompson and a grenade, 4-6 riflemen 1-3 with an M1 Garand and a grenade each, 21 "Bazooka
team 1", 25 the Browning M1919A4, 26 the sniper)."""

from __future__ import annotations

import copy
import json
import re

import pytest
from django.utils import translation

from battles.models import BattleUnit
from battles.services import objective, turns
from battles.services.rolls import battle_roll
from bof_site.refusals import Refused
from campaigns import history, salvage, salvage_weapons, services, transfer
from campaigns.models import Campaign, Entry, Game
from campaigns.played import UnitFate
from campaigns.verify import verify_campaign
from tests.battles.lobby_fixtures import AMERICANS
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, first_turn_of_next_game, key, with_experience

MG_TEAM, MP_GUNNER, A_RIFLEMAN, LAFETTE = 21, 19, 4, 24  # side A's refs
SERGEANT, RIFLEMEN, BAZOOKA, BROWNING, SNIPER = 2, (4, 5, 6), 21, 25, 26  # side B's refs

# Game 1 as the players noted it: the MG 42 team cut down the sergeant and riflemen 1 and 2, rifleman 3 surrendered
# to the MP 40 gunner, the Browning's crew bailed out (nobody named: no kill); Bruno's sniper killed Anna's rifleman
# and his bazooka knocked out the crew of her Lafette, which they left abandoned (named: a kill, as at the table).
RECORD = (
    UnitFate("B", SERGEANT, "killed", ("A", MG_TEAM)),
    UnitFate("B", 4, "killed", ("A", MG_TEAM)),
    UnitFate("B", 5, "killed", ("A", MG_TEAM)),
    UnitFate("B", 6, "surrendered", ("A", MP_GUNNER)),
    UnitFate("B", BROWNING, "abandoned"),
    UnitFate("A", A_RIFLEMAN, "killed", ("B", SNIPER)),
    UnitFate("A", LAFETTE, "abandoned", ("B", BAZOOKA)),
)
# Every weapon of the sergeant and riflemen 1-3 (killed or surrendered), nothing of the Browning (a machine).
LEFT = {f"{ref}:{w}" for ref in RIFLEMEN for w in ("us-m1-garand", "us-mk2-grenade")}
LEFT |= {f"{SERGEANT}:us-thompson", f"{SERGEANT}:us-mk2-grenade"}


def by_hand(campaign, user, fates=RECORD, result="side-a-wins", reason="mission-objective", a=17, b=4) -> Game:
    return services.game_by_hand(code=campaign.code, user=user, result=result, reason=reason, combat_score_a=a,
                                 combat_score_b=b, key=key(), fates=tuple(fates))  # fmt: skip


def confirmed(campaign, anna, bruno, fates=RECORD, **kwargs) -> Game:
    game = by_hand(campaign, anna, fates, **kwargs)
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    return Game.objects.get(pk=game.pk)


def example(name: str) -> dict:
    from armies.roster_check import example_document

    return example_document(name)


def risen(campaign, user) -> dict[int, int]:
    """The next battle's levels of experience, by side A's refs (side A is team A while roles are neutral, and
    attacks as team A otherwise)."""
    game = services.next_game(code=campaign.code, user=user, key=key())
    units = BattleUnit.objects.filter(battle_id=game.battle_id, seat__user=user)
    return {u.ref: u.tokens["experienced"] for u in units if (u.tokens or {}).get("experienced")}


# --- the record in the ledger --------------------------------------------------------------------------------------


def test_the_record_is_sealed_in_the_by_hand_entry_with_every_unit_of_both_forces(running):
    campaign, anna, _bruno = running
    game = by_hand(campaign, anna)
    entry = Entry.objects.get(campaign=campaign, kind="by-hand")
    rows = {(r["side"], r["ref"]): r for r in entry.data["record"]["units"]}
    assert len(rows) == 26 + 26  # both sample forces, whole
    assert rows[("B", 4)] == {"side": "B", "ref": 4, "label": "Rifleman 1", "fate": "killed", "unit": "us-rifleman",
                              "type": "infantry", "weapons": ["us-m1-garand", "us-mk2-grenade"], "by": MG_TEAM}  # fmt: skip
    assert rows[("B", BROWNING)]["fate"] == "abandoned" and "by" not in rows[("B", BROWNING)]
    assert rows[("A", MG_TEAM)] == {"side": "A", "ref": MG_TEAM, "label": "MG 42 team (gunner and loader) 1",
                                    "fate": "unharmed"}  # fmt: skip
    assert game.by_hand and game.state == "to-confirm"
    assert verify_campaign(Campaign.objects.get(pk=campaign.pk)).ok


def test_without_a_record_the_entry_is_as_before_and_the_books_read_nothing_of_it(running):
    campaign, anna, bruno = running
    game = confirmed(campaign, anna, bruno, fates=())
    assert "record" not in Entry.objects.get(campaign=campaign, kind="by-hand").data
    assert history.histories(campaign, "A") == {}
    assert salvage.claimable(campaign, game) == [] and salvage_weapons.left_behind(campaign, game) == []


# --- experience (R35) ----------------------------------------------------------------------------------------------


def test_two_enemies_taken_out_by_hand_raise_a_unit_one_level_in_the_next_battle(sample_pack, player, stranger):
    campaign = with_experience(player, stranger)
    confirmed(campaign, player, stranger)
    # the MG team took out three (3 // 2 = one level), the MP 40 gunner one (none yet)
    assert risen(campaign, player) == {MG_TEAM: 1}


def test_kills_add_up_over_games_entered_by_hand(sample_pack, player, stranger):
    campaign = with_experience(player, stranger)
    confirmed(campaign, player, stranger)  # the MP 40 gunner's first
    confirmed(campaign, player, stranger, fates=[UnitFate("B", 7, "killed", ("A", MP_GUNNER))], a=4)
    assert history.histories(campaign, "A")[MP_GUNNER].kills == 2
    assert risen(campaign, player) == {MG_TEAM: 1, MP_GUNNER: 1}


def test_a_regular_rises_to_elite_and_no_further(sample_pack, player, stranger):
    campaign = with_experience(player, stranger)
    four = [UnitFate("B", ref, "killed", ("A", MG_TEAM)) for ref in (4, 5, 6, 7)]
    confirmed(campaign, player, stranger, fates=four, a=16)
    assert history.histories(campaign, "A")[MG_TEAM].kills == 4
    assert risen(campaign, player) == {MG_TEAM: 1}  # regular -> elite; four kills would be two levels


def test_a_kill_at_the_table_and_one_by_hand_make_the_pair(sample_pack, player, stranger):
    campaign = with_experience(player, stranger)
    game, battle, seats = first_turn_of_next_game(campaign, player)
    shooter = BattleUnit.objects.get(seat=seats["A"], ref=MP_GUNNER)
    turns.activate(code=battle.code, seat_id=seats["A"].pk, unit_id=shooter.pk, key=key())
    enemy = BattleUnit.objects.get(seat=seats["B"], ref=4)
    battle_roll(
        code=battle.code,
        seat_id=seats["A"].pk,
        procedure_id="effect-infantry",
        data={"dice": ["1,1"]},
        key=key(),
        target_id=enemy.pk,
    )  # fmt: skip  (a double 1 kills)
    objective.declare(code=battle.code, seat_id=seats["A"].pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=seats["B"].pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=seats["A"].pk, key=key())
    confirm_both(campaign, player, stranger, Game.objects.get(pk=game.pk))
    assert history.histories(campaign, "A")[MP_GUNNER].kills == 1

    confirmed(campaign, player, stranger, fates=[UnitFate("B", 9, "killed", ("A", MP_GUNNER))], a=4)
    assert history.histories(campaign, "A")[MP_GUNNER].kills == 2
    assert risen(campaign, player) == {MP_GUNNER: 1}


def test_without_the_rule_kills_are_counted_and_nobody_rises(running):
    campaign, anna, bruno = running
    confirmed(campaign, anna, bruno)
    assert history.histories(campaign, "A")[MG_TEAM].kills == 3
    assert risen(campaign, anna) == {}


# --- each unit's story and the season report -----------------------------------------------------------------------


def test_each_units_story_tells_its_fate_and_kills(running):
    campaign, anna, bruno = running
    confirmed(campaign, anna, bruno)
    mine, theirs = history.histories(campaign, "A"), history.histories(campaign, "B")
    assert len(mine) == 26 and all(story.games == [1] for story in mine.values())  # every unit fought
    assert {ref: s.kills for ref, s in mine.items() if s.kills} == {MG_TEAM: 3, MP_GUNNER: 1}
    assert {ref: s.kills for ref, s in theirs.items() if s.kills} == {SNIPER: 1, BAZOOKA: 1}
    assert mine[A_RIFLEMAN].losses == ["game 1: killed"] and mine[LAFETTE].losses == ["game 1: abandoned"]
    assert {ref: s.losses for ref, s in theirs.items() if s.losses} == {
        SERGEANT: ["game 1: killed"], 4: ["game 1: killed"], 5: ["game 1: killed"], 6: ["game 1: surrendered"],
        BROWNING: ["game 1: abandoned"],
    }  # fmt: skip
    with translation.override("de"):
        assert history.histories(campaign, "B")[6].losses == ["Spiel 1: ergeben"]


def test_a_voided_game_tells_nothing(running):
    campaign, anna, bruno = running
    confirmed(campaign, anna, bruno)
    services.result_void(code=campaign.code, user=anna, number=1, reason="wrong sheet", key=key())
    assert history.histories(campaign, "A") == {}


def test_the_season_report_shows_the_kills_and_fates_recorded_by_hand(client, running):
    campaign, anna, bruno = running
    confirmed(campaign, anna, bruno)
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/report/").text
    fates = {side: _fates(page, side) for side in ("A", "B")}
    assert sorted(k for k, _f in fates["A"] if k) == [1, 3] and sorted(k for k, _f in fates["B"] if k) == [1, 1]
    told = [fate for _k, fate in fates["B"]]
    assert (told.count("game 1: killed"), told.count("game 1: surrendered"), told.count("game 1: abandoned")) == (
        3,
        1,
        1,
    )
    assert told.count("never taken out") == 26 - 5


def _fates(page: str, side: str) -> list[tuple[int, str]]:
    start = page.index(f'data-testid="fates-{side}"')
    rows = re.findall(
        r'<tr><td>.*?</td><td class="num">(\d+)</td><td>([^<]*)</td></tr>', page[start : page.index("</table>", start)]
    )
    return [(int(kills), fate) for kills, fate in rows]


# --- salvage -------------------------------------------------------------------------------------------------------


def test_the_victor_is_offered_the_losers_abandoned_machines_and_its_fallen_soldiers_weapons(running):
    campaign, anna, bruno = running
    game = confirmed(campaign, anna, bruno)
    assert [(m.ref, m.label, m.unit) for m in salvage.claimable(campaign, game)] == [
        (BROWNING, "Browning M1919A4 (MG team)", "us-m1919-mmg")
    ]  # her own abandoned Lafette is not salvage
    left = {w.id: w for w in salvage_weapons.left_behind(campaign, game)}
    assert set(left) == LEFT
    assert left["4:us-m1-garand"].from_label == "Rifleman 1" and left["4:us-m1-garand"].name == "M1 Garand"
    assert left["4:us-m1-garand"].held_by == ""  # nobody picks up anything in a game recorded by hand


def test_claimed_salvage_joins_the_force_and_the_campaign_still_verifies(running):
    campaign, anna, bruno = running
    game = confirmed(campaign, anna, bruno)
    salvage.claim(code=campaign.code, user=anna, number=game.number, ref=BROWNING, key=key())
    salvage_weapons.claim_all(code=campaign.code, user=anna, number=game.number, to_refs={}, key=key())
    units = campaign.forces.get(side="A").roster["units"]
    assert [u["unit"] for u in units if u.get("salvage")] == ["us-m1919-mmg"]
    carried = sorted(k for u in units for k in u.get("salvage_weapons", []))
    assert carried == sorted(w.split(":", 1)[1] for w in LEFT)
    assert salvage.claimable(campaign, game) == [] and salvage_weapons.left_behind(campaign, game) == []
    assert verify_campaign(Campaign.objects.get(pk=campaign.pk)).ok


def test_a_machine_killed_outright_is_not_left_behind(forming):
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example(AMERICANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example("de-armored-group-150"), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    # Bruno's Panzer IVs (refs 2 and 3) and half-track (4): one destroyed by Anna's bazooka, one and the half-track
    # left abandoned
    fates = [UnitFate("B", 2, "killed", ("A", BAZOOKA)), UnitFate("B", 3, "abandoned"), UnitFate("B", 4, "abandoned")]
    game = confirmed(campaign, anna, bruno, fates=fates, a=36)
    assert [m.ref for m in salvage.claimable(campaign, game)] == [3, 4]
    assert salvage_weapons.left_behind(campaign, game) == []


def test_nothing_is_salvaged_after_a_draw(running):
    campaign, anna, bruno = running
    game = confirmed(
        campaign,
        anna,
        bruno,
        fates=[UnitFate("B", BROWNING, "abandoned"), UnitFate("B", 4, "killed")],  # fmt: skip
        result="draw",
        reason="last-turn",
        a=4,
        b=4,
    )
    assert salvage.claimable(campaign, game) == [] and salvage_weapons.left_behind(campaign, game) == []


# --- moving the campaign -------------------------------------------------------------------------------------------


def moved_away(campaign: Campaign) -> None:
    Campaign.objects.filter(pk=campaign.pk).update(code="OLD" + campaign.code[:3])


def test_the_record_travels_with_the_campaign_and_the_books_still_read_it(running):
    campaign, anna, bruno = running
    confirmed(campaign, anna, bruno)
    doc = json.loads(json.dumps(transfer.export_campaign(Campaign.objects.get(pk=campaign.pk))))
    moved_away(campaign)
    restored = transfer.import_campaign(doc)
    assert verify_campaign(restored).ok
    assert history.histories(restored, "A")[MG_TEAM].kills == 3
    assert {w.id for w in salvage_weapons.left_behind(restored, restored.games.get(number=1))} == LEFT


def test_an_edited_record_is_refused_on_import(running):
    campaign, anna, bruno = running
    confirmed(campaign, anna, bruno)
    doc = json.loads(json.dumps(transfer.export_campaign(Campaign.objects.get(pk=campaign.pk))))
    untouched = copy.deepcopy(doc)
    entry = next(e for e in doc["ledger"] if e["kind"] == "by-hand")
    row = next(r for r in entry["data"]["record"]["units"] if r["side"] == "A" and r["ref"] == A_RIFLEMAN)
    row.update(fate="unharmed")  # Anna would rather not have lost him
    moved_away(campaign)
    count = Campaign.objects.count()
    with pytest.raises(Refused, match="does not hold together"):
        transfer.import_campaign(doc)
    assert Campaign.objects.count() == count
    assert transfer.import_campaign(untouched).games.get(number=1).by_hand  # the file as exported is taken


# --- refused: a clear message, nothing changed ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fates", "kwargs", "message"),
    [
        ([UnitFate("B", 99, "killed")], {}, "Side B's force has no unit 99"),
        ([UnitFate("C", 4, "killed")], {}, "Side C's force has no unit 4"),
        ([UnitFate("B", 4, "killed", ("A", 99))], {}, "Side A's force has no unit 99"),
        ([UnitFate("B", 4, "killed", ("B", 5))], {}, "Rifleman 1 was not taken out by Rifleman 2, a unit of its own"),
        ([UnitFate("B", 4, "killed", ("B", 4))], {}, "Rifleman 1 cannot have taken itself out"),
        ([UnitFate("B", 4, "wounded")], {}, "Rifleman 1: a unit is unharmed, killed, surrendered"),
        ([UnitFate("B", 4, "abandoned")], {}, "Rifleman 1 cannot be left abandoned"),
        ([UnitFate("B", 4, "unharmed", ("A", MG_TEAM))], {}, "Rifleman 1 is unharmed: no enemy took it out"),
        ([UnitFate("B", 4, "killed"), UnitFate("B", 4, "surrendered")], {}, "Rifleman 1 is recorded twice"),
        (RECORD, {"result": "draw", "reason": "mission-objective", "a": 4, "b": 4}, "drawn only at its last turn"),
        (RECORD, {"result": "draw", "reason": "last-turn", "a": 17, "b": 4}, "drawn only at its last turn"),
    ],
)
def test_an_inconsistent_record_is_refused_and_changes_nothing(running, fates, kwargs, message):
    campaign, anna, _bruno = running
    before = (Entry.objects.filter(campaign=campaign).count(), Game.objects.filter(campaign=campaign).count())
    with pytest.raises(Refused, match=re.escape(message)):
        by_hand(campaign, anna, fates, **kwargs)
    assert (Entry.objects.filter(campaign=campaign).count(), Game.objects.filter(campaign=campaign).count()) == before
    assert Campaign.objects.get(pk=campaign.pk).version == campaign.version


def test_a_draw_without_a_record_is_entered_as_before(running):
    campaign, anna, _bruno = running
    game = by_hand(campaign, anna, (), result="draw", reason="mission-objective", a=4, b=6)
    assert game.result == "draw"
