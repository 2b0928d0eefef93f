"""How long choosing the enemy's next unit and its action takes on a big table. Goal: far under 20 ms.

Like tests/rules/engine/test_benchmarks.py, it measures and does not assert a time (a loaded CI machine must not fail
the build); it checks what it computed.
"""

from __future__ import annotations

from rules.engine.solitaire.activation import Candidate, choose_activation
from rules.engine.solitaire.behaviour import Actor, Sighting, Situation, propose

SECTORS = ("left-flank", "middle", "right-flank")
TYPES = ("infantry", "squad-leader", "crew", "support-weapon", "afv", "transport")
QUALITIES = ("conscript", "regular", "elite")
BANDS = ("super-close", "close", "medium", "far", "out-of-range")


def big_force() -> tuple[Candidate, ...]:
    """60 units, 20 a sector, of every type and quality; the only ranking officer stands on the right flank."""
    units = [
        Candidate(
            ref=n,
            label=f"Unit {n}",
            unit_type=TYPES[n % len(TYPES)],
            quality=QUALITIES[n % len(QUALITIES)],
            sector=SECTORS[n % len(SECTORS)],
            firepower=n % 9,
            speed=10 + n % 4 * 10,
            near_objective=n % 7 == 0,
            points=n * 3 % 50,
        )
        for n in range(1, 61)
    ]
    units[40] = Candidate(41, "Hauptmann", "ranking-officer", "regular", "right-flank", points=1)
    return tuple(units)


def big_sighting_list() -> tuple[Sighting, ...]:
    """20 of the player's units; one worth few points threatens the objective."""
    sightings = [
        Sighting(
            ref=n,
            label=f"Target {n}",
            unit_type=TYPES[n % len(TYPES)],
            points=20 + n,
            band=BANDS[n % len(BANDS)],
            cover=("none", "soft", "medium", "hard")[n % 4],
            armour=n % 5 if TYPES[n % len(TYPES)] == "afv" else 0,
        )
        for n in range(1, 21)
    ]
    sightings[6] = Sighting(7, "Bren carrier", "transport", 5, "far", threatens_objective=True)
    return tuple(sightings)


def decide(candidates, situation):
    activation = choose_activation(candidates, "none", 5)
    return activation, propose(situation)


def test_it_benchmarks_choosing_a_unit_and_its_action(benchmark):
    tank = Actor(41, "Panzer IV H", "afv", "regular", small_arms=4, he=6, ap=8)
    situation = Situation(tank, big_sighting_list(), objective="away", better_cover_near=True)
    activation, proposal = benchmark(decide, big_force(), situation)
    assert (activation.ref, activation.sector, activation.rung) == (41, "right-flank", "ranking-officers")
    assert (proposal.action, proposal.target) == ("shoot", 7)
    assert "It threatens the mission objective: such targets come first (S11)." in proposal.reasons
