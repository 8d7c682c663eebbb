"""Layer order inside a layer: effects of static abilities and of resolved spells alike apply in
timestamp order (CR 613.7; 2003: 418.5a), and "loses all abilities" removes activated and triggered
abilities too (CR 613.1f; 2003: 418.5a), not only keyword abilities."""

from __future__ import annotations

from oldframe.rules.actions import ActivateAbility
from oldframe.rules.characteristics import has_keyword, power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, cast, ids, resolve_stack


def _main() -> Scenario:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    return s


def test_humility_silences_activated_abilities() -> None:
    s = _main()
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    s.battlefield(1, "Humility")
    g = s.start()
    assert not any(isinstance(a, ActivateAbility) and a.oid == sorcerer for a in g.legal_actions())


def test_humility_silences_triggered_abilities() -> None:
    s = _main()
    paladin = s.battlefield(0, "Charging Paladin")  # "Whenever it attacks, it gets +0/+3"
    s.battlefield(1, "Humility")
    g = s.start()
    attack(g, {paladin: 1})
    assert not g.state.stack and not g.state.pending_triggers
    obj = g.state.objects[paladin]
    assert (power(g.state, obj), toughness(g.state, obj)) == (1, 1)


def test_a_keyword_granted_before_humility_is_removed_by_it() -> None:
    """Jump resolves first (earlier timestamp), Humility comes into play later: in layer 6 Jump's
    flying is added, then Humility removes all abilities (CR 613.7)."""
    s = _main()
    bears = s.battlefield(0, "Grizzly Bears")
    jump, humility = s.hand(0, ["Jump", "Humility"])
    s.pool(0, "{U}{2}{W}{W}")
    g = s.start()
    cast(g, jump, [bears])
    resolve_stack(g)
    assert has_keyword(g.state, g.state.objects[bears], "flying")
    cast(g, humility)
    resolve_stack(g)
    assert ids(g, "Humility")
    assert not has_keyword(g.state, g.state.objects[bears], "flying")


def test_a_keyword_granted_after_humility_stays() -> None:
    s = _main()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Humility")
    jump = s.hand(0, "Jump")
    s.pool(0, "{U}")
    g = s.start()
    cast(g, jump, [bears])
    resolve_stack(g)
    obj = g.state.objects[bears]
    assert has_keyword(g.state, obj, "flying") and (power(g.state, obj), toughness(g.state, obj)) == (1, 1)
