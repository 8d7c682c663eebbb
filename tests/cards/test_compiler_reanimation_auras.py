"""Auras that return a creature card from a graveyard and stay on it (compiler/reanimation_auras.py,
rules/atoms/reanimation_auras.py): the Aura spell targets a creature card in a graveyard and enters
attached to it (CR 303.4a, 303.4f); the state-based action of CR 704.5m (2003: 420.5d) leaves it there, so
its enters ability returns the card and attaches the Aura to it; from then on it may enchant only that
creature; when the Aura leaves, the creature's controller sacrifices it (CR 607.2a). Played through the
public API."""

from __future__ import annotations

import json

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import ActivateAbility, CastSpell, CastWith
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, names, obj, pass_priority, pass_until, player, resolve_stack, target


def test_reanimation_auras_compile_and_render_back() -> None:
    renders_back("Animate Dead", "Necromancy")


def _animate(s: Scenario, card: str = "Grizzly Bears", owner: int = 1) -> tuple[Game, int, int]:
    s.turn(active=0, step=Step.MAIN1)
    aura = s.hand(0, "Animate Dead")
    dead = s.graveyard(owner, card)
    s.pool(0, "{1}{B}")
    g = s.start()
    g.apply(CastSpell(aura))
    target(g, ("object", dead))
    return g, aura, dead


def test_animate_dead_returns_an_opponents_creature_under_my_control_with_minus_one() -> None:
    g, _, _ = _animate(Scenario())
    resolve_stack(g)  # the Aura: it enters attached to the card in the graveyard and stays there
    aura = ids(g, "Animate Dead")[0]
    assert obj(g, aura).zone == Zone.BATTLEFIELD and g.state.stack  # its enters ability waits on the stack
    json.dumps(g.view(1))  # an Aura on a card in a graveyard is shown without error
    resolve_stack(g)
    bears = ids(g, "Grizzly Bears")[0]
    assert obj(g, bears).controller == 0 and obj(g, bears).owner == 1
    assert obj(g, aura).attached_to == bears
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (1, 2)  # "gets -1/-0"
    pass_priority(g)  # state-based actions keep it on the creature it put onto the battlefield
    assert obj(g, aura).attached_to == bears and names(g, Zone.GRAVEYARD, 1) == []


def _reanimated(s: Scenario) -> tuple[Game, int, int]:
    g, _, _ = _animate(s)
    resolve_stack(g)
    resolve_stack(g)
    pass_priority(g)  # the other player gets priority in my main phase
    return g, ids(g, "Animate Dead")[0], ids(g, "Grizzly Bears")[0]


def test_destroying_animate_dead_sacrifices_the_creature() -> None:
    s = Scenario()
    disenchant = s.hand(1, "Disenchant")
    s.pool(1, "{1}{W}")
    g, aura, _ = _reanimated(s)
    g.apply(CastSpell(disenchant))
    target(g, ("object", aura))
    resolve_stack(g)  # the Aura leaves; its leaves ability triggers
    assert "Animate Dead" in names(g, Zone.GRAVEYARD, 0) and "Grizzly Bears" in names(g, Zone.BATTLEFIELD)
    resolve_stack(g)  # that creature's controller sacrifices it: to its owner's graveyard
    assert "Grizzly Bears" not in names(g, Zone.BATTLEFIELD)
    assert names(g, Zone.GRAVEYARD, 1) == ["Disenchant", "Grizzly Bears"]


def test_when_the_creature_dies_the_aura_follows_and_nothing_is_sacrificed() -> None:
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(0, "Llanowar Elves")
    s.pool(1, "{R}")
    g, _, bears = _reanimated(s)
    g.apply(CastSpell(bolt))
    target(g, ("object", bears))
    resolve_stack(g)  # the creature dies; the Aura, attached to nothing, goes to the graveyard (CR 704.5m)
    assert "Animate Dead" in names(g, Zone.GRAVEYARD, 0)
    if g.state.stack:
        resolve_stack(g)  # the leaves ability finds no creature
    assert names(g, Zone.BATTLEFIELD) == ["Llanowar Elves"]


def test_card_exiled_in_response_leaves_the_aura_attached_to_nothing() -> None:
    s = Scenario()
    crypt = s.battlefield(1, "Tormod's Crypt")
    g, _, _ = _animate(s)
    resolve_stack(g)  # the Aura is on the battlefield, its enters ability on the stack
    pass_priority(g)
    g.apply(ActivateAbility(crypt, 0))
    target(g, player(1))
    resolve_stack(g)  # the Crypt exiles the card the Aura enchants
    assert "Animate Dead" in names(g, Zone.GRAVEYARD, 0)  # CR 704.5m: attached to nothing
    resolve_stack(g)  # "if it's on the battlefield": it isn't
    assert names(g, Zone.BATTLEFIELD) == []


def test_animate_dead_can_target_a_card_in_my_own_graveyard_only_if_it_is_a_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    aura = s.hand(0, "Animate Dead")
    mine = s.graveyard(0, ["Serra Angel", "Lightning Bolt"])
    s.pool(0, "{1}{B}")
    g = s.start()
    g.apply(CastSpell(aura))
    d = g.state.decision
    assert d is not None and {t[1] for t in d.data["options"]} == {mine[0]}
    target(g, ("object", mine[0]))
    resolve_stack(g)
    resolve_stack(g)
    angel = ids(g, "Serra Angel")[0]
    assert (power(g.state, obj(g, angel)), toughness(g.state, obj(g, angel))) == (3, 4)


def test_necromancy_puts_its_target_onto_the_battlefield_and_becomes_attached() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    necro = s.hand(0, "Necromancy")
    angel = s.graveyard(1, "Serra Angel")
    s.pool(0, "{2}{B}")
    g = s.start()
    g.apply(CastSpell(necro))
    resolve_stack(g)  # the enchantment enters; its enters ability asks for a target
    target(g, ("object", angel))
    resolve_stack(g)
    new = ids(g, "Serra Angel")[0]
    aura = ids(g, "Necromancy")[0]
    assert obj(g, new).controller == 0 and obj(g, aura).attached_to == new


def test_necromancy_cast_at_instant_speed_is_sacrificed_at_cleanup_and_takes_the_creature() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    necro = s.hand(0, "Necromancy")
    angel = s.graveyard(1, "Serra Angel")
    s.pool(0, "{2}{B}")
    g = s.start()
    pass_priority(g)  # the active player passes; I cast it in their turn, "as though it had flash"
    g.apply(CastWith(necro, "flash_sac", 0))
    resolve_stack(g)
    target(g, ("object", angel))
    resolve_stack(g)
    assert "Serra Angel" in names(g, Zone.BATTLEFIELD)
    pass_until(g, Step.UPKEEP, active=0)  # the cleanup step of this turn has come and gone
    assert "Serra Angel" in names(g, Zone.GRAVEYARD, 1) and "Necromancy" in names(g, Zone.GRAVEYARD, 0)
