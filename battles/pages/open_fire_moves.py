"""What an Open Fire battle's round card shows beyond the plain actions (reads only): how far the acting unit may
move now (open-fire/move-allowance), the enemy units whose assault range it might leave, the transports it may get
into, an aircraft's way off the battlefield, a unit with no room to deploy; what the table must settle first (a
wreck's passengers, free attacks owed, defence dice to roll); and, with dice rolled at the table, how many D12s each
roll takes. Units and weapons are named in the reader's language (battles/pages/open_fire_words.py)."""

from __future__ import annotations

from armies import pack_words
from battles.pages.open_fire_odds import chance
from battles.pages.open_fire_words import unit_name, weapon_name
from battles.systems import open_fire_common as c
from battles.systems import open_fire_play as play
from rules.engine import catalog
from rules.engine.open_fire import table, table_moves
from rules.engine.open_fire.packs import rule_name
from rules.engine.outcome import InvalidInput


def round_extras(battle, game: table.Game, profiles: dict, key: str, names: dict) -> dict:
    """The card's extras for the player `key` (a seat's game name) as the game stands."""
    at_table = c.table_dice(battle)
    view: dict = {"at_table": at_table, "seat_order": [names.get(p, p) for p in game.players]}
    if at_table and game.phase == "initiative":
        view["initiative_dice"] = len(game.players)
    pending = c.waiting_defence(battle)
    if pending:
        view["defence"] = {
            "shooter": unit_name(profiles, game.unit(pending["shooter"]), key),
            "target": unit_name(profiles, game.unit(pending["target"]), key),
            "hits": pending["hits"],
            "dice": pending["dice"],
            "needs": _defence_needs(game, profiles, pending),
        }
    view["wrecked"] = [
        {
            "ref": u.ref,
            "name": unit_name(profiles, u, key),
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
            {"ref": u.ref, "name": unit_name(profiles, u, key)}
            for u in game.units
            if u.player != key and u.where == "table" and not table.is_vehicle(u)
        ],  # fmt: skip
        "transports": []
        if game.activation.disembarked or {"attack", "secure"} & set(done)
        else [{"ref": t.ref, "name": unit_name(profiles, t, key)} for t in table_moves.transports_for(game, acting)],
        "aircraft": "Aircraft" in acting.types and not {"attack", "secure"} & set(done),
        "deploying": game.activation.deploying and not done,
        "abilities": _abilities(game, profiles, profile),
    }
    if acting.stress:
        inputs = play.recover_inputs(acting, profile)
        preview = catalog.get("open-fire/recover").resolve(inputs, None)
        view["recover_odds"] = {"needs": preview.target, "all": chance(dict(preview.outcomes)["none-left"])}
        view["recover_dice"] = c.dice_needed("open-fire/recover", inputs)[0]
    return view


def _allowances(unit: table.Unit, profile: dict) -> dict:
    """How far it may move now, and with an advance move (or backward, for a vehicle), as the procedure counts; a
    vehicle's free turns (Vehicle Movement, Manoeuvrable (X))."""
    out = {}
    for name, extra in (("move", {}), ("advance", {"advance": True}), ("backward", {"backward": True})):
        outcome = c.allowance(unit, profile, **extra)
        if outcome is None:
            continue
        out[name] = _inches(outcome.value("allowance"))
        if "Aircraft" in unit.types:
            out["minimum"] = _inches(outcome.value("minimum"))
    if table.is_vehicle(unit):
        free = play.free_manoeuvres(unit)
        out["free_turns"] = free
        out["turns"] = list(range(free, free + 4))
    return out


def _abilities(game: table.Game, profiles: dict, profile: dict) -> list[dict]:
    """The acting unit's abilities it may still use now (O68): each once, in the place of the action it replaces or
    last; one that takes stress off a friendly unit lists the player's units on the battlefield to pick from."""
    open_ = table.next_actions(game)
    acting = game.unit(game.activation.unit)
    friends = [
        {"ref": u.ref, "name": unit_name(profiles, u, acting.player), "stress": u.stress}
        for u in game.units
        if u.player == acting.player and u.where == "table"
    ]
    out = []
    for a in profile.get("abilities", []):
        if a["name"] in game.activation.abilities or (a["instead_of"] or "abilities") not in open_:
            continue
        out.append({"key": a["name"], "name": pack_words.said(a), "text": pack_words.said(a, "text"),
                    "instead_of": a["instead_of"], "removes_stress": a["removes_stress"],
                    "friends": friends if a["removes_stress"] else []})  # fmt: skip
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
    return {"ref": attacker, "name": unit_name(profiles, unit, key), "target": unit_name(profiles, mover, key),
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
