"""The odds of the acting unit's attack before its dice (reads only): the engine's exact chances
(rules.engine.open_fire.chances) of the very inputs the attack would roll with (battles.systems.open_fire_play), said
short enough for a phone."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from django.utils import formats
from django.utils.translation import gettext

from battles.models import Battle, Seat
from battles.systems import open_fire_play
from battles.systems.open_fire import player_key
from bof_site.refusals import Refused
from rules import sentences
from rules.engine.open_fire import table
from rules.engine.open_fire.chances import TooManyDice, attack_chances
from rules.engine.outcome import InvalidInput

SIGHTS = ("clear", "obstructed")  # a blocked line of sight allows no attack


@dataclass(frozen=True)
class Choice:
    """What the attack form says: the weapon, the target and how they stand."""

    weapon: str
    target: int
    line_of_sight: str = "clear"
    half_range: bool = False
    assault_range: bool = False


@dataclass(frozen=True)
class Odds:
    expected: str = ""  # damage expected, "1.4"
    any_damage: str = ""  # "72%"
    destroys: str = ""
    models_lost: str = ""  # Unstable only
    message: str = ""  # instead of odds: why there are none


def chosen_odds(battle: Battle, me: Seat | None, choice: Choice) -> Odds:
    """The odds of the acting player's attack as chosen; Refused for a choice the attack form never offers."""
    state = battle.state.get("open_fire")
    if battle.system != "open-fire" or battle.phase != "playing" or not state:
        raise Refused(gettext("This is not an Open Fire battle in play."))
    game = table.from_json(state["game"])
    if me is None:
        raise Refused(gettext("Only a player seated in this battle can do that. Take a seat first."))
    if game.active != player_key(me):
        raise Refused(gettext("It is the other player's turn."))
    if game.activation is None:
        raise Refused(gettext("Activate a unit first."))
    if choice.line_of_sight not in SIGHTS:
        raise Refused(gettext("Say whether the line of sight is clear or obstructed; blocked allows no attack."))
    acting = game.unit(game.activation.unit)
    if choice.weapon not in state["profiles"][str(acting.ref)]["weapons"]:
        raise Refused(gettext("Pick one of the unit's own weapons."))
    aim = next((u for u in game.units if u.ref == choice.target), None)
    if aim is None or aim.player == acting.player or aim.where != "table":
        raise Refused(gettext("Pick an enemy unit on the battlefield."))
    return attack_odds(game, acting, aim, state["profiles"], choice)


def attack_odds(game: table.Game, acting: table.Unit, aim: table.Unit, profiles: dict, choice: Choice) -> Odds:
    """The odds of `acting`'s attack on `aim` as chosen, or why it has none now (it may not fire, or not yet)."""
    profile, theirs = profiles[str(acting.ref)], profiles[str(aim.ref)]
    gun = profile["weapons"][choice.weapon]

    def defence(hits: int, rending: int):
        return open_fire_play.defence_inputs(gun, theirs, aim, choice.line_of_sight, hits, rending)

    try:
        table.take(game, "attack")  # as the attack itself checks: its turn among the unit's actions
        if why := open_fire_play.spent(acting, profile, game.activation.fired, choice.weapon):
            return Odds(message=why)
        skill_rolls = open_fire_play.attack_inputs(game.activation, acting, profile, choice.weapon, aim,
                                                   assault_range=choice.assault_range, half_range=choice.half_range)  # fmt: skip
        odds = attack_chances(skill_rolls, defence, [m.hp for m in aim.alive])
    except InvalidInput as refusal:
        return Odds(message=sentences.translated(str(refusal)))
    except TooManyDice:
        return Odds(message=gettext("Too many dice to count the odds of this attack."))
    return Odds(
        expected=formats.number_format(round(float(odds.expected_damage), 1), decimal_pos=1),
        any_damage=chance(odds.any_damage),
        destroys=chance(odds.destroyed),
        models_lost="" if odds.models_lost is None else chance(odds.models_lost),
    )


def chance(p: Fraction) -> str:
    """In whole percent as the reader writes it; what may happen never reads 0%, nor what may fail 100%."""
    if 0 < p <= Fraction(1, 200):
        text = "under 1%"
    elif Fraction(199, 200) <= p < 1:
        text = "over 99%"
    else:
        text = f"{round(p * 100)}%"
    return sentences.chance_text(text)
