"""SkirmishCorps' foot-unit actions (shared/sources/skirmishcorps-foot-unit-actions.txt) as a rule system of the engine."""
