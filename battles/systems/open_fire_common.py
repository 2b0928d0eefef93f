"""What every tap of an Open Fire battle shares: the game read from and kept in the battle's sealed state, the
battle's dice for a procedure (the fair D12, or the dice the players rolled at the table and typed), the inputs a
procedure takes, whose turn it is, what a unit's profile says, and the engine's refusals in the player's words."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import wraps

from django.utils import timezone
from django.utils.translation import gettext

from armies import pack_words
from battles.models import Battle, Seat
from battles.services import log
from battles.services.common import seat_of, seats_in
from battles.systems.open_fire import player_key
from bof_site.refusals import Refused
from rules import sentences
from rules.engine import catalog
from rules.engine.open_fire import table
from rules.engine.open_fire.packs import rule_name
from rules.engine.outcome import InvalidInput, Outcome
from rules.sentences import open_fire_table

SIDES = 12
PLAYER = re.compile(r"\bseat-\d+\b")


def in_players_words(service: Callable) -> Callable:
    """The game's refusals (the engine's InvalidInput) as the app's: a message for the player, nothing changed."""

    @wraps(service)
    def wrapped(**kwargs):
        try:
            return service(**kwargs)
        except InvalidInput as refusal:
            raise Refused(open_fire_table.said(str(refusal)), field=refusal.field) from None

    return wrapped


def game_of(battle: Battle) -> table.Game:
    if battle.system != "open-fire" or battle.phase != "playing":
        raise Refused(gettext("This is not an Open Fire battle in play."))
    return table.from_json(battle.state["open_fire"]["game"])


def keep(battle: Battle, game: table.Game) -> None:
    battle.state = {**battle.state, "open_fire": {**battle.state["open_fire"], "game": table.as_json(game)}}
    if game.phase == "ended" and battle.phase != "ended":
        battle.phase = "ended"
        battle.ended_at = battle.ended_at or timezone.now()
        battle.closing = True  # the log's closing link follows the change's seal (services.common.finish_change)


def table_dice(battle: Battle) -> bool:
    """The players roll their own D12s at the table and type them in (chosen when the battle was made)."""
    return battle.state.get("mission", {}).get("dice") == "table"


def roll(battle: Battle, procedure_id: str, inputs: object, typed: Sequence[int] | None = None) -> tuple[dict, Outcome]:
    """The procedure rolled with the battle's dice. The fair D12: as many dice as it could need, of which the
    shortest run it accepts is kept (a re-roll or a tie rolls on; the dice are one stream, so the kept ones are its
    first). Dice rolled at the table: the typed faces, which must be as many as the roll takes."""
    procedure = catalog.get(procedure_id)
    counts = sorted(set(procedure.dice_counts(inputs)))
    if table_dice(battle):
        if not typed:
            raise Refused(gettext("Type the dice you rolled at the table."), field="dice")
        if any(not 1 <= face <= SIDES for face in typed):
            raise Refused(gettext("A D12 shows 1 to 12: check the dice you typed."), field="dice")
        try:
            outcome = procedure.resolve(inputs, list(typed))
        except ValueError as refusal:
            raise Refused(sentences.translated(str(refusal)), field="dice") from None
        return log.table_dice(typed), outcome
    rolled = log.server_dice(battle, seats_in(battle), max(counts), sides=SIDES)
    for count in counts:
        try:
            outcome = procedure.resolve(inputs, rolled["dice"][:count])
        except InvalidInput as refusal:  # the rules forbid it, whatever the dice: said as such, nothing rolled
            raise Refused(sentences.translated(str(refusal))) from None
        except ValueError:  # too few of the dice for this run: the next count takes more
            continue
        return {**rolled, "dice": rolled["dice"][:count]}, outcome
    raise Refused(gettext("The dice could not settle it this time: roll again."))


def dice_needed(procedure_id: str, inputs: object) -> tuple[int, ...]:
    """How many D12s the roll takes with these inputs: the first dice, then one more for each re-roll."""
    return tuple(sorted(set(catalog.get(procedure_id).dice_counts(inputs))))


def inputs(procedure_id: str, **given) -> object:
    procedure = catalog.get(procedure_id)
    defaults = {f.name: f.default for f in procedure.fields}
    return procedure.inputs(**{**defaults, **given})


def mine(battle: Battle, seat_id: int | None) -> tuple[Seat, table.Game]:
    """The seat and the game, when it is this seat's turn and nothing is waiting to be settled first."""
    seat = seat_of(battle, seat_id)
    game = game_of(battle)
    if waiting_defence(battle):
        raise Refused(gettext("First type the defence dice of the last attack."))
    if game.phase == "activations" and game.active != player_key(seat):
        raise Refused(gettext("It is the other player's turn."))
    return seat, game


def waiting_defence(battle: Battle) -> dict | None:
    """An attack whose hits wait for the defence dice rolled at the table (open_fire_strike.defend)."""
    return battle.state["open_fire"].get("defence")


def profile(battle: Battle, ref: int) -> dict:
    return battle.state["open_fire"]["profiles"][str(ref)]


def own_name(kept: dict, unit: table.Unit) -> str:
    """A unit (`kept`: its profile) as its own player's pages and refusals name it: the pack's words in the reader's
    language and its number in the force ("Schwerer MG-Trupp 2"), not the game's English with the player's name
    (battles/pages/open_fire_words.unit_name adds that for everyone else)."""
    number = f" {kept['number']}" if "number" in kept else ""
    return f"{pack_words.said(kept) or unit.name}{number}"


def value(special: list[str] | tuple[str, ...], rule: str) -> int:
    """X of a rule like Fear (X) the unit has, 0 without it."""
    for s in special:
        name, x = rule_name(s)
        if name == rule:
            return x or 0
    return 0


def has(special, rule: str) -> bool:
    return any(rule_name(s)[0] == rule for s in special)


def vehicle(unit: table.Unit) -> str:
    if not {"Vehicle", "Transport", "Aircraft"} & set(unit.types):
        return "not-a-vehicle"
    full = sum(m.max_hp for m in unit.models)
    return "damaged-vehicle" if sum(m.hp for m in unit.alive) * 2 < full else "vehicle"


MAX_MOVE = 30  # inches: the allowance procedure's bound on a profile's Movement


def allowance(unit: table.Unit, profile: dict, *, advance: bool = False, backward: bool = False) -> Outcome | None:
    """How far the unit may move now as open-fire/move-allowance counts it (its `allowance`, and an aircraft's
    `minimum`), or None when it may not move that way (a Slow unit's advance, a non-vehicle backward)."""
    kind = "aircraft" if "Aircraft" in unit.types else ("vehicle" if table.is_vehicle(unit) else "non-vehicle")
    speed = "fast" if unit.has("Fast") else ("slow" if unit.has("Slow") else "normal")
    if (advance and speed == "slow") or (backward and kind != "vehicle"):
        return None
    full = sum(m.max_hp for m in unit.models)
    given = {"movement": min(profile["models"][0]["mov"], MAX_MOVE), "stress": unit.stress, "speed": speed,
             "kind": kind, "hit_points": max(full, 1), "hit_points_lost": full - sum(m.hp for m in unit.models),
             "advance": advance, "backward": backward}  # fmt: skip
    try:
        return catalog.get("open-fire/move-allowance").resolve(inputs("open-fire/move-allowance", **given), None)
    except InvalidInput:
        return None


def acting(battle: Battle, seat_id: int | None, shown: int = 0) -> tuple[Seat, table.Game]:
    """The seat and game for a tap on the acting unit's card; `shown`, the unit the tapping page showed acting, must
    still be the one acting (a tap from a page left behind had used another unit's ability on the unit now acting)."""
    seat, game = mine(battle, seat_id)
    if game.activation is None:
        raise Refused(gettext("Activate a unit first."))
    if shown and shown != game.activation.unit:
        known = str(shown) in battle.state["open_fire"]["profiles"]
        name = own_name(profile(battle, shown), game.unit(shown)) if known else gettext("another unit")
        raise Refused(
            gettext("That tap was for %(unit)s, which is no longer acting: nothing was done. Look at the round again.")
            % {"unit": name}
        )
    return seat, game


def named(battle: Battle, said: str) -> str:
    """The game names players by their seat ("seat-12"): the log says their names."""
    names = {player_key(s): s.display_name for s in seats_in(battle)}
    return PLAYER.sub(lambda m: names.get(m.group(0), m.group(0)), said)[:300]
