"""Chain of Command's vehicle movement (shared/sources/chain-of-command-vehicle-movement.txt) as pure Python: its
movement dice counted exactly (dice.py), and every procedure of the text in `procedures/`, with the contract Burst of
Fire's have (registry.Procedure). Ids are `chain-of-command/<procedure>`; sections quote the text's headings verbatim;
distances are in inches, as the text measures them; rulings K1-K13 (rules/rulings_chain_of_command/)."""
