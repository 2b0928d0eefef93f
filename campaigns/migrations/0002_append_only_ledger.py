"""The campaign ledger is append-only: Postgres refuses to update, delete or truncate an entry (TRUNCATE only for a
session that says `SET bof.truncate_logs = 'allowed'`, as the test suite's flush does; battles 0010)."""

from django.db import migrations

FORWARD = """
CREATE FUNCTION campaigns_entry_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'the campaign ledger is append-only: % on campaigns_entry is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER campaigns_entry_append_only
    BEFORE UPDATE OR DELETE ON campaigns_entry
    FOR EACH ROW EXECUTE FUNCTION campaigns_entry_append_only();

CREATE FUNCTION campaigns_entry_no_truncate() RETURNS trigger AS $$
BEGIN
    IF current_setting('bof.truncate_logs', true) IS DISTINCT FROM 'allowed' THEN
        RAISE EXCEPTION 'the campaign ledger is append-only: TRUNCATE on campaigns_entry is not allowed';
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER campaigns_entry_no_truncate
    BEFORE TRUNCATE ON campaigns_entry
    FOR EACH STATEMENT EXECUTE FUNCTION campaigns_entry_no_truncate();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS campaigns_entry_no_truncate ON campaigns_entry;
DROP FUNCTION IF EXISTS campaigns_entry_no_truncate();
DROP TRIGGER IF EXISTS campaigns_entry_append_only ON campaigns_entry;
DROP FUNCTION IF EXISTS campaigns_entry_append_only();
"""


class Migration(migrations.Migration):
    dependencies = [("campaigns", "0001_campaigns")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
