"""The dev server's console without the phones' "anything new?": every open phone asks once a second (or holds a
stream), so while a game runs the console would print a line per phone per second and bury everything else. A
poll or stream request that went well is left out; any that failed, and every other request, is printed."""

from __future__ import annotations

import logging
import re

ASKING = re.compile(r"^(GET|HEAD) /(battles|dice)/[^/\s]+/(poll|events)/(\?\S*)? ")


class QuietPolls(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args if isinstance(record.args, tuple) else ()
        if len(args) < 2 or not ASKING.match(str(args[0])):
            return True
        return not str(args[1]).startswith(("2", "3"))
