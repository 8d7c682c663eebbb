"""Burn that exiles what it kills (compiler/exile_if_dies.py, rules/atoms/exile_if_dies.py): "CARDNAME deals X
damage to any target. If it's a creature, it can't be regenerated this turn, and if it would die this turn,
exile it instead." (Disintegrate, Carbonize) — the regeneration shield is useless, the creature goes to exile
rather than the graveyard, and a player is only dealt the damage (CR 701.15c, 614.1a; 2003: 419.6b, 419.6)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import CastSpell, CastWith, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, player, resolve_stack, target


def test_exile_if_dies_burn_compiles_and_renders_back() -> None:
    renders_back("Disintegrate", "Carbonize")


def _cast(g: Game, spell: int, x: int | None, what: object) -> None:
    g.apply(CastSpell(spell) if x is None else CastWith(spell, "x", x))
    target(g, what)  # type: ignore[arg-type]


def _skeletons(name: str, mana: str, x: int | None) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, name)
    skeletons = s.battlefield(1, "Drudge Skeletons")  # 1/1, "{B}: Regenerate CARDNAME."
    s.pool(0, mana)
    s.pool(1, "{B}")
    g = s.start()
    _cast(g, spell, x, skeletons)
    g.apply(PassPriority())
    activate(g, skeletons, 0)  # P2 regenerates in response
    resolve_stack(g)
    assert g.state.objects[skeletons].regen_shields == 1
    resolve_stack(g)
    return g


def test_disintegrate_and_carbonize_exile_a_regenerating_creature() -> None:
    for name, mana, x in (("Disintegrate", "{2}{R}", 2), ("Carbonize", "{2}{R}", None)):
        g = _skeletons(name, mana, x)
        assert not ids(g, "Drudge Skeletons") and not ids(g, "Drudge Skeletons", Zone.GRAVEYARD, owner=1), name
        assert ids(g, "Drudge Skeletons", Zone.EXILE, owner=1), name


def test_a_player_is_only_dealt_the_damage() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spell = s.hand(0, "Disintegrate")
    s.pool(0, "{4}{R}")
    g = s.start()
    _cast(g, spell, 4, player(1))
    resolve_stack(g)
    assert g.state.players[1].life == 16


def test_a_creature_that_survives_is_still_exiled_if_it_dies_later_this_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    carbonize = s.hand(0, "Carbonize")
    shock = s.hand(0, "Shock")
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4: survives 3
    s.pool(0, "{2}{R}{R}")
    g = s.start()
    _cast(g, carbonize, None, wurm)
    resolve_stack(g)
    assert ids(g, "Craw Wurm")
    _cast(g, shock, None, wurm)
    resolve_stack(g)
    assert ids(g, "Craw Wurm", Zone.EXILE, owner=1) and not ids(g, "Craw Wurm", Zone.GRAVEYARD, owner=1)
