"""The event-card deck moves out of the battle's state into a column of its own, written once by the first draw.

The state is rewritten by every change; the deck (every card's words, most of the state's bytes) never changes
after the first draw, yet was parsed, compressed and written again each time. The seals' digest of how a battle
stands (migration 0014) still covers the deck, in the same form: it is put back into the state's "cards" before
digesting, so a battle whose deck sits in the column digests exactly as if it sat in the state, and every seal
already written still verifies. Battles begun before this keep their deck in the state (the column stays NULL).

The digest is now written once as battles_state_digest_of(the battle's counters, state and deck, given), and
battles_state_digest(bid) gives it the battle's row: a change's last statement digests the values it writes in
the same statement, which could not read them back from the row it was updating."""

from django.db import migrations, models

STATE_WITH_DECK = (
    "CASE WHEN deck IS NULL THEN state "
    "ELSE jsonb_set(state, '{cards}', COALESCE(state -> 'cards', '{}'::jsonb) || jsonb_build_object('deck', deck)) "
    "END"
)

# What a seat holds besides its detachment, and what changes on a unit in play, as migration 0014 digests them.
SEATS_AND_UNITS = """
        COALESCE((SELECT jsonb_agg(jsonb_build_array(s.id, s.position, s.team, s.display_name, s.is_host,
                                                     s.client_seed, s.salt, s.roster_commitment, s.secrets)
                                   ORDER BY s.id)
                  FROM battles_seat s WHERE s.battle_id = bid), '[]'::jsonb),
        COALESCE((SELECT jsonb_agg(jsonb_build_array(u.id, u.status, u.crew_alive, u.tokens, u.placed,
                                                     u.activated_turn, u.actions_used, u.squad_leader,
                                                     u.rides_in, u.towed_by)
                                   ORDER BY u.id)
                  FROM battles_battleunit u WHERE u.battle_id = bid), '[]'::jsonb)"""

DIGEST_OF = """
CREATE FUNCTION battles_state_digest_of(bid bigint, phase text, turn integer, state jsonb, deck jsonb,
                                        entry_count integer, roll_count integer, ended boolean) RETURNS text AS $$
    SELECT encode(sha256(convert_to(jsonb_build_array(
        jsonb_build_array(phase, turn, STATE, entry_count, roll_count, ended),SEATS_AND_UNITS
    )::text, 'UTF8')), 'hex')
$$ LANGUAGE sql STABLE;
CREATE OR REPLACE FUNCTION battles_state_digest(bid bigint) RETURNS text AS $$
    SELECT battles_state_digest_of(bid, b.phase, b.turn, b.state, b.deck, b.entry_count, b.roll_count,
                                   b.ended_at IS NOT NULL)
    FROM battles_battle b WHERE b.id = bid
$$ LANGUAGE sql STABLE;
""".replace("STATE", STATE_WITH_DECK).replace("SEATS_AND_UNITS", SEATS_AND_UNITS)

# As migration 0014 defined it.
DIGEST_BEFORE = """
CREATE OR REPLACE FUNCTION battles_state_digest(bid bigint) RETURNS text AS $$
    SELECT encode(sha256(convert_to(jsonb_build_array(
        (SELECT jsonb_build_array(b.phase, b.turn, b.state, b.entry_count, b.roll_count, b.ended_at IS NOT NULL)
         FROM battles_battle b WHERE b.id = bid),SEATS_AND_UNITS
    )::text, 'UTF8')), 'hex')
$$ LANGUAGE sql STABLE;
DROP FUNCTION IF EXISTS battles_state_digest_of(bigint, text, integer, jsonb, jsonb, integer, integer, boolean);
""".replace("SEATS_AND_UNITS", SEATS_AND_UNITS)


class Migration(migrations.Migration):
    dependencies = [
        ("battles", "0015_call_record"),
    ]

    operations = [
        migrations.AddField(
            model_name="battle",
            name="deck",
            field=models.JSONField(blank=True, null=True),
        ),
        migrations.RunSQL(DIGEST_OF, DIGEST_BEFORE),
    ]
