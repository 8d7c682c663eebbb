"""What a triggered ability waits for (``Trigger.event``, CR 603.2): one member per trigger event.

A ``StrEnum``, so each member is also its old string (``TriggerEvent.DIES == "dies"``): card
definitions rendered or saved before keep their meaning, and JSON holds the same words. The engine
matches members against typed game events in :mod:`oldframe.rules.triggers` (and the matchers it
registers); the compiler in ``cards/compiler`` picks them from Oracle wording.
"""

from __future__ import annotations

from enum import StrEnum


class TriggerEvent(StrEnum):
    """Trigger events, grouped by what happens; "CARDNAME" is the object with the ability."""

    # -- zone changes (CR 603.6, 603.10a; 2003: 410.10) --
    COMES_INTO_PLAY = "comes_into_play"  # CARDNAME comes into play
    ANOTHER_CREATURE_COMES_INTO_PLAY = "another_creature_comes_into_play"
    CREATURE_ENTERS = "creature_enters"  # a creature (with filters) comes into play
    DIES = "dies"  # CARDNAME is put into a graveyard from play
    ETB_OR_DIES = "etb_or_dies"  # comes into play or dies
    LEAVES_PLAY = "leaves_play"
    CREATURE_DIES = "creature_dies"  # a creature (yours or any) dies
    CREATURE_PUT_INTO_GRAVEYARD_FROM_PLAY = "creature_put_into_graveyard_from_play"
    DAMAGED_CREATURE_DIES = "damaged_creature_dies"  # dealt damage by CARDNAME this turn, then dies
    #: "When CARDNAME is put into your graveyard from your library" (Gaea's Blessing): works from the
    #: graveyard (CR 603.6c; rules.atoms.graveyard_targets)
    PUT_INTO_GRAVEYARD_FROM_LIBRARY = "put_into_graveyard_from_library"
    ENCHANTED_DIES = "enchanted_dies"  # the creature an Aura enchants dies (CR 603.10a)
    #: a spell or ability an opponent controls destroys a permanent you control (CR 701.7; Karmic Justice)
    DESTROYED_BY_OPPONENT = "destroyed_by_opponent"
    #: "Whenever enchanted land is tapped for mana" (Wild Growth): a triggered mana ability (CR 605.1b)
    #: that never uses the stack: ``extensions.MANA_RIDERS`` adds its mana (rules.atoms.tapped_for_mana)
    ENCHANTED_TAPPED_FOR_MANA = "enchanted_tapped_for_mana"
    #: "Whenever a player taps an Island for mana" (Scald; filters "subtype:Island", whose "opponent")
    TAPS_FOR_MANA = "taps_for_mana"
    #: "Whenever CARDNAME or another Cleric dies" (Rotlung Reanimator; filters "subtype:Cleric"): deaths at
    #: the same time see each other (CR 603.10a; rules.atoms.type_deaths)
    SELF_OR_TYPE_DIES = "self_or_type_dies"
    #: "When a creature is put into an opponent's graveyard from the battlefield" (Lurking Skirge): the
    #: creature's owner is an opponent (CR 404.1, 700.4; rules.atoms.type_deaths)
    CREATURE_TO_OPPONENT_GRAVEYARD = "creature_to_opponent_graveyard"
    #: "Whenever a Cleric creature you control becomes the target of a spell or ability" (Daru Spiritualist;
    #: filters "subtype:Cleric"; rules.atoms.type_targeted)
    TYPE_YOURS_BECOMES_TARGET = "type_yours_becomes_target"
    #: "At the beginning of each of your main phases" (Carpet of Flowers; rules.atoms.main_phase_mana)
    YOUR_MAIN_PHASE = "your_main_phase"
    #: "Whenever a creature enters the battlefield under your control" (Aura Shards; rules.atoms.entering_permanents)
    CREATURE_ENTERS_YOURS = "creature_enters_yours"
    #: "Whenever a land enters the battlefield" (Ankh of Mishra; rules.atoms.entering_permanents)
    LAND_ENTERS = "land_enters"
    #: "Whenever CARDNAME becomes the target of a spell [or ability], that spell's controller …" (Forsaken
    #: Wastes, Lava Runner; filters "spell" or "spell_or_ability"; rules.atoms.targeted_punishers): the event's
    #: player is the controller of the spell or ability
    TARGETED_BY = "targeted_by"
    CARD_TO_GRAVEYARD = "card_to_graveyard"  # a card is put into a graveyard from anywhere (CR 404.2)
    # -- steps (CR 503, 504, 513; 2003: 303, 304, 313) --
    UPKEEP_BEGINS = "upkeep_begins"
    #: "At the beginning of your upkeep, … return CARDNAME from your graveyard …" (Squee, Nether Spirit):
    #: an ability that works only while its card is in the graveyard (CR 113.6k; rules.atoms.graveyard_returns)
    UPKEEP_FROM_GRAVEYARD = "upkeep_from_graveyard"
    #: "At the beginning of the end step, if CARDNAME is in your graveyard with a creature card directly above
    #: it, …" (Krovikan Horror): the same, at every end step (rules.atoms.graveyard_end_steps)
    END_STEP_FROM_GRAVEYARD = "end_step_from_graveyard"
    #: "When a creature with mana value 6 or greater enters the battlefield, you may return CARDNAME from your
    #: graveyard …" (Dragon Breath): works only from the graveyard (CR 113.6k; rules.atoms.graveyard_auras)
    BIG_CREATURE_ENTERS_FROM_GRAVEYARD = "big_creature_enters_from_graveyard"
    CHOSEN_PLAYER_UPKEEP = "chosen_player_upkeep"
    ENCHANTED_CONTROLLER_UPKEEP = "enchanted_controller_upkeep"
    DRAW_STEP_BEGINS = "draw_step_begins"
    END_OF_TURN = "end_of_turn"
    END_STEP_IF = "end_step_if"  # end step with an intervening-if (CR 603.4)
    # -- damage (CR 120, 510) --
    DEALS_DAMAGE = "deals_damage"
    DEALS_DAMAGE_TO_PLAYER = "deals_damage_to_player"
    DEALS_DAMAGE_TO_OPPONENT = "deals_damage_to_opponent"
    DEALS_DAMAGE_TO_CREATURE = "deals_damage_to_creature"
    DEALS_COMBAT_DAMAGE = "deals_combat_damage"
    DEALS_COMBAT_DAMAGE_TO_PLAYER = "deals_combat_damage_to_player"
    DEALS_COMBAT_DAMAGE_TO_CREATURE = "deals_combat_damage_to_creature"
    DEALT_DAMAGE = "dealt_damage"
    DEALT_COMBAT_DAMAGE = "dealt_combat_damage"
    ENCHANTED_DEALS_DAMAGE = "enchanted_deals_damage"
    # -- combat (CR 508.3a, 509.3; 2003: 410.9, 309.5) --
    ATTACKS = "attacks"
    ATTACKS_ALONE = "attacks_alone"
    ATTACKS_UNBLOCKED = "attacks_unblocked"
    ATTACKS_OR_BLOCKS = "attacks_or_blocks"
    CREATURE_ATTACKS = "creature_attacks"
    BLOCKS = "blocks"
    BLOCKS_CREATURE = "blocks_creature"
    CREATURE_BLOCKS = "creature_blocks"
    BECOMES_BLOCKED = "becomes_blocked"
    TYPE_BECOMES_BLOCKED = "type_becomes_blocked"  # "Whenever a Sliver becomes blocked": once per such attacker
    BLOCKED_BY = "blocked_by"
    BLOCKED_BY_CREATURE = "blocked_by_creature"
    BLOCKED_BY_CREATURE_WITHOUT = "blocked_by_creature_without"  # flanking (2003: 502.3a)
    BLOCKS_OR_BECOMES_BLOCKED = "blocks_or_becomes_blocked"
    BLOCKS_OR_BLOCKED_BY = "blocks_or_blocked_by"  # once per such creature
    BLOCKS_OR_BLOCKED_BY_ONE = "blocks_or_blocked_by_one"  # once, however many
    # -- tapping (CR 701.21) --
    BECOMES_TAPPED = "becomes_tapped"  # CARDNAME becomes tapped, for a cost, by an effect or attacking
    ENCHANTED_BECOMES_TAPPED = "enchanted_becomes_tapped"  # "When enchanted land becomes tapped" (Kudzu)
    ENCHANTED_DEALT_DAMAGE = "enchanted_dealt_damage"  # "When enchanted creature is dealt damage" (Frozen Solid)
    # -- spells, abilities and cards (CR 601.2i, 702) --
    CASTS_SPELL = "casts_spell"
    WHEN_CASTS = "when_casts"
    STORM = "storm"  # CR 702.40 (2003: 502.30)
    BECOMES_TARGET = "becomes_target"
    ENCHANTED_BECOMES_TARGET = "enchanted_becomes_target"
    CYCLES = "cycles"  # any player cycles a card
    YOU_CYCLE_THIS = "you_cycle_this"  # CR 702.29c (2003: 502.18a)
    TURNED_FACE_UP = "turned_face_up"  # CARDNAME (CR 702.37f; 2003: 502.26e)
    PERMANENT_TURNED_FACE_UP = "permanent_turned_face_up"
    PLAYS_LAND = "plays_land"
    DRAWS_CARD = "draws_card"
    DISCARDS_CARD = "discards_card"
    #: "Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from the
    #: battlefield" (Sacred Ground; atoms.graveyard_triggers)
    LAND_TO_GRAVEYARD_BY_OPPONENT = "land_to_graveyard_by_opponent"
    #: "Whenever a spell or ability an opponent controls causes you to discard a card" (Spiritual Focus)
    DISCARDED_BY_OPPONENT = "discarded_by_opponent"
    #: "When a spell or ability an opponent controls causes you to discard CARDNAME" (Guerrilla Tactics, Sand
    #: Golem): the discarded card triggers from its new zone (CR 603.6c; rules.atoms.discard_triggers)
    DISCARDED_SELF_BY_OPPONENT = "discarded_self_by_opponent"
    #: "Whenever a spell you've cast is countered" (Multani's Presence; atoms.graveyard_triggers)
    YOUR_SPELL_COUNTERED = "your_spell_countered"
    # -- states (CR 603.8; 2003: 410.11) --
    STATE = "state"
    # -- the Power Nine and friends (rules.atoms.restricted) --
    R_YOU_DISCARD = "r_you_discard"  # Necropotence
    R_YOU_PLAY_LAND = "r_you_play_land"  # Fastbond
