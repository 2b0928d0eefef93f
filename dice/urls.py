from django.urls import path, register_converter

from dice import views


class RoomCode:
    """Room codes are short runs of letters and digits; anything else is simply not a room."""

    regex = "[A-Za-z0-9]{1,8}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(RoomCode, "room")

app_name = "dice"
urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("new/", views.room_new, name="new"),
    path("find/", views.room_find, name="find"),
    path("verify.py", views.verifier, name="verifier"),
    path("<room:code>/", views.room, name="room"),
    path("<room:code>/join/", views.room_join, name="join"),
    path("<room:code>/roll/", views.room_roll, name="roll"),
    path("<room:code>/close/", views.room_close, name="close"),
    path("<room:code>/poll/", views.room_poll, name="poll"),
    path("<room:code>/log.json", views.room_log, name="log"),
]
