"""Whether a log entry was taken back (a later entry voids it), asked for each roll the turn card shows: a partial
index on the takings-back, a few a game. Built CONCURRENTLY: on a server with a long log, a plain CREATE INDEX
would hold every battle's writes until it is built."""

from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models


class Migration(migrations.Migration):
    atomic = False

    dependencies = [
        ("battles", "0022_digest_in_plpgsql"),
    ]

    operations = [
        AddIndexConcurrently(
            model_name="logentry",
            index=models.Index(
                condition=models.Q(("voids__isnull", False)), fields=["battle", "voids"], name="battle_entry_voids"
            ),
        ),
    ]
