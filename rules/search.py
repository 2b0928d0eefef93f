"""One search over the rules: calculators, result tables, rulebook sections and rulings, in the words players use.

The index is built once per process from the registry, the tables and the rulings (all fixed in code). A query's
words are matched as prefixes ("grenades" finds "grenade", "shoot" finds "shooting"); each word also stands for
the words players use for the same thing ("shoot" for attack, "MG" for machine gun, "tank" for AFV). Every word
of the query must be found; results are ranked by where the words are found (title first) and how often players
need the page (the attack roll before a plane crash).

There is one index per language: it shows the rule content in the reader's language and finds it by those words
and by the rulebook's English ones alike.

Every rule system is searched (rules.system_search adds the others' calculators, sections and rulings), each hit
labelled with its system; the system the player came from comes first where two score alike. A caller may search more
pages beside the rules (the arsenal's units and weapons, armies.search): an `Index` of `Document`s of its own.

Each index knows where each of its words is found, so a query looks up its few words instead of reading every page.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import islice

from django.urls import reverse
from django.utils.translation import get_language, gettext, gettext_noop
from django.utils.translation import gettext_lazy as _

from rules import display, localized, system_search
from rules.engine import catalog
from rules.engine.systems import DEFAULT, RuleSystem
from rules.rulings import CAMPAIGN_READINGS, RULINGS, SOLO_READINGS, TABLE_READINGS

# Words players use, each group one meaning. A query word that starts any word of a group searches for all of them.
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("shoot", "shot", "fire", "firing", "attack", "shooting"),
    ("mg", "machine gun", "machinegun", "autocannon"),
    ("tank", "afv", "armour", "armor", "armoured", "armored"),
    ("vehicle", "softskin", "transport", "truck", "halftrack", "afv", "tank"),
    ("grenade", "satchel"),
    ("rally", "rallies"),
    ("smoke",),
    ("knocked out", "knock out", "ko", "destroyed", "destroys", "brewed up", "bail out", "abandon"),
    ("killed", "kill", "dead", "dies", "casualty", "loss"),
    ("mine", "minefield"),
    ("assault", "melee", "close combat", "hand to hand", "charge"),
    ("activation", "activate", "action"),
    ("initiative", "who goes first", "turn order"),
    ("hit", "effect", "damage"),
    ("injured", "injury", "wounded", "wound"),
    ("pinned", "suppressed", "suppression", "suppress"),
    ("panic", "morale", "flee", "rout", "shock", "retreat"),
    ("artillery", "mortar", "howitzer", "barrage", "shell"),
    ("bazooka", "panzerfaust", "panzerschreck", "piat", "rocket"),
    ("plane", "aircraft", "air", "stuka", "fighter", "bomber", "pilot"),
    ("move", "movement", "run", "walk", "drive", "double"),
    ("hide", "hidden", "conceal", "ambush", "camouflage"),
    ("score", "points", "win", "victory", "combat score"),
    ("spot", "spotting", "see", "visible", "line of sight"),
    ("range", "distance", "far", "close", "medium"),
    ("cover", "sandbag", "ruin", "bunker", "wall"),
    ("officer", "commander", "leader", "sergeant"),
    ("dice", "roll", "d6"),
    ("sniper", "scharfschütze", "marksman"),  # the German word too, whatever the page's language
)

# What players call a calculator whose title does not say it, found as if its title did: "tank" is first a question of
# how far one drives (the hits on one come next, by their titles' "AFV"), and a sniper's own rule is that it spots a
# hidden unit at any range.
ALSO_CALLED = {"vehicle-move": "tank vehicle", "spot-roll": "sniper"}

# Rulebook sections the app has no calculator for, in our own words, with where the app helps (if anywhere).
BOOK_SECTIONS: tuple[tuple[str, str, str, str], ...] = (
    # (the book's heading, its chapter, what it is about, the page in the app: a url name or ""), translated when shown
    (gettext_noop("Minefields"), gettext_noop("Fieldworks"), gettext_noop("A secret mined sector: any unit entering "
     "it may set off a mine, friend or foe; it cannot be cleared during the game. In a battle, the terrain sheet keeps "
     "the sector sealed until a mine goes off."), "battles:new"),
    # Sandbags, bunkers, barbed wire, tank traps and craters have calculators (procedures/fieldworks.py).
    (gettext_noop("Take cover"), gettext_noop("Protect your units & take cover!"), gettext_noop("Soft, medium, hard "
     "and super hard cover and what each takes off an attack roll (ruling R33 has the app's cover levels)."),
     "rules:rulings"),
    (gettext_noop("Taking cover in buildings"), gettext_noop("Protect your units & take cover!"), gettext_noop("How "
     "many soldiers a building holds and the cover its walls give."), ""),
    (gettext_noop("Line of Sight"), gettext_noop("Shooting"), gettext_noop("A unit attacks only what it can see; "
     "artillery and planes have their own reading."), ""),
    (gettext_noop("Arc of fire"), gettext_noop("Shooting"), gettext_noop("Which way a vehicle's or gun's weapons may "
     "fire."), ""),
    (gettext_noop("Covering fire"), gettext_noop("Shooting"), gettext_noop("Firing to keep the enemy's heads down for "
     "a friendly move."), ""),
    (gettext_noop("Deployment"), gettext_noop("Game setup"), gettext_noop("Where each side places its units, sector by "
     "sector."), "rules:calculators"),
    (gettext_noop("Doctrines"), gettext_noop("Basics for all players"), gettext_noop("What a nation's doctrine lets a "
     "detachment field."), "armies:arsenal"),
    (gettext_noop("Detachment and unit quality"), gettext_noop("Basics for all players"), gettext_noop("Conscript, "
     "regular, veteran and elite units and what quality changes."), "armies:arsenal"),
    (gettext_noop("Transported units firing"), gettext_noop("Vehicles"), gettext_noop("Infantry firing from a "
     "transport: the book promises a table it never prints (see the rulings)."), "rules:rulings"),
    (gettext_noop("Random Event & Effect Cards"), gettext_noop("Game setup"), gettext_noop("Cards drawn before the "
     "first turn that change the battle."), "rules:calculators"),
)  # fmt: skip

# A unit or weapon of the arsenal comes after the rule that names it: "sniper" is first how a sniper spots.
KIND_WEIGHT = {"Calculator": 1.0, "Table": 0.8, "Rule": 0.9, "Ruling": 0.7, "Unit": 0.8, "Weapon": 0.7}
OTHER_SYSTEM = 0.9  # a hit of a system the player did not come from
# What the results page calls each kind, in the reader's language (`kind` itself stays the English key).
KIND_LABELS = {"Calculator": _("Calculator"), "Table": _("Table"), "Rule": _("Rule"), "Ruling": _("Ruling")}
KIND_LABELS |= {"Unit": _("Unit"), "Weapon": _("Weapon")}


@dataclass(frozen=True)
class Hit:
    kind: str  # a key of KIND_WEIGHT: Calculator, Table, Rule, Ruling, Unit, Weapon
    title: str
    url: str
    text: str
    where: str  # the chapter, or the ruling's id and topic
    score: float = 0.0
    system: str = DEFAULT.name  # the rule system it belongs to, by its name

    @property
    def kind_label(self) -> str:
        return str(KIND_LABELS[self.kind])


@dataclass(frozen=True)
class Document:
    """A page the search finds: the hit it shows, and the words it is found by."""

    hit: Hit
    title: tuple[str, ...]  # the title's words
    body: tuple[str, ...]  # every other word it is found by
    lift: float = 1.0
    system: str = DEFAULT.key


def document(hit: Hit, *, title: str, body: str, lift: float = 1.0, system: str = DEFAULT.key) -> Document:
    """A page found by the words of `title` (worth most) and of `body`."""
    return Document(hit, _words(title), _words(body), lift, system)


class Index:
    """Pages to search, and where each of their words is found."""

    def __init__(self, documents: Iterable[Document]) -> None:
        self.documents = tuple(documents)
        self._titles = _Where(d.title for d in self.documents)
        self._bodies = _Where(d.body for d in self.documents)

    def found(self, term: str) -> tuple[frozenset[int], frozenset[int]]:
        """The documents (by their place in `documents`) whose title has `term`, and those whose other words do."""
        return self._titles.find(term), self._bodies.find(term)


class _Where:
    """Where each word of some texts is: a word's texts at once, and a prefix's words next to each other in order."""

    def __init__(self, texts: Iterable[tuple[str, ...]]) -> None:
        self._texts = tuple(texts)
        where: dict[str, set[int]] = {}
        for n, words in enumerate(self._texts):
            for word in words:
                where.setdefault(word, set()).add(n)
        self._where = {word: frozenset(found) for word, found in where.items()}
        self._sorted = sorted(self._where)

    def find(self, term: str) -> frozenset[int]:
        """A one-word term starts a word (is one, for one or two letters); a phrase's words must come in order."""
        parts = _words(term)
        if len(parts) > 1:
            maybe = frozenset.intersection(*(self._where.get(part, frozenset()) for part in parts))
            return frozenset(text for text in maybe if _in_order(parts, self._texts[text]))
        if not parts:
            return frozenset()
        word = parts[0]
        if len(word) <= 2:
            return self._where.get(word, frozenset())
        found: set[int] = set()
        for known in islice(self._sorted, bisect_left(self._sorted, word), None):
            if not known.startswith(word):
                break
            found |= self._where[known]
        return frozenset(found)


@dataclass(frozen=True)
class Found:
    query: str
    hits: tuple[Hit, ...]
    every_word: bool  # False: nothing had every word; these have some


def _in_order(parts: tuple[str, ...], words: tuple[str, ...]) -> bool:
    n = len(parts)
    return any(words[i : i + n] == parts for i in range(len(words) - n + 1))


def _words(text: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[^\W_]+", text.casefold().replace("’", "'")))  # letters of any language, digits


def _stem(word: str) -> str:
    for ending in ("ing", "es", "ed", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def _meanings(word: str) -> tuple[str, ...]:
    """The word and every word it stands for."""
    stem = _stem(word)
    found = {word, stem}
    for group in SYNONYMS:
        if (
            any(_words(term)[0].startswith(stem) or stem.startswith(_words(term)[0]) for term in group if len(stem) > 2)
            or word in group
        ):
            found.update(group)
    return (word, *sorted(found - {word}))  # the player's own word first


def _query_terms(query: str) -> list[tuple[str, ...]]:
    """The query as groups of alternatives: two-word phrases players use are one term ("knocked out")."""
    text = " ".join(_words(query))
    for group in SYNONYMS:
        for phrase in group:
            if " " in phrase and phrase in text:
                text = text.replace(phrase, phrase.replace(" ", "_"))
    terms = []
    for word in text.split():
        if "_" in word:
            phrase = word.replace("_", " ")
            terms.append(next((g for g in SYNONYMS if phrase in g), (phrase,)))
        else:
            terms.append(_meanings(word))
    return terms


def rules_index() -> Index:
    """Every page of the rules, in the language in use."""
    return _index_in(get_language())


@cache
def _index_in(language: str | None) -> Index:
    """Every page the search finds, shown in the language in use (the key), found by its words and the English."""
    return Index([*_calculators(), *_tables(), *_book_sections(), *_rulings(), *_other_systems()])


def _calculators() -> Iterator[Document]:
    for procedure in localized.procedures().values():
        english = catalog.get(procedure.id)
        hit = Hit("Calculator", procedure.title, display.calculator_url(procedure.id), procedure.summary,
                  procedure.chapter)  # fmt: skip
        said = [_both(getattr(procedure, name), getattr(english, name)) for name in ("summary", "section", "chapter")]
        # What it asks is what it is about too: "Spotter is a sniper" is the sniper's rule.
        said += [_both(field.label, plain.label) for field, plain in zip(procedure.fields, english.fields, strict=True)]
        title = f"{_both(procedure.title, english.title)} {ALSO_CALLED.get(procedure.id, '')}"
        lift = 1.5 if procedure.id in display.MOST_USED else 1.0
        yield document(hit, title=title, body=" ".join((procedure.id, *said)), lift=lift)


def _tables() -> Iterator[Document]:
    reference = reverse("rules:reference")
    for table, english, _haystack in display.table_index():
        text = gettext("%(dice)s · rulebook: %(section)s") % {"dice": table.dice_words, "section": table.section}
        hit = Hit("Table", table.title, f"{reference}#{table.id}", text, table.chapter)
        labels = [
            _both(row.label, english_row.label) for row, english_row in zip(table.rows, english.rows, strict=True)
        ]
        said = [_both(table.section, english.section), _both(table.chapter, english.chapter), *labels]
        yield document(hit, title=_both(table.title, english.title), body=" ".join((table.id, *said)))


def _book_sections() -> Iterator[Document]:
    for heading, chapter, text, page in BOOK_SECTIONS:
        where = gettext("Rulebook: %(chapter)s") % {"chapter": gettext(chapter)}
        hit = Hit("Rule", gettext(heading), reverse(page) if page else "", gettext(text), where)
        body = f"{_both(gettext(chapter), chapter)} {_both(gettext(text), text)}"
        yield document(hit, title=_both(gettext(heading), heading), body=body)


def _rulings() -> Iterator[Document]:
    rulings = reverse("rules:rulings")
    for english in (*RULINGS, *CAMPAIGN_READINGS, *TABLE_READINGS, *SOLO_READINGS):
        ruling = localized.ruling(english)
        hit = Hit("Ruling", f"{ruling.id}: {ruling.title}", f"{rulings}#{ruling.id}", ruling.app, ruling.topic)
        said = [_both(getattr(ruling, name), getattr(english, name)) for name in ("topic", "book", "app", "house_rule")]
        title = f"{ruling.id} {_both(ruling.title, english.title)}"
        yield document(hit, title=title, body=" ".join((ruling.id, *said)))


def _other_systems() -> Iterator[Document]:
    for page in system_search.pages():
        hit = Hit(page.kind, page.title, page.url, page.text, page.where, system=page.system.name)
        yield document(hit, title=page.title, body=page.body, system=page.system.key)


def _both(shown: str, english: str) -> str:
    """What the page shows and the rulebook's English, once when they are the same."""
    return shown if shown == english else f"{shown} {english}"


def _scored(index: Index, terms: list[tuple[str, ...]], prefer: RuleSystem) -> Iterator[tuple[float, int, Document]]:
    """(score, how many of the query's terms were found, the page) for each page of `index` that has any."""
    best: dict[int, list[float]] = {}  # a page's best score for each term of the query
    for n, alternatives in enumerate(terms):
        for i, term in enumerate(alternatives):
            exact = 1.0 if i == 0 or _stem(term) == _stem(alternatives[0]) else 0.8  # the player's word counts most
            in_title, in_body = index.found(term)
            for found, worth in ((in_title, 3.0 * exact), (in_body - in_title, 1.0 * exact)):
                for page in found:
                    scores = best.setdefault(page, [0.0] * len(terms))
                    scores[n] = max(scores[n], worth)
    for page in sorted(best):  # in the index's order, which breaks ties
        doc, scores = index.documents[page], best[page]
        elsewhere = 1.0 if doc.system == prefer.key else OTHER_SYSTEM
        yield sum(scores) * doc.lift * KIND_WEIGHT[doc.hit.kind] * elsewhere, sum(s > 0 for s in scores), doc


def search(query: str, limit: int = 30, *, prefer: RuleSystem = DEFAULT, also: Iterable[Index] = ()) -> Found:
    """The best matches for `query`, best first; empty for an empty query. `prefer`: the system the player is in;
    `also`: more pages to search after the rules' (the arsenal's)."""
    query = query.strip()[:80]
    terms = _query_terms(query)
    if not terms:
        return Found(query, (), True)
    scored = [found for index in (rules_index(), *also) for found in _scored(index, terms, prefer)]
    every = [(s, doc) for s, n, doc in scored if n == len(terms)]
    some = every or [(s, doc) for s, n, doc in scored if n > 0]
    ranked = sorted(some, key=lambda pair: -pair[0])[:limit]
    hits = tuple(
        Hit(d.hit.kind, d.hit.title, d.hit.url, d.hit.text, d.hit.where, round(s, 2), d.hit.system) for s, d in ranked
    )
    return Found(query, hits, bool(every))
