"""Follow-on rolls: a hit leads to its effect on the unit hit, the effect to a morale check, a failed
check to its effect; an MG names several targets; a miss with a grenade drifts. Rolled or skipped, never lost."""

from __future__ import annotations

import pytest

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import followups, turns, voids
from battles.services.rolls import battle_roll
from battles.table import chain
from bof_site.refusals import Refused
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, state

SOLDIER = chain.Unit(7, "Rifleman 2", "infantry")
TANK = chain.Unit(8, "Panzer IV", "afv")
GUN = chain.Unit(9, "Pak 40", "support-weapon")
SHOOTER = chain.Unit(3, "Grenadier", "infantry")


# One row per way the engine names what follows (its own words), and the roll the battle queues for it.
@pytest.mark.parametrize(
    ("procedure", "words", "target", "expected"),
    [
        # The effect table says itself whether a morale check follows (a kill: none), so it is not queued twice.
        ("attack", ("effect roll (2D6)", "morale check (2D6)"), SOLDIER, [(["effect-infantry"], 7)]),
        ("attack", ("effect roll (2D6)", "morale check (2D6)"), TANK, [(["effect-afv-ap", "effect-crew"], 8)]),
        ("attack", ("effect roll (2D6)",), GUN, [(["effect-crew", "effect-support-weapon-he"], 9)]),
        ("spot-roll", ("attack roll (4D6)",), SOLDIER, [(["attack"], 7)]),
        ("effect-crew", ("crew morale check (2D6)",), GUN, [(["morale-check"], 9)]),
        ("morale-check", ("failed morale effect (2D6)",), SOLDIER, [(["failed-morale-effect"], 7)]),
        ("effect-infantry", ("effect roll (2D6) again",), SOLDIER, [(["effect-infantry"], 7)]),
        ("grenade-accuracy", ("drift distance (1D6)", "drift direction (8D6)"), SOLDIER,
         [(["grenade-drift-distance"], None), (["drift-direction"], None)]),
        ("artillery-accuracy", ("drift distance (1D6)", "drift direction (8D6)"), None,
         [(["artillery-drift-distance"], None), (["drift-direction"], None)]),
        ("panzerfaust-accuracy", ("drift direction (8D6)", "drift distance (1D6)"), TANK,
         [(["at-drift-direction"], None), (["grenade-drift-distance"], None)]),
        ("grenade-accuracy", ("effect roll (2D6) on the thrower", "morale check (2D6) for the thrower"), SOLDIER,
         [(["effect-infantry"], 3)]),
        ("overwatch", ("effect roll (2D6)", "morale check (2D6)", "overheat check (2D6)"), SOLDIER,
         [(["effect-infantry"], 7), (["mg-overheat"], 3)]),
        ("effect-infantry", ("morale check (2D6)",), SOLDIER, [(["morale-check"], 7)]),
        ("aa-fire", ("effect roll on a plane (2D6)", "pilot and crew morale check (2D6)"),
         chain.Unit(5, "Stuka", "plane"), [(["effect-plane"], 5)]),
        ("melee", ("melee-effect (2D6) on the defender", "melee-effect (2D6) on the attacker"), SOLDIER,
         [(["melee-effect"], 7), (["melee-effect"], 3)]),
        ("initiative", ("initiative re-roll (1D6 each for Anna, Ben)",), None, []),
    ],
)  # fmt: skip
def test_the_engines_words_become_the_next_rolls(procedure, words, target, expected):
    steps = chain.follow_ups(procedure_id=procedure, continues_with=words, target=target, shooter=SHOOTER, seq=12)
    assert [(s["procedures"], s["unit"]) for s in steps] == expected
    assert all(catalog.get(p) is not None for s in steps for p in s["procedures"])
    assert len({s["id"] for s in steps}) == len(steps)


def test_a_blast_rolls_an_attack_for_each_unit_then_morale_for_each_without_doubling_the_effect():
    words = (
        "attack roll (4D6) for each unit in the blast radius",
        "effect roll (2D6) for each unit hit",
        "morale check (2D6) for each unit in the blast",
    )
    steps = chain.follow_ups(
        procedure_id="artillery-accuracy", continues_with=words, target=SOLDIER, shooter=None, seq=4
    )
    assert [(s["procedures"], s["unit"], s["each"]) for s in steps] == [
        (["attack"], None, True),  # each attack brings its own effect and morale check on a hit
        (["morale-check"], None, True),
    ]


def test_an_mg_with_three_targets_queues_three_attack_rolls_the_first_on_the_named_unit():
    steps = chain.follow_ups(
        procedure_id="mg-targets",
        continues_with=("attack roll (4D6) per target",),
        target=SOLDIER,
        shooter=SHOOTER,
        seq=5,
        repeat=3,
    )
    assert [(s["procedures"], s["unit"], s["each"]) for s in steps] == [
        (["attack"], 7, False),
        (["attack"], None, False),
        (["attack"], None, False),
    ]


def test_a_roll_answering_a_step_takes_it_off_and_puts_its_own_follow_ups_first():
    first = chain.follow_ups(
        procedure_id="spot-roll", continues_with=("attack roll (4D6)", "overheat check (2D6)"), target=SOLDIER,
        shooter=SHOOTER, seq=1,
    )  # fmt: skip
    state = {"chain": first}
    again = chain.follow_ups(
        procedure_id="effect-infantry", continues_with=("effect roll (2D6) again",), target=SOLDIER, shooter=None, seq=2
    )
    after = chain.after_roll(state, step_id=first[0]["id"], new=again)
    assert [s["id"] for s in after] == [again[0]["id"], first[1]["id"]]
    with pytest.raises(Refused, match="already made or skipped"):
        chain.after_roll({"chain": after}, step_id=first[0]["id"], new=[])


# --- through the battle -----------------------------------------------------------------------------

ATTACK = {"attack_value": ["10"], "quality": ["regular"], "distance": ["30"], "units": ["cm"]}


def _shooting(battle, anna, ben):
    """Anna starts turn 1, activates a rifleman and shoots at one of Ben's riflemen."""
    initiative(battle, anna, "6,1")
    shooter = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    target = BattleUnit.objects.filter(seat=ben, unit_type="infantry", squad_leader=False, stats__crew=1).first()
    return shooter, target


def _shoot(battle, anna, target, dice):
    return turns.action_roll(
        code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack",
        data={**ATTACK, "dice": [dice]}, key=key(), target_id=target.pk,
    )  # fmt: skip


def _follow(battle, seat, dice, procedure=None, **data):
    step = state(battle)["chain"][0]
    return battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id=procedure or step["procedures"][0],
        data={"dice": [dice], **{k: [v] for k, v in data.items()}}, key=key(), step=step["id"],
    )  # fmt: skip


def test_a_hit_chains_to_the_effect_on_the_soldier_then_his_morale_check_then_its_failure(playing):
    battle, anna, ben = playing
    shooter, target = _shooting(battle, anna, ben)
    assert "chain" not in state(battle)
    _shoot(battle, anna, target, "1,1,1,1")  # 4 against 10 or less: a hit
    steps = state(battle)["chain"]
    assert [(s["procedures"], s["unit"]) for s in steps] == [(["effect-infantry"], target.pk)]
    assert steps[0]["shooter"][0] == shooter.pk
    _follow(battle, anna, "2,2")  # a double 2: suppressed, then the morale check
    target.refresh_from_db()
    assert target.tokens == {"suppressed": 1}
    assert [s["procedures"] for s in state(battle)["chain"]] == [["morale-check"]]
    morale = {"force_morale": "8", "quality": "regular", "unit_kind": "infantry"}
    entry = _follow(battle, ben, "6,6", **morale).entry  # 12 on 2D6 fails; two dice only: the effect follows
    assert entry.data["lands_on"]["unit"] == target.pk
    # The failure's own effect roll comes next, not a second check: 2 dice, 5 on the infantry table is shock.
    assert [s["procedures"] for s in state(battle)["chain"]] == [["failed-morale-effect"]]
    _follow(battle, ben, "2,3", procedure="failed-morale-effect", unit_kind="infantry")
    assert state(battle)["chain"] == []
    target.refresh_from_db()
    assert target.tokens == {"suppressed": 1, "shocked": 1}


def test_a_miss_chains_nothing_and_play_goes_on(playing):
    battle, anna, ben = playing
    _shooter, target = _shooting(battle, anna, ben)
    _shoot(battle, anna, target, "6,6,6,6")
    assert state(battle).get("chain", []) == []
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())


def test_play_waits_for_the_follow_on_rolls_or_a_skip_and_a_void_brings_a_skipped_roll_back(playing):
    battle, anna, ben = playing
    _shooter, target = _shooting(battle, anna, ben)
    _shoot(battle, anna, target, "1,1,1,1")
    with pytest.raises(Refused, match="First finish the rolls that follow"):
        turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    step = state(battle)["chain"][0]
    # The hit is on Ben's soldier: Ben cannot wave it away, and nobody skips it without a reason.
    with pytest.raises(Refused, match="skipped by the other side, or by the host as referee"):
        followups.skip_step(code=battle.code, seat_id=ben.pk, step_id=step["id"], reason="out of sight", key=key())
    with pytest.raises(Refused, match="Say why this roll is skipped"):
        followups.skip_step(code=battle.code, seat_id=anna.pk, step_id=step["id"], reason=" ", key=key())
    assert state(battle)["chain"][0]["id"] == step["id"]
    entry = followups.skip_step(code=battle.code, seat_id=anna.pk, step_id=step["id"], reason="out of sight", key=key())
    assert entry.kind == "chain" and "out of sight" in entry.summary and not entry.as_referee
    assert state(battle)["chain"] == []
    voids.void_last(code=battle.code, seat_id=anna.pk, reason="he was in sight", key=key())
    assert state(battle)["chain"][0]["id"] == step["id"]
    for s in list(state(battle)["chain"]):
        followups.skip_step(code=battle.code, seat_id=anna.pk, step_id=s["id"], reason="agreed", key=key())
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())


def test_a_step_rolled_twice_is_refused_and_a_repeated_key_rolls_nothing(playing):
    battle, anna, ben = playing
    _shooter, target = _shooting(battle, anna, ben)
    _shoot(battle, anna, target, "1,1,1,1")
    step = state(battle)["chain"][0]
    once = key()
    args = {"code": battle.code, "seat_id": anna.pk, "procedure_id": "effect-infantry", "data": {"roll": ["1"]}}
    first = battle_roll(**args, key=once, step=step["id"])
    again = battle_roll(**args, key=once, step=step["id"])
    assert again.replayed and again.entry.pk == first.entry.pk
    with pytest.raises(Refused, match="already made or skipped"):
        battle_roll(**args, key=key(), step=step["id"])
    assert LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="effect-infantry").count() == 1


def test_a_step_refuses_a_table_that_does_not_fit_and_changes_nothing(playing):
    battle, anna, ben = playing
    _shooter, target = _shooting(battle, anna, ben)
    _shoot(battle, anna, target, "1,1,1,1")
    before = Battle.objects.get(pk=battle.pk)
    step = state(battle)["chain"][0]
    with pytest.raises(Refused, match="another table"):
        battle_roll(
            code=battle.code, seat_id=anna.pk, procedure_id="effect-plane", data={"dice": ["2,2"]}, key=key(),
            step=step["id"],
        )  # fmt: skip
    after = Battle.objects.get(pk=battle.pk)
    assert (after.entry_count, after.state) == (before.entry_count, before.state)


def test_an_ambushing_gun_leaves_its_ambush_when_first_activated_and_a_void_puts_it_back(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    gun = BattleUnit.objects.filter(seat=anna).first()
    gun.tokens = {"ambush": 1}
    gun.save(update_fields=["tokens"])
    entry = turns.activate(code=battle.code, seat_id=anna.pk, unit_id=gun.pk, key=key())
    gun.refresh_from_db()
    assert gun.tokens == {} and "leaves its ambush" in entry.summary
    voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong unit", key=key())
    gun.refresh_from_db()
    assert gun.tokens == {"ambush": 1}
