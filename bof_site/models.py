from django.db import models


class Submission(models.Model):
    """A create form's one-time key, kept once the form was accepted, with where its answer sent the player: the
    same form posted again (a double tap, a retry on a flaky network) gets that answer and creates nothing
    (bof_site.once)."""

    key = models.UUIDField(primary_key=True)
    location = models.CharField(max_length=500)
    created = models.DateTimeField(auto_now_add=True, db_index=True)

    def __str__(self) -> str:
        return f"{self.key} -> {self.location}"
