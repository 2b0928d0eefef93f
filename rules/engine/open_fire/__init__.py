"""Open Fire (shared/sources/open-fire-core-rules.md) as pure Python: its D12 attribute rolls, re-rolls and
roll-offs (dice.py), and every procedure of its text in `procedures/`, with the contract Burst of Fire's have
(registry.Procedure). Ids are `open-fire/<procedure>`; sections quote the Open Fire text's headings verbatim."""
