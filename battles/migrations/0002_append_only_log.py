"""The battle log is append-only: Postgres itself refuses to update or delete an entry."""

from django.db import migrations

FORWARD = """
CREATE FUNCTION battles_logentry_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'the battle log is append-only: % on battles_logentry is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_logentry_append_only
    BEFORE UPDATE OR DELETE ON battles_logentry
    FOR EACH ROW EXECUTE FUNCTION battles_logentry_append_only();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS battles_logentry_append_only ON battles_logentry;
DROP FUNCTION IF EXISTS battles_logentry_append_only();
"""


class Migration(migrations.Migration):
    dependencies = [("battles", "0001_battles")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
