from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("battles", "0005_log_undo"),
    ]

    operations = [
        migrations.AddField(
            model_name="seat",
            name="secrets",
            field=models.JSONField(blank=True, default=dict),
        ),
    ]
