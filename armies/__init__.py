"""Arsenal (nations, doctrines, units, weapons) and the players' detachments."""
