"""Static bans on attacking for every creature (CR 508.1c; 2003: 308.2a): Ensnaring Bridge and
Peacekeeper played in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import DeclareAttacker
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, pass_until, resolve_stack


def _attackers(g: Game) -> set[int]:
    return {a.attacker for a in g.legal_actions() if isinstance(a, DeclareAttacker)}


def test_the_bans_compile_fully_and_render_back() -> None:
    pool = load_pool()
    for name in ("Ensnaring Bridge", "Peacekeeper"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
    assert compile_text("Creatures with power greater than the number of cards in your hand can't block.",
                        "X").status != "full"


def test_ensnaring_bridge_counts_its_controllers_hand_as_attackers_are_declared() -> None:
    """CR 508.1c: the opponent holds one card, so only power 1 or less may attack; the Bridge's
    controller's own creatures are banned by the same count."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Ensnaring Bridge")
    s.hand(1, "Island")
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Grizzly Bears")
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    assert _attackers(g) == {elves}


def test_ensnaring_bridge_recounts_after_its_controller_plays_a_card() -> None:
    """The hand is counted when attackers are declared, not when the Bridge entered (CR 508.1c): with
    two cards the Bears may attack; after a spell is cast from that hand, they may not."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Ensnaring Bridge")
    bolt = s.hand(0, ["Lightning Bolt", "Island"])[0]
    elves, bears = s.battlefield(0, "Llanowar Elves"), s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{R}")
    g = s.start()
    before = g.copy()
    pass_until(before, Step.DECLARE_ATTACKERS, player=0)
    assert _attackers(before) == {elves, bears}
    cast(g, bolt, [elves])
    resolve_stack(g)
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    assert _attackers(g) == set()  # one card left: the Bears (2) can't, the Elves are dead


def test_peacekeeper_stops_every_creature_and_leaving_lifts_the_ban() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    keeper = s.battlefield(1, "Peacekeeper")
    bolt = s.hand(0, "Lightning Bolt")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{R}")
    g = s.start()
    before = g.copy()
    pass_until(before, Step.DECLARE_ATTACKERS, player=0)
    assert _attackers(before) == set()
    cast(g, bolt, [keeper])
    resolve_stack(g)
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    assert _attackers(g) == {bears}
