"""Rules reference, rulings page and calculators; `engine/` holds the pure rules code."""
