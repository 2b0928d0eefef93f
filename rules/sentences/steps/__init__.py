"""A roll's steps, procedure by procedure: each module here exports ROWS (sentences of the engine's, as
`rules.sentences.rows.table` builds them), and may export TERMS (the names of a roll-under target's parts) and PARTS
(how a named part of its own rows is said, by name: they apply to that module's rows alone, beside the general
parts of `rules.sentences`, whose names they may not take).

The modules are found by `rules.sentences` when a page first asks for a sentence; their rows are tried before the
general ones, the most specific first within each module."""
