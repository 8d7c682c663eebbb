"""Bans for the rest of the turn (compiler/turn_bans.py, rules/atoms/turn_bans.py): "Target player can't
cast spells this turn. If this spell was kicked, creatures can't attack this turn." (Orim's Chant),
"Whenever CARDNAME attacks, defending player can't cast spells this turn." (Xantid Swarm); they end at
end of turn (CR 514.2; 2003: 314.2)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, CastWith, ChooseTarget, DeclareAttacker
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, cast, pass_until, player, resolve_stack


@pytest.mark.parametrize("name", ["Orim's Chant", "Xantid Swarm", "Abeyance"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        if "CARDNAME" not in line.line and "(" not in line.line:
            assert line.rendered == line.line


def test_orims_chant_silences_the_target_player_for_the_turn() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    chant = s.hand(0, "Orim's Chant")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(0, "{W}")
    s.pool(1, "{R}")
    s.library(1, ["Island", "Island"])
    g = s.start()
    pass_until(g, Step.UPKEEP, player=0)
    cast(g, chant, [player(1)])
    resolve_stack(g)
    pass_until(g, Step.MAIN1, player=1)
    assert CastSpell(bolt) not in g.legal_actions()
    assert not any(isinstance(a, CastSpell) for a in g.legal_actions())
    pass_until(g, Step.UPKEEP, active=0)  # the next turn: it may cast again
    assert not any(e.kind == "cant_cast_spells" for e in g.state.effects)


def test_kicked_orims_chant_also_stops_attacks() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    chant = s.hand(0, "Orim's Chant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{W}{W}")
    s.library(1, ["Island", "Island"])
    g = s.start()
    pass_until(g, Step.UPKEEP, player=0)
    g.apply(CastWith(chant, "kicker", 0))  # Kicker {W}
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert any(e.kind == "creatures_cant_attack" for e in g.state.effects)
    pass_until(g, Step.DECLARE_ATTACKERS, active=1)
    assert not any(isinstance(a, DeclareAttacker) and a.attacker == bears for a in g.legal_actions())


def test_xantid_swarm_attacking_silences_the_defending_player() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    swarm = s.battlefield(0, "Xantid Swarm")
    s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    g = s.start()
    attack(g, {swarm: 1})
    resolve_stack(g)
    assert any(e.kind == "cant_cast_spells" and e.affected == -2 for e in g.state.effects)
    assert not any(e.kind == "cant_cast_spells" and e.affected == -1 for e in g.state.effects)


def test_abeyance_stops_instants_and_non_mana_abilities_until_end_of_turn() -> None:
    """Abeyance: the target player can't cast instants or sorceries, nor activate abilities that aren't
    mana abilities (CR 602.5); mana abilities (CR 605.1a) and the other player are unaffected."""
    from oldframe.rules.actions import ActivateAbility, PassPriority

    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    abeyance = s.hand(0, "Abeyance")
    s.pool(0, "{1}{W}")
    bolt = s.hand(1, "Lightning Bolt")
    sorcerer = s.battlefield(1, "Prodigal Sorcerer")
    elves = s.battlefield(1, "Llanowar Elves")
    s.lands(1, "Mountain", 2)
    my_sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    g = s.start()
    assert CastSpell(bolt) in g.legal_actions() and ActivateAbility(sorcerer, 0) in g.legal_actions()
    g.apply(PassPriority())
    cast(g, abeyance, [player(1)])
    resolve_stack(g)
    pass_until(g, Step.MAIN1, player=1)
    legal_now = g.legal_actions()
    assert CastSpell(bolt) not in legal_now and ActivateAbility(sorcerer, 0) not in legal_now
    assert ActivateAbility(elves, 0) in legal_now  # a mana ability is still allowed
    pass_until(g, Step.MAIN1, player=0, active=0)  # P1's next turn: the ban has ended
    assert ActivateAbility(my_sorcerer, 0) in g.legal_actions()
    g.apply(PassPriority())
    assert CastSpell(bolt) in g.legal_actions() and ActivateAbility(sorcerer, 0) in g.legal_actions()
