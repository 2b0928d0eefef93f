from __future__ import annotations

from django import forms

from armies.models import Detachment, ExampleDetachment
from battles.models import MAX_SEATS, TEAMS
from battles.services.lobby import SWITCHABLE
from bof_site.jsondoc import read_json
from dice.forms import SeatForm
from rules.engine.muster import points_limit
from rules.engine.procedures.setup import GAME_MODES, MODES

MAX_ROSTER_BYTES = 512 * 1024


def mode_label(mode) -> str:
    """Short enough for a phone's select box: the title, then the points of each side."""
    if mode.points is None:
        return f"{mode.title} · your points"
    a, b = mode.points
    return f"{mode.title} · {a}/{b}" if a != b else f"{mode.title} · {a}"


def mode_line(game_mode: str, players: object = 2, cut: bool = True, points: object = 150) -> str:
    """What the chosen game mode is and what each side spends, in a line for the new-battle form; with the cut
    for 4 or 6 players, what each player gets (muster.points_limit). Loose input (a half-typed form) is read
    as the defaults: the line explains, the form's own checks refuse."""
    mode = MODES.get(game_mode) or MODES["victory-zones"]
    players = int(players) if str(players).isdigit() and 2 <= int(players) <= MAX_SEATS else 2
    free = int(points) if str(points).isdigit() and 10 <= int(points) <= 2000 else 150
    a, b = mode.points or (free, free)
    sides = ("attacker", "defender") if mode.roles else ("team A", "team B")
    spend = f"{sides[0].capitalize()} {a} points, {sides[1]} {b}." if a != b else f"{a} points a side."
    line = f"{mode.aim} {spend}"
    if cut and players in (4, 6):
        share = f"{points_limit(a, players)} / {points_limit(b, players)}" if a != b else str(points_limit(a, players))
        line += f" With {players} players each player spends {share} (the multiplayer cut)."
    elif players > 2:
        line += f" Each player spends the side's full points ({players} players)."
    return line


class JoinForm(SeatForm):
    team = forms.ChoiceField(
        label="Team",
        choices=TEAMS,
        widget=forms.RadioSelect,
        error_messages={"required": "Pick team A or team B.", "invalid_choice": "Pick team A or team B."},
    )


class BattleForm(JoinForm):
    game_mode = forms.ChoiceField(
        label="Game mode",
        choices=[(m.id, mode_label(m)) for m in GAME_MODES],
        error_messages={"required": "Pick a game mode.", "invalid_choice": "Pick a game mode from the list."},
    )
    players = forms.TypedChoiceField(
        label="Players",
        choices=[(n, str(n)) for n in range(2, MAX_SEATS + 1)],
        coerce=int,
        initial=2,
        error_messages={"invalid_choice": f"A battle has 2 to {MAX_SEATS} players."},
    )
    cut_points = forms.BooleanField(
        label="Cut points for 4 or 6 players (75 % / 50 %), for shorter turns", required=False, initial=True
    )
    points = forms.IntegerField(
        label="Points per side (only for Combat only)",
        min_value=10,
        max_value=2000,
        initial=150,
        required=False,
        error_messages={
            "invalid": "Type the points as a whole number.",
            "min_value": "Points per side start at 10.",
            "max_value": "Points per side go up to 2000.",
        },
    )
    turn_limit = forms.IntegerField(
        label="Turns",
        min_value=1,
        max_value=50,
        initial=5,
        error_messages={
            "required": "Say how many turns to play.",
            "invalid": "Type the turns as a whole number.",
            "min_value": "Play at least one turn.",
            "max_value": "Play at most 50 turns.",
        },
    )
    combat_score_limit = forms.IntegerField(
        label="Combat Score limit (empty: the mode's own, 50 or 15)",
        min_value=1,
        max_value=500,
        required=False,
        error_messages={
            "invalid": "Type the limit as a whole number.",
            "min_value": "The limit is at least 1.",
            "max_value": "The limit is at most 500.",
        },
    )
    measure = forms.ChoiceField(
        label="Distances in",
        choices=[("cm", "cm"), ("in", "inches")],
        initial="cm",
        widget=forms.RadioSelect,
        error_messages={"invalid_choice": "Measure in centimetres or inches."},
    )
    house_rules = forms.MultipleChoiceField(
        label="House rules",
        required=False,
        choices=[(r.id, f"{r.id} {r.title}: {r.house_rule}") for r in SWITCHABLE.values()],
        widget=forms.CheckboxSelectMultiple,
        error_messages={"invalid_choice": "Pick house rules from the list."},
    )

    field_order = ["game_mode", "players", "cut_points", "points", "turn_limit", "combat_score_limit", "measure"]


def my_detachments(user):
    """The player's own detachments, the latest edited first."""
    return Detachment.objects.filter(owner_id=user.id).select_related("detachment_type").order_by("-updated_at")


class ChooseForm(forms.Form):
    """One way to bring a detachment: one of mine, a sample example, or a roster file."""

    source = forms.ChoiceField(
        choices=[("mine", "One of my detachments"), ("example", "A sample example"), ("file", "A roster file")],
        widget=forms.RadioSelect,
        error_messages={"required": "Say where your detachment comes from.", "invalid_choice": "Pick from the list."},
    )
    detachment = forms.TypedChoiceField(
        label="My detachment", coerce=int, required=False, error_messages={"invalid_choice": "Pick one of yours."}
    )
    example = forms.ChoiceField(
        label="Example", required=False, error_messages={"invalid_choice": "Pick an example from the list."}
    )
    roster_file = forms.FileField(
        label="Roster file (.json exported from the builder)",
        required=False,
        error_messages={"empty": "That file is empty.", "invalid": "Choose a roster file."},
    )

    def __init__(self, *args, user, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        mine = my_detachments(user) if user.is_authenticated else []
        self.fields["detachment"].choices = [("", "—"), *[(d.id, d.name) for d in mine]]
        examples = ExampleDetachment.objects.filter(retired=False).order_by("key")
        self.fields["example"].choices = [("", "—"), *[(e.key, e.name) for e in examples]]
        if not user.is_authenticated:
            self.fields["source"].choices = [c for c in self.fields["source"].choices if c[0] != "mine"]

    def clean(self):
        data = super().clean()
        source = data.get("source")
        if source == "mine" and not data.get("detachment"):
            self.add_error("detachment", "Pick one of your detachments.")
        elif source == "example" and not data.get("example"):
            self.add_error("example", "Pick an example.")
        elif source == "file":
            upload = data.get("roster_file")
            if upload is None:
                self.add_error("roster_file", "Choose a roster file.")
            elif upload.size > MAX_ROSTER_BYTES:
                self.add_error("roster_file", "That file is too large for a roster (over 512 KB).")
            else:
                try:
                    data["document"] = read_json(upload.read())
                except (UnicodeDecodeError, ValueError, RecursionError):
                    self.add_error("roster_file", "That file is not a roster exported from this app.")
        return data


class SetupRollForm(forms.Form):
    """A setup roll for a team: the server's dice (the `roll` button) or dice typed in from the table."""

    team = forms.ChoiceField(
        choices=TEAMS, error_messages={"required": "Pick a team.", "invalid_choice": "Pick a team."}
    )
    dice = forms.CharField(label="Dice rolled at the table", required=False, max_length=40)
    key = forms.UUIDField(
        widget=forms.HiddenInput,
        error_messages={"required": "Reload the page and roll again.", "invalid": "Reload the page and roll again."},
    )


class TurnForm(forms.Form):
    """Any step of the turn: a one-time key, and the unit, the action or the dice where the step needs them."""

    key = forms.UUIDField(
        widget=forms.HiddenInput,
        error_messages={"required": "Reload the page and try again.", "invalid": "Reload the page and try again."},
    )
    unit = forms.IntegerField(
        required=False,
        min_value=1,
        error_messages={"invalid": "Pick one of your units.", "min_value": "Pick one of your units."},
    )
    action = forms.CharField(
        required=False, max_length=20, error_messages={"max_length": "Pick an action from the list."}
    )
    dice = forms.CharField(
        label="Dice rolled at the table",
        required=False,
        max_length=40,
        error_messages={"max_length": "Type one die per player, like 4,2."},
    )
    # The initiative re-roll this phone saw ("" for the first roll): a press from a stale page is refused.
    seen = forms.RegexField(
        regex=r"^[0-9,]{0,20}$", required=False, error_messages={"invalid": "Reload the page and try again."}
    )
