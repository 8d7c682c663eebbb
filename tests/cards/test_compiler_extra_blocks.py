"""More blocks (compiler/extra_blocks.py, rules/atoms/extra_blocks.py, rules/multiblock.py): "{2}: CARDNAME
can block an additional creature this turn." (Luminous Guardian, Mounted Archers, Anurid Swarmsnapper) — one
more attacker per resolution, this turn only — and "CARDNAME can block any number of creatures." (Avatar of
Hope, Wall of Glare) — CR 509.1a (2003: 309.2a). Played through the public API."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import DeclareBlocker
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, attack, legal, pass_priority, pass_until_decision, resolve_stack

CARDS = ["Luminous Guardian", "Mounted Archers", "Anurid Swarmsnapper", "Avatar of Hope", "Wall of Glare"]


@pytest.mark.parametrize("name", CARDS)
def test_cards_compile_and_render_back(name: str) -> None:
    renders_back(name)


def _blockers(g: Game) -> set[tuple[int, int]]:
    return {(a.blocker, a.attacker) for a in legal(g) if isinstance(a, DeclareBlocker)}


def _guardian_game(activations: int) -> tuple[Game, int, list[int]]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    attackers = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    guardian = s.battlefield(1, "Luminous Guardian")
    s.pool(1, "{4}")
    g = s.start()
    for _ in range(activations):
        pass_priority(g)  # to the Guardian's controller
        activate(g, guardian, 1)  # {2}: … can block an additional creature this turn
        resolve_stack(g)
    attack(g, dict.fromkeys(attackers, 1))
    pass_until_decision(g, "blockers")
    return g, guardian, attackers


def test_without_activation_the_guardian_blocks_one() -> None:
    g, guardian, attackers = _guardian_game(0)
    g.apply(DeclareBlocker(guardian, attackers[0]))
    assert not any(b == guardian for b, _a in _blockers(g))


def test_each_activation_adds_one_block_this_turn() -> None:
    g, guardian, attackers = _guardian_game(2)
    g.apply(DeclareBlocker(guardian, attackers[0]))
    g.apply(DeclareBlocker(guardian, attackers[1]))
    assert (guardian, attackers[2]) in _blockers(g)  # two activations: three attackers
    g.apply(DeclareBlocker(guardian, attackers[2]))
    assert not any(b == guardian for b, _a in _blockers(g))


def test_wall_of_glare_blocks_every_attacker() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    attackers = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    wall = s.battlefield(1, "Wall of Glare")
    g = s.start()
    attack(g, dict.fromkeys(attackers, 1))
    pass_until_decision(g, "blockers")
    for a in attackers:
        assert (wall, a) in _blockers(g)  # still free to block one more
        g.apply(DeclareBlocker(wall, a))
