"""A log entry that is not a roll, said in the reader's language (battles.selectors.said_line asks for it on a page
that is not English).

The log keeps the English its services wrote: it is sealed and hashed. A page says it again from the entry's data
where the data holds every part of it (a draw of event cards, a piece on the terrain sheet, a take-back...), or else
from its summary, sentence by sentence, with the table of battles/pages/log_rows.py. A line with a sentence or a
part that cannot be said stays whole in its English."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache

from django.utils.translation import get_language, gettext, pgettext
from django.utils.translation import gettext_lazy as _

from armies import pack_words
from battles.models import Battle, BattleUnit, LogEntry
from battles.pages import log_solo
from battles.pages.log_open_fire import CREATED as OPEN_FIRE_CREATED
from battles.pages.log_open_fire import KINDS as OPEN_FIRE_KINDS
from battles.pages.log_rows import KINDS, PARTS, SETUP_ROLLS, Rows, ngettext_one
from battles.table import terrain
from bof_site.kept import Kept
from rules import sentences
from rules.engine.outcome import sentence
from rules.sentences.rows import first_said

KINDS = {
    **KINDS,
    **OPEN_FIRE_KINDS,
    "created": (*KINDS["created"], OPEN_FIRE_CREATED),
}  # an Open Fire battle's lines (battles/pages/log_open_fire.py)

# The take-back reasons the app writes itself (templates/battles/terrain.html); a player's own reason stays.
REASONS = {"a slip on the terrain sheet": _("a slip on the terrain sheet")}
QUOTED = 80  # how much of the entry taken back a take-back line quotes (battles/services/voids.py)


def said(entry: LogEntry) -> str:
    """The entry's line in the reader's language, or its summary as sealed when a part of it cannot be said."""
    return said_from(entry, BY_DATA, _said_sentences)


def setup_roll_said(summary: str) -> str | None:
    """What a setup roll's line says after its title (who deploys where, who places first), in the reader's words;
    None for any other roll."""
    return first_said(SETUP_ROLLS, summary.partition(": ")[2], PARTS)


def units_said(battle_id: int, line: str, words: UnitWords | bool = False) -> str:
    """A line with the battle's unit labels and weapon names in the reader's language ("Schütze 2" for "Rifleman
    2"), as the reveal copied them from the pack: the log seals the pack's own words, and says them so in English.
    `words`: the battle's, read already (words_of), if the page did."""
    language = get_language() or ""
    if language.startswith("en"):
        return line
    found = _unit_words(battle_id, language) if words is False else words
    if found is None:
        return line
    pattern, said_as = found
    return pattern.sub(lambda name: said_as[name[0]], line)


# A battle's unit labels, as its log writes them (kept per battle: a unit is added mid-game only as a crew that bails
# out, and a label not found is read again).
_LABELS: Kept[frozenset[str]] = Kept(256)
SENTENCE_END = re.compile(r"\. ")


def spender(battle_id: int, before: str) -> str:
    """The unit that ends `before`, the part of a line up to an action's ": shoot. ...": the longest of the battle's
    labels it ends with that starts a sentence ("Pz.Kpfw. IV Ausf. H 1" after "Miss. "), or else its last sentence;
    "" when that is no unit's name (it holds a colon)."""
    starts = [0, *(stop.end() for stop in SENTENCE_END.finditer(before))]
    if len(starts) > 1:
        for fresh in (False, True):
            labels = _labels(battle_id, fresh)
            if found := next((before[i:] for i in starts if before[i:] in labels), None):
                return found
    last = before[starts[-1] :]
    return "" if ":" in last else last


def _labels(battle_id: int, fresh: bool) -> frozenset[str]:
    found = None if fresh else _LABELS.get(battle_id)
    if found is None:
        found = frozenset(BattleUnit.objects.filter(battle_id=battle_id).values_list("label", flat=True))
        _LABELS.put(battle_id, found)
    return found


UnitWords = tuple[re.Pattern, dict[str, str]] | None
_UNIT_WORDS: dict[tuple[int, str], UnitWords] = {}
KEPT = 256  # battles' words kept in this process


def _unit_words(battle_id: int, language: str) -> UnitWords:
    """Once per battle and language: a battle's units and their kit are fixed when its detachments are revealed, so
    what is read once stays true (a battle without units yet is read again)."""
    key = (battle_id, language)
    if key not in _UNIT_WORDS:
        units = list(BattleUnit.objects.filter(battle_id=battle_id).only("label", "stats", "weapons"))
        if not units:
            return None
        if len(_UNIT_WORDS) >= KEPT:
            _UNIT_WORDS.pop(next(iter(_UNIT_WORDS)))
        _UNIT_WORDS[key] = words_of(units)
    return _UNIT_WORDS[key]


def words_of(units: list[BattleUnit]) -> UnitWords:
    """The units' labels and weapon names that read otherwise in the reader's language, and a pattern finding them."""
    said_as: dict[str, str] = {}
    for unit in units:
        said_as[unit.label] = unit.label_said
        said_as |= {w["name"]: pack_words.said(w) for w in unit.weapons or [] if w.get("name")}
    return pattern_of(said_as)


def pattern_of(said_as: Mapping[str, str]) -> UnitWords:
    """The words (English: the reader's) that read otherwise, and a pattern finding them in a line."""
    said_as = {english: words for english, words in said_as.items() if english and words != english}
    if not said_as:
        return None
    alternatives = "|".join(re.escape(english) for english in sorted(said_as, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)"), said_as


def said_from(entry, by_data: Mapping[str, Callable], said_sentences: Callable[[str, str, str], str | None]) -> str:
    """A sealed entry's line (a battle's log, a campaign's ledger): said from its data where its kind has a way to
    (None: from the summary after all), else sentence by sentence from its summary; the summary as sealed when a part
    of it cannot be said."""
    try:
        from_data = by_data.get(entry.kind)
        line = from_data(entry) if from_data else None
        if line is None:
            line = said_sentences(get_language() or "", entry.kind, entry.summary)
    except (LookupError, TypeError, ValueError):  # a part of the data unknown, or data of another shape
        return entry.summary
    return entry.summary if line is None else line


@lru_cache(maxsize=4096)
def _said_sentences(language: str, kind: str, summary: str) -> str | None:
    """Once per line and language: the log page says every entry of a battle."""
    return sentences_said(summary, KINDS[kind]) if kind in KINDS else None


def sentences_said(text: str, tables: tuple[Rows, ...]) -> str | None:
    """Each sentence of the text said by the first row that says it, or None when one cannot be said. A sentence ends
    at a full stop before a space or the end; a name with a full stop in it is tried whole too."""
    ends = [m.end() for m in re.finditer(r"\.(?= |$)", text)]
    rows = tuple(row for rows in tables for row in rows)
    known: dict[int, str | None] = {}

    def rest(start: int) -> str | None:
        if start >= len(text):
            return ""
        if start not in known:
            known[start] = None
            for end in (e for e in ends if e > start):
                line = first_said(rows, text[start:end], PARTS)
                after = rest(end + 1) if line is not None else None
                if after is not None:
                    known[start] = f"{line} {after}".rstrip()
                    break
        return known[start]

    return rest(0)


# --- Lines said from the entry's data ---------------------------------------------------------------------------


def _cards(entry: LogEntry) -> str:
    """A draw of event cards (battles/services/cards.py): who drew how many, where, and their titles."""
    data = entry.data
    drawn = len(data["cards"])
    said = {
        "name": entry.by_name,
        "drawer": data["drawer"],
        "titles": ", ".join(pack_words.said(card, "title") for card in data["cards"]),
        "count": ngettext_one(
            drawn, pgettext("event cards drawn", "1 event card"), pgettext("event cards drawn", "%(n)s event cards")
        ),
    }
    if drawn < data["allowed"]:
        said["count"] = gettext("%(count)s (all the deck had left)") % said
    table_drawn = data["source"] == "table"
    if entry.by_name != data["drawer"]:
        if table_drawn:
            return (
                gettext("%(name)s, as referee, records %(drawer)s's %(count)s drawn at the table: %(titles)s.") % said
            )
        return gettext("%(name)s, as referee, draws %(drawer)s's %(count)s: %(titles)s.") % said
    if table_drawn:
        return gettext("%(drawer)s drew %(count)s at the table: %(titles)s.") % said
    return gettext("%(drawer)s draws %(count)s: %(titles)s.") % said


DUTIES = {
    "overwatch": _("%(unit)s on overwatch"),
    "covering-fire": _("%(unit)s gives covering fire"),
    "interceptor": _("%(unit)s on interceptor duty"),
    "": _("%(unit)s stands down"),
}


def _duties(entry: LogEntry) -> str:
    said = "; ".join(str(DUTIES[change["duty"]]) % {"unit": change["label"]} for change in entry.data["changes"])
    return gettext("Duties: %(said)s.") % {"said": said}


def _piece(piece: dict) -> str:
    """A piece of the terrain sheet as the sheet shows it ("Stone wall (Deckung: mittel, Ebene, Hindernis: mittel)")."""
    parts = [terrain.cover_shown(piece["cover"]), terrain.terrain_shown(piece["terrain"])]
    parts += [terrain.obstacle_shown(piece["obstacle"])] if piece["obstacle"] != "none" else []
    parts += [gettext("can burn")] if piece["flammable"] else []
    return f"{terrain.piece_name(piece)} ({', '.join(parts)})"


def _terrain(entry: LogEntry) -> str | None:
    data, name = entry.data, entry.by_name
    if "added" in data:
        return gettext("%(name)s adds %(piece)s to the terrain.") % {"name": name, "piece": _piece(data["added"])}
    if "after" in data:
        said = {"name": name, "old": terrain.piece_name(data["before"]), "piece": _piece(data["after"])}
        return gettext("%(name)s changes %(old)s: now %(piece)s.") % said
    if "removed" in data:  # taken off: the sheet keeps the piece, marked removed, in the words it had
        return _removed(entry, data["removed"], name)
    return None  # a map carried over: said from the summary


def _removed(entry: LogEntry, piece_id: str, name: str) -> str:
    """A piece taken off the terrain sheet ("Sandsäcke, north left"), named as the sheet names it."""
    state = Battle.objects.filter(pk=entry.battle_id).values_list("state", flat=True).first() or {}
    piece = next((p for p in state.get("terrain") or [] if p.get("id") == piece_id), None)
    if piece is None or entry.summary != f"{name} takes {piece['name']} off the terrain.":
        raise LookupError(entry.summary)  # renamed since: the line stays as sealed
    return gettext("%(name)s takes %(piece)s off the terrain.") % {"name": name, "piece": terrain.piece_name(piece)}


def _fieldwork(entry: LogEntry) -> str:
    bought = entry.data["bought"]
    said = {
        "who": gettext("%(name)s (team %(team)s)") % {"name": bought["by"], "team": bought["team"]},
        "work": pack_words.said(bought),
        "sector": bought["sector"],
        "cost": ngettext_one(bought["cost"], pgettext("points", "1 point"), pgettext("points", "%(n)s points")),
        "sealed": bought.get("commitment", "")[:12],
    }
    if bought["sector"] is None:  # a minefield: its sector stays secret
        return (
            gettext(
                "%(who)s buys %(work)s for %(cost)s. Its sector stays secret until a unit enters it, sealed as %(sealed)s."
            )
            % said
        )
    return gettext("%(who)s builds %(work)s in %(sector)s for %(cost)s.") % said


OWNER = re.compile(r"(?P<name>.+?) \(team (?P<team>[AB])\)(?: and |$)")


def _mines(entry: LogEntry) -> str:
    data = entry.data
    if "unit" not in data:  # the battle is over: every hidden minefield is shown
        where = "; ".join(
            gettext("%(name)s in %(sector)s") % {"name": r["by"], "sector": r["sector"]} for r in data["revealed"]
        )
        return gettext("The battle is over: the hidden minefields are revealed (%(where)s).") % {"where": where}
    unit = data["unit"]
    said = {"unit": unit["label"], "name": unit["seat"], "sector": data["sector"]}
    entered = f"{unit['label']} ({unit['seat']}) enters {data['sector']}: "
    if entry.summary == entered + "no mines there.":
        return gettext("%(unit)s (%(name)s) enters %(sector)s: no mines there.") % said
    owners = entry.summary.removeprefix(entered).removeprefix("mined! A minefield of ")
    owners = owners.removesuffix(" goes off. Roll for the unit.")
    found = list(OWNER.finditer(owners))
    if not data["mined"] or not found or "".join(m[0] for m in found) != owners:
        raise LookupError(entry.summary)
    names = [gettext("%(name)s (team %(team)s)") % m.groupdict() for m in found]
    said["owners"] = gettext(" and ").join(names)
    return (
        gettext("%(unit)s (%(name)s) enters %(sector)s: mined! A minefield of %(owners)s goes off. Roll for the unit.")
        % said
    )


CHAIN_SKIPS = {
    ("skipped", False): _("%(roll)s: skipped."),
    ("skipped", True): _("%(roll)s: skipped (%(reason)s)."),
    ("no more of these", False): _("%(roll)s: no more of these."),
    ("no more of these", True): _("%(roll)s: no more of these (%(reason)s)."),
}


def _chain(entry: LogEntry) -> str | None:
    """A follow-on roll skipped (battles/services/followups.py); a bullet taken is said from the summary."""
    if "reason" not in entry.data:
        return None
    step, reason = entry.data["step"], entry.data["reason"]
    roll = sentences.follow_on(step["words"])
    if roll == step["words"]:
        raise LookupError(roll)
    if step["label"]:
        roll = gettext("%(roll)s for %(unit)s") % {"roll": roll, "unit": step["label"]}
    done = "no more of these" if step["each"] else "skipped"
    return str(CHAIN_SKIPS[done, bool(reason)]) % {"roll": sentence(roll), "reason": reason}


def _objective(entry: LogEntry) -> str | None:
    """A side's claim of the mission objective; an answer to it is said from the summary."""
    if "team" not in entry.data:
        return None
    note = entry.data["note"]
    if note and note == (entry.data.get("check") or {}).get("says"):  # the mode's check said it: the engine's words
        note = sentences.translated(note)
    said = {"name": entry.by_name, "team": entry.data["team"], "note": note}
    if note:
        return (
            gettext("%(name)s says team %(team)s has met the mission objective (%(note)s). The other side confirms.")
            % said
        )
    return gettext("%(name)s says team %(team)s has met the mission objective. The other side confirms.") % said


def _turn_end(entry: LogEntry) -> str | None:
    """The last turn's end says why the battle is over in the engine's words (its check's last step)."""
    data = entry.data
    if data.get("result", "continue") == "continue":
        return None
    said = _ending_step(entry, f"Turn {data['turn_ended']} is over.")
    return gettext("Turn %(turn)s is over. %(step)s The secret seed is revealed.") % {
        "turn": data["turn_ended"],
        "step": said,
    }


def _ending_step(entry: LogEntry, head: str) -> str:
    """The engine's last step of an entry that ended the battle, in the reader's words: its summary must be `head`,
    that step and the seed's line, as logged."""
    step = entry.data["steps"][-1]
    if entry.summary != f"{head} {step} The secret seed is revealed.":
        raise LookupError(entry.summary)
    said = sentences.translated(step)
    if said == step:
        raise LookupError(step)
    return said


def _void(entry: LogEntry) -> str:
    """A take-back: who takes back which entry, that entry's own line (as this page says it) and why."""
    from battles.selectors import said_line  # the page's line of the entry taken back, a roll's too

    reason = entry.data["reason"]
    head = f"{entry.by_name} takes back #{entry.voids} ("
    if not (entry.summary.startswith(head) and entry.summary.endswith(f"): {reason}")):
        raise LookupError(entry.summary)
    taken = getattr(entry, "taken_back", None)  # the log page reads them all at once (selectors.log_entries)
    if taken is None:
        taken = LogEntry.objects.filter(battle_id=entry.battle_id, seq=entry.voids).defer("call").first()
    quoted = entry.summary.removeprefix(head).removesuffix(f"): {reason}")
    line = said_line(taken) if taken is not None and taken.kind != "void" else quoted
    if len(line) > QUOTED:
        line = line[:QUOTED].rsplit(" ", 1)[0] + " …"
    said = {"name": entry.by_name, "seq": entry.voids, "line": line, "reason": REASONS.get(reason, reason)}
    return gettext("%(name)s takes back #%(seq)s (%(line)s): %(reason)s") % said


def _action(entry: LogEntry) -> str | None:
    """A weapon picked up (battles/services/command.py): its name and the fallen soldier's are both the data pack's
    words, so where one ends and the other begins is read from the fallen soldier's label; any other action is said
    from the summary."""
    if entry.data.get("action") != "pick-up":
        return None
    unit_id, fallen_id = entry.data["unit"], entry.data["others"][0]
    labels = getattr(entry, "labels", None)  # the log page reads them all at once (selectors.log_entries)
    if labels is None:
        labels = dict(BattleUnit.objects.filter(pk__in=[unit_id, fallen_id]).values_list("pk", "label"))
    head, tail = f"{labels[unit_id]} picks up the ", f" {labels[fallen_id]} left behind."
    picked, _stop, rest = entry.summary.partition(tail)
    if not picked.startswith(head) or (rest and not rest.startswith(" ")):
        raise LookupError(entry.summary)
    said = {"unit": labels[unit_id], "weapon": picked.removeprefix(head), "fallen": labels[fallen_id]}
    line = gettext("%(unit)s picks up the %(weapon)s %(fallen)s left behind.") % said
    after = sentences_said(rest.strip(), KINDS[entry.kind])
    if after is None:
        raise LookupError(rest)
    return f"{line} {after}"


def _solo_setup(entry: LogEntry) -> str:
    """What a solo battle's dice set up (battles/services/solo.py _sheet_summary), each line as its lobby says it."""
    from battles.pages import solo  # it reads the log's lines too

    lines = [line for line in entry.data["sheet"] if line["result"] != "re-roll"]
    english = "Solo setup: " + ", ".join(f"{line['what']} {line['result']}" for line in lines) + "."
    if entry.summary != english[:300] or len(english) > 300:
        raise LookupError(entry.summary)
    names = solo.pack_names_of(entry.battle_id)
    said = "; ".join(f"{solo.WHAT[line['what']]}: {solo.sheet_said(line, names)}" for line in lines)
    return gettext("Solo setup: %(lines)s.") % {"lines": said}


def _card_choice(entry: LogEntry) -> str | None:
    """An event card's units picked (battles/services/card_choices.py): who picked, and what it does to whom, as the
    card's line on the table says it (a German log had kept "fight as conscript for the whole game")."""
    from battles.pages import card_choices  # it reads the battle's cards, which read the log

    data = entry.data or {}
    if (
        data.get("card") not in card_choices.PICKING
        or not data.get("said")
        or not entry.summary.startswith(f"{data['drawer']} (")
    ):
        return None  # another card, or the host's pick as referee: the line stays as sealed
    done = card_choices.done_said(data["card"], data)
    return gettext("%(player)s, event card: %(done)s") % {"player": data["drawer"], "done": done}


# Kinds whose line is said from the data (None: from the summary after all).
BY_DATA: dict[str, Callable[[LogEntry], str | None]] = {
    "action": _action,
    "cards": _cards,
    "duties": _duties,
    "terrain": _terrain,
    "fieldwork": _fieldwork,
    "mines": _mines,
    "chain": _chain,
    "objective": _objective,
    "turn-end": _turn_end,
    "void": _void,
    "solo-setup": _solo_setup,
    "solo-activate": log_solo.picked,
    "solo-decision": log_solo.decided,
    "solo-overrule": log_solo.overruled,
    "solo-marks": log_solo.marked,
    "card-choice": _card_choice,
}


# --- R46: the last turn's question (battles/services/objective.py) ----------------------------------------------------


def _turn_end_or_question(entry: LogEntry) -> str | None:
    """A turn's end; the last one, in a mode where one side must stop the other's objective, asks the table whether
    that side accomplished it, in the engine's words (its last step)."""
    data = entry.data
    if data.get("result") != "ask-objective":
        return _turn_end(entry)
    step = data["steps"][-1]
    if entry.summary != f"Turn {data['turn_ended']} is over. {step}":
        raise LookupError(entry.summary)  # a smoke marker cleared too: the line stays as sealed
    said = sentences.translated(step)
    if said == step:
        raise LookupError(step)
    return gettext("Turn %(turn)s is over. %(step)s") % {"turn": data["turn_ended"], "step": said}


def _last_turn(entry: LogEntry) -> str:
    """The answer to the last turn's question, or to the claim made after it: who said what, then how the game ended
    in the engine's words; a claim turned down or withdrawn leaves the question standing."""
    data, name = entry.data, entry.by_name
    said = {"name": name, "team": data["team"]}
    if "steps" not in data:
        if data["withdrawn"]:
            english = f"{name} withdraws team {data['team']}'s claim: the question stands."
            line = gettext("%(name)s withdraws team %(team)s's claim: the question stands.") % said
        else:
            english = (
                f"{name} does not agree that team {data['team']} has met the mission objective: the question stands."
            )
            line = (
                gettext(
                    "%(name)s does not agree that team %(team)s has met the mission objective: the question stands."
                )
                % said
            )
        if entry.summary != english:
            raise LookupError(entry.summary)
        return line
    heads = {
        "no": (
            f"{name} answers: team {data['team']} did not accomplish its objective.",
            gettext("%(name)s answers: team %(team)s did not accomplish its objective."),
        ),
        "yes": (
            f"{name} answers: team {data['team']} accomplished its objective.",
            gettext("%(name)s answers: team %(team)s accomplished its objective."),
        ),
        "confirmed": (
            f"{name} confirms: team {data['team']} has met the mission objective.",
            gettext("%(name)s confirms: team %(team)s has met the mission objective."),
        ),
    }
    english, head = heads[data["answer"]]
    step_said = _ending_step(entry, english)
    return gettext("%(answer)s %(step)s The secret seed is revealed.") % {"answer": head % said, "step": step_said}


BY_DATA["turn-end"] = _turn_end_or_question
BY_DATA["last-turn"] = _last_turn
