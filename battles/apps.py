from django.apps import AppConfig


class BattlesConfig(AppConfig):
    name = "battles"

    def ready(self) -> None:
        from battles.services import common, solo_turn, turns

        if solo_turn.picked_when_due not in common.AFTER_SOLO_CHANGE:  # the app picks when its turn comes
            common.AFTER_SOLO_CHANGE.append(solo_turn.picked_when_due)
        if solo_turn.reproposed_when_due not in turns.APP_ACTED:  # and decides again after a one-off action
            turns.APP_ACTED.append(solo_turn.reproposed_when_due)
