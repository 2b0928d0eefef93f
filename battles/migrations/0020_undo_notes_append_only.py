"""Undo notes are append-only like the log and the seals (issue 37): a note says what taking an entry back would
restore, and its seal vouches for it, but a note quietly rewritten or removed should not wait for verify_battle to
be seen. UPDATE and DELETE are refused row by row, TRUNCATE by a statement trigger; as for the seals, a lobby's
notes go with its battle when expired lobbies are cleared (`bof.expire_lobbies`), and the test suite empties the
table (`bof.truncate_logs`)."""

from django.db import migrations

FORWARD = """
CREATE FUNCTION battles_undonote_append_only() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE'
       AND current_setting('bof.expire_lobbies', true) = 'allowed'
       AND EXISTS (SELECT 1 FROM battles_logentry e JOIN battles_battle b ON b.id = e.battle_id
                   WHERE e.id = OLD.entry_id AND b.phase = 'lobby') THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'undo notes are append-only: % on battles_undonote is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_undonote_append_only
    BEFORE UPDATE OR DELETE ON battles_undonote
    FOR EACH ROW EXECUTE FUNCTION battles_undonote_append_only();

CREATE FUNCTION battles_undonote_no_truncate() RETURNS trigger AS $$
BEGIN
    IF current_setting('bof.truncate_logs', true) IS DISTINCT FROM 'allowed' THEN
        RAISE EXCEPTION 'undo notes are append-only: TRUNCATE on battles_undonote is not allowed';
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_undonote_no_truncate
    BEFORE TRUNCATE ON battles_undonote
    FOR EACH STATEMENT EXECUTE FUNCTION battles_undonote_no_truncate();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS battles_undonote_no_truncate ON battles_undonote;
DROP FUNCTION IF EXISTS battles_undonote_no_truncate();
DROP TRIGGER IF EXISTS battles_undonote_append_only ON battles_undonote;
DROP FUNCTION IF EXISTS battles_undonote_append_only();
"""


class Migration(migrations.Migration):
    dependencies = [("battles", "0019_battle_system")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
