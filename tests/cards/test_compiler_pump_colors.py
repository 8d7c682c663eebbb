"""A pump with a color change (compiler/pump_colors.py, rules/atoms/pump_colors.py): Wild Mongrel's
"Discard a card: CARDNAME gets +1/+1 and becomes the color of your choice until end of turn." — the
color is chosen on resolution (CR 608.2d), +1/+1 in layer 7c and the color in layer 5 (CR 613.4c,
613.1e; 2003: 418.5b), both ending at cleanup (CR 514.2). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ChooseColor, PassPriority
from oldframe.rules.characteristics import colors_of, power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names, obj, resolve_stack


def test_pump_color_cards_compile_and_render_back() -> None:
    renders_back("Wild Mongrel")


def test_wild_mongrel_discards_to_grow_and_change_color() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dog = s.battlefield(0, "Wild Mongrel")
    fodder = s.hand(0, ["Forest", "Island"])
    g = s.start()
    activate(g, dog, 0, costs=[fodder[0]])
    assert names(g, Zone.GRAVEYARD, 0) == ["Forest"]  # the discard is the cost (CR 602.2b)
    activate(g, dog, 0, costs=[fodder[1]])
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.state.decision is not None and g.state.decision.kind == "choose_color"
    assert {a.name for a in g.legal_actions() if isinstance(a, ChooseColor)} == set("WUBRG")
    g.apply(ChooseColor("U"))
    resolve_stack(g)
    assert g.state.decision is not None and g.state.decision.kind == "choose_color"
    g.apply(ChooseColor("B"))
    assert not g.state.stack
    mongrel = obj(g, dog)
    assert (power(g.state, mongrel), toughness(g.state, mongrel)) == (4, 4)
    assert colors_of(g.state, mongrel) == frozenset("B")  # the later color effect (layer 5, timestamps)


def test_anurid_brushhopper_discards_two_to_leave_until_the_next_end_step() -> None:
    """"Discard two cards: Exile CARDNAME. Return it to the battlefield under its owner's control at the
    beginning of the next end step." (compiler/flicker.py): a delayed triggered ability returns it as a new
    object (CR 603.7, 400.7; 2003: 404.4)."""
    renders_back("Anurid Brushhopper")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    hopper = s.battlefield(0, "Anurid Brushhopper")
    fodder = s.hand(0, ["Forest", "Island"])
    g = s.start()
    activate(g, hopper, 0, costs=fodder)
    resolve_stack(g)
    assert "Anurid Brushhopper" in names(g, Zone.EXILE, 0)
    from oldframe.testing import pass_until

    pass_until(g, Step.END_OF_TURN)
    resolve_stack(g)
    assert "Anurid Brushhopper" in names(g, Zone.BATTLEFIELD, 0)
