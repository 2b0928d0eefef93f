"""The battle log stays append-only, with one way out: a battle nobody started can be cleared away whole by
`manage.py expire_unused`, which says so in its transaction with `SET LOCAL bof.expire_lobbies = 'allowed'`. Only a
DELETE, only then, and only of an entry whose battle is still in the lobby; an UPDATE, or a DELETE from a battle in
setup, play or over, is refused as before (0002)."""

from django.db import migrations

FORWARD = """
CREATE OR REPLACE FUNCTION battles_logentry_append_only() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE'
       AND current_setting('bof.expire_lobbies', true) = 'allowed'
       AND EXISTS (SELECT 1 FROM battles_battle b WHERE b.id = OLD.battle_id AND b.phase = 'lobby') THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'the battle log is append-only: % on battles_logentry is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
"""

# The function as 0002 made it.
BACKWARD = """
CREATE OR REPLACE FUNCTION battles_logentry_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'the battle log is append-only: % on battles_logentry is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
"""


class Migration(migrations.Migration):
    dependencies = [("battles", "0011_entry_asked")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
