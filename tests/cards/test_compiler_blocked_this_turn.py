""""When CARDNAME blocks, at end of combat, destroy it and all creatures it blocked this turn."
(CR 509.3c, 603.7, 400.7): Defiant Vanguard in real games."""

from __future__ import annotations

from oldframe.cards.compiler import compile_text
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, attack, block, ids, names, pass_until, resolve_stack

LINE = "When CARDNAME blocks, at end of combat, destroy it and all creatures it blocked this turn."


def test_defiant_vanguard_compiles_fully_and_only_on_a_block() -> None:
    card, compiled = compiled_card_def(load_pool().get("Defiant Vanguard"))
    assert compiled.status == "full" and card.playable, compiled.uncovered
    assert compile_text(LINE.replace("blocks", "attacks"), "X").status != "full"


def _combat(attacker_name: str) -> tuple[Game, int, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    attacker = s.battlefield(0, attacker_name)
    vanguard = s.battlefield(1, "Defiant Vanguard")
    g = s.start()
    attack(g, {attacker: 1})
    block(g, {vanguard: attacker})
    assert len(g.state.stack) == 1  # the block trigger
    resolve_stack(g)
    return g, attacker, vanguard


def test_both_survive_the_damage_and_both_are_destroyed_at_end_of_combat() -> None:
    g, walker, vanguard = _combat("Phyrexian Walker")  # 0/3: nobody dies from damage
    pass_until(g, Step.END_COMBAT)
    assert ids(g, "Phyrexian Walker") == [walker] and ids(g, "Defiant Vanguard") == [vanguard]
    while g.state.stack:
        resolve_stack(g)
    assert ids(g, "Phyrexian Walker") == [] and ids(g, "Defiant Vanguard") == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Phyrexian Walker"] and names(g, Zone.GRAVEYARD, 1) == ["Defiant Vanguard"]


def test_the_vanguard_dying_in_combat_still_takes_the_attacker() -> None:
    """The delayed destruction of the blocked creature does not depend on the Vanguard (CR 603.7)."""
    g, wurm, _vanguard = _combat("Craw Wurm")
    pass_until(g, Step.END_COMBAT)
    assert ids(g, "Defiant Vanguard") == [] and ids(g, "Craw Wurm") == [wurm]
    while g.state.stack:
        resolve_stack(g)
    assert ids(g, "Craw Wurm") == [] and "Craw Wurm" in names(g, Zone.GRAVEYARD, 0)
