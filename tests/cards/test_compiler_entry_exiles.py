"""Cards exiled from a graveyard as a permanent enters, and P/T from them (compiler/entry_exiles.py,
rules/atoms/entry_exiles.py): Sutured Ghoul's controller picks any number of creature cards from their
graveyard as it resolves (a replacement on how it enters, CR 614.1c, 614.12); its P/T is their total
(characteristic-defining, layer 7a, CR 604.3); with none it is 0/0 and dies (CR 704.5f). Played through the
public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import CastSpell, ChooseObject, ChooseYesNo
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, names, obj, resolve_stack


def test_sutured_ghoul_compiles_and_renders_back() -> None:
    renders_back("Sutured Ghoul")


def _cast(s: Scenario) -> Game:
    s.turn(active=0, step=Step.MAIN1)
    ghoul = s.hand(0, "Sutured Ghoul")
    s.pool(0, "{4}{B}{B}{B}")
    g = s.start()
    g.apply(CastSpell(ghoul))
    resolve_stack(g)
    return g


def _options(g: Game) -> set[int]:
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.PICK
    return set(d.data["options"])


def test_sutured_ghoul_is_as_big_as_the_creature_cards_it_exiles() -> None:
    s = Scenario()
    angel, bears, bolt = s.graveyard(0, ["Serra Angel", "Grizzly Bears", "Lightning Bolt"])
    s.graveyard(1, "Craw Wurm")  # another player's graveyard: not mine to exile
    g = _cast(s)
    assert _options(g) == {angel, bears}
    g.apply(ChooseObject(angel))
    assert _options(g) == {bears}
    g.apply(ChooseObject(bears))
    ghoul = ids(g, "Sutured Ghoul")[0]
    assert (power(g.state, obj(g, ghoul)), toughness(g.state, obj(g, ghoul))) == (6, 6)
    assert sorted(names(g, Zone.EXILE, 0)) == ["Grizzly Bears", "Serra Angel"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Lightning Bolt"] and bolt


def test_sutured_ghoul_may_stop_early() -> None:
    s = Scenario()
    angel, _ = s.graveyard(0, ["Serra Angel", "Grizzly Bears"])
    g = _cast(s)
    g.apply(ChooseObject(angel))
    g.apply(ChooseYesNo(False))  # nothing more
    ghoul = ids(g, "Sutured Ghoul")[0]
    assert (power(g.state, obj(g, ghoul)), toughness(g.state, obj(g, ghoul))) == (4, 4)
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


def test_sutured_ghoul_exiling_nothing_is_zero_zero_and_dies() -> None:
    s = Scenario()
    s.graveyard(0, ["Grizzly Bears"])
    g = _cast(s)
    g.apply(ChooseYesNo(False))
    assert "Sutured Ghoul" in names(g, Zone.GRAVEYARD, 0) and "Grizzly Bears" in names(g, Zone.GRAVEYARD, 0)
