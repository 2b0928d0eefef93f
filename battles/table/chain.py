"""Follow-on rolls: after a roll, the rolls the rules lead to (spot -> accuracy -> drift -> attack -> each
target -> effect -> morale -> failed-morale effect; an MG's second burst -> overheating) wait in
`battle.state["chain"]` until someone rolls or skips them, so every phone sees what comes next.

The engine names what follows in words (`Effects.continues_with`); this module reads those words into the
battle's next roll: which procedure, on which unit, and which other tables fit when the app cannot know
(an HE shell or a small-calibre bullet on a softskin). Pure functions over plain values: no queries."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.utils.translation import gettext

from armies import pack_words
from bof_site.refusals import Refused
from rules import sentences
from rules.engine.next_rolls import NOBODY, SHOOTER, TARGET, Next, brought_by_effect, each_unit, head_words, read  # noqa: F401  (the chain reads these)

INFANTRY = ("ranking-officer", "squad-leader", "infantry", "crew")

# The effect tables that fit a unit type, the likeliest first (the player may pick another).
EFFECTS = {
    **{t: ("effect-infantry",) for t in INFANTRY},
    "support-weapon": ("effect-crew", "effect-support-weapon-he"),
    "afv": ("effect-afv-ap", "effect-crew"),
    "transport": (
        "effect-softskin-small-calibre",
        "effect-softskin-he",
        "effect-abandoned-softskin-small-calibre",
        "effect-abandoned-softskin-he",
        "effect-horse-small-calibre",
        "effect-horse-he",
    ),
    "plane": ("effect-plane",),
}
ANY_EFFECT = ("effect-infantry",)


@dataclass(frozen=True)
class Unit:
    """What the chain needs of a unit: no model, so this stays testable without a database."""

    pk: int
    label: str
    unit_type: str
    words: tuple[tuple[str, str], ...] = ()  # its label in other languages: (("label_de", "Schütze 2"),)


def follow_ups(
    *,
    procedure_id: str,
    continues_with: tuple[str, ...] | list[str],
    target: Unit | None,
    shooter: Unit | None,
    seq: int,
    repeat: int = 1,
) -> list[dict]:
    """The pending steps one roll leads to, in the order they are rolled. `repeat` is how many targets the
    roll named (an MG's "2 targets"): each gets its own attack roll."""
    steps: list[dict] = []
    heads = [head_words(w) for w in continues_with]
    attack_first = any(h.startswith("attack roll") for h in heads)
    effect_first = any(
        h.startswith("effect roll") and "again" not in w for h, w in zip(heads, continues_with, strict=True)
    )
    for n, words in enumerate(continues_with):
        nxt = read(words, procedure_id)
        if nxt is None or (attack_first and _brought_by_attack(words)) or (effect_first and brought_by_effect(words)):
            continue
        unit = {TARGET: target, SHOOTER: shooter, NOBODY: None}[nxt.about]
        choices = nxt.choices or (EFFECTS.get(unit.unit_type, ANY_EFFECT) if unit else ANY_EFFECT)
        copies = repeat if nxt.each and nxt.choices == ("attack",) else 1
        repeats = nxt.each and copies == 1  # "for each unit in the blast": as many as the table finds
        for c in range(copies):
            named = unit if unit and c == 0 and not (repeats and each_unit(words)) else None
            steps.append(
                {
                    "id": f"{seq}-{n}-{c}",
                    "procedures": list(choices),
                    "unit": named.pk if named else None,
                    "label": named.label if named else "",
                    "translations": _label_words(named),  # the label in the reader's language (pack_words)
                    "each": repeats,
                    "after": seq,
                    "words": words,
                    "shooter": [shooter.pk, shooter.label, shooter.unit_type, dict(shooter.words)] if shooter else None,
                }
            )
    return steps


def _label_words(unit: Unit | None) -> dict[str, str]:
    """The unit's label in the app's other languages, as the reveal copied it (BattleUnit.label_said)."""
    return dict(unit.words) if unit else {}


def unit_of(unit) -> Unit:
    """What the chain keeps of a battle unit: its id, its label (in every language the reveal copied) and type."""
    words = ((unit.stats or {}).get("translations") or {}).items()
    return Unit(unit.pk, unit.label, unit.unit_type, tuple(sorted((k, v) for k, v in words if k.startswith("label_"))))


def _brought_by_attack(words: str) -> bool:
    """An attack roll brings its own effect roll and morale check on a hit (shooting.HIT_FOLLOWS), so the
    engine's summary of them after an attack is not rolled twice; a morale check for every unit in a
    blast, hit or not, still is."""
    head = head_words(words)
    return head.startswith("effect roll") or ("morale" in head and ("unit hit" in words or not each_unit(words)))


def shooter_of(step: dict | None) -> Unit | None:
    if not (step and step.get("shooter")):
        return None
    pk, label, unit_type, *words = step["shooter"]  # a step of an older battle has no words
    return Unit(pk, label, unit_type, tuple(sorted(words[0].items())) if words else ())


def pending(state: dict) -> list[dict]:
    return list(state.get("chain") or [])


def find(state: dict, step_id: str) -> dict:
    step = next((s for s in pending(state) if s["id"] == step_id), None)
    if step is None:
        raise Refused(
            gettext("That follow-on roll was already made or skipped: look at the table for what comes next.")
        )
    return step


def after_roll(state: dict, *, step_id: str | None, new: list[dict]) -> list[dict]:
    """The chain after a roll: the step it answered comes off (unless it repeats for each unit hit), and the
    rolls this one leads to come first, so one shot is followed to its end before the next."""
    rest = pending(state)
    if step_id is not None:
        step = find(state, step_id)
        if not step["each"]:
            rest = [s for s in rest if s["id"] != step_id]
    return new + rest


def skipped(state: dict, step_id: str) -> tuple[dict, list[dict]]:
    step = find(state, step_id)
    return step, [s for s in pending(state) if s["id"] != step_id]


def check_clear(state: dict) -> None:
    """Play goes on only when the rolls that follow from the last one are made or skipped."""
    steps = pending(state)
    if steps:
        first = steps[0]
        said = {"roll": sentences.follow_on(first["words"]), "unit": pack_words.said(first, "label")}
        if first["label"]:
            raise Refused(
                gettext("First finish the rolls that follow (next: %(roll)s for %(unit)s), or skip them.") % said
            )
        raise Refused(gettext("First finish the rolls that follow (next: %(roll)s), or skip them.") % said)


THROUGH_MOST = 8  # follow-on rolls one tap rolls at most ("Roll to the end"): a shot's effect, morale, its effect...


def through_key(key: uuid.UUID, n: int) -> uuid.UUID:
    """The key of the n-th follow-on roll that one tap (with `key`) rolled after its own: the result card finds the
    rolls of that tap by it (battles.selectors.roll_card)."""
    return uuid.uuid5(key, f"through-{n}")


def through_keys(key: uuid.UUID) -> list[uuid.UUID]:
    """The keys of every follow-on roll one tap (with `key`) may roll after its own, in order."""
    return [through_key(key, n) for n in range(THROUGH_MOST)]
