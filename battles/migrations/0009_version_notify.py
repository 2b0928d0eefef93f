"""A battle whose version moves tells the phones' streams (battles/stream.py): Postgres sends `CODE:version` on the
`bof_battle` channel when the writing transaction commits, and never for one that rolls back. A trigger, so every
path that bumps the version (the services' one write path, a void, a data fix in psql) is heard."""

from django.db import migrations

FORWARD = """
CREATE FUNCTION battles_version_notify() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('bof_battle', NEW.code || ':' || NEW.version);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_version_notify
    AFTER UPDATE OF version ON battles_battle
    FOR EACH ROW
    WHEN (OLD.version IS DISTINCT FROM NEW.version)
    EXECUTE FUNCTION battles_version_notify();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS battles_version_notify ON battles_battle;
DROP FUNCTION IF EXISTS battles_version_notify();
"""


class Migration(migrations.Migration):
    dependencies = [("battles", "0008_unit_before")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
