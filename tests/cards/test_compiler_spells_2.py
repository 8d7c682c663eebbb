"""Spell effects, modes and spell-level lines (compiler/spells.py, rules/atoms/spells2.py), each
class with at least two real cards played in real games."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import CastSpell, ChooseMode, ChooseTarget
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, names, pass_priority, player, resolve_stack


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _full(*cards: str) -> None:
    pool = load_pool()
    for name in cards:
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def _cast_mode(g: Game, oid: int, mode: int, targets: list[int] | None = None) -> None:
    """Cast a modal spell: the mode is announced before targets (CR 601.2b; 2003: 409.1b)."""
    g.apply(CastSpell(oid))
    assert g.pending is not None and g.pending.kind == "choose_mode"
    g.apply(ChooseMode(mode))
    for t in targets or []:
        g.apply(ChooseTarget(("object", t)))


# -- modal spells: "Choose one — • … • …" (CR 700.2; 2003: 409.1b) ------------------------------------
def test_modal_spells_compile_fully() -> None:
    _full("Blue Elemental Blast", "Red Elemental Blast", "Crosis's Charm", "Dromar's Charm", "Funeral Charm",
          "Healing Salve", "Ivory Charm", "Parch", "Recuperate", "Thunderbolt", "Darigaaz's Charm")


def test_red_elemental_blast_destroys_a_blue_permanent_or_counters_a_blue_spell() -> None:
    """Only the chosen mode's targets are chosen (2003: 409.1b-c)."""
    s = _main(Scenario())
    reb, reb2 = s.hand(0, ["Red Elemental Blast", "Red Elemental Blast"])
    drake = s.battlefield(1, "Wind Drake")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    g = s.start()
    _cast_mode(g, reb, 1)
    opts = [a for a in g.legal_actions() if isinstance(a, ChooseTarget)]
    assert ChooseTarget(("object", drake)) in opts and ChooseTarget(("object", bears)) not in opts
    g.apply(ChooseTarget(("object", drake)))
    resolve_stack(g)
    assert ids(g, "Wind Drake") == [] and ids(g, "Grizzly Bears") == [bears]
    # the counter mode has no legal target (no blue spell on the stack): only the destroy mode is offered
    s2 = _main(Scenario())
    reb2 = s2.hand(0, "Red Elemental Blast")
    s2.battlefield(1, "Wind Drake")
    s2.lands(0, "Mountain", 1)
    g2 = s2.start()
    g2.apply(CastSpell(reb2))
    assert g2.pending is not None and g2.legal_actions() == [ChooseMode(1)]


def test_blue_elemental_blast_counters_a_red_spell() -> None:
    s = _main(Scenario())
    shock = s.hand(0, "Shock")
    beb = s.hand(1, "Blue Elemental Blast")
    s.lands(0, "Mountain", 1)
    s.lands(1, "Island", 1)
    s.life(1, 20)
    g = s.start()
    cast(g, shock, [player(1)])
    pass_priority(g)
    _cast_mode(g, beb, 0, [ids(g, "Shock", Zone.STACK)[0]])
    resolve_stack(g)
    assert g.state.players[1].life == 20 and names(g, Zone.GRAVEYARD, 0) == ["Shock"]


def test_healing_salve_gains_life_or_prevents_damage() -> None:
    s = _main(Scenario())
    salve, salve2, shock = s.hand(0, ["Healing Salve", "Healing Salve", "Shock"])
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 1)
    s.life(1, 10)
    g = s.start()
    g.apply(CastSpell(salve))
    g.apply(ChooseMode(0))
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    assert g.state.players[1].life == 13
    _cast_mode(g, salve2, 1, [bears])
    resolve_stack(g)
    cast(g, shock, [bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [bears] and g.state.objects[bears].damage == 0


def test_parch_deals_four_only_to_a_blue_creature() -> None:
    s = _main(Scenario())
    parch = s.hand(0, "Parch")
    drake = s.battlefield(1, "Air Elemental")
    s.lands(0, "Mountain", 2)
    g = s.start()
    _cast_mode(g, parch, 1, [drake])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Air Elemental"]
