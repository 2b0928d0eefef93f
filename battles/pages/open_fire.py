"""What an Open Fire battle's page shows (reads only): the lobby's seats and forces, then the round: whose turn,
the units each side has with their hit points and stress, the acting unit's actions in order with what each roll
needs, the objectives and victory points, the last lines of the log, and the winner. Units and weapons are named in
the reader's language where the pack gives its words in it (battles/pages/open_fire_words.py)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from armies import open_fire as forces_built
from armies.models import OpenFireForce
from battles.models import Battle, LogEntry, Seat
from battles.pages import open_fire_odds
from battles.pages.log_open_fire import KINDS_SAID
from battles.pages.open_fire_moves import round_extras
from battles.pages.open_fire_words import log_words, named, unit_name, weapon_name
from battles.selectors import said_line
from battles.services import lobby
from battles.systems import open_fire_play
from battles.systems.open_fire import player_key
from battles.systems.open_fire_strike import heavy
from bof_site.refusals import Refused
from rules.engine import catalog
from rules.engine.open_fire import table
from rules.engine.outcome import InvalidInput


@dataclass(frozen=True)
class UnitRow:
    unit: table.Unit
    mine: bool
    models: str  # "3/5 models"
    hp: str  # hit points left of all, "7/10"
    may_activate: bool
    owner: str = ""
    arrival: dict | None = None  # a unit in reserve that rolls to come on: what it needs, and its chance
    name: str = ""  # the unit's name in the reader's language


def lobby_view(battle: Battle, me: Seat | None, user) -> dict:
    mine = []
    if me is not None and user.is_authenticated and not me.is_ready:
        rows = OpenFireForce.objects.filter(owner=user).select_related("pack")[:30]
        mine = [forces_built.built(r) for r in rows]
    problems = []
    if me is not None and me.roster:
        # What keeps the chosen force off the table, said before Ready is offered (a broken file was shown as chosen,
        # Ready offered, and only the tap said what was wrong, in English).
        try:
            problems = lobby.seat_checked(battle, me).problems_said()
        except Refused as refusal:  # its pack is no longer loaded here
            problems = [refusal.message]
    return {
        "my_forces": mine,
        "chosen": (me.roster or {}).get("name") if me and me.roster else "",
        "chosen_problems": problems,
    }


def play_view(battle: Battle, me: Seat | None) -> dict:
    state = battle.state.get("open_fire")
    if not state:
        return {}
    game = table.from_json(state["game"])
    profiles = state["profiles"]
    names = {player_key(s): s.display_name for s in battle.seats.all()}
    key = player_key(me) if me else ""
    rows = [
        UnitRow(
            u,
            u.player == key,
            f"{len(u.alive)}/{len(u.models)}",
            f"{sum(m.hp for m in u.models)}/{sum(m.max_hp for m in u.models)}",
            u.player == key and game.active == key and game.activation is None and not table.may_activate(game, u),
            names.get(u.player, ""),
            name=unit_name(profiles, u, u.player),  # a row names another player's unit's owner beside it
        )
        for u in game.units
    ]
    acting = game.unit(game.activation.unit) if game.activation else None
    lines = list(LogEntry.objects.filter(battle=battle).defer("call").order_by("-seq")[:6])
    words = log_words(profiles)  # the pack's words in the lines, as the reveal copied them
    for entry in lines:
        entry.unit_words = words
    view = {
        "game": game,
        "names": names,
        "active_name": names.get(game.active, ""),
        "my_turn": bool(me) and game.active == key,
        "mine": [r for r in rows if r.mine],
        "theirs": [r for r in rows if not r.mine],
        "acting": acting,
        "acting_name": unit_name(profiles, acting, key) if acting else "",
        "actions": table.next_actions(game) if acting and game.active == key else (),
        "scores": [(names[p], game.vp(p)) for p in game.players],
        "objectives": [
            {"id": o.id, "kind": str(KINDS_SAID[o.kind]), "points": o.points, "holder": names.get(o.holder, "")}
            for o in game.objectives
            if not o.gone
        ],
        "winner": names.get(game.winner, game.winner),
        "lines": [said_line(e) for e in lines],
    }
    if acting and view["actions"]:
        view |= _attack_options(game, acting, profiles, key, _last_aim(lines, acting))
    view |= round_extras(battle, game, profiles, key, names)
    if arrivals := view.get("arrivals"):
        view["mine"] = [replace(r, arrival=arrivals.get(r.unit.ref)) for r in view["mine"]]
    return view


def _last_aim(newest: list[LogEntry], acting: table.Unit) -> dict:
    """The target and line of sight of the acting unit's attack just made, if the newest entry is one: its next
    weapon most often fires at the same unit, which the form then offers first (it went back to the first target
    and a clear line, and a player who did not look shot at the wrong unit)."""
    entry = newest[0] if newest else None
    if entry is None or entry.kind != "of-attack" or (entry.data or {}).get("shooter") != acting.ref:
        return {}
    return {"target": entry.data.get("target"), "line_of_sight": entry.data.get("line_of_sight", "clear")}


def _attack_options(game: table.Game, acting: table.Unit, profiles: dict, key: str, aim: dict) -> dict:
    """The acting unit's weapons with what each skill roll needs now, the enemy units it may aim at with what their
    defence needs (the one it just attacked first), and the odds of the first weapon at the first of them. Once the
    unit moved its Heavy weapons are left out (`held`, for the line that says so): the rule refuses them then."""
    profile = profiles[str(acting.ref)]
    weapons, held = [], []
    for k, w in profile["weapons"].items():
        if not open_fire_play.still_to_attack(acting, profile, game.activation.fired, k):
            continue  # fired (a vehicle's weapons, once each), or every model carrying it has made its attack
        if game.activation.moved and heavy(profile, k):
            held.append(weapon_name(w))
            continue
        try:  # what each skill roll needs now, as the attack's own procedure reads it
            inputs = open_fire_play.attack_inputs(game.activation, acting, profile, k)
            needs = catalog.get("open-fire/roll-attacks").resolve(inputs, None).target
        except InvalidInput:  # it may not fire now (a Heavy weapon after a move, a second grenade)
            needs = None
        weapons.append({"key": k, "name": weapon_name(w), "attacks": w["attacks"], "range": w["range"],
                        "needs": needs, "special": w["special"]})  # fmt: skip
    targets = [
        {"ref": u.ref, "name": unit_name(profiles, u, key), "defence": profiles[str(u.ref)]["models"][0]["defence"]}
        for u in game.units
        if u.player != key and u.where == "table"
    ]
    targets.sort(key=lambda t: t["ref"] != aim.get("target"))  # stable: the rest keep their order
    sight = aim.get("line_of_sight", "clear") if targets and targets[0]["ref"] == aim.get("target") else "clear"
    view = {"weapons": weapons, "targets": targets, "line_of_sight": sight}
    if held:
        view["held"] = named(held)
    if weapons and targets:  # the odds of the form's first choice, before any change of it asks again
        first = open_fire_odds.Choice(weapons[0]["key"], targets[0]["ref"], line_of_sight=sight)
        view["odds"] = open_fire_odds.attack_odds(game, acting, game.unit(first.target), profiles, first)
    return view
