"""Burst of Fire's part of a battle's lobby (battles.systems): a detachment mustered against the arsenal with the
battle's points, the refusal of one that cannot be used, and the units its reveal snapshots into the battle."""

from __future__ import annotations

from django.conf import settings
from django.utils.translation import gettext, ngettext

from armies import pack_words, roster_check
from armies.models import ExampleDetachment
from armies.roster_check import Checked, check_document
from battles.models import Battle, BattleUnit, Seat
from battles.services import crews, lobby
from battles.services.lobby import seat_points
from battles.systems import names
from rules import sentences


def created_summary(battle: Battle) -> str:
    return lobby.created_summary(battle)


def settings_data(battle: Battle) -> dict:
    return lobby.settings_data(battle)


def check(battle: Battle, seat: Seat, doc: object) -> Checked:
    return check_document(doc, **_limit_args(battle, seat.team))


def ready_refusal(checked: Checked) -> str:
    if checked.muster.valid:
        return ""
    first = checked.muster.problems[0]
    more = len(checked.muster.problems) - 1
    said = {"problem": sentences.translated(first.message), "fix": sentences.translated(first.fix), "more": more}
    if more:
        return (
            ngettext(
                "Your detachment cannot be used yet: %(problem)s %(fix)s (%(more)s more problem below.)",
                "Your detachment cannot be used yet: %(problem)s %(fix)s (%(more)s more problems below.)",
                more,
            )
            % said
        )
    return gettext("Your detachment cannot be used yet: %(problem)s %(fix)s") % said


def reveal(battle: Battle, seats: list[Seat], checked_now: dict[int, Checked]) -> None:
    """Every seat's detachment mustered against the arsenal as it is now, and its units (with the crews waiting
    to man its machines) made."""
    mustered = []
    for seat in seats:
        checked = checked_now.get(seat.pk) or check(battle, seat, seat.roster)
        seat.detachment = _detachment_summary(checked)
        seat.save(update_fields=["detachment"])
        mustered.append((seat, checked, _snapshot(battle, seat, checked)))
    told_apart([(seat, made) for seat, _checked, made in mustered])
    units = []
    for seat, checked, made in mustered:
        units += made + crews.waiting(battle, seat, made, checked.detachment_type.doctrine.nation_id)
    BattleUnit.objects.bulk_create(units)


def told_apart(mustered: list[tuple[Seat, list[BattleUnit]]]) -> None:
    """A label two seats' units share in some language ("Schütze 2" is the German rifleman and the American one in
    German; two American detachments both bring "Rifleman 2" in every language) gets its player's name in that
    language, "Schütze 2 (Ben)", so that "Schütze 5 shoots at Schütze 2" never reads as friendly fire. Where the
    sealed label itself is shared, every language's gets the name (the others fall back on it)."""
    languages = names.app_languages()
    english = settings.LANGUAGE_CODE.split("-")[0]  # the language a pack's own words (the sealed labels) are read in

    def said(unit: BattleUnit, language: str) -> str:
        words = (unit.stats or {}).get("translations") or {}
        return unit.label if language == english else words.get(f"label_{language}", unit.label)

    shared_in = names.shared_by_seats(mustered, said)
    for seat, made in mustered:
        for unit in made:
            shared = shared_in(unit)
            if not shared:
                continue
            unit.stats["told_apart"] = seat.display_name  # the player's own pages leave it off (own_label_said)
            words = unit.stats.setdefault("translations", {})
            tagged = languages if english in shared else shared
            for language in tagged:
                if language != english and (language in shared or f"label_{language}" in words):
                    words[f"label_{language}"] = f"{said(unit, language)} ({seat.display_name})"
            if english in shared:
                unit.label = f"{unit.label} ({seat.display_name})"


def play_start(unit: dict, crew: int) -> dict:
    """How a unit of a detachment (its entry in the roster) stands in play when the detachments are revealed,
    beside the model's defaults: the reveal makes units so, and a replay (battles/replay.py) starts from it."""
    return {
        "squad_leader": bool(unit.get("squad_leader")),
        "rides_in": unit.get("rides_in"),
        "towed_by": unit.get("towed_by"),
        "crew_alive": crew,
    }


def _detachment_summary(checked: Checked) -> dict:
    t, m = checked.detachment_type, checked.muster
    return {
        "name": checked.name,
        "type": t.name,
        "nation": t.doctrine.nation.name,
        "doctrine": t.doctrine.name,
        "points": m.points,
        "limit": m.limit,
        "actions": m.actions,
        "orders_per_turn": t.orders_per_turn,
        "command_radius_cm": t.command_radius_cm,
        "activations_per_turn": t.activations_per_turn,
        "event_cards": t.event_cards,
        "translations": _summary_words(checked),
    }


def _summary_words(checked: Checked) -> dict[str, str]:
    """The summary's words in the pack's other languages ("nation_de": "Deutschland"); its name too when it is an
    example's, not one the player gave it."""
    t = checked.detachment_type
    found = {}
    for field, entry in (("type", t), ("nation", t.doctrine.nation), ("doctrine", t.doctrine)):
        found |= {f"{field}_{k.rpartition('_')[2]}": v for k, v in pack_words.copied(entry, "name").items()}
    example = ExampleDetachment.objects.filter(detachment_type=t, name=checked.name).first()
    return found | (pack_words.copied(example, "name") if example else {})


def _snapshot(battle: Battle, seat: Seat, checked: Checked) -> list[BattleUnit]:
    out = []
    labels_said = roster_check.labels_said(checked)  # the words are copied with the units (armies.pack_words)
    for u in checked.doc["units"]:
        p = checked.profiles[u["unit"]]
        kit = [checked.weapons[k] for k in dict.fromkeys(u.get("weapons", [])) if k in checked.weapons]
        out.append(
            BattleUnit(
                battle=battle,
                seat=seat,
                ref=u["ref"],
                label=checked.labels[u["ref"]],
                profile_key=p.key,
                unit_type=p.unit_type,
                quality=u["quality"],
                points=checked.muster.unit_points[u["ref"]],
                stats={**_stats(p), "translations": {**pack_words.copied(p, "name"), **labels_said[u["ref"]]}},
                weapons=[weapon_copy(w) for w in kit],
                **play_start(u, p.crew),
            )
        )
    return out


def _stats(p) -> dict:
    return {
        "name": p.name,
        "armour": list(p.armour),
        "small_arms": p.small_arms,
        "he": p.he,
        "ap": p.ap,
        "crew": p.crew,
        "mobility": p.mobility,
        "movement": p.movement,
        "attacks_per_turn": p.attacks_per_turn,
        "passengers": p.passengers,
        "blast": p.blast,
        "turret": p.turret,
        "open_top": p.open_top,
        "gun_shield": p.gun_shield,
        "armoured": p.armoured,
        "tow_class": p.tow_class,
    }


def weapon_copy(w) -> dict:
    """An arsenal weapon as a battle unit carries it (the reveal's copy; an event card's gift too)."""
    return {
        "key": w.key,
        "name": w.name,
        "slot": w.slot,
        "kind": w.kind,
        "small_arms": w.small_arms,
        "he": w.he,
        "ap": w.ap,
        "uses": w.uses_per_game,
        "max_range_cm": w.max_range_cm,
        "melee_bonus": w.melee_bonus,
        "heavy_gear": w.heavy_gear,
        "translations": pack_words.copied(w, "name"),
    }


def _limit_args(battle: Battle, team: str) -> dict:
    base, players = seat_points(battle, team)
    campaign = getattr(battle, "campaign_game", None) is not None  # a campaign's force may bring its salvage
    return {"base_points": base, "players": players, "salvage": campaign}
