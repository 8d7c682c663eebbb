"""Static abilities carry their parameters as typed fields (``StaticAbility.params``), never packed
into ``text``: the compiler builds them, the rules read them, the renderer writes the line back."""

from __future__ import annotations

from oldframe.cards.registry import default_registry
from oldframe.rules.atoms.static_combat import CANT_ATTACK_WHEN, CANT_BLOCK_WHEN, NO_UNTAP_FILTER, UNBLOCKABLE_WHEN
from oldframe.rules.atoms.static_costs import SPELL_COST_LESS, SPELL_COST_MORE
from oldframe.rules.atoms.static_counts import PT_COUNT, PT_PER
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.static_params import (
    CombatCondition,
    CountedPT,
    CountSpec,
    DomainAmount,
    PerCount,
    PermanentFilter,
    SpellCostChange,
)

#: The static kinds whose parameters are typed, and the type each carries.
TYPED = {PT_COUNT: CountedPT, PT_PER: PerCount, SPELL_COST_MORE: SpellCostChange, SPELL_COST_LESS: SpellCostChange,
         CANT_ATTACK_WHEN: CombatCondition, CANT_BLOCK_WHEN: CombatCondition, NO_UNTAP_FILTER: PermanentFilter}


def _statics(name: str) -> list[tuple[str, object, str]]:
    return [(st.kind, st.params, st.text) for st in default_registry().get(name).behaviour.static]


def test_cards_compile_to_typed_params() -> None:
    """Chill (CR 601.2f; 2003: 409.1f), Lhurgoyf (CR 604.3; 2003: 418.5e), Goblin Goon, Monstrous
    Hound, Back to Basics, An-Zerrin Ruins and Collective Restraint."""
    assert _statics("Chill") == [(SPELL_COST_MORE, SpellCostChange(ManaCost(generic=2), "all", (("color:R",),)), "")]
    assert _statics("Goblin Warchief")[0] == (SPELL_COST_LESS, SpellCostChange(None, "you", (("sub:Goblin",),)), "")
    lhurgoyf = CountedPT(True, True, 0, 1, CountSpec("gy", "all", ("type:Creature",)))
    assert _statics("Lhurgoyf") == [(PT_COUNT, lhurgoyf, "")]
    assert _statics("Goblin Goon") == [(CANT_ATTACK_WHEN, CombatCondition("fewer_creatures"), ""),
                                       (CANT_BLOCK_WHEN, CombatCondition("fewer_creatures"), "")]
    lands = CountSpec("bf", "you", ("type:Land",))
    assert _statics("Monstrous Hound")[0] == (CANT_ATTACK_WHEN, CombatCondition("fewer", lands), "")
    assert _statics("Back to Basics") == [(NO_UNTAP_FILTER, PermanentFilter(("type:Land", "nonbasic")), "")]
    assert (NO_UNTAP_FILTER, PermanentFilter(chosen_type=True), "") in _statics("An-Zerrin Ruins")
    assert _statics("Collective Restraint")[0][1] == DomainAmount()


def test_no_typed_kind_packs_parameters_into_text() -> None:
    reg = default_registry()
    checked = 0
    words = ("cost", "can't attack", "can't block", "can't be blocked", "untap", "equal to", "Domain")
    for rec in reg.pool:  # the cards whose text could make one of these kinds
        if not any(w in rec.oracle_text for w in words):
            continue
        name = rec.name
        card = reg.get(name)
        for st in card.behaviour.static:
            if st.kind in TYPED or (st.kind == UNBLOCKABLE_WHEN and st.params is not None):
                assert st.text == "", (name, st.kind, st.text)
                assert isinstance(st.params, TYPED.get(st.kind, CombatCondition)), (name, st.kind, st.params)
                checked += 1
    assert checked >= 20


def test_a_count_spec_reads_and_writes_its_text_form() -> None:
    spec = CountSpec.parse("bf|opp|type:Creature,untapped")
    assert spec == CountSpec("bf", "opp", ("type:Creature", "untapped"))
    assert str(spec) == "bf|opp|type:Creature,untapped" and str(CountSpec("domain", "you")) == "domain|you|"
