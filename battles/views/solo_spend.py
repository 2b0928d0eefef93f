"""A solo lobby's "Spend them in the builder": a copy of the player's detachment with the battle's points, opened in
the builder, which offers to take it back to the battle (armies.builder_views.page)."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from battles.services.solo_spend import solo_spend
from battles.views.common import held_seat, page_or_missing
from bof_site.once import once_per_key
from bof_site.refusals import Refused


@require_POST
@once_per_key
def spend(request: HttpRequest, code: str) -> HttpResponse:
    try:
        spending = solo_spend(code=code, seat_id=held_seat(request, code), user=request.user)
    except Refused as refusal:
        return page_or_missing(request, code, page_error=refusal.message, near="solo", status=400)
    for line in spending.lines:
        messages.warning(request, line)
    builder = reverse("armies:builder", kwargs={"detachment_id": spending.detachment_id})
    return redirect(f"{builder}?battle={code.upper()}")
