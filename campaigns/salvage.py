"""Salvage ("Salvaged vehicles and weapons"): after a won game the victor claims the vehicles and support weapons
the enemy left abandoned in the battle, or that its soldiers manned there (hand weapons: campaigns/salvage_weapons.py);
for a game played without the app, what its record says the enemy left abandoned (campaigns/played.py).
Each joins the victor's force without points, whatever its nation, and its new crew works it without the penalties of
a captured machine (a campaign battle fields it as the force's own)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.utils.translation import gettext

from armies.models import UnitProfile
from armies.roster_check import check_document
from bof_site.refusals import Refused
from campaigns import books
from campaigns.models import Campaign, Entry, Game, Member
from campaigns.played import MACHINES, other, played_game
from campaigns.services import FORCE_LIMIT, append, member_of, writing
from dice import fairplay


@dataclass(frozen=True)
class Claimable:
    ref: int  # the unit's ref in the loser's force (and battle)
    label: str
    unit: str  # its profile key
    label_said: str = ""  # the label in the reader's language ("Panzer IV 2" as the battle's pages say it)


def claimable(campaign: Campaign, game: Game) -> list[Claimable]:
    """What the game's loser left abandoned (in its battle, or as its record says), or the victor's soldiers manned
    (scavenged), and nobody has claimed yet."""
    victor = winner_of(game)
    found = played_game(campaign, game) if game.state == "confirmed" and victor else None
    if found is None:
        return []
    claimed = {
        e.data["from_ref"]
        for e in campaign.entries.filter(kind="salvage", data__game=game.number)
        if "weapon" not in e.data  # a hand weapon's claim (campaigns.salvage_weapons)
    }
    left = [
        u
        for u in found.units
        if u.side == other(victor) and u.unit_type in MACHINES and u.ref not in claimed
        and (u.status == "abandoned" or (u.status == "active" and found.manned.get(u.id) == victor))
    ]  # fmt: skip
    return [Claimable(u.ref, u.label, u.profile_key, u.label_said) for u in sorted(left, key=lambda u: u.ref)]


def winner_of(game: Game) -> str | None:
    return {"side-a-wins": "A", "side-b-wins": "B"}.get(game.result)


def victor_between_games(campaign: Campaign, user, number: int) -> tuple[Member, Game]:
    """The player claiming, and the game: salvage is claimed by the side that won the last confirmed game, before
    the next one starts."""
    member = member_of(campaign, user)
    games = list(campaign.games.all())
    game = next((g for g in games if g.number == number), None)
    last = next((g for g in reversed(games) if g.state == "confirmed"), None)
    if game is None or game is not last or books.open_game(games) is not None:
        raise Refused(gettext("Salvage is claimed after the game it was won in, before the next one starts."))
    if winner_of(game) != member.side:
        raise Refused(gettext("Only the side that won the game claims what the enemy left behind."))
    return member, game


def claim(*, code: str, user, number: int, ref: int, key: uuid.UUID) -> Entry:
    """The victor takes one abandoned enemy machine into its force, between this game and the next."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        member, game = victor_between_games(campaign, user, number)
        found = next((c for c in claimable(campaign, game) if c.ref == ref), None)
        if found is None:
            raise Refused(gettext("That machine is not left to claim: it was not abandoned, or it is claimed already."))
        return take(campaign, member.side, member, number, found, key=key)


def take(campaign: Campaign, side: str, by: Member | None, number: int, found: Claimable, *, key=None) -> Entry:
    """The machine joins the side's force free, as a salvaged unit; the ledger says so (by: None, the app's side)."""
    force = campaign.forces.select_for_update().get(side=side)
    profile = UnitProfile.objects.prefetch_related("weapons").get(key=found.unit)
    quality = (
        "regular"
        if profile.cost("regular") is not None
        else next(q for q in ("conscript", "elite") if profile.cost(q) is not None)
    )
    new_ref = max(u["ref"] for u in force.roster["units"]) + 1
    unit = {"ref": new_ref, "unit": found.unit, "quality": quality, "salvage": True,
            "weapons": sorted(w.key for w in profile.weapons.all())}  # fmt: skip
    doc = {**force.roster, "units": [*force.roster["units"], unit]}
    checked = check_document(doc, base_points=FORCE_LIMIT, players=2, salvage=True)
    force.roster = checked.doc
    force.save(update_fields=["roster"])
    return append(campaign, kind="salvage", by=by, key=key,
                  summary=f"Side {side} salvages {found.label} from game {number}: it joins the force free.",
                  data={"side": side, "game": number, "from_ref": found.ref, "ref": new_ref, "unit": found.unit,
                        "roster_sha256": fairplay.entry_hash("", checked.doc)})  # fmt: skip
