"""A solo player spends their additional points in the builder's own form: a copy of the detachment their seat
chose, for their account, with the battle's limit for their team as its free points. The battle itself does not
change (nothing is logged); the copy comes back to the seat through the lobby's choice like any detachment."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext

from armies.roster_json import import_roster
from battles.services.common import seat_of, writing
from battles.services.lobby import seat_points
from bof_site.refusals import Refused

NAME_LENGTH = 80  # a detachment's name (armies.rosters.check_settings)


@dataclass(frozen=True)
class Spending:
    detachment_id: int  # the copy, in the player's list
    points: int  # its limit: the battle's for the player's team
    lines: list[str] = field(default_factory=list)  # what the import changed (a unit the arsenal lacks, a price)


def solo_spend(*, code: str, seat_id: int | None, user) -> Spending:
    """Copy the seat's chosen detachment into the player's list with the battle's points to spend; refused unless
    the player of a solo battle in the lobby, not ready, has rolled their additional points and chosen."""
    if user is None or not user.is_authenticated:
        raise Refused(gettext("Log in to spend your additional points in the builder: it keeps your detachments."))
    with writing(code) as (battle, _):
        seat = seat_of(battle, seat_id)
        solo = battle.state.get("solo")
        if solo is None or not seat.is_host or seat.played_by_app:
            raise Refused(gettext("Only the player of a solo battle spends its additional points."))
        if battle.phase != "lobby" or seat.is_ready:
            raise Refused(gettext("Your detachment is sealed: spend your additional points before you are ready."))
        rolled = solo.get("player_points")
        if not rolled:
            raise Refused(gettext("Roll your additional points first."))
        if seat.roster is None:
            raise Refused(gettext("Choose your detachment first: the builder starts from a copy of it."))
        base, players = seat_points(battle, seat.team)
        doc = seat.roster
        points = {**doc["points"], "source": "free", "free": base, "players": players}
        report = import_roster(user, {**doc, "points": points}, name=_copy_name(doc["name"], rolled["total"]))
    return Spending(detachment_id=report.detachment_id, points=base, lines=report.lines)


def _copy_name(name: str, total: int) -> str:
    """The copy's name: the detachment's with the points it gained, marked once (a copy of a copy keeps one mark),
    the detachment's name cut short where the whole would be longer than a name may be."""
    said = gettext("%(name)s (solo +%(points)s)")
    mark = (said % {"name": "", "points": total}).strip()
    if mark in name:
        return name
    whole = said % {"name": name, "points": total}
    over = len(whole) - NAME_LENGTH
    return whole if over <= 0 else said % {"name": name[: len(name) - over].rstrip(), "points": total}
