"""R33 cover levels for the arsenal's fieldworks already loaded: sandbags are medium cover (the "Take cover"
chapter and its worked example, not the fieldworks appendix's soft) and a bunker is hard, whatever pack they
came from. Battles keep the cover their fieldworks were bought with: it is part of their sealed state."""

from django.db import migrations

COVER = {"sandbags": "medium", "bunker": "hard"}


def set_cover(apps, schema_editor):
    Fieldwork = apps.get_model("armies", "Fieldwork")
    for kind, cover in COVER.items():
        Fieldwork.objects.filter(kind=kind).exclude(cover=cover).update(cover=cover)


class Migration(migrations.Migration):
    dependencies = [
        ("armies", "0002_detachments"),
    ]

    operations = [
        migrations.RunPython(set_cover, migrations.RunPython.noop),
    ]
