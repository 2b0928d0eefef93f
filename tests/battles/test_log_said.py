"""The log's lines that are not rolls, in German on a German page (battles/pages/log_said.py), while the log keeps the
English it sealed: battles made through the services, each line they write said in German, and in English as sealed."""

from __future__ import annotations

import html
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import translation

from armies.roster_check import example_document
from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.pages import log_rows, log_said
from battles.services import (
    cards,
    command,
    followups,
    lobby,
    markers,
    objective,
    placement,
    setup,
    terrain,
    turns,
    voids,
)
from battles.services.rolls import battle_roll
from battles.services.terrain import PieceInput
from rules import sentences
from tests.armies.builder_fixtures import sample_document
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import (
    AMERICANS,
    GERMANS,
    convoy,
    initiative,
    key,
    ready_to_play,
    seat_examples,
    state,
    unit_of,
)
from tests.battles.pages import phone

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}


def de(unit) -> str:
    """A unit's label on a German page: the pack's German, copied with the unit at the reveal (BattleUnit.label_said)."""
    with translation.override("de"):
        return unit.label_said


ARMOUR = "de-armored-group-150"


def german_title(card: dict) -> str:
    """A sample card's title as the pack gives it in German (armies/data/sample-arsenal.json)."""
    return next(c["title_de"] for c in sample_document()["event_cards"] if c["id"] == card["key"])


def german(entry: LogEntry) -> str:
    with translation.override("de"):
        return selectors.said_line(entry)


def entry_of(battle, kind: str | None = None, back: int = 0) -> LogEntry:
    """The battle's newest entry (of this kind), or one `back` before it."""
    found = LogEntry.objects.filter(battle=battle, **({"kind": kind} if kind else {})).order_by("-seq")
    return found[back]


def left(entry: LogEntry) -> int:
    """The actions left the line's spend names (the counters are the rules' business, not this test's)."""
    return int(re.findall(r"(\d+) actions? left", entry.summary)[-1])


def two(make_battle, docs=(GERMANS, AMERICANS), **settings):
    battle, anna = make_battle(**settings)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat, doc in zip((anna, ben), docs, strict=True):
        doc = example_document(doc) if isinstance(doc, str) else doc
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=doc, source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    return Battle.objects.get(pk=battle.pk), anna, ben


def rifleman(seat, n: int = 0) -> BattleUnit:
    return BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref")[n]


# --- Each scenario writes its lines through the services and says what each reads in German -------------------------


def lobby_lines(make_battle):
    battle, anna = make_battle(house_rules=("T1",))
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    ready = entry_of(battle, "ready")
    lobby.seat_unready(code=battle.code, seat_id=anna.pk)
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    short, _host = make_battle(turn_limit=1, measure="in", host="Cleo")
    return [
        (entry_of(battle, "created"), "Siegeszonen für 2 Spieler, 5 Runden, Grenze der Kampfwertung 50, Entfernungen in cm; Hausregeln T1."),
        (entry_of(short, "created"), "Siegeszonen für 2 Spieler, 1 Runde, Grenze der Kampfwertung 50, Entfernungen in Zoll."),
        (entry_of(battle, "joined"), "Ben nimmt Platz auf Seite B."),
        (ready, f"Anna ist bereit; Abteilung versiegelt als {ready.data['roster_sha256'][:12]}."),
        (entry_of(battle, "unready"), "Anna öffnet das Siegel der eigenen Abteilung wieder."),
        (entry_of(battle, "revealed"), "Alle Plätze sind bereit: Die Abteilungen sind aufgedeckt."),
    ]  # fmt: skip


def setup_lines(make_battle):
    battle, anna, ben = two(make_battle, docs=(convoy(), convoy()))
    code, lines = battle.code, []
    setup.roll_deployment(code=code, seat_id=anna.pk, data={"dice": ["1,1,1,1"]}, key=key())  # team A places first
    riflemen = [rifleman(anna, n) for n in (1, 2)]
    for n, soldier in enumerate(riflemen):
        placement.promote_squad_leader(code=code, seat_id=anna.pk, unit_id=soldier.pk, key=key())
        instead = f" statt {de(riflemen[0])}" if n else ""
        lines.append((entry_of(battle), f"Anna befördert {de(soldier)}{instead} zum Truppführer."))
    flak = unit_of(anna, "de-flak38")
    for ambush, said in ((True, "liegt im Hinterhalt"), (False, "liegt nicht mehr im Hinterhalt")):
        placement.set_ambush(code=code, seat_id=anna.pk, unit_id=flak.pk, ambush=ambush, key=key())
        lines.append((entry_of(battle), f"Die Flak {de(flak)} von Anna {said}."))
    setup.set_placement_mode(code=code, seat_id=anna.pk, mode="alternate", key=key())
    lines.append((entry_of(battle), "Einheiten werden abwechselnd aufgestellt, eine nach der anderen."))
    truck, officer = unit_of(anna, "de-opel-blitz"), unit_of(ben, "de-officer")
    placed = placement.place_unit(code=code, seat_id=anna.pk, unit_id=truck.pk, key=key())
    riders = placed.summary.removeprefix(f"Anna places {truck.label} with ").removesuffix(".")
    for unit in sorted(BattleUnit.objects.filter(battle=battle), key=lambda u: -len(u.label)):  # in German
        riders = riders.replace(unit.label, de(unit))
    lines.append((placed, f"Anna stellt {de(truck)} mit {riders} auf."))
    lines.append(
        (
            placement.place_unit(code=code, seat_id=ben.pk, unit_id=officer.pk, key=key()),
            f"Ben stellt {de(officer)} auf.",
        )
    )
    setup.set_placement_mode(code=code, seat_id=anna.pk, mode="simultaneous", key=key())
    lines.append((entry_of(battle), "Einheiten werden alle auf einmal aufgestellt."))
    group = [rifleman(anna, n) for n in (3, 4, 5, 6)]
    placement.place_all(code=code, seat_id=anna.pk, unit_ids=[u.pk for u in group], key=key())
    lines.append((entry_of(battle), f"Anna stellt {', '.join(de(u) for u in group[:3])} ... auf (4)."))
    placement.place_all(code=code, seat_id=ben.pk, key=key())
    lines.append(
        (entry_of(battle), f"Ben stellt alle übrigen Einheiten auf ({len(entry_of(battle).data['placed']) - 2}).")
    )
    return lines


def campaign_lines(make_battle):
    battle, anna, ben = two(make_battle)
    soldier = rifleman(anna)
    return [
        (setup.campaign_force_morale(code=battle.code, morale={"A": 8, "B": 9}, campaign="Normandie"),
         "Feldzug Normandie: Seite A kämpft mit Truppenmoral 8, Seite B mit 9."),
        (setup.campaign_experience(code=battle.code, levels={"A": {str(soldier.ref): 1}}),
         f"Erfahrung aus dem Feldzug übernommen: {de(soldier)} +1."),
        (terrain.map_carried_over(code=battle.code, from_battle="QWERTY23",
                                  map_pieces=[PieceInput("Farmhouse", "medium", "plains", True, "very-big")]),
         "Die Karte der Schlacht QWERTY23 wird übernommen: 1 Stück auf dem Geländeblatt."),
    ]  # fmt: skip


def four_lines(make_battle):
    """Two against two: a flank taken, and event cards drawn for oneself and, as referee, for others."""
    battle, anna = make_battle(players=4, cut_points=False)
    ben, cleo, dan = (
        lobby.seat_join(code=battle.code, display_name=name, team=team, client_seed=name)
        for name, team in (("Ben", "B"), ("Cleo", "A"), ("Dan", "B"))
    )
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS), (cleo, GERMANS), (dan, AMERICANS))
    code = battle.code
    flank = setup.take_flank(code=code, seat_id=cleo.pk, flank="left", key=key())
    own = cards.draw_cards(code=code, seat_id=anna.pk, key=key()).entry
    first = cards.table_choices(Battle.objects.get(pk=battle.pk), seat_id=anna.pk, drawer_id=ben.pk).cards[0]
    title, keys = german_title(first), [first["key"]]
    tabled = cards.draw_at_table(code=code, seat_id=anna.pk, drawer_id=ben.pk, card_keys=keys, key=key()).entry
    for_cleo = cards.draw_cards(code=code, seat_id=anna.pk, drawer_id=cleo.pk, key=key()).entry

    def titles(entry):  # the sample pack's titles, German on a German page (tests/armies/test_pack_words.py)
        return ", ".join(german_title(c) for c in entry.data["cards"])

    return [
        (flank, "Cleo übernimmt die linke Flanke, Anna die rechte Flanke."),
        (own, f"Anna zieht 1 Ereigniskarte: {titles(own)}."),
        (tabled, f"Anna trägt als Schiedsrichter ein, was Ben am Tisch gezogen hat (1 Ereigniskarte): {title}."),
        (for_cleo, f"Anna zieht als Schiedsrichter 1 Ereigniskarte für Cleo: {titles(for_cleo)}."),
    ]


def turn_lines(make_battle):
    battle, anna, ben = two(make_battle)
    ready_to_play(battle, anna, ben)
    code, lines = (
        battle.code,
        [(entry_of(battle, "turn"), "Der Aufbau ist fertig. Runde 1 beginnt: Initiative würfeln.")],
    )
    initiative(battle, anna, "5,2")
    first, second, bens = rifleman(anna), rifleman(anna, 1), rifleman(ben)
    turns.activate(code=code, seat_id=anna.pk, unit_id=first.pk, key=key())
    lines.append((entry_of(battle), f"{de(first)} ist aktiviert: bis zu 2 Aktionen."))
    turns.end_activation(code=code, seat_id=anna.pk, key=key())
    lines.append((entry_of(battle), f"{de(first)} wird zurückgestellt, ohne zu handeln; Anna wählt noch einmal."))
    quick = turns.quick_action(code=code, seat_id=anna.pk, unit_id=second.pk, action="move", key=key())
    lines.append(
        (
            quick,
            f"{de(second)} ist aktiviert: bis zu 2 Aktionen. {de(second)}: Bewegung. Noch {left(quick)} Aktionen übrig. Als Nächstes aktiviert Ben.",
        )
    )
    turns.activate(code=code, seat_id=ben.pk, unit_id=bens.pk, key=key())
    markers.place_smoke(code=code, seat_id=ben.pk, where="hinter der Scheune", unit_ids=[bens.pk], key=key())
    lines.append(
        (
            entry_of(battle),
            f"Rauch hinter der Scheune für 3 Runden (Angriffe hinein −5). Er verdeckt {de(bens)}.",
        )
    )
    terrain.piece_add(code=code, seat_id=ben.pk, key=key(), preset="hedge")
    hedge = entry_of(battle).data["added"]
    markers.set_burning(code=code, seat_id=ben.pk, piece_id=hedge["id"], unit_ids=[bens.pk], key=key())
    lines.append(
        (
            entry_of(battle),
            f"Hecke fängt Feuer und brennt nieder. {de(bens)} ziehen sich mindestens 10 cm zurück und verlieren die Aktionen dieser Runde.",
        )
    )
    turns.spend_action(code=code, seat_id=ben.pk, action="double-move", key=key())
    lines.append(
        (
            entry_of(battle),
            f"{de(bens)}: Doppelbewegung. Noch {left(entry_of(battle))} Aktionen übrig. Als Nächstes aktiviert Anna.",
        )
    )
    for _turn in (1, 2, 3):
        turns.end_turn(code=code, seat_id=anna.pk, key=key())
    lines.append((entry_of(battle, "turn-end", back=2), "Runde 1 ist vorbei. Runde 2 beginnt: Initiative würfeln."))
    lines.append(
        (
            entry_of(battle, "turn-end"),
            "Runde 3 ist vorbei. Der Rauch hinter der Scheune verzieht sich. Runde 4 beginnt: Initiative würfeln.",
        )
    )
    return lines


def command_lines(make_battle):
    """Duties, a ranking officer's orders, hiding and a take-back."""
    battle, anna, ben = two(make_battle)
    ready_to_play(battle, anna, ben)
    code, lines = battle.code, []
    mg, soldier, officer = unit_of(anna, "de-mg42-hmg"), rifleman(anna), unit_of(anna, "de-officer")
    for duties, said in (
        (
            {mg.pk: "overwatch", soldier.pk: "covering-fire"},
            f"{de(mg)} in Feuerbereitschaft; {de(soldier)} gibt Deckungsfeuer",
        ),
        ({soldier.pk: ""}, f"{de(soldier)} ohne Aufgabe"),
    ):
        command.declare_duties(code=code, seat_id=anna.pk, duties_by_unit=duties, key=key())
        lines.append((entry_of(battle), f"Aufgaben: {said}."))
    initiative(battle, anna, "5,2")
    turns.activate(code=code, seat_id=anna.pk, unit_id=officer.pk, key=key())
    orders = command.give_orders(code=code, seat_id=anna.pk, key=key())
    lines.append(
        (
            orders,
            f"{de(officer)}: Befehle geben. Noch {left(orders)} Aktionen übrig. Er darf 3 Aktionen befehlen, an Einheiten im Umkreis von 20 cm um ihn.",
        )
    )
    lines.append(
        (
            turns.end_activation(code=code, seat_id=anna.pk, key=key()),
            "Befehle: Noch 3 Aktionen dürfen befohlen werden.",
        )
    )
    lines.append(
        (
            turns.activate(code=code, seat_id=anna.pk, unit_id=soldier.pk, key=key()),
            f"{de(soldier)} ist auf Befehl aktiviert: bis zu 2 Aktionen.",
        )
    )
    moved = turns.spend_action(code=code, seat_id=anna.pk, action="move", key=key())
    lines.append((moved, f"{de(soldier)}: Bewegung. Noch {left(moved)} Aktionen übrig."))
    turns.end_activation(code=code, seat_id=anna.pk, key=key())
    lines.append((entry_of(battle), "Befehle: Noch 2 Aktionen dürfen befohlen werden."))
    lines.append(
        (
            command.end_orders(code=code, seat_id=anna.pk, key=key()),
            "Anna beendet die Befehle. Als Nächstes aktiviert Ben.",
        )
    )
    bens = rifleman(ben)
    turns.activate(code=code, seat_id=ben.pk, unit_id=bens.pk, key=key())
    hid = command.unit_action(code=code, seat_id=ben.pk, action="hide", key=key())
    lines.append(
        (
            hid,
            f"{de(bens)} versteckt sich: Nur Einheiten auf nahe Distanz können sie entdecken. {de(bens)}: Verstecken. Noch {left(hid)} Aktionen übrig.",
        )
    )
    out = command.unit_action(code=code, seat_id=ben.pk, action="unhide", key=key())
    lines.append(
        (
            out,
            f"{de(bens)} kommt aus dem Versteck. {de(bens)}: Aufdecken. Noch {left(out)} Aktionen übrig. Als Nächstes aktiviert Anna.",
        )
    )
    voids.void_last(code=code, seat_id=ben.pk, reason="falsche Einheit", key=key())
    quoted = f"{de(bens)} kommt aus dem Versteck. {de(bens)}: Aufdecken. Noch {left(out)} Aktionen übrig. Als Nächstes aktiviert Anna."
    quoted = quoted if len(quoted) <= 80 else quoted[:80].rsplit(" ", 1)[0] + " …"
    lines.append((entry_of(battle), f"Ben nimmt #{out.seq} zurück ({quoted}): falsche Einheit"))
    return lines


def riding_lines(make_battle):
    """Anna's trucks, guns and riders (the convoy), and soldiers manning what Ben abandoned."""
    battle, anna, ben = two(make_battle, docs=(convoy(), convoy()))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    code, lines = battle.code, []

    def act(seat, action, *others):
        return command.unit_action(code=code, seat_id=seat.pk, action=action, key=key(), others=[o.pk for o in others])

    trucks = list(BattleUnit.objects.filter(seat=anna, profile_key="de-opel-blitz").order_by("ref"))
    pak, flak, lmg = unit_of(anna, "de-pak40"), unit_of(anna, "de-flak38"), unit_of(anna, "de-lmg-team")
    aboard = rifleman(anna)  # the first rifleman rides in the first truck
    truck = trucks[0]
    turns.activate(code=code, seat_id=anna.pk, unit_id=truck.pk, key=key())
    done = act(anna, "unhitch")
    lines.append(
        (
            done,
            f"{de(truck)} hängt {de(pak)} ab. {de(truck)}: Geschütz abhängen. Noch {left(done)} Aktionen übrig.",
        )
    )
    done = act(anna, "hitch", flak)
    lines.append(
        (
            done,
            f"{de(truck)} hängt {de(flak)} an: Beim Ziehen werden seine Bewegungen halbiert (R11). {de(truck)}: Geschütz anhängen. Noch {left(done)} Aktionen übrig. Als Nächstes aktiviert Ben.",
        )
    )
    bens_truck, bens_rider = unit_of(ben, "de-opel-blitz"), rifleman(ben)
    turns.activate(code=code, seat_id=ben.pk, unit_id=bens_truck.pk, key=key())
    done = act(ben, "unload")
    lines.append(
        (
            done,
            f"{de(bens_truck)} setzt {de(bens_rider)} ab. {de(bens_truck)}: Passagiere absetzen. Noch {left(done)} Aktionen übrig.",
        )
    )
    done = act(ben, "load", bens_rider)
    lines.append(
        (
            done,
            f"{de(bens_truck)} nimmt {de(bens_rider)} auf. {de(bens_truck)}: Passagiere aufnehmen. Noch {left(done)} Aktionen übrig. Als Nächstes aktiviert Anna.",
        )
    )
    turns.activate(code=code, seat_id=anna.pk, unit_id=aboard.pk, key=key())
    done = act(anna, "dismount")
    lines.append((done, f"{de(aboard)} sitzt ab. {de(aboard)}: Absitzen. Noch {left(done)} Aktionen übrig."))
    done = act(anna, "mount", trucks[1])
    lines.append(
        (
            done,
            f"{de(aboard)} sitzt auf {de(trucks[1])} auf. {de(aboard)}: Aufsitzen. Noch {left(done)} Aktionen übrig. Als Nächstes aktiviert Ben.",
        )
    )
    turns.end_turn(code=code, seat_id=anna.pk, key=key())  # the host ends the turn: Ben's units are abandoned now
    initiative(battle, anna, "5,2")
    bens_flak = unit_of(ben, "de-flak38")
    BattleUnit.objects.filter(pk__in=[bens_truck.pk, bens_flak.pk]).update(status="abandoned", crew_alive=0)
    turns.activate(code=code, seat_id=anna.pk, unit_id=lmg.pk, key=key())
    done = act(anna, "man", bens_truck)
    lines.append(
        (
            done,
            f"{de(lmg)} bemannt {de(bens_truck)}: eine Besatzung, die es nicht kennt (es hat keine Waffen, weniger Bewegungswürfel). {de(lmg)}: Fahrzeug bemannen. Noch {left(done)} Aktionen übrig. Als Nächstes aktiviert Ben.",
        )
    )
    turns.quick_action(code=code, seat_id=ben.pk, unit_id=unit_of(ben, "de-lmg-team").pk, action="move", key=key())
    gunner = rifleman(anna, 1)
    turns.activate(code=code, seat_id=anna.pk, unit_id=gunner.pk, key=key())
    done = act(anna, "man", bens_flak)
    lines.append(
        (
            done,
            f"{de(gunner)} bemannt {de(bens_flak)}: eine feindliche Waffe, −1 auf jeden Trefferwurf damit in diesem Spiel. {de(gunner)}: Fahrzeug bemannen. Noch {left(done)} Aktionen übrig. Als Nächstes aktiviert Ben.",
        )
    )
    return lines


def pick_up_lines(make_battle):
    battle, anna, ben = two(make_battle)
    ready_to_play(battle, anna, ben)
    fallen = unit_of(ben, "us-rifleman")
    BattleUnit.objects.filter(pk=fallen.pk).update(status="dead")
    initiative(battle, anna, "5,2")
    gunner = unit_of(anna, "de-smg-gunner")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=gunner.pk, key=key())
    picked = command.unit_action(
        code=battle.code, seat_id=anna.pk, action="pick-up", others=[fallen.pk], weapon="us-m1-garand", key=key()
    )
    weapon = next(w["name"] for w in fallen.weapons if w["key"] == "us-m1-garand")
    return [
        (picked, f"{de(gunner)} hebt {weapon} auf, von {de(fallen)} zurückgelassen. Es ist eine feindliche Waffe: −1 auf jeden Trefferwurf damit in diesem Spiel. {de(gunner)}: Waffe aufheben. Noch {left(picked)} Aktionen übrig."),
    ]  # fmt: skip


def crew_lines(make_battle):
    """A tank's crew bails out and climbs back in."""
    battle, anna, ben = two(make_battle, docs=(ARMOUR, AMERICANS))
    ready_to_play(battle, anna, ben)
    tank = BattleUnit.objects.filter(seat=anna, unit_type="afv").order_by("ref").first()
    battle_roll(
        code=battle.code, seat_id=ben.pk, procedure_id="failed-morale-effect", key=key(), target_id=tank.pk,
        data={"dice": ["2,2"], "unit_kind": ["vehicle-crew"]},
    )  # fmt: skip
    crew = BattleUnit.objects.get(seat=anna, ref=tank.ref + 100_000)
    initiative(battle, anna, "6,1")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=crew.pk, key=key())
    back = command.unit_action(code=battle.code, seat_id=anna.pk, action="man", others=[tank.pk], key=key())
    return [
        (back, f"{de(crew)} steigt wieder in {de(tank)}: Es ist wieder besetzt, ohne Abzug. {de(crew)}: Fahrzeug bemannen. Noch {left(back)} Aktionen übrig. Als Nächstes aktiviert Ben."),
    ]  # fmt: skip


def chain_lines(make_battle):
    """A follow-on roll skipped, and an officer's soldier taking the bullet for him, or not."""
    battle, anna, ben = two(make_battle)
    ready_to_play(battle, anna, ben)
    code, lines = battle.code, []
    initiative(battle, anna, "1,6")  # Ben shoots first
    officer, shooter = unit_of(anna, "de-officer"), unit_of(ben, "us-rifleman")
    turns.activate(code=code, seat_id=ben.pk, unit_id=shooter.pk, key=key())
    hit = {"attack_value": ["9"], "distance": ["40"], "units": ["cm"], "dice": ["1,1,1,1"]}
    turns.action_roll(
        code=code, seat_id=ben.pk, action="shoot", procedure_id="attack", data=hit, key=key(), target_id=officer.pk
    )
    step, soldier = state(battle)["chain"][0], unit_of(anna, "de-rifleman")
    followups.bodyguard(code=code, seat_id=anna.pk, step_id=step["id"], stand_in_id=soldier.pk, key=key())
    lines.append((entry_of(battle), f"{de(soldier)} fängt die Kugel für {de(officer)} ab (innerhalb von 5 cm)."))
    voids.void_last(code=code, seat_id=anna.pk, reason="zu weit weg", key=key())
    followups.bodyguard(code=code, seat_id=anna.pk, step_id=step["id"], stand_in_id=None, key=key())
    lines.append((entry_of(battle), f"{de(officer)} nimmt den Treffer selbst."))
    skipped = followups.skip_step(code=code, seat_id=ben.pk, step_id=step["id"], reason="außer Sicht", key=key())
    lines.append((skipped, f"Effektwurf (2W6) für {de(officer)}: übersprungen (außer Sicht)."))
    return lines


def objective_lines(make_battle):
    """Claims of the mission objective and their answers; the battle ends on it and shows its minefield."""
    battle, anna, ben = two(make_battle)
    code = battle.code
    terrain.fieldwork_buy(code=code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector="south right")
    ready_to_play(battle, anna, ben)
    lines = []
    for note, answer, said in (
        (
            "Hügel gehalten",
            (ben, False),
            "Ben stimmt nicht zu, dass Seite A das Missionsziel erfüllt hat: Es wird weitergespielt.",
        ),
        ("", (anna, False), "Anna zieht den Anspruch von Seite A auf das Missionsziel zurück: Es wird weitergespielt."),
        ("", (ben, True), "Ben bestätigt: Seite A hat das Missionsziel erfüllt. Das Spiel endet mit dieser Runde."),
    ):
        claim = objective.declare(code=code, seat_id=anna.pk, note=note, key=key())
        lines.append(
            (
                claim,
                f"Anna sagt, Seite A hat das Missionsziel erfüllt{f' ({note})' if note else ''}. Die andere Seite bestätigt.",
            )
        )
        lines.append((objective.answer(code=code, seat_id=answer[0].pk, accept=answer[1], key=key()), said))
    ended = turns.end_turn(code=code, seat_id=anna.pk, key=key())
    with translation.override("de"):  # why it ended: the engine's words, said by rules/sentences
        why = sentences.translated(ended.data["steps"][-1])
    lines.append((ended, f"Runde 1 ist vorbei. {why} Der geheime Seed ist aufgedeckt."))
    lines.append(
        (
            entry_of(battle, "mines"),
            "Die Schlacht ist vorbei: Die versteckten Minenfelder sind aufgedeckt (Anna im Sektor south right).",
        )
    )
    return lines


def terrain_lines(make_battle):
    battle, anna, ben = two(make_battle)
    code, lines = battle.code, []
    added = terrain.piece_add(code=code, seat_id=anna.pk, key=key(), preset="stone-wall")
    lines.append((added, "Anna setzt Steinmauer (Deckung: mittel, Ebene, Hindernis: mittel) aufs Geländeblatt."))
    piece = added.data["added"]["id"]
    changed = PieceInput("Stone wall", "hard", "light-woods", True, "none")
    lines.append(
        (
            terrain.piece_edit(code=code, seat_id=anna.pk, key=key(), piece_id=piece, piece=changed),
            "Anna ändert Steinmauer: jetzt Steinmauer (Deckung: hart, lichter Wald, brennbar).",  # a preset: our words
        )
    )
    lines.append(
        (
            terrain.piece_remove(code=code, seat_id=anna.pk, key=key(), piece_id=piece),
            "Anna nimmt Steinmauer vom Geländeblatt.",
        )
    )
    terrain.piece_add(code=code, seat_id=anna.pk, key=key(), preset="hedge")
    voids.void_last(code=code, seat_id=anna.pk, reason="a slip on the terrain sheet", key=key())
    added = entry_of(battle, "terrain")
    lines.append(
        (
            entry_of(battle),
            f"Anna nimmt #{added.seq} zurück (Anna setzt Hecke (Deckung: weich, Ebene, Hindernis: klein, brennbar) aufs …): ein Versehen auf dem Geländeblatt",
        )
    )
    mines = terrain.fieldwork_buy(
        code=code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector="south right"
    )
    sealed = mines.data["bought"]["commitment"][:12]
    lines.append(
        (
            mines,
            f"Anna (Seite A) kauft Minenfeld für 5 Punkte. Der Sektor bleibt geheim, bis eine Einheit ihn betritt, versiegelt als {sealed}.",
        )
    )
    bags = terrain.fieldwork_buy(code=code, seat_id=ben.pk, key=key(), fieldwork_key="sandbags", sector="north left")
    cost = bags.data["bought"]["cost"]
    lines.append((bags, f"Ben (Seite B) baut Sandsäcke in north left für {cost} Punkt{'e' if cost != 1 else ''}."))
    ready_to_play(battle, anna, ben)
    walker = rifleman(ben)
    for sector, said in (
        ("north right", "keine Minen dort."),
        ("South right", "vermint! Ein Minenfeld von Anna (Seite A) geht hoch. Würfle für die Einheit."),
    ):
        entered = terrain.unit_entered(code=code, seat_id=anna.pk, key=key(), sector=sector, unit_id=walker.pk)
        lines.append((entered, f"{de(walker)} (Ben) betritt {sector}: {said}"))
    return lines


SCENARIOS = [lobby_lines, setup_lines, campaign_lines, four_lines, turn_lines, command_lines, riding_lines, pick_up_lines,
             crew_lines, chain_lines, objective_lines, terrain_lines]  # fmt: skip


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.__name__)
def test_each_line_reads_german_on_a_german_page_and_as_sealed_in_english(make_battle, scenario):
    lines = list(scenario(make_battle))
    for entry, said in lines:
        assert entry.kind != "roll"
        assert german(entry) == said, entry.summary
        with translation.override("en"):
            assert selectors.said_line(entry) == entry.summary
    pages = {}  # the log page says them the same, with what they quote read once for the page
    for entry, said in lines:
        code = entry.battle.code
        if code not in pages:
            pages[code] = html.unescape(
                phone().get(f"/battles/{code}/log/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
            )
        assert said in pages[code], said


# Lines of shapes the battles above do not write (a count of one, a lapse, inches), as the services word them, and
# lines with a sentence no row says: those stay whole in English (None).
ROWS = [
    ("activate", "Rifleman 1 is activated by order: up to 1 action. It leaves its ambush.",
     "Rifleman 1 ist auf Befehl aktiviert: bis zu 1 Aktion. Sie verlässt den Hinterhalt."),
    ("action", "Rifleman 1: shoot. 1 action left. Ben has no unit left to activate: 1 action lapse. Every action is spent: the turn can end.",
     "Rifleman 1: Schuss. Noch 1 Aktion übrig. Ben hat keine Einheit mehr zum Aktivieren: 1 Aktion verfällt. Alle Aktionen sind verbraucht: Die Runde kann enden."),
    ("action", "Pz.Kpfw. IV Ausf. H 1: give orders. 3 actions left. He may order 1 action to units in his command radius.",
     "Pz.Kpfw. IV Ausf. H 1: Befehle geben. Noch 3 Aktionen übrig. Er darf 1 Aktion befehlen, an Einheiten in seinem Befehlsradius."),
    ("action", "Officer: give orders. 3 actions left. He may order 2 actions to units within 7.5 in of him.",
     "Officer: Befehle geben. Noch 3 Aktionen übrig. Er darf 2 Aktionen befehlen, an Einheiten im Umkreis von 7,5 Zoll um ihn."),
    ("action", "Rifleman 1 mans Sd.Kfz. 251: a crew new to it (-1 on every attack roll, fewer movement dice). Rifleman 1: man a vehicle. 2 actions left.",
     "Rifleman 1 bemannt Sd.Kfz. 251: eine Besatzung, die es nicht kennt (-1 auf jeden Trefferwurf, weniger Bewegungswürfel). Rifleman 1: Fahrzeug bemannen. Noch 2 Aktionen übrig."),
    ("activation-end", "Orders: 1 more action may be ordered.", "Befehle: Noch 1 Aktion darf befohlen werden."),
    ("chain", "Rifleman 2 takes the bullet for Officer (within 2 in).", "Rifleman 2 fängt die Kugel für Officer ab (innerhalb von 2 Zoll)."),
    ("marker", "Smoke on the bridge for 1 turn (attacks into it −5).", "Rauch on the bridge für 1 Runde (Angriffe hinein −5)."),
    ("marker", "Barn catches fire and burns down. Rifleman 1, Rifleman 2 pull back at least 4 in and lose this turn's actions.",
     "Barn fängt Feuer und brennt nieder. Rifleman 1, Rifleman 2 ziehen sich mindestens 4 Zoll zurück und verlieren die Aktionen dieser Runde."),
    ("terrain", "The map of battle QWERTY23 is carried over: 12 pieces on the terrain sheet.",
     "Die Karte der Schlacht QWERTY23 wird übernommen: 12 Stücke auf dem Geländeblatt."),
    ("setup", "Cleo takes the middle flank, Anna the left flank.", "Cleo übernimmt die mittlere Flanke, Anna die linke Flanke."),
    ("action", "Rifleman 1 waves. Rifleman 1: move. 3 actions left.", None),
    ("action", "Rifleman 1: dance. 3 actions left.", None),
    ("marker", "Smoke on the bridge for 2 turns (attacks into it −4).", None),
    ("setup", "Dr. Who places every unit left (3).", None),
]  # fmt: skip


@pytest.mark.parametrize(("kind", "summary", "said"), ROWS)
def test_a_line_is_said_sentence_by_sentence_or_stays_whole(kind, summary, said):
    with translation.override("de"):
        assert log_said.sentences_said(summary, log_rows.KINDS[kind]) == said


# --- The log page ---------------------------------------------------------------------------------------------------


def test_the_german_log_page_shows_german_lines_and_keeps_the_sealed_english_at_hand(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman(anna).pk, key=key())
    text = html.unescape(phone().get(f"/battles/{battle.code}/log/", **DE).content.decode())
    for entry in LogEntry.objects.filter(battle=battle).exclude(kind="roll"):
        assert german(entry) in text and entry.summary in text  # the sealed English behind each line
    assert f"<p>{german(entry_of(battle, 'activate'))}</p>" in text and "Ben nimmt Platz auf Seite B." in text
    assert 'lang="en"' in text
    english = html.unescape(phone().get(f"/battles/{battle.code}/log/").content.decode())
    assert f"<p>{entry_of(battle, 'activate').summary}</p>" in english and 'class="help sealed"' not in english


# --- Every line of a battle's start -------------------------------------------------------------------------------

# Lines whose German may be their English, with why.
SAME_IN_GERMAN: dict[str, str] = {}


def test_every_line_from_the_lobby_to_a_take_back_in_turn_1_reads_german(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    shooter, target = rifleman(anna), rifleman(ben)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    turns.action_roll(
        code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", target_id=target.pk, key=key(),
        data={"attack_value": ["9"], "distance": ["10"], "units": ["cm"], "dice": ["6,6,6,6"]},
    )  # fmt: skip
    voids.void_last(code=battle.code, seat_id=anna.pk, reason="falsches Ziel", key=key())
    entries = list(LogEntry.objects.filter(battle=battle).order_by("seq"))
    assert {"created", "joined", "ready", "revealed", "roll", "setup", "cards", "turn", "activate", "void"} <= {
        e.kind for e in entries
    }
    english = [(e.kind, e.summary) for e in entries if german(e) == e.summary and e.summary not in SAME_IN_GERMAN]
    assert english == []
    with translation.override("en"):
        assert [selectors.said_line(e) for e in entries] == [e.summary for e in entries]


def test_the_german_log_page_reads_what_take_backs_quote_once_not_once_a_line(playing):
    """Each take-back quotes the line it took back: the page reads those entries in one query, however many."""
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    counts = []
    for takes in (1, 3):
        while LogEntry.objects.filter(battle=battle, kind="void").count() < takes:
            turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman(anna).pk, key=key())
            voids.void_last(code=battle.code, seat_id=anna.pk, reason="falsche Einheit", key=key())
        browser = phone()
        with CaptureQueriesContext(connection) as queries:
            page = browser.get(f"/battles/{battle.code}/log/", HTTP_ACCEPT_LANGUAGE="de")
        text = html.unescape(page.content.decode())
        assert page.status_code == 200 and text.count("nimmt #") == takes
        counts.append(len(queries))
    assert counts[0] == counts[1], counts
