"""The enemy the app plays in solo games (Playing Burst of Fire solo): its force drawn from the chapter's bags,
where its units stand, which of them acts next and what it does. Facts in, decisions with their reasons out; the
dice come from the caller, as everywhere in the engine. The rulings page's S readings decide where the text is open.
"""
