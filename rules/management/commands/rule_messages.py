"""`manage.py rule_messages`: write rules/content_messages.py, the rule content's English for makemessages to find.
(A data pack's words are not the catalogue's: a pack carries its own translations, armies.pack_words.)

The engine declares its titles, labels and tables in English and may not import Django, so makemessages cannot see
them there. This command lists them (rules.localized.messages) in a module of `gettext_noop` calls, sorted, once
each, and the headings of the other systems' texts (rules.localized.headings) as `pgettext_lazy` calls in the context
their pages say them in. Run it when a procedure or table changes, then `makemessages -l de` and translate the new entries;
`--check` only says whether the module is current (a test runs it)."""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rules import localized

LINE = 120  # pyproject.toml's line-length
PATH = Path(__file__).resolve().parents[2] / "content_messages.py"
HEADER = '''"""The rule content's English (procedure titles, summaries, chapters, sections, field labels and help, choices, roll
labels, table titles and results; the rulings, and the other systems' sections and their headings), for makemessages to
find: rules/localized.py translates them on the pages.

Written by `manage.py rule_messages` from the engine's declarations. Do not edit it: run the command again."""

from django.utils.translation import gettext_noop, pgettext_lazy

MESSAGES = (
'''
HEADINGS_HEADER = """
# The headings of the other rule systems' texts, as their pages show them (rules.localized.heading).
HEADINGS = (
"""


def module_text(messages: list[str]) -> str:
    """The module: the messages, and the headings of the other systems' texts, which share words with our labels and
    so are translated in a context of their own (rules.localized.heading)."""
    text = HEADER + "\n".join(_calls(messages, "gettext_noop")) + "\n)\n"
    return (
        text + HEADINGS_HEADER + "\n".join(_calls(localized.headings(), "pgettext_lazy", localized.HEADING)) + "\n)\n"
    )


def _calls(messages: list[str], function: str, context: str = "") -> list[str]:
    lines = []
    args = [_literal(context)] if context else []
    for text in messages:
        if "%" in text:  # rule content is never formatted: a "50 %" is not a placeholder
            lines.append("    # xgettext:no-python-format")
        call = f"    {function}({', '.join([*args, _literal(text)])}),"
        # As `ruff format` has it: a call too long for a line gets its arguments on lines of their own.
        long = [f"    {function}(", *(f"        {arg}," for arg in args), f"        {_literal(text)}", "    ),"]
        lines += [call] if len(call) <= LINE else long
    return lines


def _literal(text: str) -> str:
    """The string as `ruff format` writes it: double quotes unless only single ones spare escaping."""
    quote = "'" if '"' in text and "'" not in text else '"'
    body = text.replace("\\", "\\\\").replace("\n", "\\n").replace(quote, "\\" + quote)
    return f"{quote}{body}{quote}"


class Command(BaseCommand):
    help = "Write rules/content_messages.py from the engine's rule content (--check: only say whether it is current)."

    def add_arguments(self, parser):
        parser.add_argument("--check", action="store_true", help="exit non-zero if the module is out of date")

    def handle(self, *args, check: bool = False, **options) -> None:
        messages = localized.messages()
        self._write(PATH, module_text(messages), len(messages), check)

    def _write(self, path: Path, wanted: str, count: int, check: bool) -> None:
        name = f"{path.parent.name}/{path.name}"
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if check:
            if current != wanted:
                raise CommandError(
                    f"{name} is out of date: run `manage.py rule_messages`, then "
                    "`manage.py makemessages -l de --no-location` and translate the new entries."
                )
            self.stdout.write(f"{name} is current ({count} messages).")
            return
        if current == wanted:
            self.stdout.write(f"{name} is current ({count} messages): unchanged.")
            return
        path.write_text(wanted, encoding="utf-8")
        self.stdout.write(f"Wrote {count} messages to {name}.")
