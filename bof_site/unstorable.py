"""A request that holds a NUL character (in its address, its query or a form field) is refused before any view
sees it: Postgres cannot store NUL in text, so it would otherwise surface as a server error deep in a write. The
player gets a page that says what was wrong and that nothing changed."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

NUL = "\x00"


class RefuseUnstorable:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if _holds_nul(request):
            return render(request, "400.html", {"reason": "unstorable"}, status=400)
        return self.get_response(request)


def _holds_nul(request: HttpRequest) -> bool:
    if NUL in request.path:
        return True
    fields = [request.GET]
    if request.method == "POST" and request.content_type in (
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ):
        fields.append(request.POST)
    return any(NUL in key or any(NUL in value for value in values) for query in fields for key, values in query.lists())
