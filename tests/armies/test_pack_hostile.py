"""Issue 14.4: a data pack with a field of the wrong JSON type anywhere, or an entry repeated, is refused in words
(PackRefused) and changes nothing; it never raises anything else. Hypothesis picks the place and the wrong value
in the shipped sample pack."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armies.models import DataPack
from armies.services import PackRefused, pack_import
from tests.armies.builder_fixtures import *  # noqa: F403
from tests.armies.builder_fixtures import sample_document
from tests.hypothesis_profiles import examples

SAMPLE = sample_document()
WRONG = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.floats(allow_nan=False), st.text(max_size=8),
    st.just([]), st.just({}), st.just([1, "x", None]), st.just({"id": 5}), st.just("x" * 300),
)  # fmt: skip


def _places(node, path=()):
    """Every (container path, key) in the document."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield path, key
            yield from _places(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield path, index
            yield from _places(value, (*path, index))


PLACES = list(_places(SAMPLE))


def _at(document, path):
    for step in path:
        document = document[step]
    return document


@settings(max_examples=examples(150), deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(place=st.sampled_from(PLACES), value=WRONG)
def test_a_value_of_the_wrong_type_anywhere_is_refused_in_words_or_accepted(db_pack, place, value):
    document = copy.deepcopy(SAMPLE)
    path, key = place
    _at(document, path)[key] = value
    _import_or_refuse(document)


@settings(max_examples=examples(40), deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(section=st.sampled_from([k for k, v in SAMPLE.items() if isinstance(v, list) and v]), data=st.data())
def test_an_entry_repeated_or_a_core_key_reused_is_refused_in_words(db_pack, section, data):
    document = copy.deepcopy(SAMPLE)
    entries = document[section]
    entry = data.draw(st.sampled_from(entries))
    if isinstance(entry, dict) and "id" in entry and data.draw(st.booleans()):
        other = copy.deepcopy(data.draw(st.sampled_from(entries)))
        other["id"] = entry["id"]  # another entry under a key already used
        entries.append(other)
    else:
        entries.append(copy.deepcopy(entry))
    with pytest.raises(PackRefused):
        pack_import(document=document)


def _import_or_refuse(document) -> None:
    before = list(DataPack.objects.values_list("version", flat=True))
    try:
        pack_import(document=document)
    except PackRefused as refusal:
        assert refusal.message.startswith("The data pack was not imported")
        assert list(DataPack.objects.values_list("version", flat=True)) == before


@pytest.fixture
def db_pack(sample_pack):
    return sample_pack


@pytest.mark.parametrize("field", ["kind", "cover"])
@pytest.mark.parametrize("value", [["bunker"], {"kind": "bunker"}])
def test_a_fieldwork_whose_kind_or_cover_is_not_a_word_is_refused_in_words(db_pack, field, value):
    """Found by mutating the sample pack: the cover check (R33) looked a list up as a kind, a server error."""
    document = copy.deepcopy(SAMPLE)
    document["fieldworks"][0][field] = value
    with pytest.raises(PackRefused):
        pack_import(document=document)
