"""Response headers Django has no setting for."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

# The site uses none of these powerful features; no page (nor anything it might embed) may ask for them.
PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "magnetometer",
        "microphone", "midi", "payment", "publickey-credentials-get", "usb", "xr-spatial-tracking",
    )
)  # fmt: skip


class PermissionsPolicy:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        return response
