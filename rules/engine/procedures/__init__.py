"""One module per rulebook chapter; each exports PROCEDURES, a tuple of registry.Procedure."""
