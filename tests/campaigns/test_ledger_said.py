"""A campaign ledger's lines in German on a German page (campaigns/ledger_said.py), while the ledger keeps the English
it sealed: campaigns played through the services, each line they write said in German, and in English as sealed."""

from __future__ import annotations

import html

import pytest
from django.utils import translation

from armies.roster_check import check_document, example_document, example_name_said
from campaigns import books, history, ledger_said, salvage, services, upgrades
from campaigns import words as campaign_words
from campaigns.models import Campaign, Entry
from tests.battles.lobby_fixtures import AMERICANS
from tests.campaigns.fixtures import *  # noqa: F403 - fixtures
from tests.campaigns.fixtures import confirm_both, key, play_game, tank_left_behind_in

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
RECON = "de-armored-reconnaissance-150"  # armoured cars that rise in quality (tests/campaigns/test_upgrades.py)


def german(entry: Entry) -> str:
    with translation.override("de"):
        return ledger_said.said(entry)


def last(campaign: Campaign, kind: str | None = None, back: int = 0) -> Entry:
    found = Entry.objects.filter(campaign=campaign, **({"kind": kind} if kind else {})).order_by("-seq")
    return found[back]


def by_hand(campaign, user, result: str, a: int = 0, b: int = 0, reason: str = "mission-objective"):
    if result == "draw":
        reason = "last-turn"
    return services.game_by_hand(code=campaign.code, user=user, result=result, reason=reason, combat_score_a=a,
                                 combat_score_b=b, key=key())  # fmt: skip


def confirm(campaign, user, game, side: str) -> Entry:
    services.result_confirm(code=campaign.code, user=user, number=game.number, side=side, key=key())
    return last(campaign)


def points(entry: Entry) -> str:
    gained = entry.data["points"]
    return f"Punkte: Seite A +{gained['A']}, Seite B +{gained['B']}."


def battle_of(entry: Entry) -> str:
    return entry.data["battle"]


# --- Each scenario writes its lines through the services and says what each reads in German -------------------------


def story_lines(running):
    """The start, an organiser named, games played and by hand, confirmed, a void, upgrades and the next game."""
    campaign, anna, bruno = running
    morale = last(campaign, "morale").data

    def force(side: str) -> str:  # "Grenadierzug (145 Punkte) (145 Punkte)": the sample example's name said too
        roster = campaign.forces.get(side=side).roster
        with translation.override("de"):
            name = example_name_said(roster["name"], roster["detachment_type"])
        assert name != roster["name"]
        return f"{name} ({check_document(roster, base_points=2000, players=2).muster.points} Punkte)"

    lines = [
        (last(campaign, "created"), "Anna startet den Feldzug Normandy 44 auf Seite A."),
        (last(campaign, "joined"), "Bruno tritt Seite B bei."),
        (last(campaign, "force", back=1), f"Anna bringt {force('A')} als Kerntruppe von Seite A mit."),
        (last(campaign, "force"), f"Bruno bringt {force('B')} als Kerntruppe von Seite B mit."),
        (last(campaign, "morale"),
         f"Der Feldzug beginnt. Moral gewürfelt: Seite A {morale['dice']['A']} (Moral {morale['morale']['A']}), "
         f"Seite B {morale['dice']['B']} (Moral {morale['morale']['B']}). Als Erstes: Feindliche Linien abtasten."),
    ]  # fmt: skip
    lines.append(
        (
            services.organiser_name(
                code=campaign.code, user=anna, member_id=campaign.members.get(side="B").pk, key=key()
            ),
            "Anna ernennt Bruno zum Organisator.",
        )
    )
    first = play_game(campaign, anna, "A")
    game = last(campaign, "game")
    lines.append(
        (
            game,
            f"Spiel 1: Feindliche Linien abtasten, noch keine Rollen, auf einer neuen Karte. Schlacht {battle_of(game)}.",
        )
    )
    lines.append((confirm(campaign, bruno, first, "A"), "Bruno bestätigt Spiel 1 für Seite A: Seite A hat gewonnen."))
    result = confirm(campaign, bruno, first, "B")
    lines.append(
        (
            result,
            f"Spiel 1 bestätigt: Seite A hat gewonnen (entscheidender Sieg). {points(result)} "
            "Als Nächstes: Siegeszonen.",
        )
    )
    drawn = by_hand(campaign, anna, "draw", 4, 6)
    lines.append(
        (
            last(campaign),
            "Spiel 2 (Siegeszonen) von Hand eingetragen: unentschieden, Kampfwertung 4 zu 6. Seite A bestätigt.",
        )
    )
    result = confirm(campaign, bruno, drawn, "B")
    lines.append((result, f"Spiel 2 bestätigt: unentschieden (kein Sieg). {points(result)} Als Nächstes: Siegeszonen."))
    third = play_game(campaign, anna, "A")
    game = last(campaign, "game")
    lines.append(
        (game, f"Spiel 3: Siegeszonen, noch keine Rollen, auf der Karte von Spiel 2. Schlacht {battle_of(game)}.")
    )
    lines.append((confirm(campaign, anna, third, "A"), "Anna bestätigt Spiel 3: Seite A hat gewonnen."))
    result = confirm(campaign, bruno, third, "B")
    lines.append(
        (
            result,
            f"Spiel 3 bestätigt: Seite A hat gewonnen (entscheidender Sieg). {points(result)} "
            "Als Nächstes: Die Nachschubstraße, Seite A greift an.",
        )
    )
    services.result_void(code=campaign.code, user=anna, number=3, reason="Falsche Seite eingetragen. Sorry!", key=key())
    lines.append((last(campaign), "Anna annulliert das Ergebnis von Spiel 3: Falsche Seite eingetragen. Sorry!"))
    again = by_hand(campaign, bruno, "side-a-wins", 12, 3, reason="last-turn")
    lines.append(
        (
            last(campaign),
            "Spiel 4 (Siegeszonen) von Hand eingetragen: Seite A hat gewonnen, Kampfwertung 12 zu 3. Seite B bestätigt.",
        )
    )
    result = confirm(campaign, anna, again, "A")
    lines.append(
        (
            result,
            f"Spiel 4 bestätigt: Seite A hat gewonnen (strategischer Sieg). {points(result)} "
            "Als Nächstes: Die Nachschubstraße, Seite A greift an.",
        )
    )
    lines += upgrade_lines(Campaign.objects.get(pk=campaign.pk), anna)
    services.next_game(code=campaign.code, user=bruno, key=key())
    game = last(campaign, "game")
    lines.append(
        (game, f"Spiel 5: Die Nachschubstraße, Seite A greift an, auf einer neuen Karte. Schlacht {battle_of(game)}.")
    )
    return lines


def bought(campaign, anna, kind: str, words: str = "") -> tuple[Entry, upgrades.UnitUpgrades, upgrades.Option]:
    """Anna buys the cheapest upgrade she can pay of this kind ("quality", "weapons", "unit") whose label holds
    `words`."""
    have = books.books(campaign, list(campaign.games.all())).points["A"]
    offered = [(u, o) for u in upgrades.options(campaign.forces.get(side="A"), have) for o in u.options
               if o.choice.startswith(f"{kind}:") and words in str(o.label) and not o.why_not]  # fmt: skip
    unit, option = min(offered, key=lambda uo: (uo[1].price, uo[0].ref))
    entry = upgrades.upgrade(code=campaign.code, user=anna, ref=unit.ref, choice=option.choice, key=key())
    return entry, unit, option


def upgrade_said(unit, option) -> str:
    with translation.override("de"):
        label = str(option.label)  # as the force page offers it
        unit_label = campaign_words.label_said(unit.label)  # as the force page names it ("Schütze 3")
    cost = "1 Punkt" if option.price == 1 else f"{option.price} Punkte"
    return f"Seite A wertet {unit_label} für {cost} zu {label} auf."


def upgrade_lines(campaign, anna):
    """A soldier takes a better weapon instead of his own, another one more; a heavy MG team becomes a gun."""
    lines = []
    for kind, words in (("weapons", " instead of "), ("weapons", "+ "), ("unit", "")):
        entry, unit, option = bought(campaign, anna, kind, words)
        lines.append((entry, upgrade_said(unit, option)))
    assert " statt " in lines[0][1] and " zu + " in lines[1][1], lines
    return lines


def quality_lines(forming):
    """Anna's armoured reconnaissance wins game 1 by hand: a unit rises in quality (tests/campaigns/test_upgrades.py)."""
    campaign, anna, bruno = forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(RECON), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    confirm(campaign, bruno, by_hand(campaign, anna, "side-a-wins"), "B")
    entry, unit, option = bought(campaign, anna, "quality")
    said = upgrade_said(unit, option)
    assert " zu Regulär (" in said or " zu Elite (" in said, said
    return [(entry, said)]


def salvage_lines(forming):
    """Anna (US infantry) beats Bruno's armoured group; the crew of one of his tanks bailed out: she takes the tank."""
    campaign, anna, _bruno, tank = tank_left_behind_in(forming)
    claimed = salvage.claim(code=campaign.code, user=anna, number=1, ref=tank.ref, key=key())
    with translation.override("de"):  # the tank as the battle's own pages name it
        label = tank.label_said
    return [
        (claimed, f"Seite A nimmt {label} aus Spiel 1 als Beute kostenlos in ihre Truppe auf."),
    ]  # fmt: skip


def won_lines(running):
    """Side A wins every game it plays, by hand, to the end of the ladder."""
    campaign, anna, bruno = running
    while Campaign.objects.get(pk=campaign.pk).state == "running":
        confirm(campaign, bruno, by_hand(campaign, anna, "side-a-wins", 5, 1), "B")
    result = last(campaign, "result")
    return [
        (result, f"Spiel {result.data['game']} bestätigt: Seite A hat gewonnen (entscheidender Sieg). "
                 f"{points(result)} Der Feldzug ist vorbei: Seite A gewinnt ihn."),
    ]  # fmt: skip


def drawn_lines(running):
    """Ten draws: equal wins, and the campaign is drawn."""
    campaign, anna, bruno = running
    while Campaign.objects.get(pk=campaign.pk).state == "running":
        confirm(campaign, bruno, by_hand(campaign, anna, "draw"), "B")
    result = last(campaign, "result")
    return [
        (result, f"Spiel 10 bestätigt: unentschieden (kein Sieg). {points(result)} "
                 "Der Feldzug ist vorbei: Er endet unentschieden."),
    ]  # fmt: skip


SCENARIOS = {"story": (story_lines, "running"), "salvage": (salvage_lines, "forming"),
             "quality": (quality_lines, "forming"),
             "won": (won_lines, "running"), "drawn": (drawn_lines, "running")}  # fmt: skip


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_each_line_reads_german_on_a_german_page_and_as_sealed_in_english(request, scenario):
    lines, fixture = SCENARIOS[scenario]
    for entry, said in lines(request.getfixturevalue(fixture)):
        assert german(entry) == said, entry.summary
        with translation.override("en"):
            assert ledger_said.said(entry) == entry.summary


# Lines of shapes the campaigns above do not write, as the services word them, and lines with a part no row says:
# those stay whole in English (None).
ROWS = [
    ("confirm", "Dr. Who confirms game 2: a draw.", "Dr. Who bestätigt Spiel 2: unentschieden."),
    ("result", "Game 7 confirmed: side B won (strategic). Points: side A +3, side B +9. Next: Surrounded, side B attacking.",
     "Spiel 7 bestätigt: Seite B hat gewonnen (strategischer Sieg). Punkte: Seite A +3, Seite B +9. Als Nächstes: Eingekesselt, Seite B greift an."),
    ("game", "Game 6: Avoid the pocket, side B attacks, on the map of game 5. Battle QWERTY.",
     "Spiel 6: Dem Kessel entkommen, Seite B greift an, auf der Karte von Spiel 5. Schlacht QWERTY."),
    ("salvage", "Side B salvages Pz.Kpfw. IV Ausf. H 1 from game 3: it joins the force free.",
     "Seite B nimmt Pz.Kpfw. IV Ausf. H 1 aus Spiel 3 als Beute kostenlos in ihre Truppe auf."),
    ("result", "Game 7 confirmed: side B won (strategic). Next: Tea Time.", None),  # no such scenario
    ("result", "Game 7 confirmed: side B won (glorious). Points: side A +3, side B +9. Next: Surrounded.", None),
    ("morale", "The campaign begins. Morale rolled: side A 4 (morale 8). First: Surrounded.", None),
]  # fmt: skip


@pytest.mark.parametrize(("kind", "summary", "said"), ROWS)
def test_a_line_is_said_sentence_by_sentence_or_stays_whole(kind, summary, said):
    entry = Entry(kind=kind, summary=summary, data={})
    with translation.override("de"):
        assert ledger_said.said(entry) == (said or summary)


def test_a_line_whose_data_does_not_fit_its_summary_stays_as_sealed(running):
    campaign, _anna, _bruno = running
    created = last(campaign, "created")
    created.data = {**created.data, "name": "Arnhem"}  # in memory only: the ledger refuses any change
    assert german(created) == created.summary
    force = last(campaign, "force")
    force.data = {}
    assert german(force) == force.summary


# --- The ledger page ------------------------------------------------------------------------------------------------


def test_the_german_ledger_page_shows_german_lines_and_keeps_the_sealed_english_at_hand(client, running):
    campaign, anna, bruno = running
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "A"))
    client.force_login(anna)
    text = html.unescape(client.get(f"/campaigns/{campaign.code}/ledger/", **DE).content.decode())
    for entry in Entry.objects.filter(campaign=campaign):
        said = german(entry)
        assert said != entry.summary and f"<p>{said}</p>" in text
        assert f'<p lang="en">{entry.summary}</p>' in text  # the sealed English behind each line
    assert text.count("versiegelter Text") == Entry.objects.filter(campaign=campaign).count()
    english = html.unescape(client.get(f"/campaigns/{campaign.code}/ledger/").content.decode())
    result = last(campaign, "result")
    assert f"<p>{result.summary}</p>" in english and 'class="help sealed"' not in english


# --- Every line of a campaign --------------------------------------------------------------------------------------

# Lines whose German may be their English, with why.
SAME_IN_GERMAN: dict[str, str] = {}


def test_every_line_of_a_campaign_reads_german(running):
    campaign, anna, bruno = running
    lines = story_lines((campaign, anna, bruno))
    entries = list(Entry.objects.filter(campaign=campaign).order_by("seq"))
    kinds = {"created", "joined", "force", "morale", "organiser", "game", "confirm", "by-hand", "result", "void"}
    assert kinds | {"upgrade"} == {e.kind for e in entries} and len(lines) == len(entries)
    english = [(e.kind, e.summary) for e in entries if german(e) == e.summary and e.summary not in SAME_IN_GERMAN]
    assert english == []
    with translation.override("en"):
        assert [ledger_said.said(e) for e in entries] == [e.summary for e in entries]
    with translation.override("de"):  # the force page's story says its upgrades the same way
        told = [u for story in history.histories(campaign, "A").values() for u in story.upgrades]
    assert told and all(u.endswith((" Punkt)", " Punkte)")) for u in told) and any(" statt " in u for u in told)
