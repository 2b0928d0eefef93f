from django.contrib import admin

from dice.models import DiceRoom, RollEntry, RoomMember


class ReadOnly(admin.ModelAdmin):
    """Dice rooms are evidence: staff may look, never edit (the log's trigger would refuse anyway)."""

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(DiceRoom)
class DiceRoomAdmin(ReadOnly):
    list_display = ["code", "created_at", "closed_at", "roll_count", "head_hash"]
    search_fields = ["code"]
    exclude = ["server_seed"]  # secret until the room closes, even from staff screens


@admin.register(RoomMember)
class RoomMemberAdmin(ReadOnly):
    list_display = ["display_name", "room", "position", "is_host", "joined_at"]
    search_fields = ["room__code", "display_name"]


@admin.register(RollEntry)
class RollEntryAdmin(ReadOnly):
    list_display = ["room", "seq", "by_name", "label", "dice", "created_at"]
    list_select_related = ["room"]
    search_fields = ["room__code"]
