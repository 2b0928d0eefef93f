"""The regions cache (battles/regions.py): UNLOGGED, as a cache needs no WAL and no crash safety (Postgres empties
it after a crash, and the next poll renders again)."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("battles", "0020_undo_notes_append_only"),
    ]

    operations = [
        migrations.CreateModel(
            name="RegionRender",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("version", models.PositiveIntegerField()),
                ("viewer", models.CharField(max_length=80)),
                ("parts", models.JSONField()),
                (
                    "battle",
                    models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="battles.battle",
                    ),
                ),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(fields=("battle", "version", "viewer"), name="region_render_once")
                ],
            },
        ),
        migrations.RunSQL(
            "ALTER TABLE battles_regionrender SET UNLOGGED", "ALTER TABLE battles_regionrender SET LOGGED"
        ),
    ]
