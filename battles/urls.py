from django.urls import path

from battles import cards_views, command_views, setup_views, terrain_views, views
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter: short letter-and-digit codes)

app_name = "battles"
urlpatterns = [
    path("", views.home, name="home"),
    path("new/", views.new, name="new"),
    path("find/", views.find, name="find"),
    path("<room:code>/", views.table, name="table"),
    path("<room:code>/watch/", views.watch, name="watch"),
    path("<room:code>/join/", views.join, name="join"),
    path("<room:code>/choose/", views.choose, name="choose"),
    path("<room:code>/ready/", views.ready, name="ready"),
    path("<room:code>/unready/", views.unready, name="unready"),
    path("<room:code>/setup/force-morale/", views.force_morale, name="force_morale"),
    path("<room:code>/turn/<slug:step>/", views.turn_step, name="turn"),
    path("<room:code>/roll/<slug:procedure_id>/", views.roll_page, name="roll"),
    path("<room:code>/void/", views.void, name="void"),
    path("<room:code>/chain/skip/", views.skip_step, name="skip_step"),
    path("<room:code>/chain/bodyguard/", views.bodyguard, name="bodyguard"),
    path("<room:code>/objective/", views.objective_step, name="objective"),
    path("<room:code>/poll/", views.poll, name="poll"),
    path("<room:code>/log/", views.log_page, name="log"),
    path("<room:code>/log.json", views.log_json, name="log_json"),
    path("<room:code>/report/", views.report_page, name="report"),
]
urlpatterns += setup_views.urlpatterns + terrain_views.urlpatterns + cards_views.urlpatterns + command_views.urlpatterns
