""""permanent card" as the quality of a card in a graveyard (compiler/graveyard_permanents.py,
rules/target_filters.py): Bladewing the Risen's "target Dragon permanent card from your graveyard" — a card
with the subtype that is an artifact, creature, enchantment or land card (CR 110.4a, 205.3). Played through
the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastSpell, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, attack, names, pass_until, resolve_stack, target


def test_bladewing_compiles_and_renders_back() -> None:
    renders_back("Bladewing the Risen")


def test_bladewing_returns_a_dragon_permanent_card_from_my_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bladewing = s.hand(0, "Bladewing the Risen")
    dragon, _ = s.graveyard(0, ["Shivan Dragon", "Grizzly Bears"])
    s.graveyard(1, "Rathi Dragon")  # not my graveyard
    s.pool(0, "{3}{B}{B}{R}{R}")
    g = s.start()
    g.apply(CastSpell(bladewing))
    resolve_stack(g)  # Bladewing enters; its ability asks for a target
    d = g.state.decision
    assert d is not None and {t[1] for t in d.data["options"]} == {dragon}
    target(g, ("object", dragon))
    resolve_stack(g)
    answer(g, True)
    assert sorted(names(g, Zone.BATTLEFIELD)) == ["Bladewing the Risen", "Shivan Dragon"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


def test_permanent_adjective_does_not_name_cards_on_the_battlefield() -> None:
    """"target Dragon permanent" without "card" stays the permanent target it was (tkind "permanent")."""
    from oldframe.cards.compiler import pool_subtypes
    from oldframe.cards.compiler.build import parse_line

    piece = parse_line("destroy target permanent.", pool_subtypes())
    assert "permanent" in repr(piece) and "permanent_card" not in repr(piece)


def test_scion_of_darkness_takes_a_creature_card_from_the_damaged_players_graveyard() -> None:
    renders_back("Scion of Darkness")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    scion = s.battlefield(0, "Scion of Darkness")
    s.graveyard(0, ["Craw Wurm"])  # my own graveyard: not "that player's"
    angel, _ = s.graveyard(1, ["Serra Angel", "Lightning Bolt"])
    s.library(0, ["Swamp"] * 3)
    s.library(1, ["Island"] * 3)
    g = s.start()
    attack(g, {scion: 1})
    pass_until(g, Step.COMBAT_DAMAGE, player=0)
    for _ in range(6):  # on to the trigger's target choice after combat damage
        d = g.state.decision
        if d is not None and d.kind == "target":
            break
        g.apply(PassPriority())
    d = g.state.decision
    assert d is not None and {t[1] for t in d.data["options"]} == {angel}
    target(g, ("object", angel))
    resolve_stack(g)
    answer(g, True)
    [new] = [o for o in g.state.battlefield if g.state.objects[o].card.name == "Serra Angel"]
    assert g.state.objects[new].controller == 0 and g.state.players[1].life == 20 - 6
