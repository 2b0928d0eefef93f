"""What a solo battle's lobby shows: the setup the dice rolled (each line with the book's table it used), the
enemy's force as the bags drew it and where it will stand, and the player's additional points. Reads only."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db.models import Q
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from armies import pack_words
from armies.models import DetachmentType, UnitProfile, Weapon
from armies.roster_check import labels_in_reader_language
from battles import selectors
from battles.models import Battle, BattleUnit, Seat
from battles.pages.log_said import units_said
from battles.services import command, lobby, solo_turn
from battles.table import setup_board, solo_play
from battles.table.prefill import prefill
from rules import display, localized, sentences
from rules.engine import catalog
from rules.engine.procedures.setup import MODES
from rules.engine.solitaire.behaviour import SCAVENGERS

SECTOR_WORDS = {"left-flank": "left flank", "middle": "middle", "right-flank": "right flank"}


@dataclass(frozen=True)
class EnemyRow:
    label: str
    count: int
    quality: str
    points: int  # each
    sector: str
    how: str  # "rides in ...", "towed by ...", "in ambush", ""
    where: str = ""  # the sector's key: left-flank, middle, right-flank


def _enemy_rows(checked, placed: dict[int, dict]) -> list[EnemyRow]:
    """The enemy's units in the order they are set down, like units in one sector and place as one row."""
    rows: dict[tuple, EnemyRow] = {}
    labels = labels_in_reader_language(checked)
    units = sorted(checked.doc["units"], key=lambda u: placed.get(u["ref"], {}).get("order", 999))
    for u in units:
        p = placed.get(u["ref"], {})
        how = ""
        if p.get("rides_in"):
            how = gettext("rides in %(carrier)s") % {"carrier": labels.get(p["rides_in"], "")}
        elif p.get("towed_by"):
            how = gettext("towed by %(tower)s") % {"tower": labels.get(p["towed_by"], "")}
        elif p.get("ambush"):
            how = gettext("in ambush")
        name = pack_words.said(checked.profiles[u["unit"]])
        sector = gettext(SECTOR_WORDS[p["sector"]]) if p.get("sector") in SECTOR_WORDS else ""
        points = checked.muster.unit_points.get(u["ref"], 0)
        kin = (name, u["quality"], tuple(u.get("weapons", [])), sector, how)
        found = rows.get(kin)
        label = labels[u["ref"]]
        where = p.get("sector", "")
        rows[kin] = (
            EnemyRow(name, found.count + 1, u["quality"], points, sector, how, where)
            if found
            else EnemyRow(label, 1, u["quality"], points, sector, how, where)
        )
    return list(rows.values())


def sheet_said(line: dict, names: dict[str, str]) -> str:
    """One line of the solo sheet's result in the reader's words (the enemy's nation, doctrine and detachment type in
    the pack's words for them, `names`)."""
    result = line["result"]
    if line["what"] == "scenario" and result in MODES:
        return localized.mode_title(result)
    if line["what"].startswith("enemy"):
        return names.get(result, result)
    if line["what"] == "attacker":
        return gettext("You attack") if result == "player" else gettext("The enemy attacks")
    words = {
        "axis": gettext("Axis"),
        "allies": gettext("Allies"),
        "city": gettext("City"),
        "rural": gettext("Rural"),
        "mix-of-both": gettext("A mix of both"),
        "north": gettext("North"),
        "east": gettext("East"),
        "south": gettext("South"),
        "west": gettext("West"),
        "re-roll": gettext("roll again"),
    }
    return words.get(result, result)


WHAT = {
    "side": _("Your side"),
    "enemy nation": _("Enemy nation"),
    "enemy doctrine": _("Enemy doctrine"),
    "enemy detachment": _("Enemy detachment"),
    "enemy": _("Enemy detachment"),
    "map": _("Map"),
    "scenario": _("Scenario"),
    "attacker": _("Who attacks"),
    "edge": _("Your board edge"),
}


def _pack_names(type_key: str) -> dict[str, str]:
    """The pack's names the enemy's sheet and its drawing steps hold (its detachment type, doctrine and nation, its
    nation's units and weapons), English -> the reader's words, where they differ."""
    if pack_words.language() == "en":
        return {}
    t = DetachmentType.objects.select_related("doctrine__nation").filter(key=type_key).first()
    if t is None:
        return {}
    nation = t.doctrine.nation
    rows = [t, t.doctrine, nation, *UnitProfile.objects.filter(nation=nation).only("name", "translations")]
    rows += Weapon.objects.filter(Q(nation=nation) | Q(nation__isnull=True)).only("name", "translations")
    said = {row.name: pack_words.said(row) for row in rows}
    return {english: words for english, words in said.items() if english and words != english}


def pack_names_of(battle_id: int) -> dict[str, str]:
    """_pack_names of the enemy a solo battle's app drew."""
    if pack_words.language() == "en":
        return {}
    state = Battle.objects.filter(pk=battle_id).values_list("state", flat=True).first() or {}
    return _pack_names(((state.get("solo") or {}).get("enemy") or {}).get("type", ""))


def names_said(text: str, names: dict[str, str]) -> str:
    """The text with the pack's names in it said in the reader's words (_pack_names), the longest first."""
    if not names or not text:
        return text
    alternatives = "|".join(re.escape(english) for english in sorted(names, key=len, reverse=True))
    return re.sub(rf"(?<!\w)(?:{alternatives})(?!\w)", lambda found: names[found[0]], text)


def solo_lobby(battle: Battle, me: Seat | None) -> dict | None:
    solo = (battle.state or {}).get("solo")
    if solo is None:
        return None
    seats = list(battle.seats.all())
    app = next(s for s in seats if s.played_by_app)
    checked = lobby.seat_checked(battle, app)
    enemy = solo.get("enemy") or {}
    placed = {p["ref"]: p for p in enemy.get("placement", [])}
    rows = _enemy_rows(checked, placed) if checked else []
    mine = lobby.seat_checked(battle, me) if me is not None and not me.played_by_app else None
    names = _pack_names(enemy.get("type", ""))
    return {
        "sheet": [
            {
                "what": str(WHAT.get(line["what"], line["what"])),
                "result": sheet_said(line, names),
                "dice": line.get("dice", []),
                "table": line.get("table", ""),  # the calculator of the book's table it was read from
            }
            for line in solo.get("sheet", [])
        ],
        "enemy": enemy,
        "enemy_name": names.get(enemy.get("name", ""), enemy.get("name", "")),
        "enemy_steps": [
            names_said(sentences.translated(step), names)
            for step in [*enemy.get("steps", []), *enemy.get("placement_steps", [])]
        ],
        "enemy_rows": rows,
        "enemy_points": checked.muster.points if checked else 0,
        "enemy_edge": solo.get("enemy_edge") if (battle.state.get("setup") or {}).get("sectors") else "",
        "rerolls": solo.get("rerolls", 0),
        "player_points": solo.get("player_points"),
        "campaign": bool(solo.get("campaign")),
        "may_roll_points": bool(
            me
            and me.is_host
            and not me.is_ready
            and mine
            and not solo.get("player_points")
            and not solo.get("campaign")
        ),
        "needs_detachment": bool(me and me.is_host and mine is None),
        # the rolled points may still be spent: the builder opens a copy of the chosen detachment (solo_spend)
        "may_spend": bool(
            me and me.is_host and not me.is_ready and mine and solo.get("player_points") and not solo.get("campaign")
        ),
    }


# --- the enemy's turn --------------------------------------------------------------------------------------------

# A distance inside each range band the player names (R6's edges: close to 50 cm / 20 in, medium to 100 / 40): the
# shot's form is filled with it, and its odds depend only on the band.
BAND_DISTANCE = {
    "cm": {"super-close": 8, "close": 30, "medium": 75, "far": 120},
    "in": {"super-close": 3, "close": 12, "medium": 30, "far": 48},
}
# Nearest first, as a tape measure reads them.
BANDS = (("super-close", _("Super close")), ("close", _("Close")), ("medium", _("Medium")), ("far", _("Far")))
COVERS = (("none", pgettext_lazy("cover", "None")), ("soft", _("Soft")), ("medium", _("Medium")), ("hard", _("Hard")))


@dataclass(frozen=True)
class SeenGroup:
    unit: int  # the first of the group still in the fight: the one the app is told it sees
    name: str
    count: int


# The proposal's line says whom a shot is at ("7TP: shoots at Rifleman 1."): its first reason, saying the same, is
# left out below it (a play-test read "schießt auf Schütze 1" twice, one line under the other).
SAID_ABOVE = re.compile(r"Shoots at .+\.")


def turn_view(battle: Battle, me: Seat | None) -> dict | None:
    """What the player's phone shows while the app's seat is the one to act: the next unit's button, then the
    question of what it sees, then the app's proposal with its reasons and the one tap that carries it out."""
    if battle.phase != "playing" or me is None or not me.played_by_app or battle.state.get("step") != "activations":
        return None
    solo, current = battle.state["solo"], battle.state.get("activation") or {}
    proposal = solo.get("proposal")
    if not current or not proposal or proposal.get("unit") != current.get("unit"):
        proposal = None
    elif proposal["action"] in solo_turn.ONCE and current.get("used", 0) > proposal.get("used", 0):
        proposal = None  # done: for its next action the app asks again what the unit sees
    elif (
        proposal["action"] == "shoot" and not BattleUnit.objects.filter(pk=proposal["target"], status="active").exists()
    ):
        proposal = None  # its target is out of the fight: the app asks again what the unit sees
    picked = solo.get("picked") if current else None
    if picked:
        picked = {**picked, "reasons": [_reason(battle, r) for r in picked["reasons"]]}
    if proposal:
        said = [r for r in proposal["reasons"] if not (proposal["action"] == "shoot" and SAID_ABOVE.fullmatch(r))]
        proposal = {**proposal, "reasons": [_reason(battle, r) for r in said]}
        proposal["gear_label"] = units_said(battle.pk, proposal.get("gear_label") or "")
    fallen = bool(current) and not BattleUnit.objects.filter(pk=current["unit"], status="active").exists()
    view = {"picked": picked, "proposal": None if fallen else proposal, "groups": _seen_groups(battle, me)}
    view["fallen"] = fallen  # it fell in its own action (a minefield): the player only leaves it there
    if current and not fallen:
        now = (solo.get("sectors") or {}).get(str(current["unit"])) or (solo.get("picked") or {}).get("sector")
        view["sectors"] = [(s, gettext(SECTOR_WORDS[s]), s == now) for s in SECTOR_WORDS]
    view |= {"bands": [(b, str(w)) for b, w in BANDS], "covers": [(c, str(w)) for c, w in COVERS]}
    view["objective"] = battle.game_mode != "combat-only"
    if view["objective"]:
        near = set(solo.get("near") or [])
        units = BattleUnit.objects.filter(battle=battle, seat=me, status="active").exclude(unit_type="plane")
        view["marks"] = [(u.pk, u.label_said, u.pk in near) for u in units.only("pk", "label", "stats").order_by("ref")]
    if current and not fallen and not proposal:
        view |= _asked(battle, me, current["unit"])
    if proposal:
        view |= _carry_out(battle, proposal)
    return view


def _reason(battle: Battle, reason: str) -> str:
    """A reason of the app's, as the engine gave it, in the reader's words, the units and weapons too ("Schütze 3")."""
    return units_said(battle.pk, sentences.translated(reason))


def _asked(battle: Battle, seat: Seat, unit_id: int) -> dict:
    """What else the app asks of the acting unit's surroundings: for a ranking officer who may still order, which
    of its units stand in his command radius (those in his sector ticked); for a soldier, the abandoned gear in reach."""
    unit = BattleUnit.objects.filter(pk=unit_id).first()
    if unit is None:
        return {}
    officer = unit.unit_type == "ranking-officer" and not battle.state.get("orders")
    if officer and command.orders_allowed(battle, seat)[0] > 0:
        units = BattleUnit.objects.filter(battle=battle, seat=seat)
        friends = solo_play.friends_to_order(battle, unit, units, seat)
        cm = seat.detachment.get("command_radius_cm") or 0
        radius = (f"{cm} cm" if battle.measure == "cm" else f"{cm / 2.5:g} in") if cm else ""  # R6: in = cm / 2.5
        ticked = sum(1 for _u, here in friends if here)
        return {
            "friends": [(u.pk, u.label_said, here) for u, here in friends],
            "radius": radius,
            "friends_ticked": ticked,
        }
    if solo_play.candidate_type(unit) in SCAVENGERS:
        gear = solo_play.gear_in_sight(battle, unit)  # labelled in the pack's words, as the log seals them
        return {"gear": [(token, units_said(battle.pk, label), kind) for token, label, kind in gear]}
    return {}


def _seen_groups(battle: Battle, me: Seat) -> list[SeenGroup]:
    """The player's units in the fight, like units as one row (a rifleman is a rifleman to the enemy's eye)."""
    groups: dict[tuple, SeenGroup] = {}
    units = BattleUnit.objects.filter(battle=battle, status="active").exclude(seat=me).order_by("ref")
    for u in units.only("pk", "label", "stats", "quality", "tokens", "ref"):
        kin = (pack_words.said(u.stats) or u.label, u.quality)
        found = groups.get(kin)
        groups[kin] = SeenGroup(found.unit, found.name, found.count + 1) if found else SeenGroup(u.pk, kin[0], 1)
    return list(groups.values())


def _carry_out(battle: Battle, proposal: dict) -> dict:
    """The proposal in the player's words, and what its one tap sends: a shot's form filled in and rolled with the
    server's dice, a move, or the unit left where it is."""
    seen = {s["unit"]: s for s in proposal.get("seen", [])}
    target = (
        BattleUnit.objects.filter(pk=proposal.get("target"), status="active")
        .only("label", "unit_type", "stats")
        .first()
    )
    said = {"target": target.label_said if target else "", "towards": proposal.get("move_towards", "")}
    if proposal["action"] == "move":
        said["reach"] = _reach(battle, proposal["unit"])
    if proposal.get("gear_pick", "").startswith("gun:"):
        said["gun"] = proposal["gear_pick"].removeprefix("gun:")
    if proposal["action"] == "shoot" and target is not None:
        s = seen.get(target.pk, {})
        fill = {"distance": BAND_DISTANCE[battle.measure].get(s.get("band", "medium"), 75), "cover": s.get("cover")}
        shooter = BattleUnit.objects.filter(pk=proposal["unit"]).select_related("seat").first()
        fill["attack_value"] = _attack_value(shooter, target)
        said["fill"] = {**fill, "units": battle.measure, "target": target.pk}
        said["odds"] = _odds(battle, shooter, target, said["fill"])
    return said


def setup_view(battle: Battle, me: Seat | None) -> dict | None:
    """The enemy's placement list in the setup's placing step, and whether its models are down yet."""
    solo = (battle.state or {}).get("solo")
    if battle.phase != "setup" or solo is None or me is None or not me.is_host:
        return None
    app = next(s for s in battle.seats.all() if s.played_by_app)
    checked = lobby.seat_checked(battle, app)
    placed = {p["ref"]: p for p in (solo.get("enemy") or {}).get("placement", [])}
    left = BattleUnit.objects.filter(battle=battle, seat=app, status="active", placed=False).exclude(unit_type="plane")
    rows = _enemy_rows(checked, placed)
    words = {key: gettext(word) for key, word in SECTOR_WORDS.items()}
    counts = {key: sum(r.count for r in rows if r.where == key) for key in SECTOR_WORDS}
    sketch = setup_board.sectors_svg(setup_board.layout_of(battle), app.team, counts, words)
    return {
        "rows": rows,
        "sectors": [(words[key], [(n, r) for n, r in enumerate(rows, 1) if r.where == key]) for key in SECTOR_WORDS],
        "unplaced": [(n, r) for n, r in enumerate(rows, 1) if r.where not in SECTOR_WORDS],
        "board": mark_safe(sketch),  # noqa: S308  (built from fixed words, numbers and escaped names)
        "done": not left.exists(),
        "edge": solo.get("enemy_edge"),
    }


def _attack_value(shooter: BattleUnit, target: BattleUnit) -> int:
    """The value the enemy's shot uses: AP against armour, else its small arms or, for a gun, its HE (the rule the
    app's behaviour picked the target by, S11)."""
    armoured = target.unit_type == "afv" or any(target.stats.get("armour") or [0])
    if armoured:
        return solo_play.best(shooter, "ap")
    return solo_play.best(shooter, "small_arms") or solo_play.best(shooter, "he")


def _reach(battle: Battle, unit_id: int) -> str:
    """How far one move takes the unit (Movement): infantry 10 cm / 4 in, support weapons 5 cm / 2 in; a vehicle's
    or a horse's move is rolled ("")."""
    unit = BattleUnit.objects.filter(pk=unit_id).only("unit_type", "stats").first()
    if unit is None or unit.stats.get("movement", "foot") != "foot":
        return ""
    far = {"cm": 5, "in": 2} if unit.unit_type == "support-weapon" else {"cm": 10, "in": 4}
    return f"{far[battle.measure]} {battle.measure}"


def _odds(battle: Battle, shooter: BattleUnit, target: BattleUnit, fill: dict) -> dict | None:
    """What the shot needs and its chance, before the dice: the roll's form filled as its one tap will fill it."""
    procedure = catalog.get(selectors.verb_roll(shooter.pk, "shoot") or "")
    if procedure is None:
        return None
    data = {name: [str(value)] for name, value in fill.items() if value not in (None, "", "none") and name != "target"}
    data = {**prefill(procedure, shooter, battle, target), **data}
    outcome = display.calculate(procedure, data, roll=lambda _n: []).outcome
    if outcome is None or outcome.target is None or outcome.probability is None:
        return None
    return {"target": outcome.target, "chance": f"{round(outcome.probability * 100)} %"}
