"""Attack and block restrictions of groups of creatures (compiler/combat_restrictions.py,
rules/atoms/combat_restrictions.py): "Black creatures can't attack or block." (Light of Day),
"Creatures you control can't attack." (Glacial Chasm). A restriction is looked at as attackers and
blockers are declared (CR 508.1c, 509.1b; 2003: 308.2a, 309.2). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import DeclareAttacker, DeclareBlocker, FinishDeclaring
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, cast, legal, pass_until, resolve_stack


def test_group_restriction_cards_compile_and_render_back() -> None:
    renders_back("Light of Day", "Glacial Chasm")


def test_light_of_day_stops_black_creatures_attacking_and_blocking() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Light of Day")
    zombie = s.battlefield(0, "Scathe Zombies")  # black
    bears = s.battlefield(0, "Grizzly Bears")  # green
    black_blocker = s.battlefield(1, "Scathe Zombies")
    green_blocker = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    options = legal(g)
    assert DeclareAttacker(zombie, 1) not in options and DeclareAttacker(bears, 1) in options
    attack(g, {bears: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, active=0)
    options = legal(g)
    assert DeclareBlocker(black_blocker, bears) not in options and DeclareBlocker(green_blocker, bears) in options


def test_glacial_chasm_stops_only_its_controllers_creatures() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Glacial Chasm")
    mine = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert g.state.decision is None or DeclareAttacker(mine, 1) not in legal(g)
    s2 = Scenario()
    s2.turn(active=1, step=Step.MAIN1)
    s2.battlefield(0, "Glacial Chasm")
    theirs = s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start()
    pass_until(g2, Step.DECLARE_ATTACKERS, active=1)
    assert DeclareAttacker(theirs, 0) in legal(g2)


def test_phyrexian_colossus_needs_three_blockers() -> None:
    """"can't be blocked except by three or more creatures" (CR 509.1b): with two possible blockers it
    can't be blocked; with three, a first blocker commits the declaration to three."""
    renders_back("Phyrexian Colossus")
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    colossus = s.battlefield(0, "Phyrexian Colossus")
    two = [s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")]
    g = s.start()
    attack(g, {colossus: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, active=0)
    assert not any(isinstance(a, DeclareBlocker) and a.attacker == colossus for a in legal(g))
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    colossus = s.battlefield(0, "Phyrexian Colossus")
    three = [s.battlefield(1, "Grizzly Bears") for _ in range(3)]
    g = s.start()
    attack(g, {colossus: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, active=0)
    assert DeclareBlocker(three[0], colossus) in legal(g)
    g.apply(DeclareBlocker(three[0], colossus))
    assert FinishDeclaring() not in legal(g)  # one blocker alone is not allowed
    g.apply(DeclareBlocker(three[1], colossus))
    assert FinishDeclaring() not in legal(g)
    g.apply(DeclareBlocker(three[2], colossus))  # enough: the declaration may end (here it ends by itself)
    assert g.state.combat is not None and sorted(g.state.combat.blockers) == sorted(three)
    assert len(two) == 2


def _can_block_with_aura(aura: str, creature: str, graveyard: int) -> bool:
    """Whether ``creature`` (of the defending player 1) enchanted by player 0's ``aura`` may block, player
    0 having ``graveyard`` cards in their graveyard."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    aura_card = s.hand(0, aura)
    blocker = s.battlefield(1, creature)
    attacker = s.battlefield(0, "Grizzly Bears")
    s.graveyard(0, ["Island"] * graveyard)
    s.pool(0, "{W}{W}{W}")
    g = s.start()
    cast(g, aura_card, [("object", blocker)])
    while g.state.stack:
        resolve_stack(g)
    attack(g, {attacker: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, active=0)
    return DeclareBlocker(blocker, attacker) in legal(g)


def test_kirtars_desire_stops_blocks_only_with_threshold() -> None:
    """"Threshold — Enchanted creature can't block as long as seven or more cards are in your graveyard."
    (CR 702.38a; "your": the Aura's controller)."""
    renders_back("Kirtar's Desire")
    assert _can_block_with_aura("Kirtar's Desire", "Grizzly Bears", 6)
    assert not _can_block_with_aura("Kirtar's Desire", "Grizzly Bears", 7)


def test_hobble_stops_blocks_only_of_a_black_creature() -> None:
    renders_back("Hobble")
    assert _can_block_with_aura("Hobble", "Grizzly Bears", 0)
    assert not _can_block_with_aura("Hobble", "Scathe Zombies", 0)


def test_dueling_grounds_allows_one_attacker_and_one_blocker() -> None:
    renders_back("Dueling Grounds")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Dueling Grounds")
    bears, lions = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Savannah Lions")
    walls = [s.battlefield(1, "Wall of Stone"), s.battlefield(1, "Wall of Wood")]
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    assert DeclareAttacker(bears, 1) in legal(g) and DeclareAttacker(lions, 1) in legal(g)
    g.apply(DeclareAttacker(bears, 1))
    assert DeclareAttacker(lions, 1) not in legal(g)  # no more than one (CR 508.1c): the declaration ends
    pass_until(g, Step.DECLARE_BLOCKERS, active=0)
    g.apply(DeclareBlocker(walls[0], bears))
    assert DeclareBlocker(walls[1], bears) not in legal(g)  # no more than one (CR 509.1b)
