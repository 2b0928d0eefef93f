"""The after-battle report: result, Combat Score per turn (an SVG drawn here), losses by side, and each
player's dice luck (how often their roll-under rolls succeeded against what the odds promised)."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.html import escape
from django.utils.translation import gettext

from battles.models import ABOARD, Battle, BattleUnit, LogEntry

WIDTH, HEIGHT, PAD = 320, 160, 28
COLOURS = {"A": "#7a2e10", "B": "#1f4e79"}


@dataclass(frozen=True)
class Luck:
    name: str
    rolls: int
    successes: int
    expected: float

    @property
    def difference(self) -> float:
        return self.successes - self.expected


@dataclass(frozen=True)
class Losses:
    team: str
    units: list[BattleUnit]

    @property
    def points(self) -> int:
        return sum(u.points for u in self.units)


def score_by_turn(entries: list[LogEntry]) -> list[tuple[int, dict]]:
    return [(e.data.get("turn_ended", 0), e.data.get("combat_score", {})) for e in entries if e.kind == "turn-end"]


def score_chart(points: list[tuple[int, dict]], limit: int) -> str:
    """A small line chart of both teams' Combat Score after each turn, as inline SVG."""
    turns = max([t for t, _ in points] + [1])
    top = max([limit] + [s.get(team, 0) for _, s in points for team in "AB"])

    def xy(turn: int, value: int) -> str:
        x = PAD + (WIDTH - 2 * PAD) * turn / turns
        y = HEIGHT - PAD - (HEIGHT - 2 * PAD) * value / top
        return f"{x:.1f},{y:.1f}"

    lines = []
    for team in "AB":
        path = " ".join([xy(0, 0)] + [xy(t, s.get(team, 0)) for t, s in points])
        lines.append(f'<polyline fill="none" stroke="{COLOURS[team]}" stroke-width="3" points="{path}"/>')
    limit_said = gettext("limit %(score)s") % {"score": limit}  # the Combat Score that ends the battle
    limit_y = xy(0, limit).split(",")[1]
    axis = (
        f'<line x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" y2="{HEIGHT - PAD}" stroke="#888"/>'
        f'<line x1="{PAD}" y1="{limit_y}" x2="{WIDTH - PAD}" y2="{limit_y}" stroke="#b00" stroke-dasharray="4 3"/>'
        f'<text x="{WIDTH - PAD}" y="{float(limit_y) - 4:.1f}" text-anchor="end" font-size="11">{escape(limit_said)}</text>'
        + "".join(
            f'<text x="{xy(t, 0).split(",")[0]}" y="{HEIGHT - PAD + 14}" text-anchor="middle" font-size="11">{t}</text>'
            for t in range(1, turns + 1)
        )
    )
    return (
        f'<svg viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{escape(gettext("Combat Score per turn"))}" '
        f'xmlns="http://www.w3.org/2000/svg">{axis}{"".join(lines)}</svg>'
    )


# Rolls a unit makes for itself whoever taps the button: a morale check after a hit is the target's luck.
OWNERS_ROLLS = ("morale-check", "failed-morale-effect")


def dice_luck(entries: list[LogEntry], owners: dict[int, str] | None = None) -> list[Luck]:
    """Each player's successes against the odds. `owners` (unit id -> player) credits the rolls a unit makes
    for itself to its owner, not to whoever rolled them (the shooter often rolls the target's morale)."""
    voided = {e.voids for e in entries if e.voids}
    by_player: dict[str, list[tuple[bool, float]]] = {}
    for e in entries:
        if e.kind != "roll" or e.seq in voided or e.data.get("probability") is None or not e.data.get("outcomes"):
            continue
        success = e.data.get("result") == e.data["outcomes"][0]["result"]
        who = e.by_name
        if e.data.get("procedure") in OWNERS_ROLLS and (e.data.get("lands_on") or {}).get("unit") in (owners or {}):
            who = owners[e.data["lands_on"]["unit"]]
        by_player.setdefault(who, []).append((success, float(e.data["probability"])))
    return [
        Luck(name, len(rolls), sum(s for s, _ in rolls), sum(p for _, p in rolls)) for name, rolls in by_player.items()
    ]


def owners_of(battle: Battle) -> dict[int, str]:
    return dict(BattleUnit.objects.filter(battle=battle).values_list("pk", "seat__display_name"))


def losses(battle: Battle) -> list[Losses]:
    lost = list(BattleUnit.objects.filter(battle=battle).exclude(status__in=("active", ABOARD)).select_related("seat"))
    return [Losses(team, [u for u in lost if u.seat.team == team]) for team in "AB"]


@dataclass(frozen=True)
class EnemyDecisions:
    """A solo battle's enemy, as the report tells it: its decisions turn by turn and how often the player overruled."""

    picked: int  # units the app picked to act
    proposed: int  # proposals it made
    overruled: int
    lines: list[LogEntry]  # its decisions and the overrules, as the log keeps them


def enemy_decisions(entries: list[LogEntry]) -> EnemyDecisions | None:
    kinds = ("solo-activate", "solo-decision", "solo-overrule")
    voided = {e.voids for e in entries if e.voids}
    mine = [e for e in entries if e.kind in kinds and e.seq not in voided]
    if not any(e.kind == "solo-enemy" for e in entries):
        return None
    count = {k: sum(1 for e in mine if e.kind == k) for k in kinds}
    lines = [e for e in mine if e.kind != "solo-activate"]
    return EnemyDecisions(count["solo-activate"], count["solo-decision"], count["solo-overrule"], lines)


def battle_report(battle: Battle) -> dict:
    entries = list(LogEntry.objects.filter(battle=battle).order_by("seq"))
    points = score_by_turn(entries)
    return {
        "enemy": enemy_decisions(entries),
        "battle": battle,
        "result": battle.state.get("result"),
        "scores": points,
        "chart": score_chart(points, battle.combat_score_limit),
        "luck": dice_luck(entries, owners_of(battle)),
        "losses": losses(battle),
    }
