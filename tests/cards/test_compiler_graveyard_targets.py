"""Up to N target cards in graveyards (compiler/graveyard_targets.py, rules/atoms/graveyard_targets.py):
the number of targets is announced with them, from none to N (CR 601.2c; 2003: 409.1c); "from their
graveyard" and "from a single graveyard" bind the targets to one another; a spell whose chosen targets
are all illegal is countered, one with none chosen is not (CR 608.2b; 2003: 413.2a). Gaea's Blessing's
trigger works from the graveyard it is put into (CR 603.6c). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import ActivateAbility, CastSpell, ChooseNumber
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose_number, names, player, resolve_stack, target


def test_graveyard_target_cards_compile_and_render_back() -> None:
    renders_back("Gaea's Blessing", "Krosan Reclamation", "Dwell on the Past", "Rapid Decay", "Decompose",
                 "Carrion Beetles", "Famished Ghoul", "Ebony Charm")


def _counts(g: Game) -> list[int]:
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.TARGET_COUNT
    return sorted(a.n for a in g.legal_actions() if isinstance(a, ChooseNumber))


def _target_options(g: Game) -> set[int]:
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    return {t[1] for t in d.data["options"]}


def test_gaeas_blessing_shuffles_up_to_three_cards_of_the_target_players_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    blessing = s.hand(0, "Gaea's Blessing")
    mine = s.graveyard(0, ["Grizzly Bears", "Lightning Bolt"])
    theirs = s.graveyard(1, ["Counterspell", "Island"])
    s.library(0, ["Forest"] * 3)
    s.pool(0, "{1}{G}")
    g = s.start()
    g.apply(CastSpell(blessing))
    target(g, player(0))
    assert _counts(g) == [0, 1, 2]  # two cards in that player's graveyard
    choose_number(g, 2)
    assert _target_options(g) == set(mine)  # "their graveyard": not the other player's cards
    target(g, ("object", mine[0]))
    target(g, ("object", mine[1]))
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Gaea's Blessing"]
    assert len(g.state.players[0].library) == 3 + 2 - 1  # shuffled in, then a card drawn
    assert sorted(names(g, Zone.GRAVEYARD, 1)) == ["Counterspell", "Island"] and theirs


def test_gaeas_blessing_with_no_card_chosen_still_draws() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    blessing = s.hand(0, "Gaea's Blessing")
    s.graveyard(0, ["Grizzly Bears"])
    s.library(0, ["Forest"] * 3)
    s.pool(0, "{1}{G}")
    g = s.start()
    g.apply(CastSpell(blessing))
    target(g, player(0))
    choose_number(g, 0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Forest"] and "Grizzly Bears" in names(g, Zone.GRAVEYARD, 0)


def test_gaeas_blessing_milled_shuffles_the_graveyard_back() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    millstone = s.battlefield(0, "Millstone")
    s.graveyard(1, ["Grizzly Bears", "Lightning Bolt"])
    s.library(1, ["Gaea's Blessing", "Island", "Island"])  # the top two: Gaea's Blessing and an Island
    s.pool(0, "{2}")
    g = s.start()
    g.apply(ActivateAbility(millstone, 0))
    target(g, player(1))
    resolve_stack(g)
    assert "Gaea's Blessing" in names(g, Zone.GRAVEYARD, 1)
    resolve_stack(g)  # the trigger, controlled by the card's owner (CR 603.3a)
    assert names(g, Zone.GRAVEYARD, 1) == [] and len(g.state.players[1].library) == 5


def test_rapid_decay_exiles_from_a_single_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    decay = s.hand(0, "Rapid Decay")
    mine = s.graveyard(0, ["Grizzly Bears"])
    theirs = s.graveyard(1, ["Counterspell", "Island", "Llanowar Elves"])
    s.pool(0, "{1}{B}")
    g = s.start()
    g.apply(CastSpell(decay))
    assert _counts(g) == [0, 1, 2, 3]
    choose_number(g, 3)
    assert _target_options(g) == set(theirs)  # only a graveyard holding three cards
    target(g, ("object", theirs[0]))
    target(g, ("object", theirs[1]))
    assert _target_options(g) == {theirs[2]}
    target(g, ("object", theirs[2]))
    resolve_stack(g)
    assert sorted(names(g, Zone.EXILE, 1)) == ["Counterspell", "Island", "Llanowar Elves"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears", "Rapid Decay"] and mine


def test_rapid_decay_one_card_can_come_from_either_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    decay = s.hand(0, "Rapid Decay")
    mine = s.graveyard(0, ["Grizzly Bears"])
    theirs = s.graveyard(1, ["Counterspell"])
    s.pool(0, "{1}{B}")
    g = s.start()
    g.apply(CastSpell(decay))
    assert _counts(g) == [0, 1]  # no graveyard holds two
    choose_number(g, 1)
    assert _target_options(g) == {mine[0], theirs[0]}


def test_an_up_to_spell_whose_targets_all_left_is_countered() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    decay = s.hand(0, "Rapid Decay")
    s.graveyard(1, ["Counterspell"])
    s.pool(0, "{1}{B}")
    reclamation = s.hand(1, "Krosan Reclamation")
    s.pool(1, "{1}{G}")
    g = s.start()
    g.apply(CastSpell(decay))
    choose_number(g, 1)
    card = next(iter(_target_options(g)))
    target(g, ("object", card))
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    g.apply(CastSpell(reclamation))  # in response, the card goes back into the library
    target(g, player(1))
    choose_number(g, 1)
    target(g, ("object", card))
    resolve_stack(g)
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Rapid Decay"] and names(g, Zone.EXILE, 1) == []


def test_rapid_decay_is_castable_with_empty_graveyards() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    decay = s.hand(0, "Rapid Decay")
    s.pool(0, "{1}{B}")
    g = s.start()
    g.apply(CastSpell(decay))  # no count to announce: none is the only number
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Rapid Decay"]


def test_carrion_beetles_exile_up_to_three_cards() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    beetles = s.battlefield(0, "Carrion Beetles")
    theirs = s.graveyard(1, ["Counterspell", "Island"])
    s.pool(0, "{2}{B}")
    g = s.start()
    g.apply(ActivateAbility(beetles, 0))
    choose_number(g, 2)
    target(g, ("object", theirs[0]))
    target(g, ("object", theirs[1]))
    resolve_stack(g)
    assert sorted(names(g, Zone.EXILE, 1)) == ["Counterspell", "Island"]

