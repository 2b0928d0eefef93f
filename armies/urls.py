from django.urls import path

from armies import views

app_name = "armies"
urlpatterns = [
    path("arsenal/", views.arsenal, name="arsenal"),
    path("arsenal/pack.json", views.pack_json, name="pack_json"),
    path("arsenal/<slug:nation_key>/", views.nation, name="nation"),
]
