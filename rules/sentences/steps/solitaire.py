"""The reasons and steps of the enemy the app plays in solo games (rules.engine.solitaire): how its force was drawn
from the bags (force, draws), where its units stand (placement), which of them acts next (activation) and what it
does (behaviour). Unit and weapon names are the arsenal's and pass as they are; "ref" is a unit's number."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.sentences.rows import first_said, table

QUALITY = r"(?:conscript|regular|elite)"
PRICE = r"\((?P<price>\d+) points?\)"  # "(1 point)", "(3 points)"
SECTOR = r"(?:left flank|middle|right flank)"


def _fill(words: Promise) -> Callable[[Mapping[str, str | None]], str]:
    """Words whose optional parts, when the English left them out, are said as nothing."""
    return lambda said: str(words) % {name: "" if part is None else part for name, part in said.items()}


def _from(words: Mapping[str, Promise]) -> Callable[[str], str]:
    """A part said from a table of its English values (KeyError, a LookupError: the sentence stays English)."""
    return lambda english: str(words[english])


# Where the enemy acts and looks next (activation.where, activation.named).
WHERE = {
    "on the left flank": _("on the left flank"),
    "in the middle": _("in the middle"),
    "on the right flank": _("on the right flank"),
}
NAMED = {
    "the left flank": pgettext_lazy("sector", "the left flank"),
    "the middle": pgettext_lazy("sector", "the middle"),
    "the right flank": pgettext_lazy("sector", "the right flank"),
}
SECTORS = {"left flank": _("left flank"), "middle": _("middle"), "right flank": _("right flank")}
# The rungs of the activation ladder (procedures.solo.ACTIVATION_LADDER), as a reason names them.
RUNGS = {
    "ranking officers": pgettext_lazy("ladder rung", "ranking officers"),
    "units closest to the mission objective": pgettext_lazy("ladder rung", "units closest to the mission objective"),
    "AFVs": pgettext_lazy("ladder rung", "AFVs"),
    "support weapons with the most firepower": pgettext_lazy("ladder rung", "support weapons with the most firepower"),
    "elite units": pgettext_lazy("ladder rung", "elite units"),
    "regulars": pgettext_lazy("ladder rung", "regulars"),
    "the fastest units": pgettext_lazy("ladder rung", "the fastest units"),
    "everything else (conscripts)": pgettext_lazy("ladder rung", "everything else (conscripts)"),
}
# What an engine check names when a value is not one of those allowed (activation.one_of).
CHECKED = {
    "Unit type": _("Unit type"),
    "Quality": _("Quality"),
    "Sector": _("Sector"),
    "Previous sector": _("Previous sector"),
    "Range band": _("Range band"),
    "Cover": _("Cover"),
    "Gear": _("Gear"),
    "Role": _("Role"),
    "Objective": _("Objective"),
}
# Why a target is left alone (behaviour.skipped), and how close the nearer of two equal ones is.
SKIPPED = {
    "Out of range": _("Out of range"),
    "Outside its firing angle": _("Outside its firing angle"),
    "No AP value to hurt armour": _("No AP value to hurt armour"),
    "No small arms or HE to hurt": _("No small arms or HE to hurt"),
}
SUPER_CLOSE = pgettext_lazy("range band", "super-close range")
# The bags of the force (force._buy, force._weapons) and what a doctrine draws.
BAGS = {
    "Soldiers": _("Soldiers"),
    "Weapons": _("Weapons"),
    "Vehicles": _("Vehicles"),
    "Support weapons": _("Support weapons"),
    "Top-up soldiers": _("Top-up soldiers"),
    "Top-up vehicles": _("Top-up vehicles"),
    "Top-up support weapons": _("Top-up support weapons"),
}
MACHINES = {"vehicles": _("vehicles"), "support weapons": _("support weapons")}
DOCTRINE_KINDS = {
    "infantry": _("an infantry doctrine"),
    "cavalry": _("a cavalry doctrine"),
    "support": _("a support doctrine"),
    "armored": _("an armour doctrine"),
    "armor": _("an armour doctrine"),
    "armour": _("an armour doctrine"),
}
START_WHY = {
    "machines start with inexperienced crews, the lowest quality allowed (S5)": _(
        "machines start with inexperienced crews, the lowest quality allowed (S5)"
    ),
    "soldiers start regular where the type allows it (S5)": _("soldiers start regular where the type allows it (S5)"),
    "soldiers start at the lowest quality where the type has no regulars (S5)": _(
        "soldiers start at the lowest quality where the type has no regulars (S5)"
    ),
}
ARMED = {"in place of his own": _("in place of his own"), "as a side weapon": _("as a side weapon")}
ROLLS = {
    "soldiers": _("soldiers"),
    "weapons": _("weapons"),
    "support": _("support"),
    "crews": _("crews"),
    "seed": _("the bags' order"),
}
# Where the enemy's units are set down (placement._leaders), and the guns that wait in ambush.
PLACING = {
    "AFVs first, the most valuable first": _("AFVs first, the most valuable first"),
    "Transports next, the most valuable first": _("Transports next, the most valuable first"),
    "Support weapons next, the most valuable first": _("Support weapons next, the most valuable first"),
    "Infantry next, highest level first": _("Infantry next, highest level first"),
}
GUNS = {"AT gun": pgettext_lazy("gun in ambush", "AT gun"), "AA gun": pgettext_lazy("gun in ambush", "AA gun")}
PASSED = re.compile(r"the (?P<quality>" + QUALITY + r") (?P<unit>.+?) \(ref (?P<ref>\d+)\)(?:, |$)")
TALLY = re.compile(r"(?P<n>\d+) (?P<sector>" + SECTOR + r")(?:, |$)")


def _band(band: str) -> str:
    """How close the nearer target is: super-close, or one of the book's range bands."""
    if band == "super-close":
        return str(SUPER_CLOSE)
    from rules import sentences

    return sentences.PARTS["band"](band)


def _cover(level: str) -> str:
    """ "none", "soft", "medium", "hard" as a cover in the reader's words ("keine Deckung", "weiche Deckung")."""
    from rules import sentences

    return sentences.PARTS["cover"]("no" if level == "none" else level)


def _passed(joined: str) -> str:
    """The machines a crew counter would not raise: "the regular X (ref 3), the elite Y (ref 5)", each said."""
    found = list(PASSED.finditer(joined))
    if "".join(m[0] for m in found) != joined:
        raise LookupError(joined)
    machines = ", ".join(
        gettext("%(unit)s (%(quality)s, ref %(ref)s)")
        % {"unit": m["unit"], "quality": localized.label(m["quality"]), "ref": m["ref"]}
        for m in found
    )
    return gettext(" (it would not raise %(machines)s)") % {"machines": machines}


def _tally(joined: str) -> str:
    """How many of the officer's men stand in each sector: "2 left flank, 0 middle, 1 right flank"."""
    found = list(TALLY.finditer(joined))
    if "".join(m[0] for m in found) != joined:
        raise LookupError(joined)
    return ", ".join(f"{SECTORS[m['sector']]} {m['n']}" for m in found)


def _aboard(joined: str) -> str:
    """The units aboard a transport ("ref 3, ref 5", or "nobody")."""
    if joined == "nobody":
        return gettext("nobody")
    refs = joined.split(", ")
    if not all(re.fullmatch(r"ref \d+", ref) for ref in refs):
        raise LookupError(joined)
    return ", ".join(gettext("ref %(ref)s") % {"ref": ref.removeprefix("ref ")} for ref in refs)


def _tail(tail: str) -> str:
    """What becomes of the other AT and AA guns when one starts towed."""
    if tail == "; the other AT or AA gun deploys in ambush":
        return gettext("; the other AT or AA gun deploys in ambush")
    found = re.fullmatch(r"; the other (?P<n>\d+) deploy in ambush", tail)
    if found is None:
        raise LookupError(tail)
    return gettext("; the other %(n)s deploy in ambush") % {"n": found["n"]}


def _span(span: str) -> str:
    low, _to, high = span.partition(" to ")
    return gettext("%(low)s to %(high)s") % {"low": low, "high": high} if high else low


def _refusal(refusal: str) -> str:
    """A refusal of the engine's dice checks, said by the general rows (rules.sentences)."""
    from rules import sentences

    said = sentences.translated(refusal)
    if said == refusal:
        raise LookupError(refusal)
    return said


def _own(text: str) -> str:
    """A sentence of this module inside another one (a bag's draw behind its name, the officer's placing)."""
    said = first_said(ROWS, text, _all_parts())
    if said is None:
        raise LookupError(text)
    return said


def _all_parts() -> Mapping[str, Callable[[str], str]]:
    from rules import sentences

    return sentences.PARTS | PARTS


PARTS = {
    "where": _from(WHERE),
    "named": _from(NAMED),
    "sector": _from(SECTORS),
    "rung": _from(RUNGS),
    "checked": _from(CHECKED),
    "skipped": _from(SKIPPED),
    "solo_band": _band,
    "solo_cover": _cover,
    "bag": _from(BAGS),
    "machines": _from(MACHINES),
    "doctrine_kind": _from(DOCTRINE_KINDS),
    "start_why": _from(START_WHY),
    "wanted": localized.label,
    "crew": localized.label,
    "armed": _from(ARMED),
    "passed": _passed,
    "capped": lambda _capped: gettext(", the best it can have in this detachment type"),
    "roll_for": _from(ROLLS),
    "placing": _from(PLACING),
    "gun": _from(GUNS),
    "tally": _tally,
    "aboard": _aboard,
    "tail": _tail,
    "span": _span,
    "refusal": _refusal,
    "drawn": _own,
    "officer": _own,
}

WHERE_RE = r"(?P<where>on the left flank|in the middle|on the right flank)"
NAMED_RE = r"(?P<named>the left flank|the middle|the right flank)"
RUNG_RE = r"(?P<rung>" + "|".join(re.escape(rung) for rung in RUNGS) + r")"
BAG_RE = r"(?P<bag>" + "|".join(re.escape(bag) for bag in BAGS) + r")"

ROWS = table(
    # Which enemy unit acts next (activation).
    (
        r"The last enemy unit acted " + WHERE_RE + r": the middle is next, no die to roll\.",
        _("The last enemy unit acted %(where)s: the middle is next, no die to roll."),
    ),
    (r"Roll 1D6 for the sector the enemy activates in\.", _("Roll 1D6 for the sector the enemy activates in.")),
    (
        r"The last enemy unit acted " + WHERE_RE + r": the middle is next, no die\.",
        _("The last enemy unit acted %(where)s: the middle is next, no die."),
    ),
    (
        r"First activation of the turn, sector die (?P<n>\d+): " + NAMED_RE + r"\.",
        _("First activation of the turn, sector die %(n)s: %(named)s."),
    ),
    (
        r"After the middle, sector die (?P<n>\d+): " + NAMED_RE + r"\.",
        _("After the middle, sector die %(n)s: %(named)s."),
    ),
    (
        r"No unit left " + WHERE_RE + r": try " + NAMED_RE + r" \(S10\)\.",
        _("No unit left %(where)s: try %(named)s (S10)."),
    ),
    (r"No unit left " + WHERE_RE + r": " + NAMED_RE + r" \(S10\)\.", _("No unit left %(where)s: %(named)s (S10).")),
    (
        r"No unit left " + WHERE_RE + r" either: " + NAMED_RE + r" \(S10\)\.",
        _("No unit left %(where)s either: %(named)s (S10)."),
    ),
    (r"Ladder: " + RUNG_RE + r" first\.", _("Ladder: %(rung)s first.")),
    (
        r"Among the units marked near the objective: " + RUNG_RE + r" \(S9\)\.",
        _("Among the units marked near the objective: %(rung)s (S9)."),
    ),
    (
        r"Tied with (?P<unit>.+) on that rung: more points first \((?P<points>\d+)\)\.",
        _("Tied with %(unit)s on that rung: more points first (%(points)s)."),
    ),
    (
        r"Tied with (?P<unit>.+) on rung and points: the lower number first\.",
        _("Tied with %(unit)s on rung and points: the lower number first."),
    ),
    (r"(?P<unit>[^:;]+) acts\.", _("%(unit)s acts.")),
    (
        r"(?P<checked>" + "|".join(CHECKED) + r") must be one of (?P<allowed>.+); (?P<value>.+) is not\.",
        _("%(checked)s must be one of %(allowed)s; %(value)s is not."),
    ),
    # What the acting unit does (behaviour): the target it picks and why, what it leaves alone, where it moves.
    (r"The only target in range it can hurt\.", _("The only target in range it can hurt.")),
    (
        r"AT gun: AFVs in its firing angle first, the thinnest armour first \(armour (?P<n>\d+)\)\.",
        _("AT gun: AFVs in its firing angle first, the thinnest armour first (armour %(n)s)."),
    ),
    (r"Artillery: enemy support weapons first\.", _("Artillery: enemy support weapons first.")),
    (r"Artillery: infantry before other targets\.", _("Artillery: infantry before other targets.")),
    (
        r"Artillery: the infantry in the least cover first \((?P<solo_cover>none|soft|medium|hard) cover\)\.",
        _("Artillery: the infantry in the least cover first (%(solo_cover)s)."),
    ),
    (
        r"It threatens the mission objective: such targets come first \(S11\)\.",
        _("It threatens the mission objective: such targets come first (S11)."),
    ),
    (
        r"The most points on the Combat Score: (?P<n>\d+) \(S11\)\.",
        _("The most points on the Combat Score: %(n)s (S11)."),
    ),
    (
        r"Worth as much as (?P<unit>.+), and closer: (?P<solo_band>super-close|close|medium|far) range \(S11\)\.",
        _("Worth as much as %(unit)s, and closer: %(solo_band)s (S11)."),
    ),
    (
        r"Tied with (?P<unit>.+) on every count: the lower number first \(S11\)\.",
        _("Tied with %(unit)s on every count: the lower number first (S11)."),
    ),
    (r"(?P<skipped>" + "|".join(SKIPPED) + r"): (?P<names>.+)\.", "%(skipped)s: %(names)s."),
    (
        r"Drives to the best cover in reach and unloads its infantry\.",
        _("Drives to the best cover in reach and unloads its infantry."),
    ),
    (
        r"A loaded transport always spends its first action this way\.",
        _("A loaded transport always spends its first action this way."),
    ),
    (r"Joins the crew of (?P<unit>.+)\.", _("Joins the crew of %(unit)s.")),
    (
        r"Infantry always spend an action making an abandoned support weapon in reach work again\.",
        _("Infantry always spend an action making an abandoned support weapon in reach work again."),
    ),
    (r"Picks up (?P<unit>.+)\.", _("Picks up %(unit)s.")),
    (
        r"Infantry always spend an action taking a better weapon in reach\.",
        _("Infantry always spend an action taking a better weapon in reach."),
    ),
    (
        r"An officer orders his best units first: the most firepower, then quality, then points \(S11\)\.",
        _("An officer orders his best units first: the most firepower, then quality, then points (S11)."),
    ),
    (r"Ordered by its officer: (?P<unit>.+) acts next\.", _("Ordered by its officer: %(unit)s acts next.")),
    (r"Orders (?P<names>.+)\.", _("Orders %(names)s.")),
    (r"No order left for (?P<names>.+)\.", _("No order left for %(names)s.")),
    (
        r"He aims them at the most dangerous enemy in sight: (?P<unit>.+)\.",
        _("He aims them at the most dangerous enemy in sight: %(unit)s."),
    ),
    (r"No enemy in range to aim them at\.", _("No enemy in range to aim them at.")),
    (r"Shoots at (?P<unit>.+)\.", _("Shoots at %(unit)s.")),
    (
        r"Moves towards the mission objective, its first purpose\.",
        _("Moves towards the mission objective, its first purpose."),
    ),
    (
        r"It stands at the mission objective: it holds it \(S14\)\.",
        _("It stands at the mission objective: it holds it (S14)."),
    ),
    (
        r"No enemy in sight: moves towards the nearest enemy it knows of \(S12\)\.",
        _("No enemy in sight: moves towards the nearest enemy it knows of (S12)."),
    ),
    (
        r"Moves towards the enemy: none is at super-close range yet\.",
        _("Moves towards the enemy: none is at super-close range yet."),
    ),
    (
        r"(?P<unit>.+) is already at super-close range: no need to close in\.",
        _("%(unit)s is already at super-close range: no need to close in."),
    ),
    (r"Moves to the better cover nearby\.", _("Moves to the better cover nearby.")),
    (r"Moves to the abandoned (?P<unit>.+)\.", _("Moves to the abandoned %(unit)s.")),
    (r"Nothing left to move towards: it holds\.", _("Nothing left to move towards: it holds.")),
    (r"No target in range it can hurt\.", _("No target in range it can hurt.")),
    (
        r"It rides in a vehicle: it gets out first, into the best cover beside it \(S16\)\.",
        _("It rides in a vehicle: it gets out first, into the best cover beside it (S16)."),
    ),
    (
        r"It rides in a vehicle and goes where the vehicle goes: it holds\.",
        _("It rides in a vehicle and goes where the vehicle goes: it holds."),
    ),
    (
        r"An event card in force keeps it from moving this turn: it holds\.",
        _("An event card in force keeps it from moving this turn: it holds."),
    ),
    (r"(?P<unit>.+) has no action left this turn\.", _("%(unit)s has no action left this turn.")),
    # A bag's draws (draws.draw_bag): a soldier or machine comes with its quality, a weapon without.
    (
        r"Drew an? (?P<quality>" + QUALITY + r") (?P<unit>.+) " + PRICE + r": bought, (?P<left>\d+) left\.",
        _("Drew %(unit)s (%(quality)s, %(price)s pts): bought, %(left)s left."),
    ),
    (
        r"Drew (?:an? )?(?P<unit>.+) " + PRICE + r": bought, (?P<left>\d+) left\.",
        _("Drew %(unit)s (%(price)s pts): bought, %(left)s left."),
    ),
    (
        r"Drew an? (?P<quality>" + QUALITY + r") (?P<unit>.+) " + PRICE + r": more than the (?P<left>\d+) left, "
        r"put aside\.",
        _("Drew %(unit)s (%(quality)s, %(price)s pts): more than the %(left)s left, put aside."),
    ),
    (
        r"Drew (?:an? )?(?P<unit>.+) " + PRICE + r": more than the (?P<left>\d+) left, put aside\.",
        _("Drew %(unit)s (%(price)s pts): more than the %(left)s left, put aside."),
    ),
    (
        r"Drew an? (?P<quality>" + QUALITY + r") (?P<unit>.+): no soldier is free to carry it, put aside\.",
        _("Drew %(unit)s (%(quality)s): no soldier is free to carry it, put aside."),
    ),
    (
        r"Drew (?:an? )?(?P<unit>.+): no soldier is free to carry it, put aside\.",
        _("Drew %(unit)s: no soldier is free to carry it, put aside."),
    ),
    (
        r"(?P<spent>\d+) of (?P<points>\d+) points spent; nothing left in the bag fits the rest\.",
        _("%(spent)s of %(points)s points spent; nothing left in the bag fits the rest."),
    ),
    (
        r"The bags need at least one die rolled to set their order\.",
        _("The bags need at least one die rolled to set their order."),
    ),
    (r"There is nothing to draw from an empty bag\.", _("There is nothing to draw from an empty bag.")),
    (
        r"One D6 picks among 1 to 6 options; (?P<n>-?\d+) were offered\.",
        _("One D6 picks among 1 to 6 options; %(n)s were offered."),
    ),
    # The enemy's force (force): its core, what each bag bought, its weapons and its crews.
    (
        r"Core: the (?P<unit>.+) leads the force; every detachment has him at no cost\.",
        _("Core: the %(unit)s leads the force; every detachment has him at no cost."),
    ),
    (
        r"Core: (?P<count>\d+) × (?P<unit>.+), (?P<quality>" + QUALITY + r"): (?P<start_why>[^;]+); there is no "
        r"(?P<wanted>" + QUALITY + r") (?P=unit), so the nearest quality it comes in \(S5\)\.",
        _(
            "Core: %(count)s × %(unit)s, %(quality)s: %(start_why)s; there is no %(wanted)s %(unit)s, so the nearest"
            " quality it comes in (S5)."
        ),
    ),
    (
        r"Core: (?P<count>\d+) × (?P<unit>.+), (?P<quality>" + QUALITY + r"): (?P<start_why>[^;]+)\.",
        _("Core: %(count)s × %(unit)s, %(quality)s: %(start_why)s."),
    ),
    (
        r"The core is worth (?P<worth>\d+) of the (?P<core>\d+) core points: the (?P<gap>\d+) missing go into the "
        r"same bags first, (?P<men>\d+) for soldiers and (?P<rest>\d+) for (?P<machines>vehicles|support weapons); "
        r"what a bag cannot use is lost \(S1\)\.",
        _(
            "The core is worth %(worth)s of the %(core)s core points: the %(gap)s missing go into the same bags first,"
            " %(men)s for soldiers and %(rest)s for %(machines)s; what a bag cannot use is lost (S1)."
        ),
    ),
    (
        r"Soldiers: (?P<points>\d+) points; the bag holds a counter per soldier and quality the type fields, never "
        r"horses; their own weapons are free \(S4\)\.",
        _(
            "Soldiers: %(points)s points; the bag holds a counter per soldier and quality the type fields, never"
            " horses; their own weapons are free (S4)."
        ),
    ),
    (
        r"Weapons: (?P<points>\d+) points; a weapon is bought only if a single soldier will take it \(S6\)\.",
        _("Weapons: %(points)s points; a weapon is bought only if a single soldier will take it (S6)."),
    ),
    (
        r"(?P<bag>Vehicles|Support weapons): (?P<points>\d+) points; an? (?P<doctrine_kind>"
        + "|".join(DOCTRINE_KINDS)
        + r") doctrine draws (?P<machines>vehicles|support weapons), never planes, with inexperienced crews "
        r"\(S3, S4, S5\)\.",
        _(
            "%(bag)s: %(points)s points; %(doctrine_kind)s draws %(machines)s, never planes, with inexperienced"
            " crews (S3, S4, S5)."
        ),
    ),
    (
        r"Weapons: the (?P<weapon>.+) goes to the (?P<quality>" + QUALITY + r") (?P<unit>.+) \(ref (?P<ref>\d+)\), "
        r"(?P<armed>in place of his own|as a side weapon): the best weapon to the highest level still free \(S6\)\.",
        _(
            "Weapons: the %(weapon)s goes to the %(quality)s %(unit)s (ref %(ref)s), %(armed)s: the best weapon to"
            " the highest level still free (S6)."
        ),
    ),
    (BAG_RE + r": (?P<drawn>Drew .+|\d+ of \d+ points spent; .+)", "%(bag)s: %(drawn)s"),
    (
        r"Crews: (?P<n>\d+) to draw, regular or elite, for the most valuable machines first \(S7\)\.",
        _("Crews: %(n)s to draw, regular or elite, for the most valuable machines first (S7)."),
    ),
    (
        r"Crews: counter (?P<n>\d+) of (?P<m>\d+) is (?P<quality>" + QUALITY + r"); no machine is left that it would "
        r"raise: unused \(S7\)\.",
        _("Crews: counter %(n)s of %(m)s is %(quality)s; no machine is left that it would raise: unused (S7)."),
    ),
    (
        r"Crews: counter (?P<n>\d+) of (?P<m>\d+) is (?P<quality>" + QUALITY + r"); the (?P<unit>.+) \(ref "
        r"(?P<ref>\d+)\), the most valuable machine not yet upgraded(?: \(it would not raise (?P<passed>.+)\))?, gets "
        r"an? (?P<crew>" + QUALITY + r") crew(?P<capped>, the best it can have in this detachment type)?, at no cost "
        r"\(S7\)\.",
        _fill(
            _(
                "Crews: counter %(n)s of %(m)s is %(quality)s; the %(unit)s (ref %(ref)s), the most valuable machine"
                " not yet upgraded%(passed)s, gets a %(crew)s crew%(capped)s, at no cost (S7)."
            )
        ),
    ),
    (
        r"There is no solo table for an? (?P<doctrine>'.*') doctrine\.",
        _("There is no solo table for a %(doctrine)s doctrine."),
    ),
    (r"The (?P<unit>.+) has no cost at any quality\.", _("The %(unit)s has no cost at any quality.")),
    (
        r"The (?P<roll_for>soldiers|weapons|support|crews|seed) roll: (?P<refusal>.+)",
        _("The %(roll_for)s roll: %(refusal)s"),
    ),
    (r"The core points cannot be below 0\.", _("The core points cannot be below 0.")),
    (
        r"The detachment type allows no quality: conscript, regular or elite\.",
        _("The detachment type allows no quality: conscript, regular or elite."),
    ),
    # Where the enemy's units stand (placement): tows, loads, sector dice, the officer, planes.
    (
        r"No vehicle of the force can tow its AT or AA guns: every one of them deploys in ambush \(S8\)\.",
        _("No vehicle of the force can tow its AT or AA guns: every one of them deploys in ambush (S8)."),
    ),
    (
        r"Ref (?P<gun_ref>\d+), the most valuable gun a vehicle can pull, starts towed by ref (?P<tower>\d+)"
        r"(?P<tail>; the other .+ in ambush)? \(S8\)\.",
        _fill(
            _("Ref %(gun_ref)s, the most valuable gun a vehicle can pull, starts towed by ref %(tower)s%(tail)s (S8).")
        ),
    ),
    (
        r"Horse ref (?P<horse>\d+) carries ref (?P<rider>\d+): the highest levels ride first \(S8\)\.",
        _("Horse ref %(horse)s carries ref %(rider)s: the highest levels ride first (S8)."),
    ),
    (
        r"Transport ref (?P<carrier>\d+) rolls (?P<rolled>\d+) for its load, room for (?P<room>\d+) of its "
        r"(?P<seats>\d+) seats: (?P<aboard>.+) aboard, the lowest infantry levels first, whole units only\.",
        _(
            "Transport ref %(carrier)s rolls %(rolled)s for its load, room for %(room)s of its %(seats)s seats:"
            " %(aboard)s aboard, the lowest infantry levels first, whole units only."
        ),
    ),
    (r"1 units are set down by a sector die each\.", _("1 unit is set down by a sector die.")),
    (
        r"(?P<n>\d+) units are set down by a sector die each\.",
        _("%(n)s units are set down by a sector die each."),
    ),
    (
        r"The last 1 sector dice are not needed: those units ride\.",
        _("The last sector die is not needed: that unit rides."),
    ),
    (
        r"The last (?P<n>\d+) sector dice are not needed: those units ride\.",
        _("The last %(n)s sector dice are not needed: those units ride."),
    ),
    (
        r"The ranking officer goes last, to the sector with most of his infantry \((?P<tally>[^)]+)\); ties go to "
        r"the middle, then the left flank \(S8\)\.",
        _(
            "The ranking officer goes last, to the sector with most of his infantry (%(tally)s); ties go to the"
            " middle, then the left flank (S8)."
        ),
    ),
    (r"Ref (?P<ref>\d+): (?P<officer>The ranking officer goes last, .+)", _("Ref %(ref)s: %(officer)s")),
    (
        r"Ref (?P<ref>\d+) is a plane: it starts off the board\.",
        _("Ref %(ref)s is a plane: it starts off the board."),
    ),
    (
        r"(?P<placing>" + "|".join(PLACING) + r"): rolled (?P<face>\d+), (?P<sector>" + SECTOR + r"); an? "
        r"(?P<gun>AT gun|AA gun) not towed, so it waits in ambush \(S8\)\.",
        _("%(placing)s: rolled %(face)s, %(sector)s; an %(gun)s not towed, so it waits in ambush (S8)."),
    ),
    (
        r"(?P<placing>" + "|".join(PLACING) + r"): rolled (?P<face>\d+), (?P<sector>" + SECTOR + r")\.",
        _("%(placing)s: rolled %(face)s, %(sector)s."),
    ),
    (
        r"Rides in ref (?P<ref>\d+): the lowest infantry levels take the ride\.",
        _("Rides in ref %(ref)s: the lowest infantry levels take the ride."),
    ),
    (
        r"Rides horse ref (?P<ref>\d+): the highest levels ride first \(S8\)\.",
        _("Rides horse ref %(ref)s: the highest levels ride first (S8)."),
    ),
    (
        r"Starts towed by ref (?P<ref>\d+), so it goes where the vehicle goes \(S8\)\.",
        _("Starts towed by ref %(ref)s, so it goes where the vehicle goes (S8)."),
    ),
    (
        r"Each unit is placed once; ref (?P<ref>\d+) appears twice\.",
        _("Each unit is placed once; ref %(ref)s appears twice."),
    ),
    (r"The transports' loads, 2D6 each: (?P<refusal>.+)", _("The transports' loads, 2D6 each: %(refusal)s")),
    (
        r"The placement needs (?P<span>\d+(?: to \d+)?) sector (?:die|dice); (?P<given>\d+) (?:was|were) given\.",
        _("The placement needs %(span)s sector dice; %(given)s given."),
    ),
)
