#!/usr/bin/env python3
"""Provably fair dice and a tamper-evident log, in one file that needs only Python's standard library.

The app uses this module to roll and to chain its log; players can download the same file and check
an exported log themselves:

    python3 fairplay.py room-log.json

How a roll is made: before the first roll the server picks a secret seed and publishes its SHA-256
(the commitment). Every player adds a client seed when they join. Roll number n takes HMAC-SHA256
keyed with the secret seed over [scope, n, client seeds so far, block] for block = 0, 1, ...; each
byte below 252 becomes a die face (byte % 6 + 1; byte % 12 + 1 for a D12, whose rolls say "sides": 12) and bytes
252-255 are skipped, so all faces are exactly equally likely. Each roll also records the SHA-256 of the client seeds it used. When the room
closes the seed is revealed and every roll can be recomputed.

How the log is chained: each link's hash is SHA-256 of the previous hash followed by the link's
canonical JSON (sorted keys, no spaces, UTF-8). The first link is the log's header (what it is: a
dice room or a battle, its code, its scope and game mode) chained to the commitment, so the chain is
tied to the seed and to the table. Each roll records the SHA-256 of the client seeds it used with
the name of who brought each. In a battle, the last entry of each change carries a "sealed" link
after it: digests of how the battle stood once the change was done and of what taking it back would
restore (the server recomputes them: manage.py verify_battle). When a room closes or a battle ends,
a closing link seals the time and every client seed with its owner's name, and the seed is
revealed. Changing, removing or reordering anything changes the head hash the phones showed; give
it to the checker:

    python3 fairplay.py battle-K7PQ2M.json --head "3f2a 91bc 0e77 d4c1" --commitment "9c1d 44e0 a7b2 5f00"

Logs exported before this format (bof-dice-log/1) chain the entries only; they are still checked.
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import re
import sys
from dataclasses import dataclass, field

FORMAT = "bof-dice-log/2"
LEGACY = "bof-dice-log/1"  # before the header, the owners of client seeds and the closing link were chained
KINDS = ("dice-room", "battle", "campaign")  # a campaign's ledger: its morale rolls and every result and spend
NOTED_MIN = 12  # hex characters of a head or commitment a player must note for a comparison to mean something
ACCEPT_BELOW = 252  # 42 * 6: the largest multiple of six that fits in a byte
AT_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"  # how a time is written in the chain (UTC)


def canonical_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def commitment_of(server_seed: str) -> str:
    return hashlib.sha256(server_seed.encode("utf-8")).hexdigest()


SIDES = (6, 12)  # dice whose sides divide 252, so every face stays exactly as likely (Open Fire rolls D12)


def face_from_byte(byte: int, sides: int = 6) -> int | None:
    """The die face a byte gives, or None when the byte is skipped (rejection sampling). 252 is a multiple of
    both 6 and 12, so one bound serves a D6 and a D12."""
    return byte % sides + 1 if byte < ACCEPT_BELOW else None


def derive_dice(server_seed: str, scope: str, n: int, client_seeds: list[str], count: int, sides: int = 6) -> list[int]:
    """Roll number n of a scope (a dice room or a battle): `count` dice of `sides` sides (a roll records "sides"
    when it is not 6, so every six-sided roll reads and checks as it always did)."""
    if sides not in SIDES:
        raise ValueError(f"only dice of {' or '.join(map(str, SIDES))} sides are rolled here")
    faces: list[int] = []
    block = 0
    while len(faces) < count:
        message = canonical_json([scope, n, list(client_seeds), block]).encode("utf-8")
        digest = hmac.new(server_seed.encode("utf-8"), message, hashlib.sha256).digest()
        for byte in digest:
            face = face_from_byte(byte, sides)
            if face is not None:
                faces.append(face)
                if len(faces) == count:
                    break
        block += 1
    return faces


def seeds_digest(client_seeds: list[str]) -> str:
    """Fingerprint of the client seeds a roll used, in the older format (no owners)."""
    return hashlib.sha256(canonical_json(list(client_seeds)).encode("utf-8")).hexdigest()


def owned_seeds_digest(owned: list[tuple[str, str]]) -> str:
    """Fingerprint of client seeds with who brought each, [(name, seed), ...] in join order: a roll's (the
    seeds it used) and the closing link's (all of them) sit inside the chain."""
    return hashlib.sha256(canonical_json([[by, seed] for by, seed in owned]).encode("utf-8")).hexdigest()


def entry_hash(previous_hash: str, body: dict) -> str:
    return hashlib.sha256((previous_hash + canonical_json(body)).encode("utf-8")).hexdigest()


def header(kind: str, code: str, game_mode: str | None = None) -> dict:
    """What a log is a log of: the first link of its chain."""
    return {"header": {"kind": kind, "code": code, "scope": f"{kind}:{code}", "game_mode": game_mode}}


def genesis(commitment: str, kind: str, code: str, game_mode: str | None = None) -> str:
    """The hash the first entry follows: the header chained to the commitment."""
    return entry_hash(commitment, header(kind, code, game_mode))


def closing(at: str, owned: list[tuple[str, str]]) -> dict:
    """The last link, made when a room closes or a battle ends: when, and every client seed with its owner."""
    return {"closed": at, "client_seeds_sha256": owned_seeds_digest(owned)}


def grouped(digest: str, length: int = 16) -> str:
    """The start of a hash in groups of four, easy to read aloud, note down or photograph: "3f2a 91bc ..."."""
    return " ".join(digest[i : i + 4] for i in range(0, min(length, len(digest)), 4))


def noted(text: str) -> str:
    """A hash as a player noted it: any case, with or without spaces, dots or dashes."""
    return re.sub(r"[^0-9a-f]", "", text.lower())


@dataclass
class Report:
    entries: int = 0
    rolls_recomputed: int = 0
    seed_revealed: bool = False
    closed: bool = False
    legacy: bool = False
    head: str = ""
    head_noted: str | None = None  # the link the noted head is, when one was given and found
    commitment_noted: bool = False
    problems: list[str] = field(default_factory=list)
    replayed: str = ""  # the server's check only: how far the battle's changes were done again (battles/replay.py)

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        lines = [f"{self.entries} entries checked; chain head {grouped(self.head) if self.head else '-'}."]
        if self.seed_revealed:
            lines.append(f"Seed revealed and matches the commitment; {self.rolls_recomputed} rolls recomputed.")
        else:
            lines.append("Seed not revealed yet: the chain is checked, the dice can be checked after closing.")
        if self.legacy:
            lines.append("Older log format: its code, game mode and who brought each client seed are not sealed.")
        if self.commitment_noted:
            lines.append("The commitment is the one you noted.")
        if self.head_noted:
            lines.append(f"The head you noted is the chain {self.head_noted}: this file holds what you saw.")
        lines += [self.replayed] if self.replayed else []
        lines += [f"PROBLEM: {problem}" for problem in self.problems]
        if not self.ok:
            lines.append("NOT VERIFIED")
        elif self.head_noted:
            lines.append("VERIFIED")
        else:
            lines.append(
                "CONSISTENT: nothing in the file contradicts itself. To prove it is the log you played, "
                "run it again with --head and the head your phone showed."
            )
        return "\n".join(lines)


def verify(export: dict, *, head: str | None = None, commitment: str | None = None) -> Report:
    """Check an exported log: the header, the chain, the numbering, the closing, the head, (once revealed) every
    roll, and, when given, the head and the commitment a player noted from a phone."""
    report = Report()
    try:
        links = _verify_into(report, export)
        _compare_noted(report, export, links, head, commitment)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        report.problems.append(f"the file is not a complete log export ({exc.__class__.__name__}: {exc})")
    return report


def _verify_into(report: Report, export: dict) -> list[tuple[str, str]]:
    """Check the file against itself; the chain's links as (name, hash) for the comparison with a noted head."""
    if export.get("format") not in (FORMAT, LEGACY):
        report.problems.append(f"unknown format {export.get('format')!r}, expected {FORMAT!r}")
        return []
    report.legacy = export["format"] == LEGACY
    commitment = export["commitment"]
    seed = export.get("server_seed")
    owned = [(item["by"], item["seed"]) for item in export["client_seeds"]]
    client_seeds = [s for _by, s in owned]
    if seed is not None:
        report.seed_revealed = True
        if commitment_of(seed) != commitment:
            report.problems.append("the revealed seed does not match the commitment shown before the first roll")
            seed = None
    previous, links = commitment, []
    if not report.legacy:
        kind, code = export["kind"], export["code"]
        if kind not in KINDS or not isinstance(code, str) or export["scope"] != f"{kind}:{code}":
            report.problems.append("the file's kind, code and scope do not agree with each other")
        previous = genesis(commitment, kind, code, export.get("game_mode"))
        links.append(("header", previous))
    next_roll, seeds_seen = 1, 0
    for index, entry in enumerate(export["entries"], start=1):
        body = {key: value for key, value in entry.items() if key not in ("hash", "sealed")}
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
            used = seeds_digest(client_seeds[: roll["seeds"]]) if report.legacy else owned_seeds_digest(owned[: roll["seeds"]])  # fmt: skip
            if roll.get("seeds_sha256") != used:
                report.problems.append(f"entry {index}: the client seeds listed (or who brought them) are not the ones this roll used")  # fmt: skip
            if seed is not None:
                used_seeds = client_seeds[: roll["seeds"]]
                sides = roll.get("sides", 6)
                expected = derive_dice(seed, export["scope"], roll["n"], used_seeds, len(roll["dice"]), sides)
                if expected != roll["dice"]:
                    report.problems.append(f"entry {index}: dice {roll['dice']} but the seed gives {expected}")
                else:
                    report.rolls_recomputed += 1
        previous = computed
        if "sealed" in entry and not report.legacy:  # how the battle stood once the change was complete
            previous = entry_hash(previous, {"sealed": entry["sealed"]})
        links.append((f"after entry {index}", previous))
        report.entries = index
    previous = _check_closing(report, export, owned, previous, links)
    if report.closed and export.get("server_seed") is None:
        report.problems.append(
            "it is closed, so its secret seed must be in the file, and it is not: without it no roll can be checked"
        )
    report.head = previous
    if not export.get("head"):
        report.problems.append("the file has no head hash to compare with what the phones showed")
    elif export["head"] != previous:
        report.problems.append(
            "the last entry does not lead to the published head hash: entries were changed or removed"
        )
    return links


def _check_closing(report: Report, export: dict, owned: list, previous: str, links: list) -> str:
    """The closing link (a closed room, an ended battle): chained after the last entry, with every client seed."""
    stated = export.get("closed_at") or export.get("ended_at")
    if report.legacy:
        report.closed = bool(stated)
        return previous
    sealed = export.get("closing")
    if sealed is None:
        if stated:
            report.problems.append(f"the file says it closed at {stated}, but its chain was never closed")
        return previous
    report.closed = True
    body = {"closed": sealed["closed"], "client_seeds_sha256": sealed["client_seeds_sha256"]}
    if body["client_seeds_sha256"] != owned_seeds_digest(owned):
        report.problems.append("the client seeds, or who brought each, are not the ones sealed when it closed")
    if stated != body["closed"]:
        report.problems.append(f"the file says it closed at {stated}, but the chain sealed {body['closed']}")
    previous = entry_hash(previous, body)
    links.append(("at its closing", previous))
    return previous


def _compare_noted(report: Report, export: dict, links: list, head: str | None, commitment: str | None) -> None:
    """The head and the commitment a player noted from a phone, against the file: any link's head may have been
    noted (the log grows), so a noted head must be one of them."""
    if commitment is not None:
        wanted = noted(commitment)
        if len(wanted) < NOTED_MIN:
            report.problems.append(f"give at least {NOTED_MIN} characters of the commitment you noted")
        elif not export["commitment"].startswith(wanted):
            report.problems.append("the commitment in the file is not the one you noted: this is another log")
        else:
            report.commitment_noted = True
    if head is not None:
        wanted = noted(head)
        found = next((name for name, digest in links if digest.startswith(wanted)), None)
        if len(wanted) < NOTED_MIN:
            report.problems.append(f"give at least {NOTED_MIN} characters of the head you noted")
        elif found is None:
            report.problems.append(
                "the head you noted is not in this file: what was logged up to that moment was changed or removed"
            )
        else:
            report.head_noted = found


class _Arguments(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # the usage on stdout with what was wrong, exit code 2
        self.print_usage(sys.stdout)
        print(f"fairplay.py: {message}")
        raise SystemExit(2)


def main(argv: list[str]) -> int:
    parser = _Arguments(prog="fairplay.py", description="Check a log exported from a dice room or a battle.")
    parser.add_argument("log", help="the exported log (.json)")
    parser.add_argument("--head", help="the chain head a phone showed (at least 12 characters; spaces are fine)")
    parser.add_argument("--commitment", help="the commitment a phone showed before the first roll")
    try:
        args = parser.parse_args(argv[1:])
    except SystemExit as done:  # --help, or the usage after a mistake
        return 0 if done.code == 0 else 2
    try:
        with open(args.log, encoding="utf-8") as handle:
            export = json.load(handle)
    except (OSError, ValueError, RecursionError) as exc:
        print(f"cannot read {args.log}: {exc.__class__.__name__}")
        return 2
    report = verify(export, head=args.head, commitment=args.commitment)
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
