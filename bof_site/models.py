from django.db import models


class Submission(models.Model):
    """A create form's one-time key, kept once the form was accepted, with where its answer sent the player: the
    same form posted again (a double tap, a retry on a flaky network) gets that answer and creates nothing
    (bof_site.once)."""

    key = models.UUIDField(primary_key=True)
    location = models.CharField(max_length=500)
    asked = models.CharField(max_length=16, default="", blank=True)  # what the form asked (once.asked_of)
    created = models.DateTimeField(auto_now_add=True, db_index=True)

    def __str__(self) -> str:
        return f"{self.key} -> {self.location}"


class Hit(models.Model):
    """How many times one address did one limited thing in one window (bof_site.limits)."""

    name = models.CharField(max_length=20)
    client = models.CharField(max_length=64)
    window_start = models.BigIntegerField()
    hits = models.IntegerField(default=0)

    class Meta:
        db_table = "bof_site_hits"
        constraints = [models.UniqueConstraint(fields=["name", "client", "window_start"], name="one_count_a_window")]

    def __str__(self) -> str:
        return f"{self.name} {self.client} {self.window_start}: {self.hits}"
