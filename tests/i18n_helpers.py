"""What the i18n tests share: the messages our templates and code mark for translation, the German catalogue read
plainly, and the English of ours left on a page (tests/bof_site/test_i18n.py, tests/battles/test_i18n_battles.py,
tests/armies/test_i18n_armies.py, tests/rules/test_i18n_rules.py)."""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterable
from html.parser import HTMLParser
from pathlib import Path

from django.conf import settings
from django.utils.translation.template import templatize

PO = settings.BASE_DIR / "locale" / "de" / "LC_MESSAGES" / "django.po"
MO = PO.with_suffix(".mo")
SKIPPED_DIRS = {".venv", "node_modules", "staticfiles", ".pgdata", "tests", "loadtest", ".git", "docs", "locale"}


# --- What the templates and the code mark for translation ----------------------------------------------------------

CALL = re.compile(r"\b(n?p?gettext)\(((?:\s*u'(?:[^'\\]|\\.)*'\s*,?)+)")
LITERAL = re.compile(r"u'(?:[^'\\]|\\.)*'")


def _project_files(pattern: str) -> list[Path]:
    return [
        path
        for path in sorted(settings.BASE_DIR.rglob(pattern))
        if not SKIPPED_DIRS.intersection(path.relative_to(settings.BASE_DIR).parts)
    ]


def _template_messages() -> set[tuple[str | None, str]]:
    """(context, msgid) of every {% translate %} and {% blocktranslate %} in our templates, as makemessages sees them
    (Django's own templatize); a plural's singular and plural both."""
    found = set()
    for path in _project_files("*.html"):
        for function, args in CALL.findall(templatize(path.read_text(encoding="utf-8"), origin=str(path))):
            strings = [ast.literal_eval(literal) for literal in LITERAL.findall(args)]
            context = strings.pop(0) if function.startswith(("pgettext", "npgettext")) else None
            found.update((context, text) for text in strings)
    return found


def _python_messages() -> set[tuple[str | None, str]]:
    """(context, msgid) of every _("..."), gettext_lazy("..."), pgettext("ctx", "...") with literal text in our code,
    and gettext_noop("...") (rules/content_messages.py: the rule content, translated where it is shown)."""
    names = {"_", "gettext", "gettext_lazy", "gettext_noop", "ngettext", "ngettext_lazy", "pgettext", "pgettext_lazy"}
    found = set()
    for path in _project_files("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names):
                continue
            strings = [arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
            context = strings.pop(0) if node.func.id.startswith("pgettext") else None
            if node.func.id.startswith("ngettext"):
                strings = strings[:2]
            found.update((context, text) for text in strings)
    return found


def _catalogue() -> list[dict]:
    """The .po's entries, read plainly (no gettext tools needed): context, msgid, plural, msgstrs, flags."""
    entries, entry, key = [], None, None
    for line in PO.read_text(encoding="utf-8").splitlines() + [""]:
        if not line.strip():
            if entry is not None:
                entries.append(entry)
            entry = None
            continue
        if entry is None:
            entry = {"msgctxt": None, "msgid": None, "msgid_plural": None, "msgstr": {}, "flags": "", "obsolete": False}
        if line.startswith("#~"):
            entry["obsolete"] = True
        elif line.startswith("#,"):
            entry["flags"] += line[2:]
        elif line.startswith("#"):
            continue
        elif match := re.match(r'(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d)\])? (".*")$', line):
            name, index, text = match.group(1), match.group(2), ast.literal_eval(match.group(3))
            key = ("msgstr", int(index or 0)) if name == "msgstr" else (name, None)
            if name == "msgstr":
                entry["msgstr"][key[1]] = text
            else:
                entry[name] = text
        else:
            text = ast.literal_eval(line)
            if key[0] == "msgstr":
                entry["msgstr"][key[1]] += text
            else:
                entry[key[0]] += text
    return [e for e in entries if e["msgid"]]  # the header has an empty msgid


def _placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"%\(\w+\)[sd]|\{\w+\}", text))


# --- What a page shows -----------------------------------------------------------------------------------------------


class _Words(HTMLParser):
    """A page's words as a reader meets them: text outside scripts and styles, and the attributes that are read out or
    shown (title, aria-label, placeholder, alt, the meta description). With `marked_english_too=False`, not what the
    page marks as English (`lang="en"`: a log line as it was sealed, a language's own name in the switch)."""

    SHOWN = ("title", "aria-label", "placeholder", "alt")
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self, *, marked_english_too: bool = True) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._hidden = 0
        self._open: list[tuple[str, bool]] = []  # the open elements, and whether each is marked English
        self._marked_english_too = marked_english_too

    def _english(self) -> bool:
        return not self._marked_english_too and any(english for _tag, english in self._open)

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self._hidden += 1
        attrs = dict(attrs)
        if tag not in self.VOID:
            self._open.append((tag, (attrs.get("lang") or "").startswith("en")))
        if self._english():
            return
        self.texts += [attrs[name] for name in self.SHOWN if attrs.get(name)]
        if tag == "meta" and attrs.get("name") == "description":
            self.texts.append(attrs.get("content") or "")

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._hidden -= 1
        for n in range(len(self._open) - 1, -1, -1):  # close it and whatever the page left open inside it
            if self._open[n][0] == tag:
                del self._open[n:]
                break

    def handle_data(self, data):
        if not self._hidden and data.strip() and not self._english():
            self.texts.append(data)


def _words(html: str, *, marked_english_too: bool = True) -> tuple[set[str], str]:
    """(each piece of text whole, all of it joined), with spaces collapsed."""
    parser = _Words(marked_english_too=marked_english_too)
    parser.feed(html)
    pieces = {" ".join(text.split()) for text in parser.texts}
    return pieces, " \n ".join(sorted(pieces))


def _fragments(msgid: str) -> list[str]:
    """The literal English of a message, in the pieces a page shows it: placeholders and HTML tags split it."""
    pieces = re.split(r"%\(\w+\)[sd]|\{\w+\}|<[^>]+>", msgid)
    return [" ".join(piece.split()).strip(" .,:;()") for piece in pieces if re.search(r"[A-Za-z]{2}", piece)]


def _leaks(html: str, messages: set[tuple[str | None, str]], other_language: set[str]) -> list[str]:
    """English fragments of our messages on the page. A short one (a button, "Why") counts only as a whole piece of
    text, so that a word inside the untranslated rule content is not taken for it; a longer one counts anywhere."""
    pieces, text = _words(html)
    return _leaks_in(pieces, text, messages, other_language)


def _leaks_in(pieces: set[str], text: str, messages, other_language: set[str]) -> list[str]:
    found = []
    for _context, msgid in messages:
        for fragment in _fragments(msgid):
            if not fragment or fragment in other_language:  # the same in both languages ("Burst of Fire")
                continue
            if fragment in pieces or (len(fragment) >= 16 and fragment in text):
                found.append(fragment)
    return sorted(set(found))


@functools.cache
def template_messages() -> frozenset[tuple[str | None, str]]:
    """Every message of our templates, read once per test run."""
    return frozenset(_template_messages())


@functools.cache
def german_fragments() -> frozenset[str]:
    """Every fragment of the German translations: English words that are German too (proper names) are left alone."""
    return frozenset(
        fragment for entry in _catalogue() for text in entry["msgstr"].values() for fragment in _fragments(text)
    )


@functools.cache
def _messages_of(path: str) -> frozenset[tuple[str | None, str]]:
    found = set()
    for function, args in CALL.findall(templatize(Path(path).read_text(encoding="utf-8"), origin=path)):
        strings = [ast.literal_eval(literal) for literal in LITERAL.findall(args)]
        context = strings.pop(0) if function.startswith(("pgettext", "npgettext")) else None
        found.update((context, text) for text in strings)
    return frozenset(found)


@functools.cache
def rule_content() -> frozenset[tuple[str | None, str]]:
    """The English of the rule content the engine declares (rules/content_messages.py), which a German page shows
    translated (rules/localized.py), the rulings too. Not checked on every page: a roll's outcome and what the log keeps
    (sealed in English, shown beside its German) share words with it."""
    from rules import localized

    return frozenset((None, text) for text in localized.messages())


def rendered_messages(response) -> set[tuple[str | None, str]]:
    """The messages of the templates a test response was drawn from (base.html, the page, its includes): the
    English a German page must not show. A rules page may use a game term that another template translates
    ("Force morale"); that is not this page's English."""
    paths = {
        t.origin.name for t in response.templates if t.origin and str(t.origin.name).startswith(str(settings.BASE_DIR))
    }
    return set().union(*(_messages_of(path) for path in paths)) if paths else set()


def english_left(response, *, rule_content_too: bool = False) -> list[str]:
    """Our templates' English still on a German page ([] when there is none), and with `rule_content_too` the rule
    content's, for a page that shows procedures and tables but no ruling's words and no roll's outcome."""
    messages = rendered_messages(response) | (rule_content() if rule_content_too else set())
    return _leaks(response.content.decode(), messages, set(german_fragments()))


@functools.cache
def python_messages() -> frozenset[tuple[str | None, str]]:
    """Every message our Python code marks for translation (the rule content's among them), read once per run."""
    return frozenset(_python_messages())


def english_of_ours(response, *, vocabulary: Iterable[str] = (), german: Iterable[str] = ()) -> list[str]:
    """Any English of ours on a German page ([] when there is none): our templates' and our code's messages, and the
    `vocabulary` (names: a data pack's, the game modes'), which count anywhere as whole words ("Rifleman 2"), once the
    `german` words are taken out (the German "Lee-Enfield No. 4 (T), Scharfschützengewehr" holds the English name).
    What the page marks as English (a log line as it was sealed) is not read."""
    html = response.content.decode()
    messages = rendered_messages(response) | python_messages()
    pieces, text = _words(html, marked_english_too=False)
    found = _leaks_in(pieces, text, messages, set(german_fragments()))
    for words in sorted(german, key=len, reverse=True):
        text = text.replace(words, " ")
    found += [name for name in vocabulary if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]
    return sorted(set(found))
