"""Staff-only: replace the arsenal with an uploaded data pack (all or nothing, with a report)."""

from __future__ import annotations

from django import forms
from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext_lazy as _

from armies import selectors
from armies.services import PackRefused, pack_import
from bof_site.jsondoc import read_json

MAX_PACK_BYTES = 5 * 1024 * 1024  # the sample arsenal is about 0.2 MB


class PackUploadForm(forms.Form):
    pack = forms.FileField(
        label=_("Data pack (.json)"),
        help_text=_(
            "A bof-data-pack/1 file, as described in docs/data-pack.md. Nothing changes unless every entry is right."
        ),
        error_messages={"required": _("Choose a data pack file to upload.")},
    )

    def clean_pack(self) -> object:
        upload = self.cleaned_data["pack"]
        if upload.size > MAX_PACK_BYTES:
            raise forms.ValidationError(_("That file is over 5 MB: a data pack is far smaller."))
        try:
            return read_json(upload.read())
        except (UnicodeDecodeError, ValueError):
            raise forms.ValidationError(
                _("That file is not JSON. Export a pack from the site to see the format.")
            ) from None


@staff_member_required
def pack_upload(request: HttpRequest) -> HttpResponse:
    form = PackUploadForm(request.POST, request.FILES) if request.method == "POST" else PackUploadForm()
    report, problems, status = None, [], 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            try:
                report = pack_import(document=form.cleaned_data["pack"])
                status = 200
            except PackRefused as refusal:
                problems = refusal.problems
    context = {"form": form, "report": report, "problems": problems, "pack": selectors.datapack_current()}
    return render(request, "armies/pack_upload.html", context, status=status)
