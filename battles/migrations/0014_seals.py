"""Seals: how the battle stood once each change was complete, chained into the log (battles.models.Seal).

battles_state_digest(battle) is the one definition of "how the battle stands": the battle's counters and state,
what a seat holds besides its detachment (checked against the revealed entry instead), and what changes on a
unit in play (status, crew, tokens, placing, activation, leader, carrier), as jsonb text (Postgres writes jsonb
in one canonical form), hashed with SHA-256: cheap enough for every change. What a unit is (its profile, stats
and weapons) never changes after the reveal; battles_units_fixed_digest is sealed once, by the reveal's change.
The app seals with them and `manage.py verify_battle` recomputes them. Seals are append-only like the log:
UPDATE is refused; DELETE and TRUNCATE only as the log allows them (0010, 0012)."""

import django.db.models.deletion
from django.db import migrations, models

FORWARD = """
CREATE FUNCTION battles_state_digest(bid bigint) RETURNS text AS $$
    SELECT encode(sha256(convert_to(jsonb_build_array(
        (SELECT jsonb_build_array(b.phase, b.turn, b.state, b.entry_count, b.roll_count, b.ended_at IS NOT NULL)
         FROM battles_battle b WHERE b.id = bid),
        COALESCE((SELECT jsonb_agg(jsonb_build_array(s.id, s.position, s.team, s.display_name, s.is_host,
                                                     s.client_seed, s.salt, s.roster_commitment, s.secrets)
                                   ORDER BY s.id)
                  FROM battles_seat s WHERE s.battle_id = bid), '[]'::jsonb),
        COALESCE((SELECT jsonb_agg(jsonb_build_array(u.id, u.status, u.crew_alive, u.tokens, u.placed,
                                                     u.activated_turn, u.actions_used, u.squad_leader,
                                                     u.rides_in, u.towed_by)
                                   ORDER BY u.id)
                  FROM battles_battleunit u WHERE u.battle_id = bid), '[]'::jsonb)
    )::text, 'UTF8')), 'hex')
$$ LANGUAGE sql STABLE;

CREATE FUNCTION battles_units_fixed_digest(bid bigint) RETURNS text AS $$
    SELECT encode(sha256(convert_to(COALESCE(
        (SELECT jsonb_agg(jsonb_build_array(u.id, u.seat_id, u.ref, u.label, u.profile_key, u.unit_type, u.quality,
                                            u.points, u.stats, u.weapons) ORDER BY u.id)
         FROM battles_battleunit u WHERE u.battle_id = bid), '[]'::jsonb)::text, 'UTF8')), 'hex')
$$ LANGUAGE sql STABLE;

CREATE FUNCTION battles_seal_append_only() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE'
       AND current_setting('bof.expire_lobbies', true) = 'allowed'
       AND EXISTS (SELECT 1 FROM battles_logentry e JOIN battles_battle b ON b.id = e.battle_id
                   WHERE e.id = OLD.entry_id AND b.phase = 'lobby') THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'seals are append-only: % on battles_seal is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_seal_append_only
    BEFORE UPDATE OR DELETE ON battles_seal
    FOR EACH ROW EXECUTE FUNCTION battles_seal_append_only();

CREATE FUNCTION battles_seal_no_truncate() RETURNS trigger AS $$
BEGIN
    IF current_setting('bof.truncate_logs', true) IS DISTINCT FROM 'allowed' THEN
        RAISE EXCEPTION 'seals are append-only: TRUNCATE on battles_seal is not allowed';
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER battles_seal_no_truncate
    BEFORE TRUNCATE ON battles_seal
    FOR EACH STATEMENT EXECUTE FUNCTION battles_seal_no_truncate();
"""

BACKWARD = """
DROP TRIGGER IF EXISTS battles_seal_no_truncate ON battles_seal;
DROP FUNCTION IF EXISTS battles_seal_no_truncate();
DROP TRIGGER IF EXISTS battles_seal_append_only ON battles_seal;
DROP FUNCTION IF EXISTS battles_seal_append_only();
DROP FUNCTION IF EXISTS battles_state_digest(bigint);
DROP FUNCTION IF EXISTS battles_units_fixed_digest(bigint);
"""


class Migration(migrations.Migration):
    dependencies = [
        ("battles", "0013_log_format"),
    ]

    operations = [
        migrations.CreateModel(
            name="Seal",
            fields=[
                (
                    "entry",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        primary_key=True,
                        related_name="seal",
                        serialize=False,
                        to="battles.logentry",
                    ),
                ),
                ("body", models.JSONField()),
                ("hash", models.CharField(max_length=64)),
            ],
        ),
        migrations.RunSQL(FORWARD, BACKWARD),
    ]
