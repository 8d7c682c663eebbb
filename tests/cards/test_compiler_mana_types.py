"""Mana of a type other lands could produce (compiler/mana_types.py, rules/atoms/mana_types.py; CR 106.7,
605.1a; 2003: 406.1): Reflecting Pool's "any type that a land you control could produce" and Fellwar
Stone's "any color that a land an opponent controls could produce". Each type is its own mana ability,
offered only while such a land could produce it. Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.actions import ActivateAbility, CastSpell
from oldframe.rules.state import Step
from oldframe.testing import Scenario

MANA_ORDER = "WUBRGC"




def test_mana_type_cards_compile_and_render_back() -> None:
    renders_back("Reflecting Pool", "Fellwar Stone")


def _types_offered(g: Game, oid: int) -> str:
    """The mana types ``oid``'s offered abilities add, in WUBRG-then-colorless order."""
    out = set()
    for a in g.legal_actions():
        if isinstance(a, ActivateAbility) and a.oid == oid:
            ab = g.state.objects[oid].card.behaviour.activated[a.index]
            mana = ab.effects[0].mana  # type: ignore[attr-defined]
            out.update(MANA_ORDER[i] for i in range(6) if mana[i])
    return "".join(t for t in MANA_ORDER if t in out)


def _pool_with(mine: list[str], theirs: tuple[str, ...] = (), source: str = "Reflecting Pool") -> tuple[Game, int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    oid = s.battlefield(0, source)
    for name in mine:
        s.battlefield(0, name, tapped=True)  # tapped lands still "could produce" (costs don't matter)
    for name in theirs:
        s.battlefield(1, name)
    return s.start(), oid


def test_reflecting_pool_adds_the_types_your_lands_could_produce() -> None:
    g, pool = _pool_with(["Tundra", "Wasteland"])
    assert _types_offered(g, pool) == "WUC"
    g.apply(ActivateAbility(pool, 1))  # {U}
    assert g.state.players[0].pool == [0, 1, 0, 0, 0, 0]


def test_reflecting_pools_with_only_each_other_produce_nothing() -> None:
    g, pool = _pool_with(["Reflecting Pool"])
    assert _types_offered(g, pool) == ""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Reflecting Pool")
    s.battlefield(0, "Reflecting Pool")
    bears = s.hand(0, "Grizzly Bears")
    assert CastSpell(bears) not in s.start().legal_actions()


def test_reflecting_pool_reflects_what_another_pool_reflects() -> None:
    g, pool = _pool_with(["Reflecting Pool", "Forest"])
    assert _types_offered(g, pool) == "G"


def test_reflecting_pool_pays_for_spells() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Reflecting Pool")
    s.battlefield(0, "Forest", tapped=True)
    s.battlefield(0, "Mountain")
    bears, bolt = s.hand(0, ["Grizzly Bears", "Lightning Bolt"])
    g = s.start()
    assert CastSpell(bears) in g.legal_actions()  # {1}{G}: the Pool's {G} and the Mountain
    assert CastSpell(bolt) in g.legal_actions()


def test_fellwar_stone_adds_colors_an_opponents_lands_could_produce() -> None:
    g, stone = _pool_with([], ("Mountain", "Wasteland"), source="Fellwar Stone")
    assert _types_offered(g, stone) == "R"  # "any color": not colorless
    g, stone = _pool_with(["Forest"], ("Wasteland",), source="Fellwar Stone")
    assert _types_offered(g, stone) == ""  # your own lands don't count


def test_urza_lands_compile_and_render_back() -> None:
    renders_back("Urza's Mine", "Urza's Power Plant", "Urza's Tower")


def test_the_urza_lands_add_seven_together() -> None:
    """"If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (compiler/mana_amounts.py):
    the amount is read as the mana ability resolves (CR 605.3b) and by the payment solver."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mine = s.battlefield(0, "Urza's Mine")
    s.battlefield(0, "Urza's Power Plant")
    tower = s.battlefield(0, "Urza's Tower")
    angel = s.hand(0, "Diabolic Machine")
    g = s.start()
    assert CastSpell(angel) in g.legal_actions()  # {7}: 2 + 2 + 3
    g.apply(ActivateAbility(tower, 0))
    g.apply(ActivateAbility(mine, 0))
    assert g.state.players[0].pool == [0, 0, 0, 0, 0, 5]


def test_an_urza_land_alone_adds_one() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tower = s.battlefield(0, "Urza's Tower")
    s.battlefield(0, "Urza's Mine")  # no Power-Plant
    g = s.start()
    g.apply(ActivateAbility(tower, 0))
    assert g.state.players[0].pool == [0, 0, 0, 0, 0, 1]


def test_songs_of_the_damned_adds_black_for_each_creature_card_in_your_graveyard() -> None:
    """"Add {B} for each creature card in your graveyard." (counted as it resolves, CR 608.2h)."""
    from oldframe.testing import cast, resolve_stack

    renders_back("Songs of the Damned")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    songs = s.hand(0, "Songs of the Damned")
    s.graveyard(0, ["Grizzly Bears", "Llanowar Elves", "Forest"])
    s.graveyard(1, ["Savannah Lions"])  # not yours
    s.pool(0, "{B}")
    g = s.start()
    cast(g, songs)
    resolve_stack(g)
    assert g.state.players[0].pool == [0, 0, 2, 0, 0, 0]


def test_contamination_makes_lands_produce_black() -> None:
    """"If a land is tapped for mana, it produces {B} instead of any other type and amount." (CR 106.6,
    614.1a): the Forest adds {B}, the payment solver sees it, and non-land sources are untouched."""
    renders_back("Contamination")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Contamination")
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    bears, ritual = s.hand(0, ["Grizzly Bears", "Dark Ritual"])
    g = s.start()
    assert CastSpell(bears) not in g.legal_actions()  # {1}{G}: no green to be had
    assert CastSpell(ritual) in g.legal_actions()
    g.apply(ActivateAbility(forest, 0))
    assert g.state.players[0].pool == [0, 0, 1, 0, 0, 0]
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Contamination")
    tower = s.battlefield(0, "Urza's Tower")
    s.battlefield(0, "Urza's Mine")
    s.battlefield(0, "Urza's Power Plant")
    g = s.start()
    g.apply(ActivateAbility(tower, 0))
    assert g.state.players[0].pool == [0, 0, 1, 0, 0, 0]  # "instead of any other type and amount"
