"""Every kind of decision the engine waits for, as one enum.

The values are the strings saved games and the JSON views have always used, so a game stored before
the enum existed loads unchanged and a ``str`` comparison (``pending.kind == "priority"``) still
holds. The rules for answering each kind live in :mod:`oldframe.rules.decisions.table`.
"""

from __future__ import annotations

from enum import StrEnum


class DecisionKind(StrEnum):
    """What a pending :class:`~oldframe.rules.state.Decision` asks for (and who answers is its
    ``player``). Grouped as the table groups them: starting the game, priority, announcing a spell
    or ability, combat, turn-based actions and state-based actions, and choices made while a spell or
    ability resolves."""

    # -- starting the game (CR 103.4-103.5; 2003: 101.4-101.5)
    MULLIGAN = "mulligan"  #: keep or mulligan
    LONDON_BOTTOM = "london_bottom"  #: London mulligan: a card to put on the bottom (CR 103.5)
    # -- priority (CR 117; 2003: 408)
    PRIORITY = "priority"  #: pass, play a land, cast, activate, special actions
    # -- announcing a spell or ability (CR 601.2, 602.2; 2003: 409.1)
    TARGET = "target"  #: a target for the spell or ability being announced (CR 601.2c)
    COST_CHOICE = "cost_choice"  #: what to sacrifice, discard, remove, return, tap or pitch as a cost
    CHOOSE_MODE = "choose_mode"  #: the mode of a modal spell (CR 601.2b, 700.2; 2003: 409.1b)
    ANNOUNCE_X = "announce_x"  #: the value of X, or how many counters to remove (CR 107.3, 601.2b)
    TARGET_COUNT = "target_count"  #: how many of "up to N" targets will be chosen (CR 601.2c)
    DIVIDE = "divide"  #: how much of a divided amount the next target gets (CR 601.2d; 2003: 409.1d)
    # -- combat (CR 508-510; 2003: 308-310)
    ATTACKERS = "attackers"  #: declare attackers (and attacking bands)
    BLOCKERS = "blockers"  #: declare blockers
    DAMAGE_ASSIGNMENT = "damage_assignment"  #: how an attacker divides its combat damage (CR 510.1c)
    # -- turn-based actions, triggers, state-based actions, replacement effects
    MAY_UNTAP = "may_untap"  #: "you may choose not to untap" (CR 502.3)
    UNTAP_CHOICE = "untap_choice"  #: which permanent untaps when a limit holds some back (Winter Orb; CR 502.3)
    SKIP_TURN = "r_skip_turn"  #: Time Vault: skip this turn instead (CR 614.10; 2003: 419.1b)
    DISCARD_TO_HAND_SIZE = "discard_to_hand_size"  #: cleanup discard (CR 514.1; 2003: 314.1)
    TRIGGER_ORDER = "trigger_order"  #: which waiting triggered ability goes on the stack next (CR 603.3b)
    LEGEND_KEEP = "legend_keep"  #: the legend rule: which one stays (CR 704.5j; 2003: 420.5e)
    REPLACEMENT_ORDER = "replacement_order"  #: which prevention/replacement effect applies first (CR 616.1)
    ENTRY_CHOICE = "entry_choice"  #: "as it comes into play, choose …" for a permanent put into play
    # -- choices made while a spell or ability resolves (CR 608.2d; 2003: 413.2c)
    MAY = "may"  #: a "you may" yes/no (CR 603.5; 2003: 410.5)
    CHOOSE_CREATURE_TYPE = "choose_creature_type"  #: a creature type
    CHOOSE_COLOR = "choose_color"  #: a color (W, U, B, R, G)
    CHOOSE_WORD = "choose_word"  #: a word from a list: a text change's words, a card name
    CHOOSE_X = "choose_x"  #: a number chosen on resolution ("you may pay {X}", "up to N")
    CHOOSE_OPPONENT = "r_choose_opponent"  #: an opponent (Fact or Fiction's pile maker)
    SACRIFICE = "sacrifice"  #: which permanent to sacrifice (CR 701.17)
    DISCARD = "discard"  #: which card to discard (CR 701.8)
    PICK = "pick"  #: an object from a list, or (if ``optional``) nothing
    COPY_CHOICE = "copy_choice"  #: "you may have it come into play as a copy of any creature"
    WISH = "wish"  #: a card from outside the game, or nothing
    NEW_TARGET = "new_target"  #: a new target for a copy (CR 707.10c; 2003: 503.10)
    # -- the Magical War variant (docs/magical-war.md; answered by rules/magical_war, plugged in by
    # rules/features.py, so the core table leaves them out: VARIANT_KINDS)
    MW_INITIAL_ROUND = "mw_initial_round"  #: MW 2.3: a zero-cost nonland card into play, or done
    MW_PIPELINE_SETUP = "mw_pipeline_setup"  #: MW 2.4: a card from hand to the new pipeline
    MW_PIPELINE_ADD = "mw_pipeline_add"  #: MW 3.3: a card from hand to the end of the pipeline
    MW_PIPELINE_CAST = "mw_pipeline_cast"  #: MW 3.3: cast the spell turned up, or let it go
    MW_LAST_GASP = "mw_last_gasp"  #: MW 4.1: an eliminated player's instants, sorceries and attack
    MW_RETARGET = "mw_retarget"  #: MW 6.1: Black Vise / The Rack may choose another opponent


#: Decision kinds a variant answers (its rules join ``extensions.DECISION_RULES`` in rules/features.py).
VARIANT_KINDS: frozenset[DecisionKind] = frozenset(k for k in DecisionKind if k.value.startswith("mw_"))
