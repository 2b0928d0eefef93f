"""Weapons with shots counted a game (Ammo for Panzerfausts, Panzerschrecks and Bazookas: a Panzerfaust once, a
Bazooka or Panzerschreck three times; each grenade once): the roll form says what is left, each shot counts, the
last one spent refuses the next in words and changes nothing, and the log says what is left, in German too."""

from __future__ import annotations

import pytest
from django.utils import translation

from armies.roster_check import example_document
from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.services import followups, lobby, turns
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, verified
from tests.battles.pages import phone, words

pytestmark = pytest.mark.django_db
THROW = {"distance": ["10"], "units": ["cm"]}  # within a grenade's reach; the form's own defaults fill the rest


def armed(weapon: str) -> dict:
    """The sample Grenadiers with the first rifleman carrying `weapon` beside his rifle and grenade (the last
    rifleman stays home, to keep within the 150 points)."""
    doc = example_document(GERMANS)
    units = [dict(u) for u in doc["units"]]
    units.remove(next(u for u in reversed(units) if u["unit"] == "de-rifleman"))
    first = next(u for u in units if u["unit"] == "de-rifleman")
    first["weapons"] = [*first["weapons"], weapon]
    return {**doc, "units": units}


@pytest.fixture
def armed_play(seated):
    """Anna's first rifleman carries a Panzerschreck; turn 1, Anna activates first."""
    battle, anna, ben = seated
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=armed("de-panzerschreck"), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=example_document(AMERICANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=ben.pk)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    battle.refresh_from_db()
    return battle, anna, ben


def carrying(seat, kind: str) -> BattleUnit:
    return next(
        u for u in BattleUnit.objects.filter(seat=seat).order_by("ref") if any(w.get("kind") == kind for w in u.weapons)
    )


def skip_what_follows(battle, seat):
    """The rolls the shot leads to (its attack, a drift) are skipped: the count is what is under test."""
    for step in list(Battle.objects.get(pk=battle.pk).state.get("chain", [])):
        followups.skip_step(code=battle.code, seat_id=seat.pk, step_id=step["id"], reason="not under test", key=key())


def fire(battle, seat, unit, procedure, dice, **data):
    turns.activate(code=battle.code, seat_id=seat.pk, unit_id=unit.pk, key=key())
    return turns.action_roll(code=battle.code, seat_id=seat.pk, action="shoot", procedure_id=procedure,
                             data={**THROW, **data, "dice": [dice]}, key=key())  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "procedure", "extra", "uses"),
    [("hand-grenade", "grenade-accuracy", {}, 1)],
)  # fmt: skip
def test_a_one_shot_weapon_fires_once_then_is_refused(playing, kind, procedure, extra, uses):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    unit = carrying(anna, kind)
    fire(battle, anna, unit, procedure, "1,1,1,1", **extra)
    skip_what_follows(battle, anna)
    battle.refresh_from_db()
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.summary.endswith(f": 0 of {uses} left.") and entry.data["shot"]["left"] == 0
    grenade = next(w for w in unit.weapons if w["kind"] == kind)
    assert battle.state["shots"][str(unit.pk)] == {grenade["key"]: 1}
    with translation.override("de"):
        said = selectors.said_line(entry)
    assert said != entry.summary and f"0 of {uses} left" not in said and f": noch 0 von {uses}." in said, said
    before = (battle.entry_count, battle.state)
    with pytest.raises(Refused, match="has no .* left: it fires 1 a game, and all are spent"):  # its second action
        turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id=procedure,
                          data={**THROW, **extra, "dice": ["1,1,1,1"]}, key=key())  # fmt: skip
    battle.refresh_from_db()
    assert (battle.entry_count, battle.state) == before
    assert verified(battle).ok


def test_a_panzerschreck_fires_three_times_a_game_the_form_saying_what_is_left(armed_play):
    battle, anna, ben = armed_play
    gunner = carrying(anna, "panzerschreck")
    client = phone(battle.code, anna.pk)
    form = f"/battles/{battle.code}/roll/bazooka-accuracy/?action=shoot"
    shots = []
    for n in range(3):
        turns.activate(code=battle.code, seat_id=anna.pk, unit_id=gunner.pk, key=key())  # one shot a turn: heavy gear
        if n == 0:
            assert "(Panzerschreck): 3 of 3 left" in words(client.get(form))
        turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="bazooka-accuracy",
                          data={**THROW, "weapon": ["panzerschreck"], "dice": ["1,1,1,1"]}, key=key())  # fmt: skip
        skip_what_follows(battle, anna)
        shots.append(LogEntry.objects.filter(battle=battle, kind="roll").latest("seq").data["shot"]["left"])
        if n < 2:  # a unit acts once a turn: the host ends the turn as referee, and the next one begins
            turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
            initiative(battle, anna, "6,1")
    assert shots == [2, 1, 0]
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    initiative(battle, anna, "6,1")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=gunner.pk, key=key())
    assert "(Panzerschreck): 0 of 3 left" in words(client.get(form))
    before = Battle.objects.get(pk=battle.pk)
    with pytest.raises(Refused, match=r"has no Raketenpanzerbüchse 54 \(Panzerschreck\) left: it fires 3 a game"):
        turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="bazooka-accuracy",
                          data={**THROW, "weapon": ["panzerschreck"], "dice": ["1,1,1,1"]}, key=key())  # fmt: skip
    battle.refresh_from_db()
    assert (battle.entry_count, battle.state) == (before.entry_count, before.state)
    assert battle.state["shots"][str(gunner.pk)] == {"de-panzerschreck": 3}
    assert verified(battle).ok
