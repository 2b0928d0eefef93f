"""Applying an outcome's effects to a unit on the table: tokens placed and removed, models killed or
surrendered, and the Combat Score the loss gives the other team (R28). Runs under the battle's row lock."""

from __future__ import annotations

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import crews, rows
from battles.table import experience
from rules.engine.outcome import Effects
from rules.engine.procedures.effects import hit_again
from rules.engine.procedures.plane_crash import PlaneCrashInputs, plane_crash_score
from rules.engine.procedures.scoring import ScoreInputs, combat_score_value

MACHINES = ("support-weapon", "afv", "transport", "plane")
CREWED = ("support-weapon", "afv", "transport")  # R26 counts these crews' tokens together
LOSS_FIELDS = ("tokens", "crew_alive", "status")  # what an effect changes on the unit it lands on


def has_effects(effects: Effects) -> bool:
    return bool(
        effects.tokens
        or effects.removed_tokens
        or effects.killed
        or effects.surrendered
        or effects.bailed_out
        or effects.destroyed
        or effects.passenger_killed
    )


def apply_effects(battle: Battle, unit: BattleUnit, effects: Effects) -> str:
    """Change the unit as the outcome says; returns what happened in words for the log."""
    said = []
    tokens = dict(unit.tokens or {})
    for name in effects.tokens:
        tokens[name] = tokens.get(name, 0) + 1
        said.append(f"{name} token")
    for name in effects.removed_tokens:
        if tokens.get(name):
            tokens[name] -= 1
            tokens = {k: v for k, v in tokens.items() if v}
            said.append(f"{name} token removed")
    if effects.destroyed and unit.status == "active":  # a support weapon destroyed: it scores, its crew fights on
        crews.fight_on(unit, said)
        _lose(battle, unit, "dead", said)
        rows.save_unit(unit, LOSS_FIELDS)
        return f"{unit.label}: {', '.join(said)}."
    if effects.passenger_killed:
        _passenger_killed(battle, unit, said)
        return f"{unit.label}: {', '.join(said)}."
    if effects.bailed_out:
        _bail_out(battle, unit, said)
        rows.save_unit(unit, LOSS_FIELDS)
        return f"{unit.label}: {', '.join(said)}."
    killed, surrendered = effects.killed, effects.surrendered
    if unit.unit_type not in MACHINES and unit.stats.get("crew", 1) == 1:  # R36: a single soldier hit again
        tokens, again = _again(battle, unit, effects, tokens, said)
        killed, surrendered = killed + again[0], surrendered + again[1]
    if unit.unit_type in CREWED:  # R26, whatever table the tokens came from: pairs turn into losses
        tokens, by_pairs = _pairs(tokens, said)
        killed, surrendered = killed + by_pairs[0], surrendered + by_pairs[1]
    unit.tokens = tokens
    lost = killed + surrendered
    if lost and (unit.unit_type in MACHINES or unit.stats.get("crew", 1) > 1):
        unit.crew_alive = max(unit.crew_alive - lost, 0)
        said.append(f"{lost} of its crew {'killed' if killed else 'surrendered'}, {unit.crew_alive} left")
        if unit.crew_alive == 0:
            _lose(battle, unit, "abandoned" if unit.unit_type in MACHINES else "dead", said)
    elif killed:
        _lose(battle, unit, "dead", said)
    elif surrendered:
        _lose(battle, unit, "surrendered", said)
    rows.save_unit(unit, LOSS_FIELDS)
    return f"{unit.label}: {', '.join(said)}." if said else ""


def _again(battle: Battle, unit: BattleUnit, effects: Effects, tokens: dict, said: list[str]):
    """R36 as the engine reads it (effects.hit_again), for tokens from any table: a soldier already injured who is
    injured again is killed; already suppressed and suppressed again, he surrenders. Under the house rule he keeps
    one of each state, however often he is hit."""
    had = {name for name, count in (unit.tokens or {}).items() if count}
    again = hit_again(tokens, had, effects.tokens, keep_one_state="R36" in (battle.house_rules or []))
    if again.killed:
        said.append("injured a second time: killed (R36)")
    if again.surrendered:
        said.append("suppressed a second time: surrenders (R36)")
    return dict(again.tokens), (int(again.killed), int(again.surrendered))


def _passenger_killed(battle: Battle, vehicle: BattleUnit, said: list[str]) -> None:
    """A "passenger killed" result kills someone riding in the vehicle, never its driver or crew; with nobody
    aboard nobody dies. The rules do not say which rider: the owner would give up the cheapest, so the app takes
    the rider worth fewest points a soldier (the last on the roster on a tie). A rider of several men (a machine gun
    team) loses one of them."""
    from battles.table import duties  # who rides in what (it imports the placement services, which import these)

    units = rows.units("battle_id = %s", [battle.pk])
    riders = [u for u in duties.aboard(vehicle, units, duties.carried(battle, units), "rides") if u.status == "active"]
    if not riders:
        said.append("nobody rides in it, so no passenger is killed")
        return
    rider = min(riders, key=lambda u: (u.points / max(int(u.stats.get("crew") or 1), 1), -u.ref))
    rider.seat = vehicle.seat if rider.seat_id == vehicle.seat_id else rider.seat
    if int(rider.stats.get("crew") or 1) > 1 and rider.crew_alive > 1:
        rider.crew_alive -= 1
        said.append(f"passenger {rider.label} loses a man, {rider.crew_alive} left")
    else:
        said.append(f"passenger {rider.label} killed")
        _lose(battle, rider, "dead", said)
    rows.save_unit(rider, LOSS_FIELDS)


def _bail_out(battle: Battle, unit: BattleUnit, said: list[str]) -> None:
    """R37: a pilot who bails out crashes his plane, and pilot, crew and plane score; a vehicle's or support
    weapon's crew that bails out leaves the machine abandoned, which scores nothing by itself."""
    if unit.unit_type == "plane":
        said.append("the pilot bails out and the plane crashes")
        _lose(battle, unit, "dead", said)
        return
    unit.status = "abandoned"
    said.append("the crew bails out and leaves it abandoned (it scores nothing by itself)")
    manned = dict(battle.state.get("manned") or {})
    taken = manned.pop(str(unit.pk), None)
    if taken:  # soldiers who had manned it climb out and fight on as they were
        BattleUnit.objects.filter(pk=taken["by"], status="crewing").update(status="active")
        battle.state = {**battle.state, "manned": manned}
        unit.crew_alive = 0
        return
    crews.fight_on(unit, said)


def _pairs(tokens: dict, said: list[str]) -> tuple[dict, tuple[int, int]]:
    """R26: every two injured tokens kill a crew member, every two suppressed tokens make one surrender; the
    pair comes off. The crew table does this itself, so its tokens never arrive here in pairs."""
    killed, surrendered = tokens.get("injured", 0) // 2, tokens.get("suppressed", 0) // 2
    if killed:
        said.append("two injured tokens kill a crew member (R26)")
    if surrendered:
        said.append("two suppressed tokens make a crew member surrender (R26)")
    left = {**tokens, "injured": tokens.get("injured", 0) % 2, "suppressed": tokens.get("suppressed", 0) % 2}
    return {k: v for k, v in left.items() if v}, (killed, surrendered)


def _lose(battle: Battle, unit: BattleUnit, status: str, said: list[str]) -> None:
    unit.status = status
    loss = "ranking-officer" if unit.unit_type == "ranking-officer" else "unit"
    if unit.squad_leader or unit.unit_type == "squad-leader":
        loss = "squad-leader"
    if unit.unit_type == "plane":  # it crashes with pilot and crew, and all of them count (R37)
        man = crews.man_of_plane(unit)
        crash = PlaneCrashInputs("pilot-killed", unit.points, man, max(int(unit.stats.get("crew") or 1) - 1, 0), man)
        points = int(plane_crash_score(crash, None).value("points"))
    else:
        points = int(combat_score_value(ScoreInputs(loss=loss, cost=unit.points, soldier_cost=0), None).value("points"))
    taken = (battle.state.get("manned") or {}).get(str(unit.pk))
    if taken and status != "active":  # the soldiers who manned it go down with it
        BattleUnit.objects.filter(pk=taken["by"], status="crewing").update(
            status=status if status != "abandoned" else "dead"
        )
    other = "B" if (taken["team"] if taken else unit.seat.team) == "A" else "A"  # scores against who fields it now
    scores = dict(battle.state.get("combat_score", {}))
    scores[other] = scores.get(other, 0) + points
    battle.state = {**battle.state, "combat_score": scores}
    said.append(f"{status}; team {other} scores {points} (Combat Score {scores[other]})")


def taken_out(unit: BattleUnit, effects: Effects) -> bool:
    """Whether these effects took the unit out of the fight by killing it or making it surrender (its whole
    crew, for a machine); a crew that bails out leaves its machine, which is neither."""
    return unit.status in ("dead", "surrendered") or (unit.status == "abandoned" and not effects.bailed_out)


def credit_kill(battle: Battle, by_id: int) -> str:
    """R35, when the host switched it on: the unit that took an enemy out counts its kills in the log (this one
    is about to be written) and rises a quality level for every two. Returns what the log adds."""
    if experience.RULING not in (battle.house_rules or []):
        return ""
    unit = BattleUnit.objects.select_for_update().filter(pk=by_id, battle=battle).first()
    if unit is None or unit.status not in ("active", "crewing"):
        return ""
    voided = LogEntry.objects.filter(battle=battle, kind="void").values("voids")
    earlier = LogEntry.objects.filter(
        battle=battle, seq__lte=battle.entry_count, data__lands_on__by=by_id, data__lands_on__kill=True
    ).exclude(seq__in=voided)
    kills = earlier.count() + 1
    earned = experience.levels_earned(unit, kills)
    if earned <= (unit.tokens or {}).get(experience.RISEN, 0):
        return f"{unit.label} has {kills} kill{'s' if kills != 1 else ''}."
    unit.tokens = {**(unit.tokens or {}), experience.RISEN: earned}
    unit.save(update_fields=["tokens"])
    return f"{unit.label} has {kills} kills and rises to {experience.quality_now(unit)} (experience, R35)."
