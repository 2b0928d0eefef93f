"""An Open Fire battle's lobby: made for a number of rounds, two players choose forces of the sample pack in secret,
seal them, and the reveal puts every unit in reserve in one game kept in the battle's sealed state; the log
verifies. Burst of Fire's rosters and Open Fire's forces never cross."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from battles.models import Battle, LogEntry
from battles.services import lobby
from battles.systems import open_fire
from bof_site.refusals import Refused
from rules.engine.open_fire import table
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import verified
from tests.battles.pages import phone

pytestmark = pytest.mark.django_db
BOF_ROSTER = {"format": "bof-roster/1", "detachment_type": "de-regular-infantry", "units": []}


@pytest.fixture
def of_pack():
    call_command("load_open_fire_pack", stdout=io.StringIO())


def force(*units: str, name: str = "Able company") -> dict:
    return {"format": "open-fire-force/1", "name": name, "pack": "hedgerows-1944",
            "units": [{"ref": n, "unit": u} for n, u in enumerate(units, start=1)]}  # fmt: skip


def make(rounds=4, points=300):
    battle, anna = open_fire.create(settings=open_fire.Settings(rounds=rounds, points=points), host_name="Anna",
                                    team="A", client_seed="anna-seed")  # fmt: skip
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    return battle, anna, ben


def test_an_open_fire_battle_is_made_for_its_rounds_and_logged_as_such(of_pack):
    battle, anna, _ben = make()
    battle.refresh_from_db()
    assert (battle.system, battle.game_mode, battle.turn_limit, battle.measure) == ("open-fire", "open-fire", 4, "in")
    created = LogEntry.objects.get(battle=battle, kind="created")
    assert created.summary == (
        "Open Fire for 2 players, 4 rounds, forces of at most 300 points; "
        "objectives: control (2 VP), control (2 VP), access (1 VP)."
    )
    assert created.data["rounds"] == 4 and created.data["objectives"] == [["control", 2], ["control", 2], ["access", 1]]


@pytest.mark.parametrize(
    ("given", "field"),
    [
        (open_fire.Settings(rounds=0), "rounds"),
        (open_fire.Settings(players=5), "players"),
        (open_fire.Settings(players=1), "players"),
        (open_fire.Settings(dice="both"), "dice"),
        (open_fire.Settings(points=0), "points"),
        (open_fire.Settings(objectives=(("hold", 1),)), "objectives"),
    ],  # fmt: skip
)
def test_it_refuses_settings_open_fire_cannot_play_and_makes_nothing(of_pack, given, field):
    before = Battle.objects.count()
    with pytest.raises(Refused) as refused:
        open_fire.create(settings=given, host_name="Anna", team="A", client_seed="s")
    assert refused.value.field == field and Battle.objects.count() == before


def test_forces_are_checked_against_the_pack_and_the_battles_limit(of_pack):
    battle, anna, _ben = make(points=200)
    with pytest.raises(Refused, match="choose an Open Fire force"):
        lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=BOF_ROSTER, source="File")
    checked = lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=force("medium-tank", "half-track"), source="F")
    assert "more than its limit of 200" in checked.problems[0]
    with pytest.raises(Refused, match="Your force cannot be used yet: it costs 220 points"):
        lobby.seat_ready(code=battle.code, seat_id=anna.pk)


def test_the_reveal_puts_every_unit_in_reserve_in_one_sealed_game(of_pack):
    battle, anna, ben = make()
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=force("rifle-squad", "hmg-team"), source="File")
    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=force("veteran-squad", "sniper-team", name="Ghosts"),
                      source="File")  # fmt: skip
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    lobby.seat_ready(code=battle.code, seat_id=ben.pk)
    battle.refresh_from_db()
    assert battle.phase == "playing"
    game = table.from_json(battle.state["open_fire"]["game"])
    assert (
        game.players == (open_fire.player_key(anna), open_fire.player_key(ben))
        and game.rounds == 4
        and game.phase == "initiative"
    )
    assert [o.kind for o in game.objectives] == ["control", "control", "access"]
    assert [(u.ref, u.player, u.where) for u in game.units] == [
        (1001, open_fire.player_key(anna), "reserve"), (1002, open_fire.player_key(anna), "reserve"),
        (2001, open_fire.player_key(ben), "reserve"), (2002, open_fire.player_key(ben), "reserve"),
    ]  # fmt: skip
    squad = battle.state["open_fire"]["profiles"]["1001"]
    assert squad["models"][0]["skill"] == 7 and squad["weapons"]["lmg"]["attacks"] == 3
    assert Battle.objects.get(pk=battle.pk).seats.get(pk=ben.pk).detachment["name"] == "Ghosts"
    verified(battle)


def test_the_lobby_invites_the_other_players_with_the_link_and_a_qr_code(of_pack):
    """A play-test: an Open Fire host had no way to share the battle but reading its code off the title."""
    battle, anna = open_fire.create(settings=open_fire.Settings(rounds=2), host_name="Anna", team="A",
                                    client_seed="anna-seed")  # fmt: skip
    host = phone(battle.code, anna.pk)
    page = host.get(f"/battles/{battle.code}/").content.decode()
    invite = page[page.index('<details class="card invite"') :]
    assert invite.startswith('<details class="card invite" open>')  # open for the host while a seat is free
    assert 'data-testid="qr"' in invite and "<svg" in invite and f"/battles/{battle.code}/" in invite
    lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    page = host.get(f"/battles/{battle.code}/").content.decode()
    assert 'class="card invite">' in page  # every seat taken: folded
