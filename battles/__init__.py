"""Battles: seats, turns, activations and every roll resolved through the engine and logged."""
