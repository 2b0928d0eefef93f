"""The campaign's pictures, drawn on the server as SVG: the ladder (each game a dot on the rung it was played on,
the path between them, resets and the next game) and the points over the games. Plain shapes and text with
presentation attributes only (the CSP allows no inline styles); colours come from the page's CSS classes."""

from __future__ import annotations

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from rules import localized
from rules.engine.ladder import LADDER, Ladder
from rules.engine.procedures.campaign import MAX_GAMES as MAX_GAMES_PICTURE

ROW, COL, LEFT, TOP = 26, 30, 34, 14


def ladder_svg(ladder: Ladder) -> SafeString:
    """Rungs 1 (bottom: Probing the enemy lines) to 9 (top); one column per game; the next game hollow."""
    games = len(ladder.path) + (0 if ladder.over else 1)
    columns = max(games, MAX_GAMES_PICTURE)
    width, height = LEFT + columns * COL + 10, TOP + len(LADDER) * ROW + 24
    y = {scenario: TOP + (len(LADDER) - 1 - n) * ROW + ROW // 2 for n, scenario in enumerate(LADDER)}
    title = gettext("The campaign ladder: where each game was played and where the next one is")
    out = [f'<svg class="ladder" viewBox="0 0 {width} {height}" role="img" aria-labelledby="ladder-title">',
           f'<title id="ladder-title">{escape(title)}</title>']  # fmt: skip
    for n, scenario in enumerate(LADDER):
        row_y = y[scenario]
        out.append(f'<line class="rung" x1="{LEFT - 4}" y1="{row_y}" x2="{width - 6}" y2="{row_y}"/>')
        out.append(f'<text class="rung-no" x="{LEFT - 10}" y="{row_y + 5}" text-anchor="end">{n + 1}</text>')
    for g in range(1, columns + 1):
        out.append(f'<text class="game-no" x="{LEFT + (g - 1) * COL + COL // 2}" y="{height - 6}" '
                   f'text-anchor="middle">{g}</text>')  # fmt: skip
    points = [(LEFT + (g.number - 1) * COL + COL // 2, y[g.scenario], g) for g in ladder.path]
    if not ladder.over:
        points.append((LEFT + len(ladder.path) * COL + COL // 2, y[ladder.scenario], None))
    if len(points) > 1:
        path = " ".join(f"{x},{yy}" for x, yy, _ in points)
        out.append(f'<polyline class="path" points="{path}" fill="none"/>')
    for x, yy, game in points:
        if game is None:
            side = {"side-a": "a", "side-b": "b"}.get(ladder.attacker or "", "n")
            label = escape(gettext("Next: %(title)s") % {"title": ladder_title(ladder.scenario)})
            out.append(f'<circle class="next side-{side}" cx="{x}" cy="{yy}" r="8"><title>{label}</title></circle>')
            continue
        won = {"side-a-wins": "a", "side-b-wins": "b"}.get(game.result, "n")
        result = {"side-a-wins": gettext("side A wins"), "side-b-wins": gettext("side B wins")}.get(
            game.result, gettext("draw")
        )
        label = escape(
            gettext("Game %(number)s: %(title)s, %(result)s")
            % {"number": game.number, "title": ladder_title(game.scenario), "result": result}
        )
        out.append(f'<circle class="played side-{won}" cx="{x}" cy="{yy}" r="8"><title>{label}</title></circle>')
        if game.event == "reset":
            reset = escape(gettext("reset"))
            out.append(f'<text class="mark" x="{x}" y="{yy - 12}" text-anchor="middle">{reset}</text>')
    out.append("</svg>")
    return mark_safe("".join(out))  # noqa: S308  (numbers and escaped words only)


def ladder_title(scenario: str) -> str:
    return localized.mode_title(scenario)


def points_svg(history: list[tuple[int, int]]) -> SafeString:
    """Each side's points after each game (A solid, B dashed), from 0 at the start."""
    series = [(0, 0), *history]
    top = max(10, *(max(a, b) for a, b in series))
    width, height, left, bottom = 320, 150, 34, 130
    step = (width - left - 10) / max(1, len(series) - 1)

    def line(index: int) -> str:
        return " ".join(f"{left + n * step:.1f},{bottom - (pair[index] / top) * (bottom - 12):.1f}"
                        for n, pair in enumerate(series))  # fmt: skip

    title = escape(gettext("Points of side A and side B after each game"))
    out = [f'<svg class="points-chart" viewBox="0 0 {width} {height}" role="img" aria-labelledby="points-title">',
           f'<title id="points-title">{title}</title>',
           f'<line class="axis" x1="{left}" y1="{bottom}" x2="{width - 6}" y2="{bottom}"/>',
           f'<text class="game-no" x="{left - 6}" y="{bottom}" text-anchor="end">0</text>',
           f'<text class="game-no" x="{left - 6}" y="16" text-anchor="end">{top}</text>',
           f'<polyline class="series side-a" points="{line(0)}" fill="none"/>',
           f'<polyline class="series side-b" points="{line(1)}" fill="none" stroke-dasharray="6 4"/>',
           "</svg>"]  # fmt: skip
    return mark_safe("".join(out))  # noqa: S308  (numbers only)
