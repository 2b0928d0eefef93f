"""The provably fair dice and the tamper-evident log in dice/fairplay.py: pure tests, no database."""

from __future__ import annotations

import ast
import copy
import hashlib
import hmac
import json
import sys
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from dice import fairplay
from tests.dice.checker import FAIRPLAY_PY, run_checker, write_log
from tests.hypothesis_profiles import examples

# Critical values of the chi-square distribution at p = 0.001, from the chi-square table
# (NIST/SEMATECH e-Handbook of Statistical Methods, section 1.3.6.7.4, "Critical Values of the
# Chi-Square Distribution", upper tail). df = 6 faces - 1; df = 36 pairs of faces - 1.
CHI2_CRITICAL_DF5_P001 = 20.515
CHI2_CRITICAL_DF35_P001 = 66.619

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # as in dice/services.py; kept here so no Django is needed
SEED_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
FIRST_ROLL_AT = datetime(2025, 3, 1, 19, 30, tzinfo=UTC)


# ---------------------------------------------------------------------------------------------
# Building exports the way the app does (see dice/selectors.py room_export and RollEntry.body)


def at_text(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


CLOSED_AT = "2025-03-01T23:00:00.000000Z"


def build_export(
    *,
    server_seed: str,
    scope: str,
    members: list[tuple[str, str]],
    plan: list[dict],
    reveal: bool,
    legacy: bool = False,
) -> dict:
    """A room log in fairplay.FORMAT (or the older LEGACY one). `members` are (name, client seed) in join order;
    each plan item has by, label, count and seeds (how many members had joined when it was rolled). A revealed
    seed means the room was closed: in the current format its chain ends with the closing link."""
    client_seeds = [seed for _name, seed in members]
    kind, code = scope.split(":")
    commitment = fairplay.commitment_of(server_seed)
    previous = commitment if legacy else fairplay.genesis(commitment, kind, code)
    entries = []
    for seq, item in enumerate(plan, start=1):
        body = {
            "seq": seq,
            "at": item.get("at") or at_text(FIRST_ROLL_AT + timedelta(seconds=seq, microseconds=seq * 37)),
            "by": item["by"],
            "label": item["label"],
            "rolls": [
                {
                    "n": seq,
                    "dice": fairplay.derive_dice(
                        server_seed, scope, seq, client_seeds[: item["seeds"]], item["count"], item.get("sides", 6)
                    ),
                    "seeds": item["seeds"],
                    "seeds_sha256": fairplay.seeds_digest(client_seeds[: item["seeds"]])
                    if legacy
                    else fairplay.owned_seeds_digest(members[: item["seeds"]]),
                }
                | ({"sides": item["sides"]} if "sides" in item else {})
            ],
        }
        previous = fairplay.entry_hash(previous, body)
        entries.append({**body, "hash": previous})
    export = {
        "format": fairplay.LEGACY if legacy else fairplay.FORMAT,
        "kind": kind,
        "code": code,
        "scope": scope,
        "game_mode": None,
        "commitment": commitment,
        "server_seed": server_seed if reveal else None,
        "client_seeds": [{"by": name, "seed": seed} for name, seed in members],
        "entries": entries,
        "head": previous,
        "closed_at": CLOSED_AT if reveal else None,
    }
    if reveal and not legacy:
        export["closing"] = fairplay.closing(CLOSED_AT, members)
        export["head"] = fairplay.entry_hash(previous, export["closing"])
    return export


NIGHT = {  # a fixed small room: Anna opens, rolls, Ben joins, both roll, Cleo joins and rolls
    "server_seed": "5e" * 32,
    "scope": "dice-room:K7PQ2M",
    "members": [("Anna", "anna-seed"), ("Ben", "ben-seed"), ("Cléo", "cleo_seed-3")],
    "plan": [
        {"by": "Anna", "label": "Initiative", "count": 2, "seeds": 1},
        {"by": "Ben", "label": "Drift — 8D6", "count": 8, "seeds": 2},
        {"by": "Anna", "label": "", "count": 1, "seeds": 2},
        {"by": "Cléo", "label": "Moral check ✓", "count": 3, "seeds": 3},
    ],
}


def table_night(*, reveal: bool) -> dict:
    return build_export(**NIGHT, reveal=reveal)


def chi_square(observed: Counter, cells: list, total: int) -> float:
    expected = total / len(cells)
    return sum((observed[cell] - expected) ** 2 / expected for cell in cells)


# ---------------------------------------------------------------------------------------------
# Faces and dice


def test_it_maps_every_byte_below_252_to_a_face_exactly_42_times_and_rejects_the_rest():
    faces = {byte: fairplay.face_from_byte(byte) for byte in range(256)}

    counts = Counter(face for face in faces.values() if face is not None)
    assert counts == {face: 42 for face in range(1, 7)}
    assert [byte for byte, face in faces.items() if face is None] == [252, 253, 254, 255]


def test_it_derives_the_same_dice_from_the_same_inputs():
    first = fairplay.derive_dice("secret", "dice-room:ABCDEF", 7, ["a", "b"], 8)
    again = fairplay.derive_dice("secret", "dice-room:ABCDEF", 7, ["a", "b"], 8)

    assert first == again


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6, 7, 8, 40, 100])
def test_it_derives_exactly_the_requested_number_of_six_sided_dice(count):
    for n in range(1, 51):
        dice = fairplay.derive_dice("secret", "dice-room:ABCDEF", n, ["a"], count)

        assert len(dice) == count
        assert set(dice) <= {1, 2, 3, 4, 5, 6}
        assert all(type(die) is int for die in dice)


def test_it_derives_dice_from_the_hmac_of_the_seed_over_scope_roll_and_client_seeds():
    # Recomputed by hand from the rule in the module docstring, so the format cannot drift silently.
    message = json.dumps(["dice-room:ABCDEF", 3, ["a", "b"], 0], separators=(",", ":")).encode()
    digest = hmac.new(b"secret", message, hashlib.sha256).digest()
    expected = [byte % 6 + 1 for byte in digest if byte < 252][:8]

    assert fairplay.derive_dice("secret", "dice-room:ABCDEF", 3, ["a", "b"], 8) == expected


@pytest.mark.parametrize(
    "changed",
    [
        {"server_seed": "secreT"},
        {"scope": "dice-room:ABCDEG"},
        {"scope": "battle:ABCDEF"},
        {"n": 8},
        {"client_seeds": ["a", "c"]},
        {"client_seeds": ["b", "a"]},
        {"client_seeds": ["a"]},
        {"client_seeds": ["a", "b", "c"]},
        {"client_seeds": []},
    ],
    ids=lambda changed: next(iter(changed)) + "=" + repr(next(iter(changed.values()))),
)
def test_it_derives_other_dice_when_any_input_changes(changed):
    base = {"server_seed": "secret", "scope": "dice-room:ABCDEF", "n": 7, "client_seeds": ["a", "b"], "count": 8}

    assert fairplay.derive_dice(**{**base, **changed}) != fairplay.derive_dice(**base)


def test_it_changes_every_roll_of_a_room_when_the_seed_changes():
    rolls = [fairplay.derive_dice("secret", "dice-room:ABCDEF", n, ["a"], 8) for n in range(1, 101)]
    others = [fairplay.derive_dice("secret2", "dice-room:ABCDEF", n, ["a"], 8) for n in range(1, 101)]

    assert all(mine != theirs for mine, theirs in zip(rolls, others, strict=True))
    assert len({tuple(dice) for dice in rolls}) == 100


# ---------------------------------------------------------------------------------------------
# Statistics: the faces are uniform and consecutive dice are independent

CHI_ROLLS = 37_500  # x 8 dice = 300,000 dice: enough to see the 1.2 % bias of a plain byte % 6
CHI_SEEDS = ["anna-seed", "ben-seed"]


@pytest.fixture(scope="module")
def many_dice() -> list[list[int]]:
    return [
        fairplay.derive_dice("chi-square-seed", "dice-room:STATS2", n, CHI_SEEDS, 8) for n in range(1, CHI_ROLLS + 1)
    ]


def test_it_rolls_each_face_equally_often_by_chi_square(many_dice):
    dice = [die for roll in many_dice for die in roll]
    assert len(dice) >= 60_000

    statistic = chi_square(Counter(dice), [1, 2, 3, 4, 5, 6], len(dice))

    assert statistic < CHI2_CRITICAL_DF5_P001, f"chi-square {statistic:.2f} over {len(dice)} dice"


def test_it_rolls_each_pair_of_consecutive_faces_equally_often_by_chi_square(many_dice):
    # Non-overlapping pairs (dice 1-2, 3-4, ...) so the 36 cells are independent counts.
    pairs = [(roll[i], roll[i + 1]) for roll in many_dice for i in range(0, len(roll), 2)]
    cells = [(a, b) for a in range(1, 7) for b in range(1, 7)]

    statistic = chi_square(Counter(pairs), cells, len(pairs))

    assert statistic < CHI2_CRITICAL_DF35_P001, f"chi-square {statistic:.2f} over {len(pairs)} pairs"


def test_it_has_samples_large_enough_for_the_chi_square_to_catch_a_modulo_bias():
    # The same HMAC bytes read without rejection sampling (every byte % 6 + 1): faces 1-4 come up
    # 43/256 of the time and 5-6 only 42/256. The sample size above must be able to see that.
    biased = []
    for n in range(1, CHI_ROLLS + 1):
        message = fairplay.canonical_json(["dice-room:STATS2", n, CHI_SEEDS, 0]).encode("utf-8")
        digest = hmac.new(b"chi-square-seed", message, hashlib.sha256).digest()
        biased += [byte % 6 + 1 for byte in digest[:8]]

    assert chi_square(Counter(biased), [1, 2, 3, 4, 5, 6], len(biased)) > CHI2_CRITICAL_DF5_P001


def test_it_has_a_pair_test_that_catches_serial_dependence(many_dice):
    # The same fair dice, except that in every other pair the second die repeats the first one.
    pairs = [(roll[i], roll[i] if i % 4 else roll[i + 1]) for roll in many_dice for i in range(0, len(roll), 2)]
    cells = [(a, b) for a in range(1, 7) for b in range(1, 7)]

    assert chi_square(Counter(pairs), cells, len(pairs)) > CHI2_CRITICAL_DF35_P001


# ---------------------------------------------------------------------------------------------
# Commitment and verification


@pytest.mark.parametrize("seed", ["", "abc", "5e" * 32, "ünïcödé-seed"])
def test_it_commits_to_the_sha256_of_the_seed(seed):
    assert fairplay.commitment_of(seed) == hashlib.sha256(seed.encode("utf-8")).hexdigest()


def test_it_verifies_a_valid_log_with_the_seed_revealed():
    export = table_night(reveal=True)

    report = fairplay.verify(export)

    assert report.ok, report.problems
    assert report.entries == 4
    assert report.seed_revealed
    assert report.rolls_recomputed == 4
    assert report.closed and report.head == export["head"]
    assert report.summary().splitlines()[-1].startswith("CONSISTENT")  # no head from a phone to compare yet
    noted = fairplay.verify(export, head=fairplay.grouped(export["head"]), commitment=export["commitment"][:16])
    assert noted.ok, noted.problems
    assert noted.head_noted == "at its closing" and noted.commitment_noted
    assert noted.summary().endswith("\nVERIFIED")


def test_it_verifies_a_valid_log_before_the_seed_is_revealed():
    export = table_night(reveal=False)

    report = fairplay.verify(export, head=export["head"])

    assert report.ok, report.problems
    assert report.entries == 4
    assert not report.seed_revealed and not report.closed
    assert report.rolls_recomputed == 0
    assert report.summary().endswith("\nVERIFIED")


def test_it_verifies_a_room_without_any_roll():
    export = build_export(server_seed="s", scope="dice-room:AAAAAA", members=[("A", "a")], plan=[], reveal=True)

    report = fairplay.verify(export)

    assert report.ok, report.problems
    opened = fairplay.genesis(export["commitment"], "dice-room", "AAAAAA")
    assert export["head"] == fairplay.entry_hash(opened, fairplay.closing(CLOSED_AT, [("A", "a")]))


def test_a_head_noted_in_the_middle_of_the_game_matches_its_entry():
    export = table_night(reveal=True)

    report = fairplay.verify(export, head=export["entries"][1]["hash"][:12].upper())

    assert report.ok, report.problems
    assert report.head_noted == "after entry 2"
    assert "The head you noted is the chain after entry 2" in report.summary()


@pytest.mark.parametrize(
    ("head", "commitment", "problem"),
    [
        ("0000 0000 0000 0000", None, "the head you noted is not in this file"),
        ("3f2a 91", None, "give at least 12 characters of the head"),
        (None, "ffff ffff ffff ffff", "the commitment in the file is not the one you noted"),
        (None, "9c1d", "give at least 12 characters of the commitment"),
    ],
)
def test_a_noted_head_or_commitment_that_does_not_match_is_refused(head, commitment, problem):
    report = fairplay.verify(table_night(reveal=True), head=head, commitment=commitment)

    assert not report.ok
    assert any(p.startswith(problem) for p in report.problems), report.problems


def test_a_closed_room_without_its_seed_is_refused():
    export = table_night(reveal=True)
    export["server_seed"] = None

    report = fairplay.verify(export, head=export["head"])

    assert not report.ok
    assert any(p.startswith("it is closed, so its secret seed must be in the file") for p in report.problems)


def test_a_file_that_says_it_closed_without_a_closing_link_is_refused():
    export = table_night(reveal=False)
    export["closed_at"] = CLOSED_AT

    assert any("its chain was never closed" in p for p in fairplay.verify(export).problems)


@pytest.mark.parametrize(
    "forge",
    [
        lambda e: e["client_seeds"].reverse(),  # who brought which seed, in another order
        lambda e: e["client_seeds"][0].update(by="Mallory"),  # a seed's owner renamed
        lambda e: e.update(code="ZZZZZZ", scope="dice-room:ZZZZZZ"),  # another room's code
        lambda e: e.update(kind="battle", scope="battle:K7PQ2M"),  # a battle, it says
        lambda e: e.update(game_mode="raid"),
        lambda e: e.update(closed_at="2025-03-02T01:00:00.000000Z"),  # another closing time
        lambda e: e["closing"].update(closed="2025-03-02T01:00:00.000000Z"),
    ],
    ids=["seeds reordered", "owner renamed", "code", "kind", "game mode", "closing time", "sealed time"],
)
def test_every_fact_the_file_shows_is_in_the_chain(forge):
    export = table_night(reveal=True)
    forge(export)

    assert not fairplay.verify(export).ok


def _sealed_night() -> dict:
    """The table night with a battle's seals after entries 2 and 4 (how the table stood after each change)."""
    export = table_night(reveal=True)
    for i in (1, 3):
        export["entries"][i]["sealed"] = {"after": hashlib.sha256(b"state %d" % i).hexdigest(), "undo": {}}
    return rechain(export)


def test_a_seal_is_a_link_of_the_chain_and_the_head_after_it_is_what_phones_show():
    export = _sealed_night()
    after_2 = fairplay.entry_hash(export["entries"][1]["hash"], {"sealed": export["entries"][1]["sealed"]})

    report = fairplay.verify(export, head=after_2[:16])

    assert report.ok, report.problems
    assert report.head_noted == "after entry 2"
    assert export["entries"][2]["hash"] == fairplay.entry_hash(after_2, {k: v for k, v in export["entries"][2].items() if k not in ("hash", "sealed")})  # fmt: skip


@pytest.mark.parametrize(
    "forge",
    [
        lambda e: e["entries"][1]["sealed"].update(after="0" * 64),
        lambda e: e["entries"][1].pop("sealed"),
        lambda e: e["entries"][0].update(sealed={"after": "0" * 64, "undo": {}}),
    ],
    ids=["a seal changed", "a seal removed", "a seal added"],
)
def test_a_seal_changed_removed_or_added_breaks_the_chain(forge):
    export = _sealed_night()
    forge(export)

    assert not fairplay.verify(export).ok


def test_an_older_log_still_verifies_and_says_what_it_does_not_seal():
    export = build_export(**NIGHT, reveal=True, legacy=True)

    report = fairplay.verify(export, head=export["head"])

    assert report.ok, report.problems
    assert report.legacy and report.rolls_recomputed == 4
    assert "Older log format" in report.summary()
    export["server_seed"] = None  # an older closed room without its seed is refused too
    assert not fairplay.verify(export).ok


def test_it_survives_a_json_round_trip_with_non_ascii_labels():
    export = table_night(reveal=True)
    text = json.dumps(export, ensure_ascii=False, indent=1)

    assert fairplay.verify(json.loads(text)).ok


# A random room: 1-4 members (client seeds), 1-15 entries, labels and names from all of Unicode.


@st.composite
def rooms(draw) -> dict:
    server_seed = draw(st.binary(min_size=1, max_size=32)).hex()
    scope = "dice-room:" + draw(st.text(alphabet=CODE_ALPHABET, min_size=6, max_size=6))
    names = draw(st.lists(st.text(min_size=1, max_size=30), min_size=1, max_size=4, unique_by=str.lower))
    seeds = draw(
        st.lists(st.text(alphabet=SEED_ALPHABET, min_size=1, max_size=64), min_size=len(names), max_size=len(names))
    )
    size = draw(st.integers(min_value=1, max_value=15))
    # How many members had joined at each roll: never fewer than the roll before.
    joined = sorted(draw(st.lists(st.integers(1, len(names)), min_size=size, max_size=size)))
    plan = [
        {
            "by": names[draw(st.integers(0, seeds_so_far - 1))],
            "label": draw(st.text(max_size=80)),
            "count": draw(st.integers(1, 8)),
            "seeds": seeds_so_far,
        }
        for seeds_so_far in joined
    ]
    return {"server_seed": server_seed, "scope": scope, "members": list(zip(names, seeds, strict=True)), "plan": plan}


def _entry(export, data) -> dict:
    return export["entries"][data.draw(st.integers(0, len(export["entries"]) - 1), label="entry")]


def _other_text(data, old, **kwargs) -> str:
    return data.draw(st.text(**kwargs).filter(lambda new: new != old), label="new text")


def change_a_die(export, data):
    roll = _entry(export, data)["rolls"][0]
    index = data.draw(st.integers(0, len(roll["dice"]) - 1), label="die")
    roll["dice"][index] = data.draw(st.sampled_from([f for f in range(1, 7) if f != roll["dice"][index]]))


def change_a_label(export, data):
    entry = _entry(export, data)
    entry["label"] = _other_text(data, entry["label"], max_size=80)


def change_who_rolled(export, data):
    entry = _entry(export, data)
    entry["by"] = _other_text(data, entry["by"], min_size=1, max_size=30)


def change_when(export, data):
    entry = _entry(export, data)
    moment = datetime.strptime(entry["at"], "%Y-%m-%dT%H:%M:%S.%fZ")
    shift = data.draw(st.integers(1, 10**9).flatmap(lambda us: st.sampled_from([us, -us])), label="microseconds")
    entry["at"] = at_text(moment + timedelta(microseconds=shift))


def delete_an_entry(export, data):
    entries = export["entries"]
    del entries[data.draw(st.integers(0, len(entries) - 1), label="deleted")]


def swap_two_entries(export, data):
    entries = export["entries"]
    assume(len(entries) >= 2)
    i = data.draw(st.integers(0, len(entries) - 2), label="first")
    j = data.draw(st.integers(i + 1, len(entries) - 1), label="second")
    entries[i], entries[j] = entries[j], entries[i]


def change_a_stored_hash(export, data):
    entry = _entry(export, data)
    entry["hash"] = data.draw(st.binary(min_size=32, max_size=32).map(bytes.hex).filter(lambda h: h != entry["hash"]))


def drop_the_last_entry(export, data):
    export["entries"].pop()


def reveal_a_wrong_seed(export, data):
    real = export["server_seed"]
    export["server_seed"] = data.draw(st.binary(min_size=1, max_size=32).map(bytes.hex).filter(lambda s: s != real))


def change_a_client_seed(export, data):
    # Each roll carries the SHA-256 of the client seeds it used, inside the chain, so changing any seed
    # a roll used is caught at once, seed revealed or not. (One that joined after the last roll changes
    # nothing any roll depends on.)
    rolls = [roll for entry in export["entries"] for roll in entry["rolls"]]
    index = data.draw(st.integers(0, max(roll["seeds"] for roll in rolls) - 1), label="client seed")
    item = export["client_seeds"][index]
    item["seed"] = _other_text(data, item["seed"], alphabet=SEED_ALPHABET, min_size=1, max_size=64)


TAMPERINGS = {
    change_a_die: False,  # False: caught whether or not the seed is revealed
    change_a_label: False,
    change_who_rolled: False,
    change_when: False,
    delete_an_entry: False,
    swap_two_entries: False,
    change_a_stored_hash: False,
    drop_the_last_entry: False,
    reveal_a_wrong_seed: True,  # True: only a revealed seed can be wrong or recompute the dice
    change_a_client_seed: False,
}


@pytest.mark.parametrize("tamper", list(TAMPERINGS), ids=lambda tamper: tamper.__name__)
@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])  # x 10 tamperings
@given(room=rooms(), reveal=st.booleans(), data=st.data())
def test_it_refuses_every_tampering_of_a_random_room(tamper, room, reveal, data):
    reveal = reveal or TAMPERINGS[tamper]
    export = build_export(**room, reveal=reveal)
    honest = fairplay.verify(export)
    assert honest.ok, honest.problems
    assert honest.rolls_recomputed == (len(room["plan"]) if reveal else 0)

    tampered = copy.deepcopy(export)
    tamper(tampered, data)
    assert tampered != export
    report = fairplay.verify(json.loads(json.dumps(tampered, ensure_ascii=False)))

    assert not report.ok
    assert report.problems and all(isinstance(p, str) and p for p in report.problems)
    assert report.summary().endswith("\nNOT VERIFIED")


def rechain(export: dict) -> dict:
    """Recompute every hash and the head, as a forger who controls the whole file can: the commitment
    is public. Only the rules the verifier checks beyond the hashes, and a head a player noted, can catch
    what is left."""
    previous = export["commitment"]
    if export["format"] == fairplay.FORMAT:
        previous = fairplay.genesis(previous, export["kind"], export["code"], export.get("game_mode"))
    for entry in export["entries"]:
        previous = fairplay.entry_hash(previous, {k: v for k, v in entry.items() if k not in ("hash", "sealed")})
        entry["hash"] = previous
        if "sealed" in entry:
            previous = fairplay.entry_hash(previous, {"sealed": entry["sealed"]})
    if export.get("closing"):
        previous = fairplay.entry_hash(previous, export["closing"])
    export["head"] = previous
    return export


def _first_roll(export, seq):
    return export["entries"][seq - 1]["rolls"][0]


def renumber_an_entry(export):
    export["entries"][2]["seq"] = 4  # its roll is still n = 3


def drop_an_unlucky_roll(export):
    del export["entries"][2]  # entries 1, 2, 4: roll 3 never shown


def skip_a_roll_number(export):
    _first_roll(export, 3)["n"] = 4


def repeat_a_roll_number(export):
    _first_roll(export, 3)["n"] = 2


def forget_a_client_seed(export):
    _first_roll(export, 3)["seeds"] = 1  # roll 2 already used two


def claim_an_unknown_client_seed(export):
    _first_roll(export, 4)["seeds"] = 4  # only three people ever joined


def pick_other_dice(export):
    roll = _first_roll(export, 2)
    roll["dice"] = [7 - die for die in roll["dice"]]


@pytest.mark.parametrize("reveal", [True, False], ids=["seed revealed", "seed secret"])
@pytest.mark.parametrize(
    "forge",
    [
        renumber_an_entry,
        drop_an_unlucky_roll,
        skip_a_roll_number,
        repeat_a_roll_number,
        forget_a_client_seed,
        claim_an_unknown_client_seed,
    ],
    ids=lambda forge: forge.__name__,
)
def test_it_refuses_a_rebuilt_chain_that_breaks_the_numbering_or_seed_rules(forge, reveal):
    export = table_night(reveal=reveal)
    forge(export)

    report = fairplay.verify(rechain(export))

    assert not report.ok
    assert any(f"entry {i}:" in problem for problem in report.problems for i in (3, 4))


def test_it_refuses_a_rebuilt_chain_with_other_dice_once_the_seed_is_revealed():
    export = table_night(reveal=True)
    pick_other_dice(export)

    report = fairplay.verify(rechain(export))

    assert not report.ok
    assert any(problem.startswith("entry 2: dice") for problem in report.problems)


def test_a_rebuilt_chain_before_the_seed_is_revealed_is_caught_by_the_head_a_phone_showed():
    honest = table_night(reveal=False)
    forged = copy.deepcopy(honest)
    pick_other_dice(forged)

    alone = fairplay.verify(rechain(forged))
    compared = fairplay.verify(forged, head=fairplay.grouped(honest["head"]))

    assert alone.ok and alone.summary().splitlines()[-1].startswith("CONSISTENT")  # never called VERIFIED alone
    assert fairplay.grouped(alone.head) in alone.summary()
    assert not compared.ok and any("the head you noted is not in this file" in p for p in compared.problems)


# The forgeries of issue 14: a forger who holds the whole file rebuilds the chain after their change. What a
# player noted from a phone (the commitment, a head at some moment), or the closing sealed in the chain, still
# catches each one. 4 forgeries x 250 random rooms.


def _links(export: dict) -> list[str]:
    """Every head a phone could have shown: after each entry, and after the closing."""
    return [e["hash"] for e in export["entries"]] + ([export["head"]] if export.get("closing") else [])


def truncate_and_fix_the_head(export, data):
    """Drop the last entries (the unlucky rolls) and make it look as if the room were still open."""
    keep = data.draw(st.integers(0, len(export["entries"]) - 1), label="entries kept")
    del export["entries"][keep:]
    for key in ("closing", "server_seed"):
        export.pop(key, None)
    export["closed_at"] = None
    return keep  # the first link changed: entry keep + 1


def edit_a_label_and_rehash(export, data):
    index = data.draw(st.integers(0, len(export["entries"]) - 1), label="entry")
    entry = export["entries"][index]
    entry["label"] = _other_text(data, entry["label"], max_size=80)
    return index


def change_a_die_and_hide_the_seed(export, data):
    index = data.draw(st.integers(0, len(export["entries"]) - 1), label="entry")
    dice = export["entries"][index]["rolls"][0]["dice"]
    die = data.draw(st.integers(0, len(dice) - 1), label="die")
    dice[die] = data.draw(st.sampled_from([f for f in range(1, 7) if f != dice[die]]), label="face")
    export["server_seed"] = None
    return index


def change_a_die_and_reopen_the_room(export, data):
    index = change_a_die_and_hide_the_seed(export, data)
    export.pop("closing")
    export["closed_at"] = None
    return index


FORGERIES = [truncate_and_fix_the_head, edit_a_label_and_rehash, change_a_die_and_hide_the_seed,
             change_a_die_and_reopen_the_room]  # fmt: skip


@pytest.mark.parametrize("forge", FORGERIES, ids=lambda forge: forge.__name__)
@settings(max_examples=examples(250), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(room=rooms(), data=st.data())
def test_the_checker_refuses_each_rebuilt_forgery_given_what_a_phone_showed(forge, room, data):
    honest = build_export(**room, reveal=True)
    links = _links(honest)
    forged = copy.deepcopy(honest)
    first_changed = forge(forged, data)
    rechain(forged)
    # The player noted the head at some moment after the change (or at the end), and the commitment.
    noted = data.draw(st.sampled_from(links[first_changed:]), label="noted head")

    report = fairplay.verify(json.loads(json.dumps(forged)), head=noted[:16], commitment=honest["commitment"][:16])

    assert not report.ok
    assert report.summary().endswith("\nNOT VERIFIED")
    if forge is change_a_die_and_hide_the_seed:  # the closing link says it closed: caught with nothing noted
        assert not fairplay.verify(forged).ok


def _log_with(**changes) -> dict:
    return {**table_night(reveal=True), **changes}


def _log_without(key: str) -> dict:
    export = table_night(reveal=True)
    del export[key]
    return export


def _log_with_first_roll(**changes) -> dict:
    export = table_night(reveal=True)
    roll = export["entries"][0]["rolls"][0]
    for key, value in changes.items():
        if value is _DROP:
            del roll[key]
        else:
            roll[key] = value
    return export


_DROP = object()


@pytest.mark.parametrize(
    "garbage",
    [
        pytest.param(lambda: None, id="null"),
        pytest.param(lambda: [], id="a list"),
        pytest.param(lambda: "bof-dice-log/1", id="a string"),
        pytest.param(lambda: 42, id="a number"),
        pytest.param(lambda: {}, id="empty object"),
        pytest.param(lambda: {"format": fairplay.FORMAT}, id="only the format"),
        pytest.param(lambda: _log_with(format="bof-dice-log/3"), id="wrong format"),
        pytest.param(lambda: _log_with(format="BOF-DICE-LOG/2"), id="format in capitals"),
        pytest.param(lambda: _log_with(code=None), id="code null"),
        pytest.param(lambda: _log_with(closing="soon"), id="closing a string"),
        pytest.param(lambda: _log_without("format"), id="no format"),
        pytest.param(lambda: _log_without("commitment"), id="no commitment"),
        pytest.param(lambda: _log_without("client_seeds"), id="no client seeds"),
        pytest.param(lambda: _log_without("entries"), id="no entries"),
        pytest.param(lambda: _log_with(entries=None), id="entries null"),
        pytest.param(lambda: _log_with(entries=5), id="entries a number"),
        pytest.param(lambda: _log_with(entries="abc"), id="entries a string"),
        pytest.param(lambda: _log_with(entries={"seq": 1}), id="entries an object"),
        pytest.param(lambda: _log_with(entries=[1, 2]), id="entries of numbers"),
        pytest.param(lambda: _log_with(entries=[[]]), id="entries of lists"),
        pytest.param(lambda: _log_with(client_seeds=["anna-seed"]), id="client seeds of strings"),
        pytest.param(lambda: _log_with(client_seeds=None), id="client seeds null"),
        pytest.param(lambda: _log_with(server_seed=12345), id="seed a number"),
        pytest.param(lambda: _log_with_first_roll(dice=7), id="dice a number"),
        pytest.param(lambda: _log_with_first_roll(n="one"), id="roll number a string"),
        pytest.param(lambda: _log_with_first_roll(seeds=None), id="seeds null"),
        pytest.param(lambda: _log_with_first_roll(dice=_DROP), id="roll without dice"),
    ],
)
def test_it_reports_garbage_as_not_verified_without_raising(garbage):
    report = fairplay.verify(garbage())

    assert not report.ok
    assert report.problems
    assert report.summary().endswith("\nNOT VERIFIED")


# ---------------------------------------------------------------------------------------------
# The standalone script: runs on a bare Python with nothing but the standard library


@pytest.mark.parametrize("reveal", [True, False], ids=["seed revealed", "seed secret"])
def test_it_prints_verified_and_exits_0_for_a_valid_log(tmp_path, reveal):
    export = table_night(reveal=reveal)
    result = run_checker(tmp_path, write_log(tmp_path, export), "--head", fairplay.grouped(export["head"]))

    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.rstrip().endswith("VERIFIED")
    assert "NOT VERIFIED" not in result.stdout
    assert result.stderr == ""


def test_it_prints_not_verified_and_exits_1_for_a_tampered_log(tmp_path):
    export = table_night(reveal=True)
    export["entries"][1]["rolls"][0]["dice"][0] = export["entries"][1]["rolls"][0]["dice"][0] % 6 + 1

    result = run_checker(tmp_path, write_log(tmp_path, export))

    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout.rstrip().endswith("NOT VERIFIED")
    assert "PROBLEM: entry 2" in result.stdout
    assert result.stderr == ""


def test_it_exits_1_for_a_file_that_is_json_but_not_a_log(tmp_path):
    result = run_checker(tmp_path, write_log(tmp_path, ["not", "a", "log"]))

    assert result.returncode == 1, result.stdout + result.stderr
    assert "NOT VERIFIED" in result.stdout


def test_it_exits_2_for_a_missing_file(tmp_path):
    result = run_checker(tmp_path, str(tmp_path / "no-such-log.json"))

    assert result.returncode == 2, result.stdout + result.stderr
    assert "cannot read" in result.stdout


def test_it_exits_2_for_a_file_that_is_not_json(tmp_path):
    path = tmp_path / "room-log.json"
    path.write_text("{ this is not json", encoding="utf-8")

    result = run_checker(tmp_path, str(path))

    assert result.returncode == 2, result.stdout + result.stderr
    assert "cannot read" in result.stdout


def test_it_exits_2_for_json_nested_too_deep_to_read(tmp_path):
    path = tmp_path / "room-log.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")

    result = run_checker(tmp_path, str(path))

    assert result.returncode == 2, result.stdout + result.stderr
    assert "cannot read" in result.stdout and "Traceback" not in result.stderr


@pytest.mark.parametrize("head", [None, ""], ids=["no head", "empty head"])
def test_it_refuses_a_log_without_a_head_to_compare(head):
    export = table_night(reveal=True)
    export["entries"].pop()  # a shortened log that hides its head
    export["head"] = head

    report = fairplay.verify(export)

    assert not report.ok
    assert any("no head hash" in problem for problem in report.problems)


@pytest.mark.parametrize("args", [[], ["a.json", "b.json"]], ids=["no file", "two files"])
def test_it_exits_2_with_usage_for_wrong_arguments(tmp_path, args):
    result = run_checker(tmp_path, *args)

    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout.startswith("usage:")


def test_it_imports_only_the_standard_library():
    tree = ast.parse(FAIRPLAY_PY.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "a relative import needs the package around the file"
            imported.add(node.module.split(".")[0])

    assert {"hashlib", "hmac", "json"} <= imported
    assert imported - sys.stdlib_module_names == set()
    assert "__import__" not in {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert "importlib" not in imported


# ---------------------------------------------------------------------------------------------
# Twelve-sided dice (Open Fire)


def test_a_d12_maps_every_byte_below_252_to_a_face_exactly_21_times():
    counts = Counter(fairplay.face_from_byte(byte, 12) for byte in range(252))
    assert counts == {face: 21 for face in range(1, 13)}
    assert [fairplay.face_from_byte(byte, 12) for byte in (252, 253, 254, 255)] == [None] * 4


def test_a_d12_roll_is_the_same_hmac_read_twelve_ways():
    message = json.dumps(["battle:ABCDEF", 5, ["a"], 0], separators=(",", ":")).encode()
    digest = hmac.new(b"secret", message, hashlib.sha256).digest()
    expected = [byte % 12 + 1 for byte in digest if byte < 252][:6]
    assert fairplay.derive_dice("secret", "battle:ABCDEF", 5, ["a"], 6, 12) == expected
    assert fairplay.derive_dice("secret", "battle:ABCDEF", 5, ["a"], 6) != expected  # a D6 reads it otherwise


def test_it_rolls_no_die_whose_faces_252_cannot_share_out_evenly():
    with pytest.raises(ValueError, match="6 or 12"):
        fairplay.derive_dice("secret", "battle:ABCDEF", 1, ["a"], 1, 10)


def test_a_log_with_d12_rolls_verifies_and_a_roll_read_as_the_wrong_die_does_not():
    plan = [*NIGHT["plan"], {"by": "Ben", "label": "Open Fire attack", "count": 5, "seeds": 3, "sides": 12}]
    export = build_export(**{**NIGHT, "plan": plan}, reveal=True)
    assert max(export["entries"][-1]["rolls"][0]["dice"]) <= 12
    report = fairplay.verify(export)
    assert report.ok, report.problems
    assert report.rolls_recomputed == 5
    wrong = build_export(**{**NIGHT, "plan": plan}, reveal=True)
    wrong["entries"][-1]["rolls"][0]["sides"] = 6  # the same bytes read as a D6 give other faces
    problems = fairplay.verify(wrong).problems
    assert any("but the seed gives" in p for p in problems), problems
