"""Links and headings of the rules pages, for any rule system (rules.system_pages)."""

from django import template

from rules import system_pages

register = template.Library()


@register.filter
def calculator_url(procedure_id: str) -> str:
    """The calculator of a procedure of any system: /rules/calc/attack/, /rules/open-fire/calc/roll-off/."""
    return system_pages.calculator_url(str(procedure_id))


@register.filter
def heading(section: str) -> str:
    """A section as its text heads it, without Markdown's marks: "### Roll-Offs" -> "Roll-Offs"."""
    return system_pages.heading_words(str(section))
