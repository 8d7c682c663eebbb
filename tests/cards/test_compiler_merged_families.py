"""Template families that collided when their branches were merged: Lark's LALR table resolves a
shift/reduce conflict silently in favour of the shift, and the contextual lexer takes a literal word
before a terminal that lists it, so one family's literal words can take a sentence away from another's
shared nonterminal. Each pair below is read through the shared nonterminal now; these tests keep both
sides of every pair compiling, and play one card of each pair."""

from __future__ import annotations

import pytest

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseTarget
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, obj, resolve_stack

#: Each pair: cards of the one family, then cards of the other, all of which compile fully together.
PAIRS = {
    # "target COLOR or COLOR creature card from your graveyard" (Crypt Angel) against the target
    # adjective "COLOR or COLOR" (two_on_top.py): one tadj serves both.
    "either-color card / either-color permanent": (
        "Crypt Angel", "Argivian Find",
        "Rage Weaver", "Wallop", "Orcish Healer", "Slithery Stalker", "Escape Routes", "Hunting Drake",
        "Hate Weaver", "Might Weaver", "Sky Weaver", "Spirit Weaver"),
    # "Put two target lands on top …" (two_on_top.py) against "Put two polyp counters on CARDNAME."
    # (costs.lark): the count is NUMWORD in both.
    "put two targets / put two named counters": ("Plow Under", "Coral Reef"),
    # "That creature can't be regenerated" (no_regen_words) through the shared thing; a Rebel search
    # through the shared search_quality (x_mana_values).
    "no-regeneration rider / thing": ("Nekrataal",),
    "search quality / X mana value search": ("Lin Sivvi, Defiant Hero", "Citanul Flute"),
    # "Exile CARDNAME." read once, through the shared "exile" thing: the sentence after it amends it
    # (flicker.py, mass_variants.py) instead of literal "exile" "cardname" "." rules that took the
    # sentence from every spell ending "… Exile CARDNAME.".
    "exile CARDNAME, then a sentence that amends it": ("Anurid Brushhopper", "Ill-Gotten Gains"),
    # Branch h5-tE: "Threshold — <selector> get …" (threshold_anthems) beside "Threshold — <clause> instead if …"
    # (threshold_instead) and the selector's "get +N/+N until end of turn" clause.
    "threshold anthem / threshold instead": ("Nut Collector", "Divine Sacrament", "Cabal Ritual"),
    # "… gets +N/+N until end of turn unless any player pays {2}" (any_player_pays) beside the plain pump.
    "pump unless any player pays / pump": ("Wild Might", "Nakaya Shade", "Giant Growth"),
    # "Destroy all X or all Y" (either_mass_destroy), "destroy all X you control" (kicked_instead) beside
    # "Destroy all X." and "Destroy all other X." (mass_destroy).
    "destroy all either / yours / all": ("Essence Filter", "Catastrophe", "Desolation Angel", "Wrath of God",
                                         "Armageddon", "Tranquil Grove"),
    # "If it was kicked, … instead." (kicked_instead) beside "When CARDNAME enters the battlefield, if it was
    # kicked, …" (triggers.py).
    "kicked instead / if it was kicked": ("Desolation Giant", "Sunscape Battlemage"),
    # "Destroy target creature if it's white. A creature destroyed this way can't be regenerated."
    # (conditional_destroy through spells.lark's "if it's COLOR") beside Hydroblast's permanent.
    "destroy if it's a color": ("Soul Rend", "Blue Elemental Blast", "Hydroblast"),
    # "sacrifice a land and …" / "sacrifice CARDNAME and …" (joined_clauses) and "Sacrifice any number of …"
    # (sacrifice_any) beside "Target player sacrifices a creature.".
    "sacrifice and / any number / a": ("Phyrexian War Beast", "Planar Collapse", "Renounce", "Diabolic Edict"),
    # "Exile two target … creatures." (two_exiles, NUMWORD) beside the cost "Exile two cards from your graveyard".
    "exile two targets / exile two cards cost": ("Ashes to Ashes", "Psychatog", "Sarcatog"),
    # "CARDNAME deals X damage to that player, where X is …" (untapped_land_damage through spells_x_instruction)
    # beside every "deals X damage" spell.
    "where X is untapped lands / deals X damage": ("Citadel of Pain", "Blaze", "Earthquake", "Drain Life"),
}


@pytest.mark.parametrize("name", [n for names in PAIRS.values() for n in names])
def test_both_families_of_each_pair_compile_fully(name: str) -> None:
    card, compiled = compiled_card_def(load_pool().get(name))
    assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_rage_weaver_may_target_only_a_black_or_green_creature() -> None:
    """CR 105.2: "black or green" is either color; a red creature is not a legal target."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    weaver = s.battlefield(0, "Rage Weaver")
    black = s.battlefield(1, "Scathe Zombies")
    green = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Raging Goblin")
    s.pool(0, "{2}")
    g = s.start()
    activate(g, weaver, 0)
    choices = {a.target for a in g.legal_actions() if isinstance(a, ChooseTarget)}
    assert choices == {("object", black), ("object", green)}


def test_coral_reef_sacrifices_an_island_for_two_polyp_counters() -> None:
    """CR 122.1: "Put two polyp counters on CARDNAME" puts two named counters; the Island is the cost."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    reef = s.battlefield(0, "Coral Reef")
    island = s.battlefield(0, "Island")
    g = s.start()
    activate(g, reef, 0, costs=[island])
    resolve_stack(g)
    assert (obj(g, reef).counters or {}).get("polyp", 0) == 2
