from django.apps import AppConfig


class DiceConfig(AppConfig):
    name = "dice"
    verbose_name = "Dice room"
