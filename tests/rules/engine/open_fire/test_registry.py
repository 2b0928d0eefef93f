"""Open Fire's procedures as a whole, held to the contract every Burst of Fire procedure keeps: sections quoted
verbatim from the Open Fire text, fields matching inputs, JSON descriptions, previews whose odds sum to one, only
predicted results, the odds shown equal to counting every roll (re-rolls included), and dice that do not fit
refused (tests/rules/engine/system_contract.py)."""

from __future__ import annotations

import pytest

from rules.engine.systems import OPEN_FIRE
from tests.rulebook import source_headings
from tests.rules.engine.system_contract import contract_tests, procedures_of

PROCEDURES = procedures_of(OPEN_FIRE)
TABLES = {table.id: table for p in PROCEDURES for table in p.tables}


def headings() -> set[str]:
    return source_headings(OPEN_FIRE.source)


@pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
def test_it_names_a_section_of_the_open_fire_text(procedure):
    assert procedure.section in headings(), f"{procedure.id}: no heading {procedure.section!r} in the text"


@pytest.mark.parametrize("table", TABLES.values(), ids=lambda t: t.id)
def test_it_takes_every_table_from_a_section(table):
    assert table.section in headings()


globals().update(contract_tests(OPEN_FIRE, "O"))
