"""Chain of Command rulings K1-K13: where its vehicle movement text (shared/sources/chain-of-command-vehicle-movement.txt)
is open, or points to what it does not contain (the National Arsenal Tables). In our own words: what the text says,
how the app reads it, and why. Ids are stable: rules/engine/chain_of_command/ and its tests cite them."""
