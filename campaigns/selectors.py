"""Reading a campaign: who may see it, its pages' data, the ledger's export for fairplay.py, and state.json."""

from __future__ import annotations

from django.db.models import Exists, OuterRef, Value

from campaigns import books
from campaigns.models import LEDGER_KIND, Campaign, Game, Member
from dice.selectors import sealed_export
from rules.engine.ladder import victory_of


def campaign_find(code: str) -> Campaign | None:
    return Campaign.objects.filter(code=code.strip().upper()[:8]).first()


def emptier_side(campaign: Campaign) -> str:
    """The side a newcomer most likely joins: the one with fewer players (A when even)."""
    sides = list(campaign.members.values_list("side", flat=True))
    return "B" if sides.count("B") < sides.count("A") else "A"


def visible_to(campaign: Campaign, user) -> Member | None | bool:
    """The user's membership, True for a reader of a public campaign, or None: not to be shown at all."""
    member = campaign.members.filter(user=user).first() if user.is_authenticated else None
    return member or (True if campaign.public else None)


def campaign_poll(code: str, user) -> tuple[int, str, bool] | None:
    """For the campaign page's poll, in one query: (version, state, whether the game being played has a battle that
    has ended), or None when there is no such campaign or this person may not read it (as visible_to)."""
    mine = (
        Exists(Member.objects.filter(campaign=OuterRef("pk"), user_id=user.pk))
        if user.is_authenticated
        else Value(False)
    )
    over = Exists(Game.objects.filter(campaign=OuterRef("pk"), state="playing", battle__phase="ended"))
    row = (
        Campaign.objects.filter(code=code.strip().upper()[:8])
        .annotate(mine=mine, over=over)
        .values_list("version", "state", "over", "public", "mine")
        .first()
    )
    if row is None or not (row[3] or row[4]):
        return None
    return row[0], row[1], row[2]


def ledger_export(campaign: Campaign) -> dict:
    """The whole ledger in the dice room's format, so fairplay.py checks a campaign the same way."""
    entries = [{**e.body(), "hash": e.hash} for e in campaign.entries.order_by("seq")]
    return sealed_export(
        log_format=2,
        kind=LEDGER_KIND,
        code=campaign.code,
        game_mode=None,
        commitment=campaign.commitment,
        server_seed=campaign.server_seed,
        members=list(campaign.members.order_by("position")),
        entries=entries,
        head=campaign.head_hash,
        closed_at=campaign.ended_at,
    )


def state_json(campaign: Campaign) -> dict:
    games = list(campaign.games.all())
    state = books.books(campaign, games)
    side_key = {"A": "A", "B": "B"}
    sides = {}
    for side in side_key:
        record = state.records[side]
        sides[side] = {
            "points": state.points[side],
            "morale": record.morale,
            "wins": record.wins,
            "losses": record.losses,
            "draws": record.draws,
            "streak": record.losses_in_a_row,  # the losing streak (R25): its name is older than win_streak
            "win_streak": state.win_streaks[side],
        }
    return {
        "code": campaign.code,
        "name": campaign.name,
        "state": campaign.state,
        "game_count": sum(g.state == "confirmed" for g in games),
        "ladder": books.ladder_json(state.ladder),
        "sides": sides,
        "games": [
            {
                "number": g.number,
                "battle": g.battle.code if g.battle_id else (g.battle_code or None),
                "by_hand": g.by_hand,
                "scenario": g.scenario,
                "attacker": g.attacker or None,
                "state": g.state,
                "winner": {"side-a-wins": "A", "side-b-wins": "B"}.get(g.result),
                "victory": victory_of(g.result, g.reason) if g.result else None,
                "combat_score": {"A": g.combat_score_a, "B": g.combat_score_b},
            }
            for g in campaign.games.select_related("battle")
        ],
    }
