"""Corpus TGT, TXC and LGD: targeting (2003 CR 409.1c, 413.2a, 415; current CR 115, 601.2c,
608.2b), text-changing effects (2003 415.4; current CR 612) and the legend rule (2003 420.5e,
delta D4; current CR 704.5j).

Sources: the 2003 rulebook, the Sixth Edition rules primer on targets, the Urza's Saga FAQ
(shroud-like "can't be the target"), the Alpha/Revised FAQ on Sleight of Mind and Magical Hack,
Saturday School on the legend rule.
"""

from __future__ import annotations

from corpus_kit import BOTH, MODERN, OLDFRAME, can_cast, graveyard, in_play, life

from oldframe.rules.actions import CastSpell, CastWith, ChooseMode, ChooseTarget, ChooseType, DeclareBlocker
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    cast,
    choose,
    ids,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)


def _main(rules: str, active: int = 0) -> Scenario:
    s = Scenario(rules)
    s.turn(active=active, step=Step.MAIN1)
    return s


@BOTH
def test_TGT_01_shroud_cant_be_targeted_even_by_its_controller(rules: str) -> None:
    """TGT-01 (Blastoderm's shroud; Nemesis FAQ; CR 702.18a): P1 can't Giant Growth its own
    Blastoderm; with no other creature Giant Growth can't be cast."""
    s = _main(rules)
    s.battlefield(0, "Blastoderm", counters={"fade": 3})
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}")
    g = s.start()
    assert not can_cast(g, growth)


@BOTH
def test_TGT_02_shroud_doesnt_stop_untargeted_effects(rules: str) -> None:
    """TGT-02 (CR 702.18a): Pyroclasm damages Nimble Mongoose (shroud) and kills it."""
    s = _main(rules)
    goose = s.battlefield(1, "Nimble Mongoose")
    clasm = s.hand(0, "Pyroclasm")
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, clasm)
    resolve_stack(g)
    assert not in_play(g, goose)


@BOTH
def test_TGT_03_terror_cant_target_black_or_artifact(rules: str) -> None:
    """TGT-03 (Terror "nonartifact, nonblack"; CR 115.1): Drudge Skeletons aren't a legal target;
    the Bears are."""
    s = _main(rules)
    skel = s.battlefield(1, "Drudge Skeletons")
    bears = s.battlefield(1, "Grizzly Bears")
    terror = s.hand(0, "Terror")
    s.pool(0, "{1}{B}")
    g = s.start()
    g.apply(CastSpell(terror))
    legal = g.legal_actions()
    assert ChooseTarget(("object", bears)) in legal and ChooseTarget(("object", skel)) not in legal


@BOTH
def test_TGT_04_target_bounced_in_response(rules: str) -> None:
    """TGT-04 (2003 413.2a: targets rechecked on resolution; CR 608.2b): Dark Banishing at the
    Bears; P2 bounces them with Boomerang: the Banishing is countered and the Bears aren't
    destroyed."""
    s = _main(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    banish = s.hand(0, "Dark Banishing")
    s.pool(0, "{2}{B}")
    boom = s.hand(1, "Boomerang")
    s.pool(1, "{U}{U}")
    g = s.start()
    cast(g, banish, targets=[bears])
    pass_priority(g)
    cast(g, boom, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert graveyard(g, 0) == ["Dark Banishing"] and "Grizzly Bears" not in graveyard(g, 1)


@BOTH
def test_TGT_05_same_object_cant_be_chosen_twice_for_one_target_word(rules: str) -> None:
    """TGT-05 (2003 409.1c; CR 115.3): Fire divided among "one or two targets" can't name the
    Elves twice."""
    s = _main(rules)
    fire = s.hand(0, "Fire // Ice")
    s.pool(0, "{1}{R}")
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start()
    g.apply(CastWith(fire, "left", 0))
    g.apply(ChooseMode(1))
    g.apply(ChooseTarget(("object", elves)))
    assert ChooseTarget(("object", elves)) not in g.legal_actions()


@BOTH
def test_TXC_01_magical_hack_turns_swampwalk_into_forestwalk(rules: str) -> None:
    """TXC-01 (Magical Hack; 2003 415.4; CR 612.2): Bog Wraith's swampwalk made forestwalk: P2
    (Forest, no Swamp) can't block it with the Bears."""
    s = Scenario(rules)
    wraith = s.battlefield(0, "Bog Wraith")
    hack = s.hand(0, "Magical Hack")
    s.pool(0, "{U}")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Forest")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, hack, targets=[wraith])
    resolve_stack(g)
    for word in ("Swamp", "Forest"):  # the word replaced, then its replacement
        assert g.pending is not None and g.pending.kind == "choose_word"
        g.apply(ChooseType(word))
    pass_until(g, Step.DECLARE_ATTACKERS, active=0)
    attack(g, {wraith: 1})
    pass_until(g, Step.DECLARE_BLOCKERS)
    assert DeclareBlocker(bears, wraith) not in g.legal_actions()


@OLDFRAME
def test_LGD_01_second_kamahl_cast_dies(rules: str) -> None:
    """LGD-01 (Saturday School on the legend rule; 2003 420.5e; CR 704.5j differs): P1 casts
    Kamahl while its own Kamahl is in play: the new one goes to the graveyard."""
    s = _main(rules)
    old = s.battlefield(0, "Kamahl, Pit Fighter")
    new = s.hand(0, "Kamahl, Pit Fighter")
    s.pool(0, "{4}{R}{R}")
    g = s.start()
    cast(g, new)
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "legend_keep":
        choose(g, old)
    assert ids(g, "Kamahl, Pit Fighter") == [old] and graveyard(g, 0) == ["Kamahl, Pit Fighter"]


@MODERN
def test_LGD_01_modern_controller_chooses_which_to_keep(rules: str) -> None:
    """LGD-01 under modern rules (CR 704.5j): P1 chooses; keeping the new one puts the old in the
    graveyard."""
    s = _main(rules)
    old = s.battlefield(0, "Kamahl, Pit Fighter")
    new = s.hand(0, "Kamahl, Pit Fighter")
    s.pool(0, "{4}{R}{R}")
    g = s.start()
    cast(g, new)
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "legend_keep"
    (fresh,) = [o for o in ids(g, "Kamahl, Pit Fighter") if o != old]
    choose(g, fresh)
    assert ids(g, "Kamahl, Pit Fighter") == [fresh]


@OLDFRAME
def test_LGD_02_opponents_legend_kills_yours(rules: str) -> None:
    """LGD-02 (2003 420.5e: controller doesn't matter): P2's older Kamahl stays; P1's new one
    dies."""
    s = _main(rules)
    theirs = s.battlefield(1, "Kamahl, Pit Fighter")
    mine = s.hand(0, "Kamahl, Pit Fighter")
    s.pool(0, "{4}{R}{R}")
    g = s.start()
    cast(g, mine)
    resolve_stack(g)
    assert ids(g, "Kamahl, Pit Fighter") == [theirs]


@BOTH
def test_LGD_03_legend_with_haste_uses_its_ability_at_once(rules: str) -> None:
    """LGD-03 (Kamahl, Pit Fighter's haste; CR 702.10b): cast this turn, it taps for 3 damage."""
    s = _main(rules)
    k = s.hand(0, "Kamahl, Pit Fighter")
    s.pool(0, "{4}{R}{R}")
    g = s.start()
    cast(g, k)
    resolve_stack(g)
    (now,) = ids(g, "Kamahl, Pit Fighter")
    activate(g, now, targets=[player(1)])
    resolve_stack(g)
    assert life(g, 1) == 17
