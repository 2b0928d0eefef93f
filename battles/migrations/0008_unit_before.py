"""How a battle's units stood before the change being made, kept by Postgres itself: the first update of a unit in
a transaction copies the unit's state as it was (services.common.UNIT_STATE, in AFTER_LOCK's old shape) into
battles_unitbefore, keyed by the transaction. The change's undo note takes those rows and clears them, so a note
holds exactly the units the change touched, however they were written (save, bulk_update, a queryset update),
and a write no longer reads every unit when it takes the lock. The table is unlogged: its rows never outlive
their transaction."""

from django.db import migrations

COLUMNS = "status, crew_alive, tokens, placed, activated_turn, actions_used"  # services.common.UNIT_STATE


def _old(prefix: str) -> str:
    return ", ".join(f"{prefix}.{c.strip()}" for c in COLUMNS.split(","))


FORWARD = f"""
CREATE UNLOGGED TABLE battles_unitbefore (
    txid bigint NOT NULL,
    unit_id bigint NOT NULL,
    state jsonb NOT NULL,
    PRIMARY KEY (txid, unit_id)
);

CREATE FUNCTION battles_unit_before() RETURNS trigger AS $$
BEGIN
    INSERT INTO battles_unitbefore (txid, unit_id, state)
    VALUES (txid_current(), OLD.id, jsonb_build_array(OLD.id, {_old("OLD")}))
    ON CONFLICT DO NOTHING;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_unit_before
    BEFORE UPDATE ON battles_battleunit
    FOR EACH ROW
    WHEN (({_old("OLD")}) IS DISTINCT FROM ({_old("NEW")}))
    EXECUTE FUNCTION battles_unit_before();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS battles_unit_before ON battles_battleunit;
DROP FUNCTION IF EXISTS battles_unit_before();
DROP TABLE IF EXISTS battles_unitbefore;
"""


class Migration(migrations.Migration):
    dependencies = [("battles", "0007_undo_notes")]
    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
