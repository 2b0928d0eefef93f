"""What the rules pages show, prepared for templates (which only format): the calculation behind a
calculator, its form fields, its result, and the quick-reference tables.

The engine does the rules; this module only validates what came in, calls it and dresses the answer.
It never rolls: a "roll for me" request gets its dice from the `roll` the view passes in.

Everything is shown in the reader's language: the rule content through the translated copies of rules.localized
(whichever copy a caller holds), the words around it through gettext, the engine's sentences (its refusals, a
roll's steps) through rules.sentences. The outcome itself stays the engine's own English, as the battle log keeps it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from typing import Any
from urllib.parse import urlencode

from django.urls import reverse
from django.utils import translation
from django.utils.formats import get_format
from django.utils.text import slugify
from django.utils.translation import get_language, gettext

from rules import dice_entry, localized, sentences, system_pages
from rules.engine import catalog, next_rolls, registry
from rules.engine.outcome import Outcome, percent, sentence
from rules.engine.registry import Field, Procedure
from rules.engine.systems import RuleSystem, system_of
from rules.engine.tables import BandTable, SumTable
from rules.localized import words

RADIO_LIMIT = 4  # a choice with more options than this becomes a select: radios would fill the phone
DISTRIBUTION_ROWS = 12  # longer distributions fold away behind a <details>


# --- The calculation ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Calculation:
    procedure: Procedure
    inputs: Any | None  # None when the inputs were refused
    errors: dict[str, list[str]]  # field (or "dice") -> messages for the player
    outcome: Outcome | None  # with the dice, or the odds alone when no dice (or refused dice) came
    rolled_by_server: bool = False
    fresh: bool = False  # nothing asked yet: a first visit, so "needed" is a prompt, not an error


def calculate(
    procedure: Procedure, data: Mapping[str, Sequence[str]], *, roll: Callable[[int], list[int]]
) -> Calculation:
    """Parse inputs and dice (name -> list of strings), then resolve. `roll(n)` gives n server dice."""
    fresh = not any(name in data for name in (*(f.name for f in procedure.fields), "dice", "roll"))
    inputs, errors = registry.parse_inputs(procedure, data)
    if errors:
        return Calculation(procedure, None, errors, None, fresh=fresh)
    dice, rolled = None, False
    if "roll" in data:
        dice = _server_dice(procedure, inputs, roll)
        rolled = dice is not None
    elif text := _last(data, "dice"):
        sides = dice_entry.die_sides(procedure)
        try:
            dice = registry.parse_dice(dice_entry.spaced(text, sides))
        except ValueError as exc:
            errors["dice"] = [str(exc)]
        else:
            errors |= dice_entry.faces_refused(dice, sides)
    if dice is not None and not errors:
        outcome = _resolve(procedure, inputs, dice, errors)
        if outcome is not None:
            return Calculation(procedure, inputs, errors, outcome, rolled_by_server=rolled)
    # The odds alone: they still stand when only the dice were wrong.
    return Calculation(procedure, inputs, errors, _resolve(procedure, inputs, None, errors), fresh=fresh)


def _server_dice(procedure: Procedure, inputs: Any, roll: Callable[[int], list[int]]) -> list[int] | None:
    """Roll the first stage; roll on only while the outcome says play continues (a failed check's effect), or while
    the dice so far are refused and more may come (a re-roll of a miss, a roll-off's tie)."""
    counts = sorted({n for n in procedure.dice_counts(inputs) if n})
    if not counts:
        return None
    dice = roll(counts[0])
    for more in counts[1:]:
        try:
            if not procedure.resolve(inputs, dice).effects.continues_with:
                break
        except ValueError:
            pass  # too few for what these dice showed: roll the next stage
        dice = dice + roll(more - len(dice))
    return dice


def _resolve(procedure: Procedure, inputs: Any, dice: list[int] | None, errors: dict) -> Outcome | None:
    try:
        return procedure.resolve(inputs, dice)
    except ValueError as exc:  # the engine's refusals (bad dice, impossible inputs) are sentences for players
        errors.setdefault(getattr(exc, "field", None) or "dice", []).append(str(exc))
        return None


def _last(data: Mapping[str, Sequence[str]], name: str) -> str:
    values = data.get(name) or [""]
    return (values[-1] or "").strip()


# --- The calculator form ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Option:
    id: str
    value: str
    label: str
    selected: bool


@dataclass(frozen=True)
class FieldView:
    name: str
    id: str
    label: str
    help: str
    widget: str  # "checkbox", "radio", "select", "checkboxes" or "number"
    value: str  # number inputs: what to show in the box
    checked: bool  # checkboxes
    options: tuple[Option, ...]
    minimum: str
    maximum: str
    step: str
    errors: tuple[str, ...]
    hidden_false: bool  # an unticked box sends nothing, so a field that defaults to yes sends "false" first
    rare: bool = False  # a modifier left as it usually is (an unticked box, a 0): a form may fold it away


def form_fields(calc: Calculation, data: Mapping[str, Sequence[str]]) -> list[FieldView]:
    """The form in the reader's language, whichever copy of the procedure was calculated with (a service's is English)."""
    shown = localized.of(calc.procedure).fields
    return [_field_view(spec, _current(spec, calc.inputs, data), calc.errors) for spec in shown]


def _current(spec: Field, inputs: Any, data: Mapping[str, Sequence[str]]) -> list[str]:
    """What the field holds now, as strings: the parsed value, what was typed (when refused), or the default."""
    if inputs is not None:
        value = getattr(inputs, spec.name)
    elif spec.name in data:
        return [str(item) for item in data[spec.name]]
    else:
        value = spec.default
    if value is None:
        return []
    if isinstance(value, bool):
        return ["true" if value else "false"]
    if isinstance(value, tuple | list):
        return [str(item) for item in value]
    if isinstance(value, float):
        return [_exact(value)]
    return [str(value)]


def _exact(number: float) -> str:
    # What goes back into a number box must be what was typed: 60.125 stays 60.125, 60.0 becomes 60.
    return str(int(number)) if float(number).is_integer() else repr(float(number))


def _field_view(spec: Field, current: list[str], errors: dict[str, list[str]]) -> FieldView:
    last = current[-1] if current else ""
    widget = {"bool": "checkbox", "choices": "checkboxes", "int": "number", "number": "number"}.get(spec.kind)
    if widget is None:
        widget = "radio" if len(spec.choices) <= RADIO_LIMIT else "select"
    # Ticking "none" among cover layers would mean nothing: no box ticked already says it.
    choices = [c for c in spec.choices if not (widget == "checkboxes" and c == "none")]
    picked = set(current) if widget == "checkboxes" else {last}
    options = tuple(
        Option(id=f"id_{spec.name}_{c}", value=c, label=localized.choice_label(spec.name, c), selected=c in picked)
        for c in choices
    )
    return FieldView(
        name=spec.name,
        id=f"id_{spec.name}",
        label=spec.label,
        help=spec.help,
        widget=widget,
        value=last,
        checked=last.lower() in registry.TRUE,
        options=options,
        minimum="" if spec.minimum is None else _exact(spec.minimum),
        maximum="" if spec.maximum is None else _exact(spec.maximum),
        step="1" if spec.kind == "int" else "any",
        errors=tuple(errors.get(spec.name, ())),
        hidden_false=spec.kind == "bool" and bool(spec.default),
        rare=not errors.get(spec.name) and _usual(spec, last),
    )


def _usual(spec: Field, last: str) -> bool:
    """A modifier that is off (a box unticked by default) or 0 (a count that starts at 0) and still is."""
    if spec.kind == "bool":
        return spec.default is False and last.lower() not in registry.TRUE
    if spec.kind in ("int", "number") and spec.default == 0:
        return last in ("0", "")
    return False


@dataclass(frozen=True)
class RollView:
    label: str
    spec: str  # "4D6"
    when: str


def dice_rolls(procedure: Procedure, inputs: Any) -> list[RollView]:
    """The rolls a procedure expects, in the order the dice are typed."""
    counts = procedure.dice_counts(inputs) if inputs is not None else ()
    views = []
    for roll in procedure.rolls:
        if isinstance(roll.count, int):
            count = str(roll.count)
        elif len(procedure.rolls) == 1 and len(counts) == 1:
            count = str(counts[0])  # the input that sets it, after terrain and the like (steep hills: 1)
        else:
            count = "N"
        views.append(RollView(roll.label, dice_spec(count, d3=roll.d3, sides=roll.sides), roll.when))
    return views


def dice_spec(count: int | str, *, d3: bool = False, sides: int = 6) -> str:
    """4D6 (or 2D12, or D12 with no count), or the reader's own way to write it (German tables say 4W6)."""
    if d3 or sides == 6:
        return (gettext("{count}D3") if d3 else gettext("{count}D6")).format(count=count)
    return gettext("{count}D{sides}").format(count=count, sides=sides)


def dice_counts_text(procedure: Procedure, inputs: Any) -> str:
    if inputs is None:
        return ""
    counts = [n for n in procedure.dice_counts(inputs) if n]
    if not counts:
        return gettext("No dice needed with these inputs.")
    return gettext("Type %(counts)s dice, in the order listed.") % {"counts": gettext(" or ").join(map(str, counts))}


# --- The result --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OddsRow:
    label: str
    percent: str
    share: float  # 0..1 for the bar
    exact: str


@dataclass(frozen=True)
class Distribution:
    label: str
    rows: tuple[OddsRow, ...]
    folded: bool


@dataclass(frozen=True)
class DiceGroup:
    label: str  # the roll they were read for, when the procedure has more than one
    faces: tuple[int, ...]
    total: int | None  # None where each die is read on its own (a system that needs a face at least)


@dataclass(frozen=True)
class ResultView:
    result: str  # the result in words, "" for a preview
    result_key: str
    target: int | None
    target_dice: str  # "4D6" when the target is read on a fixed roll; the die ("D12") when a face must reach it
    needs: str  # the system's reading of a target: "at-most" (a total at most) or "at-least" (a face at least)
    dice_groups: tuple[DiceGroup, ...]
    steps: tuple[str, ...]
    odds: tuple[OddsRow, ...]
    details: tuple[tuple[str, str], ...]
    distributions: tuple[Distribution, ...]
    effects: tuple[str, ...]
    summary: str  # one line for the sticky bar on phones


# Results the roller hoped for, and their failures (the engine's success and failure names): a roll card's colour cue,
# and the hoped-for result's chance first where odds are listed (the roll form's bar shows the first): a spot roll's
# bar said "Not spotted 33.3%", read at the table as the chance to spot.
HOPED_FOR = frozenset(
    {"hit", "pass", "rallied", "vehicle-stops", "suppressed", "freed", "evades", "crossed", "spotted"}
)
FEARED = frozenset(
    {"miss", "fail", "not-rallied", "vehicle-not-stopped", "still-stuck", "not-suppressed", "failed", "not-spotted"}
)


def result_view(outcome: Outcome, procedure: Procedure) -> ResultView:
    units = dict(outcome.values).get("units")
    details, distributions = [], []
    # Another system's details are named in the reader's words; Burst of Fire's as the engine names them, for now.
    translated = not system_of(procedure.id).default
    said = localized.label if translated else words
    for name, value in outcome.values:
        if isinstance(value, Mapping) and value and all(isinstance(p, Fraction) for p in value.values()):
            rows = tuple(_odds_row(f"{_value_text(key)}{_unit(name, units)}", p) for key, p in value.items())
            distributions.append(Distribution(sentence(said(name)), rows, folded=len(rows) > DISTRIBUTION_ROWS))
        elif isinstance(value, Fraction) and ("probability" in name or "chance" in name):
            details.append((said(name), _chance(value)))
        elif isinstance(value, bool) and translated:
            details.append((said(name), gettext("yes") if value else gettext("no")))
        elif name != "units":
            text = _value_text(value)
            if translated and isinstance(value, int | float | Fraction):
                text = text.replace(".", get_format("DECIMAL_SEPARATOR"))  # 4.5 in, German 4,5
            details.append((said(name), f"{text}{_unit(name, units)}"))
    needs = system_of(procedure.id).needs
    hoped_first = sorted(outcome.outcomes, key=lambda pair: pair[0] not in HOPED_FOR)  # stable: else as the engine
    odds = tuple(_odds_row(localized.label(result), p) for result, p in hoped_first)
    view = ResultView(
        result=localized.label(outcome.result) if outcome.result else "",
        result_key=outcome.result or "",
        target=outcome.target,
        target_dice=_target_dice(procedure, needs),
        needs=needs,
        dice_groups=_dice_groups(procedure, outcome.dice, totals=needs != "at-least"),
        steps=tuple(sentences.translated(step) for step in outcome.steps),
        odds=odds,
        details=tuple(details),
        distributions=tuple(distributions),
        effects=_effects(outcome),
        summary="",
    )
    return _with_summary(view)


def _target_dice(procedure: Procedure, needs: str) -> str:
    first = procedure.rolls[0] if procedure.rolls else None
    if first is None:
        return ""
    if needs == "at-least":  # each die is read on its own: the target is a face of the die
        return dice_spec("", sides=first.sides)
    return dice_spec(first.count) if isinstance(first.count, int) else ""


def _with_summary(view: ResultView) -> ResultView:
    # The result in the reader's words (the engine's stay in its steps) inside a frame in the reader's language.
    if view.result:
        summary = sentence(view.result)
        rolled = _rolled(view.dice_groups)
        if rolled is not None:
            summary += gettext(" · rolled %(total)s") % {"total": rolled}
    elif view.target is not None:
        if view.needs == "at-least":
            summary = gettext("Needs %(target)s or more") % {"target": view.target}
        else:
            summary = gettext("Needs %(target)s or less") % {"target": view.target}
        if view.odds:
            summary += f" · {view.odds[0].label} {view.odds[0].percent}"
    elif len(view.odds) > 1:
        likeliest = max(view.odds, key=lambda row: row.share)
        summary = gettext("Most likely %(result)s, %(chance)s") % {
            "result": likeliest.label,
            "chance": likeliest.percent,
        }
    else:
        summary = view.steps[-1] if view.steps else ""
    return replace(view, summary=summary)


def _rolled(groups: tuple[DiceGroup, ...]) -> int | None:
    """What one roll showed, for the summary: its total, or the face of a lone die read on its own."""
    if len(groups) != 1:
        return None
    only = groups[0]
    return only.total if only.total is not None or len(only.faces) != 1 else only.faces[0]


def _dice_groups(procedure: Procedure, dice: tuple[int, ...], *, totals: bool = True) -> tuple[DiceGroup, ...]:
    """The dice split by the rolls they were read for (melee: attacker's 4, defender's 4), when that is clear. With
    `totals` False each die is read on its own and no group shows a total."""

    def group(label: str, faces: tuple[int, ...]) -> DiceGroup:
        return DiceGroup(label, faces, sum(faces) if totals else None)

    if not dice:
        return ()
    counts = [roll.count for roll in procedure.rolls]
    if len(counts) < 2 or not all(isinstance(n, int) for n in counts) or sum(counts) < len(dice):
        return (group("", dice),)
    groups, start = [], 0
    for roll, count in zip(procedure.rolls, counts, strict=True):
        faces = dice[start : start + count]
        if faces:
            groups.append(group(roll.label, faces))
        start += count
    return tuple(groups)


def _odds_row(label: str, p: Fraction) -> OddsRow:
    return OddsRow(label=label, percent=_chance(p), share=round(float(p), 4), exact=f"{p.numerator}/{p.denominator}")


def _chance(p: Fraction) -> str:
    """A chance as the engine writes it ("42.1%"), in the reader's words and numbers (German: "42,1 %")."""
    return sentences.chance_text(percent(p))


def _effects(outcome: Outcome) -> tuple[str, ...]:
    e = outcome.effects
    lines = [gettext("Place a %(token)s token.") % {"token": localized.label(token)} for token in e.tokens]
    lines += [
        gettext("Take away a %(token)s token.") % {"token": localized.label(token)}
        for token in getattr(e, "removed_tokens", ())
    ]
    if e.killed:
        lines.append(gettext("%(count)s killed.") % {"count": e.killed})
    if e.surrendered:
        lines.append(gettext("%(count)s surrendered.") % {"count": e.surrendered})
    if getattr(e, "passenger_killed", 0):
        lines.append(gettext("A passenger is killed (if anyone rides in it)."))
    if e.combat_score:
        lines.append(gettext("Combat Score +%(points)s.") % {"points": e.combat_score})
    return tuple(lines)  # what comes next is a link of its own (next_steps)


@dataclass(frozen=True)
class NextStep:
    label: str  # "Morale check (2D6)"
    url: str  # the next calculator with what carries over; empty when the app has no calculator for it
    others: str = ""  # the index of the tables that may fit instead (an effect roll on a unit the page cannot know)


# What carries over to the next roll: whom it is about decides which of this roll's inputs still hold (the target's
# cover into its morale check; the thrower's quality into a bounce; the measure always).
CARRY = {
    next_rolls.TARGET: ("units", "cover", "unit_kind", "force_morale"),
    next_rolls.SHOOTER: ("units", "quality", "squad_leader", "officer_nearby", "force_morale"),
    next_rolls.NOBODY: ("units", "weapon"),
}
CARRIED_THROUGH = frozenset(name for names in CARRY.values() for name in names)


def next_steps(procedure: Procedure, outcome: Outcome, data: Mapping[str, Sequence[str]]) -> tuple[NextStep, ...]:
    """Each roll the result leads to as a link to its calculator, carrying over what this page knows of it
    (passed on through pages that do not ask for it: the attack's cover reaches the morale check after the
    effect roll)."""
    if not system_of(procedure.id).default:  # its follow-ons are its own procedures, named by their titles
        return tuple(
            NextStep(_follow_on_title(named), system_pages.follow_on_url(procedure.id, named))
            for named in outcome.effects.continues_with
        )
    steps = []
    named_rolls = outcome.effects.continues_with
    effect_first = any(next_rolls.head_words(w).startswith("effect roll") for w in named_rolls)
    for named in named_rolls:
        if effect_first and next_rolls.brought_by_effect(named):
            continue  # the effect roll's own result says whether a morale check follows
        found = next_rolls.read(named, procedure.id)
        label = sentence(named)
        if found is None:
            steps.append(NextStep(label, ""))
            continue
        keep = {k: v for k, v in data.items() if k in CARRY[found.about] and v and any(v)}
        query = f"?{urlencode(keep, doseq=True)}" if keep else ""
        first = (found.choices or ("effect-infantry",))[0]
        # The calculators' chapter of effect tables, by its heading in the reader's language (the page's anchor).
        others = "" if found.choices else f"{reverse('rules:calculators')}#{slugify(gettext('Effects'))}"
        steps.append(NextStep(label, calculator_url(first) + query, others))
    return tuple(steps)


def _follow_on_title(named: str) -> str:
    """Another system's follow-on roll: the title of its procedure when it is named by its id, else as named."""
    found = localized.procedure(named) if "/" in named else None
    return found.title if found is not None else sentence(named)


def _unit(name: str, units: object) -> str:
    # Distances carry the battle's measuring system, which the outcome names once under "units".
    return f" {units}" if units and "distance" in name else ""


# --- Quick reference tables -------------------------------------------------------------------------

# The order a player meets the rules in; chapters not named here follow in registry order.
CHAPTER_ORDER = (
    "Game setup",
    "Actions",
    "Movement",
    "Shooting",
    "Explosives",
    "Effects",
    "Melee",
    "Morale",
    "Vehicles",
    "Aircraft",
    "Fieldworks",
    "Scoring",
    "Campaigns",
    "Solo play",
)


@dataclass(frozen=True)
class TableRow:
    label: str  # a result ("killed") or a band in cm ("5–10 cm")
    text: str  # the totals ("2, 5, 8, 11") or the band's value
    percent: str  # the result's chance, for a dice table
    alt: str = ""  # the same band in inches


@dataclass(frozen=True)
class TableView:
    id: str
    title: str
    section: str
    dice: str  # "2D6", or "distance" for a band table
    rows: tuple[TableRow, ...]
    ruling: str
    used_by: tuple[tuple[str, str], ...]  # (calculator title, url)
    chapter: str
    bare_numbers: bool = False  # a band table of needed rolls: a number means that or lower (R2)

    @property
    def dice_words(self) -> str:
        return gettext("distance") if self.dice == "distance" else self.dice


def reference_tables(query: str = "") -> list[tuple[str, list[TableView]]]:
    """Every table of every registered procedure once, under the chapter of its first calculator,
    keeping those that contain every word of `query`."""
    wanted = query.casefold().split()
    chapters: dict[str, list[TableView]] = {}
    for view, _english, haystack in table_index():
        if all(word in haystack for word in wanted):
            chapters.setdefault(view.chapter, []).append(view)
    return list(chapters.items())


def table_index() -> tuple[tuple[TableView, TableView, str], ...]:
    """Every table once: (as the page shows it, in English, the words it is found by). A player may look for a
    table with the rulebook's English words whatever the page's language, so those find it too."""
    return _table_index(get_language())


@cache
def _table_index(language: str | None) -> tuple[tuple[TableView, TableView, str], ...]:
    views = _table_views()  # in the language in use, which the key names
    with translation.override("en"):
        english = _table_views()
    return tuple(
        (view, en, " ".join(dict.fromkeys((_haystack(view), _haystack(en)))))
        for view, en in zip(views, english, strict=True)
    )


def _table_views() -> list[TableView]:
    found: dict[str, tuple[SumTable | BandTable, list[Procedure]]] = {}
    for procedure in by_chapter_order(localized.procedures().values()):
        for table in procedure.tables:
            found.setdefault(table.id, (table, []))[1].append(procedure)
    return [_table_view(table, users) for table, users in found.values()]


def _haystack(view: TableView) -> str:
    parts = [view.id, view.title, view.section, *(row.label for row in view.rows), *(t for t, _ in view.used_by)]
    parts.append(view.chapter)
    return " ".join(parts).casefold()


def table_view(table: SumTable | BandTable, users: list[Procedure]) -> TableView:
    """One table as the reference shows it, under the chapter of the first of `users` (any system's procedures)."""
    return _table_view(table, users)


def _table_view(table: SumTable | BandTable, users: list[Procedure]) -> TableView:
    used_by = tuple((p.title, calculator_url(p.id)) for p in users)
    common = {"id": table.id, "title": table.title, "section": table.section, "used_by": used_by}
    common |= {"ruling": getattr(table, "ruling", ""), "chapter": users[0].chapter}
    if isinstance(table, SumTable):
        chances = dict(table.odds())
        totals: dict[str, list[int]] = {}
        for total, result in table.results:
            totals.setdefault(result, []).append(total)
        rows = tuple(TableRow(localized.label(r), _runs(sorted(t)), _chance(chances[r])) for r, t in totals.items())
        return TableView(dice=dice_spec(table.count), rows=rows, **common)
    rows = tuple(
        TableRow(
            _band_words(table, table.bands_cm, n, "cm"),
            localized.label(value) if isinstance(value, str) else _value_text(value),
            "",
            _band_words(table, table.bands_in, n, "in") if n < len(table.bands_in) else "",
        )
        for n, (_upper, value) in enumerate(table.bands_cm)
    )
    bare = any(isinstance(value, int) and not isinstance(value, bool) for _upper, value in table.bands_cm)
    return TableView(dice="distance", rows=rows, bare_numbers=bare, **common)


def _runs(totals: list[int]) -> str:
    """2, 5, 8, 11 stays as it is; 8, 9, 10, 11, 12 reads 8–12."""
    groups: list[list[int]] = []
    for total in totals:
        if groups and total == groups[-1][-1] + 1:
            groups[-1].append(total)
        else:
            groups.append([total])
    return ", ".join(f"{g[0]}–{g[-1]}" if len(g) >= 3 else ", ".join(map(str, g)) for g in groups)


def _band_words(table: BandTable, bands: Sequence[tuple[float | None, object]], n: int, units: str) -> str:
    """A band's edges in words. Whether an edge belongs to a band is asked of the table itself, so a
    table with a strict first band ("below 15 cm") reads right as well as R7's usual edges. A middle
    band "A–B" includes B; whether it includes A the row above says ("A cm or less" or "under A cm")."""
    upper, value = bands[n]
    lower = bands[n - 1][0] if n else None
    unit = localized.label(units)  # "cm", or the inch in the reader's words
    if upper is None:
        if lower is None:
            return gettext("any distance")
        lower_here = not _edge_belongs(table, lower, units, bands[n - 1][1])
        said = gettext("%(amount)s or more") if lower_here else gettext("over %(amount)s")
        return said % {"amount": f"{plain_number(lower)} {unit}"}
    upper_here = _edge_belongs(table, upper, units, value)
    if lower is None:
        said = gettext("%(amount)s or less") if upper_here else gettext("under %(amount)s")
        return said % {"amount": f"{plain_number(upper)} {unit}"}
    if upper_here:
        return f"{plain_number(lower)}–{plain_number(upper)} {unit}"
    return gettext("%(lower)s to under %(upper)s") % {
        "lower": plain_number(lower),
        "upper": f"{plain_number(upper)} {unit}",
    }


def _edge_belongs(table: BandTable, edge: float, units: str, value: object) -> bool:
    try:
        return table.lookup(edge, units) == value
    except KeyError:
        return False


# The rolls players need most, most used first: the calculators' index leads with them and the search lifts them.
MOST_USED = (
    "attack", "effect-infantry", "morale-check", "failed-morale-effect", "initiative", "range-band", "spot-roll",
    "melee", "effect-afv-ap", "grenade-accuracy", "foot-move", "vehicle-move", "squad-leader-rally",
)  # fmt: skip


def most_used(count: int = 6) -> list[Procedure]:
    return [localized.procedure(p) for p in MOST_USED[:count]]


def most_used_in(system: RuleSystem) -> list[Procedure]:
    """The calculators' index leads with these: Burst of Fire's most used rolls; no other system has a list yet."""
    return most_used() if system.default else []


def calculator_chapters(system: RuleSystem) -> list[tuple[str, list[Procedure]]]:
    """A system's calculators under their chapters in the reader's language: Burst of Fire's in the order players
    meet them; another system's in its text's order."""
    if system.default:
        return by_chapter(localized.procedures().values())
    return in_chapters(system_pages.procedures_of(system))


def by_chapter_order(procedures) -> list[Procedure]:
    rank = {chapter: n for n, chapter in enumerate(CHAPTER_ORDER)}

    def chapter_rank(procedure: Procedure) -> int:
        english = catalog.get(procedure.id) or procedure  # a translated copy ranks by the engine's chapter
        return rank.get(english.chapter, len(rank))

    return sorted(procedures, key=chapter_rank)  # stable: registry order within


# --- Words and numbers -------------------------------------------------------------------------------


def plain_number(number: float | int | Fraction) -> str:
    """7 -> "7", 7.5 -> "7.5", 0.25 -> "0.25", an average like 38.6458 -> "38.6"."""
    value = float(number)
    if value.is_integer():
        return str(int(value))
    return f"{value:.2f}".rstrip("0") if round(value, 2) == value else f"{value:.1f}"


def _value_text(value: object) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float | Fraction):
        return plain_number(value)
    if isinstance(value, str):
        return localized.label(value)  # a value the engine stores (the map a roll gave), in the reader's words
    if isinstance(value, tuple | list):
        return ", ".join(_value_text(item) for item in value)
    return str(value)


def calculator_url(procedure_id: str) -> str:
    """The calculator of any system's procedure (Burst of Fire's at /rules/calc/<id>/, as always)."""
    return system_pages.calculator_url(procedure_id)


# --- Pages --------------------------------------------------------------------------------------------


def calculator_context(calc: Calculation, data: Mapping[str, Sequence[str]], *, live: bool = False) -> dict:
    """Everything the calculator page and its result partial show.

    A first visit, or a live update while boxes are still empty, says what is still needed instead of
    showing red errors: the player has not finished, they have not got anything wrong.
    """
    procedure = localized.of(calc.procedure)
    system = system_of(procedure.id)
    held_rulings = system_pages.ruling_by_id(system)
    blank = {name for name in calc.errors if name in {f.name for f in procedure.fields} and not _last(data, name)}
    quiet = calc.fresh or (live and blank == set(calc.errors))
    errors = (
        {} if quiet else {name: [sentences.translated(message) for message in ms] for name, ms in calc.errors.items()}
    )
    fields = form_fields(replace(calc, errors=errors), data)
    missing = [spec.label for spec in procedure.fields if quiet and spec.name in calc.errors]
    dice_text = ",".join(map(str, calc.outcome.dice)) if calc.rolled_by_server else _last(data, "dice")
    input_errors = [msg for name, msgs in errors.items() if name != "dice" for msg in msgs]
    return {
        "procedure": procedure,
        "fields": fields,
        "rare_count": sum(f.rare for f in fields),
        "rolls": dice_rolls(procedure, calc.inputs),
        "counts_text": dice_counts_text(procedure, calc.inputs),
        "dice_text": dice_text[:100],
        "dice_errors": errors.get("dice", []),
        "input_errors": input_errors,
        "missing": missing,
        "result": result_view(calc.outcome, procedure) if calc.outcome is not None else None,
        "next_steps": next_steps(procedure, calc.outcome, data) if calc.outcome is not None else (),
        "rolled_by_server": calc.rolled_by_server,
        "tables": [(t.title, t.id) for t in procedure.tables],
        "rulings": [localized.ruling(held_rulings[r]) for r in procedure.rulings if r in held_rulings],
        "system": system_pages.links(system),
        "digit_runs": dice_entry.digit_runs(dice_entry.die_sides(procedure)),  # "3516" is four dice
    }


def by_chapter(procedures: Sequence[Procedure]) -> list[tuple[str, list[Procedure]]]:
    """Procedures under their chapters, chapters in the order players meet them."""
    return in_chapters(by_chapter_order(procedures))


def in_chapters(procedures: Sequence[Procedure]) -> list[tuple[str, list[Procedure]]]:
    """Procedures already in chapter order under their chapters."""
    chapters: dict[str, list[Procedure]] = {}
    for procedure in procedures:
        chapters.setdefault(procedure.chapter, []).append(procedure)
    return list(chapters.items())
