from django.urls import path

from campaigns import views

app_name = "campaigns"
urlpatterns = [
    path("", views.home, name="home"),
    path("new/", views.create, name="create"),
    path("join/", views.join, name="join"),
    path("import/", views.import_file, name="import"),
    path("<str:code>/", views.campaign, name="campaign"),
    path("<str:code>/force/", views.force, name="force"),
    path("<str:code>/force/<str:side>/", views.force_page, name="force_page"),
    path("<str:code>/upgrade/", views.upgrade, name="upgrade"),
    path("<str:code>/start/", views.start, name="start"),
    path("<str:code>/app-force/", views.app_force, name="app_force"),
    path("<str:code>/organiser/", views.organiser, name="organiser"),
    path("<str:code>/next/", views.next_game, name="next"),
    path("<str:code>/play-next/", views.play_next, name="play_next"),
    path("<str:code>/by-hand/", views.by_hand, name="by_hand"),
    path("<str:code>/games/<int:number>/confirm/", views.confirm, name="confirm"),
    path("<str:code>/games/<int:number>/void/", views.void, name="void"),
    path("<str:code>/games/<int:number>/salvage/", views.salvage_claim, name="salvage"),
    path("<str:code>/games/<int:number>/salvage-weapons/", views.salvage_weapons_claim, name="salvage_weapons"),
    path("<str:code>/games/<int:number>/note/", views.note, name="note"),
    path("<str:code>/poll/", views.poll, name="poll"),
    path("<str:code>/ledger/", views.ledger, name="ledger"),
    path("<str:code>/report/", views.report, name="report"),
    path("<str:code>/force/<str:side>/print/", views.force_print, name="force_print"),
    path("<str:code>/ledger.json", views.ledger_json, name="ledger_json"),
    path("<str:code>/state.json", views.state_json, name="state_json"),
    path("<str:code>/campaign.json", views.campaign_json, name="campaign_json"),
]
