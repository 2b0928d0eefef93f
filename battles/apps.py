from django.apps import AppConfig


class BattlesConfig(AppConfig):
    name = "battles"

    def ready(self) -> None:
        from battles.services import solo_turn, turns

        if solo_turn.picked_when_due not in turns.APP_TURN:  # the enemy the app plays picks when its turn comes
            turns.APP_TURN.append(solo_turn.picked_when_due)
        if solo_turn.reproposed_when_due not in turns.APP_ACTED:  # and decides again after a one-off action
            turns.APP_ACTED.append(solo_turn.reproposed_when_due)
