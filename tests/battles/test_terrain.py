"""The terrain sheet's services and reads: pieces from the book's presets or typed in, edits and removals
as log entries under the lock, who may change it and when, voids, and what a piece fills in on roll forms."""

from __future__ import annotations

import pytest

from battles.models import Battle, LogEntry
from battles.services import terrain as services
from battles.services import voids
from battles.table.terrain import (
    INFANTRY_OBSTACLE,
    MAX_PIECES,
    PRESETS,
    cover_choices,
    piece_facts,
    sector_key,
    sector_suggestions,
    spare_points,
)
from bof_site.refusals import Refused
from rules.engine import catalog
from rules.engine.procedures.obstacles import OBSTACLE_TABLES
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import key

NOT_SEATED = "Only a player seated in this battle can do that. Take a seat first."


def everything(battle) -> tuple:
    row = Battle.objects.filter(pk=battle.pk).values("state", "version", "entry_count", "head_hash")
    return list(row), list(LogEntry.objects.filter(battle=battle).values_list("seq", "hash"))


def add(battle, seat, preset="stone-wall", **extra):
    return services.piece_add(code=battle.code, seat_id=seat.pk, key=key(), preset=preset, **extra)


def custom(name="Farmhouse by the road", cover="medium", terrain="plains", flammable=True, obstacle="very-big"):
    return services.PieceInput(name, cover, terrain, flammable, obstacle)


def sheet(battle) -> list[dict]:
    return Battle.objects.get(pk=battle.pk).state.get("terrain", [])


# --- What the book says a piece is -------------------------------------------------------------------


# (preset, cover level, infantry crossing needs, AFV breakthrough needs, burns): "Take cover" (stone
# structures medium, wooden ones and trees soft, ruins of stone medium by R33), "Infantry crossing obstacles"
# (small 2+, medium 3+, high 4+), "AFVs breaking through obstacles" (hedges 4+, breast high walls and
# sheds 6+, wooden houses and high walls 8+, stone houses 10+), "Structures catching fire".
BOOK = [
    ("stone-wall", "medium", "needs 3 or more", "needs 6 or more", False),
    ("high-stone-wall", "medium", "needs 4 or more", "needs 8 or more", False),
    ("hedge", "soft", "needs 2 or more", "needs 4 or more", True),
    ("wooden-fence", "soft", "needs 2 or more", "needs 4 or more", True),
    ("shed", "soft", "needs 3 or more", "needs 6 or more", True),
    ("wooden-house", "soft", "needs 4 or more", "needs 8 or more", True),
    ("stone-building", "medium", "needs 4 or more", "needs 10 or more", True),
    ("forest", "soft", None, None, True),
    ("stone-ruins", "medium", None, None, False),
    ("wooden-ruins", "soft", None, None, False),
    ("craters", "soft", None, None, False),
    ("armoured-wreck", "medium", None, None, False),
    ("softskin-wreck", "soft", None, None, False),
    ("river", "none", None, None, False),
]


@pytest.mark.parametrize(("preset", "cover", "infantry", "afv", "burns"), BOOK)
def test_a_preset_fills_the_engines_forms_with_the_books_values(revealed, preset, cover, infantry, afv, burns):
    battle, anna, _ = revealed
    piece_id = add(battle, anna, preset).data["added"]["id"]
    battle.refresh_from_db()

    assert piece_facts(battle, piece_id)["cover"] == cover
    for procedure_id, needs in (("obstacle-crossing", infantry), ("afv-breakthrough", afv)):
        facts = piece_facts(battle, piece_id, procedure_id)
        if needs is None:
            assert "obstacle" not in facts
            continue
        outcome = catalog.get(procedure_id).resolve(catalog.get(procedure_id).inputs(**facts), None)
        assert needs in outcome.steps[0]
    flame = piece_facts(battle, piece_id, "flamethrower")
    assert flame == ({"target": "structure"} if burns else {})


@pytest.mark.parametrize(
    ("preset", "terrain"),
    [("light-woods", "light-woods"), ("forest", "dense-woods"), ("hill", "hills"), ("steep-hill", "steep-hills"),
     ("crops", "crops"), ("paved-road", "paved-road"), ("dirt-road", "dirt-road"), ("river", "river")],
)  # fmt: skip
def test_a_preset_moves_as_its_row_of_movement_and_terrain(revealed, preset, terrain):
    battle, anna, _ = revealed
    piece_id = add(battle, anna, preset).data["added"]["id"]
    battle.refresh_from_db()

    assert piece_facts(battle, piece_id, "vehicle-move") == {"terrain": terrain}
    assert piece_facts(battle, piece_id, "morale-check") == {"cover": PRESETS[preset].cover}


def test_the_infantry_heights_are_the_engines_three():
    assert set(INFANTRY_OBSTACLE.values()) == set(OBSTACLE_TABLES)


# --- Adding, changing, removing -----------------------------------------------------------------------


def test_it_adds_a_preset_as_one_terrain_entry(revealed):
    battle, anna, _ = revealed
    before = everything(battle)

    entry = add(battle, anna, "stone-wall")

    assert (entry.kind, entry.seat_id) == ("terrain", anna.pk)
    assert entry.summary == "Anna adds Stone wall (medium cover, plains, medium obstacle) to the terrain."
    [piece] = sheet(battle)
    assert piece == {**entry.data["added"], "id": f"p{entry.seq}"}
    assert (piece["name"], piece["by"], piece["flammable"]) == ("Stone wall", "Anna", False)
    assert everything(battle)[0][0]["entry_count"] == before[0][0]["entry_count"] + 1


def test_it_adds_a_piece_typed_in_and_tidies_its_name(revealed):
    battle, anna, _ = revealed

    services.piece_add(code=battle.code, seat_id=anna.pk, key=key(), piece=custom(name="  Farmhouse   by the road "))

    [piece] = sheet(battle)
    assert (piece["name"], piece["cover"], piece["obstacle"], piece["flammable"]) == (
        "Farmhouse by the road",
        "medium",
        "very-big",
        True,
    )
    assert cover_choices(Battle.objects.get(pk=battle.pk)) == [
        (piece["id"], "Farmhouse by the road (medium)", "medium")
    ]


def test_it_changes_a_piece_and_logs_before_and_after(revealed):
    battle, anna, ben = revealed
    piece_id = add(battle, anna, "wooden-house").data["added"]["id"]

    entry = services.piece_edit(
        code=battle.code, seat_id=ben.pk, key=key(), piece_id=piece_id, piece=custom(name="Mill", cover="soft")
    )

    [piece] = sheet(battle)
    assert (piece["id"], piece["name"], piece["by"]) == (piece_id, "Mill", "Anna")
    assert entry.data["before"]["name"] == "Wooden house" and entry.data["after"]["name"] == "Mill"
    assert entry.summary.startswith("Ben changes Wooden house: now Mill (soft cover")


def test_it_marks_a_removed_piece_and_keeps_it(revealed):
    battle, anna, ben = revealed
    piece_id = add(battle, anna, "hedge").data["added"]["id"]

    entry = services.piece_remove(code=battle.code, seat_id=ben.pk, key=key(), piece_id=piece_id)

    [piece] = sheet(battle)
    assert piece["removed"] is True and piece["name"] == "Hedge"
    assert entry.summary == "Ben takes Hedge off the terrain."
    assert cover_choices(Battle.objects.get(pk=battle.pk)) == []
    assert piece_facts(Battle.objects.get(pk=battle.pk), piece_id) == {}


def test_it_changes_the_sheet_during_play_too(playing):
    battle, anna, _ = playing

    add(battle, anna, "craters")

    assert [p["name"] for p in sheet(battle)] == ["Craters"]


def test_a_repeated_key_returns_the_first_entry_and_adds_nothing(revealed):
    battle, anna, _ = revealed
    once = key()
    first = services.piece_add(code=battle.code, seat_id=anna.pk, key=once, preset="hedge")
    before = everything(battle)

    again = services.piece_add(code=battle.code, seat_id=anna.pk, key=once, preset="forest")

    assert again.pk == first.pk
    assert everything(battle) == before


# --- Refusals: nothing changes ----------------------------------------------------------------------

BAD_PIECES = {
    "empty name": (custom(name="   "), "Give the piece a name"),
    "long name": (custom(name="x" * 61), "Keep the name to 60 characters."),
    "cover of -2": (custom(cover="-2"), "Pick a cover level"),
    "terrain swamp": (custom(terrain="swamp"), "Pick a type of terrain from the list."),
    "obstacle huge": (custom(obstacle="huge"), "Pick an obstacle height from the list."),
}


@pytest.mark.parametrize("case", list(BAD_PIECES))
def test_it_refuses_a_bad_piece(revealed, case):
    battle, anna, _ = revealed
    piece, message = BAD_PIECES[case]
    before = everything(battle)

    with pytest.raises(Refused, match=message):
        services.piece_add(code=battle.code, seat_id=anna.pk, key=key(), piece=piece)

    assert everything(battle) == before


def test_it_refuses_an_unknown_preset(revealed):
    battle, anna, _ = revealed
    with pytest.raises(Refused, match="Pick a piece from the list."):
        add(battle, anna, "castle")


@pytest.mark.parametrize("who", ["nobody", "seat of another battle"])
def test_only_a_seated_player_changes_the_sheet(revealed, make_battle, who):
    battle, anna, _ = revealed
    add(battle, anna, "hedge")
    piece_id = sheet(battle)[0]["id"]
    _, zed = make_battle(host="Zed")
    seat_id = None if who == "nobody" else zed.pk
    before = everything(battle)

    for change in (
        lambda: services.piece_add(code=battle.code, seat_id=seat_id, key=key(), preset="hedge"),
        lambda: services.piece_edit(code=battle.code, seat_id=seat_id, key=key(), piece_id=piece_id, piece=custom()),
        lambda: services.piece_remove(code=battle.code, seat_id=seat_id, key=key(), piece_id=piece_id),
    ):
        with pytest.raises(Refused, match=NOT_SEATED):
            change()

    assert everything(battle) == before


def test_the_sheet_is_closed_in_the_lobby_and_after_the_end(make_battle, playing):
    lobby_battle, zoe = make_battle(host="Zoe")
    with pytest.raises(Refused, match="once every detachment is revealed"):
        add(lobby_battle, zoe)
    battle, anna, _ = playing
    Battle.objects.filter(pk=battle.pk).update(phase="ended")
    before = everything(battle)
    with pytest.raises(Refused, match="The battle is over: the terrain sheet is closed."):
        add(battle, anna)
    assert everything(battle) == before


def test_it_refuses_to_change_a_piece_that_is_gone_or_unchanged(revealed):
    battle, anna, _ = revealed
    piece_id = add(battle, anna, "hedge").data["added"]["id"]
    same = services.PieceInput("Hedge", "soft", "plains", True, "small")
    with pytest.raises(Refused, match="That is how the piece stands already"):
        services.piece_edit(code=battle.code, seat_id=anna.pk, key=key(), piece_id=piece_id, piece=same)
    services.piece_remove(code=battle.code, seat_id=anna.pk, key=key(), piece_id=piece_id)
    before = everything(battle)

    for piece_ref in (piece_id, "p999"):
        with pytest.raises(Refused, match="not on the terrain sheet any more"):
            services.piece_remove(code=battle.code, seat_id=anna.pk, key=key(), piece_id=piece_ref)

    assert everything(battle) == before


def test_it_holds_sixty_pieces_at_most(revealed):
    battle, anna, _ = revealed
    for _ in range(MAX_PIECES):
        add(battle, anna, "craters")

    with pytest.raises(Refused, match="The sheet holds 60 pieces at most. Remove one first."):
        add(battle, anna, "craters")
    services.piece_remove(code=battle.code, seat_id=anna.pk, key=key(), piece_id=sheet(battle)[0]["id"])
    add(battle, anna, "craters")  # room again


# --- Voids -------------------------------------------------------------------------------------------


def test_its_maker_takes_a_change_back_and_the_sheet_is_as_before(revealed):
    battle, anna, ben = revealed
    add(battle, anna, "hedge")
    add(battle, anna, "forest")
    with pytest.raises(Refused, match="only take back your own last entry"):
        voids.void_last(code=battle.code, seat_id=ben.pk, reason="not mine", key=key())

    void = voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong piece", key=key())

    assert [p["name"] for p in sheet(battle)] == ["Hedge"]
    assert void.voids == void.seq - 1


# --- Reads ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "same_as"),
    [("North  Left", "north left"), (" north left ", "North left"), ("NORTH LEFT", "north left")],
)
def test_sectors_match_whatever_the_capitals_and_spaces(label, same_as):
    assert sector_key(label) == sector_key(same_as)


@pytest.mark.parametrize(
    ("setup", "first_three"),
    [
        ({"sectors": {"A": "north", "B": "south"}}, ["North left", "North middle", "North right"]),
        ({}, ["Team A left", "Team A middle", "Team A right"]),
        ({"sectors": "north"}, ["Team A left", "Team A middle", "Team A right"]),
        ("junk", ["Team A left", "Team A middle", "Team A right"]),
    ],
)
def test_it_suggests_sectors_from_the_deployment_edges_when_setup_has_them(revealed, setup, first_three):
    battle, _, _ = revealed
    battle.state = {**battle.state, "setup": setup}

    assert sector_suggestions(battle)[:3] == first_three
    assert len(sector_suggestions(battle)) == 6


def test_spare_points_are_the_allowance_less_the_detachment(revealed):
    battle, anna, ben = revealed
    anna.refresh_from_db()
    ben.refresh_from_db()

    # Victory Zones gives each side 150; the Grenadier example costs 145, the Rifle platoon 143.
    assert (spare_points(battle, anna), spare_points(battle, ben)) == (5, 7)
