"""Open Fire's part of a battle (battles.systems): a battle made for a mission of some rounds, a force checked
against its pack (rules.engine.open_fire.forces), and the reveal putting every force's units in reserve in one game
(rules.engine.open_fire.table), kept as JSON in the battle's state and sealed with it like any state.

What the game reads from outside the battle (the pack's profiles) is read at the reveal and kept in the state, so
nothing later depends on the pack as it is edited afterwards."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from django.utils.translation import gettext

from armies.models import OpenFirePack
from battles.models import Battle, Seat
from battles.services import lobby
from battles.systems import names
from bof_site.refusals import Refused
from rules.engine.open_fire import forces, missions, packs, table
from rules.sentences import open_fire_forces

KEY = "open-fire"
MODE = "open-fire"  # the log header's game mode
MAX_ROUNDS = 20
MAX_PLAYERS = 4
DICE = ("app", "table")
REF_BLOCK = 1000  # a seat's units are numbered from position x 1000, so two forces never share a number


def player_key(seat: Seat) -> str:
    """How the game names a seat's player ("seat-12"): the log says the seat's name in its place."""
    return f"seat-{seat.pk}"


@dataclass(frozen=True)
class Settings:
    rounds: int = table.ROUNDS
    points: int | None = None  # each force's limit, when the pack prices units
    players: int = 2  # two to four, each for themselves
    dice: str = "app"  # app: the battle's fair D12s | table: the players roll their own and type them in
    objectives: tuple[tuple[str, int], ...] = (("control", 2), ("control", 2), ("access", 1))  # (kind, points)
    mission: str = ""  # one of rules.engine.open_fire.missions (its objectives then), "" for the objectives above
    size: str = missions.DEFAULT_SIZE  # the table, for where the mission's markers go


def create(*, settings: Settings, host_name: str, team: str, client_seed: str, user=None) -> tuple[Battle, Seat]:
    if not 2 <= settings.players <= MAX_PLAYERS:
        raise Refused(gettext("An Open Fire battle is for two to four players."), field="players")
    if settings.dice not in DICE:
        raise Refused(gettext("Pick who rolls the dice: the app, or you at the table."), field="dice")
    if not 1 <= settings.rounds <= MAX_ROUNDS:
        raise Refused(gettext("Play between 1 and %(most)s rounds.") % {"most": MAX_ROUNDS}, field="rounds")
    if settings.points is not None and not 1 <= settings.points <= 20000:
        raise Refused(gettext("A force's points are between 1 and 20000, or none."), field="points")
    if settings.mission and settings.mission not in missions.MISSIONS:
        raise Refused(gettext("Pick a mission from the list."), field="mission")
    if settings.size not in missions.SIZES:
        raise Refused(gettext("Pick the size of your table from the list."), field="size")
    objectives = missions.MISSIONS[settings.mission].marks if settings.mission else settings.objectives
    if len(objectives) > 8 or any(
        kind not in table.OBJECTIVE_KINDS or not 0 <= points <= 100 for kind, points in settings.objectives
    ):
        raise Refused(gettext("At most 8 objectives, each control, destroy, access or recover."), field="objectives")
    fields = {
        "system": KEY,
        "game_mode": MODE,
        "players": settings.players,
        "cut_points": False,
        "points_a": settings.points or 0,
        "points_b": settings.points or 0,
        "turn_limit": settings.rounds,
        "combat_score_limit": 1,  # not an Open Fire rule: victory points decide
        "measure": "in",  # Open Fire measures in inches
        "state": {
            "mission": {
                "objectives": [list(o) for o in objectives],
                "dice": settings.dice,
                **({"key": settings.mission, "size": settings.size} if settings.mission else {}),
            }
        },
    }
    return lobby.new_battle(fields, host_name=host_name, team=team, client_seed=client_seed, user=user)


def created_summary(battle: Battle) -> str:
    limit = f", forces of at most {battle.points_a} points" if battle.points_a else ""
    marks = ", ".join(f"{kind} ({points} VP)" for kind, points in battle.state["mission"]["objectives"])
    dice = " Dice rolled at the table." if battle.state["mission"].get("dice") == "table" else ""
    key, size = battle.state["mission"].get("key"), battle.state["mission"].get("size")
    where = f" Mission {key} on a {size.replace('x', ' x ')} in table." if key else ""
    return (
        f"Open Fire for {battle.players} players, {battle.turn_limit} rounds{limit}; objectives: {marks or 'none'}."
        f"{where}{dice}"
    )


def settings_data(battle: Battle) -> dict:
    objectives = battle.state["mission"]["objectives"]
    mission = battle.state["mission"]
    return {"system": KEY, "players": battle.players, "rounds": battle.turn_limit, "points": battle.points_a or None,
            "objectives": objectives, "dice": mission.get("dice", "app"),
            **({"mission": mission["key"], "size": mission["size"]} if "key" in mission else {})}  # fmt: skip


@dataclass(frozen=True)
class Checked:
    doc: dict
    force: forces.Force
    pack: packs.Pack | None
    pack_key: str

    @property
    def problems(self) -> tuple[str, ...]:
        return self.force.problems

    def problems_said(self) -> list[str]:
        """The problems in the reader's words, its units by the pack's names in them."""
        return open_fire_forces.problems(self.force.problems, open_fire_forces.names_of(self.pack))


def check(battle: Battle, seat: Seat, doc: object) -> Checked:
    """A force file checked against the pack it names, with the battle's points limit over its own."""
    if not isinstance(doc, dict) or doc.get("format") != forces.FORMAT:
        raise Refused(gettext("This battle is played by Open Fire: choose an Open Fire force."))
    key = str(doc.get("pack") or "")
    row = OpenFirePack.objects.filter(key=key).first()
    if row is None:
        raise Refused(gettext("The pack this force was built from is not loaded here."))
    pack = packs.read_pack(row.doc)
    limited = {**doc, "points": {"limit": battle.points_a}} if battle.points_a else doc
    return Checked(dict(doc), forces.read_force(limited, pack), pack, key)


def ready_refusal(checked: Checked) -> str:
    if not checked.problems:
        return ""
    return gettext("Your force cannot be used yet: %(problem)s.") % {"problem": checked.problems_said()[0]}


def reveal(battle: Battle, seats: list[Seat], checked_now: dict[int, Checked]) -> None:
    """Every force's units in reserve in one game, each player named by their seat's number; the profiles the game
    will roll with kept beside it."""
    units, profiles, mustered = [], {}, []
    for seat in seats:
        checked = checked_now.get(seat.pk) or check(battle, seat, seat.roster)
        start = seat.position * REF_BLOCK
        made = forces.table_units(checked.force, player_key(seat), start_ref=start)
        for unit, entry in zip(made, checked.force.units, strict=True):
            profiles[str(unit.ref)] = _profile(entry.profile, checked.pack)
        mustered.append((seat, made))
        seat.detachment = {
            "name": checked.force.name,
            "pack": checked.pack_key,
            "points": checked.force.points,
            "limit": checked.force.limit,
            "units": len(made),
        }
        seat.save(update_fields=["detachment"])
    units = [unit for _seat, made in told_apart(mustered, profiles) for unit in made]
    objectives = [tuple(o) for o in battle.state["mission"]["objectives"]]
    game = table.new_game([player_key(s) for s in seats], units, rounds=battle.turn_limit, objectives=objectives)
    battle.state = {**battle.state, "open_fire": {"game": table.as_json(game), "profiles": profiles}}
    battle.phase = "playing"  # no setup steps: the first round's initiative is the next roll


def told_apart(mustered: list[tuple[Seat, tuple[table.Unit, ...]]], profiles: dict) -> list[tuple[Seat, list]]:
    """Every unit named so that a table can tell it from the others: a force's second rifle squad is "Rifle Squad 2"
    (its number kept as the profile's `number`), and a unit of a kind another seat also brings (its name alike in any
    of the app's languages) gets its player's name, "Rifle Squad 2 (Ben)" (kept as `told_apart`; the player's own
    pages leave it off). The game's name, which the sealed log says, is the pack's own with both."""

    def said(unit: table.Unit, language: str) -> str:
        return profiles[str(unit.ref)].get("translations", {}).get(f"name_{language}") or unit.name

    for _seat, made in mustered:
        counts = Counter(u.name for u in made)
        numbered = Counter()
        for unit in (u for u in made if counts[u.name] > 1):
            numbered[unit.name] += 1
            profiles[str(unit.ref)]["number"] = numbered[unit.name]
    shared = names.shared_by_seats(mustered, said)
    out = []
    for seat, made in mustered:
        named = []
        for unit in made:
            profile = profiles[str(unit.ref)]
            name = f"{unit.name} {profile['number']}" if "number" in profile else unit.name
            if shared(unit):
                profile["told_apart"] = seat.display_name
                name = f"{name} ({seat.display_name})"
            named.append(replace(unit, name=name))
        out.append((seat, named))
    return out


def _words(entry) -> dict:
    """The pack's words for the entry in other languages, copied with it for the pages to say ({} when none)."""
    return {"translations": dict(entry.translations)} if entry.translations else {}


def _profile(profile: packs.UnitProfile, pack: packs.Pack) -> dict:
    """What the game rolls with for a unit: its models' attributes (the leader's first) and every weapon it has; and
    the pack's words for their names in other languages (`translations`), which only the pages read."""
    weapons = dict.fromkeys(w for m in profile.models for w in m.weapons)
    return {
        "name": profile.name,
        **_words(profile),
        "special": list(profile.special),
        "types": list(profile.types),
        "abilities": [
            {
                "name": a.name,
                "text": a.text,
                "removes_stress": a.removes_stress,
                "instead_of": a.instead_of,
                **_words(a),
            }  # fmt: skip
            for a in profile.abilities
        ],
        "models": [
            {
                "name": m.name,
                "count": m.count,
                "mov": m.mov,
                "skill": m.skill,
                "defence": m.defence,
                "command": m.command,
                "hp": m.hp,
                "weapons": list(m.weapons),
                **_words(m),
            }  # fmt: skip
            for m in profile.models
        ],
        "weapons": {
            k: {
                "name": w.name,
                "range": w.range,
                "attacks": w.attacks,
                "damage": w.damage,
                "piercing": w.piercing,
                "special": list(w.special),
                **_words(w),
            }  # fmt: skip
            for k in weapons
            if (w := pack.weapons[k])
        },
    }
