"""Several players on a side: each game, one of a side's players plays its force (its seat in the battle). A side's
player says "I play the next game" with one tap on the campaign page, or hands it to a teammate; it is a ledger entry
(kind "player"), sealed with the rest, and the next battle seats whoever the side last named. Until a side names
anyone, its first member plays, as before."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext

from bof_site.refusals import Refused
from campaigns import books
from campaigns.models import Entry
from campaigns.services import append, member_of, writing


def play_next(*, code: str, user, member: int, key: uuid.UUID) -> Entry:
    """A side's player names who of the side plays its force in the next game (themselves, or a teammate by their
    position). Only between games: the battle being played keeps its seats."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        me = member_of(campaign, user)
        if campaign.state == "ended":
            raise Refused(gettext("The campaign is over."))
        if campaign.app_side:
            raise Refused(gettext("In a solo campaign you play every game yourself."))
        chosen = campaign.members.filter(position=member).first()
        if chosen is None or chosen.side != me.side:
            raise Refused(gettext("Pick one of your own side's players."), field="member")
        if books.open_game(list(campaign.games.all())) is not None:
            raise Refused(gettext("The game being played keeps its players: choose again once it is over."))
        if books.next_players(campaign)[me.side].pk == chosen.pk:
            raise Refused(gettext("%(name)s plays the next game already.") % {"name": chosen.display_name})
        said = f"{chosen.display_name} plays side {me.side}'s force in the next game."
        return append(campaign, kind="player", by=me, key=key, summary=said,
                      data={"side": me.side, "member": chosen.position, "name": chosen.display_name})  # fmt: skip
