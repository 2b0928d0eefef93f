"""What an Open Fire battle's round card shows beyond the plain actions (reads only): how far the acting unit may
move now (open-fire/move-allowance), the enemy units whose assault range it might leave, the transports it may get
into, an aircraft's way off the battlefield, a unit with no room to deploy; what the table must settle first (a
wreck's passengers, free attacks owed, defence dice to roll); and, with dice rolled at the table, how many D12s each
roll takes. Units and weapons are named in the reader's language (battles/pages/open_fire_words.py)."""

from __future__ import annotations

from dataclasses import replace

from battles.pages.open_fire_odds import chance
from battles.pages.open_fire_words import unit_name, weapon_name
from battles.systems import open_fire_common as c
from battles.systems import open_fire_play as play
from rules.engine import catalog
from rules.engine.open_fire import table, table_moves
from rules.engine.open_fire.packs import rule_name
from rules.engine.outcome import InvalidInput

MAX_MOVE = 30  # inches: the allowance procedure's bound on a profile's Movement


def round_extras(battle, game: table.Game, profiles: dict, key: str, names: dict) -> dict:
    """The card's extras for the player `key` (a seat's game name) as the game stands."""
    at_table = c.table_dice(battle)
    view: dict = {"at_table": at_table, "seat_order": [names.get(p, p) for p in game.players]}
    if at_table and game.phase == "initiative":
        view["initiative_dice"] = len(game.players)
    pending = c.waiting_defence(battle)
    if pending:
        view["defence"] = {
            "shooter": unit_name(profiles, game.unit(pending["shooter"])),
            "target": unit_name(profiles, game.unit(pending["target"])),
            "hits": pending["hits"],
            "dice": pending["dice"],
            "needs": _defence_needs(game, profiles, pending),
        }
    view["wrecked"] = [
        {
            "ref": u.ref,
            "name": unit_name(profiles, u),
            "others": sum(1 for m in u.alive if not m.leader),
            "mine": u.player == key,
        }
        for u in (game.unit(r) for r in game.wrecked)
    ]
    view["free"] = [_free(game, profiles, attacker, target, key) for attacker, target in game.free]
    if game.activation is None or game.active != key:
        view["arrivals"] = _arrivals(game, profiles, key) if game.active == key else {}
        return view
    acting = game.unit(game.activation.unit)
    profile = profiles[str(acting.ref)]
    done = game.activation.done
    view |= {
        "moves": _allowances(acting, profile) if "move" in table.next_actions(game) else {},
        "near": [
            {"ref": u.ref, "name": unit_name(profiles, u)}
            for u in game.units
            if u.player != key and u.where == "table" and not table.is_vehicle(u)
        ],  # fmt: skip
        "transports": []
        if game.activation.disembarked or {"attack", "secure"} & set(done)
        else [{"ref": t.ref, "name": unit_name(profiles, t)} for t in table_moves.transports_for(game, acting)],
        "aircraft": "Aircraft" in acting.types and not {"attack", "secure"} & set(done),
        "deploying": game.activation.deploying and not done,
    }
    if acting.stress:
        inputs = play.recover_inputs(acting, profile)
        preview = catalog.get("open-fire/recover").resolve(inputs, None)
        view["recover_odds"] = {"needs": preview.target, "all": chance(dict(preview.outcomes)["none-left"])}
        view["recover_dice"] = c.dice_needed("open-fire/recover", inputs)[0]
    return view


def _allowances(unit: table.Unit, profile: dict) -> dict:
    """How far it may move now, and with an advance move (or backward, for a vehicle), as the procedure counts."""
    kind = "aircraft" if "Aircraft" in unit.types else ("vehicle" if table.is_vehicle(unit) else "non-vehicle")
    speed = "fast" if unit.has("Fast") else ("slow" if unit.has("Slow") else "normal")
    full = sum(m.max_hp for m in unit.models)
    base = {"movement": min(profile["models"][0]["mov"], MAX_MOVE), "stress": unit.stress, "speed": speed,
            "kind": kind, "hit_points": max(full, 1), "hit_points_lost": full - sum(m.hp for m in unit.models)}  # fmt: skip
    procedure = catalog.get("open-fire/move-allowance")
    out = {}
    for name, extra in (("move", {}), ("advance", {"advance": True}), ("backward", {"backward": True})):
        if (name == "advance" and speed == "slow") or (name == "backward" and kind != "vehicle"):
            continue
        try:
            outcome = procedure.resolve(replace(procedure.defaults(), **base, **extra), None)
        except InvalidInput:
            continue
        out[name] = _inches(outcome.value("allowance"))
        if kind == "aircraft":
            out["minimum"] = _inches(outcome.value("minimum"))
    return out


def _inches(value) -> str:
    number = float(value)
    return f"{number:g}"


def _free(game: table.Game, profiles: dict, attacker: int, target: int, key: str) -> dict:
    unit, mover = game.unit(attacker), game.unit(target)
    profile = profiles[str(attacker)]
    weapons = []
    for k, w in profile["weapons"].items():
        if any(rule_name(s)[0] == "Unwieldy" for s in w["special"]):
            continue  # O58: no free attack with an Unwieldy weapon
        try:
            inputs = play.attack_inputs(table.Activation(attacker), unit, profile, k, mover, assault_range=True)
            needs = catalog.get("open-fire/roll-attacks").resolve(inputs, None).target
        except InvalidInput:
            needs = None
        weapons.append({"key": k, "name": weapon_name(w), "needs": needs})
    return {"ref": attacker, "name": unit_name(profiles, unit), "target": unit_name(profiles, mover),
            "mine": unit.player == key, "weapons": weapons}  # fmt: skip


def _arrivals(game: table.Game, profiles: dict, key: str) -> dict:
    """The units in reserve that roll to come on (aircraft, support from round 2): what the command roll needs and
    its chance, by unit."""
    out = {}
    for u in game.units:
        if u.player == key and (roll := play.arrival_roll(game, u, profiles[str(u.ref)])) is not None:
            preview = catalog.get(roll[0]).resolve(roll[1], None)
            out[u.ref] = {"needs": preview.target, "chance": chance(dict(preview.outcomes)["deployed"])}
    return out


def _defence_needs(game: table.Game, profiles: dict, pending: dict) -> int | None:
    """What each defence die must show to save, as the defence procedure reads the waiting attack."""
    aim = game.unit(pending["target"])
    gun = profiles[str(pending["shooter"])]["weapons"][pending["weapon"]]
    inputs = play.defence_inputs(gun, profiles[str(aim.ref)], aim, pending["line_of_sight"], pending["hits"],
                                 pending["rending"])  # fmt: skip
    return catalog.get("open-fire/roll-defence").resolve(inputs, None).target
