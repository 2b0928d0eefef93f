"""The acting unit's card as the rules allow it now, so that no tap on it ends in a refusal the page could foresee:
the move buttons say which Heavy weapons a move keeps from firing (the attack leaves them out after it:
pages.open_fire._attack_options), and an ability that takes stress markers off shows why it cannot be used while
no unit it could help has any (it would spend the unit's last actions for nothing). It trims what
battles.pages.open_fire.play_view prepared."""

from __future__ import annotations

from battles.pages.open_fire_words import named, weapon_name
from battles.systems.open_fire_strike import heavy
from rules.engine.open_fire import table, table_abilities


def as_the_rules_allow(battle, view: dict) -> dict:
    """`view` (the page's values) with the acting player's offers trimmed; another reader's view as it was."""
    acting = view.get("acting")
    if acting is None or "abilities" not in view:  # no unit acting, or not this reader's unit
        return view
    profiles = battle.state["open_fire"]["profiles"]
    game = view["game"]
    return view | _before_a_move(profiles[str(acting.ref)], view) | {"abilities": _abilities(game, view["abilities"])}


def _before_a_move(profile: dict, view: dict) -> dict:
    """Beside the move buttons: the unit's Heavy weapons that a move keeps from firing (`all` when that is every
    weapon it has, so a move means no attack)."""
    if "move" not in view.get("actions", ()):
        return {}
    guns = profile["weapons"]
    kept = [w for k, w in guns.items() if heavy(profile, k)]
    if not kept:
        return {}
    return {"move_holds": {**named(weapon_name(w) for w in kept), "all": len(kept) == len(guns)}}


def _abilities(game: table.Game, abilities: list[dict]) -> list[dict]:
    """An ability that takes stress off lists only the units it could help; with none, it is shown without them."""
    stressed = {u.ref for u in table_abilities.could_help(game)}
    return [{**a, "friends": [f for f in a["friends"] if f["ref"] in stressed]} for a in abilities]
