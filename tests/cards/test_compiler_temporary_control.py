"""Control until end of turn (compiler/temporary_control.py, rules/atoms/temporary_control.py): Threaten's
"Untap target creature and gain control of it until end of turn. That creature gains haste until end of
turn." and Overtaker's activated version. The control effect ends in the cleanup step with the other
"until end of turn" effects (CR 514.2; 2003: 314.1b) and the creature goes back. Played through the
public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import DeclareAttacker
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, attack, cast, choose, legal, obj, pass_until, resolve_stack


def test_temporary_control_cards_compile_and_render_back() -> None:
    renders_back("Threaten", "Overtaker")


def test_threaten_steals_untaps_and_hastes_until_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    threaten = s.hand(0, "Threaten")
    giant = s.battlefield(1, "Hill Giant", tapped=True)
    s.pool(0, "{2}{R}")
    g = s.start()
    cast(g, threaten, [("object", giant)])
    resolve_stack(g)
    assert obj(g, giant).controller == 0 and not obj(g, giant).tapped
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert DeclareAttacker(giant, 1) in legal(g)  # haste (CR 302.6)
    attack(g, {giant: 1})
    pass_until(g, Step.END_COMBAT)
    assert g.state.players[1].life == 17
    pass_until(g, Step.UPKEEP, active=1)
    assert obj(g, giant).controller == 1  # back in the cleanup step


def test_overtaker_takes_a_creature_for_the_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    overtaker = s.battlefield(0, "Overtaker")
    card = s.hand(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{3}{U}")
    g = s.start()
    g.state.objects[overtaker].sick = False
    activate(g, overtaker, 0, [("object", bears)])
    if g.state.decision is not None and g.state.decision.kind == "cost_choice":
        choose(g, card)
    resolve_stack(g)
    assert obj(g, bears).controller == 0 and "Island" in [g.state.objects[o].card.name
                                                          for o in g.state.players[0].graveyard]
    pass_until(g, Step.UPKEEP, active=1)
    assert obj(g, bears).controller == 1 and g.state.objects[bears].zone == Zone.BATTLEFIELD
