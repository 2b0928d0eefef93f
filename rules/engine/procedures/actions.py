"""Actions: the detachment's action pool and the actions one unit has per activation (Actions & Action
Point Counter, Crew members (vehicles), Crew members support and infantry weapons, Death of ranking
officers), with R22, R23, R26 and R30."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Outcome
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, fixed

# --- action pool (R22) -------------------------------------------------------------------------------

# (field, one, many): every model gives one action (R22).
MODELS = (
    ("officers", "officer", "officers"),
    ("squad_leaders", "squad leader", "squad leaders"),
    ("soldiers", "soldier", "soldiers"),
    ("crew_members", "crew member", "crew members"),
)
# Every vehicle, support weapon and plane gives one more, on top of the people who man it (R22).
MACHINES = (
    ("vehicles", "vehicle", "vehicles"),
    ("support_weapons", "support weapon", "support weapons"),
    ("planes", "plane", "planes"),
)


@dataclass(frozen=True)
class PoolInputs:
    officers: int
    squad_leaders: int
    soldiers: int
    crew_members: int
    vehicles: int
    support_weapons: int
    planes: int
    officers_lost: int
    squad_leaders_lost: int
    soldiers_lost: int
    crew_members_lost: int
    vehicles_lost: int
    support_weapons_lost: int
    planes_lost: int
    ranking_officer_dead: bool
    officer_orders: int


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _sum_text(parts: Sequence[tuple[int, str, str]]) -> str:
    return " + ".join(_count(n, one, many) for n, one, many in parts if n)


def action_pool(i: PoolInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    steps = []
    have = {name: getattr(i, name) for name, _one, _many in (*MODELS, *MACHINES)}
    lost = {name: getattr(i, f"{name}_lost") for name in have}
    if i.ranking_officer_dead and lost["officers"] == 0:
        lost["officers"] = 1
        steps.append("The dead ranking officer is counted as one officer lost.")
    for name, _one, many in (*MODELS, *MACHINES):
        if lost[name] > have[name]:
            steps.append(f"Only {have[name]} {many} to lose: {lost[name]} lost counts as {have[name]}.")
            lost[name] = have[name]
    models = sum(have[name] for name, _one, _many in MODELS)
    machines = sum(have[name] for name, _one, _many in MACHINES)
    losses = sum(lost.values())
    orders = i.officer_orders if i.ranking_officer_dead else 0

    steps.append(
        f"One action per model: {_sum_text([(have[n], o, m) for n, o, m in MODELS])} = {models}."
        if models
        else "No officers, squad leaders, soldiers or crew members: no actions from models."
    )
    if machines:
        steps.append(
            f"One more per machine: {_sum_text([(have[n], o, m) for n, o, m in MACHINES])} = {machines} (R22)."
        )
    if losses:
        steps.append(
            f"Each loss takes its action away: {_sum_text([(lost[n], o, m) for n, o, m in (*MODELS, *MACHINES)])}"
            f" = -{losses}."
        )
    if orders:
        steps.append(
            f"The ranking officer is dead: the {orders} actions he could order per turn are gone for the rest of the game (R22)."
        )
    elif i.ranking_officer_dead:
        steps.append("The ranking officer is dead, but he had no orders to lose.")
    raw = models + machines - losses - orders
    pool = max(raw, 0)
    terms = " ".join(
        part for part in (f"{models}", f"+ {machines}" if machines else "", f"- {losses}" if losses else "") if part
    )
    if orders:
        terms += f" - {orders}"
    steps.append(f"Action pool: {terms} = {pool} action{'s' if pool != 1 else ''} per turn.")
    if raw < 0:
        steps.append("The pool cannot go below 0.")
    return settled(
        "action-pool",
        "pool",
        steps,
        (("pool", pool), ("models", models), ("machines", machines), ("lost", losses), ("orders_lost", orders)),
    )


def _count_field(name: str, label: str, default: int = 0, maximum: int = 60) -> Field:
    return Field(name, "int", label, default=default, minimum=0, maximum=maximum)


POOL_FIELDS = (
    _count_field("officers", "Officers (the ranking officer too)", default=1, maximum=6),
    _count_field("squad_leaders", "Squad leaders (not counted among the soldiers)", maximum=12),
    _count_field("soldiers", "Soldiers (infantry, cavalry, support crews)"),
    _count_field("crew_members", "Vehicle crew members"),
    _count_field("vehicles", "Vehicles", maximum=30),
    _count_field("support_weapons", "Support weapons", maximum=30),
    _count_field("planes", "Planes", maximum=10),
    _count_field("officers_lost", "Officers lost", maximum=6),
    _count_field("squad_leaders_lost", "Squad leaders lost", maximum=12),
    _count_field("soldiers_lost", "Soldiers lost"),
    _count_field("crew_members_lost", "Crew members lost"),
    _count_field("vehicles_lost", "Vehicles lost", maximum=30),
    _count_field("support_weapons_lost", "Support weapons lost", maximum=30),
    _count_field("planes_lost", "Planes lost", maximum=10),
    Field("ranking_officer_dead", "bool", "The ranking officer is dead", default=False),
    _count_field("officer_orders", "Actions the ranking officer could order per turn (doctrine)", maximum=20),
)

# --- actions per activation (R23, R26) ---------------------------------------------------------------

UNIT_TYPES = (
    "ranking-officer",
    "squad-leader",
    "infantry",
    "heavy-gear",
    "support-weapon",
    "machine-gun",
    "transport",
    "afv",
    "plane-bombing",
    "plane-strafing",
)
UNIT_LABELS = {
    "ranking-officer": "Ranking officer",
    "squad-leader": "Squad leader",
    "infantry": "Infantry or crew member",
    "heavy-gear": "Infantry carrying heavy gear",
    "support-weapon": "Support weapon",
    "machine-gun": "Machine gun (medium or heavy)",
    "transport": "Transport",
    "afv": "AFV",
    "plane-bombing": "Plane bombing",
    "plane-strafing": "Plane strafing",
}
CREWED = {"heavy-gear", "support-weapon", "machine-gun", "transport", "afv"}
VEHICLES = {"transport", "afv"}
SUPPORT_WEAPONS = {"support-weapon", "machine-gun"}  # medium and heavy MGs count as support weapons
BIG_CREW = 5  # "AFVs (more than 5 crew members)" get a third action


def crew_below_half(alive: int, needed: int) -> bool:
    """R26: fewer than half of the crew it needs (1 of 3, 1 of 4); exactly half is not below half."""
    return 2 * alive < needed


def half_crew_lost(alive: int, needed: int) -> bool:
    """R30, for machine guns only: half of the crew or more is gone (1 of 2, 2 of 4, 2 of 3)."""
    return 2 * alive <= needed


@dataclass(frozen=True)
class ActivationInputs:
    unit_type: str
    crew_needed: int
    crew_alive: int
    acted_last_turn: bool
    plane_guns: int


def _base(i: ActivationInputs) -> tuple[int, list[str], dict[str, object]]:
    """Actions from the table of unit types, before any crew losses."""
    kind = i.unit_type
    if kind == "ranking-officer":
        return 2, ["Giving several orders at once is one action. Some doctrines let him activate more than once."], {}
    if kind == "squad-leader":
        return (
            2,
            ["Each soldier he tries to rally costs one action and one morale check, up to two per turn (R23)."],
            {},
        )
    if kind == "infantry":
        return 2, ["One double move per turn is allowed."], {"double_move": True}
    if kind == "heavy-gear":
        return 1, ["Infantry carrying heavy gear may move or shoot, not both, and never double move."], {}
    if kind == "support-weapon":
        return 1, ["A support weapon may move or shoot, not both."], {}
    if kind == "machine-gun":
        return (
            2,
            ["A machine gun may move or shoot; or shoot twice (double burst), then roll 2D6 for overheating."],
            {"double_burst": True},
        )
    if kind == "transport":
        return 2, ["Loading or unloading all cargo is one action."], {"double_move": True}
    if kind == "afv":
        if i.crew_needed > BIG_CREW:
            return (
                3,
                [f"An AFV with more than {BIG_CREW} crew has a third action, but may not use it for a triple move."],
                {"double_move": True, "triple_move": False},
            )
        return 2, [f"An AFV with up to {BIG_CREW} crew has 2 actions."], {"double_move": True}
    if kind == "plane-bombing":
        return 1, ["A bombing run is one action; planes spend no actions on movement."], {}
    guns = i.plane_guns
    return guns, [f"Strafing: one action per machine gun and autocannon ({guns}); no actions on movement."], {}


def actions_per_activation(i: ActivationInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    actions, steps, notes = _base(i)
    steps.insert(0, f"{UNIT_LABELS[i.unit_type]}: {actions} action{'s' if actions != 1 else ''}.")
    below_half = half_lost = None
    if i.unit_type in CREWED:
        alive = min(i.crew_alive, i.crew_needed)
        below_half = crew_below_half(alive, i.crew_needed)
        half_lost = half_crew_lost(alive, i.crew_needed)
        mg_at_half = half_lost and not below_half and i.unit_type == "machine-gun"
        state = ", below half" if below_half else ", half of it lost" if mg_at_half else ""
        steps.append(f"Crew: {alive} of {i.crew_needed} alive{state}.")
        if alive == 0:
            actions = 0
            if "double_burst" in notes:
                notes["double_burst"] = False
            steps.append("No crew left: it cannot act.")
        elif below_half and i.unit_type in VEHICLES:
            actions -= 1
            steps.append(f"Below half crew, a vehicle loses one action per turn: {actions} left (R26).")
        elif below_half and i.unit_type == "heavy-gear":
            actions -= 1
            steps.append("Below half crew, an infantry weapon loses one action per turn: it cannot act.")
        else:
            if half_lost and i.unit_type == "machine-gun":
                # R30: the machine-gun chapter takes the double burst away from half the crew lost, not below half.
                actions = 1
                notes["double_burst"] = False
                steps.append(
                    f"{i.crew_needed - alive} of {i.crew_needed} crew lost is half or more: the machine gun has no"
                    " double burst, so it moves or fires once (R30)."
                )
            if below_half:
                notes["every_other_turn"] = True
                steps.append("Below half crew, a support weapon acts only every other turn (R26).")
                if i.acted_last_turn:
                    actions = 0
                    steps.append("It acted last turn, so it cannot act this turn.")
                else:
                    steps.append("It did not act last turn, so it may act now, but not next turn.")
    result = f"actions-{actions}" if actions else "cannot-act"
    values = [("actions", actions), ("below_half_crew", below_half), ("half_crew_lost", half_lost), *notes.items()]
    return settled("actions-per-activation", result, steps, values)


PROCEDURES = (
    Procedure(
        id="action-pool",
        title="Action pool",
        chapter="Actions",
        section="Actions & Action Point Counter",
        summary="Actions per turn: one per model, one more per vehicle, support weapon and plane, minus losses.",
        fields=POOL_FIELDS,
        rolls=(),
        inputs=PoolInputs,
        resolve=action_pool,
        dice_counts=fixed(0),
        rulings=("R22",),
    ),
    Procedure(
        id="actions-per-activation",
        title="Actions per activation",
        chapter="Actions",
        section="Actions & Action Point Counter",
        summary="How many actions one unit has when activated, by unit type and crew left.",
        fields=(
            Field("unit_type", "choice", "Unit", default="infantry", choices=UNIT_TYPES),
            Field(
                "crew_needed",
                "int",
                "Crew needed",
                default=4,
                minimum=1,
                maximum=12,
                help="Vehicles, support weapons and infantry weapons only.",
            ),
            Field("crew_alive", "int", "Crew alive", default=4, minimum=0, maximum=12),
            Field(
                "acted_last_turn",
                "bool",
                "Acted last turn",
                default=False,
                help="Support weapons below half crew act only every other turn.",
            ),
            Field(
                "plane_guns",
                "int",
                "Machine guns and autocannons",
                default=2,
                minimum=0,
                maximum=8,
                help="Strafing planes only.",
            ),
        ),
        rolls=(),
        inputs=ActivationInputs,
        resolve=actions_per_activation,
        dice_counts=fixed(0),
        rulings=("R23", "R26", "R30"),
    ),
)
