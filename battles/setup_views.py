"""Pages and forms of a battle's setup (owned by the setup work; see battles/urls.py)."""

from __future__ import annotations

urlpatterns: list = []


def table_context(battle, me) -> dict:
    """What the table page and its live fragment need from this part, read with a fixed number of queries."""
    return {}
