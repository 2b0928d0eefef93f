"""The rule systems a battle is played by (docs/rule-systems.md): each is a module here, found by the battle's
`system` key ("burst-of-fire" -> burst_of_fire.py), that the lobby and the table ask, never `if system == ...`.

What a system module provides, so far (the lobby's part):
- `created_summary(battle)` and `settings_data(battle)`: the log's first entry, what the battle was made as;
- `check(battle, seat, doc)`: the roster or force a seat chose, checked for this battle; the result has `.doc`
  (what the seat keeps) and says what keeps it off the table;
- `ready_refusal(checked)`: the sentence refusing a seat that readies with it, or "" when it may;
- `reveal(battle, seats, checked_now)`: what goes on the table once every seat is ready (units, the game's state),
  each seat's `detachment` summary set. The lobby logs the reveal and seals it as for every system.

Modules are imported when first asked for, so a system may use the lobby's own services."""

from __future__ import annotations

import importlib
from types import ModuleType

from rules.engine.systems import SYSTEMS


def by_key(key: str) -> ModuleType:
    if key not in SYSTEMS:
        raise LookupError(f"no rule system {key!r}")
    return importlib.import_module(f"{__name__}.{key.replace('-', '_')}")


def of(battle) -> ModuleType:
    return by_key(battle.system)


PAGES = {
    "open-fire": "battles.views.open_fire"
}  # systems whose table page is their own; Burst of Fire's is the default


def page_of(battle):
    """The system's own table page (a view function), or None for the default page."""
    module = PAGES.get(battle.system)
    return importlib.import_module(module).render_page if module else None
