""""Activated abilities of creatures can't be activated." (Cursed Totem), "Activated abilities of artifacts
can't be activated." (Null Rod) — compiler/activation_bans.py, rules/atoms/activation_bans.py; mana
abilities included, by hand or by the automatic payment (CR 602.5, 605.1a; 2003: 403.5, 406.1)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ActivateAbility, CastSpell
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, resolve_stack


@pytest.mark.parametrize("name", ["Cursed Totem", "Null Rod"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        assert line.rendered == line.line


def test_cursed_totem_stops_creature_abilities_mana_abilities_too() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Cursed Totem")
    elves = s.battlefield(0, "Llanowar Elves")
    skeletons = s.battlefield(0, "Drudge Skeletons")
    swamp = s.battlefield(0, "Swamp")
    bears = s.hand(0, "Grizzly Bears")  # {1}{G}: the Elves can't help pay
    g = s.start()
    legal = g.legal_actions()
    assert ActivateAbility(elves, 0) not in legal and ActivateAbility(skeletons, 0) not in legal
    assert CastSpell(bears) not in legal
    assert ActivateAbility(swamp, 0) in legal  # a land's abilities are not a creature's


def test_without_the_totem_the_same_abilities_work() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Forest")
    bears = s.hand(0, "Grizzly Bears")
    g = s.start()
    assert ActivateAbility(elves, 0) in g.legal_actions() and CastSpell(bears) in g.legal_actions()


def test_null_rod_stops_artifacts_and_an_animated_factory_is_stopped_by_the_totem() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Null Rod")
    s.battlefield(1, "Cursed Totem")
    mox = s.battlefield(0, "Mox Ruby")
    factory = s.battlefield(0, "Mishra's Factory")
    other = s.battlefield(0, "Mishra's Factory")
    s.pool(0, "{1}")
    g = s.start()
    assert ActivateAbility(mox, 0) not in g.legal_actions()
    assert ActivateAbility(factory, 0) in g.legal_actions()  # a land: "{T}: Add {C}."
    activate(g, factory, 1)  # it becomes a 2/2 artifact creature …
    resolve_stack(g)
    legal = g.legal_actions()
    assert not any(isinstance(a, ActivateAbility) and a.oid == factory for a in legal)  # … and is stopped twice
    assert ActivateAbility(other, 0) in legal
