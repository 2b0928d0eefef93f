"""Module M2, "Foot actions: SkirmishCorps stances" (battles/table/modules.py): a soldier of a battle that uses it is
standing or prone (a `prone` token on his unit), and changes stance without spending an action, at most at the
start and at the end of his activation (SkirmishCorps: Change Stance; Q14). What a stance does on the table is the
module's (ruling M2): a prone soldier in cover must be spotted first, as a hidden one is; one that neither moved
nor changed stance in this activation aims, +1 to his attack value."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext

from battles.models import BattleUnit, LogEntry
from battles.services import calls, log, turns
from battles.services.common import writing
from battles.table import duties
from bof_site.refusals import Refused

MODULE = "M2"
PRONE = "prone"  # the stance token
CHANGES = 2  # a stance changes at the start and at the end of an action, no more


@calls.recorded
def change_stance(*, code: str, seat_id: int | None, key: uuid.UUID, prone: bool) -> LogEntry:
    """The activated soldier goes prone, or stands up."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        if MODULE not in (battle.house_rules or []):
            raise Refused(gettext("This battle does not use SkirmishCorps' stances."))
        seat = turns.active_seat(battle, seat_id)
        current = battle.state.get("activation")
        if not current:
            raise Refused(gettext("Activate a unit first."))
        unit = BattleUnit.objects.select_for_update().get(pk=current["unit"])
        if unit.unit_type not in duties.HIDERS:
            raise Refused(gettext("Only soldiers and officers change stance."))
        if bool((unit.tokens or {}).get(PRONE)) == prone:
            raise Refused(
                (gettext("%(unit)s is prone already.") if prone else gettext("%(unit)s is standing already."))
                % {"unit": unit.label}
            )
        if current.get("aimed"):
            raise Refused(
                gettext("%(unit)s fired an aimed shot in this activation: no change of stance after it.")
                % {"unit": unit.label}
            )
        if current.get("stance", 0) >= CHANGES:
            raise Refused(gettext("A stance changes at the start and at the end of an activation, no more."))
        tokens = {k: v for k, v in (unit.tokens or {}).items() if k != PRONE}
        unit.tokens = {**tokens, PRONE: 1} if prone else tokens
        unit.save(update_fields=["tokens"])
        battle.state = {**battle.state, "activation": {**current, "stance": current.get("stance", 0) + 1}}
        said = f"{unit.label} goes prone." if prone else f"{unit.label} stands up."
        return log.append(battle, kind="action", summary=said, seat=seat,
                          data={"unit": unit.pk, "action": "stance", "prone": prone}, key=key)  # fmt: skip


def aims(battle, unit: BattleUnit | None) -> bool:
    """The activated soldier may aim (SkirmishCorps: Aim and Shoot): the module is on, and he has neither moved nor
    changed stance in this activation."""
    current = battle.state.get("activation") or {}
    return (
        MODULE in (battle.house_rules or [])
        and unit is not None
        and unit.unit_type in duties.HIDERS
        and current.get("unit") == unit.pk
        and not current.get("moves")
        and not current.get("stance")
    )
