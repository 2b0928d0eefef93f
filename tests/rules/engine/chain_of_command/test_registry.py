"""Chain of Command's procedures as a whole, held to the contract every Burst of Fire procedure keeps: sections quoted
verbatim from the Chain of Command text, fields matching inputs, JSON descriptions, previews whose odds sum to one, only
predicted results, the odds shown equal to counting every roll of its D6 Movement Dice, and dice that do not fit
refused (tests/rules/engine/system_contract.py)."""

from __future__ import annotations

import pytest

from rules.engine.systems import CHAIN_OF_COMMAND
from tests.rulebook import source_headings
from tests.rules.engine.system_contract import contract_tests, procedures_of


@pytest.mark.parametrize("procedure", procedures_of(CHAIN_OF_COMMAND), ids=lambda p: p.id)
def test_it_names_a_section_of_the_chain_of_command_text(procedure):
    headings = source_headings(CHAIN_OF_COMMAND.source)
    assert procedure.section in headings, f"{procedure.id}: no heading {procedure.section!r} in the text"


globals().update(contract_tests(CHAIN_OF_COMMAND, "K"))
