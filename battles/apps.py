from django.apps import AppConfig


class BattlesConfig(AppConfig):
    name = "battles"

    def ready(self) -> None:
        from battles.services import common, solo_turn, turn_one

        if turn_one.begin_when_ready not in common.AFTER_SETUP_CHANGE:  # turn 1 begins once the table is set
            common.AFTER_SETUP_CHANGE.append(turn_one.begin_when_ready)

        for then in (solo_turn.picked_when_due, solo_turn.reproposed_when_due):  # the enemy the app plays acts
            if then not in common.AFTER_SOLO_CHANGE:
                common.AFTER_SOLO_CHANGE.append(then)
