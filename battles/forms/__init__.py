from __future__ import annotations

from django import forms
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from armies.models import Detachment, ExampleDetachment
from battles.models import MAX_SEATS, TEAMS
from battles.services.lobby import SWITCHABLE
from bof_site.jsondoc import read_json
from dice.forms import SeatForm
from rules import localized
from rules.engine.procedures.points import FREE_POINTS, available_points
from rules.engine.procedures.setup import GAME_MODES, MODES

MAX_ROSTER_BYTES = 512 * 1024


def mode_label(mode) -> str:
    """Short enough for a phone's select box: the title, then the points of each side."""
    title = localized.mode_title(mode.id)
    if mode.points is None:
        return gettext("%(mode)s · your points") % {"mode": title}
    a, b = mode.points
    return f"{title} · {a}/{b}" if a != b else f"{title} · {a}"


def mode_line(game_mode: str, players: object = 2, cut: bool = True, points: object = 150) -> str:
    """What the chosen game mode is and what each side spends, in a line for the new-battle form; with the cut
    for 4 or 6 players, what each player gets (the engine's available-points rule). Loose input (a half-typed form)
    is read as the defaults: the line explains, the form's own checks refuse."""
    mode = MODES.get(game_mode) or MODES["victory-zones"]
    players = int(players) if str(players).isdigit() and 2 <= int(players) <= MAX_SEATS else 2
    free = FREE_POINTS["default"]
    if str(points).isdigit() and FREE_POINTS["minimum"] <= int(points) <= FREE_POINTS["maximum"]:
        free = int(points)
    found = available_points(mode.id, players, cut, free)
    a, b = found.side_a, found.side_b
    if a == b:
        spend = gettext("%(points)s points a side.") % {"points": a}
    elif mode.roles:
        spend = gettext("Attacker %(a)s points, defender %(b)s.") % {"a": a, "b": b}
    else:
        spend = gettext("Team A %(a)s points, team B %(b)s.") % {"a": a, "b": b}
    line = f"{localized.aim(mode.id)} {spend}"
    if found.cut:
        share = f"{found.player_a} / {found.player_b}" if a != b else str(found.player_a)
        line += " " + gettext("With %(players)s players each player spends %(share)s (the multiplayer cut).") % {
            "players": players,
            "share": share,
        }
    elif players > 2:
        line += " " + gettext("Each player spends the side's full points (%(players)s players).") % {"players": players}
    return line


def house_rule_label(ruling) -> str:
    """ "R36 Keep one state: ..." for the host's checkbox; a module's switch already begins with its title ("M1
    Vehicle movement: Chain of Command. A vehicle's Move ..."), which is not said twice."""
    title, switch = gettext(ruling.title), gettext(ruling.house_rule)
    return f"{ruling.id} {switch}" if switch.startswith(title) else f"{ruling.id} {title}: {switch}"


# Two big buttons a row at 360 px: "cm" and "inches" ("centimetres" broke as "centimetre/s" in one).
MEASURE_CHOICES = [("cm", "cm"), ("in", _("inches"))]


class JoinForm(SeatForm):
    team = forms.ChoiceField(
        label=_("Team"),
        choices=TEAMS,
        widget=forms.RadioSelect,
        error_messages={"required": _("Pick team A or team B."), "invalid_choice": _("Pick team A or team B.")},
    )


class BattleForm(JoinForm):
    game_mode = forms.ChoiceField(
        label=_("Game mode"),
        choices=lambda: [(m.id, mode_label(m)) for m in GAME_MODES],  # called per form: in its language
        error_messages={"required": _("Pick a game mode."), "invalid_choice": _("Pick a game mode from the list.")},
    )
    players = forms.TypedChoiceField(
        label=_("Players"),
        choices=[(n, str(n)) for n in range(2, MAX_SEATS + 1)],
        coerce=int,
        initial=2,
        error_messages={"invalid_choice": format_lazy(_("A battle has 2 to {most} players."), most=MAX_SEATS)},
    )
    cut_points = forms.BooleanField(
        label=_("Cut points for 4 or 6 players (75 % / 50 %), for shorter turns"), required=False, initial=True
    )
    points = forms.IntegerField(
        label=_("Points per side (only for Combat only)"),
        min_value=10,
        max_value=2000,
        initial=150,
        required=False,
        error_messages={
            "invalid": _("Type the points as a whole number."),
            "min_value": _("Points per side start at 10."),
            "max_value": _("Points per side go up to 2000."),
        },
    )
    turn_limit = forms.IntegerField(
        label=_("Turns"),
        min_value=1,
        max_value=50,
        initial=5,
        error_messages={
            "required": _("Say how many turns to play."),
            "invalid": _("Type the turns as a whole number."),
            "min_value": _("Play at least one turn."),
            "max_value": _("Play at most 50 turns."),
        },
    )
    combat_score_limit = forms.IntegerField(
        label=_("Combat Score limit (empty: the mode's own, 50 or 15)"),
        min_value=1,
        max_value=500,
        required=False,
        error_messages={
            "invalid": _("Type the limit as a whole number."),
            "min_value": _("The limit is at least 1."),
            "max_value": _("The limit is at most 500."),
        },
    )
    measure = forms.ChoiceField(
        label=_("Distances in"),
        choices=MEASURE_CHOICES,
        initial="cm",
        widget=forms.RadioSelect,
        error_messages={"invalid_choice": _("Measure in centimetres or inches.")},
    )
    house_rules = forms.MultipleChoiceField(
        label=_("House rules"),
        required=False,
        choices=[(r.id, lazy(house_rule_label, str)(r)) for r in SWITCHABLE.values()],  # said in the page's language
        widget=forms.CheckboxSelectMultiple,
        error_messages={"invalid_choice": _("Pick house rules from the list.")},
    )

    field_order = ["game_mode", "players", "cut_points", "points", "turn_limit", "combat_score_limit", "measure"]


def my_detachments(user):
    """The player's own detachments, the latest edited first."""
    return Detachment.objects.filter(owner_id=user.id).select_related("detachment_type").order_by("-updated_at")


class ChooseForm(forms.Form):
    """One way to bring a detachment: one of mine, a sample example, or a roster file."""

    source = forms.ChoiceField(
        choices=[
            ("mine", _("One of my detachments")),
            ("example", _("A sample example")),
            ("file", _("A roster file")),
        ],
        widget=forms.RadioSelect,
        error_messages={
            "required": _("Say where your detachment comes from."),
            "invalid_choice": _("Pick from the list."),
        },
    )
    detachment = forms.TypedChoiceField(
        label=_("My detachment"), coerce=int, required=False, error_messages={"invalid_choice": _("Pick one of yours.")}
    )
    example = forms.ChoiceField(
        label=_("Example"), required=False, error_messages={"invalid_choice": _("Pick an example from the list.")}
    )
    roster_file = forms.FileField(
        label=_("Roster file (.json exported from the builder)"),
        required=False,
        error_messages={"empty": _("That file is empty."), "invalid": _("Choose a roster file.")},
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
            self.add_error("detachment", _("Pick one of your detachments."))
        elif source == "example" and not data.get("example"):
            self.add_error("example", _("Pick an example."))
        elif source == "file":
            upload = data.get("roster_file")
            if upload is None:
                self.add_error("roster_file", _("Choose a roster file."))
            elif upload.size > MAX_ROSTER_BYTES:
                self.add_error("roster_file", _("That file is too large for a roster (over 512 KB)."))
            else:
                try:
                    data["document"] = read_json(upload.read())
                except (UnicodeDecodeError, ValueError, RecursionError):
                    self.add_error("roster_file", _("That file is not a roster exported from this app."))
        return data


class SetupRollForm(forms.Form):
    """A setup roll for a team: the server's dice (the `roll` button) or dice typed in from the table."""

    team = forms.ChoiceField(
        choices=TEAMS, error_messages={"required": _("Pick a team."), "invalid_choice": _("Pick a team.")}
    )
    dice = forms.CharField(label=_("Dice rolled at the table"), required=False, max_length=40)
    key = forms.UUIDField(
        widget=forms.HiddenInput,
        error_messages={
            "required": _("Reload the page and roll again."),
            "invalid": _("Reload the page and roll again."),
        },
    )


class TurnForm(forms.Form):
    """Any step of the turn: a one-time key, and the unit, the action or the dice where the step needs them."""

    key = forms.UUIDField(
        widget=forms.HiddenInput,
        error_messages={
            "required": _("Reload the page and try again."),
            "invalid": _("Reload the page and try again."),
        },
    )
    unit = forms.IntegerField(
        required=False,
        min_value=1,
        error_messages={"invalid": _("Pick one of your units."), "min_value": _("Pick one of your units.")},
    )
    action = forms.CharField(
        required=False, max_length=20, error_messages={"max_length": _("Pick an action from the list.")}
    )
    dice = forms.CharField(
        label=_("Dice rolled at the table"),
        required=False,
        max_length=40,
        error_messages={"max_length": _("Type one die per player, like 4,2.")},
    )
    # The initiative re-roll this phone saw ("" for the first roll): a press from a stale page is refused.
    seen = forms.RegexField(
        regex=r"^[0-9,]{0,20}$", required=False, error_messages={"invalid": _("Reload the page and try again.")}
    )
