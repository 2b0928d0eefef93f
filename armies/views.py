"""The arsenal, read-only: the current data pack, a page per nation, and the pack as a JSON download."""

from __future__ import annotations

import re

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from armies import selectors
from armies.packing import pack_export


@require_safe
def arsenal(request: HttpRequest) -> HttpResponse:
    return render(request, "armies/arsenal.html", _arsenal_context())


@require_safe
def nation(request: HttpRequest, nation_key: str) -> HttpResponse:
    found = selectors.nation_arsenal(key=nation_key)
    if found is None:
        context = _arsenal_context(
            missing=gettext("There is no nation called “%(nation)s” in this arsenal.") % {"nation": nation_key}
        )
        return render(request, "armies/arsenal.html", context, status=404)
    context = {"pack": selectors.datapack_current(), "arsenal": found}
    return render(request, "armies/nation.html", context)


@require_safe
def pack_json(request: HttpRequest) -> HttpResponse:
    pack = pack_export()
    response = JsonResponse(pack, json_dumps_params={"indent": 2, "ensure_ascii": False})
    # The version is any string the pack's author chose: keep only what is safe in a file name.
    version = re.sub(r"[^A-Za-z0-9._-]+", "-", pack["version"]).strip("-") or "0"
    response["Content-Disposition"] = f'attachment; filename="bof-arsenal-{version}.json"'
    return response


def _arsenal_context(missing: str = "") -> dict:
    return {"pack": selectors.datapack_current(), "sides": selectors.nations_by_side(), "missing": missing}
