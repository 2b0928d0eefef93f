"""Changing the terrain sheet, buying fieldworks and setting off minefields. Each change holds the battle's
row lock, writes one log entry and honours its one-time key.

A minefield's sector lives on the owning seat (`Seat.secrets`); the log gets only a commitment, the SHA-256
of a salt and the secret (lobby.roster_commitment), until a unit enters the sector or the battle ends.

What goes into the log (summaries, data) stays in English; only a refusal, which the log never keeps, reads in
the player's language."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.utils.translation import gettext

from armies.models import Fieldwork
from armies.pack_words import copied
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, log
from battles.services.common import in_phase, seat_of, writing
from battles.services.lobby import roster_commitment
from battles.table.terrain import (
    COVERS,
    MAX_NAME,
    MAX_PIECES,
    MAX_SECTOR,
    OBSTACLES,
    PRESETS,
    PUBLIC_FIELDWORKS,
    TERRAINS,
    fieldwork_piece,
    fieldworks,
    hidden_minefields,
    live_pieces,
    piece_words,
    pieces,
    sector_key,
    spare_points,
)
from bof_site.refusals import Refused

MAX_SHEET = 200  # pieces ever listed, removed ones included: keeps the battle's state small
MAX_FIELDWORKS = 40


@calls.value_type
@dataclass(frozen=True)
class PieceInput:
    name: str
    cover: str
    terrain: str
    flammable: bool
    obstacle: str


@calls.recorded
def piece_add(*, code: str, seat_id: int | None, key: uuid.UUID, preset: str = "", piece: PieceInput | None = None):
    """A piece from a preset (one tap, the book's values) or typed in."""
    if preset:
        if preset not in PRESETS:
            raise Refused(gettext("Pick a piece from the list."), field="preset")
        p = PRESETS[preset]
        piece = PieceInput(p.name, p.cover, p.terrain, p.flammable, p.obstacle)
    if piece is None:
        raise Refused(gettext("Pick a piece from the list, or describe your own."))
    piece = _checked(piece)
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = _sheet_seat(battle, seat_id)
        if len(live_pieces(battle)) >= MAX_PIECES:
            raise Refused(gettext("The sheet holds %(most)s pieces at most. Remove one first.") % {"most": MAX_PIECES})
        if len(pieces(battle)) >= MAX_SHEET:
            raise Refused(gettext("The sheet is full: no more pieces fit in this battle."))
        new = {"id": f"p{battle.entry_count + 1}", **piece.__dict__, "preset": preset, "by": seat.display_name}
        _save_pieces(battle, [*pieces(battle), new])
        return log.append(
            battle,
            kind="terrain",
            summary=f"{seat.display_name} adds {piece_words(new)} to the terrain.",
            seat=seat,
            data={"added": new},
            key=key,
        )


def map_pieces(battle: Battle) -> list[PieceInput]:
    """The map a battle was played on, for the next battle on the same map (a campaign's reset): every piece put
    on the sheet, as last set, whole again (a burnt farmhouse is back on the table); no fieldworks, which each
    battle buys anew."""
    return [
        PieceInput(p["name"], p["cover"], p["terrain"], bool(p["flammable"]), p["obstacle"])
        for p in pieces(battle)
        if not p.get("fieldwork")
    ]


@calls.recorded
def map_carried_over(*, code: str, map_pieces: list[PieceInput], from_battle: str) -> LogEntry | None:
    """The battle is fought on the map of battle `from_battle`: its pieces go on the sheet as setup begins."""
    kept = [_checked(piece) for piece in map_pieces][:MAX_PIECES]
    with writing(code) as (battle, _):
        if battle.phase != "setup" or pieces(battle):
            raise Refused(gettext("A map is carried over once, onto an empty sheet, as setup begins."))
        if not kept:
            return None
        new = [{"id": f"p{battle.entry_count + 1}-{n}", **piece.__dict__, "preset": "", "by": "campaign"}
               for n, piece in enumerate(kept, 1)]  # fmt: skip
        _save_pieces(battle, new)
        return log.append(
            battle,
            kind="terrain",
            summary=f"The map of battle {from_battle[:8]} is carried over: {len(new)} pieces on the terrain sheet.",
            data={"carried_over": from_battle[:8], "pieces": new},
        )


@calls.recorded
def piece_edit(*, code: str, seat_id: int | None, key: uuid.UUID, piece_id: str, piece: PieceInput):
    piece = _checked(piece)
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = _sheet_seat(battle, seat_id)
        old = _live_piece(battle, piece_id)
        new = {**old, **piece.__dict__}
        if new["name"] != old["name"]:  # a name of the player's own: the app's words for it no longer say it
            new.pop("translations", None)
        if new == old:
            raise Refused(gettext("That is how the piece stands already: change something first."))
        _save_pieces(battle, [new if p["id"] == piece_id else p for p in pieces(battle)])
        return log.append(
            battle,
            kind="terrain",
            summary=f"{seat.display_name} changes {old['name']}: now {piece_words(new)}.",
            seat=seat,
            data={"changed": piece_id, "before": old, "after": new},
            key=key,
        )


@calls.recorded
def piece_remove(*, code: str, seat_id: int | None, key: uuid.UUID, piece_id: str):
    """The piece is marked removed (a house burnt down, sandbags blown apart); it stays in the log."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = _sheet_seat(battle, seat_id)
        old = _live_piece(battle, piece_id)
        gone = {**old, "removed": True, "removed_turn": battle.turn}
        _save_pieces(battle, [gone if p["id"] == piece_id else p for p in pieces(battle)])
        return log.append(
            battle,
            kind="terrain",
            summary=f"{seat.display_name} takes {old['name']} off the terrain.",
            seat=seat,
            data={"removed": piece_id},
            key=key,
        )


@calls.recorded
def fieldwork_buy(*, code: str, seat_id: int | None, key: uuid.UUID, fieldwork_key: str, sector: str) -> LogEntry:
    """A seat buys a fieldwork with its spare points in setup and places it in a sector. A public one joins
    the sheet; a minefield's sector is kept on the seat and only its commitment goes into the log."""
    label = _sector(sector)
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        in_phase(battle, "setup", refusal=gettext("Fieldworks are bought during setup, before the first turn."))
        work = calls.kept(lambda: _arsenal_fieldwork(fieldwork_key))  # as the arsenal had it, in a replay too
        if work is None:
            raise Refused(gettext("Pick a fieldwork from the list."), field="fieldwork")
        spare = spare_points(battle, seat)
        if work["cost"] > spare:
            raise Refused(
                gettext("%(name)s costs %(cost)s points; you have %(spare)s to spare.")
                % {"name": work["name"], "cost": work["cost"], "spare": spare},
                field="fieldwork",
            )
        if len(fieldworks(battle)) >= MAX_FIELDWORKS:
            raise Refused(gettext("A battle holds %(most)s fieldworks at most.") % {"most": MAX_FIELDWORKS})
        fid = f"f{battle.entry_count + 1}"  # the seq of this entry: never used twice, even after a void
        secret = work["kind"] == "minefield"
        bought = {
            "id": fid,
            "key": work["key"],
            "name": work["name"],
            "kind": work["kind"],
            "cost": work["cost"],
            "cover": work["cover"],
            "translations": work["translations"],
            "seat": seat.pk,
            "by": seat.display_name,
            "team": seat.team,
            "sector": None if secret else label,
        }
        who = f"{seat.display_name} (team {seat.team})"
        if secret:
            bought["commitment"] = _hide_minefield(battle, seat, fid, label)
            summary = (
                f"{who} buys {work['name'].lower()} for {work['cost']} points. Its sector stays secret until a "
                f"unit enters it, sealed as {bought['commitment'][:12]}."
            )
        else:
            summary = f"{who} builds {work['name'].lower()} in {label} for {work['cost']} points."
        state = {**battle.state, "fieldworks": [*fieldworks(battle), bought]}
        if work["kind"] in PUBLIC_FIELDWORKS:
            piece = fieldwork_piece(bought, f"p{battle.entry_count + 1}")
            state["terrain"] = [*pieces(battle), piece]
        battle.state = state
        return log.append(battle, kind="fieldwork", summary=summary, seat=seat, data={"bought": bought}, key=key)


def _arsenal_fieldwork(key: str) -> dict | None:
    work = Fieldwork.objects.filter(key=key, retired=False).first()
    return None if work is None else fieldwork_copy(work)


def fieldwork_copy(work: Fieldwork) -> dict:
    """An arsenal fieldwork as a battle keeps it (bought, or given by an event card: services/card_choices.py)."""
    return {
        "key": work.key,
        "name": work.name,
        "kind": work.kind,
        "cost": work.cost,
        "cover": work.cover,
        "translations": copied(work, "name"),  # shown in the reader's language (armies.pack_words)
    }


@calls.recorded
def unit_entered(*, code: str, seat_id: int | None, key: uuid.UUID, sector: str, unit_id: int | None) -> LogEntry:
    """A player says a unit entered a sector. Every minefield there (any seat's, friend or foe) goes off and
    its secret is revealed, salt and all; otherwise the log says "no mines there" and nothing else."""
    label = _sector(sector)
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        in_phase(
            battle, "playing", refusal=gettext("Mines go off during play: declare it once the battle is under way.")
        )
        unit = BattleUnit.objects.filter(battle=battle, pk=unit_id, status="active").select_related("seat").first()
        if unit is None:
            raise Refused(gettext("Pick the unit that entered the sector."), field="unit")
        wanted = sector_key(label)
        mines = [f for f in fieldworks(battle) if f["kind"] == "minefield"]
        known = [f["id"] for f in mines if f.get("sector") and sector_key(f["sector"]) == wanted]
        hidden = {f["id"] for f in hidden_minefields(battle)}
        found = [(s, m) for s in battle.seats.all() for m in _secrets(s) if m["id"] in hidden]
        revealed = _reveal(battle, [(s, m) for s, m in found if sector_key(m["sector"]) == wanted])
        mined = bool(known or revealed)
        hit = set(known) | {r["fieldwork"] for r in revealed}
        owners = " and ".join(sorted({f"{f['by']} (team {f['team']})" for f in mines if f["id"] in hit}))
        summary = f"{unit.label} ({unit.seat.display_name}) enters {label}: " + (
            f"mined! A minefield of {owners} goes off. Roll for the unit." if mined else "no mines there."
        )
        data = {
            "sector": label,
            "unit": {
                "id": unit.pk,
                "label": unit.label,
                "seat": unit.seat.display_name,
                "type": unit.unit_type,
                "movement": unit.stats.get("movement", ""),
            },
            "mined": mined,
            "revealed": revealed,
            "known": known,
        }
        battle.before = None  # a mine that went off cannot be taken back: its secret is out
        return log.append(battle, kind="mines", summary=summary, seat=seat, data=data, key=key)


def reveal_hidden(battle: Battle) -> LogEntry | None:
    """When the battle ends, every minefield still hidden is revealed with its salt (one entry). The caller
    holds the battle's row lock: the turn's end calls this in the same transaction."""
    hidden = {f["id"] for f in hidden_minefields(battle)}
    if battle.phase != "ended" or not hidden:
        return None
    revealed = _reveal(battle, [(s, m) for s in battle.seats.all() for m in _secrets(s) if m["id"] in hidden])
    where = "; ".join(f"{r['by']} in {r['sector']}" for r in revealed)
    battle.before = None
    return log.append(
        battle,
        kind="mines",
        summary=f"The battle is over: the hidden minefields are revealed ({where}).",
        data={"revealed": revealed},
    )


def _reveal(battle: Battle, found: list[tuple[Seat, dict]]) -> list[dict]:
    """Mark the minefields known on the sheet; what the log gets lets anyone check each commitment."""
    out = []
    works = {f["id"]: f for f in fieldworks(battle)}
    for seat, m in found:
        work = works[m["id"]]
        works[m["id"]] = {**work, "sector": m["sector"], "went_off_turn": battle.turn}
        out.append(
            {
                "fieldwork": m["id"],
                "by": seat.display_name,
                "team": seat.team,
                "sector": m["sector"],
                "salt": m["salt"],
                "secret": _secret_doc(battle, m["id"], m["sector"]),
                "commitment": work["commitment"],
            }
        )
    battle.state = {**battle.state, "fieldworks": list(works.values())}
    return out


def _hide_minefield(battle: Battle, seat: Seat, fid: str, label: str) -> str:
    salt = calls.fresh_token(16)  # a replay draws the same one
    live = {f["id"] for f in fieldworks(battle)}  # drops the secret of a purchase that was taken back
    kept = [m for m in _secrets(seat) if m["id"] in live]
    seat.secrets = {**(seat.secrets or {}), "minefields": [*kept, {"id": fid, "sector": label, "salt": salt}]}
    seat.save(update_fields=["secrets"])
    return roster_commitment(salt, _secret_doc(battle, fid, label))


def _secret_doc(battle: Battle, fid: str, label: str) -> dict:
    return {"battle": battle.code, "fieldwork": fid, "sector": label}


def _secrets(seat: Seat) -> list[dict]:
    return list((seat.secrets or {}).get("minefields", []))


def _sheet_seat(battle: Battle, seat_id: int | None) -> Seat:
    seat = seat_of(battle, seat_id)
    if battle.phase == "lobby":
        raise Refused(gettext("The terrain sheet opens once every detachment is revealed."))
    if battle.phase == "ended":
        raise Refused(gettext("The battle is over: the terrain sheet is closed."))
    return seat


def _live_piece(battle: Battle, piece_id: str) -> dict:
    piece = next((p for p in live_pieces(battle) if p["id"] == piece_id), None)
    if piece is None:
        raise Refused(gettext("That piece is not on the terrain sheet any more. Reload the page."), field="piece")
    return piece


def _save_pieces(battle: Battle, new: list[dict]) -> None:
    battle.state = {**battle.state, "terrain": new}


def _checked(piece: PieceInput) -> PieceInput:
    name = " ".join(piece.name.split())
    if not name:
        raise Refused(gettext("Give the piece a name, like “farmhouse by the road”."), field="name")
    if len(name) > MAX_NAME:
        raise Refused(gettext("Keep the name to %(limit_value)d characters.") % {"limit_value": MAX_NAME}, field="name")
    if piece.cover not in COVERS:
        raise Refused(gettext("Pick a cover level: none, soft, medium or hard."), field="cover")
    if piece.terrain not in TERRAINS:
        raise Refused(gettext("Pick a type of terrain from the list."), field="terrain")
    if piece.obstacle not in OBSTACLES:
        raise Refused(gettext("Pick an obstacle height from the list."), field="obstacle")
    return PieceInput(name, piece.cover, piece.terrain, bool(piece.flammable), piece.obstacle)


def _sector(sector: str) -> str:
    label = " ".join((sector or "").split())
    if not label:
        raise Refused(gettext("Name the sector, like “north left”."), field="sector")
    if len(label) > MAX_SECTOR:
        raise Refused(
            gettext("Keep the sector's name to %(limit_value)d characters.") % {"limit_value": MAX_SECTOR},
            field="sector",
        )
    return label


def free_fieldwork(battle: Battle, seat: Seat, work: dict, sector: str, *, card: str) -> tuple[dict, str]:
    """A fieldwork an event card gives the seat for free (battles/services/card_choices.py), placed as a bought
    one is: a public one joins the sheet, a minefield's sector stays on the seat. The caller holds the lock and
    writes the entry; returns the fieldwork as everyone sees it and the log's words for it."""
    label = _sector(sector)
    if len(fieldworks(battle)) >= MAX_FIELDWORKS:
        raise Refused(gettext("A battle holds %(most)s fieldworks at most.") % {"most": MAX_FIELDWORKS})
    fid = f"f{battle.entry_count + 1}"
    secret = work["kind"] == "minefield"
    placed = {
        **{k: work[k] for k in ("key", "name", "kind", "cover", "translations")},
        "id": fid,
        "cost": 0,
        "card": card,
        "seat": seat.pk,
        "by": seat.display_name,
        "team": seat.team,
        "sector": None if secret else label,
    }
    if secret:
        placed["commitment"] = _hide_minefield(battle, seat, fid, label)
        sealed = placed["commitment"][:12]
        words = f"{work['name'].lower()}, its sector secret until a unit enters it (sealed as {sealed})"
    else:
        words = f"{work['name'].lower()} in {label}"
    state = {**battle.state, "fieldworks": [*fieldworks(battle), placed]}
    if work["kind"] in PUBLIC_FIELDWORKS:
        state["terrain"] = [*pieces(battle), fieldwork_piece(placed, f"p{battle.entry_count + 1}")]
    battle.state = state
    return placed, words
