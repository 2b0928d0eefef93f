"""A bounded store of things this process made and may serve again (least recently used out first), safe for a
server's threads: the table's kept renders (battles/regions.py) and the picker's rows (battles/templatetags/picks.py).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")


class Kept(Generic[T]):
    def __init__(self, size: int) -> None:
        self.size, self.asked, self.served = size, 0, 0  # how many gets, and how many found what they asked for
        self._kept: OrderedDict[Hashable, T] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> T | None:
        with self._lock:
            self.asked += 1
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                self.served += 1
            return found

    def put(self, key: Hashable, value: T) -> None:
        with self._lock:
            self._kept[key] = value
            self._kept.move_to_end(key)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)

    def made(self, key: Hashable | None, make: Callable[[], T]) -> T:
        """What `key` holds, or what `make` makes, then kept under it; with no key, made and not kept."""
        found = self.get(key) if key is not None else None
        if found is None:
            found = make()
            if key is not None:
                self.put(key, found)
        return found

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)
