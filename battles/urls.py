from django.urls import path, register_converter

from battles.views import (
    card_choices,
    cards,
    command,
    lobby,
    open_fire,
    open_fire_odds,
    roll,
    seats,
    setup,
    solo,
    table,
    terrain,
    turn,
)
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter: short letter-and-digit codes)


class ProcedureId:
    """A procedure's id on a battle's roll page: Burst of Fire's bare ("vehicle-move") or another system's, which a
    module may bring to the table ("chain-of-command/vehicle-move", battles/table/modules.py)."""

    regex = r"[-a-zA-Z0-9_]+(?:/[-a-zA-Z0-9_]+)?"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(ProcedureId, "procedure")

app_name = "battles"
urlpatterns = [
    path("", lobby.home, name="home"),
    path("new/", lobby.new, name="new"),
    path("new/mode-line/", lobby.new_mode_line, name="new_mode_line"),
    path("find/", lobby.find, name="find"),
    *solo.urlpatterns[:1],
    *open_fire.urlpatterns[:1],
    path("<room:code>/", table.table, name="table"),
    path("<room:code>/watch/", table.watch, name="watch"),
    path("<room:code>/join/", lobby.join, name="join"),
    path("<room:code>/choose/", lobby.choose, name="choose"),
    path("<room:code>/ready/", lobby.ready, name="ready"),
    path("<room:code>/unready/", lobby.unready, name="unready"),
    path("<room:code>/seats/", seats.seat_links, name="seat_links"),
    path("<room:code>/seat/<str:token>/", seats.seat_taken, name="seat_taken"),
    path("<room:code>/turn/after-shot/", turn.after_shot, name="after_shot"),
    path("<room:code>/turn/<slug:step>/", turn.turn_step, name="turn"),
    path("<room:code>/roll/<procedure:procedure_id>/", roll.roll_page, name="roll"),
    path("<room:code>/void/", turn.void, name="void"),
    path("<room:code>/chain/skip/", turn.skip_step, name="skip_step"),
    path("<room:code>/chain/bodyguard/", turn.bodyguard, name="bodyguard"),
    path("<room:code>/objective/", turn.objective_step, name="objective"),
    path("<room:code>/poll/", table.poll, name="poll"),
    path("<room:code>/version/", table.version, name="version"),
    path("<room:code>/events/", table.events, name="events"),
    path("<room:code>/part/<slug:name>/", table.part, name="part"),
    path("<room:code>/log/", table.log_page, name="log"),
    path("<room:code>/log.json", table.log_json, name="log_json"),
    path("<room:code>/report/", table.report_page, name="report"),
]
urlpatterns += (
    open_fire.urlpatterns[1:]
    + open_fire_odds.urlpatterns
    + solo.urlpatterns[1:]
    + setup.urlpatterns
    + terrain.urlpatterns
    + cards.urlpatterns
    + card_choices.urlpatterns
    + command.urlpatterns
)
