"""SkirmishCorps' procedures: every module here exports PROCEDURES, ids "skirmishcorps/<name>"."""
