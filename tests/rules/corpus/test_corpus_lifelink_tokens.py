"""Corpus LNK and TOK: lifelink-style triggers (2003: plain triggered abilities, 410; delta D6;
current CR 702.15 is static, but the engine plays the 2003 card texts as triggers under every
preset) and tokens (2003 CR 216; current CR 111).

Sources: the 2003 rulebook, the Urza's Saga FAQ (Spirit Link), the Apocalypse FAQ (Armadillo
Cloak), the Onslaught FAQ (Serpentine Basilisk), the Odyssey FAQ (Roar of the Wurm) and Saturday
School on tokens leaving play.
"""

from __future__ import annotations

from corpus_kit import BOTH, graveyard, hand, in_play, life, pt, stack_kinds

from oldframe.rules.actions import AssignDamage, CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    pass_until_decision,
    player,
    resolve_stack,
)


@BOTH
def test_LNK_01_spirit_link_gains_for_its_controller(rules: str) -> None:
    """LNK-01 (Urza's Saga FAQ, Spirit Link; CR 603.2): P1's Spirit Link on the attacking Bears:
    P2 loses 2 and P1 gains 2."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Spirit Link", attached_to=bears)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 18 and life(g, 0) == 22


@BOTH
def test_LNK_02_spirit_link_on_an_opponents_creature(rules: str) -> None:
    """LNK-02 (Spirit Link: "you gain", the Aura's controller; 2003 214.8i; CR 603.2): P1's Spirit
    Link on P2's attacking Hill Giant: P1 takes 3 and gains 3."""
    s = Scenario(rules)
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(0, "Spirit Link", attached_to=giant)
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {giant: 0})
    pass_until(g, Step.END_COMBAT)
    assert life(g, 0) == 20 and life(g, 1) == 20


@BOTH
def test_LNK_03_armadillo_cloak_counts_trample_damage(rules: str) -> None:
    """LNK-03 (Apocalypse FAQ, Armadillo Cloak; CR 603.2): the Cloaked Bears (4/4 trample)
    blocked by Llanowar Elves deal 1 + 3: P1 gains 4."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Armadillo Cloak", attached_to=bears)
    elves = s.battlefield(1, "Llanowar Elves")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    block(g, {elves: bears})
    pass_until_decision(g, "damage_assignment")
    g.apply(AssignDamage(("object", elves), 1))
    g.apply(AssignDamage(("player", 1), 3))
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 17 and life(g, 0) == 24


@BOTH
def test_LNK_04_basilisk_destroys_at_end_of_combat(rules: str) -> None:
    """LNK-04 (Onslaught FAQ, Serpentine Basilisk; CR 603.7): Hill Giant blocked by the Basilisk
    survives the 2 damage but is destroyed at end of combat."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    basilisk = s.battlefield(1, "Serpentine Basilisk")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {giant: 1})
    block(g, {basilisk: giant})
    pass_until(g, Step.END_COMBAT)
    while g.state.stack:
        resolve_stack(g)
    assert not in_play(g, giant) and not in_play(g, basilisk)


@BOTH
def test_LNK_05_basilisk_trigger_and_regeneration(rules: str) -> None:
    """LNK-05 (2003 419.6b; CR 701.19): Gorilla Chieftain regenerates from the Basilisk's
    destroy."""
    s = Scenario(rules)
    chief = s.battlefield(0, "Gorilla Chieftain")
    s.lands(0, "Forest", 2)
    basilisk = s.battlefield(1, "Serpentine Basilisk")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {chief: 1})
    block(g, {basilisk: chief})
    pass_until(g, Step.END_COMBAT)
    activate(g, chief)
    while g.state.stack:
        resolve_stack(g)
    assert in_play(g, chief) and obj(g, chief).tapped


@BOTH
def test_LNK_06_exalted_angel_blocking_gains_too(rules: str) -> None:
    """LNK-06 (Exalted Angel "deals damage", combat or not; CR 603.2): blocking Hill Giant, the
    Angel deals 4 and P2 gains 4."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    angel = s.battlefield(1, "Exalted Angel")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {giant: 1})
    block(g, {angel: giant})
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 24 and not in_play(g, giant)


@BOTH
def test_TOK_01_roar_of_the_wurm_makes_a_6_6(rules: str) -> None:
    """TOK-01 (Odyssey FAQ; 2003 216.1; CR 111.1): Roar of the Wurm creates a 6/6 Wurm token."""
    s = Scenario(rules)
    roar = s.hand(0, "Roar of the Wurm")
    s.pool(0, "{6}{G}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, roar)
    resolve_stack(g)
    (tok,) = [o for o in g.state.battlefield if obj(g, o).is_token]
    assert pt(g, tok) == (6, 6) and obj(g, tok).controller == 0


@BOTH
def test_TOK_02_flashback_roar_makes_another(rules: str) -> None:
    """TOK-02 (Odyssey FAQ; CR 702.34a): flashback {3}{G} from the graveyard: a second Wurm."""
    s = Scenario(rules)
    roar = s.graveyard(0, "Roar of the Wurm")
    s.pool(0, "{3}{G}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(roar, "flashback", 0))
    resolve_stack(g)
    assert len([o for o in g.state.battlefield if obj(g, o).is_token]) == 1
    assert names(g, Zone.EXILE, 0) == ["Roar of the Wurm"]


@BOTH
def test_TOK_03_token_bounced_ceases_to_exist(rules: str) -> None:
    """TOK-03 (2003 216.3, 420.5f; CR 111.7, 704.5d): Unsummon on the Wurm token: it doesn't stay
    in P1's hand."""
    s = Scenario(rules)
    roar = s.hand(0, "Roar of the Wurm")
    s.pool(0, "{6}{G}")
    unsummon = s.hand(1, "Unsummon")
    s.pool(1, "{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, roar)
    resolve_stack(g)
    (tok,) = [o for o in g.state.battlefield if obj(g, o).is_token]
    pass_priority(g)
    cast(g, unsummon, targets=[tok])
    resolve_stack(g)
    assert not in_play(g, tok) and hand(g, 0) == []


@BOTH
def test_TOK_04_symbiotic_wurm_leaves_seven_insects(rules: str) -> None:
    """TOK-04 (Symbiotic Wurm; CR 603.6c leaves-play trigger): Wrath of God kills it and seven 1/1
    Insect tokens remain under P1's control."""
    s = Scenario(rules)
    s.battlefield(0, "Symbiotic Wurm")
    wrath = s.hand(1, "Wrath of God")
    s.pool(1, "{2}{W}{W}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, wrath)
    resolve_stack(g)
    while g.state.stack:
        resolve_stack(g)
    toks = [o for o in g.state.battlefield if obj(g, o).is_token]
    assert len(toks) == 7 and all(pt(g, t) == (1, 1) and obj(g, t).controller == 0 for t in toks)


@BOTH
def test_TOK_05_token_dies_and_triggers_like_a_card(rules: str) -> None:
    """TOK-05 (2003 216.3: a token goes to the graveyard, then ceases to exist; CR 111.7): the
    Wurm token destroyed by Dark Banishing isn't a creature card: Lhurgoyf stays 0/1."""
    s = Scenario(rules)
    roar = s.hand(0, "Roar of the Wurm")
    s.pool(0, "{6}{G}")
    goyf = s.battlefield(1, "Lhurgoyf")
    banish = s.hand(1, "Dark Banishing")
    s.pool(1, "{2}{B}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, roar)
    resolve_stack(g)
    (tok,) = [o for o in g.state.battlefield if obj(g, o).is_token]
    pass_priority(g)
    cast(g, banish, targets=[tok])
    resolve_stack(g)
    assert not in_play(g, tok) and graveyard(g, 0) == ["Roar of the Wurm"]
    assert pt(g, goyf) == (0, 1)


@BOTH
def test_TOK_06_hunting_pack_storm_makes_several(rules: str) -> None:
    """TOK-06 (Scourge FAQ, Hunting Pack; 2003 502.30; CR 702.40a): one spell earlier this turn:
    Hunting Pack and its copy make two 4/4 Beasts."""
    s = Scenario(rules)
    shock, pack = s.hand(0, ["Shock", "Hunting Pack"])
    s.pool(0, "{R}{5}{G}{G}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, targets=[player(1)])
    resolve_stack(g)
    cast(g, pack)
    while g.state.stack:
        resolve_stack(g)
    toks = [o for o in g.state.battlefield if obj(g, o).is_token]
    assert len(toks) == 2 and all(pt(g, t) == (4, 4) for t in toks)
    assert stack_kinds(g) == [] and ids(g, "Hunting Pack", Zone.GRAVEYARD) != []
