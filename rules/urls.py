from django.urls import path

from rules import views

app_name = "rules"
urlpatterns = [
    path("", views.reference, name="reference"),
    path("rulings/", views.rulings, name="rulings"),
    path("search/", views.search_page, name="search"),
    path("calc/", views.calculators, name="calculators"),
    path("calc/<slug:procedure_id>/", views.calculator, name="calculator"),
]
