"""Triggers on damage to a player that act on that player's things (compiler/damage_triggers.py; the
target filter "controlled_by" in rules/target_filters.py): "Whenever Soltari Visionary deals damage to a
player, destroy target enchantment that player controls.", Sigil of Sleep's "Whenever enchanted creature
deals damage to a player, return target creature that player controls to its owner's hand.", Caustic
Wasps' "… deals combat damage to a player, you may destroy target artifact that player controls." The
target is chosen among that player's permanents as the ability is put on the stack (CR 603.3d; 2003:
410.4) and checked again as it resolves (CR 608.2b; 2003: 413.2a). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, attack, cast, names, pass_until, resolve_stack, target


def test_damage_trigger_cards_compile_and_render_back() -> None:
    renders_back("Soltari Visionary", "Sigil of Sleep", "Caustic Wasps", "Dawning Purist", "Destructive Urge")


def _to_trigger_target(g: Game) -> list[object]:
    """Pass through combat damage until the trigger asks for its target; the options offered."""
    pass_until(g, Step.COMBAT_DAMAGE)
    for _ in range(20):
        d = g.state.decision
        if d is not None and d.kind == DecisionKind.TARGET:
            return list(d.data["options"])
        g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    raise AssertionError("no trigger target asked")


def test_soltari_visionary_destroys_only_an_enchantment_the_damaged_player_controls() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    visionary = s.battlefield(0, "Soltari Visionary")
    mine = s.battlefield(0, "Glorious Anthem")
    theirs = s.battlefield(1, "Crusade")
    g = s.start()
    attack(g, {visionary: 1})
    options = _to_trigger_target(g)
    assert ("object", theirs) in options and ("object", mine) not in options  # that player's only
    target(g, ("object", theirs))
    resolve_stack(g)
    assert "Crusade" in names(g, Zone.GRAVEYARD, 1) and "Glorious Anthem" not in names(g, Zone.GRAVEYARD, 0)


def test_soltari_visionary_trigger_is_removed_without_an_enchantment_there() -> None:
    """Only its own controller's enchantment on the battlefield: no legal target, so the trigger is
    removed from the stack (CR 603.3d) and nothing is destroyed."""
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    visionary = s.battlefield(0, "Soltari Visionary")
    s.battlefield(0, "Glorious Anthem")
    g = s.start()
    attack(g, {visionary: 1})
    pass_until(g, Step.END_COMBAT)
    assert g.state.players[1].life == 17 and not names(g, Zone.GRAVEYARD, 0)  # 3/2 with the Anthem


def test_sigil_of_sleep_bounces_a_creature_of_the_player_dealt_damage() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    sigil = s.hand(0, "Sigil of Sleep")
    bird = s.battlefield(0, "Suntail Hawk")  # flying: unblocked
    my_bears = s.battlefield(0, "Grizzly Bears")
    their_bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.pool(0, "{U}")
    g = s.start()
    cast(g, sigil, [("object", bird)])
    resolve_stack(g)
    attack(g, {bird: 1})
    options = _to_trigger_target(g)
    assert ("object", their_bears) in options and ("object", my_bears) not in options
    target(g, ("object", their_bears))
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Grizzly Bears"]


def test_caustic_wasps_may_destroy_an_artifact_of_that_player() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    wasps = s.battlefield(0, "Caustic Wasps")
    mine = s.battlefield(0, "Jayemdae Tome")
    theirs = s.battlefield(1, "Howling Mine")
    g = s.start()
    attack(g, {wasps: 1})
    options = _to_trigger_target(g)
    assert options == [("object", theirs)] and ("object", mine) not in options
    target(g, ("object", theirs))
    resolve_stack(g)
    answer(g, True)
    assert "Howling Mine" in names(g, Zone.GRAVEYARD, 1)
