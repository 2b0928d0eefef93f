from django.contrib import admin
from django.urls import include, path

from bof_site import pwa, views

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("manifest.webmanifest", pwa.manifest, name="manifest"),
    path("sw.js", pwa.service_worker, name="service_worker"),  # at the root, so that it may look after every page
    path("offline/", pwa.offline, name="offline"),
    path("i18n/", include("django.conf.urls.i18n")),  # set_language: the footer's English/Deutsch switch
    path("accounts/", include("accounts.urls")),
    path("dice/", include("dice.urls")),
    path("rules/", include("rules.urls")),
    path("armies/", include("armies.urls")),
    path("battles/", include("battles.urls")),
    path("campaigns/", include("campaigns.urls")),
    path("admin/", admin.site.urls),
]
