"""The one exception for a refusal a player can hit: its message is a sentence written for them."""


class Refused(Exception):
    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class AlreadyDone(Refused):
    """A tap refused because another tap already did what it asked (both phones rolled the round's initiative at
    once): the table answers with the battle as it now is, without a banner that would read as bad news."""
