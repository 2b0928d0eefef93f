"""Crews that fight on (R34, R37): a vehicle's or support weapon's crew that bails out leaves its machine
abandoned and fights on foot with pistols, at -2 on every attack roll and as conscripts in melee; it can be
targeted, rallied and scored like any unit, and can climb back into its own machine.

Every crew is made at the reveal, waiting aboard its machine (status "aboard": never listed, targeted or
activated), so what each unit is stays sealed once and a replay finds the same rows. Its ref is its machine's
plus CREW_REF; its points are a soldier of its quality per man (R28), from the nation's riflemen."""

from __future__ import annotations

from django.utils.translation import gettext

from armies.models import UnitProfile, Weapon
from armies.pack_words import copied, in_every_language, said
from battles.models import ABOARD, Battle, BattleUnit, Seat

CREW_REF = 100_000  # roster refs stay far below this
WITH_CREWS = ("afv", "transport", "support-weapon")  # a plane's pilot and crew crash with it (R37)
TOKENS_CARRIED = ("injured", "suppressed", "shocked", "frightened")  # what the crew took inside, it keeps (R26)


def waiting(battle: Battle, seat: Seat, machines: list[BattleUnit], nation_id: int) -> list[BattleUnit]:
    """At the reveal: a crew for each machine that has one, aboard it, with the nation's pistol."""
    crewed = [m for m in machines if m.unit_type in WITH_CREWS and m.crew_alive > 0]
    if not crewed:
        return []
    pistols = Weapon.objects.filter(kind="pistol", retired=False).order_by("key")
    pistol = pistols.filter(nation_id=nation_id).first() or pistols.filter(nation__isnull=True).first()
    riflemen = list(UnitProfile.objects.filter(nation_id=nation_id, unit_type="infantry", retired=False))
    out = []
    for machine in crewed:
        man = soldier_cost(riflemen, machine.quality)
        arms = pistol.small_arms if pistol else 0
        out.append(
            BattleUnit(
                battle=battle,
                seat=seat,
                ref=machine.ref + CREW_REF,
                label=_crew_label(machine, f"{machine.without_owner(machine.label)} crew", machine.label),
                profile_key=f"{machine.profile_key}:crew",
                unit_type="crew",
                quality=machine.quality,
                points=man * machine.crew_alive,
                stats={
                    "name": f"Crew of {machine.stats.get('name', machine.label)}",
                    "translations": _crew_words(machine),
                    **({"told_apart": machine.stats["told_apart"]} if "told_apart" in machine.stats else {}),
                    "crew": machine.crew_alive,
                    "small_arms": arms,
                    "movement": "foot",
                    "armour": [0, 0, 0, 0],
                    "he": 0,
                    "ap": 0,
                    "mobility": 0,
                    "attacks_per_turn": 1,
                    "passengers": 0,
                },  # fmt: skip
                weapons=[_pistol(pistol)] if pistol else [],
                crew_alive=machine.crew_alive,
                status=ABOARD,
                placed=True,  # on the table with its machine: nothing for setup to place
            )
        )
    return out


def soldier_cost(riflemen: list[UnitProfile], quality: str) -> int:
    """What one man of a crew counts (R28): the nation's cheapest soldier of that quality."""
    return min((c for r in riflemen if (c := r.cost(quality)) is not None), default=0)


def man_of_plane(plane: BattleUnit) -> int:
    """A plane's pilot and crew each count as a soldier of its nation and quality (R28, R37)."""
    nation = UnitProfile.objects.filter(key=plane.profile_key).values_list("nation_id", flat=True).first()
    riflemen = list(UnitProfile.objects.filter(nation_id=nation, unit_type="infantry", retired=False))
    return soldier_cost(riflemen, plane.quality)


def crew_of(machine: BattleUnit) -> BattleUnit | None:
    return BattleUnit.objects.select_for_update().filter(seat_id=machine.seat_id, ref=machine.ref + CREW_REF).first()


def is_crew(unit: BattleUnit) -> bool:
    return unit.unit_type == "crew" and unit.ref >= CREW_REF


def fight_on(machine: BattleUnit, said: list[str]) -> None:
    """The machine's living crew leaves it and fights on (the machine is left abandoned by the caller)."""
    crew = crew_of(machine)
    if crew is None or crew.status != ABOARD or machine.crew_alive == 0:
        return
    tokens = machine.tokens or {}
    crew.status, crew.crew_alive, crew.placed = "active", machine.crew_alive, True
    crew.tokens = {k: v for k, v in tokens.items() if k in TOKENS_CARRIED and v}
    crew.activated_turn, crew.actions_used = machine.activated_turn, 0  # it does not act twice in one turn
    crew.save(update_fields=["status", "crew_alive", "placed", "tokens", "activated_turn", "actions_used"])
    machine.crew_alive = 0
    machine.tokens = {k: v for k, v in tokens.items() if k not in TOKENS_CARRIED}
    said.append(f"{crew.crew_alive} of its crew fight on as {crew.label} with pistols (-2 to hit, R34)")


def climb_back(crew: BattleUnit, machine: BattleUnit) -> str:
    """The crew re-enters its own abandoned machine: no penalty (they know it), and it acts again."""
    machine.status, machine.crew_alive = "active", crew.crew_alive
    machine.tokens = {**(machine.tokens or {}), **(crew.tokens or {})}
    machine.save(update_fields=["status", "crew_alive", "tokens"])
    crew.status, crew.tokens = ABOARD, {}
    crew.save(update_fields=["status", "tokens"])
    return f"{crew.label} climbs back into {machine.label}: it is crewed again, with no penalty."


def _crew_words(machine: BattleUnit) -> dict[str, str]:
    """The crew's name and label in the app's other languages, made of its machine's (armies.pack_words)."""
    return {
        **in_every_language("name", lambda: gettext("Crew of %(unit)s") % {"unit": said(machine.stats)},
                            f"Crew of {machine.stats.get('name', machine.label)}"),
        **in_every_language("label", lambda: _crew_label(machine, gettext("%(unit)s crew") % {"unit": machine.own_label_said}, machine.label_said),
                            _crew_label(machine, f"{machine.without_owner(machine.label)} crew", machine.label)),
    }  # fmt: skip


def _crew_label(machine: BattleUnit, crew: str, said: str) -> str:
    """ "Opel Blitz 1 crew (Anna)": a crew's label takes its machine's player's name where the machine's label `said`
    in that language has it (battles.systems.burst_of_fire.told_apart), at the end, so the player's own phone can
    leave it off (BattleUnit.own_label_said)."""
    return crew if machine.without_owner(said) == said else f"{crew} ({machine.stats['told_apart']})"


def _pistol(w: Weapon) -> dict:
    return {
        "key": w.key, "name": w.name, "slot": "primary", "kind": w.kind, "small_arms": w.small_arms, "he": w.he,
        "ap": w.ap, "uses": w.uses_per_game, "max_range_cm": w.max_range_cm, "melee_bonus": w.melee_bonus,
        "heavy_gear": False, "translations": copied(w, "name"),
    }  # fmt: skip
