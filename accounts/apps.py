from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"

    def ready(self) -> None:
        from django.contrib.auth.signals import user_login_failed

        from accounts.views import failed

        user_login_failed.connect(failed, dispatch_uid="accounts.login_failures")
