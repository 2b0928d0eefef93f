"""Effects of hits: the 2D6 effect tables for infantry, crews (R26, R30), softskins, horses, AFVs, support
weapons and planes (Effect roll and the tables that follow it), with R14-R16 and their house rule."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.engine.outcome import Effects, Outcome
from rules.engine.procedures.actions import crew_below_half, half_crew_lost
from rules.engine.reading import no_dice, odds_text, read_table, settled, words
from rules.engine.registry import Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

HOUSE_RULE = Field(
    "reroll_unmapped",
    "bool",
    "House rule: re-roll totals the book leaves unassigned",
    default=False,
    help="Off: the app's ruling assigns them.",
)
MORALE = "morale check (2D6)"
CREW_MORALE = "crew morale check (2D6)"
AGAIN = "effect roll (2D6) again"

INFANTRY = SumTable(
    "effect-infantry",
    "Effects of hits on infantry",
    "Table Effects of hits on infantry in combat",
    2,
    rows(killed=(2, 5, 8, 11), injured=(3, 6, 9, 12), suppressed=(4, 7, 10)),
)
SOFTSKIN_SMALL = SumTable(
    "effect-softskin-small-calibre",
    "Small calibre hits on softskin transport vehicles",
    "Table small caliber hits on softskin transport vehicles",
    2,
    rows(
        vehicle_stops_and_unloads_passengers=(2, 6),
        vehicle_breaks_down=(3, 7, 10),
        driver_panics=(4, 8, 11),
        passenger_killed=(5, 9, 12),
    ),
)
HORSE_SMALL = SumTable(
    "effect-horse-small-calibre",
    "Small calibre hits on horses",
    "Table small caliber hits on horses",
    2,
    rows(shell_whizzes_by_horse_panics=(2, 6, 9), horse_injured=(3, 4, 7, 10, 12), horse_dies=(5, 8, 11)),
    ruling="R15",
)
HORSE_SMALL_REROLL = SumTable(
    "effect-horse-small-calibre-re-roll",
    "Small calibre hits on horses (house rule: re-roll 4)",
    "Table small caliber hits on horses",
    2,
    rows(shell_whizzes_by_horse_panics=(2, 6, 9), horse_injured=(3, 7, 10, 12), horse_dies=(5, 8, 11), re_roll=(4,)),
    ruling="R15",
)
ABANDONED_SMALL = SumTable(
    "effect-abandoned-softskin-small-calibre",
    "Small calibre hits on abandoned softskin vehicles",
    "Table effects of small caliber hits on abandonded softskin vehicles",
    2,
    rows(minor_damage=(2, 4, 6, 8, 10, 12), vehicle_breaks_down=(3, 5, 7, 9, 11)),
)
SOFTSKIN_HE = SumTable(
    "effect-softskin-he",
    "High explosive (HE) hits on softskin vehicles",
    "Table Hits with high explosive (HE) ammo on softskin vehicles",
    2,
    rows(
        shell_explodes_close_to_the_vehicle_driver_panics=(2, 6),
        major_damage_vehicle_breaks_down=(3, 7, 10),
        vehicle_explodes=(4, 8, 11),
        passenger_killed=(5, 9, 12),
    ),
)
ABANDONED_HE = SumTable(
    "effect-abandoned-softskin-he",
    "High explosive (HE) hits on abandoned softskin vehicles",
    "Table high explosive (HE) ammo vs. abandoned softskin vehicles",
    2,
    rows(
        he_shell_explodes_close_by_and_causes_minor_damage=(2, 6),
        vehicle_breaks_down=(3, 5, 7, 9, 11, 12),
        vehicle_explodes=(4, 8, 10),
    ),
    ruling="R16",
)
ABANDONED_HE_REROLL = SumTable(
    "effect-abandoned-softskin-he-re-roll",
    "High explosive (HE) hits on abandoned softskin vehicles (house rule: re-roll 5)",
    "Table high explosive (HE) ammo vs. abandoned softskin vehicles",
    2,
    rows(
        he_shell_explodes_close_by_and_causes_minor_damage=(2, 6),
        vehicle_breaks_down=(3, 7, 9, 11, 12),
        vehicle_explodes=(4, 8, 10),
        re_roll=(5,),
    ),
    ruling="R16",
)
HORSE_HE = SumTable(
    "effect-horse-he",
    "High explosive (HE) hits on horses",
    "Table high explosive hits on horses",
    2,
    rows(
        shell_whizzes_by_horse_panics=(2, 6),
        horse_and_rider_injured=(3, 4, 7, 9, 11),
        horse_and_rider_dead=(5, 8, 10, 12),
    ),
    ruling="R14",
)
HORSE_HE_REROLL = SumTable(
    "effect-horse-he-re-roll",
    "High explosive (HE) hits on horses (house rule: re-roll 4)",
    "Table high explosive hits on horses",
    2,
    rows(
        shell_whizzes_by_horse_panics=(2, 6),
        horse_and_rider_injured=(3, 7, 9, 11),
        horse_and_rider_dead=(5, 8, 10, 12),
        re_roll=(4,),
    ),
    ruling="R14",
)
AFV_AP = SumTable(
    "effect-afv-ap",
    "Armour piercing (AP) hits on AFVs",
    "Table (aimed) hits by armor piercing rounds on AFVs",
    2,
    rows(
        ammo_storage_hit_vehicle_explodes=(2, 7),
        armor_pierced=(3, 8, 12),
        immobilized=(4, 9),
        crew_member_killed=(5, 10),
        gun_damage=(6, 11),
    ),
)
SUPPORT_WEAPON_HE = SumTable(
    "effect-support-weapon-he",
    "HE hits on support weapons",
    "Table HE hits on support weapons",
    2,
    rows(minor_damage=(2, 4, 6, 8, 10, 12), support_weapon_destroyed=(3, 5, 7, 9, 11)),
)
PLANE = SumTable(
    "effect-plane",
    "Effects of hits on planes",
    "Table effects of hits on planes",
    2,
    rows(
        plane_explodes=(2, 3),
        heavy_damage=(4, 5, 6),
        minor_damage_bodywork_pierced=(7, 8, 9),
        pilot_injured=(10, 11, 12),
    ),
)


@dataclass(frozen=True)
class NoInputs:
    """Tables read by the dice alone."""


@dataclass(frozen=True)
class HouseRuleInputs:
    reroll_unmapped: bool


@dataclass(frozen=True)
class Consequence:
    """What the battle applies for one result of an effect table, and a sentence for the player."""

    says: str = ""
    effects: Effects = Effects()


def _apply(outcome: Outcome, consequences: dict[str, Consequence]) -> Outcome:
    if outcome.result is None:
        return outcome
    then = consequences.get(outcome.result, Consequence())
    steps = outcome.steps + ((then.says,) if then.says else ())
    return replace(outcome, steps=steps, effects=then.effects)


def _simple(procedure: str, table: SumTable, consequences: dict[str, Consequence], intro: Sequence[str]):
    def resolve(_inputs: NoInputs, dice: Sequence[int] | None) -> Outcome:
        return _apply(read_table(procedure, table, dice, intro), consequences)

    return resolve


def _with_house_rule(
    procedure: str,
    tables: tuple[SumTable, SumTable],
    unmapped: int,
    consequences: dict[str, Consequence],
    intro: Sequence[str],
):
    """A table the book leaves one total of unassigned: the ruling's reading, or re-roll (house rule)."""
    ruled, house = tables

    def resolve(i: HouseRuleInputs, dice: Sequence[int] | None) -> Outcome:
        table = house if i.reroll_unmapped else ruled
        rule = (
            f"House rule: the book leaves {unmapped} unassigned, so {unmapped} is re-rolled."
            if i.reroll_unmapped
            else f"The book leaves {unmapped} unassigned; {ruled.ruling} reads it as {words(ruled.lookup(unmapped))}."
        )
        outcome = read_table(procedure, table, dice, (*intro, rule), ruled_total=unmapped)
        return _apply(
            outcome, consequences | {"re-roll": Consequence("Roll 2D6 again.", Effects(continues_with=(AGAIN,)))}
        )

    return resolve


# ---------------------------------------------------------------------------------------------
# Infantry and crews

INFANTRY_SAYS = {
    "killed": Consequence(
        "The soldier is killed: remove him; his cost counts for your Combat Score (R28).", Effects(killed=1)
    ),
    "injured": Consequence(
        "Place an injured token: -2 on his attack rolls and morale checks.",
        Effects(tokens=("injured",), continues_with=(MORALE,)),
    ),
    "suppressed": Consequence("Place a suppressed token.", Effects(tokens=("suppressed",), continues_with=(MORALE,))),
}

# R36: a single soldier hit again. The token he already has, as the calculator asks for it.
EARLIER_STATES = {
    "none": frozenset(),
    "injured": frozenset({"injured"}),
    "suppressed": frozenset({"suppressed"}),
    "injured-and-suppressed": frozenset({"injured", "suppressed"}),
}
STATES = ("injured", "suppressed")  # what R36 counts: a second one kills, or makes him surrender
SECOND = {"injured": "killed", "suppressed": "surrendered"}  # the result a second one gives (R36)
AGAIN_SAYS = {
    "killed": Consequence(
        "Injured a second time: he is killed (R36); his cost counts for your Combat Score (R28).",
        Effects(removed_tokens=("injured",), killed=1),
    ),
    "surrendered": Consequence(
        "Suppressed a second time: he surrenders (R36); his cost counts for your Combat Score (R28).",
        Effects(removed_tokens=("suppressed",), surrendered=1),
    ),
}
KEPT_SAYS = {
    "injured": Consequence("He keeps his one injured token (house rule, R36).", Effects(continues_with=(MORALE,))),
    "suppressed": Consequence(
        "He keeps his one suppressed token (house rule, R36).", Effects(continues_with=(MORALE,))
    ),
}


@dataclass(frozen=True)
class HitAgain:
    """One soldier's tokens after a hit (R36), and whether it killed him or made him surrender."""

    tokens: Mapping[str, int]
    killed: bool = False
    surrendered: bool = False


def hit_again(
    tokens: Mapping[str, int], had: Collection[str], placed: Collection[str], *, keep_one_state: bool
) -> HitAgain:
    """R36 for a single soldier: `had` are the states he had before the hit, `placed` the tokens the hit places and
    `tokens` his tokens with them placed. A second injury kills him, a second suppression makes him surrender, and
    the state that did it comes off; under the house rule he keeps one of each state, however often he is hit."""
    if keep_one_state:
        return HitAgain({name: min(n, 1) if name in STATES else n for name, n in tokens.items()})
    killed = "injured" in placed and "injured" in had
    surrendered = "suppressed" in placed and "suppressed" in had
    spent = {name for name, again in (("injured", killed), ("suppressed", surrendered)) if again}
    return HitAgain({name: n for name, n in tokens.items() if name not in spent}, killed, surrendered)


@dataclass(frozen=True)
class SoldierInputs:
    earlier_state: str = "none"
    keep_one_state: bool = False


def _soldier_result(result: str, had: frozenset[str], keep_one_state: bool) -> str:
    """The table's result for a soldier who had these states: a second one kills or makes him surrender (R36)."""
    return SECOND[result] if result in had and not keep_one_state else result


def _soldier_odds(had: frozenset[str], keep_one_state: bool) -> tuple[tuple[str, Fraction], ...]:
    odds: dict[str, Fraction] = {}
    for result, p in INFANTRY.odds():
        said = _soldier_result(result, had, keep_one_state)
        odds[said] = odds.get(said, Fraction(0)) + p
    return tuple(odds.items())


def _soldier_intro(had: frozenset[str], keep_one_state: bool) -> list[str]:
    if not had:
        return []
    states = " and ".join(name for name in STATES if name in had)
    if keep_one_state:
        return [
            f"He is already {states}; under the house rule (R36) he keeps one state of each, however often he is hit."
        ]
    said = {"injured": "injured again, he is killed", "suppressed": "suppressed again, he surrenders"}
    return [f"He is already {states}: {'; '.join(said[name] for name in STATES if name in had)} (R36)."]


def effect_soldier(i: SoldierInputs, dice: Sequence[int] | None) -> Outcome:
    """The infantry table for one soldier; with a token he already has, R36 decides a second one."""
    had = EARLIER_STATES[i.earlier_state]
    intro = ["A soldier is hit: roll 2D6 for the effect.", *_soldier_intro(had, i.keep_one_state)]
    outcome = _apply(read_table("effect-infantry", INFANTRY, dice, intro), INFANTRY_SAYS)
    if not had:  # no earlier state: the table's own answer, whatever the house rule
        return outcome
    odds = _soldier_odds(had, i.keep_one_state)
    steps = list(outcome.steps)
    steps[len(intro) + 1] = odds_text(odds)  # the chances after R36, in place of the table's own
    if outcome.result is None:
        return replace(outcome, steps=tuple(steps), outcomes=odds)
    if outcome.result not in had:  # a state he did not have, or killed by the table itself
        return replace(outcome, steps=tuple(steps), outcomes=odds)
    result = _soldier_result(outcome.result, had, i.keep_one_state)
    then = KEPT_SAYS[result] if i.keep_one_state else AGAIN_SAYS[result]  # house rule: the same state adds no token
    steps[-1] = then.says
    return replace(outcome, steps=tuple(steps), outcomes=odds, result=result, effects=then.effects)


CREW_KINDS = ("vehicle", "support-weapon", "machine-gun")
# R26: what a crew below half (fewer than half of its members alive) costs its machine.
BELOW_HALF = {
    "vehicle": "the vehicle loses one action per turn (R26)",
    "support-weapon": "the support weapon acts only every other turn (R26)",
    "machine-gun": "the machine gun has no double burst (R30) and acts only every other turn (R26)",
}
# R30: a machine gun loses its double burst as soon as half of its crew is gone (1 of 2, 2 of 4).
HALF_LOST_MG = "Half of its crew is gone: the machine gun has no double burst any more, it fires once a turn (R30)."


@dataclass(frozen=True)
class CrewInputs:
    crew_of: str
    crew_alive: int
    crew_lost: int
    injuries: int
    suppressions: int
    shocks: int


@dataclass(frozen=True)
class CrewState:
    """A crew after one effect, counted the R26 way."""

    alive: int
    killed: int
    surrendered: int
    injuries: int
    suppressions: int
    shock_in_effect: bool
    below_half: bool  # R26: fewer than half of the crew alive
    half_lost: bool  # R30 (machine guns): half of the crew or more gone


def crew_after(i: CrewInputs, result: str) -> CrewState:
    """R26: each killed kills one, every 2 injuries kill one, every 2 suppressions make one surrender."""
    injuries = i.injuries + (result == "injured")
    suppressions = i.suppressions + (result == "suppressed")
    alive = i.crew_alive
    killed = min(alive, (result == "killed") + injuries // 2)
    alive -= killed
    surrendered = min(alive, suppressions // 2)
    alive -= surrendered
    return CrewState(
        alive=alive,
        killed=killed,
        surrendered=surrendered,
        injuries=injuries % 2 if alive else 0,
        suppressions=suppressions % 2 if alive else 0,
        shock_in_effect=alive > 0 and i.shocks >= alive,
        below_half=crew_below_half(alive, i.crew_alive + i.crew_lost),
        half_lost=half_crew_lost(alive, i.crew_alive + i.crew_lost),
    )


def effect_crew(i: CrewInputs, dice: Sequence[int] | None) -> Outcome:
    full = i.crew_alive + i.crew_lost
    intro = (
        f"{i.crew_alive} of {full} crew alive, with {i.injuries} injured, {i.suppressions} suppressed and"
        f" {i.shocks} shock tokens.",
        "Crews take effects together, not man by man (R26): roll once for each crew member possibly hit.",
    )
    outcome = read_table("effect-crew", INFANTRY, dice, intro)
    if outcome.result is None:
        return outcome
    after = crew_after(i, outcome.result)
    steps = list(outcome.steps)
    if outcome.result == "killed":
        steps.append("One crew member is killed.")
    elif outcome.result == "injured":
        steps.append(
            "Two injured tokens kill one crew member." if after.killed else "One injured token; two kill a man."
        )
    else:
        steps.append(
            "Two suppressed tokens make one crew member surrender."
            if after.surrendered
            else "One suppressed token; two make a man surrender."
        )
    steps.append(f"Crew alive: {after.alive} of {full}.")
    if after.alive == 0:
        steps.append("The whole crew is lost.")
    else:
        if after.shock_in_effect:
            steps.append(f"{i.shocks} shock tokens for {after.alive} living crew: the crew is shocked.")
        if after.below_half:
            steps.append(f"Below half its crew: {BELOW_HALF[i.crew_of]}.")
        elif after.half_lost and i.crew_of == "machine-gun":
            steps.append(HALF_LOST_MG)
    # Tokens change by the difference: a pair of injured or suppressed tokens is taken off for its loss.
    tokens, removed = [], []
    for name, before, now in (
        ("injured", i.injuries, after.injuries),
        ("suppressed", i.suppressions, after.suppressions),
    ):
        (tokens if now > before else removed).extend([name] * abs(now - before))
    if after.alive == 0:
        removed.extend(["shocked"] * i.shocks)
    return replace(
        outcome,
        steps=tuple(steps),
        effects=Effects(
            tokens=tuple(tokens),
            removed_tokens=tuple(removed),
            killed=after.killed,
            surrendered=after.surrendered,
            continues_with=(CREW_MORALE,) if after.alive else (),
        ),
        values=(
            ("crew_alive", after.alive),
            ("injury_tokens", after.injuries),
            ("suppression_tokens", after.suppressions),
            ("shock_tokens", i.shocks if after.alive else 0),
            ("shock_in_effect", after.shock_in_effect),
            ("below_half_crew", after.below_half),
            ("half_crew_lost", after.half_lost),
            ("crew_lost", after.alive == 0),
        ),
    )


# ---------------------------------------------------------------------------------------------
# AFVs hit by armour piercing rounds, with aimed shots

AIMS = ("none", "tracks", "turret")
AIMED = {  # aim -> (attack roll penalty, result of a hit)
    "tracks": (-2, "immobilized"),
    "turret": (-3, "turret-jam"),
}
AFV_SAYS = {
    "ammo-storage-hit-vehicle-explodes": Consequence("The ammunition goes up: the vehicle explodes."),
    "armor-pierced": Consequence("The armour is pierced.", Effects(continues_with=(CREW_MORALE,))),
    "immobilized": Consequence(
        "Place an immobilized token: it cannot move.", Effects(tokens=("immobilized",), continues_with=(CREW_MORALE,))
    ),
    "crew-member-killed": Consequence("One crew member is killed.", Effects(killed=1, continues_with=(CREW_MORALE,))),
    "gun-damage": Consequence(
        "Place a gun damage token.", Effects(tokens=("gun-damage",), continues_with=(CREW_MORALE,))
    ),
    "turret-jam": Consequence(
        "Place a turret jam token: the turret cannot turn.",
        Effects(tokens=("turret-jam",), continues_with=(CREW_MORALE,)),
    ),
}


@dataclass(frozen=True)
class AfvInputs:
    aim: str


def afv_dice(i: AfvInputs) -> tuple[int, ...]:
    return (0,) if i.aim in AIMED else (2,)


def effect_afv_ap(i: AfvInputs, dice: Sequence[int] | None) -> Outcome:
    if i.aim in AIMED:
        penalty, result = AIMED[i.aim]
        no_dice(dice, "an aimed hit has a fixed effect")
        where = "tracks or tires" if i.aim == "tracks" else "turret"
        outcome = settled(
            "effect-afv-ap",
            result,
            (
                f"Aimed at the {where}: the attack roll took {penalty} (enter the attack value {-penalty} lower in the"
                " attack roll; a penalty lowers the number needed, R3).",
                f"The aimed shot hit: {words(result)}, with no effect roll.",
            ),
            values=(("attack_modifier", penalty),),
        )
        return _apply(outcome, AFV_SAYS)
    outcome = read_table("effect-afv-ap", AFV_AP, dice, ("An AP hit on an AFV: roll 2D6 for the effect.",))
    return replace(_apply(outcome, AFV_SAYS), values=(("attack_modifier", 0),))


# ---------------------------------------------------------------------------------------------

VEHICLE_BREAKS_DOWN = Consequence("Place a broken down token: it cannot move.", Effects(tokens=("broken-down",)))
EXPLODES = Consequence("The vehicle explodes.")
HORSE_PANICS = Consequence("The horse panics.", Effects(tokens=("panicked",), continues_with=(MORALE,)))
# Every hit on a manned unit is followed by a morale check (How to resolve combat), unless nobody is left.
CREW_CHECKS = Effects(continues_with=(CREW_MORALE,))
CREW_BREAKS_DOWN = Consequence(
    VEHICLE_BREAKS_DOWN.says, Effects(tokens=("broken-down",), continues_with=(CREW_MORALE,))
)
# A passenger, not the driver or crew: the table applies it to whoever rides in the vehicle (nobody, if it is empty).
PASSENGER_KILLED = Consequence("One passenger is killed.", Effects(passenger_killed=1, continues_with=(CREW_MORALE,)))

SOFTSKIN_SMALL_SAYS = {
    "vehicle-stops-and-unloads-passengers": Consequence("It stops and its passengers get out.", CREW_CHECKS),
    "vehicle-breaks-down": CREW_BREAKS_DOWN,
    "driver-panics": Consequence("The driver panics.", CREW_CHECKS),
    "passenger-killed": PASSENGER_KILLED,
}
HORSE_SMALL_SAYS = {
    "shell-whizzes-by-horse-panics": HORSE_PANICS,
    "horse-injured": Consequence(
        "Place an injured token on the horse.", Effects(tokens=("horse-injured",), continues_with=(MORALE,))
    ),
    "horse-dies": Consequence("The horse dies.", Effects(continues_with=(MORALE,))),
}
ABANDONED_SMALL_SAYS = {"vehicle-breaks-down": VEHICLE_BREAKS_DOWN}
SOFTSKIN_HE_SAYS = {
    "shell-explodes-close-to-the-vehicle-driver-panics": Consequence("The driver panics.", CREW_CHECKS),
    "major-damage-vehicle-breaks-down": CREW_BREAKS_DOWN,
    "vehicle-explodes": EXPLODES,
    "passenger-killed": PASSENGER_KILLED,
}
ABANDONED_HE_SAYS = {"vehicle-breaks-down": VEHICLE_BREAKS_DOWN, "vehicle-explodes": EXPLODES}
HORSE_HE_SAYS = {
    "shell-whizzes-by-horse-panics": HORSE_PANICS,
    "horse-and-rider-injured": Consequence(
        "Horse and rider are injured.", Effects(tokens=("injured", "horse-injured"), continues_with=(MORALE,))
    ),
    "horse-and-rider-dead": Consequence("Horse and rider are dead.", Effects(killed=1)),
}
SUPPORT_WEAPON_SAYS = {
    "minor-damage": Consequence("Minor damage only."),
    "support-weapon-destroyed": Consequence(
        "The support weapon is destroyed: it counts its cost, and its crew fights on at -2 (R34).",
        Effects(destroyed=True),
    ),
}
PLANE_CHECKS = Effects(continues_with=(MORALE,))
PLANE_SAYS = {
    "plane-explodes": Consequence("The plane explodes."),
    "heavy-damage": Consequence("Place a heavy damage token.", replace(PLANE_CHECKS, tokens=("heavy-damage",))),
    "minor-damage-bodywork-pierced": Consequence(
        "Place a minor damage token.", replace(PLANE_CHECKS, tokens=("minor-damage",))
    ),
    "pilot-injured": Consequence("Place an injured token on the pilot.", replace(PLANE_CHECKS, tokens=("injured",))),
}
PLANE_INTRO = ("A plane is hit: roll 2D6 for the effect, then the pilot and then the crew take a morale check.",)


def _table_procedure(
    id: str, title: str, section: str, summary: str, resolve, tables, rulings=(), house_rule=False
) -> Procedure:
    return Procedure(
        id=id,
        title=title,
        chapter="Effects",
        section=section,
        summary=summary,
        fields=(HOUSE_RULE,) if house_rule else (),
        rolls=(Roll(2, "effect roll"),),
        inputs=HouseRuleInputs if house_rule else NoInputs,
        resolve=resolve,
        dice_counts=fixed(2),
        tables=tables,
        rulings=rulings,
    )


PROCEDURES = (
    Procedure(
        id="effect-infantry",
        title="Effect of a hit on a soldier",
        chapter="Effects",
        section="Effect of hits on infantry, vehicle crews and support weapon crews",
        summary="2D6 after a hit on a soldier: killed, injured or suppressed.",
        fields=(
            Field(
                "earlier_state",
                "choice",
                "Token the soldier already has",
                default="none",
                choices=tuple(EARLIER_STATES),
                help="R36: injured again, he is killed; suppressed again, he surrenders.",
            ),
            Field(
                "keep_one_state",
                "bool",
                "House rule (R36): he keeps one injured and one suppressed state",
                default=False,
            ),
        ),
        rolls=(Roll(2, "effect roll"),),
        inputs=SoldierInputs,
        resolve=effect_soldier,
        dice_counts=fixed(2),
        tables=(INFANTRY,),
        rulings=("R36",),
    ),
    Procedure(
        id="effect-crew",
        title="Effect of a hit on a crew",
        chapter="Effects",
        section="Effect of hits on infantry, vehicle crews and support weapon crews",
        summary="The infantry effect table, counted for the whole crew: two injuries kill, two suppressions surrender.",
        fields=(
            Field("crew_of", "choice", "Crew of", default="vehicle", choices=CREW_KINDS),
            Field("crew_alive", "int", "Crew members alive", default=3, minimum=1, maximum=12),
            Field("crew_lost", "int", "Crew members already lost", default=0, minimum=0, maximum=12),
            Field("injuries", "int", "Injured token waiting for its pair (R26)", default=0, minimum=0, maximum=1),
            Field(
                "suppressions", "int", "Suppressed token waiting for its pair (R26)", default=0, minimum=0, maximum=1
            ),
            Field("shocks", "int", "Shock tokens on the crew", default=0, minimum=0, maximum=24),
        ),
        rolls=(Roll(2, "effect roll"),),
        inputs=CrewInputs,
        resolve=effect_crew,
        dice_counts=fixed(2),
        tables=(INFANTRY,),
        rulings=("R26", "R30"),
    ),
    _table_procedure(
        "effect-softskin-small-calibre",
        "Small calibre hit on a softskin",
        "Summary effects small caliber hits on softskin transport vehicles",
        "2D6 after a small calibre hit on a softskin transport vehicle.",
        _simple(
            "effect-softskin-small-calibre",
            SOFTSKIN_SMALL,
            SOFTSKIN_SMALL_SAYS,
            ("A softskin transport is hit by small calibre fire: roll 2D6 for the effect.",),
        ),
        (SOFTSKIN_SMALL,),
    ),
    _table_procedure(
        "effect-horse-small-calibre",
        "Small calibre hit on a horse",
        "Summary effects small caliber hits on horses",
        "2D6 after a small calibre hit on a horse; 4 is unassigned in the book (R15).",
        _with_house_rule(
            "effect-horse-small-calibre",
            (HORSE_SMALL, HORSE_SMALL_REROLL),
            4,
            HORSE_SMALL_SAYS,
            ("A horse is hit by small calibre fire: roll 2D6 for the effect.",),
        ),
        (HORSE_SMALL, HORSE_SMALL_REROLL),
        ("R15",),
        house_rule=True,
    ),
    _table_procedure(
        "effect-abandoned-softskin-small-calibre",
        "Small calibre hit on an abandoned softskin",
        "Summary small caliber hits on abandoned softskin vehicles",
        "2D6 after a small calibre hit on an abandoned softskin: even minor damage, odd it breaks down.",
        _simple(
            "effect-abandoned-softskin-small-calibre",
            ABANDONED_SMALL,
            ABANDONED_SMALL_SAYS,
            ("An abandoned softskin is hit by small calibre fire: roll 2D6 for the effect.",),
        ),
        (ABANDONED_SMALL,),
    ),
    _table_procedure(
        "effect-softskin-he",
        "HE hit on a softskin",
        "Summary effects weapons with HE value vs softskin vehicles",
        "2D6 after a high explosive hit on a softskin vehicle.",
        _simple(
            "effect-softskin-he",
            SOFTSKIN_HE,
            SOFTSKIN_HE_SAYS,
            ("A softskin vehicle is hit by high explosive: roll 2D6 for the effect.",),
        ),
        (SOFTSKIN_HE,),
    ),
    _table_procedure(
        "effect-abandoned-softskin-he",
        "HE hit on an abandoned softskin",
        "High explosive hits on abandoned softskin vehicles",
        "2D6 after a high explosive hit on an abandoned softskin; 5 is unassigned in the book (R16).",
        _with_house_rule(
            "effect-abandoned-softskin-he",
            (ABANDONED_HE, ABANDONED_HE_REROLL),
            5,
            ABANDONED_HE_SAYS,
            ("An abandoned softskin is hit by high explosive: roll 2D6 for the effect.",),
        ),
        (ABANDONED_HE, ABANDONED_HE_REROLL),
        ("R16",),
        house_rule=True,
    ),
    _table_procedure(
        "effect-horse-he",
        "HE hit on a horse",
        "High explosive hits on horses",
        "2D6 after a high explosive hit on a horse and rider; 4 is unassigned in the book (R14).",
        _with_house_rule(
            "effect-horse-he",
            (HORSE_HE, HORSE_HE_REROLL),
            4,
            HORSE_HE_SAYS,
            ("A horse and rider are hit by high explosive: roll 2D6 for the effect.",),
        ),
        (HORSE_HE, HORSE_HE_REROLL),
        ("R14",),
        house_rule=True,
    ),
    Procedure(
        id="effect-afv-ap",
        title="AP hit on an AFV",
        chapter="Effects",
        section="Effects armor piercing rounds on AFVs",
        summary="2D6 after an armour piercing hit on an AFV; an aimed hit at tracks or turret has a fixed effect.",
        fields=(
            Field(
                "aim",
                "choice",
                "Aimed at",
                default="none",
                choices=AIMS,
                help="tracks: attack roll -2, a hit immobilises; turret: attack roll -3, a hit jams it.",
            ),
        ),
        rolls=(Roll(2, "effect roll", when="unless the hit was aimed at tracks or turret"),),
        inputs=AfvInputs,
        resolve=effect_afv_ap,
        dice_counts=afv_dice,
        tables=(AFV_AP,),
        rulings=("R3",),
    ),
    _table_procedure(
        "effect-support-weapon-he",
        "HE hit on a support weapon",
        "HE hits, destroying support weapons.",
        "2D6 after an HE hit on a support weapon: odd destroys it. The crew rolls its own effect too.",
        _simple(
            "effect-support-weapon-he",
            SUPPORT_WEAPON_HE,
            SUPPORT_WEAPON_SAYS,
            ("An HE hit on a support weapon: roll 2D6 for the weapon, besides the crew's own effect roll.",),
        ),
        (SUPPORT_WEAPON_HE,),
    ),
    _table_procedure(
        "effect-plane",
        "Effect of a hit on a plane",
        "Effects of hits on planes",
        "2D6 after a hit on a plane, then a morale check for the pilot and the crew.",
        _simple("effect-plane", PLANE, PLANE_SAYS, PLANE_INTRO),
        (PLANE,),
    ),
)
