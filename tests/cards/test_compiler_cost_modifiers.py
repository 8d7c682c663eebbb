"""Cost modifiers (CR 601.2f, 602.2b; 2003: 409.1f "the total cost … plus all cost increases, minus all
cost reductions"): "Each spell costs {3} more to cast except during its controller's turn." (Defense
Grid), "Activated abilities of white enchantments cost {3} more to activate." (Gloom), "Cycling abilities
you activate cost up to {2} less to activate." (Fluctuator). Played through the public API."""

from __future__ import annotations

from oldframe import Game
from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility, CastSpell, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names


def renders_back(*cards: str) -> None:
    """Each card compiles fully and every line renders back to its Oracle text."""
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_cost_modifier_cards_compile_and_render_back() -> None:
    renders_back("Defense Grid", "Gloom", "Fluctuator")


def _bolt_castable(active: int, caster: int, mana: str) -> bool:
    s = Scenario()
    s.turn(active=active, step=Step.UPKEEP if active != caster else Step.MAIN1)
    s.battlefield(0, "Defense Grid")
    bolt = s.hand(caster, "Lightning Bolt")
    s.pool(caster, mana)
    g = s.start()
    if g.state.decision is not None and g.state.decision.player != caster:
        g.apply(PassPriority())
    return CastSpell(bolt) in g.legal_actions()


def test_defense_grid_taxes_spells_cast_outside_their_controllers_turn() -> None:
    # CR 601.2f: {R} + {3} off turn — with four mana the Bolt can be cast, with one it can't
    assert not _bolt_castable(active=0, caster=1, mana="{R}")
    assert _bolt_castable(active=0, caster=1, mana="{R}{3}")


def test_defense_grid_does_not_tax_spells_on_their_controllers_turn() -> None:
    assert _bolt_castable(active=1, caster=1, mana="{R}")
    # its own controller is taxed too, on the opponent's turn ("each spell")
    assert not _bolt_castable(active=1, caster=0, mana="{R}")


def _can_activate(g: Game, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.oid == oid for a in g.legal_actions())


def test_gloom_taxes_activated_abilities_of_white_enchantments() -> None:
    def circle(mana: str, gloom: bool) -> bool:
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        cop = s.battlefield(0, "Circle of Protection: Red")
        if gloom:
            s.battlefield(1, "Gloom")
        s.pool(0, mana)
        return _can_activate(s.start(), cop)

    assert circle("{1}", gloom=False)
    assert not circle("{1}", gloom=True)  # {1} + {3} (CR 602.2b, 601.2f)
    assert circle("{4}", gloom=True)


def test_gloom_charges_the_increase_when_the_ability_is_activated() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cop = s.battlefield(0, "Circle of Protection: Red")
    s.battlefield(0, "Gloom")  # its controller's own abilities too
    s.pool(0, "{5}")
    g = s.start()
    activate(g, cop, 0)
    assert sum(g.state.players[0].pool) == 1


def test_fluctuator_makes_cycling_cheaper_for_its_controller_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Fluctuator")
    mine = s.hand(0, "Miscalculation")  # cycling {2}
    s.library(0, ["Island"] * 3)
    g = s.start()
    assert _can_activate(g, mine)  # {2} less: free
    activate(g, mine, 0)
    assert "Miscalculation" in names(g, Zone.GRAVEYARD, 0)
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Fluctuator")
    theirs = s.hand(1, "Miscalculation")
    assert not _can_activate(s.start(), theirs)  # "you activate": not the opponent's


def test_avatar_of_will_costs_six_less_if_an_opponent_has_no_cards_in_hand() -> None:
    """"If an opponent has no cards in hand, this spell costs {6} less to cast." (CR 601.2f): checked as the
    spell is cast, from the hand."""
    renders_back("Avatar of Will", "Avatar of Fury", "Avatar of Might", "Avatar of Woe")

    def castable(their_hand: bool) -> bool:
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        avatar = s.hand(0, "Avatar of Will")
        s.battlefield(1, "Avatar of Woe")  # a permanent with such a static changes nothing in play
        if their_hand:
            s.hand(1, "Island")
        s.pool(0, "{U}{U}")
        return CastSpell(avatar) in s.start().legal_actions()

    assert castable(their_hand=False)  # {6}{U}{U} - {6}
    assert not castable(their_hand=True)


def test_avatar_of_fury_counts_an_opponents_lands() -> None:
    def castable(lands: int) -> bool:
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        avatar = s.hand(0, "Avatar of Fury")
        for _ in range(lands):
            s.battlefield(1, "Mountain")
        s.pool(0, "{R}{R}")
        return CastSpell(avatar) in s.start().legal_actions()

    assert castable(7) and not castable(6)
