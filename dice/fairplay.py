#!/usr/bin/env python3
"""Provably fair dice and a tamper-evident log, in one file that needs only Python's standard library.

The app uses this module to roll and to chain its log; players can download the same file and check
an exported log themselves:

    python3 fairplay.py room-log.json

How a roll is made: before the first roll the server picks a secret seed and publishes its SHA-256
(the commitment). Every player adds a client seed when they join. Roll number n takes HMAC-SHA256
keyed with the secret seed over [scope, n, client seeds so far, block] for block = 0, 1, ...; each
byte below 252 becomes a die face (byte % 6 + 1) and bytes 252-255 are skipped, so all six faces are
exactly equally likely. Each roll also records the SHA-256 of the client seeds it used. When the room
closes the seed is revealed and every roll can be recomputed.

How the log is chained: each entry's hash is SHA-256 of the previous hash followed by the entry's
canonical JSON (sorted keys, no spaces, UTF-8). The first entry follows the commitment itself, so
the chain is tied to the seed. Changing, removing or reordering any entry changes the head hash that
every phone at the table has seen.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import sys
from dataclasses import dataclass, field

FORMAT = "bof-dice-log/1"
ACCEPT_BELOW = 252  # 42 * 6: the largest multiple of six that fits in a byte


def canonical_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def commitment_of(server_seed: str) -> str:
    return hashlib.sha256(server_seed.encode("utf-8")).hexdigest()


def face_from_byte(byte: int) -> int | None:
    """The die face a byte gives, or None when the byte is skipped (rejection sampling)."""
    return byte % 6 + 1 if byte < ACCEPT_BELOW else None


def derive_dice(server_seed: str, scope: str, n: int, client_seeds: list[str], count: int) -> list[int]:
    """Roll number n of a scope (a dice room or a battle): `count` six-sided dice."""
    faces: list[int] = []
    block = 0
    while len(faces) < count:
        message = canonical_json([scope, n, list(client_seeds), block]).encode("utf-8")
        digest = hmac.new(server_seed.encode("utf-8"), message, hashlib.sha256).digest()
        for byte in digest:
            face = face_from_byte(byte)
            if face is not None:
                faces.append(face)
                if len(faces) == count:
                    break
        block += 1
    return faces


def seeds_digest(client_seeds: list[str]) -> str:
    """Fingerprint of the client seeds a roll used; it sits inside the chained entry."""
    return hashlib.sha256(canonical_json(list(client_seeds)).encode("utf-8")).hexdigest()


def entry_hash(previous_hash: str, body: dict) -> str:
    return hashlib.sha256((previous_hash + canonical_json(body)).encode("utf-8")).hexdigest()


@dataclass
class Report:
    entries: int = 0
    rolls_recomputed: int = 0
    seed_revealed: bool = False
    head: str = ""
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        lines = [f"{self.entries} entries checked; chain head {self.head[:12] or '-'}."]
        if self.seed_revealed:
            lines.append(f"Seed revealed and matches the commitment; {self.rolls_recomputed} rolls recomputed.")
        else:
            lines.append("Seed not revealed yet: the chain is checked, the dice can be checked after closing.")
        lines += [f"PROBLEM: {problem}" for problem in self.problems]
        lines.append("VERIFIED" if self.ok else "NOT VERIFIED")
        return "\n".join(lines)


def verify(export: dict) -> Report:
    """Check an exported log: the chain, the numbering, the head, and (once revealed) every roll."""
    report = Report()
    try:
        _verify_into(report, export)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        report.problems.append(f"the file is not a complete log export ({exc.__class__.__name__}: {exc})")
    return report


def _verify_into(report: Report, export: dict) -> None:
    if export.get("format") != FORMAT:
        report.problems.append(f"unknown format {export.get('format')!r}, expected {FORMAT!r}")
        return
    commitment = export["commitment"]
    seed = export.get("server_seed")
    client_seeds = [item["seed"] for item in export["client_seeds"]]
    if seed is not None:
        report.seed_revealed = True
        if commitment_of(seed) != commitment:
            report.problems.append("the revealed seed does not match the commitment shown before the first roll")
            seed = None
    previous = commitment
    next_roll = 1
    seeds_seen = 0
    for index, entry in enumerate(export["entries"], start=1):
        body = {key: value for key, value in entry.items() if key != "hash"}
        computed = entry_hash(previous, body)
        if entry.get("hash") != computed:
            report.problems.append(f"entry {index}: its hash does not match its contents and the entry before it")
        if body.get("seq") != index:
            report.problems.append(f"entry {index}: numbered {body.get('seq')!r}, so entries are missing or moved")
        for roll in body.get("rolls", []):
            if roll.get("source", "server") != "server":
                continue  # dice typed in from a real table roll: recorded, not recomputable
            if roll["n"] != next_roll:
                report.problems.append(f"entry {index}: server roll {roll['n']} where roll {next_roll} was due")
            next_roll = roll["n"] + 1
            if roll["seeds"] < seeds_seen or roll["seeds"] > len(client_seeds):
                report.problems.append(f"entry {index}: uses {roll['seeds']} client seeds, which is impossible")
            seeds_seen = max(seeds_seen, roll["seeds"])
            if roll.get("seeds_sha256") != seeds_digest(client_seeds[: roll["seeds"]]):
                report.problems.append(f"entry {index}: the client seeds listed are not the ones this roll used")
            if seed is not None:
                expected = derive_dice(
                    seed, export["scope"], roll["n"], client_seeds[: roll["seeds"]], len(roll["dice"])
                )
                if expected != roll["dice"]:
                    report.problems.append(f"entry {index}: dice {roll['dice']} but the seed gives {expected}")
                else:
                    report.rolls_recomputed += 1
        previous = computed
        report.entries = index
    report.head = previous
    if not export.get("head"):
        report.problems.append("the file has no head hash to compare with what the phones showed")
    elif export["head"] != previous:
        report.problems.append(
            "the last entry does not lead to the published head hash: entries were changed or removed"
        )


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python3 fairplay.py LOG.json   (a log exported from a dice room or a battle)")
        return 2
    try:
        with open(argv[1], encoding="utf-8") as handle:
            export = json.load(handle)
    except (OSError, ValueError, RecursionError) as exc:
        print(f"cannot read {argv[1]}: {exc.__class__.__name__}")
        return 2
    report = verify(export)
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
