"""Writing to detachments through armies.rosters on the real database, with the sample arsenal: what each
service does, what it refuses (changing nothing), who may not touch a detachment, and a property that
random edits keep the builder's points and actions equal to a recount of the rows."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armies import builder, roster_json, rosters
from armies.models import Detachment, RosterUnit
from armies.rosters import Loadout, NotFound, Settings
from armies.services import pack_import
from bof_site.refusals import Refused
from tests.hypothesis_profiles import examples

SAMPLE = Path(__file__).resolve().parents[2] / "armies" / "data" / "sample-arsenal.json"
MACHINES = ("support-weapon", "afv", "transport", "plane")


@pytest.fixture(scope="module")
def sample_arsenal(django_db_setup, django_db_blocker):
    """The sample pack, imported once for the module in a transaction rolled back after its last test."""
    with django_db_blocker.unblock(), transaction.atomic():
        pack_import(document=json.loads(SAMPLE.read_text(encoding="utf-8")))
        yield
        transaction.set_rollback(True)


@pytest.fixture
def owner(sample_arsenal, db, django_user_model):
    return django_user_model.objects.create_user("anna")


def snapshot(d: Detachment | None = None) -> tuple:
    """Every detachment and unit row (or one detachment's), with weapons and links: equal before and after a refusal."""
    units = RosterUnit.objects.filter(**({"detachment": d} if d else {})).order_by("id").prefetch_related("weapons")
    detachments = Detachment.objects.filter(**({"pk": d.pk} if d else {})).order_by("id")
    return (
        list(detachments.values_list("id", "name", "share_token", "last_removed", "updated_at")),
        [(u.id, u.detachment_id, u.profile_id, u.quality, u.position, u.rides_in_id, u.towed_by_id, u.squad_leader,
          sorted(w.key for w in u.weapons.all())) for u in units],
    )  # fmt: skip


def keys(unit: RosterUnit) -> set[str]:
    return set(unit.weapons.values_list("key", flat=True))


def load(d: Detachment) -> builder.Roster:
    return builder.load(builder.detachments_query().get(pk=d.pk))


@pytest.fixture
def infantry(owner):
    """A German rifle platoon with a truck, a horse and guns; `units[key]` lists that unit's rows in order."""
    d = rosters.create_detachment(owner, type_key="de-regular-infantry", settings=Settings(name="Grenadiers"))
    for key, count in [("de-rifleman", 6), ("de-lmg-team", 1), ("de-sniper", 1), ("de-opel-blitz", 1),
                       ("de-pak36", 1), ("de-mg42-hmg", 1), ("de-horse", 1)]:  # fmt: skip
        rosters.add_units(owner, d.id, unit_key=key, quality="regular", count=count)
    cavalry = rosters.create_detachment(owner, type_key="su-cavalry", settings=Settings(name="Cossacks"))
    rosters.add_units(owner, cavalry.id, unit_key="su-ba64", quality="regular", count=1)
    rosters.add_units(owner, cavalry.id, unit_key="su-53k", quality="regular", count=1)
    units = {}
    for u in RosterUnit.objects.filter(detachment__in=[d, cavalry]).select_related("profile").order_by("position"):
        units.setdefault(u.profile.key, []).append(u)
    return SimpleNamespace(owner=owner, d=d, cavalry=cavalry, units=units)


def first(ctx, key: str) -> int:
    return ctx.units[key][0].id


@pytest.mark.parametrize(
    ("type_key", "officer", "quality"),
    [("de-regular-infantry", "de-officer", "regular"), ("de-paratroopers", "de-officer", "elite"),
     ("us-armored-group", "us-officer", "regular")],
)  # fmt: skip
def test_it_puts_the_ranking_officer_in_a_new_detachment(owner, type_key, officer, quality):
    d = rosters.create_detachment(owner, type_key=type_key, settings=Settings(name="New"))
    unit = d.units.get()
    assert (unit.profile.key, unit.quality, unit.position, unit.squad_leader) == (officer, quality, 0, False)
    assert keys(unit) == set(unit.profile.weapons.values_list("key", flat=True)) != set()
    roster = load(d)
    assert roster.muster.actions == 1 and "no-officer" not in {p.code for p in roster.muster.problems}


@pytest.mark.parametrize(
    ("type_key", "s"),
    [("de-no-such-type", Settings(name="x")), ("de-regular-infantry", Settings(name=" ")),
     ("de-regular-infantry", Settings(name="x", players=3)), ("de-regular-infantry", Settings(name="x", points_free=0))],
)  # fmt: skip
def test_it_refuses_a_new_detachment_on_bad_settings_and_creates_nothing(owner, type_key, s):
    before = snapshot()
    with pytest.raises(Refused):
        rosters.create_detachment(owner, type_key=type_key, settings=s)
    assert snapshot() == before


def test_it_adds_units_with_the_weapons_they_come_with(infantry):
    made = add(infantry, "de-lmg-team", "conscript", count=3)
    assert [keys(u) for u in made] == [{"de-mg42"}] * 3
    top = max(u.position for us in infantry.units.values() for u in us if u.detachment_id == infantry.d.id)
    assert [u.position for u in made] == [top + 1, top + 2, top + 3]
    assert [line.points for line in load(infantry.d).lines[-3:]] == [7, 7, 7]


def add(c, key: str, quality: str = "regular", count: int = 1):
    return rosters.add_units(c.owner, c.d.id, unit_key=key, quality=quality, count=count)


def edit(
    c, unit: int, *, detachment=None, quality="regular", weapons=(), rides_in=None, towed_by=None, whole_group=False
):
    loadout = Loadout(quality=quality, weapons=weapons, rides_in=rides_in, towed_by=towed_by)
    return rosters.edit_units(c.owner, (detachment or c.d).id, unit_id=unit, whole_group=whole_group, loadout=loadout)


REFUSALS = {
    "unknown unit": lambda c: add(c, "de-koenigstiger"),
    "unit of another type": lambda c: add(c, "de-kubelwagen"),
    "unit of another nation": lambda c: add(c, "us-rifleman"),
    "a second officer": lambda c: add(c, "de-officer"),
    "quality not allowed": lambda c: add(c, "de-rifleman", "elite"),
    "quality not offered": lambda c: add(c, "de-sniper", "conscript"),
    "count 0": lambda c: add(c, "de-rifleman", count=0),
    "count 31": lambda c: add(c, "de-rifleman", count=31),
    "weapon of another nation": lambda c: edit(c, first(c, "de-rifleman"), weapons=("de-kar98k", "us-m1-garand")),
    "unknown weapon": lambda c: edit(c, first(c, "de-rifleman"), weapons=("de-raygun",)),
    "hand weapons on a truck": lambda c: edit(c, first(c, "de-opel-blitz"), weapons=("de-mp40",)),
    "edit to a quality not allowed": lambda c: edit(c, first(c, "de-rifleman"), quality="elite"),
    "carrier without seats": lambda c: edit(c, first(c, "de-rifleman"), rides_in=first(c, "de-pak36")),
    "a soldier as carrier": lambda c: edit(c, first(c, "de-rifleman"), rides_in=c.units["de-rifleman"][1].id),
    "carrier of another detachment": lambda c: edit(c, first(c, "de-rifleman"), rides_in=first(c, "su-ba64")),
    "towed gun as passenger": lambda c: edit(c, first(c, "de-pak36"), rides_in=first(c, "de-opel-blitz")),
    "tow by a vehicle that cannot tow": lambda c: edit(c, first(c, "su-53k"), detachment=c.cavalry, towed_by=first(c, "su-ba64")),
    "tow by a gun": lambda c: edit(c, first(c, "de-pak36"), towed_by=first(c, "de-mg42-hmg")),
    "towing a soldier": lambda c: edit(c, first(c, "de-rifleman"), towed_by=first(c, "de-opel-blitz")),
    "unit of another detachment": lambda c: edit(c, first(c, "su-ba64"), quality="regular"),
    "promote a two-man team": lambda c: rosters.promote(c.owner, c.d.id, unit_id=first(c, "de-lmg-team")),
    "promote a truck": lambda c: rosters.promote(c.owner, c.d.id, unit_id=first(c, "de-opel-blitz")),
    "remove the officer": lambda c: rosters.remove_unit(c.owner, c.d.id, unit_id=first(c, "de-officer")),
    "duplicate the officer": lambda c: rosters.duplicate_unit(c.owner, c.d.id, unit_id=first(c, "de-officer")),
    "undo with nothing removed": lambda c: rosters.undo_remove(c.owner, c.d.id),
    "remove another detachment's unit": lambda c: rosters.remove_unit(c.owner, c.d.id, unit_id=first(c, "su-ba64")),
}  # fmt: skip


@pytest.mark.parametrize("refusal", REFUSALS.values(), ids=REFUSALS.keys())
def test_it_refuses_bad_input_and_changes_nothing(infantry, refusal):
    before = snapshot()
    with pytest.raises(Refused) as refused:
        refusal(infantry)
    assert refused.type is not NotFound and refused.value.message
    assert snapshot() == before


def test_undo_puts_back_a_removed_truck_with_its_passengers_and_gun(infantry):
    c = infantry
    truck, gun, riders = first(c, "de-opel-blitz"), first(c, "de-pak36"), c.units["de-rifleman"][:2]
    for rider in riders:
        edit(c, rider.id, weapons=("de-kar98k",), rides_in=truck)
    edit(c, first(c, "de-pak36"), towed_by=truck)
    before = load(c.d).muster
    rosters.remove_unit(c.owner, c.d.id, unit_id=truck)
    assert not RosterUnit.objects.filter(rides_in__isnull=False).exists()
    assert RosterUnit.objects.get(pk=gun).towed_by_id is None
    back = rosters.undo_remove(c.owner, c.d.id)
    assert (back.profile.key, back.position) == ("de-opel-blitz", c.units["de-opel-blitz"][0].position)
    assert sorted(back.passengers.values_list("id", flat=True)) == [r.id for r in riders]
    assert list(back.towed.values_list("id", flat=True)) == [gun]
    after = load(c.d).muster
    assert (after.points, after.actions, after.problems) == (before.points, before.actions, before.problems)


def test_undo_puts_back_a_removed_soldier_with_his_weapons_ride_and_promotion(infantry):
    c = infantry
    rider = c.units["de-rifleman"][0]
    edit(c, first(c, "de-rifleman"), weapons=("de-mp40", "de-panzerfaust60"), rides_in=first(c, "de-opel-blitz"))
    rosters.promote(c.owner, c.d.id, unit_id=rider.id)
    rosters.remove_unit(c.owner, c.d.id, unit_id=rider.id)
    back = rosters.undo_remove(c.owner, c.d.id)
    assert (keys(back), back.rides_in_id, back.squad_leader) == (
        {"de-mp40", "de-panzerfaust60"}, first(c, "de-opel-blitz"), True
    )  # fmt: skip
    with pytest.raises(Refused):
        rosters.undo_remove(c.owner, c.d.id)  # once only


def test_promote_toggles_and_keeps_one_squad_leader(infantry):
    c = infantry
    a, b = c.units["de-rifleman"][:2]
    actions = load(c.d).muster.actions
    assert rosters.promote(c.owner, c.d.id, unit_id=a.id).id == a.id
    assert rosters.promote(c.owner, c.d.id, unit_id=b.id).id == b.id
    assert list(RosterUnit.objects.filter(squad_leader=True).values_list("id", flat=True)) == [b.id]
    assert load(c.d).muster.actions == actions  # promotion is free and adds no action
    assert rosters.promote(c.owner, c.d.id, unit_id=b.id) is None
    assert not RosterUnit.objects.filter(squad_leader=True).exists()


@pytest.mark.parametrize(("whole_group", "changed"), [(True, 6), (False, 1)])
def test_an_edit_applies_to_the_whole_group_or_to_one(infantry, whole_group, changed):
    c = infantry
    points = load(c.d).muster.points
    assert len(rosters.group_of(c.d, c.units["de-rifleman"][2])) == 6
    done = edit(c, first(c, "de-rifleman"), weapons=("de-kar98k", "de-stielhandgranate24"), whole_group=whole_group)
    kits = [keys(u) for u in RosterUnit.objects.filter(profile__key="de-rifleman")]
    assert done == kits.count({"de-kar98k", "de-stielhandgranate24"}) == changed
    assert load(c.d).muster.points == points + changed  # each grenade beyond the rifle costs 1


def test_duplicate_copies_kit_and_ride_but_not_promotion_or_tow(infantry):
    c = infantry
    edit(c, first(c, "de-rifleman"), weapons=("de-mp40",), rides_in=first(c, "de-opel-blitz"))
    rosters.promote(c.owner, c.d.id, unit_id=first(c, "de-rifleman"))
    copy = rosters.duplicate_unit(c.owner, c.d.id, unit_id=first(c, "de-rifleman"))
    assert (keys(copy), copy.rides_in_id, copy.squad_leader) == ({"de-mp40"}, first(c, "de-opel-blitz"), False)
    assert copy.position == c.units["de-rifleman"][0].position + 1
    assert RosterUnit.objects.get(pk=c.units["de-rifleman"][1].id).position == copy.position + 1


OWNED = {
    "update_settings": lambda o, c: rosters.update_settings(o, c.d.id, Settings(name="Mine now")),
    "add_units": lambda o, c: rosters.add_units(o, c.d.id, unit_key="de-rifleman", quality="regular", count=1),
    "edit_units": lambda o, c: rosters.edit_units(o, c.d.id, unit_id=first(c, "de-rifleman"), whole_group=True,
                                                   loadout=Loadout("conscript", ())),
    "promote": lambda o, c: rosters.promote(o, c.d.id, unit_id=first(c, "de-rifleman")),
    "duplicate_unit": lambda o, c: rosters.duplicate_unit(o, c.d.id, unit_id=first(c, "de-rifleman")),
    "remove_unit": lambda o, c: rosters.remove_unit(o, c.d.id, unit_id=first(c, "de-rifleman")),
    "undo_remove": lambda o, c: rosters.undo_remove(o, c.d.id),
    "delete_detachment": lambda o, c: rosters.delete_detachment(o, c.d.id),
    "new_share_link": lambda o, c: rosters.new_share_link(o, c.d.id),
    "export_roster": lambda o, c: roster_json.export_roster(o, c.d.id),
    "duplicate_detachment": lambda o, c: roster_json.duplicate_detachment(o, c.d.id),
}  # fmt: skip


@pytest.mark.parametrize("intruder", ["another player", "anonymous"])
@pytest.mark.parametrize("service", OWNED.values(), ids=OWNED.keys())
def test_another_players_detachment_is_not_found_by_any_service(infantry, django_user_model, intruder, service):
    rosters.remove_unit(infantry.owner, infantry.d.id, unit_id=infantry.units["de-rifleman"][-1].id)  # undo has work
    other = django_user_model.objects.create_user("ben") if intruder == "another player" else AnonymousUser()
    before = snapshot()
    with pytest.raises(NotFound):
        service(other, infantry)
    assert snapshot() == before


# --- property: random edits keep the totals equal to a recount of the rows ---------------------------------

# What the services refuse, so a roster built through them never shows it (the rest is advice).
PREVENTED = {"no-officer", "not-allowed", "wrong-nation", "quality-not-allowed", "quality-not-offered", "no-hand-weapons",
             "retired", "retired-weapon", "weapon-nation", "promotion", "no-carrier", "not-a-passenger", "not-towable"}  # fmt: skip
UNIT_KEYS = ["de-rifleman", "de-squad-leader", "de-lmg-team", "de-sniper", "de-opel-blitz", "de-horse", "de-pak36",
             "de-mg42-hmg", "de-kubelwagen", "us-rifleman"]  # fmt: skip
WEAPON_KEYS = [
    "de-kar98k",
    "de-mp40",
    "de-stielhandgranate24",
    "de-panzerfaust30",
    "de-mg42",
    "bayonet",
    "us-m1-garand",
]


def recount(d: Detachment) -> tuple[int, int]:
    """Points and actions from the rows alone: cost at quality plus weapons beyond the unit's own; R22."""
    points = actions = 0
    for unit in d.units.select_related("profile").prefetch_related("weapons", "profile__weapons"):
        p = unit.profile
        own = {w.id for w in p.weapons.all()}
        points += (getattr(p, f"cost_{unit.quality}") or 0) + sum(w.cost for w in unit.weapons.all() if w.id not in own)
        if p.unit_type == "ranking-officer":
            actions += 1
        elif p.unit_type in MACHINES:
            actions += (0 if p.movement == "horse" else p.crew) + 1
        else:
            actions += p.crew
    return points, actions


def links(ids: list[int], every: list[int]) -> st.SearchStrategy[int | None]:
    """Mostly none; else one of `ids` (the carriers or tows) or any unit at all."""
    return st.one_of(st.none(), st.none(), st.none(), st.sampled_from(ids or every), st.sampled_from(every))


def random_edit(data, owner, d: Detachment) -> None:
    """One edit a player could try on the roster as it is now; many are refused."""
    units = list(d.units.select_related("profile").order_by("id"))
    every = [u.id for u in units]
    people = [u.id for u in units if u.profile.unit_type in ("ranking-officer", "squad-leader", "infantry")]
    seats = [u.id for u in units if u.profile.passengers]
    tows = [u.id for u in units if u.profile.tow_class and u.profile.unit_type != "support-weapon"]
    unit = data.draw(st.sampled_from(people) | st.sampled_from(every))
    quality = data.draw(st.sampled_from(["conscript", "regular", "regular", "elite"]))
    match data.draw(st.sampled_from(["add", "edit", "edit", "promote", "duplicate", "remove", "undo"])):
        case "add":
            key, count = data.draw(st.sampled_from(UNIT_KEYS)), data.draw(st.integers(0, 4))
            rosters.add_units(owner, d.id, unit_key=key, quality=quality, count=count)
        case "edit":
            weapons = tuple(data.draw(st.lists(st.sampled_from(WEAPON_KEYS), max_size=3, unique=True)))
            loadout = Loadout(quality, weapons, data.draw(links(seats, every)), data.draw(links(tows, every)))
            rosters.edit_units(owner, d.id, unit_id=unit, whole_group=data.draw(st.booleans()), loadout=loadout)
        case "promote":
            rosters.promote(owner, d.id, unit_id=unit)
        case "duplicate":
            rosters.duplicate_unit(owner, d.id, unit_id=unit)
        case "remove":
            rosters.remove_unit(owner, d.id, unit_id=unit)
        case "undo":
            rosters.undo_remove(owner, d.id)


@settings(
    max_examples=examples(25),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_random_edits_keep_points_and_actions_equal_to_a_recount(owner, data):
    d = rosters.create_detachment(owner, type_key="de-regular-infantry", settings=Settings(name="Random"))
    for key in ("de-rifleman", "de-opel-blitz", "de-pak36"):
        rosters.add_units(owner, d.id, unit_key=key, quality="regular", count=2)
    for _ in range(data.draw(st.integers(3, 15), label="edits")):
        before = snapshot(d)
        try:
            random_edit(data, owner, d)
        except Refused:
            assert snapshot(d) == before
        roster = load(d)
        assert (roster.muster.points, roster.muster.actions) == recount(d)
        assert {p.code for p in roster.muster.problems} & PREVENTED == set()
