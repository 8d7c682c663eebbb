"""Damage rules for a turn (compiler/damage_rules.py, rules/atoms/damage_rules.py): Flaring Pain's "Damage
can't be prevented this turn." (CR 615.12), and combat damage prevented to and by a target creature
(Cephalid Illusionist's "{2}{U}, {T}: Prevent all combat damage that would be dealt to and dealt by target
creature you control this turn.", compiler/spell_combat.py). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, attack, block, cast, names, pass_until, resolve_stack


def test_damage_rule_cards_compile_and_render_back() -> None:
    renders_back("Flaring Pain", "Cephalid Illusionist")


def _pyroclasm_kills_paladin(with_pain: bool) -> bool:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pain = s.hand(0, "Flaring Pain")
    pyroclasm = s.hand(0, "Pyroclasm")
    s.battlefield(1, "Paladin en-Vec")  # 2/2, protection from black and from red
    s.pool(0, "{R}{R}{2}")  # Flaring Pain {1}{R}, Pyroclasm {1}{R}
    g = s.start()
    if with_pain:
        cast(g, pain)
        resolve_stack(g)
    cast(g, pyroclasm)
    resolve_stack(g)
    return "Paladin en-Vec" in names(g, Zone.GRAVEYARD, 1)


def test_flaring_pain_makes_protection_fail_to_prevent_damage() -> None:
    """Protection's damage prevention is a prevention effect: it fails this turn (CR 615.12, 702.16e)."""
    assert not _pyroclasm_kills_paladin(with_pain=False)
    assert _pyroclasm_kills_paladin(with_pain=True)


def test_cephalid_illusionist_shields_a_blocker_both_ways() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    illusionist = s.battlefield(0, "Cephalid Illusionist")
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(1, "Savannah Lions")
    s.pool(0, "{2}{U}")
    g = s.start()
    g.state.objects[illusionist].sick = False
    attack(g, {lions: 0})
    block(g, {bears: lions})
    g.apply(PassPriority())  # the attacking player passes in the declare blockers step
    activate(g, illusionist, 0, [("object", bears)])
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert g.state.objects[bears].damage == 0 and g.state.objects[lions].damage == 0
