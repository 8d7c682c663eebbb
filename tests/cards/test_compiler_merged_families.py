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
    # The card adjective "permanent" (graveyard_permanents.py: "target Dragon permanent card") against the
    # target noun "permanent" (tkind); "enchant creature card in a graveyard" against "enchant creature".
    "permanent card / target permanent": ("Bladewing the Risen", "Vindicate", "Animate Dead", "Pacifism"),
    # Families of the mana-and-costs branch (tM) that begin with an old family's words:
    # "Sacrifice a Cleric creature" (sacrificed_kinds.lark) against "Sacrifice a Goblin" (k_subtype);
    "sacrifice a <type> creature / sacrifice a <type>": ("Starlit Sanctum", "Airdrop Condor", "Soldevi Adnate",
                                                         "Siege-Gang Commander"),
    # "Any player may activate this ability." (any_player.lark, a sentence) against "any target";
    # "CARDNAME loses flying until end of turn" against the Licid's "CARDNAME loses this ability …";
    "any player may activate / any target / CARDNAME loses": ("Ribbon Snake", "Samite Sanctuary", "Prodigal Sorcerer",
                                                              "Dominating Licid"),
    # "target Wizard you control" (subtype_targets.lark) against "target Wall" (spells.lark);
    "target <type> you control / target <type>": ("Riptide Laboratory", "Ali Baba"),
    # "gains flying and shroud" (keyword_pairs.lark) against "gains flying" (oracle.lark);
    "gains two keywords / gains one": ("Grotesque Hybrid", "Warped Researcher", "Advance Scout"),
    # "Whenever a Forest is tapped for mana" / "… you tap a land …" against "Whenever a player taps an Island";
    # Prison Barricade's quoted ability against the kicked counters "and with haste" (oracle.lark);
    "tapped for mana, land / land type": ("Vernal Bloom", "Mirari's Wake", "Scald", "Wild Growth"),
    "kicked: and with a quoted ability / and with a keyword": ("Prison Barricade", "Pouncing Kavu", "Ardent Soldier"),
    # The library families of issue #10 share their first words with older rules; each takes a different
    # word after the shared prefix, so both sides keep compiling:
    # "search your library for" a search_for quality / "X cards" / "any number of …" / "and graveyard"
    "library search / stacked searches": ("Demonic Tutor", "Vampiric Tutor", "Goblin Matron",
                                          "Goblin Recruiter", "Insidious Dreams", "Doomsday"),
    # "look at the top N cards of your library." then "put …" / "as many times as you choose …"
    "Impulse's look / Lim-Dûl's Vault's loop": ("Impulse", "Lim-Dûl's Vault"),
    # "search target player's library for" NUMWORD "cards" / "a card"
    "searching another library: N cards / a card": ("Jester's Cap", "Extract", "Rootwater Thief"),
    # "reveal cards from the top of your library until you reveal a" basic land / nonland card
    "reveal until a quality / reveal until nonland": ("Hermit Druid", "Goblin Machinist", "Erratic Explosion"),
    # "you may play lands and cast spells from" your graveyard / the top of your library
    "play from the graveyard / from the top": ("Yawgmoth's Agenda", "Future Sight"),
    # "you may put a" creature card / Goblin permanent card / basic land card "from your hand"
    "put from hand: creature / subtype / card type": ("Elvish Piper", "Goblin Lackey", "Firebrand Ranger"),
    # "cast this spell only during" a combat step / your turn; "only if …"
    "cast timing / cast conditions": ("Assassin's Blade", "Skyshroud Condor"),
    # _SR_NEXT_TIME "a source of your choice would …" / "you would draw a card this turn"
    "chosen-source shield / next draw replaced": ("Circle of Protection: Red", "Words of Worship"),
    # "domain —" a mechanics body / Worldly Counsel's look
    "Domain spells / Domain look": ("Tribal Flames", "Worldly Counsel"),
    # "each player chooses" from among … / a number of …
    "Cataclysm / Balancing Act": ("Cataclysm", "Balancing Act"),
    # trigger_word "," "if" an upkeep condition / "an opponent controls N or more creatures"
    "upkeep intervening-ifs": ("Land Tax", "Sarcomancy", "Defense of the Heart"),
    # "Creatures with flying don't untap …" (untap_groups.py) written out after "creatures" so that
    # "Creatures without flying can't attack you." keeps its selector; "Red creatures don't untap …" too.
    "untap groups / creature selectors": ("Wrath of Marit Lage", "Intruder Alarm", "Form of the Dragon"),
    # "Creatures without flying don't untap …" (paid_untaps.lark) spells "flying" as the literal word, as
    # "Creatures without flying can't attack you." does: a KW there would take the word from it.
    "creatures without flying: untap / attack": ("Mudslide", "Form of the Dragon"),
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
