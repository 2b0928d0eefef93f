"""Campaign bookkeeping: ladder of scenarios, points ledger, morale, upgrades and salvage."""
