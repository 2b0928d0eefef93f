"""A campaign one player plays against the app (the Campaigns chapter allows one player; the solo chapter's enemy
plays the other side). The app's side is a side like any other for the books, the ledger, upgrades and salvage
(they are kept per side); only who acts for it differs: its force is drawn from the solo chapter's bags, it takes
its seat in every game (battles.services.solo.app_seat_join), it confirms a result once the player has, and between
games it spends its points by the solo chapter's priorities (S17)."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext, override

from armies.roster_check import check_document
from battles.table import solo_arsenal
from bof_site.refusals import Refused
from campaigns import books, salvage, salvage_weapons, upgrades
from campaigns.models import Campaign, Entry, Force
from campaigns.services import FORCE_LIMIT, _organiser, append, server_dice, writing
from dice import fairplay
from rules.engine.solitaire.draws import pick_with_d6
from rules.engine.solitaire.force import SoloRolls, dice_needed, enemy_force
from rules.engine.solitaire.placement import Placement

APP = "the app"  # who the ledger says acted for the app's side
CORE_POINTS = 150  # the app's core force when the player has none yet (the book's recommended detachment size)


def app_force(*, code: str, user, detachment_type: str = "", key: uuid.UUID) -> Entry:
    """The app's core force, drawn from the solo chapter's bags with the campaign's own dice (S1-S7): its
    detachment type picked by an organiser or rolled among the arsenal's (S2), as many core points as the player's
    force has. Drawn again until the campaign starts."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        member = _organiser(campaign, user)
        if not campaign.app_side:
            raise Refused(gettext("In this campaign players play both sides."))
        if campaign.state != "forming":
            raise Refused(gettext("The forces were fixed when the campaign started."))
        members, rolls = list(campaign.members.all()), []

        def dice(count: int) -> tuple[int, ...]:
            rolls.append(server_dice(campaign, members, count))
            return tuple(rolls[-1]["dice"])

        kind = _detachment_type(detachment_type, dice)
        player = campaign.forces.exclude(side=campaign.app_side).first()
        core = (
            check_document(player.roster, base_points=FORCE_LIMIT, players=2).muster.points if player else CORE_POINTS
        )
        need = dice_needed(solo_arsenal.POINTS_KIND.get(kind.doctrine.kind, "infantry"))
        force = enemy_force(solo_arsenal.doctrine_list(kind), SoloRolls(**{n: dice(c) for n, c in need.items()}),
                            core_points=core)  # fmt: skip
        roster = solo_arsenal.roster_of(kind, force, Placement((), ()), f"{kind.name} (the app's)")
        Force.objects.update_or_create(campaign=campaign, side=campaign.app_side,
                                       defaults={"roster": roster, "source": "Drawn by the app", "chosen_by": member})  # fmt: skip
        points = sum(u.points for u in force.units)
        return append(campaign, kind="force", by=member, rolls=rolls, key=key,
                      summary=f"The app draws side {campaign.app_side}'s core force: {kind.name}, {len(force.units)} "
                              f"units, {points} points.",
                      data={"side": campaign.app_side, "name": roster["name"], "points": points, "app": True,
                            "roster_sha256": fairplay.entry_hash("", roster), "steps": list(force.steps)})  # fmt: skip


def _detachment_type(key: str, dice):
    if key:
        kind = solo_arsenal.detachment_type(key)
        if kind is None:
            raise Refused(gettext("Pick the app's detachment from the list, or leave it to the dice."), field="type")
        return kind
    nation = _roll_pick(solo_arsenal.nations_of("axis") + solo_arsenal.nations_of("allies"), dice)
    doctrine = _roll_pick(solo_arsenal.doctrines_of(nation), dice)
    return solo_arsenal.detachment_type(_roll_pick(solo_arsenal.types_of(doctrine), dice).key)


def _roll_pick(options: list, dice):
    """One of the options with a D6 split evenly (S2); more than six are halved by a first die, then picked."""
    if not options:
        raise Refused(gettext("The arsenal has nothing to draw the app's force from."))
    while len(options) > 6:
        options = options[: (len(options) + 1) // 2] if dice(1)[0] <= 3 else options[(len(options) + 1) // 2 :]
    if len(options) == 1:
        return options[0]
    while (index := pick_with_d6(len(options), dice(1)[0])) is None:
        pass
    return options[index]


def app_spends(*, code: str) -> list[Entry]:
    """Between games the app's side claims what it salvaged, then buys upgrades by the solo chapter's priorities
    (S17): its most valuable machines
    first (their crews only where the campaign trains crews, R45), then the best weapons for its highest-level soldiers, then its soldiers' rank, each
    time the dearest upgrade it can pay, until nothing more is in its reach. Called once a result is booked."""
    made: list[Entry] = []
    with writing(code) as (campaign, _):
        side = campaign.app_side
        if not side or campaign.state != "running" or campaign.games.filter(state__in=books.OPEN).exists():
            return made
        made += _salvages(campaign, side)
        for _round in range(50):  # a bound: each purchase spends points, so it stops long before
            force = campaign.forces.select_for_update().get(side=side)
            points = books.books(campaign, list(campaign.games.all())).points[side]
            choice = _best_upgrade(force, points)
            if choice is None:
                break
            made.append(_buy(campaign, force, *choice))
    return made


def _salvages(campaign: Campaign, side: str) -> list[Entry]:
    """The app claims every machine and weapon the enemy left behind in a game it won (Salvaged vehicles and
    weapons)."""
    last = campaign.games.filter(state="confirmed").order_by("-number").first()
    if last is None or salvage.winner_of(last) != side:
        return []
    machines = [salvage.take(campaign, side, None, last.number, found) for found in salvage.claimable(campaign, last)]
    return machines + salvage_weapons.take_every(campaign, side, last)


def _best_upgrade(force: Force, points: int):
    offered = [(u, o) for u in upgrades.options(force, points) for o in u.options if not o.why_not]
    if not offered:
        return None
    checked = check_document(force.roster, base_points=FORCE_LIMIT, players=2, salvage=True)
    kinds = {u["ref"]: checked.profiles[u["unit"]].unit_type for u in checked.doc["units"]}
    value = checked.muster.unit_points

    def priority(pair) -> tuple:
        unit, option = pair
        machine = kinds[unit.ref] in ("afv", "transport", "support-weapon")
        step = 0 if machine else 1 if option.choice.startswith("weapons:") else 2
        return (step, -value.get(unit.ref, 0), -option.price, unit.ref, option.choice)

    return min(offered, key=priority)


def _buy(campaign: Campaign, force: Force, unit, option) -> Entry:
    doc = upgrades.changed(force.roster, unit.ref, option.choice)
    checked = check_document(doc, base_points=FORCE_LIMIT, players=2, salvage=True)
    force.roster = checked.doc
    force.save(update_fields=["roster"])
    side = campaign.app_side
    with override("en"):
        label = str(option.label)
    spent = (-option.price, 0) if side == "A" else (0, -option.price)
    return append(campaign, kind="upgrade", by=None, points=spent,
                  summary=f"The app upgrades side {side}'s {unit.label} to {label} for {option.price} points (S17).",
                  data={"side": side, "ref": unit.ref, "choice": option.choice, "label": label, "price": option.price,
                        "points": {side: -option.price}, "app": True,
                        "roster_sha256": fairplay.entry_hash("", checked.doc)})  # fmt: skip
