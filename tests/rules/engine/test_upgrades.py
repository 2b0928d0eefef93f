"""How to upgrade core units: the book's boundaries, one row per case (rules/engine/upgrades.py)."""

from __future__ import annotations

import pytest

from rules.engine.upgrades import (
    BY_EXPERIENCE,
    NOT_HIGHER,
    NOT_UPGRADED,
    higher_qualities,
    kind_of,
    why_not,
    why_not_priced,
    why_not_rise,
)


@pytest.mark.parametrize(
    ("unit_type", "movement", "vehicle_class", "kind"),
    [
        ("infantry", "foot", "", "infantry"),
        ("squad-leader", "foot", "", "infantry"),
        ("afv", "wheeled", "", "armoured-car"),
        ("afv", "tracked", "", "tank"),
        ("afv", "tracked", "medium-tank", "medium-tank"),
        ("transport", "wheeled", "", "transport"),
        ("support-weapon", "foot", "", "support-weapon"),
        ("crew", "foot", "", "crew"),
    ],
)
def test_a_units_upgrade_kind(unit_type, movement, vehicle_class, kind):
    assert kind_of(unit_type, movement, vehicle_class) == kind


# The book: transports only to transports; armoured cars to tanks; light tanks to medium and heavy; support weapons to
# more powerful support weapons; infantry to higher ranks and better weapons.
@pytest.mark.parametrize(
    ("from_kind", "to_kind", "allowed"),
    [
        ("transport", "transport", True),
        ("transport", "light-tank", False),
        ("armoured-car", "light-tank", True),
        ("armoured-car", "heavy-tank", True),
        ("armoured-car", "armoured-car", True),
        ("armoured-car", "transport", False),
        ("light-tank", "medium-tank", True),
        ("light-tank", "heavy-tank", True),
        ("light-tank", "armoured-car", False),
        ("medium-tank", "heavy-tank", True),
        ("medium-tank", "light-tank", False),
        ("heavy-tank", "medium-tank", False),
        ("tank", "medium-tank", True),
        ("support-weapon", "support-weapon", True),
        ("support-weapon", "light-tank", False),
        ("infantry", "infantry", True),
        ("infantry", "transport", False),
        ("crew", "crew", False),
        ("plane", "plane", False),
    ],
)
def test_the_books_boundaries(from_kind, to_kind, allowed):
    reason = why_not(from_kind, to_kind)
    assert (reason is None) == allowed
    assert reason is None or reason.endswith(".")


@pytest.mark.parametrize(
    ("price", "points", "allowed"), [(5, 10, True), (10, 10, True), (11, 10, False), (0, 10, False), (-3, 10, False)]
)
def test_an_upgrade_costs_something_and_no_more_than_the_side_has(price, points, allowed):
    assert (why_not_priced(price, points) is None) == allowed


@pytest.mark.parametrize(
    ("quality", "higher"), [("conscript", ("regular", "elite")), ("regular", ("elite",)), ("elite", ())]
)
def test_higher_ranks(quality, higher):
    assert higher_qualities(quality) == higher


# R45: soldiers buy ranks; a vehicle's or support weapon's crew rises only by experience (R35), unless the campaign's
# house rule trains crews; planes and crews of their own are not upgraded at all.
@pytest.mark.parametrize(
    ("kind", "quality", "to_quality", "crews_trained", "reason"),
    [
        ("infantry", "conscript", "regular", False, None),
        ("infantry", "conscript", "elite", False, None),
        ("infantry", "regular", "elite", True, None),
        ("infantry", "regular", "regular", False, NOT_HIGHER),
        ("infantry", "elite", "regular", False, NOT_HIGHER),
        ("armoured-car", "regular", "elite", False, BY_EXPERIENCE),
        ("light-tank", "regular", "elite", False, BY_EXPERIENCE),
        ("heavy-tank", "conscript", "regular", False, BY_EXPERIENCE),
        ("tank", "regular", "elite", False, BY_EXPERIENCE),
        ("transport", "regular", "elite", False, BY_EXPERIENCE),
        ("support-weapon", "conscript", "regular", False, BY_EXPERIENCE),
        ("armoured-car", "regular", "elite", True, None),
        ("support-weapon", "conscript", "elite", True, None),
        ("medium-tank", "elite", "elite", True, NOT_HIGHER),
        ("plane", "regular", "elite", False, NOT_UPGRADED),
        ("plane", "regular", "elite", True, NOT_UPGRADED),
        ("crew", "regular", "elite", True, NOT_UPGRADED),
    ],
)
def test_who_may_buy_a_higher_quality(kind, quality, to_quality, crews_trained, reason):
    assert why_not_rise(kind, quality, to_quality, crews_trained=crews_trained) == reason
