from django.urls import path

from armies import builder_views, open_fire_views, roster_views, staff, views

app_name = "armies"
urlpatterns = [
    path("", builder_views.mine, name="mine"),
    path("new/", builder_views.new, name="new"),
    path("new/example/", builder_views.from_example, name="from_example"),
    path("import/", builder_views.import_file, name="import"),
    path("<int:detachment_id>/", builder_views.page, name="builder"),
    path("<int:detachment_id>/settings/", builder_views.settings, name="settings"),
    path("<int:detachment_id>/add/", builder_views.add, name="add"),
    path("<int:detachment_id>/undo/", builder_views.undo, name="undo"),
    path("<int:detachment_id>/duplicate/", builder_views.duplicate, name="duplicate"),
    path("<int:detachment_id>/delete/", builder_views.delete, name="delete"),
    path("<int:detachment_id>/share/", builder_views.share_new, name="share_new"),
    path("<int:detachment_id>/units/<int:unit_id>/", roster_views.unit, name="unit"),
    path("<int:detachment_id>/units/<int:unit_id>/<slug:action>/", builder_views.unit_action, name="unit_action"),
    path("<int:detachment_id>/print/", roster_views.print_view, name="print"),
    path("<int:detachment_id>/export.json", roster_views.export, name="export"),
    path("shared/<str:token>/", roster_views.shared, name="shared"),
    path("shared/<str:token>/print/", roster_views.shared_print, name="shared_print"),
    path("shared/<str:token>/units/<int:unit_id>/", roster_views.shared_unit, name="shared_unit"),
    path("open-fire/", open_fire_views.mine, name="open_fire"),
    path("open-fire/new/", open_fire_views.new, name="open_fire_new"),
    path("open-fire/import/", open_fire_views.import_file, name="open_fire_import"),
    path("open-fire/<int:force_id>/", open_fire_views.force, name="open_fire_force"),
    path("open-fire/<int:force_id>/change/", open_fire_views.change, name="open_fire_change"),
    path("open-fire/<int:force_id>/export.json", open_fire_views.export, name="open_fire_export"),
    path("open-fire/<int:force_id>/print/", open_fire_views.print_view, name="open_fire_print"),
    path("open-fire/shared/<str:token>/", open_fire_views.shared, name="open_fire_shared"),
    path("arsenal/", views.arsenal, name="arsenal"),
    path("arsenal/pack.json", views.pack_json, name="pack_json"),
    path("arsenal/load/", staff.pack_upload, name="pack_upload"),
    path("arsenal/<slug:nation_key>/", views.nation, name="nation"),
]
