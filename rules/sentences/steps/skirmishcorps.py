"""SkirmishCorps' sentences in the reader's words (rules.engine.skirmishcorps.procedures: actions, movement, shooting,
hiding, close_combat, and the reasons they share in rules.engine.skirmishcorps.common). A roll's numbers stay as the
engine wrote them, a length in inches in the reader's decimals ("2.5", German "2,5"); the actions two of which
combine are said by their choice's words (rules.localized.label)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.engine.outcome import sentence
from rules.sentences.open_fire_words import CHANCE, INCHES, decimal
from rules.sentences.rows import table

ACTIONS = "aim and shoot|change stance|fire|throw|hide|jog|run|sprint|sneak|close combat|spring attack"
N = r"[+-]?\d+"

PARTS = {
    "sc_first": lambda words: sentence(localized.label(words.lower())),
    "sc_second": localized.label,
    "sc_in": decimal,
    "sc_left": decimal,
    "sc_spent": decimal,
    "sc_most": decimal,
    "sc_far": decimal,
}

ROWS = table(
    # Which actions combine (actions.combine): the two actions, then the reason (below).
    (
        rf"(?P<sc_first>[A-Z][a-z ]+) with (?P<sc_second>{ACTIONS}): they combine\.",
        _("%(sc_first)s with %(sc_second)s: they combine."),
    ),
    (
        rf"(?P<sc_first>[A-Z][a-z ]+) with (?P<sc_second>{ACTIONS}): they do not combine\.",
        _("%(sc_first)s with %(sc_second)s: they do not combine."),
    ),
    # How far a foot-unit moves (movement.move_distance; hiding.sneak).
    (
        rf"SP (?P<sp>\d+): a jog goes up to (?P<sc_in>{INCHES}) in \(SP\)\.",
        _("SP %(sp)s: a jog goes up to %(sc_in)s in (SP)."),
    ),
    (
        rf"SP (?P<sp>\d+): a run goes up to (?P<sc_in>{INCHES}) in \(SP \+ 3\)\.",
        _("SP %(sp)s: a run goes up to %(sc_in)s in (SP + 3)."),
    ),
    (
        rf"SP (?P<sp>\d+): a sprint goes up to (?P<sc_in>{INCHES}) in \(SP × 2\)\.",
        _("SP %(sp)s: a sprint goes up to %(sc_in)s in (SP × 2)."),
    ),
    (
        rf"SP (?P<sp>\d+): a sneak goes up to (?P<sc_in>{INCHES}) in \(SP ÷ 2\)\.",
        _("SP %(sp)s: a sneak goes up to %(sc_in)s in (SP ÷ 2)."),
    ),
    (
        r"A foot-unit with an SP of 4 or less cannot sprint \(SP (?P<sp>\d+)\)\.",
        _("A foot-unit with an SP of 4 or less cannot sprint (SP %(sp)s)."),
    ),
    (
        rf"(?P<sc_in>{INCHES}) in over open ground costs (?P=sc_in) in\.",
        _("%(sc_in)s in over open ground costs %(sc_in)s in."),
    ),
    (
        rf"(?P<sc_in>{INCHES}) in through difficult terrain costs (?P<sc_far>{INCHES}) in: difficult terrain halves the "
        r"distance \(Q5\)\.",
        _("%(sc_in)s in through difficult terrain costs %(sc_far)s in: difficult terrain halves the distance (Q5)."),
    ),
    (
        rf"(?P<sc_spent>{INCHES}) in of (?P<sc_most>{INCHES}) in used: (?P<sc_left>{INCHES}) in left\.",
        _("%(sc_spent)s in of %(sc_most)s in used: %(sc_left)s in left."),
    ),
    (
        rf"Left on open ground: up to (?P<sc_in>{INCHES}) in; in difficult terrain up to (?P<sc_far>{INCHES}) in\.",
        _("Left on open ground: up to %(sc_in)s in; in difficult terrain up to %(sc_far)s in."),
    ),
    (
        rf"That takes (?P<sc_spent>{INCHES}) in, more than the (?P<sc_most>{INCHES}) in it may move\.",
        _("That takes %(sc_spent)s in, more than the %(sc_most)s in it may move."),
    ),
    # The landing roll after a sprint (movement.sprint_landing).
    (
        r"It lands safely on (?P<re>\d+) or less on 2D6 \(RE (?P=re)\); above that it is stunned\.",
        _("It lands safely on %(re)s or less on 2D6 (RE %(re)s); above that it is stunned."),
    ),
    (
        r"It lands safely on (?P<re>\d+) or less on 2D6 \(RE (?P=re)\): it always does\.",
        _("It lands safely on %(re)s or less on 2D6 (RE %(re)s): it always does."),
    ),
    (
        r"It lands safely on (?P<re>\d+) or less on 2D6 \(RE (?P=re)\): it cannot, so it is stunned\.",
        _("It lands safely on %(re)s or less on 2D6 (RE %(re)s): it cannot, so it is stunned."),
    ),
    (rf"Chance of landing safely: (?P<chance>{CHANCE})\.", _("Chance of landing safely: %(chance)s.")),
    (
        r"Rolled (?P<a>\d) \+ (?P<b>\d) = (?P<total>\d+), not above RE (?P<re>\d+): it lands safely\.",
        _("Rolled %(a)s + %(b)s = %(total)s, not above RE %(re)s: it lands safely."),
    ),
    (
        r"Rolled (?P<a>\d) \+ (?P<b>\d) = (?P<total>\d+), above RE (?P<re>\d+): it lands awkwardly, stunned\.",
        _("Rolled %(a)s + %(b)s = %(total)s, above RE %(re)s: it lands awkwardly, stunned."),
    ),
    # The spot test (hiding.spot_test).
    (r"The spotting unit rolls 1D6 \+ RE (?P<re>\d+)\.", _("The spotting unit rolls 1D6 + RE %(re)s.")),
    (
        rf"Tags such as Alert and Sneaky: (?P<mod>{N}) to the spot test \(Q1\)\.",
        _("Tags such as Alert and Sneaky: %(mod)s to the spot test (Q1)."),
    ),
    (
        r"The hidden unit rolls 1D6 \+ RE (?P<re>\d+); an equal or higher total spots it\.",
        _("The hidden unit rolls 1D6 + RE %(re)s; an equal or higher total spots it."),
    ),
    (
        r"The sneaking unit rolls 1D6 \+ RE (?P<re>\d+); an equal or higher total spots it\.",
        _("The sneaking unit rolls 1D6 + RE %(re)s; an equal or higher total spots it."),
    ),
    (rf"Chance of spotting it: (?P<chance>{CHANCE})\.", _("Chance of spotting it: %(chance)s.")),
    (
        rf"Spotter (?P<a>\d) \+ (?P<mine>{N}) = (?P<total>{N}) against (?P<b>\d) \+ (?P<theirs>\d+) = "
        rf"(?P<their_total>\d+): spotted, it may be targeted with a ranged attack\.",
        _(
            "Spotter %(a)s + %(mine)s = %(total)s against %(b)s + %(theirs)s = %(their_total)s: spotted, it may be "
            "targeted with a ranged attack."
        ),
    ),
    (
        rf"Spotter (?P<a>\d) \+ (?P<mine>{N}) = (?P<total>{N}) against (?P<b>\d) \+ (?P<theirs>\d+) = "
        rf"(?P<their_total>\d+): not spotted, it cannot be targeted, and the spotter's action is spent all the same\.",
        _(
            "Spotter %(a)s + %(mine)s = %(total)s against %(b)s + %(theirs)s = %(their_total)s: not spotted, it cannot "
            "be targeted, and the spotter's action is spent all the same."
        ),
    ),
    # The charge and the spring attack (close_combat).
    (rf"Close combat modifier: (?P<mod>{N})\.", _("Close combat modifier: %(mod)s.")),
    (
        rf"The enemy unit is (?P<sc_in>{INCHES}) in away, within its SP of (?P<sp>\d+)\.",
        _("The enemy unit is %(sc_in)s in away, within its SP of %(sp)s."),
    ),
    (
        rf"The enemy unit is (?P<sc_in>{INCHES}) in away, beyond its SP of (?P<sp>\d+)\.",
        _("The enemy unit is %(sc_in)s in away, beyond its SP of %(sp)s."),
    ),
    (
        r"\+2 to hit, and its ST (?P<st>\d+) is doubled to (?P<doubled>\d+) for the spring attack\.",
        _("+2 to hit, and its ST %(st)s is doubled to %(doubled)s for the spring attack."),
    ),
    # Sentences without a part, in the order of the alphabet.
    (
        r"A hiding marker goes face up beside it and comes off when it next takes its action, unless it hides again\.",
        _("A hiding marker goes face up beside it and comes off when it next takes its action, unless it hides again."),
    ),
    (r"A hiding unit does not move, shoot or throw\.", _("A hiding unit does not move, shoot or throw.")),
    (r"A hiding unit must be prone or go prone\.", _("A hiding unit must be prone or go prone.")),
    (
        r"A prone unit moves only by sneaking: it stands up first to jog, run or sprint \(Q7\)\.",
        _("A prone unit moves only by sneaking: it stands up first to jog, run or sprint (Q7)."),
    ),
    (
        r"A prone unit that stands up at the start of its action may jog or run, but not sprint\.",
        _("A prone unit that stands up at the start of its action may jog or run, but not sprint."),
    ),
    (r"A snap shot: no bonus to hit\.", _("A snap shot: no bonus to hit.")),
    (
        r"A sneaking marker goes face up beside it and comes off when it next takes its action, unless it sneaks again\.",
        _(
            "A sneaking marker goes face up beside it and comes off when it next takes its action, unless it sneaks again."
        ),
    ),
    (r"A sneaking unit cannot shoot; it may throw\.", _("A sneaking unit cannot shoot; it may throw.")),
    (
        r"A sneaking unit stays prone and unseen: a hidden unit attacks in close combat by a spring attack \(Q9\)\.",
        _("A sneaking unit stays prone and unseen: a hidden unit attacks in close combat by a spring attack (Q9)."),
    ),
    (
        r"A sneaking unit stays prone throughout: it does not change stance\.",
        _("A sneaking unit stays prone throughout: it does not change stance."),
    ),
    (
        r"A sneaking unit that ends its move in cover may hide at once\.",
        _("A sneaking unit that ends its move in cover may hide at once."),
    ),
    (
        r"A spring attack is the unit's whole action: it stands, moves into contact and attacks, with no ranged weapon \(Q10\)\.",
        _(
            "A spring attack is the unit's whole action: it stands, moves into contact and attacks, with no ranged weapon (Q10)."
        ),
    ),
    (r"A spring attack uses no ranged weapon\.", _("A spring attack uses no ranged weapon.")),
    (r"A sprinting unit can neither shoot nor throw\.", _("A sprinting unit can neither shoot nor throw.")),
    (
        r"A stance may change at the start and at the end of the action\.",
        _("A stance may change at the start and at the end of the action."),
    ),
    (
        r"A stance may change at the start and at the end of the action: a prone unit that stands may jog or run\.",
        _("A stance may change at the start and at the end of the action: a prone unit that stands may jog or run."),
    ),
    (
        r"A stance may change at the start of the action and again at its end\.",
        _("A stance may change at the start of the action and again at its end."),
    ),
    (
        r"A stance may change at the start or the end of the action; the shot is then a snap shot, without the \+1\.",
        _("A stance may change at the start or the end of the action; the shot is then a snap shot, without the +1."),
    ),
    (r"A unit may shoot once at any point of its move\.", _("A unit may shoot once at any point of its move.")),
    (
        r"A unit may shoot or throw while it moves and still charge, but it loses the \+2 to its CC that a charge without shooting or throwing gets\.",
        _(
            "A unit may shoot or throw while it moves and still charge, but it loses the +2 to its CC that a charge without shooting or throwing gets."
        ),
    ),
    (r"A unit may throw once at any point of its move\.", _("A unit may throw once at any point of its move.")),
    (
        r"A unit moves one way in an action: it jogs, runs, sprints or sneaks \(Q4\)\.",
        _("A unit moves one way in an action: it jogs, runs, sprints or sneaks (Q4)."),
    ),
    (r"A unit shoots or throws in its action, never both\.", _("A unit shoots or throws in its action, never both.")),
    (
        r"A unit that ends its move in base-to-base contact with an enemy charges it\.",
        _("A unit that ends its move in base-to-base contact with an enemy charges it."),
    ),
    (
        r"Aimed at chosen crew of an open-topped enemy unit: no bonus to hit for that \(Q3\)\.",
        _("Aimed at chosen crew of an open-topped enemy unit: no bonus to hit for that (Q3)."),
    ),
    (
        r"An action is taken once in a turn; only a change of stance comes both at the start and at the end \(Q14\)\.",
        _("An action is taken once in a turn; only a change of stance comes both at the start and at the end (Q14)."),
    ),
    (
        r"An aimed shot allows no change of stance before or after it: a unit that changes stance fires a snap shot instead\.",
        _(
            "An aimed shot allows no change of stance before or after it: a unit that changes stance fires a snap shot instead."
        ),
    ),
    (
        r"An aimed shot is taken standing still, and close combat is entered by moving into contact \(Q8\)\.",
        _("An aimed shot is taken standing still, and close combat is entered by moving into contact (Q8)."),
    ),
    (
        r"An aimed shot is the unit's one shot of the action: it does not fire again \(Q15\)\.",
        _("An aimed shot is the unit's one shot of the action: it does not fire again (Q15)."),
    ),
    (
        r"An aimed shot needs the unit to stay where it is: a unit that moves fires a snap shot instead\.",
        _("An aimed shot needs the unit to stay where it is: a unit that moves fires a snap shot instead."),
    ),
    (r"An aimed shot: \+1 to the roll to hit\.", _("An aimed shot: +1 to the roll to hit.")),
    (
        r"Any enemy unit must pass a spot test to target it, at \+3 while it is out of cover\.",
        _("Any enemy unit must pass a spot test to target it, at +3 while it is out of cover."),
    ),
    (
        r"Ending its move in base-to-base contact with an enemy unit, it charges and may attack it in close combat\.",
        _("Ending its move in base-to-base contact with an enemy unit, it charges and may attack it in close combat."),
    ),
    (
        r"Flushing a hidden or sneaking unit: no spot test, and no ranged attack on it; it is revealed and its marker comes off\.",
        _(
            "Flushing a hidden or sneaking unit: no spot test, and no ranged attack on it; it is revealed and its marker comes off."
        ),
    ),
    (
        r"Going prone after a sprint calls for the landing roll: 2D6 against its RE\.",
        _("Going prone after a sprint calls for the landing roll: 2D6 against its RE."),
    ),
    (r"It ends its action prone\.", _("It ends its action prone.")),
    (r"It ends its action standing\.", _("It ends its action standing.")),
    (r"It goes prone at the end of its action\.", _("It goes prone at the end of its action.")),
    (r"It goes prone at the start of its action\.", _("It goes prone at the start of its action.")),
    (r"It goes prone to hide\.", _("It goes prone to hide.")),
    (
        r"It hides in its cover: any enemy unit must pass a spot test to target it\.",
        _("It hides in its cover: any enemy unit must pass a spot test to target it."),
    ),
    (
        r"It may change direction as often as it likes along the way\.",
        _("It may change direction as often as it likes along the way."),
    ),
    (
        r"It may not move back into contact with that unit this turn, but it may charge another enemy unit\.",
        _("It may not move back into contact with that unit this turn, but it may charge another enemy unit."),
    ),
    (r"It may shoot once at any point of its move\.", _("It may shoot once at any point of its move.")),
    (r"It may throw once at any point of its move\.", _("It may throw once at any point of its move.")),
    (
        r"It neither shot nor threw: \+2 to its CC for its close combat attacks on the enemy unit this turn\.",
        _("It neither shot nor threw: +2 to its CC for its close combat attacks on the enemy unit this turn."),
    ),
    (
        r"It shot or threw in this action: it may still charge, without the \+2 to its CC\.",
        _("It shot or threw in this action: it may still charge, without the +2 to its CC."),
    ),
    (
        r"It spends its action: it stands, moves into base-to-base contact and attacks; its hiding marker comes off\.",
        _("It spends its action: it stands, moves into base-to-base contact and attacks; its hiding marker comes off."),
    ),
    (r"It stands up at the end of its action\.", _("It stands up at the end of its action.")),
    (r"It stands up at the start of its action\.", _("It stands up at the start of its action.")),
    (r"It starts its action prone\.", _("It starts its action prone.")),
    (r"It starts its action standing\.", _("It starts its action standing.")),
    (r"It stays prone throughout\.", _("It stays prone throughout.")),
    (
        r"Its shot is a snap shot: no \+1 for aiming after a change of stance\.",
        _("Its shot is a snap shot: no +1 for aiming after a change of stance."),
    ),
    (
        r"Moving away from the enemy unit it is in contact with, it may not shoot, throw or make close combat attacks at that unit this turn\.",
        _(
            "Moving away from the enemy unit it is in contact with, it may not shoot, throw or make close combat attacks at that unit this turn."
        ),
    ),
    (
        r"-1 to the close combat attacks of the unit that flushed it \(Q12\)\.",
        _("-1 to the close combat attacks of the unit that flushed it (Q12)."),
    ),
    (r"No bonus or penalty to hit from this action\.", _("No bonus or penalty to hit from this action.")),
    (
        r"No spring attack on a hiding or sneaking enemy unit, unless an allied unit flushed it this turn\.",
        _("No spring attack on a hiding or sneaking enemy unit, unless an allied unit flushed it this turn."),
    ),
    (r"Only a hidden unit may make a spring attack\.", _("Only a hidden unit may make a spring attack.")),
    (r"Only a unit in cover may hide\.", _("Only a unit in cover may hide.")),
    (
        r"Only a unit that does not move may throw into an open-topped enemy unit\.",
        _("Only a unit that does not move may throw into an open-topped enemy unit."),
    ),
    (
        r"Only an aimed shot picks out the crew of an open-topped unit: this one is fired at the unit \(Q3\)\.",
        _("Only an aimed shot picks out the crew of an open-topped unit: this one is fired at the unit (Q3)."),
    ),
    (
        r"Only by going prone at the end: a unit that stands up at the start may not sprint, and going prone after a sprint calls for the landing roll \(2D6 against its RE\)\.",
        _(
            "Only by going prone at the end: a unit that stands up at the start may not sprint, and going prone after a sprint calls for the landing roll (2D6 against its RE)."
        ),
    ),
    (
        r"Only by going prone: a hiding unit must be prone or go prone\.",
        _("Only by going prone: a hiding unit must be prone or go prone."),
    ),
    (
        r"Sneaking begins from hiding, prone in cover, or goes on from sneaking\.",
        _("Sneaking begins from hiding, prone in cover, or goes on from sneaking."),
    ),
    (
        r"Stunned, it may do nothing next turn: a stunned marker beside it is flipped over in this turn's end phase and removed in the next turn's\.",
        _(
            "Stunned, it may do nothing next turn: a stunned marker beside it is flipped over in this turn's end phase and removed in the next turn's."
        ),
    ),
    (
        r"The close combat roll and dodging or parrying are not in this text \(Q2\)\.",
        _("The close combat roll and dodging or parrying are not in this text (Q2)."),
    ),
    (
        r"The enemy unit cannot dodge or parry a spring attack\.",
        _("The enemy unit cannot dodge or parry a spring attack."),
    ),
    (
        r"The enemy unit gets a free close combat attack on it, whether it has acted or not and prone or not, without spending its action; the unit breaking off may not dodge or parry it\.",
        _(
            "The enemy unit gets a free close combat attack on it, whether it has acted or not and prone or not, without spending its action; the unit breaking off may not dodge or parry it."
        ),
    ),
    (
        r"The enemy unit has acted this turn: it cannot pursue\.",
        _("The enemy unit has acted this turn: it cannot pursue."),
    ),
    (
        r"The enemy unit has not acted this turn: it may spend its action to pursue; the pursuit rules are not in this text \(Q13\)\.",
        _(
            "The enemy unit has not acted this turn: it may spend its action to pursue; the pursuit rules are not in this text (Q13)."
        ),
    ),
    (
        r"The enemy unit is on overwatch and has not spent its action: it must dodge or parry, which spends its action and removes its overwatch marker; it cannot cut off, retaliate or break off this turn\.",
        _(
            "The enemy unit is on overwatch and has not spent its action: it must dodge or parry, which spends its action and removes its overwatch marker; it cannot cut off, retaliate or break off this turn."
        ),
    ),
    (
        r"The enemy unit is stunned: no free attack, and no pursuit\.",
        _("The enemy unit is stunned: no free attack, and no pursuit."),
    ),
    (
        r"The enemy unit is unconscious: no free attack, and no pursuit\.",
        _("The enemy unit is unconscious: no free attack, and no pursuit."),
    ),
    (
        r"The enemy unit was hiding or sneaking, but an allied unit flushed it this turn\.",
        _("The enemy unit was hiding or sneaking, but an allied unit flushed it this turn."),
    ),
    (
        r"The flushed unit stands up at once and dodges or parries that unit's attacks at \+1\.",
        _("The flushed unit stands up at once and dodges or parries that unit's attacks at +1."),
    ),
    (
        r"The roll to hit and the weapon's own rules are not in this text \(Q2\)\.",
        _("The roll to hit and the weapon's own rules are not in this text (Q2)."),
    ),
    (
        r"The target is sneaking out of cover: \+3 to the spot test\.",
        _("The target is sneaking out of cover: +3 to the spot test."),
    ),
    (
        r"Thrown into an open-topped enemy unit: -1 to the roll to hit\.",
        _("Thrown into an open-topped enemy unit: -1 to the roll to hit."),
    ),
    (
        r"Until then any enemy unit must pass a spot test to target it\.",
        _("Until then any enemy unit must pass a spot test to target it."),
    ),
)
