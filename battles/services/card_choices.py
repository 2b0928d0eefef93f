"""Event cards that ask their drawer to choose, done as they say (battles/table/card_choices.py says what each
asks): the choice made in setup, the field medic's treatment and the hidden sniper's shot in play, and what the
cards pick by themselves when turn 1 begins. Each change holds the battle's row lock, writes one "card-choice"
entry and honours its one-time key; a void of it puts the state and the units' tokens back (services/voids.py).

What goes into the log stays in English; a refusal reads in the player's language."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence

from django.utils.translation import gettext

from armies import pack_words
from armies.models import Fieldwork, Weapon
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, log, terrain, turns
from battles.services.common import cards_in_force, seat_of, seats_in, writing
from battles.services.rolls import RollResult, battle_roll
from battles.systems.burst_of_fire import weapon_copy
from battles.table import card_choices as rules
from battles.table import card_rules
from bof_site.refusals import Refused
from rules.engine.outcome import Outcome
from rules.engine.reading import words

KIND = "card-choice"


@calls.recorded
def card_choose(
    *,
    code: str,
    seat_id: int | None,
    card: str,
    key: uuid.UUID,
    unit_ids: Sequence[int] = (),
    fieldwork: str = "",
    sector: str = "",
) -> LogEntry:
    """The drawer's choice for a card they drew: the units it picks, or the fieldwork and sector it places."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        drawer, as_referee, ask, drawn = _asked(battle, seat, card)
        if ask.most:
            summary, made = _pick_units(battle, drawer, ask, drawn, [int(pk) for pk in unit_ids])
        else:
            summary, made = _place(battle, drawer, ask, drawn, fieldwork, sector)
        _record(battle, card, {"seat": drawer.pk, **made})
        referee = f"{seat.display_name}, as referee, for " if as_referee else ""
        return log.append(
            battle,
            kind=KIND,
            summary=f"{referee}{drawer.display_name} ({drawn['title']}): {summary}",
            seat=seat,
            data={"card": card, "drawer": drawer.display_name, **made},
            key=key,
            as_referee=as_referee,
        )


def choices_open(battle: Battle) -> list[str]:
    """The drawn cards still waiting for a real choice ("Anna (Veteran sergeant)"): those settle_unasked would not
    pick by itself. Turn 1 waits for them (battles/services/turn_one.py)."""
    asks = rules.open_asks(battle.state, card_rules.deck_of(battle))
    if not asks:
        return []
    seats = {s.pk: s for s in seats_in(battle)}
    teams = {pk: s.team for pk, s in seats.items()}
    units = list(BattleUnit.objects.filter(battle=battle, status="active"))
    open_ = []
    for seat_pk, card in asks:
        ask = rules.ASKS[card["key"]]
        available = rules.candidates(card["key"], units, drawer=seat_pk, teams=teams) if ask.most else []
        if ask.most and (not available or rules.unasked(ask, available)):
            continue  # nothing to pick from, or nothing to choose: it settles by itself as turn 1 begins
        open_.append(f"{seats[seat_pk].display_name} ({pack_words.said(card, 'title')})")
    return open_


def settle_unasked(battle: Battle) -> LogEntry | None:
    """As turn 1 begins, under the caller's lock (turns.start_battle): the cards whose choice leaves nothing to
    choose pick by themselves (one squad leader, two regular soldiers, one enemy vehicle, three soldiers or fewer
    for the grenades), in one entry; a card that needs a real choice stays open."""
    deck = card_rules.deck_of(battle)
    waiting = [(s, c) for s, c in rules.open_asks(battle.state, deck) if rules.ASKS[c["key"]].most]
    if not waiting:
        return None
    seats = {s.pk: s for s in seats_in(battle)}
    teams = {pk: s.team for pk, s in seats.items()}
    units = list(BattleUnit.objects.filter(battle=battle, status="active"))
    said = []
    for seat_pk, card in waiting:
        available = rules.candidates(card["key"], units, drawer=seat_pk, teams=teams)
        picked = rules.unasked(rules.ASKS[card["key"]], available)
        if not picked:
            continue
        summary, made = _apply_units(battle, seats[seat_pk], card, picked)
        _record(battle, card["key"], {"seat": seat_pk, **made, "unasked": True})
        said.append(f"{seats[seat_pk].display_name} ({card['title']}): {summary}")
    if not said:
        return None
    return log.append(battle, kind=KIND, summary=" ".join(["Before turn 1, with nothing to choose:", *said]))


@calls.recorded
def field_medic(*, code: str, seat_id: int | None, unit_id: int, key: uuid.UUID) -> LogEntry:
    """Once a game, the field medic takes the injured token off one of the drawer's soldiers or crews: one action
    of the unit the drawer has activated."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = turns.active_seat(battle, seat_id)
        title = _in_force_for(battle, seat, rules.MEDIC)
        if rules.medic_used(battle.state):
            raise Refused(gettext("The field medic has been called once already: he comes once a game."))
        if not battle.state.get("activation"):
            raise Refused(gettext("Activate a unit first: the field medic costs one of its actions."))
        patient = BattleUnit.objects.filter(battle=battle, seat=seat, pk=unit_id, status="active").first()
        if patient is None or not (patient.tokens or {}).get("injured"):
            raise Refused(gettext("Pick one of your own injured soldiers or crews."), field="unit")
        _unit, spent = turns.spend(battle, seat, "other")
        patient.refresh_from_db(fields=["tokens"])  # the spend may have written the same unit
        patient.tokens = {k: v for k, v in patient.tokens.items() if k != "injured"}
        patient.save(update_fields=["tokens"])
        _record(
            battle, rules.MEDIC, {"seat": seat.pk, "unit": patient.pk, "said": [_words(patient)], "turn": battle.turn}
        )
        return log.append(
            battle,
            kind=KIND,
            summary=f"Field medic: {patient.label} is no longer injured. {spent}",
            seat=seat,
            data={"card": rules.MEDIC, "unit": patient.pk, "title": title},
            key=key,
        )


@calls.recorded
def sniper_shot(
    *, code: str, seat_id: int | None, data: Mapping[str, Sequence[str]], key: uuid.UUID, target_id: int | None
) -> RollResult:
    """The hidden sniper's attack, once in each turn the card is in force: an attack roll (value 13, far range)
    at an enemy soldier in the open, which spends no action."""

    def check(battle: Battle, seat: Seat) -> bool:
        _in_force_for(battle, seat, rules.SNIPER)
        if rules.sniper_fired(battle.state, battle.turn):
            raise Refused(gettext("The hidden sniper has fired this turn already: he fires once a turn."))
        target = BattleUnit.objects.filter(battle=battle, pk=target_id or 0, status="active").first()
        teams = {s.pk: s.team for s in seats_in(battle)}
        if target is None or teams.get(target.seat_id) == seat.team or not rules.is_soldier(target):
            raise Refused(gettext("Pick an enemy soldier for the sniper."), field="target")
        return False

    def apply(battle: Battle, seat: Seat, outcome: Outcome) -> str:
        made = rules.chosen(battle.state).get(rules.SNIPER) or {"seat": seat.pk, "turns": []}
        _record(battle, rules.SNIPER, {**made, "turns": [*made["turns"], battle.turn]})
        return f"Hidden sniper: {words(outcome.result)}."

    return battle_roll(
        code=code, seat_id=seat_id, procedure_id="attack", data=data, key=key, check=check, apply=apply,
        target_id=target_id,
    )  # fmt: skip


# --- the steps ---------------------------------------------------------------------------------------------------


def _asked(battle: Battle, seat: Seat, card: str) -> tuple[Seat, bool, rules.Ask, dict]:
    """Whose choice this is and what the card asks, or a refusal: a card nobody drew, another player's card, a
    choice made already, or the time for it gone. The host chooses for the enemy the app plays, as referee."""
    ask = rules.asks(card)
    if ask is None:
        raise Refused(gettext("This card asks no choice of its drawer."))
    found = rules.drawer_of(battle.state, card_rules.deck_of(battle), card)
    if found is None:
        raise Refused(gettext("Nobody has drawn this card."))
    drawer_pk, drawn = found
    drawer = next(s for s in seats_in(battle) if s.pk == drawer_pk)
    as_referee = drawer.pk != seat.pk
    if as_referee and not (seat.is_host and drawer.played_by_app):
        raise Refused(gettext("Only %(name)s, who drew the card, chooses for it.") % {"name": drawer.display_name})
    if card in rules.chosen(battle.state):
        raise Refused(gettext("This card's choice is made already. Take it back first to choose again."))
    if battle.phase != "setup":
        raise Refused(gettext("That choice is made in setup, before the first turn: the time for it is past."))
    return drawer, as_referee, ask, drawn


def _pick_units(battle: Battle, drawer: Seat, ask: rules.Ask, card: dict, unit_ids: list[int]) -> tuple[str, dict]:
    teams = {s.pk: s.team for s in seats_in(battle)}
    units = BattleUnit.objects.filter(battle=battle, status="active")
    available = rules.candidates(ask.card, units, drawer=drawer.pk, teams=teams)
    if not available:
        raise Refused(gettext("You have nothing this card could pick: it changes nothing."))
    return _apply_units(battle, drawer, card, rules.check_picks(ask.card, ask, unit_ids, available))


def _apply_units(battle: Battle, drawer: Seat, card: dict, picked: list[BattleUnit]) -> tuple[str, dict]:
    """What picking these units does: a quality token, a vehicle broken down in the turns the card lasts, or the
    nation's hand grenade for each soldier."""
    key, labels = card["key"], ", ".join(u.label for u in picked)
    made: dict = {"units": [u.pk for u in picked], "said": [_words(u) for u in picked]}
    if key in rules.TOKEN_OF:
        for u in picked:
            u.tokens = {**(u.tokens or {}), rules.TOKEN_OF[key]: 1}
            u.save(update_fields=["tokens"])
        quality = rules.QUALITY_TOKENS[rules.TOKEN_OF[key]]
        return f"{labels} {'fights' if len(picked) == 1 else 'fight'} as {quality} for the whole game.", made
    if key == rules.ENGINE:
        made["until"] = max(1, card.get("duration") or 1)
        return f"{labels} breaks down and may not move in turn 1 (it may still fire).", made
    weapon = calls.kept(lambda: _nation_grenade((drawer.detachment or {}).get("nation", "")))
    if weapon is None:
        raise Refused(gettext("Your nation has no hand grenade in the arsenal: this card gives nothing."))
    made["weapon"] = weapon
    return f"{labels} {'gets' if len(picked) == 1 else 'each get'} a {weapon['name']} for free.", made


def _place(battle: Battle, drawer: Seat, ask: rules.Ask, card: dict, kind: str, sector: str) -> tuple[str, dict]:
    if ask.card == rules.MINEFIELD:
        work = {
            "key": rules.MINEFIELD,
            "name": card["title"],
            "kind": "minefield",
            "cover": "none",
            "translations": {
                f"name_{k.rpartition('_')[2]}": v
                for k, v in (card.get("translations") or {}).items()
                if k.startswith("title_")
            },
        }
    else:
        if kind not in rules.ENGINEER_KINDS:
            raise Refused(gettext("Pick sandbags or barbed wire."), field="fieldwork")
        work = calls.kept(lambda: _arsenal_fieldwork(kind))
        if work is None:
            raise Refused(gettext("The arsenal has no such fieldwork: pick the other."), field="fieldwork")
    placed, said = terrain.free_fieldwork(battle, drawer, work, sector, card=ask.card)
    public = {"fieldwork": placed["id"]} | ({"commitment": placed["commitment"]} if "commitment" in placed else {})
    return f"places {said}, free.", public


def _words(unit: BattleUnit) -> dict:
    """A unit's label with its words in the pack's languages, so the cards part says it with no query."""
    said = {k: v for k, v in ((unit.stats or {}).get("translations") or {}).items() if k.startswith("label_")}
    return {"label": unit.label, "translations": said}


def _record(battle: Battle, card: str, made: dict) -> None:
    battle.state = {**battle.state, "card_choices": {**rules.chosen(battle.state), card: made}}


def _in_force_for(battle: Battle, seat: Seat, card: str) -> str:
    """The card's title, when the seat drew it and it is in force now; else a refusal."""
    found = next((c for c in cards_in_force(battle) if c.key == card and c.drawer == seat.pk), None)
    if found is None:
        raise Refused(gettext("Only the player who drew this card may use it, while it is in force."))
    return found.title


def _nation_grenade(nation: str) -> dict | None:
    w = (
        Weapon.objects.filter(kind="hand-grenade", nation__name=nation, retired=False)
        .select_related("nation")
        .order_by("key")
        .first()
    )
    if w is None:
        return None
    return {**weapon_copy(w), "card": rules.SUPPLY}  # a battle unit's weapon, as the reveal copies it


def _arsenal_fieldwork(kind: str) -> dict | None:
    work = Fieldwork.objects.filter(kind=kind, retired=False).order_by("key").first()
    return None if work is None else terrain.fieldwork_copy(work)


def nation_has_grenade(nation: str) -> bool:
    """For the page: whether the supply dump has anything to give (one query)."""
    return Weapon.objects.filter(kind="hand-grenade", nation__name=nation, retired=False).exists()


def sniper_card(procedure_id: str, card: str | None) -> str:
    """The roll page's card: the hidden sniper's, when it asks for his attack; else ""."""
    return rules.SNIPER if procedure_id == "attack" and card == rules.SNIPER else ""


def sniper_inputs(units: str) -> dict[str, list[str]]:
    return rules.sniper_inputs(units)
