"""The vehicles expansion (Vehicle Movement, Manoeuvrable (X), Transports, Embarking and Disembarking, Destroyed
Transports, Restrictions), one row per case of the text's own numbers and words."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine.open_fire.procedures.vehicles import (
    DisembarkInputs,
    EmbarkInputs,
    ManoeuvreInputs,
    WreckInputs,
    destroyed_transport,
    disembark,
    embark,
    vehicle_manoeuvres,
)
from rules.engine.outcome import InvalidInput


@pytest.mark.parametrize(
    ("inputs", "result", "cost"),
    [
        (ManoeuvreInputs(manoeuvres=1, allowance=6, distance=6), "may-manoeuvre", 0),  # one free
        (ManoeuvreInputs(manoeuvres=0, allowance=6, distance=6), "may-manoeuvre", 0),
        (ManoeuvreInputs(manoeuvres=2, allowance=6, distance=4), "may-manoeuvre", 2),  # 2 in each more
        (ManoeuvreInputs(manoeuvres=2, allowance=6, distance=4.5), "too-far", 2),  # must have the inches
        (ManoeuvreInputs(manoeuvres=4, allowance=8, distance=2), "may-manoeuvre", 6),
        (ManoeuvreInputs(manoeuvres=4, allowance=8, distance=3), "too-far", 6),
        (ManoeuvreInputs(manoeuvres=1, advance=True, allowance=12, distance=12), "may-manoeuvre", 0),
        (ManoeuvreInputs(manoeuvres=2, advance=True, allowance=12, distance=0), "too-many-manoeuvres", 2),
        (ManoeuvreInputs(manoeuvres=3, manoeuvrable=2, allowance=6, distance=6), "may-manoeuvre", 0),  # O48
        (ManoeuvreInputs(manoeuvres=4, manoeuvrable=2, allowance=6, distance=4), "may-manoeuvre", 2),
        (ManoeuvreInputs(manoeuvres=3, manoeuvrable=2, advance=True, allowance=12, distance=12), "may-manoeuvre", 0),
        (ManoeuvreInputs(manoeuvres=4, manoeuvrable=2, advance=True, allowance=12), "too-many-manoeuvres", 2),
        (ManoeuvreInputs(direction="backward", manoeuvres=1, allowance=3, distance=3), "may-manoeuvre", 0),
        (ManoeuvreInputs(direction="both"), "not-both-ways", 0),  # forward or backward, not both
        (ManoeuvreInputs(direction="backward", aircraft=True), "not-both-ways", 0),  # aircraft only forward
        (
            ManoeuvreInputs(direction="forward", aircraft=True, manoeuvres=2, allowance=12, distance=10),
            "may-manoeuvre",
            2,
        ),
    ],
)
def test_vehicle_manoeuvres(inputs, result, cost):
    outcome = vehicle_manoeuvres(inputs, None)
    assert outcome.result == result
    assert outcome.value("manoeuvre_cost") == cost


def test_what_is_left_after_manoeuvres():
    outcome = vehicle_manoeuvres(ManoeuvreInputs(manoeuvres=3, allowance=10, distance=3.5), None)
    assert outcome.value("left") == Fraction(5, 2)


@pytest.mark.parametrize(
    ("inputs", "result"),
    [
        (EmbarkInputs(leader_distance=1), "may-embark"),  # within 1 in includes 1
        (EmbarkInputs(leader_distance=1.5), "may-not-embark"),
        (EmbarkInputs(models=10, capacity=10), "may-embark"),  # up to X infantry models
        (EmbarkInputs(models=11, capacity=10), "may-not-embark"),
        (EmbarkInputs(models=5, aboard=5, capacity=10), "may-embark"),  # several units, every model fits
        (EmbarkInputs(models=5, aboard=6, capacity=10), "may-not-embark"),
        (EmbarkInputs(infantry=False), "may-not-embark"),  # only infantry
        (EmbarkInputs(friendly=False), "may-not-embark"),  # only friendly models
        (EmbarkInputs(disembarked=True), "may-not-embark"),  # not both in one activation
        (EmbarkInputs(own_activation=False), "may-not-embark"),  # only in its own activation
    ],
)
def test_embarking(inputs, result):
    assert embark(inputs, None).result == result


def test_embarking_ends_attacks_and_securing():
    outcome = embark(EmbarkInputs(), None)
    assert outcome.value("may_attack") is False and outcome.value("may_secure") is False


def test_more_aboard_than_capacity_is_refused():
    with pytest.raises(InvalidInput) as refusal:
        embark(EmbarkInputs(aboard=11, capacity=10), None)
    assert refusal.value.field == "aboard"


@pytest.mark.parametrize(
    ("inputs", "result"),
    [
        (DisembarkInputs(leader_distance=1, enemy_distance=6), "may-disembark"),
        (DisembarkInputs(leader_distance=1.5), "may-not-disembark"),  # within 1 in of the transport
        (DisembarkInputs(enemy_distance=1), "may-not-disembark"),  # not in an enemy's assault range
        (DisembarkInputs(enemy_distance=1.1), "may-disembark"),
        (DisembarkInputs(embarked=True), "may-not-disembark"),  # not both in one activation
        (DisembarkInputs(own_activation=False), "may-not-disembark"),
    ],
)
def test_disembarking(inputs, result):
    assert disembark(inputs, None).result == result


@pytest.mark.parametrize(
    ("inputs", "result", "casualties"),
    [
        (WreckInputs(models=5, leader_placed=True, placed=4), "unit-survives", 0),
        (WreckInputs(models=5, leader_placed=True, placed=2), "unit-survives", 2),  # the rest are casualties
        (WreckInputs(models=5, leader_placed=True, placed=0), "unit-survives", 4),
        (WreckInputs(models=1, leader_placed=True, placed=0), "unit-survives", 0),
        (WreckInputs(models=5, leader_placed=False, placed=4), "unit-destroyed", 5),  # the whole unit
    ],
)
def test_a_destroyed_transport(inputs, result, casualties):
    outcome = destroyed_transport(inputs, None)
    assert outcome.result == result
    assert outcome.value("casualties") == casualties
    assert outcome.effects.killed == casualties


def test_it_cannot_place_more_models_than_the_unit_has():
    with pytest.raises(InvalidInput) as refusal:
        destroyed_transport(WreckInputs(models=3, placed=3), None)
    assert refusal.value.field == "placed"
