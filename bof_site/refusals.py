"""The one exception for a refusal a player can hit: its message is a sentence written for them."""


class Refused(Exception):
    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
