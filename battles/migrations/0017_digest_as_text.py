"""The digest of how a battle stands (migrations 0014 and 0016) writes the same bytes with less work.

Every change digests the battle's seats and units. Migration 0016 gathered them into one jsonb value (jsonb_agg)
and then wrote that value out as text to hash it: each row was converted into jsonb, the aggregate built and
converted again, then printed. Here each row is printed once (json_build_array) and the rows are joined as the
jsonb printer joins an array's elements: "[", the elements separated by ", ", "]". A json value prints its
numbers, strings (the same escapes: escape_json), booleans, nulls and embedded jsonb (the tokens, the secrets)
exactly as jsonb prints them, so the text hashed is the same, byte for byte, and every seal already written still
verifies (tests/battles/test_seals.py holds the digest to 0016's and 0014's definitions). The battle's own part
is one row and stays as it was. About a quarter less of Postgres's time for the digest (0.44 to 0.31 ms at 55
units), on every change."""

import importlib

from django.db import migrations

DECK_0016 = importlib.import_module("battles.migrations.0016_battle_deck")

ROWS = """
        COALESCE((SELECT '[' || string_agg(json_build_array(s.id, s.position, s.team, s.display_name, s.is_host,
                                                            s.client_seed, s.salt, s.roster_commitment,
                                                            s.secrets)::text, ', ' ORDER BY s.id) || ']'
                  FROM battles_seat s WHERE s.battle_id = bid), '[]')
        || ', ' ||
        COALESCE((SELECT '[' || string_agg(json_build_array(u.id, u.status, u.crew_alive, u.tokens, u.placed,
                                                            u.activated_turn, u.actions_used, u.squad_leader,
                                                            u.rides_in, u.towed_by)::text, ', ' ORDER BY u.id) || ']'
                  FROM battles_battleunit u WHERE u.battle_id = bid), '[]')"""

DIGEST_OF = """
CREATE OR REPLACE FUNCTION battles_state_digest_of(bid bigint, phase text, turn integer, state jsonb, deck jsonb,
                                                   entry_count integer, roll_count integer, ended boolean)
RETURNS text AS $$
    SELECT encode(sha256(convert_to(
        '[' || jsonb_build_array(phase, turn, STATE, entry_count, roll_count, ended)::text || ', ' ||ROWS
        || ']', 'UTF8')), 'hex')
$$ LANGUAGE sql STABLE;
""".replace("STATE", DECK_0016.STATE_WITH_DECK).replace("ROWS", ROWS)

# As migration 0016 defined it.
DIGEST_OF_0016 = DECK_0016.DIGEST_OF[
    DECK_0016.DIGEST_OF.index("CREATE FUNCTION battles_state_digest_of") : DECK_0016.DIGEST_OF.index(
        "CREATE OR REPLACE FUNCTION battles_state_digest("
    )
].replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION", 1)


class Migration(migrations.Migration):
    dependencies = [
        ("battles", "0016_battle_deck"),
    ]

    operations = [
        migrations.RunSQL(DIGEST_OF, DIGEST_OF_0016),
    ]
