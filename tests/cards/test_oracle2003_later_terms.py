"""No "Oracle 2003" text uses a word the game did not have in May 2003 (issue: 2003 wording fidelity).

The list of later terms and their 2003 phrasings is :data:`oldframe.cards.oracle2003.later_terms.LATER_TERMS`;
card names are masked first, so "Aura of Silence" or "Reach of Branches" are not hits.
"""

from __future__ import annotations

import pytest

from oldframe.cards.data import CardPool, load_pool
from oldframe.cards.oracle2003 import oracle_2003
from oldframe.cards.oracle2003.later_terms import LATER_TERMS, later_terms_in, mask_names


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_pool(printings=False)


def test_no_generated_or_era_text_uses_a_post_scourge_term(pool: CardPool) -> None:
    hits = []
    for rec in pool:
        wording = oracle_2003(rec)
        text = mask_names(wording.text, (rec.name, *(f.name for f in (rec.faces or ()))))
        hits += [f"{rec.name}: {term.term} in …{ctx}…" for term, ctx in later_terms_in(text)]
    assert hits == []


@pytest.mark.parametrize(
    ("modern", "term"),
    [
        ("Destroy all Auras.", "Aura"),
        ("Creatures you control gain reach until end of turn.", "reach"),
        ("Target player mills two cards.", "mill"),
        ("Create a 1/1 white Soldier creature token.", "create"),
        ("It gains vigilance.", "vigilance"),
        ("If this ability has been activated four times", "activate"),
        ("At the beginning of the next end step, sacrifice it.", "end step"),
        ("Target creature you control fights target creature you don't control.", "fight"),
    ],
)
def test_the_checker_finds_each_later_term(modern: str, term: str) -> None:
    assert term in {t.term for t, _ in later_terms_in(modern)}


@pytest.mark.parametrize(
    "era_text",
    [
        "Counter target activated or triggered ability.",  # Stifle: "activated ability" is a 2003 term
        "Play this ability only any time you could play a sorcery.",
        "Put a 1/1 white Soldier creature token into play.",
        "Remove target creature from the game.",
    ],
)
def test_2003_phrasings_are_not_hits(era_text: str) -> None:
    assert later_terms_in(era_text) == []


def test_card_names_are_masked_before_the_check() -> None:
    assert later_terms_in(mask_names("Sacrifice Aura of Silence: Destroy target artifact.", ("Aura of Silence",))) == []
    assert all(t.phrasing_2003 for t in LATER_TERMS)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Serene Heart", "Destroy all local enchantments."),
        ("Tranquil Domain", "Destroy all global enchantments."),
        ("Altar of Dementia", "Sacrifice a creature: Target player puts a number of cards equal to the sacrificed "
         "creature's power from the top of his or her library into his or her graveyard."),
        ("Tidal Wave", "Put a 5/5 blue Wall creature token into play. Sacrifice it at end of turn."),
        ("Zephid's Embrace", "Enchanted creature gets +2/+2 and has flying and can't be the target of spells or "
         "abilities."),
    ],
)
def test_rewritten_texts_of_known_cards(pool: CardPool, name: str, expected: str) -> None:
    rec = pool.get(name)
    assert rec is not None
    assert oracle_2003(rec).text == expected
