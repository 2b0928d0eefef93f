"""Naming units so that a table tells them apart: what every system's reveal asks of the units it musters."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from django.conf import settings


def app_languages() -> list[str]:
    """The app's languages, as the pack's words key them ("de", not "de-de")."""
    return [code.split("-")[0] for code, _name in settings.LANGUAGES]


def shared_by_seats(mustered: Iterable[tuple], said: Callable[[object, str], str]) -> Callable[[object], list[str]]:
    """For the units the seats muster ((seat, units) pairs), what tells the languages in which a unit is said
    (`said(unit, language)`) as another seat's unit is: those a table could read as friendly fire."""
    languages = app_languages()
    seats_of: dict[tuple[str, str], set[int]] = {}
    for seat, made in mustered:
        for unit, language in ((u, lang) for u in made for lang in languages):
            seats_of.setdefault((language, said(unit, language)), set()).add(seat.pk)
    return lambda unit: [lang for lang in languages if len(seats_of[(lang, said(unit, lang))]) > 1]
