"""What every battle service shares: the row lock and who is asking."""

from __future__ import annotations

from battles.models import Battle, Seat
from bof_site.refusals import Refused


def locked_battle(code: str) -> Battle:
    battle = Battle.objects.select_for_update().filter(code=code.strip().upper()).first()
    if battle is None:
        raise Refused(f"There is no battle with the code {code}. Check the code and try again.", field="code")
    return battle


def seat_of(battle: Battle, seat_id: int | None) -> Seat:
    """The asking phone's seat in this battle; strangers and spectators are refused."""
    seat = battle.seats.filter(pk=seat_id).first() if seat_id is not None else None
    if seat is None:
        raise Refused("Only a player seated in this battle can do that. Take a seat first.")
    return seat


def account(user):
    return user if user is not None and user.is_authenticated else None
