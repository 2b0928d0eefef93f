"""The roll log is append-only: Postgres itself refuses to update or delete an entry."""

from django.db import migrations

FORWARD = """
CREATE FUNCTION dice_rollentry_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'the dice log is append-only: % on dice_rollentry is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER dice_rollentry_append_only
    BEFORE UPDATE OR DELETE ON dice_rollentry
    FOR EACH ROW EXECUTE FUNCTION dice_rollentry_append_only();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS dice_rollentry_append_only ON dice_rollentry;
DROP FUNCTION IF EXISTS dice_rollentry_append_only();
"""


class Migration(migrations.Migration):
    dependencies = [("dice", "0001_initial")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
