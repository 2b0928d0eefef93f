"""The terrain sheet of a battle: the pieces on the players' table, kept in `battle.state["terrain"]`, the
presets of the rulebook's cover, terrain and obstacle chapters, the fieldworks bought in setup, and what a
piece fills in on a roll form. Reads only: every change goes through battles/services/terrain.py."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext, gettext_lazy, gettext_noop, pgettext_lazy

from armies.pack_words import said
from battles.models import Battle, Seat
from battles.services.lobby import seat_points
from battles.table import modules
from rules.engine import catalog
from rules.engine.common import COVER
from rules.engine.muster import points_limit
from rules.engine.procedures.movement import TERRAINS
from rules.engine.procedures.obstacles import BREAKTHROUGH_TABLES
from rules.localized import label

COVERS = tuple(COVER)  # none, soft, medium, hard (Take cover)
# Obstacle heights on the AFV breakthrough's scale, the finer one, whose rows name the book's examples;
# the infantry crossing table has three heights, so "big" and "very big" are both "high" there.
OBSTACLES = ("none", *BREAKTHROUGH_TABLES)
INFANTRY_OBSTACLE = {"small": "small", "medium": "medium", "big": "high", "very-big": "high"}
# The obstacle heights as the piece form offers them, with the book's examples (shown only, never logged).
OBSTACLE_WORDS = {
    "none": gettext_lazy("not an obstacle"),
    "small": gettext_lazy("small: hedges, fences"),
    "medium": gettext_lazy("medium: chest-high walls, sheds"),
    "big": gettext_lazy("big: high walls, wooden houses"),
    "very-big": gettext_lazy("very big: stone houses"),
}
TERRAIN_WORDS = {t: t.replace("-", " ") for t in TERRAINS} | {"crops": "crops and rough ground"}  # the log's words
MAX_PIECES = 60  # live pieces on one sheet
MAX_NAME = 60
MAX_SECTOR = 30
# Fieldworks that are seen on the table join the sheet as pieces; a minefield stays secret until it goes off.
PUBLIC_FIELDWORKS = ("sandbags", "bunker", "tank-trap", "barbed-wire")


@dataclass(frozen=True)
class Preset:
    name: str  # in English, as the piece and the log keep it; `shown` in the reader's language
    cover: str
    terrain: str
    flammable: bool
    obstacle: str

    @property
    def shown(self) -> str:
        return gettext(self.name)


# The common pieces of the chapters "Movement and terrain", "How to cross obstacles", "AFVs breaking through
# obstacles", "Take cover", "Structures catching fire" and the fieldworks appendix (craters, ruins), with
# the book's values. Buildings and woods burn (a flamethrower sets any building on fire); stone walls do not.
# Cover by R33: anything of stone is medium, ruins of a stone building too (the appendix's "hard" for them
# is not followed: a bunker is the only hard cover); hills, woods and wooden things are soft.
PRESETS = {
    "stone-wall": Preset(gettext_noop("Stone wall"), "medium", "plains", False, "medium"),
    "high-stone-wall": Preset(gettext_noop("High stone wall"), "medium", "plains", False, "big"),
    "hedge": Preset(gettext_noop("Hedge"), "soft", "plains", True, "small"),
    "wooden-fence": Preset(gettext_noop("Wooden fence"), "soft", "plains", True, "small"),
    "shed": Preset(gettext_noop("Shed"), "soft", "plains", True, "medium"),
    "wooden-house": Preset(gettext_noop("Wooden house"), "soft", "plains", True, "big"),
    "stone-building": Preset(gettext_noop("Stone building"), "medium", "plains", True, "very-big"),
    "light-woods": Preset(gettext_noop("Light woods"), "soft", "light-woods", True, "none"),
    "forest": Preset(gettext_noop("Forest"), "soft", "dense-woods", True, "none"),
    "hill": Preset(gettext_noop("Hill"), "soft", "hills", False, "none"),
    "steep-hill": Preset(gettext_noop("Steep hill"), "soft", "steep-hills", False, "none"),
    "crops": Preset(gettext_noop("Field of crops"), "none", "crops", False, "none"),
    "paved-road": Preset(gettext_noop("Paved road"), "none", "paved-road", False, "none"),
    "dirt-road": Preset(gettext_noop("Dirt road"), "none", "dirt-road", False, "none"),
    "river": Preset(gettext_noop("River"), "none", "river", False, "none"),
    "stone-ruins": Preset(gettext_noop("Ruins of a stone building"), "medium", "plains", False, "none"),
    "wooden-ruins": Preset(gettext_noop("Ruins of a wooden building"), "soft", "plains", False, "none"),
    "craters": Preset(gettext_noop("Craters"), "soft", "plains", False, "none"),
    "softskin-wreck": Preset(gettext_noop("Softskin wreck"), "soft", "plains", False, "none"),
    "armoured-wreck": Preset(gettext_noop("Armoured wreck"), "medium", "plains", False, "none"),
}


def pieces(battle: Battle) -> list[dict]:
    """Every piece ever put on the sheet, removed ones included (marked so, never erased)."""
    return list(battle.state.get("terrain", []))


def live_pieces(battle: Battle) -> list[dict]:
    return [p for p in pieces(battle) if not p.get("removed")]


def fieldworks(battle: Battle) -> list[dict]:
    """Every fieldwork bought, as everyone may see it: a minefield's sector is None until it goes off."""
    return list(battle.state.get("fieldworks", []))


def hidden_minefields(battle: Battle) -> list[dict]:
    return [f for f in fieldworks(battle) if f["kind"] == "minefield" and not f.get("sector")]


def cover_words(cover: str) -> str:
    return "no cover" if cover == "none" else cover


def cover_shown(cover: str) -> str:
    """A piece's cover as the sheet shows it, in the reader's language: "medium cover", "no cover"."""
    if cover == "none":
        return gettext("no cover")
    return gettext("%(level)s cover") % {"level": label(cover)}


def terrain_shown(terrain: str) -> str:
    """A piece's terrain for movement in the reader's language: the rule content's word ("light woods")."""
    return gettext("crops and rough ground") if terrain == "crops" else label(terrain)


def obstacle_shown(obstacle: str) -> str:
    """A piece as an obstacle in the reader's language ("very big obstacle"); "" when it is none."""
    return "" if obstacle == "none" else gettext("%(height)s obstacle") % {"height": label(obstacle)}


def piece_name(piece: dict) -> str:
    """A piece's name in the reader's language while it is the one the app gave it (a preset's "Steinmauer", a
    fieldwork's "Sandsäcke, north left"); a name a player typed is theirs, as they typed it."""
    preset = PRESETS.get(piece.get("preset") or "")
    if preset is not None and piece["name"] == preset.name:
        return preset.shown
    return said(piece)  # a fieldwork's words, copied from the pack (none once a player renames it)


def piece_label(piece: dict) -> str:
    """What a roll form offers, in the reader's language: "stone wall (medium)", "Steinmauer (mittel)"."""
    level = gettext("no cover") if piece["cover"] == "none" else label(piece["cover"])
    return f"{piece_name(piece)} ({level})"


def piece_logged(piece: dict) -> str:
    """The piece a roll names, as its log line says it (English): "Stone wall (medium)"."""
    return f"{piece['name']} ({cover_words(piece['cover'])})"


def piece_shown(piece: dict) -> str:
    """A piece as a page says it, in the reader's language: "Stone wall (medium cover, plains, medium obstacle)"."""
    parts = [cover_shown(piece["cover"]), terrain_shown(piece["terrain"])]
    if obstacle := obstacle_shown(piece["obstacle"]):
        parts.append(obstacle)
    if piece["flammable"]:
        parts.append(gettext("can burn"))
    return f"{piece_name(piece)} ({', '.join(parts)})"


def cover_choices(battle: Battle) -> list[tuple[str, str, str]]:
    """(piece id, label, cover level) for every piece on the table, for "behind: stone wall (medium)"."""
    return [(p["id"], piece_label(p), p["cover"]) for p in live_pieces(battle)]


def piece_of(battle: Battle, piece_id: str) -> dict | None:
    return next((p for p in live_pieces(battle) if p["id"] == piece_id), None)


def piece_facts(battle: Battle, piece_id: str, procedure_id: str | None = None) -> dict[str, str]:
    """The engine fields a piece fills in, by their Field names: `cover`, `terrain`, `obstacle` (on the
    infantry crossing's scale, or the AFV breakthrough's for "afv-breakthrough"), and for "flamethrower"
    `target` = structure when the piece burns. No engine field takes flammability as such; a piece that is
    not flammable never needs the "structure-fire" roll. With a procedure, only that procedure's fields."""
    piece = piece_of(battle, piece_id)
    return {} if piece is None else facts_of(piece, procedure_id)


def facts_of(piece: dict, procedure_id: str | None = None) -> dict[str, str]:
    """piece_facts for a piece already in hand. A roll that asks for an AFV's cover (`afv_cover`, R33: it adds
    to the armour of the covered side) gets the piece's cover there too."""
    facts = {"cover": piece["cover"], "terrain": piece["terrain"], **modules.piece_facts(piece)}
    if piece["obstacle"] != "none":
        afv = procedure_id == "afv-breakthrough"
        facts["obstacle"] = piece["obstacle"] if afv else INFANTRY_OBSTACLE[piece["obstacle"]]
    if procedure_id is None:
        return facts
    facts["afv_cover"] = piece["cover"]
    facts["target_wading"] = "true" if piece["terrain"] == "river" else "false"  # R34: +2 at a unit in a river
    if piece.get("fieldwork_kind") in FIELDWORK_CROSSED:  # fieldwork-crossing's own names for them
        facts["fieldwork"] = FIELDWORK_CROSSED[piece["fieldwork_kind"]]
    if procedure_id == "flamethrower" and (piece["flammable"] or piece.get("fieldwork_kind") == "bunker"):
        facts["target"] = "bunker" if piece.get("fieldwork_kind") == "bunker" else "structure"
    procedure = catalog.get(procedure_id)
    names = {f.name for f in procedure.fields} if procedure else set()
    return {name: value for name, value in facts.items() if name in names}


# What "open ground" puts back on a roll form; a field takes only the values its choices allow.
OPEN_GROUND = {"cover": "none", "afv_cover": "none", "terrain": "plains", "target": "units", "target_wading": "false"}
# The question a roll form asks before the pieces, by the first field of the procedure a piece fills.
FIELDWORK_CROSSED = {"sandbags": "sandbags", "tank-trap": "tank-traps", "barbed-wire": "barbed-wire"}
PIECE_QUESTIONS = {
    "obstacle": "Crossing",
    "fieldwork": "Crossing",
    "terrain": "Moving over",
    "target": "Aimed at",
    "cover": "Behind or in",
}
QUESTIONS_SHOWN = {  # the same, as a roll form asks it in the reader's language (the log keeps the English)
    "Crossing": gettext_lazy("Crossing"),
    "Moving over": gettext_lazy("Moving over"),
    "Aimed at": gettext_lazy("Aimed at"),
    "Behind or in": gettext_lazy("Behind or in"),
}


def roll_pieces(battle: Battle, procedure_id: str) -> list[tuple[str, str]]:
    """(piece id, "Stone wall (medium)") for each live piece that fills a field of this roll: a hill is
    offered for a move but not for crossing an obstacle, a stone wall not for a flamethrower."""
    return [(p["id"], piece_label(p)) for p in live_pieces(battle) if facts_of(p, procedure_id)]


def piece_question(procedure_id: str) -> str:
    procedure = catalog.get(procedure_id)
    names = {f.name for f in procedure.fields} if procedure else set()
    return next((q for name, q in PIECE_QUESTIONS.items() if name in names), PIECE_QUESTIONS["cover"])


def sector_key(label: str) -> str:
    """Sectors match by their words, whatever the capitals and spaces: "North  Left" is "north left"."""
    return " ".join(label.split()).casefold()


def sector_suggestions(battle: Battle) -> list[str]:
    """Labels to offer for a sector (a 20 x 20 cm / 9 x 9 in square): the deployment edges if setup has
    rolled them (battle.state["setup"]["sectors"], when it is a {team: edge} mapping), else each team's
    left, middle and right, as the book divides a deployment zone into flanks."""
    edges = battle.state.get("setup", {}).get("sectors") if isinstance(battle.state.get("setup"), dict) else None
    if not isinstance(edges, dict):
        edges = {}
    out = []
    for team in ("A", "B"):
        edge = edges.get(team)
        known = isinstance(edge, str) and edge.strip()
        where = label(edge.strip()).capitalize() if known else gettext("Team %(team)s") % {"team": team}
        out += [f"{where} {side}"[:MAX_SECTOR] for side in SECTOR_SIDES]
    return out


SECTOR_SIDES = (pgettext_lazy("sector", "left"), pgettext_lazy("sector", "middle"), pgettext_lazy("sector", "right"))


def spare_points(battle: Battle, seat: Seat) -> int:
    """What a seat may still spend on fieldworks: its allowance (the limit worked out at the reveal from
    lobby.seat_points and the detachment type's extra points) minus its detachment and what it bought."""
    detachment = seat.detachment or {}
    allowance = detachment.get("limit") or points_limit(*seat_points(battle, seat.team))
    spent = sum(f["cost"] for f in fieldworks(battle) if f["seat"] == seat.pk)
    return max(allowance - detachment.get("points", 0) - spent, 0)


def my_minefields(battle: Battle, me: Seat | None) -> list[dict]:
    """The asking seat's own minefields with their sectors: shown to that phone only."""
    if me is None:
        return []
    bought = {f["id"]: f for f in fieldworks(battle) if f["seat"] == me.pk and f["kind"] == "minefield"}
    return [
        {**bought[m["id"]], "sector": m["sector"]}
        for m in (me.secrets or {}).get("minefields", [])
        if m["id"] in bought
    ]


def by_side(battle: Battle) -> list[tuple[str, list[dict]]]:
    """Fieldworks per team, as everyone sees them."""
    return [(team, [f for f in fieldworks(battle) if f["team"] == team]) for team in ("A", "B")]


def piece_words(piece: dict) -> str:
    """A piece as the log says it: "Stone wall (medium cover, plains, medium obstacle)"."""
    parts = [f"{cover_words(piece['cover'])} cover" if piece["cover"] != "none" else "no cover"]
    parts.append(TERRAIN_WORDS[piece["terrain"]])
    if piece["obstacle"] != "none":
        parts.append(f"{piece['obstacle'].replace('-', ' ')} obstacle")
    if piece["flammable"]:
        parts.append("burns")
    return f"{piece['name']} ({', '.join(parts)})"


def fieldwork_piece(work: dict, piece_id: str) -> dict:
    """A public fieldwork on the sheet: the arsenal's cover, where it stands and who built it."""
    return {
        "id": piece_id,
        "name": f"{work['name']}, {work['sector']}"[:MAX_NAME],
        "translations": {k: f"{name}, {work['sector']}"[:MAX_NAME] for k, name in work.get("translations", {}).items()},
        "cover": work["cover"],
        "terrain": "plains",
        "flammable": False,
        "obstacle": "none",
        "preset": "",
        "by": work["by"],
        "team": work["team"],
        "fieldwork": work["id"],
        "fieldwork_kind": work["kind"],
    }
