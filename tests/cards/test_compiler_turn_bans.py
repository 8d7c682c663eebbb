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


@pytest.mark.parametrize("name", ["Orim's Chant", "Xantid Swarm"])
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
