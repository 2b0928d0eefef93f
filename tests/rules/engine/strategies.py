"""Hypothesis strategies built from a procedure's own field declarations."""

from __future__ import annotations

from hypothesis import strategies as st

from rules.engine.registry import Field


def raw_value(spec: Field) -> st.SearchStrategy[list[str]]:
    """Form data for one field, always valid: what a player could submit."""
    if spec.kind == "bool":
        return st.sampled_from(["true", "false", "1", "0", "on"]).map(lambda v: [v])
    if spec.kind == "choice":
        return st.sampled_from(spec.choices).map(lambda v: [v])
    if spec.kind == "choices":
        return st.lists(st.sampled_from(spec.choices), max_size=3)
    low = int(spec.minimum if spec.minimum is not None else 0)
    high = int(spec.maximum if spec.maximum is not None else low + 60)
    high = min(high, low + 300)  # distances far beyond the table behave like its last band
    if spec.kind == "int":
        return st.integers(low, high).map(lambda v: [str(v)])
    return st.one_of(
        st.integers(low, high).map(lambda v: [str(v)]),
        st.floats(low, high, allow_nan=False, allow_infinity=False).map(lambda v: [f"{v:.2f}"]),
    )


def raw_inputs(procedure) -> st.SearchStrategy[dict[str, list[str]]]:
    return st.fixed_dictionaries({spec.name: raw_value(spec) for spec in procedure.fields})
