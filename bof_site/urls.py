from django.contrib import admin
from django.urls import include, path

from bof_site import views

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("accounts/", include("accounts.urls")),
    path("dice/", include("dice.urls")),
    path("rules/", include("rules.urls")),
    path("armies/", include("armies.urls")),
    path("battles/", include("battles.urls")),
    path("admin/", admin.site.urls),
]
