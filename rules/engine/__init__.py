"""The rules of Burst of Fire as pure Python: no Django, no clock, no randomness."""
