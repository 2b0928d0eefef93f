"""The battle log is append-only, and TRUNCATE, which skips the row triggers of 0002, is refused too: a statement
trigger. Emptying the table is allowed only to a session that says so with `SET bof.truncate_logs = 'allowed'`
(the test suite does, to empty its database between tests; see tests/conftest.py)."""

from django.db import migrations

FORWARD = """
CREATE FUNCTION battles_logentry_no_truncate() RETURNS trigger AS $$
BEGIN
    IF current_setting('bof.truncate_logs', true) IS DISTINCT FROM 'allowed' THEN
        RAISE EXCEPTION 'the battle log is append-only: TRUNCATE on battles_logentry is not allowed';
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_logentry_no_truncate
    BEFORE TRUNCATE ON battles_logentry
    FOR EACH STATEMENT EXECUTE FUNCTION battles_logentry_no_truncate();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS battles_logentry_no_truncate ON battles_logentry;
DROP FUNCTION IF EXISTS battles_logentry_no_truncate();
"""


class Migration(migrations.Migration):
    dependencies = [("battles", "0009_version_notify")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
