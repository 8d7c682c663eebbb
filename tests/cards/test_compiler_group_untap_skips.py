"""A group that doesn't untap during its controllers' next untap step (compiler/group_untap_skips.py,
rules/atoms/group_untap_skips.py): Tangle — "Prevent all combat damage that would be dealt this turn."
and "Each attacking creature doesn't untap during its controller's next untap step." (CR 502.3; 2003:
302.1). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import PassPriority
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, cast, obj, pass_until, resolve_stack


def test_tangle_compiles_and_renders_back() -> None:
    renders_back("Tangle")


def test_tangle_fogs_and_keeps_the_attackers_tapped_through_their_next_untap_step() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    home = s.battlefield(0, "Hill Giant")  # stays home: untaps as usual
    tangle = s.hand(1, "Tangle")
    s.pool(1, "{1}{G}")
    g = s.start()
    g.state.objects[home].tapped = True
    attack(g, {bears: 1, lions: 1})
    g.apply(PassPriority())  # the defender gets priority in the declare attackers step
    cast(g, tangle)
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert g.state.players[1].life == 20  # the combat damage was prevented
    pass_until(g, Step.UPKEEP, active=1)  # the defender's untap step changes nothing of theirs
    assert obj(g, bears).tapped and obj(g, lions).tapped
    pass_until(g, Step.UPKEEP, active=0)  # the attackers' controller's next untap step
    assert obj(g, bears).tapped and obj(g, lions).tapped and not obj(g, home).tapped
    pass_until(g, Step.UPKEEP, active=1)
    pass_until(g, Step.UPKEEP, active=0)  # only that one untap step
    assert not obj(g, bears).tapped and not obj(g, lions).tapped
