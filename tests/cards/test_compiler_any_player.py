""""Any player may activate this ability." (CR 602.1: an activated ability's controller is the player who
activated it; that player pays its costs): Ribbon Snake, Scandalmonger ("… but only as a sorcery", CR 602.5d),
Saproling Cluster (the token is the activator's) and Wishmonger (the target's controller chooses the color)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import IllegalActionError
from oldframe.rules.actions import ActivateAbility, ChooseColor
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, legal, names, pass_priority, player, resolve_stack


@pytest.mark.parametrize("name", ["Ribbon Snake", "Scandalmonger", "Saproling Cluster", "Wishmonger"])
def test_cards_compile_fully_and_render_their_oracle_lines(name: str) -> None:
    record = load_pool().get(name)
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def test_an_opponent_makes_ribbon_snake_lose_flying_paying_from_their_own_pool() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    snake = s.battlefield(0, "Ribbon Snake")
    s.pool(1, "{2}")
    g = s.start()
    assert ActivateAbility(snake, 0) in legal(g)  # player 1 has priority, player 0 controls the Snake
    activate(g, snake, 0)
    assert g.state.players[1].pool == [0, 0, 0, 0, 0, 0] and g.state.stack[-1].controller == 1
    resolve_stack(g)
    assert not has_keyword(g.state, g.state.objects[snake], "flying")


def test_an_ability_without_the_sentence_stays_its_controllers() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    shade = s.battlefield(0, "Looming Shade")  # "{B}: CARDNAME gets +1/+1 until end of turn."
    s.pool(1, "{B}")
    g = s.start()
    assert ActivateAbility(shade, 0) not in legal(g)
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(shade, 0))


def test_scandalmonger_only_as_a_sorcery_by_anyone() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    monger = s.battlefield(0, "Scandalmonger")
    s.hand(0, "Grizzly Bears")
    s.pool(1, "{2}")
    g = s.start()
    activate(g, monger, 0, [player(0)])  # the opponent makes the Scandalmonger's controller discard
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    s2 = Scenario()
    s2.turn(active=0, step=Step.MAIN1)
    monger = s2.battlefield(0, "Scandalmonger")
    s2.pool(1, "{2}")
    g = s2.start()
    pass_priority(g)  # player 1 gets priority in player 0's main phase: not a sorcery time for them
    assert g.state.decision is not None and g.state.decision.player == 1
    assert ActivateAbility(monger, 0) not in legal(g)


def test_saproling_cluster_gives_the_token_to_whoever_activates_it() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    cluster = s.battlefield(0, "Saproling Cluster")
    card = s.hand(1, "Grizzly Bears")
    s.pool(1, "{1}")
    g = s.start()
    activate(g, cluster, 0, costs=[card])  # the discard is the activator's (CR 602.2b)
    resolve_stack(g)
    [token] = ids(g, "Saproling Token")
    assert g.state.objects[token].controller == 1 and names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


def test_wishmonger_the_targets_controller_chooses_the_color() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    wish = s.battlefield(0, "Wishmonger")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(1, "{2}")
    g = s.start()
    activate(g, wish, 0, [bears])  # player 1 activates, targeting player 0's creature
    pass_priority(g)
    pass_priority(g)
    d = g.state.decision
    assert d is not None and d.kind == "choose_color" and d.player == 0  # its controller chooses
    g.apply(ChooseColor("R"))
    assert has_keyword(g.state, g.state.objects[bears], "protection from red")
