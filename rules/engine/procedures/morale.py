"""Morale: force morale and the morale check with its failure effects (How to determine force morale,
Morale checks)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.engine.common import COVER, cover_words, quality_modifier
from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Modifier, Outcome, roll_under, sentence
from rules.engine.registry import COVER_LEVELS, QUALITIES, UNITS, Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

UNIT_KINDS = ("infantry", "vehicle-crew", "support-crew", "pilot")

FAILED_MORALE = {
    "infantry": SumTable(
        "failed-morale-infantry",
        "Failed morale: infantry",
        "Table infantry: effects of failed morale checks",
        2,
        rows(shocked=(2, 5, 8, 11), tactical_retreat=(3, 6, 9, 12), surrender=(4, 7, 10)),
    ),
    "vehicle-crew": SumTable(
        "failed-morale-vehicle-crew",
        "Failed morale: vehicle crews",
        "Table vehicle crews: effects of failed morale checks",
        2,
        rows(shock=(2, 5, 8, 11), back_up=(3, 6, 9, 12), crew_bails=(4, 7, 10)),
    ),
    "support-crew": SumTable(
        "failed-morale-support-crew",
        "Failed morale: support weapon crews",
        "Table support weapon crews: effects of failed morale checks",
        2,
        rows(shock=(2, 5, 8, 11), reposition=(3, 6, 9, 12), crew_bails=(4, 7, 10)),
    ),
    "pilot": SumTable(
        "failed-morale-pilot",
        "Failed morale: pilots and plane crews",
        "Table effects for failed morale checks for pilots and crew",
        2,
        rows(shock=(2, 5, 8, 11), defensive_spiral=(3, 6, 9, 12), pilot_and_crew_bail=(4, 7, 10)),
    ),
}
# The token each failure effect leaves (a retreat or a surrender is a move or a loss, not a token).
FAILURE_TOKENS = {"shocked": "shocked", "shock": "shocked"}
BAILING = ("crew-bails", "pilot-and-crew-bail")


def failure_effects(result: str) -> Effects:
    """What a failed check's effect does to the unit, like an effect roll's result (R37): a soldier who
    surrenders leaves the fight and scores at once; a crew that bails out leaves its machine (a plane crashes).
    Retreats, backing up, repositioning and a defensive spiral are moves the players make on the table."""
    if result == "surrender":
        return Effects(surrendered=1)
    if result in BAILING:
        return Effects(bailed_out=True)
    token = FAILURE_TOKENS.get(result)
    return Effects(tokens=(token,) if token else ())


@dataclass(frozen=True)
class FailedMoraleInputs:
    unit_kind: str


def failed_morale_effect(i: FailedMoraleInputs, dice: Sequence[int] | None) -> Outcome:
    """The 2D6 of a failed morale check's effect, rolled on its own (the check's follow-on roll)."""
    table = FAILED_MORALE[i.unit_kind]
    steps = [f"{sentence(i.unit_kind.replace('-', ' '))}: 2D6 on the table of failed morale effects."]
    if dice is None:
        return Outcome(procedure="failed-morale-effect", dice=(), steps=tuple(steps), outcomes=table.odds())
    rolled = check_dice(dice, 2)
    result = table.lookup(sum(rolled))
    steps.append(f"Rolled {' + '.join(map(str, rolled))} = {sum(rolled)}: {result.replace('-', ' ')}.")
    return Outcome(
        procedure="failed-morale-effect",
        dice=tuple(rolled),
        steps=tuple(steps),
        outcomes=table.odds(),
        result=result,
        effects=failure_effects(result),
    )


@dataclass(frozen=True)
class MoraleInputs:
    force_morale: int
    unit_kind: str
    quality: str
    squad_leader: bool
    officer_nearby: bool
    cover: tuple[str, ...]
    had_melee: bool
    injured: bool
    attacked_from_behind: bool
    shocked: bool
    event_card: int = 0  # an event card in force: +1 (letters from home), -1 (battle fatigue)


def morale_modifiers(i: MoraleInputs) -> list[Modifier]:
    mods = [
        quality_modifier(i.quality),
        Modifier("squad leader", 1 if i.squad_leader else 0),
        Modifier("officer nearby", 2 if i.officer_nearby else 0),
        Modifier("had to melee", -1 if i.had_melee else 0),
        Modifier("injured", -2 if i.injured else 0),
        Modifier("attacked from behind", -2 if i.attacked_from_behind else 0),
        Modifier("shocked", -2 if i.shocked else 0),
        Modifier("event card", i.event_card),
    ]
    return mods + [Modifier(f"in {level} cover", COVER[level]) for level in i.cover if level != "none"]


def morale_check(i: MoraleInputs, dice: Sequence[int] | None) -> Outcome:
    if dice is not None and len(dice) not in (2, 4):
        raise ValueError("A morale check takes 2 dice, and 2 more for the effect if it fails.")
    if dice is not None:
        check_dice(dice, len(dice))  # every face 1 to 6, the effect dice too
    check = None if dice is None else tuple(dice[:2])
    outcome, passed = roll_under(
        procedure="morale-check",
        count=2,
        base=i.force_morale,
        base_label="force morale",
        modifiers=morale_modifiers(i),
        dice=check,
        success="pass",
        failure="fail",
    )
    table = FAILED_MORALE[i.unit_kind]
    p_fail = 1 - outcome.probability
    odds = (("pass", outcome.probability), *((name, p_fail * p) for name, p in table.odds()))
    steps = [f"{sentence(i.unit_kind.replace('-', ' '))} in {cover_words(i.cover)}.", *outcome.steps]
    result, effects = outcome.result, Effects()
    if passed is False:
        if len(dice) == 4:
            effect_dice = check_dice(dice[2:], 2)
            result = table.lookup(sum(effect_dice))
            steps.append(
                f"Failure effect {' + '.join(map(str, effect_dice))} = {sum(effect_dice)}: {result.replace('-', ' ')}."
            )
            effects = failure_effects(result)
        else:
            steps.append("Roll 2D6 more for the effect of the failed check.")
            effects = Effects(continues_with=("failed morale effect (2D6)",))
    used = tuple(dice or ()) if passed is False else tuple((dice or ())[:2])  # a pass reads 2 dice only
    return replace(outcome, dice=used, steps=tuple(steps), outcomes=odds, result=result, effects=effects)


# Squad leaders (R23): rally radius 20 cm / 8 in; the other passage's 10 cm / 4 in is a house rule.
RALLY_RADIUS = {"cm": 20, "in": 8}
RALLY_RADIUS_HOUSE = {"cm": 10, "in": 4}
RALLIES_PER_TURN = 2


@dataclass(frozen=True)
class SquadLeaderRallyInputs:
    force_morale: int
    quality: str
    officer_nearby: bool
    cover: tuple[str, ...]
    injured: bool
    shocked: bool
    distance: float
    units: str
    rallies_this_turn: int
    short_radius: bool


def _rally_refusal(i: SquadLeaderRallyInputs) -> tuple[str, str] | None:
    radius = (RALLY_RADIUS_HOUSE if i.short_radius else RALLY_RADIUS)[i.units]
    if i.rallies_this_turn >= RALLIES_PER_TURN:
        return "no-rallies-left", f"A squad leader rallies at most {RALLIES_PER_TURN} soldiers a turn."
    if i.distance > radius:
        return "out-of-radius", f"The soldier is {i.distance:g} {i.units} away; the rally radius is {radius} {i.units}."
    return None


def squad_leader_rally(i: SquadLeaderRallyInputs, dice: Sequence[int] | None) -> Outcome:
    radius = (RALLY_RADIUS_HOUSE if i.short_radius else RALLY_RADIUS)[i.units]
    refusal = _rally_refusal(i)
    if refusal:
        if dice:
            raise ValueError("This rally cannot be tried, so no dice are rolled.")
        return Outcome("squad-leader-rally", (), (refusal[1],), ((refusal[0], Fraction(1)),), result=refusal[0])
    check = MoraleInputs(
        force_morale=i.force_morale,
        unit_kind="infantry",
        quality=i.quality,
        squad_leader=True,
        officer_nearby=i.officer_nearby,
        cover=i.cover,
        had_melee=False,
        injured=i.injured,
        attacked_from_behind=False,
        shocked=i.shocked,
    )
    outcome, passed = roll_under(
        procedure="squad-leader-rally",
        count=2,
        base=i.force_morale,
        base_label="force morale",
        modifiers=morale_modifiers(check),
        dice=None if dice is None else check_dice(dice, 2),
        success="rallied",
        failure="not-rallied",
    )
    effects = Effects(actions_spent=1, removed_tokens=("suppressed", "frightened") if passed else ())
    steps = (f"Soldier within the {radius} {i.units} rally radius; the squad leader checks morale.", *outcome.steps)
    if passed:
        steps += ("Take away one suppressed and/or one frightened token.",)
    return replace(outcome, steps=steps, effects=effects if dice is not None else Effects())


@dataclass(frozen=True)
class OfficerRallyInputs:
    force_morale: int
    quality: str
    cover: tuple[str, ...]
    injured: bool
    shocked: bool
    rally_used: bool


def officer_rally(i: OfficerRallyInputs, dice: Sequence[int] | None) -> Outcome:
    if i.rally_used:
        if dice:
            raise ValueError("This officer has rallied already this game, so no dice are rolled.")
        words = "A ranking officer rallies once per game, and this one already has."
        return Outcome("officer-rally", (), (words,), (("already-used", Fraction(1)),), result="already-used")
    check = MoraleInputs(
        i.force_morale, "infantry", i.quality, False, False, i.cover, False, i.injured, False, i.shocked
    )
    outcome, passed = roll_under(
        procedure="officer-rally",
        count=2,
        base=i.force_morale,
        base_label="force morale",
        modifiers=morale_modifiers(check),
        dice=None if dice is None else check_dice(dice, 2),
        success="rallied",
        failure="not-rallied",
    )
    steps = ("Once per game: every unit in the command radius may be rallied.", *outcome.steps)
    if passed:
        steps += ("Every unit in the command radius loses all its suppressed tokens.",)
    effects = Effects(actions_spent=1, removed_tokens=("suppressed",) if passed else ())
    return replace(outcome, steps=steps, effects=effects if dice is not None else Effects())


MORALE_BASE = (
    Field("force_morale", "int", "Force morale", default=9, minimum=2, maximum=12),
    Field("quality", "choice", "Quality", default="regular", choices=QUALITIES),
)


PROCEDURES = (
    Procedure(
        id="morale-check",
        title="Morale check",
        chapter="Morale",
        section="Morale checks",
        summary="2D6 at or under force morale with every bonus and penalty; a failure rolls 2D6 for its effect.",
        fields=(
            Field("force_morale", "int", "Force morale", default=9, minimum=2, maximum=12),
            Field("unit_kind", "choice", "Who checks", default="infantry", choices=UNIT_KINDS),
            Field("quality", "choice", "Quality", default="regular", choices=QUALITIES),
            Field("squad_leader", "bool", "Is the squad leader", default=False),
            Field("officer_nearby", "bool", "Ranking officer nearby (command radius)", default=False),
            Field("cover", "choices", "Cover (levels add up)", default=(), choices=COVER_LEVELS),
            Field("had_melee", "bool", "Had to melee", default=False),
            Field("injured", "bool", "Injured", default=False),
            Field("attacked_from_behind", "bool", "Attacked from behind", default=False),
            Field("shocked", "bool", "Shocked", default=False),
            Field("event_card", "int", "Event cards in force (+ or -)", default=0, minimum=-3, maximum=3),
        ),
        rolls=(Roll(2, "morale check"), Roll(2, "failure effect", when="if the check fails")),
        inputs=MoraleInputs,
        resolve=morale_check,
        dice_counts=fixed(2, 4),
        tables=tuple(FAILED_MORALE.values()),
        rulings=("R1", "R3", "R24", "R26"),
    ),
    Procedure(
        id="failed-morale-effect",
        title="Effect of a failed morale check",
        chapter="Morale",
        section="Morale checks",
        summary="2D6 on the failed-morale table of the unit's kind: shock, a retreat, or a surrender or bail-out.",
        fields=(Field("unit_kind", "choice", "Who failed the check", default="infantry", choices=UNIT_KINDS),),
        rolls=(Roll(2, "failure effect"),),
        inputs=FailedMoraleInputs,
        resolve=failed_morale_effect,
        dice_counts=fixed(2),
        tables=tuple(FAILED_MORALE.values()),
        rulings=("R37",),
    ),
    Procedure(
        id="squad-leader-rally",
        title="Squad leader rally",
        chapter="Morale",
        section="Squad Leaders",
        summary="A squad leader tries to rally one soldier in his radius: a morale check, one action per soldier.",
        fields=(
            *MORALE_BASE,
            Field("officer_nearby", "bool", "Ranking officer nearby", default=False),
            Field("cover", "choices", "Squad leader's cover", default=(), choices=COVER_LEVELS),
            Field("injured", "bool", "Squad leader injured", default=False),
            Field("shocked", "bool", "Squad leader shocked", default=False),
            Field("distance", "number", "Distance to the soldier", default=0, minimum=0, maximum=10000),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
            Field("rallies_this_turn", "int", "Rallies he has tried this turn", default=0, minimum=0, maximum=10),
            Field("short_radius", "bool", "House rule: 10 cm / 4 in radius", default=False),
        ),
        rolls=(Roll(2, "morale check"),),
        inputs=SquadLeaderRallyInputs,
        resolve=squad_leader_rally,
        dice_counts=lambda i: (0,) if _rally_refusal(i) else (2,),
        rulings=("R1", "R23"),
    ),
    Procedure(
        id="officer-rally",
        title="Ranking officer rally",
        chapter="Morale",
        section="Ranking Officers",
        summary="Once per game a ranking officer may rally every unit in his command radius with a morale check.",
        fields=(
            *MORALE_BASE,
            Field("cover", "choices", "Officer's cover", default=(), choices=COVER_LEVELS),
            Field("injured", "bool", "Officer injured", default=False),
            Field("shocked", "bool", "Officer shocked", default=False),
            Field("rally_used", "bool", "He has rallied already this game", default=False),
        ),
        rolls=(Roll(2, "morale check"),),
        inputs=OfficerRallyInputs,
        resolve=officer_rally,
        dice_counts=lambda i: (0,) if i.rally_used else (2,),
        rulings=("R1", "R24"),
    ),
)
