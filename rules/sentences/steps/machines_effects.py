"""The steps of the effect tables (rules.engine.procedures.effects): what was hit, the ruling or house rule for a
total the book leaves unassigned, what each result does, and a crew's losses counted the R26 way."""

from __future__ import annotations

from collections.abc import Callable

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.sentences.rows import table

ROLLED = r"(?P<rolled>\d+ \+ \d+ = \d+)"  # two dice and their total: "3 + 1 = 4"
EFFECT = r": roll (?P<dice>\d+D6) for the effect\."
# Where an aimed AP shot at an AFV went (effects.effect_afv_ap).
AIMED_AT = {
    "tracks or tires": pgettext_lazy("aimed at", "the tracks or tires"),
    "turret": pgettext_lazy("aimed at", "the turret"),
}
PARTS: dict[str, Callable[[str], str]] = {"aimed_at": lambda where: str(AIMED_AT[where])}

ROWS = table(
    # What was hit: the first step of each table.
    (
        r"A softskin transport is hit by small calibre fire" + EFFECT,
        _("A softskin transport is hit by small calibre fire: roll %(dice)s for the effect."),
    ),
    (
        r"A horse is hit by small calibre fire" + EFFECT,
        _("A horse is hit by small calibre fire: roll %(dice)s for the effect."),
    ),
    (
        r"An abandoned softskin is hit by small calibre fire" + EFFECT,
        _("An abandoned softskin is hit by small calibre fire: roll %(dice)s for the effect."),
    ),
    (
        r"A softskin vehicle is hit by high explosive" + EFFECT,
        _("A softskin vehicle is hit by high explosive: roll %(dice)s for the effect."),
    ),
    (
        r"An abandoned softskin is hit by high explosive" + EFFECT,
        _("An abandoned softskin is hit by high explosive: roll %(dice)s for the effect."),
    ),
    (
        r"A horse and rider are hit by high explosive" + EFFECT,
        _("A horse and rider are hit by high explosive: roll %(dice)s for the effect."),
    ),
    (r"An AP hit on an AFV" + EFFECT, _("An AP hit on an AFV: roll %(dice)s for the effect.")),
    (
        r"An HE hit on a support weapon: roll (?P<dice>\d+D6) for the weapon, besides the crew's own effect roll\.",
        _("An HE hit on a support weapon: roll %(dice)s for the weapon, besides the crew's own effect roll."),
    ),
    (
        r"A plane is hit: roll (?P<dice>\d+D6) for the effect, then the pilot and then the crew take a morale check\.",
        _("A plane is hit: roll %(dice)s for the effect, then the pilot and then the crew take a morale check."),
    ),
    # A total the book leaves unassigned (R14-R16), or the house rule that re-rolls it.
    (
        r"House rule: the book leaves (?P<n>\d+) unassigned, so (?P=n) is re-rolled\.",
        _("House rule: the book leaves %(n)s unassigned, so %(n)s is re-rolled."),
    ),
    (
        r"The book leaves (?P<n>\d+) unassigned; (?P<ruling>R\d+) reads it as (?P<result>[\w ]+)\.",
        _("The book leaves %(n)s unassigned; %(ruling)s reads it as %(result)s."),
    ),
    (  # the general row takes no hyphen in the result: "re-roll" is said here, in the same words
        r"Rolled " + ROLLED + r": (?P<result>re-roll) \(unassigned in the book, (?P<ruling>R\d+)\)\.",
        _("Rolled %(rolled)s: %(result)s (unassigned in the book, %(ruling)s)."),
    ),
    (r"Roll (?P<dice>\d+D6) again\.", _("Roll %(dice)s again.")),
    # What a result does.
    (r"Place a broken down token: it cannot move\.", _("Place a broken down token: it cannot move.")),
    (r"Place an immobilized token: it cannot move\.", _("Place an immobilized token: it cannot move.")),
    (r"Place a turret jam token: the turret cannot turn\.", _("Place a turret jam token: the turret cannot turn.")),
    (r"Place an injured token on the horse\.", _("Place an injured token on the horse.")),
    (r"Place an injured token on the pilot\.", _("Place an injured token on the pilot.")),
    (r"The ammunition goes up: the vehicle explodes\.", _("The ammunition goes up: the vehicle explodes.")),
    (r"The armour is pierced\.", _("The armour is pierced.")),
    (r"One crew member is killed\.", _("One crew member is killed.")),
    (r"The vehicle explodes\.", _("The vehicle explodes.")),
    (r"The plane explodes\.", _("The plane explodes.")),
    (r"It stops and its passengers get out\.", _("It stops and its passengers get out.")),
    (r"The driver panics\.", _("The driver panics.")),
    (r"One passenger is killed\.", _("One passenger is killed.")),
    (r"The horse panics\.", _("The horse panics.")),
    (r"The horse dies\.", _("The horse dies.")),
    (r"Horse and rider are injured\.", _("Horse and rider are injured.")),
    (r"Horse and rider are dead\.", _("Horse and rider are dead.")),
    (r"Minor damage only\.", _("Minor damage only.")),
    (
        r"The support weapon is destroyed: it counts its cost, and its crew fights on at (?P<n>-\d+)"
        r" \((?P<ruling>R\d+)\)\.",
        _("The support weapon is destroyed: it counts its cost, and its crew fights on at %(n)s (%(ruling)s)."),
    ),
    # An aimed AP shot at an AFV: a fixed effect.
    (
        r"Aimed at the (?P<aimed_at>tracks or tires|turret): the attack roll took (?P<penalty>-\d+) \(enter the"
        r" attack value (?P<n>\d+) lower in the attack roll; a penalty lowers the number needed, (?P<ruling>R\d+)\)\.",
        _(
            "Aimed at %(aimed_at)s: the attack roll took %(penalty)s (enter the attack value %(n)s lower in the attack"
            " roll; a penalty lowers the number needed, %(ruling)s)."
        ),
    ),
    (
        r"The aimed shot hit: (?P<result>immobilized|turret jam), with no effect roll\.",
        _("The aimed shot hit: %(result)s, with no effect roll."),
    ),
    # A crew's losses, counted together (effects.effect_crew, R26, R30).
    (
        r"(?P<alive>\d+) of (?P<full>\d+) crew alive, with (?P<injured>\d+) injured, (?P<suppressed>\d+) suppressed"
        r" and (?P<shocks>\d+) shock tokens\.",
        _(
            "%(alive)s of %(full)s crew alive, with %(injured)s injured, %(suppressed)s suppressed and %(shocks)s shock tokens."
        ),
    ),
    (
        r"Crews take effects together, not man by man \((?P<ruling>R\d+)\): roll once for each crew member possibly"
        r" hit\.",
        _("Crews take effects together, not man by man (%(ruling)s): roll once for each crew member possibly hit."),
    ),
    (r"Two injured tokens kill one crew member\.", _("Two injured tokens kill one crew member.")),
    (r"One injured token; two kill a man\.", _("One injured token; two kill a man.")),
    (
        r"Two suppressed tokens make one crew member surrender\.",
        _("Two suppressed tokens make one crew member surrender."),
    ),
    (r"One suppressed token; two make a man surrender\.", _("One suppressed token; two make a man surrender.")),
    (r"Crew alive: (?P<alive>\d+) of (?P<full>\d+)\.", _("Crew alive: %(alive)s of %(full)s.")),
    (r"The whole crew is lost\.", _("The whole crew is lost.")),
    (
        r"(?P<shocks>\d+) shock tokens for (?P<alive>\d+) living crew: the crew is shocked\.",
        _("%(shocks)s shock tokens for %(alive)s living crew: the crew is shocked."),
    ),
    (
        r"Below half its crew: the vehicle loses one action per turn \((?P<ruling>R\d+)\)\.",
        _("Below half its crew: the vehicle loses one action per turn (%(ruling)s)."),
    ),
    (
        r"Below half its crew: the support weapon acts only every other turn \((?P<ruling>R\d+)\)\.",
        _("Below half its crew: the support weapon acts only every other turn (%(ruling)s)."),
    ),
    (
        r"Below half its crew: the machine gun has no double burst \((?P<burst>R\d+)\) and acts only every other turn"
        r" \((?P<ruling>R\d+)\)\.",
        _(
            "Below half its crew: the machine gun has no double burst (%(burst)s) and acts only every other turn"
            " (%(ruling)s)."
        ),
    ),
    (
        r"Half of its crew is gone: the machine gun has no double burst any more, it fires once a turn"
        r" \((?P<ruling>R\d+)\)\.",
        _("Half of its crew is gone: the machine gun has no double burst any more, it fires once a turn (%(ruling)s)."),
    ),
)
