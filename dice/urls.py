from django.urls import path

from dice import views

app_name = "dice"
urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("new/", views.room_new, name="new"),
    path("find/", views.room_find, name="find"),
    path("verify.py", views.verifier, name="verifier"),
    path("<str:code>/", views.room, name="room"),
    path("<str:code>/join/", views.room_join, name="join"),
    path("<str:code>/roll/", views.room_roll, name="roll"),
    path("<str:code>/close/", views.room_close, name="close"),
    path("<str:code>/poll/", views.room_poll, name="poll"),
    path("<str:code>/log.json", views.room_log, name="log"),
]
