"""The dice log is append-only, and TRUNCATE, which skips the row triggers of 0002, is refused too: a statement
trigger. Emptying the table is allowed only to a session that says so with `SET bof.truncate_logs = 'allowed'`
(the test suite does, to empty its database between tests; see tests/conftest.py)."""

from django.db import migrations

FORWARD = """
CREATE FUNCTION dice_rollentry_no_truncate() RETURNS trigger AS $$
BEGIN
    IF current_setting('bof.truncate_logs', true) IS DISTINCT FROM 'allowed' THEN
        RAISE EXCEPTION 'the dice log is append-only: TRUNCATE on dice_rollentry is not allowed';
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER dice_rollentry_no_truncate
    BEFORE TRUNCATE ON dice_rollentry
    FOR EACH STATEMENT EXECUTE FUNCTION dice_rollentry_no_truncate();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS dice_rollentry_no_truncate ON dice_rollentry;
DROP FUNCTION IF EXISTS dice_rollentry_no_truncate();
"""


class Migration(migrations.Migration):
    dependencies = [("dice", "0002_append_only_log")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
