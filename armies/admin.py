from django.contrib import admin

from armies.models import (
    CoreUnit,
    DataPack,
    Detachment,
    DetachmentType,
    Doctrine,
    EventCard,
    ExampleDetachment,
    Fieldwork,
    Nation,
    RosterUnit,
    UnitProfile,
    Weapon,
)


class PackEntryAdmin(admin.ModelAdmin):
    search_fields = ["key"]
    list_filter = ["retired"]


@admin.register(Nation)
class NationAdmin(PackEntryAdmin):
    list_display = ["key", "name", "side", "retired"]


@admin.register(Weapon)
class WeaponAdmin(PackEntryAdmin):
    list_display = ["key", "name", "nation", "slot", "kind", "small_arms", "he", "ap", "cost", "retired"]
    list_filter = ["retired", "slot", "nation"]


@admin.register(UnitProfile)
class UnitProfileAdmin(PackEntryAdmin):
    list_display = ["key", "name", "nation", "unit_type", "cost_regular", "mobility", "retired"]
    list_filter = ["retired", "unit_type", "nation"]
    filter_horizontal = ["weapons"]


class CoreUnitInline(admin.TabularInline):
    model = CoreUnit
    extra = 0
    autocomplete_fields = ["unit"]


@admin.register(Doctrine)
class DoctrineAdmin(PackEntryAdmin):
    list_display = ["key", "name", "nation", "kind", "retired"]


@admin.register(DetachmentType)
class DetachmentTypeAdmin(PackEntryAdmin):
    list_display = ["key", "name", "doctrine", "orders_per_turn", "command_radius_cm", "event_cards", "retired"]
    filter_horizontal = ["units"]
    inlines = [CoreUnitInline]


@admin.register(Fieldwork)
class FieldworkAdmin(PackEntryAdmin):
    list_display = ["key", "name", "kind", "cost", "cover", "retired"]


@admin.register(EventCard)
class EventCardAdmin(PackEntryAdmin):
    list_display = ["key", "title", "duration_turns", "affects", "retired"]


@admin.register(ExampleDetachment)
class ExampleDetachmentAdmin(PackEntryAdmin):
    list_display = ["key", "name", "detachment_type", "retired"]


@admin.register(DataPack)
class DataPackAdmin(admin.ModelAdmin):
    list_display = ["name", "version", "is_sample", "imported_at"]


class RosterUnitInline(admin.TabularInline):
    model = RosterUnit
    fields = ("position", "profile", "quality", "squad_leader", "rides_in", "towed_by")
    raw_id_fields = ("profile", "rides_in", "towed_by")
    extra = 0


@admin.register(Detachment)
class DetachmentAdmin(admin.ModelAdmin):
    """Players' detachments, for support; players edit them in the builder."""

    list_display = ("name", "owner", "detachment_type", "pack_version", "updated_at")
    list_select_related = ("owner", "detachment_type")
    search_fields = ("name", "owner__username")
    raw_id_fields = ("owner", "detachment_type")
    readonly_fields = ("share_token", "last_removed", "created_at", "updated_at")
    inlines = [RosterUnitInline]
