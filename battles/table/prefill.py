"""What the app already knows for a roll form: the unit's quality, firepower, leader and tokens, the
battle's measuring system, and the terrain piece the player picks. Pre-filled values are only defaults;
the player confirms or changes them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from armies.models import UnitProfile
from battles.models import Battle, BattleUnit, Seat
from battles.services import calls, stances
from battles.services.crews import is_crew
from battles.table import ammo, card_fields, card_rules, duties, modules, terrain
from battles.table.experience import quality_now
from battles.table.forces import REACTION_ROLLS, activation_kind
from bof_site.refusals import Refused
from rules.engine.muster import MACHINES  # crewed: R26 counts their tokens
from rules.engine.outcome import Outcome
from rules.engine.procedures.effects import STATES
from rules.engine.procedures.shooting import SpotInputs, spot_roll
from rules.engine.reading import words
from rules.engine.registry import Procedure

WEAPON_ROLLS = {
    "panzerfaust-30": "panzerfaust-accuracy", "panzerfaust-60": "panzerfaust-accuracy",
    "panzerfaust-100": "panzerfaust-accuracy", "bazooka": "bazooka-accuracy", "panzerschreck": "bazooka-accuracy",
    "hand-grenade": "grenade-accuracy", "at-grenade": "at-grenade-accuracy", "flamethrower": "flamethrower",
    "lmg": "mg-targets",
}  # fmt: skip
VEHICLES = ("afv", "transport")


def action_rolls(unit: BattleUnit, *, manned: bool = False, house_rules=()) -> dict[str, tuple[str, ...]]:
    """The rolls each action of this unit may call for, in the order a player meets them. A vehicle manned
    by soldiers new to it moves by the captured-vehicle table. A module switched on in the battle's house rules
    swaps in its own procedure (battles/table/modules.py)."""
    return modules.swapped(_action_rolls(unit, manned=manned), unit, house_rules)


def _action_rolls(unit: BattleUnit, *, manned: bool) -> dict[str, tuple[str, ...]]:
    kinds = {w.get("kind") for w in unit.weapons}
    shoot = ["spot-roll", "attack", *dict.fromkeys(WEAPON_ROLLS[k] for k in kinds if k in WEAPON_ROLLS)]
    if duties.is_artillery(
        unit
    ):  # a mortar team or a gun firing shells: its shot is the accuracy roll the rules require
        shoot.insert(1, "artillery-accuracy")  # the attack form had opened with no attack value to take over
    if unit.unit_type == "support-weapon" and not unit.stats.get("blast"):
        shoot += ["mg-targets", "mg-suppression"]
    if unit.unit_type in VEHICLES:
        move = ["vehicle-move", "obstacle-crossing", "fieldwork-crossing", "river-crossing", "afv-breakthrough",
                "free-stuck-afv"]  # fmt: skip
    else:
        shoot.append("melee")
        move = ["foot-move", "obstacle-crossing", "fieldwork-crossing", "river-crossing"]
    if unit.unit_type in VEHICLES:
        move += ["run-over", "ram-support-weapon"]
        if manned:
            move[0] = "captured-vehicle-move"
    if unit.unit_type == "support-weapon" and unit.stats.get("blast") and unit.stats.get("attacks_per_turn", 1) >= 2:
        shoot.insert(0, "aa-fire")  # an AA gun (placement.gun_kind's rule): it may fire at planes
    if unit.unit_type == "plane":  # planes do not move on the table: they bomb or strafe (Planes)
        runs = ["bombing-run"] if unit.stats.get("blast") == "bombs" else ["strafing-run", "attack"]
        return {"shoot": tuple(runs)}
    rolls = {"shoot": tuple(dict.fromkeys(shoot)), "move": tuple(move)}
    if unit.unit_type == "ranking-officer":
        rolls["rally"] = ("officer-rally",)
    elif unit.squad_leader or unit.unit_type == "squad-leader":
        rolls["rally"] = ("squad-leader-rally",)
    return rolls


# Rolls that spend no action: reactions and consequences any seated player may roll for their units.
FREE_ROLLS = (
    "overwatch",
    "aa-fire",
    "dogfight",
    "mg-stop-afv",
    "structure-fire",
    "morale-check",
    "failed-morale-effect",
    "effect-infantry",
    "effect-crew",
    "mg-overheat",
    "melee-effect",
    "drift-direction",
    "blast-radius",
)


def unit_facts(unit: BattleUnit | None, battle: Battle) -> dict[str, str]:
    facts = {"units": battle.measure}
    if unit is None:
        return facts
    morale = battle.state.get("force_morale", {}).get(unit.seat.team)
    if morale:
        facts["force_morale"] = str(morale)
    tokens = unit.tokens or {}
    firepower = max(
        [unit.stats.get("small_arms", 0)] + [w.get("small_arms", 0) for w in unit.weapons if w["slot"] == "primary"]
    )
    facts |= {
        "quality": quality_now(unit),  # R35: as risen through experience
        "squad_leader": "true" if unit.squad_leader or unit.unit_type == "squad-leader" else "false",
        "attack_value": str(firepower) if firepower else "",
        "attacker_injured": "true" if tokens.get("injured") else "false",
        "attacker_frightened": "true" if tokens.get("frightened") else "false",
        "injured": "true" if tokens.get("injured") else "false",
        "frightened": "true" if tokens.get("frightened") else "false",
        "mobility": str(unit.stats.get("mobility") or ""),
        "crew_fighting_on": "true" if is_crew(unit) else "false",  # R34: -2, with pistols
    }
    if is_crew(unit):
        facts["attacker_role"] = "bailed-crew"  # R34: it melees as conscripts
    return facts


COMMAND_FIELDS = {
    "officer_nearby", "firing_from_moving", "towing", "attack_value", "rallies_this_turn", "rally_used", "short_radius",
    "overwatch", "interceptor", "dice_count", "movement", "vehicle_type", "crew_type", "new_crew",
}  # fmt: skip

# Rolls a player makes in the enemy's turn for one of their own units, and the duty that unit usually holds.
REACTIONS = dict(zip(REACTION_ROLLS, ("overwatch", "overwatch", "interceptor", ""), strict=True))
ON_DUTY = {  # a shooter on the reaction's duty, first in its list
    "overwatch": _("On overwatch: %(unit)s"),
    "covering-fire": _("On covering fire: %(unit)s"),
    "interceptor": _("On interceptor duty: %(unit)s"),
}


def shooters(battle: Battle, me: Seat | None, procedure: Procedure) -> list[tuple[int, str]]:
    """For a reaction roll: this phone's units still in the fight, those on the matching duty first."""
    if me is None or procedure.id not in REACTIONS:
        return []
    duty = REACTIONS[procedure.id]
    mine = BattleUnit.objects.filter(duties.controlled(battle, me), battle=battle, status="active")
    ranked = sorted(mine, key=lambda u: (not (duty and (u.tokens or {}).get(duty)), u.ref))
    return [
        (u.pk, str(ON_DUTY[duty]) % {"unit": u.label_said} if duty and (u.tokens or {}).get(duty) else u.label_said)
        for u in ranked
    ]


def on_duty(procedure: Procedure, unit: BattleUnit | None) -> bool:
    """Whether the unit holds the duty this reaction roll is made on (overwatch for an overwatch shot)."""
    duty = REACTIONS.get(procedure.id)
    return bool(unit is not None and duty and (unit.tokens or {}).get(duty))


# Rolls about the unit a result lands on (its own quality and morale count), not about the shooter.
ABOUT_THE_TARGET = ("morale-check", "failed-morale-effect", "melee-effect")
MORALE_KIND = {"afv": "vehicle-crew", "transport": "vehicle-crew", "support-weapon": "support-crew", "plane": "pilot"}


def about_target(procedure: Procedure) -> bool:
    return procedure.id.startswith("effect-") or procedure.id in ABOUT_THE_TARGET


def _crew_of(unit: BattleUnit) -> str:
    """The crew table's kind: a machine gun's crew loses its double burst at half (R30), a gun's acts every other
    turn below half, a vehicle's loses an action (R26)."""
    if unit.unit_type != "support-weapon":
        return "vehicle"
    return "machine-gun" if activation_kind(unit) == "machine-gun" else "support-weapon"


def target_facts(unit: BattleUnit | None) -> dict[str, str]:
    """What the app knows of the unit a result lands on: its crew, the tokens R26 counts, smoke and hiding."""
    if unit is None:
        return {}
    tokens = unit.tokens or {}
    return {
        "unit_kind": MORALE_KIND.get(unit.unit_type, "infantry"),
        "smoke": "true" if tokens.get("smoke") else "false",
        "hidden": "true" if tokens.get("hidden") else "false",
        "crew_of": _crew_of(unit),
        "crew_alive": str(unit.crew_alive),
        "crew_lost": str(max(unit.stats.get("crew", 1) - unit.crew_alive, 0)),
        "injuries": str(tokens.get("injured", 0)),
        "suppressions": str(tokens.get("suppressed", 0)),
        "shocks": str(tokens.get("shocked", 0)),
        "earlier_state": _earlier_state(unit),
        **({"defender_role": "bailed-crew"} if is_crew(unit) else {}),  # R34: it melees as conscripts
    }


def _earlier_state(unit: BattleUnit) -> str:
    """R36's input to a soldier's effect roll: the states a single soldier already has. A crew or a squad counts its
    tokens otherwise (R26), so for them it is none."""
    if unit.unit_type in MACHINES or unit.stats.get("crew", 1) != 1:
        return "none"
    had = [name for name in STATES if (unit.tokens or {}).get(name)]
    return "-and-".join(had) or "none"


def prefill(
    procedure: Procedure, unit: BattleUnit | None, battle: Battle, target: BattleUnit | None = None
) -> dict[str, list[str]]:
    """Form data for the procedure's own fields only, from what the app knows. A morale check or an effect is
    about the unit it lands on: its quality and tokens count, not the shooter's."""
    subject = target if target is not None and about_target(procedure) else unit
    facts = unit_facts(subject, battle) | target_facts(target)
    facts["keep_one_state"] = "true" if "R36" in (battle.house_rules or []) else "false"  # R36's house rule
    if procedure.id == "fieldwork-crossing" and subject is not None:
        facts["unit"] = fieldwork_mover(subject)
    facts |= modules.unit_facts(procedure.id, subject, battle.house_rules)  # a module's form: what the unit says
    if procedure.id == "attack" and facts.get("attack_value") and stances.aims(battle, subject):
        facts["attack_value"] = str(int(facts["attack_value"]) + 1)  # M2: an aimed shot, +1
    if procedure.id in ammo.NAMED_BY_FORM and subject is not None:  # the rocket he carries, the first with shots left
        facts["weapon"] = ammo.carried_kind(battle, subject, procedure.id)
    names = {f.name for f in procedure.fields}
    if subject is not None and subject is unit and names & COMMAND_FIELDS:
        facts |= duties.command_facts(battle, unit)
    filled = {name: [value] for name, value in facts.items() if name in names and value != ""}
    return filled | (card_facts(procedure.id, subject, battle) if names & card_fields.FIELDS else {})


def fieldwork_mover(unit: BattleUnit) -> str:
    """Who meets a fieldwork, as the fieldwork crossing asks it: a default the player may change on the form."""
    if unit.unit_type == "support-weapon":
        return "wheeled-support-weapon" if unit.stats.get("tow_class") else "carried-support-weapon"
    if unit.unit_type == "afv":
        wheeled = UnitProfile.objects.filter(key=unit.profile_key, vehicle_class="armoured-car").exists()
        return "wheeled-afv" if wheeled else "tracked-afv"
    if unit.unit_type == "transport":
        return "tracked-afv" if unit.stats.get("armoured") else "softskin"
    return "horse" if unit.stats.get("movement") == "horse" else "infantry"


def card_facts(procedure_id: str, subject: BattleUnit | None, battle: Battle) -> dict[str, list[str]]:
    """What the event cards in force fill for this roll by (or on) the unit; with no unit, the cards for everyone."""
    teams = {s.pk: s.team for s in battle.seats.all()}
    now = card_rules.in_force(battle.state, battle.turn, teams, deck=card_rules.deck_of(battle))
    if not now:
        return {}
    seat = subject.seat_id if subject is not None else None
    return card_fields.form_fields(
        now,
        procedure_id,
        seat=seat,
        team=teams.get(seat, ""),
        unit_type=subject.unit_type if subject is not None else "",
        movement=str(subject.stats.get("movement") or "") if subject is not None else "",
    )


# Rolls aimed at an enemy unit: naming it lets the hit's effect and morale check follow on that unit.
AIMED = (
    "spot-roll", "attack", "overwatch", "mg-targets", "mg-suppression", "mg-stop-afv", "melee", "flamethrower",
    "grenade-accuracy", "grenade-open-top", "grenade-into-afv", "at-grenade-accuracy", "artillery-accuracy",
    "panzerfaust-accuracy", "bazooka-accuracy", "aa-fire", "dogfight", "run-over", "ram-support-weapon",
)  # fmt: skip


def aimed(procedure: Procedure) -> bool:
    return procedure.id in AIMED


def display_targets(procedure: Procedure) -> bool:
    """Rolls whose result lands on a unit (effects, morale, rallies, melee) or that aim at one ask which unit."""
    pid = procedure.id
    return (
        aimed(procedure)
        or pid.startswith("effect-")
        or pid in ("morale-check", "melee-effect", "squad-leader-rally", "officer-rally")
    )


# --- The roll form's data and the terrain piece picked on it --------------------------------------------

PAGE_KEYS = (
    *("csrfmiddlewaretoken", "key", "action", "target", "step", "piece", "fill", "shooter", "stand_in"),
    *("quick", "preview", "typed"),  # the result card's "Roll it" (or its table dice); the live odds of a form
    *("then", "then_move", "activate", "through"),  # the picker's Shoot: done after it, or a move first; its unit
)


def form_data(params: Mapping) -> dict[str, list[str]]:
    """What the engine reads from a roll form (its fields and the dice); the page's own keys stay out."""
    return {k: v for k, v in params.lists() if k not in PAGE_KEYS}


def first_visit(procedure: Procedure, data: Mapping) -> bool:
    return not any(f.name in data for f in procedure.fields)


@dataclass(frozen=True)
class PiecePick:
    id: str  # "" for open ground, or when the id asked for is not on the sheet
    label: str  # "Stone wall (medium)", in the reader's language
    words: str  # "Stone wall (medium cover, plains, medium obstacle)", in the reader's language
    error: str  # a sentence for the player when the id asked for is not a live piece for this roll
    choices: list[tuple[str, str]]  # (id, label) the select offers; empty hides it
    question: str  # "Behind or in", "Moving over", "Crossing": as the log says it
    logged: str = ""  # the label as the log says it, in English

    @property
    def question_shown(self) -> str:
        return str(terrain.QUESTIONS_SHOWN.get(self.question, self.question))


def piece_pick(battle: Battle, procedure: Procedure, piece_id: str | None) -> PiecePick:
    """The piece a roll form names, checked against the live sheet. Anything else (removed, garbage, a piece
    that fills nothing on this roll) is dropped with a sentence saying so."""
    choices = terrain.roll_pieces(battle, procedure.id)
    question = terrain.piece_question(procedure.id)
    piece = terrain.piece_of(battle, piece_id) if piece_id and piece_id in dict(choices) else None
    if piece is None:
        error = gettext("That piece is not on the terrain sheet now: pick one from the list.") if piece_id else ""
        return PiecePick("", "", "", error, choices, question)
    shown, logged = terrain.piece_label(piece), terrain.piece_logged(piece)
    return PiecePick(piece["id"], shown, terrain.piece_shown(piece), "", choices, question, logged)


def piece_fill(procedure: Procedure, pick: PiecePick, battle: Battle, *, open_ground: bool) -> dict[str, list[str]]:
    """Form data the piece fills in; with no piece and `open_ground`, what open ground puts back (no cover,
    plains). Cover that adds up in layers gets the piece's one layer, or none."""
    if pick.id:
        facts = terrain.piece_facts(battle, pick.id, procedure.id)
    elif open_ground:
        facts = terrain.OPEN_GROUND
    else:
        return {}
    fields = {f.name: f for f in procedure.fields}
    out = {}
    for name, value in facts.items():
        field = fields.get(name)
        if field is None or value not in field.choices:
            continue
        out[name] = [] if field.kind == "choices" and value == "none" else [value]
    return out


@calls.value_type
@dataclass(frozen=True)
class PieceNote:
    """For the roll services' `note`: the log's summary names the piece picked, checked again under the battle's
    lock so a piece taken off the table meanwhile refuses the roll rather than being logged. Plain fields, so a
    recorded call keeps it (services/calls.py)."""

    piece_id: str
    label: str
    question: str

    def __call__(self, battle: Battle, seat: Seat, outcome: Outcome) -> str:
        if terrain.piece_of(battle, self.piece_id) is None:
            raise Refused(
                gettext("%(piece)s was taken off the terrain sheet meanwhile: pick again.") % {"piece": self.label}
            )
        return f"{words(outcome.result)}. {self.question}: {self.label}."


def piece_note(pick: PiecePick) -> PieceNote | None:
    return PieceNote(pick.id, pick.logged, pick.question) if pick.id else None


SPOT_COVER = ("hard", "medium", "soft")  # the best cover counts for spotting


def needs_spot(shooter: BattleUnit | None, target: BattleUnit | None, data: Mapping) -> dict[str, list[str]] | None:
    """The spot form's data when an attack needs a spot roll first (How to spot the enemy: a target in cover
    beyond close range, or a hidden one), else None. Pure: what the attack form and the units say."""
    if target is None:
        return None
    cover = [c for c in SPOT_COVER if c in data.get("cover", [])]
    spot = {
        "target_kind": ["infantry" if target.unit_type in INFANTRY_TYPES else "vehicle-or-support-weapon"],
        "cover": [cover[0] if cover else "none"],
        "distance": list(data.get("distance", [])),
        "units": list(data.get("units", [])),
        # hidden, or (module M2) prone in cover: either must be spotted first
        "hidden": ["on"]
        if (target.tokens or {}).get("hidden") or ((target.tokens or {}).get("prone") and cover)
        else [],
        "sniper": ["on"] if shooter is not None and "sniper" in shooter.profile_key else [],
    }
    try:
        outcome = spot_roll(
            SpotInputs(
                target_kind=spot["target_kind"][0],
                cover=spot["cover"][0],
                distance=float(spot["distance"][0]),
                units=spot["units"][0],
                hidden=bool(spot["hidden"]),
                sniper=bool(spot["sniper"]),
            ),
            None,
        )
    except (IndexError, ValueError, KeyError):
        return None  # the attack form itself says what is missing
    return None if outcome.result == "no-roll-needed" else spot


INFANTRY_TYPES = ("ranking-officer", "squad-leader", "infantry", "crew")
