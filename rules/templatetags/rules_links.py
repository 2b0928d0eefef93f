"""Links and headings of the rules pages, for any rule system (rules.system_pages)."""

from django import template

from rules import localized, system_pages

register = template.Library()


@register.filter
def calculator_url(procedure_id: str) -> str:
    """The calculator of a procedure of any system: /rules/calc/attack/, /rules/open-fire/calc/roll-off/."""
    return system_pages.calculator_url(str(procedure_id))


@register.filter
def heading(section: str) -> str:
    """A section as its text heads it, without Markdown's marks, in the reader's words: "### Roll-Offs" ->
    "Roll-Offs", German "Vergleichswürfe (Roll-Offs)"."""
    return localized.heading(str(section))
