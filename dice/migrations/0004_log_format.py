"""Logs get a format number. Logs begun before it keep format 1 (their chains start at the bare commitment,
rolls fingerprint the client seeds without their owners, no closing link); every log begun after is format 2
(fairplay.py: a header, seeds with their owners, a closing link). Adding the column never touches a log's rows."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("dice", "0003_no_truncate")]

    operations = [
        migrations.AddField(
            model_name="diceroom", name="log_format", field=models.PositiveSmallIntegerField(default=1)
        ),
        migrations.AlterField(
            model_name="diceroom", name="log_format", field=models.PositiveSmallIntegerField(default=2)
        ),
    ]
