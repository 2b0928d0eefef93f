"""The dice room: shared, provably fair D6 rolls with a tamper-evident log, for any table."""
