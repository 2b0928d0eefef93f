"""The event-card deck moves out of the battle's state into a column of its own, written once by the first draw.

The state is rewritten by every change; the deck (every card's words, most of the state's bytes) never changes
after the first draw, yet was parsed, compressed and written again each time. The seals' digest of how a battle
stands (migration 0014) still covers the deck, in the same form: it is put back into the state's "cards" before
digesting, so a battle whose deck sits in the column digests exactly as if it sat in the state, and every seal
already written still verifies. Battles begun before this keep their deck in the state (the column stays NULL)."""

from django.db import migrations, models

STATE_WITH_DECK = (
    "CASE WHEN b.deck IS NULL THEN b.state "
    "ELSE jsonb_set(b.state, '{cards}', COALESCE(b.state -> 'cards', '{}'::jsonb) || jsonb_build_object('deck', b.deck)) "
    "END"
)

DIGEST = """
CREATE OR REPLACE FUNCTION battles_state_digest(bid bigint) RETURNS text AS $$
    SELECT encode(sha256(convert_to(jsonb_build_array(
        (SELECT jsonb_build_array(b.phase, b.turn, STATE, b.entry_count, b.roll_count, b.ended_at IS NOT NULL)
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
"""


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
        migrations.RunSQL(DIGEST.replace("STATE", STATE_WITH_DECK), DIGEST.replace("STATE", "b.state")),
    ]
