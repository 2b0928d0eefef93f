from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import REDIRECT_FIELD_NAME, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext

from bof_site import limits
from bof_site.limits import limited

FAILURES = "login-failures"
_login = auth_views.LoginView.as_view(redirect_authenticated_user=True)


def log_in(request: HttpRequest) -> HttpResponse:
    """The log-in page, closed to an address that failed too often lately, whatever names it tried (a name sprayer
    tries each name once: the per-name lockout, django-axes, never sees it)."""
    if request.method == "POST" and limits.over(FAILURES, request):
        return limits.too_many(request, FAILURES)
    return _login(request)


def failed(sender, credentials=None, request=None, **kwargs) -> None:
    """Every failed log-in counts against its address (the signal django.contrib.auth sends; accounts/apps.py)."""
    if request is not None:
        limits.count(FAILURES, request)


@limited("accounts")
def signup(request: HttpRequest) -> HttpResponse:
    next_url = _safe_next(request)
    if request.user.is_authenticated:
        return redirect(next_url or "home")
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        if next_url:  # back to what they were doing (joining a battle or a campaign): that page is the welcome
            return redirect(next_url)
        messages.success(
            request,
            gettext("Welcome, %(name)s: your account is ready. Start a battle, or build your first detachment.")
            % {"name": user.get_username()},
        )
        return redirect("home")
    status = 400 if request.method == "POST" else 200
    return render(request, "registration/signup.html", {"form": form, "next": next_url}, status=status)


def _safe_next(request: HttpRequest) -> str:
    """Where the player came from, as the log-in page reads it (the form's `next`, else the link's): only an address
    on this site, so a link from elsewhere cannot send a new account on to another site."""
    wanted = request.POST.get(REDIRECT_FIELD_NAME, request.GET.get(REDIRECT_FIELD_NAME, ""))
    ours = url_has_allowed_host_and_scheme(
        wanted, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    return wanted if ours else ""
