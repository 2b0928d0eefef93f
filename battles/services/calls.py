"""What each change to a battle was asked to do, kept so the change can be done again (battles/replay.py).

A service a phone calls to change a battle is marked `@recorded`: the call (the service's name and its arguments,
minus the battle's code and the one-time key) goes on the first log entry the change makes (`LogEntry.call`),
with what it read from outside the battle or drew at random (`kept`). Replaying runs the same service with the same arguments
under `replaying`; the log and the seals say what each change must come to, so the record itself needs no seal:
a record edited to say something else replays into entries or a state the chain refuses.

Arguments are plain JSON, with two marks for what JSON lacks: a mapping with other than text keys
({"__pairs__": [[key, value], ...]}) and a value type registered with `@value_type` ({"__type__": name, ...})."""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import wraps
from typing import Any

SERVICES: dict[str, Callable[..., Any]] = {}  # name -> the undecorated service, what a replay runs
VALUE_TYPES: dict[str, type] = {}
LEFT_OUT = ("code", "key")  # the battle is the one replayed; a replay asks with keys of its own


class Diverged(Exception):
    """A replayed change came to something else than the log and seals hold: the replay stops there."""


class Unrecordable(TypeError):
    """An argument that cannot be written down (a function passed in): the change cannot be replayed."""


@dataclass
class Call:
    service: str
    args: dict
    drawn: list = field(default_factory=list)  # what the change read from outside or drew at random (`kept`)
    replay: list | None = None  # while replaying: what the recorded change got, handed out again in order
    placed: bool = False  # written on the change's first entry

    def record(self) -> dict:
        return {"service": self.service, "args": self.args, "drawn": self.drawn}


@dataclass
class Replay:
    """A replay under way (battles/replay.py): the entries and seals the log holds, which the replayed changes
    are compared with instead of being written, and what did not match."""

    entries: dict[int, Any]  # seq -> LogEntry
    seals: dict[int, Any]  # seq of the change's last entry -> Seal
    problems: list[str] = field(default_factory=list)


_current: ContextVar[Call | None] = ContextVar("battle_call", default=None)
_replay: ContextVar[Replay | None] = ContextVar("battle_replay", default=None)


def replay_under_way() -> Replay | None:
    return _replay.get()


@contextmanager
def replay(state: Replay) -> Iterator[Replay]:
    token = _replay.set(state)
    try:
        yield state
    finally:
        _replay.reset(token)


def value_type(cls: type) -> type:
    """Register a frozen dataclass of plain fields as an argument a recorded call may carry."""
    VALUE_TYPES[cls.__name__] = cls
    return cls


def recorded(service: Callable[..., Any]) -> Callable[..., Any]:
    """Keep the call, when it is the outermost battle service of the request (one it calls is part of it)."""
    name = f"{service.__module__.rsplit('.', 1)[-1]}.{service.__name__}"
    SERVICES[name] = service

    @wraps(service)
    def wrapped(**kwargs: Any) -> Any:
        if _current.get() is not None:
            return service(**kwargs)
        try:
            args = encode({k: v for k, v in kwargs.items() if k not in LEFT_OUT})
        except Unrecordable as why:
            args = {"__unrecordable__": str(why)}
        token = _current.set(Call(name, args))
        try:
            return service(**kwargs)
        finally:
            _current.reset(token)

    return wrapped


def take_record() -> dict:
    """For log.append: the call to write on this entry, once per change (the change's first entry)."""
    call = _current.get()
    if call is None or call.placed:
        return {}
    call.placed = True
    return call.record()


def kept(read: Callable[[], Any]) -> Any:
    """What a change reads from outside the battle (the arsenal as it is today) or draws at random, kept on the
    call in order: a replay gets what the recorded change got, so a later edit of the arsenal changes nothing.
    Outside a change (a page) it is simply read. Values must survive JSON."""
    call = _current.get()
    if call is not None and call.replay is not None:
        if not call.replay:
            raise Unrecordable("the replayed change read more than the recorded one did")
        return call.replay.pop(0)
    value = read()
    if call is not None:
        call.drawn.append(value)
    return value


def fresh_token(nbytes: int = 16) -> str:
    """A random hex token for a change (a minefield's salt); a replay draws the one the recorded change drew."""
    return kept(lambda: secrets.token_hex(nbytes))


@contextmanager
def replaying(record: Mapping) -> Iterator[Callable[..., Any]]:
    """Run a recorded call again: yields the service, to be called with `args()` of the record plus the code and
    a key. The random values it draws are the recorded ones."""
    service = SERVICES.get(record.get("service", ""))
    if service is None:
        raise Unrecordable(f"no service is called {record.get('service')!r}")
    token = _current.set(Call(record["service"], record.get("args", {}), replay=list(record.get("drawn", []))))
    try:
        yield service
    finally:
        _current.reset(token)


def encode(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if dataclasses.is_dataclass(value) and type(value).__name__ in VALUE_TYPES:
        return {"__type__": type(value).__name__, **{k: encode(v) for k, v in dataclasses.asdict(value).items()}}
    if isinstance(value, Mapping):
        if all(isinstance(k, str) for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"__pairs__": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    raise Unrecordable(f"a {type(value).__name__} cannot be recorded")


def decode(value: Any) -> Any:
    if isinstance(value, list):
        return [decode(v) for v in value]
    if not isinstance(value, dict):
        return value
    if "__pairs__" in value:
        return {decode(k): decode(v) for k, v in value["__pairs__"]}
    if "__type__" in value:
        cls = VALUE_TYPES[value["__type__"]]
        return cls(**{k: decode(v) for k, v in value.items() if k != "__type__"})
    return {k: decode(v) for k, v in value.items()}


def args(record: Mapping) -> dict:
    """The recorded arguments, as the service took them."""
    found = record.get("args", {})
    if "__unrecordable__" in found:
        raise Unrecordable(found["__unrecordable__"])
    return decode(found)
