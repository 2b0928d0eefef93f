from django.urls import path, register_converter

from rules import views
from rules.system_pages import SystemConverter

register_converter(SystemConverter, "system")

app_name = "rules"
urlpatterns = [
    # Burst of Fire, the default system, where its pages always were.
    path("", views.reference, name="reference"),
    path("rulings/", views.rulings, name="rulings"),
    path("search/", views.search_page, name="search"),  # one search over every system
    path("calc/", views.calculators, name="calculators"),
    path("calc/<slug:procedure_id>/", views.calculator, name="calculator"),
    # Every other system under its key: /rules/open-fire/calc/attribute-roll/ is procedure open-fire/attribute-roll.
    path("<system:system>/", views.system_quick_reference, name="system_reference"),
    path("<system:system>/rulings/", views.rulings, name="system_rulings"),
    path("<system:system>/calc/", views.calculators, name="system_calculators"),
    path("<system:system>/calc/<slug:name>/", views.system_calculator, name="system_calculator"),
]
