"""SkirmishCorps' procedures as a whole, held to the contract every Burst of Fire and Open Fire procedure keeps:
sections quoted verbatim from the SkirmishCorps text (a heading the text breaks over two lines joined by a space),
fields matching inputs, JSON descriptions, previews whose odds sum to one, only predicted results, the odds shown
equal to counting every roll, and dice that do not fit refused. Its sections (rules/sections_skirmishcorps.py) and
rulings (rules/rulings_skirmishcorps/) are held to the text and to each other too."""

from __future__ import annotations

import contextlib
import re
from dataclasses import replace

import pytest

from rules import system_content
from rules.engine.outcome import InvalidInput
from rules.engine.systems import SKIRMISHCORPS
from tests.rulebook import source_text
from tests.rules.engine.system_contract import contract_tests, procedures_of

PROCEDURES = procedures_of(SKIRMISHCORPS)
TABLES = {table.id: table for p in PROCEDURES for table in p.tables}
RULINGS = {ruling.id: ruling for ruling in system_content.rulings_of(SKIRMISHCORPS)}
SECTIONS = system_content.sections_of(SKIRMISHCORPS)
by_id = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)


def where(heading: str) -> int | None:
    """The heading stands on a line of the text of its own, word for word (a line break between its words, and a
    table's bar around it, as the text has them); a heading in capitals may run into its paragraph ("SPRING ATTACK A
    unit that is hidden...")."""
    words = r"\s+".join(re.escape(word) for word in heading.split())
    after = r"[ \t]+(?:[a-z]|A\b)" if heading.isupper() else r"[ \t|]*$"  # its paragraph starts "A unit ..."
    found = re.search(rf"(?m)^[ \t|]*{words}(?:[ \t|]*$|{after})", source_text(SKIRMISHCORPS.source))
    return found.start() if found else None


def quoted(heading: str) -> bool:
    return where(heading) is not None


def test_the_check_of_a_heading_can_fail():
    assert quoted("Fire a Ranged Weapon") and quoted("SPRING ATTACK") and quoted("Hide")
    assert not quoted("Fire a Ranged") and not quoted("Spring Attack") and not quoted("ranged weapon")
    assert not quoted("Aim and") and not quoted("SPRING")


@by_id
def test_it_names_a_section_of_the_skirmishcorps_text(procedure):
    assert quoted(procedure.section), f"{procedure.id}: no heading {procedure.section!r} in the text"
    assert procedure.section in {section.heading for section in SECTIONS}


@pytest.mark.parametrize("section", SECTIONS, ids=lambda s: s.heading)
def test_every_section_described_is_a_heading_of_the_text(section):
    assert quoted(section.heading) and (section.part == section.heading or quoted(section.part))
    assert section.about and section.about not in source_text(SKIRMISHCORPS.source)


def test_the_sections_come_in_the_texts_order():
    places = [where(section.heading) for section in SECTIONS]
    assert places == sorted(places)


@pytest.mark.parametrize("table", TABLES.values(), ids=lambda t: t.id)
def test_it_takes_every_table_from_a_section(table):
    assert quoted(table.section)


@by_id
def test_every_ruling_it_names_is_written(procedure):
    assert set(procedure.rulings) <= RULINGS.keys()


def test_every_ruling_is_named_by_a_procedure_and_every_ruling_a_step_cites_is_written():
    named = {ruling for p in PROCEDURES for ruling in p.rulings}
    cited = {found for step in _every_step() for found in re.findall(r"\((Q\d+)\)", step)}
    assert named == set(RULINGS)
    assert cited and cited <= set(RULINGS)


def _every_step() -> set[str]:
    """The steps of every procedure on every value of each of its choice and yes/no fields (against its defaults)."""
    said: set[str] = set()
    for p in PROCEDURES:
        for spec in p.fields:
            values = spec.choices if spec.kind == "choice" else (True, False) if spec.kind == "bool" else ()
            for value in values:
                with contextlib.suppress(InvalidInput):
                    said.update(p.resolve(replace(p.defaults(), **{spec.name: value}), None).steps)
    return said


def test_the_rulings_are_numbered_q1_on_without_a_gap():
    assert list(RULINGS) == [f"Q{n}" for n in range(1, len(RULINGS) + 1)]
    assert all(ruling.book and ruling.app and ruling.why for ruling in RULINGS.values())


globals().update(contract_tests(SKIRMISHCORPS, "Q"))
