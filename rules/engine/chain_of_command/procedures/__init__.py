"""Chain of Command's procedures: each module exports PROCEDURES (found by rules.engine.catalog)."""
