from django.urls import path

from armies import staff, views

app_name = "armies"
urlpatterns = [
    path("arsenal/", views.arsenal, name="arsenal"),
    path("arsenal/pack.json", views.pack_json, name="pack_json"),
    path("arsenal/load/", staff.pack_upload, name="pack_upload"),
    path("arsenal/<slug:nation_key>/", views.nation, name="nation"),
]
