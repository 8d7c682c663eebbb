"""The engine's extension points: where a feature (an atom family, a card-specific rule) plugs into the
core rules without the core importing it.

Each point is a typed list of callables, named for the rule it extends and folded by the core in a
fixed, documented way (first answer wins, all must agree, or each one transforms the value in turn).
The lists are filled in one visible place, :mod:`oldframe.rules.features`, in the order written there;
no feature registers itself by being imported somewhere else. The core (state, zones, turn, stack,
combat, state-based actions, layers) imports this module and never a feature module; the import
contracts in ``.importlinter`` check it.

An empty point changes nothing: with no features the core plays the bare 2003 rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from oldframe.rules.actions import Action
    from oldframe.rules.decisions.kinds import DecisionKind
    from oldframe.rules.decisions.rule import DecisionRule
    from oldframe.rules.events import Cycled, Event
    from oldframe.rules.mana import ManaCost, ManaSource, Payment
    from oldframe.rules.model.cards import ActivatedAbility, Behaviour, CardDef, TriggeredAbility
    from oldframe.rules.state import Decision, GameState, Obj, StackItem, Step, VariantState, Zone

Mana = tuple[int, int, int, int, int, int]

#: Set by :func:`oldframe.rules.features.register`; the engine refuses to run a game without it.
PLUGGED_IN = False

#: Cost increases and reductions of activated abilities (CR 602.2b, 601.2f; 2003: 409.1f): each
#: transforms the mana ``player`` pays to activate ``source``'s ability in turn.
ABILITY_COST: list[Callable[[GameState, int, Obj, ActivatedAbility, ManaCost], ManaCost]] = []

#: What a land tapped for mana produces instead (CR 106.6, 614.1a; Contamination): the replacement
#: mana, or None. Read by the payment solver's sources and as a land's {T} mana ability resolves.
LAND_MANA: list[Callable[[GameState, Obj], Mana | None]] = []
#: Triggered mana abilities (CR 605.1b, 605.4a; 2003: 406.1): "Whenever enchanted land is tapped for mana,
#: its controller adds an additional {G}". Each point gives, for the state as it is, the additional mana
#: each permanent adds when tapped for mana, by object id; it resolves at once, so the payment solver
#: counts it.
MANA_RIDERS: list[Callable[[GameState], dict[int, Mana]]] = []
#: Triggered mana abilities that add "one mana of any type that land produced" (CR 605.1b; Mirari's Wake,
#: Mana Flare): for the state as it is, how many such mana each land adds when tapped for mana, by object
#: id. Read where ``MANA_RIDERS`` is (a hot path: a point answers from a cache when nothing has one).
MANA_ECHOES: list[Callable[[GameState], dict[int, int]]] = []
#: The rest of such a triggered mana ability, done as the land is tapped for mana (it resolves at once, CR
#: 605.4a): "…, and CARDNAME deals 1 damage to the player." (Overabundance). Called with the player and the land.
TAPPED_FOR_MANA: list[Callable[[GameState, int, int], None]] = []

#: Activated abilities a card's own effects grant the permanent they change (CR 613.1f, layer 6): "CARDNAME
#: becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn." (Spawning
#: Pool). Each point lists them for a card's behaviour, in a fixed order: ``rules.granted`` numbers them so
#: an effect (and a saved game) names one by its place in that list.
EFFECT_GRANTED: list[Callable[[Behaviour], tuple[ActivatedAbility, ...]]] = []

#: Activation restrictions that feature families define, by the part of ``ActivatedAbility.restriction``
#: before ":" (CR 602.5b; 2003: 403.5): whether ``player`` may activate ``obj``'s ability now.
ACTIVATION_RESTRICTIONS: dict[str, Callable[[GameState, int, Obj, ActivatedAbility], bool]] = {}

# -- a permanent spell resolving (CR 608.3; 2003: 413.2f) ------------------------------------------
#: "As CARDNAME enters the battlefield, choose …" (CR 614.12; 2003: 410.10e): the first point that
#: asks a question stops resolution until it is answered.
ENTRY_CHOICES: list[Callable[[GameState, StackItem], Decision | None]] = []
#: "Artifacts and lands enter the battlefield tapped." (Root Maze, Kismet; CR 614.1c, 614.12): whether a
#: permanent just put onto the battlefield enters tapped because of another permanent; any point says so.
ENTERS_TAPPED: list[Callable[[GameState, Obj], bool]] = []
#: "… can attack as though it didn't have defender" (CR 702.3b; 2003: 308.1 for Walls): any point that says so
#: lets a creature with defender, or a Wall, attack.
DEFENDER_IGNORED: list[Callable[[GameState, Obj], bool]] = []
#: Replacements applied just before the permanent moves onto the battlefield (CR 614.1c).
BEFORE_ENTERING: list[Callable[[GameState, StackItem], None]] = []
#: What the permanent's spell leaves on it as it enters: chosen values, kicker, X counters
#: (CR 614.1c, 702.33d, 107.3); called in order with the new object's id.
AFTER_ENTERING: list[Callable[[GameState, StackItem, int], None]] = []
#: The copiable values of an object — its name and definition (CR 707.2; 2003: 503.1); the first
#: point answers (the copy-effect atoms).
COPIABLE: list[Callable[[GameState, int], tuple[str, object]]] = []
#: Where a spell goes as it leaves the stack if not its owner's graveyard (flashback, buyback;
#: CR 702.34a, 702.27a): the first answer wins; ``resolved`` is False when it is countered.
LEAVE_STACK: list[Callable[[StackItem, bool], Zone | None]] = []
#: Delayed (and other feature-made) triggered abilities a feature resolves itself (True: done; a
#: Decision: ask it, the answer goes to the item's ``choices`` and the point is called again).
DELAYED_RESOLUTION: list[Callable[[GameState, StackItem], bool | Decision]] = []
#: A choice a feature's delayed triggered ability asks as it resolves ("draw up to two cards", CR
#: 608.2d): the first question wins; asked again until every point answers None.
DELAYED_CHOICES: list[Callable[[GameState, StackItem], Decision | None]] = []
#: Choices a replacement asks before cards return to the battlefield from elsewhere (CR 614.12).
RETURN_CHOICES: list[Callable[[GameState, StackItem, list[int], int], Decision | None]] = []

# -- zones --------------------------------------------------------------------------------------------
#: A card was exiled while a spell or ability resolves: linked abilities remember it (CR 607.2a).
EXILED_WHILE_RESOLVING: list[Callable[[GameState, int], None]] = []
#: A permanent is leaving the battlefield, still attached to and attached by what it was (CR 603.10a:
#: leaves-the-battlefield abilities look back; "When enchanted creature dies").
LEAVING_BATTLEFIELD: list[Callable[[GameState, Obj], None]] = []
#: A draw replaced by something else (CR 614.1a; 2003: 419.6a): True if the point replaced it.
DRAW_REPLACEMENTS: list[Callable[[GameState, int], bool]] = []
#: A spell on the stack that can't be countered because of something else in play ("Creature spells can't be
#: countered.", Gaea's Herald; CR 101.2): (state, the spell's object) → True if it can't be.
UNCOUNTERABLE: list[Callable[[GameState, Obj], bool]] = []
#: Life a player would gain, replaced (CR 614.1a; 2003: 419.6a): True if the point replaced the gain
#: ("that player gains no life instead"), so no life is gained and no event says so.
LIFE_GAIN_REPLACEMENTS: list[Callable[[GameState, int, int], bool]] = []

# -- the turn ---------------------------------------------------------------------------------------
#: A replacement that may skip a player's whole turn asks its controller first (CR 614.10;
#: 2003: 419.1b); the first question wins.
SKIP_TURN: list[Callable[[GameState, int], Decision | None]] = []
#: "You skip your next turn" (CR 614.10; 2003: 419.1b): True if the player's turn is skipped (the point
#: uses the skip up), checked before any skip a player may choose.
TURN_SKIPPED: list[Callable[[GameState, int], bool]] = []
#: "Skip your … step" (CR 614.10): True if any point skips the step.
SKIP_STEP: list[Callable[[GameState, Step], bool]] = []
#: Turn-based actions at the start of the untap step, before permanents untap (phasing, CR 502.1).
UNTAP_STEP_BEGINS: list[Callable[[GameState], None]] = []
#: "… doesn't untap during your untap step" beyond the plain static (CR 502.3): True holds it tapped.
UNTAP_RESTRICTIONS: list[Callable[[GameState, Obj], bool]] = []
#: Choices the untap step asks before untapping (CR 502.3; 2003: 302.1): "players can't untap more than one
#: land" (Winter Orb) asks which; each point returns the next decision, or None when it has nothing to ask.
UNTAP_CHOICES: list[Callable[[GameState], Decision | None]] = []
#: Maximum hand size (CR 402.2; 2003: 402.2): each point transforms the limit; None means no limit.
HAND_SIZE: list[Callable[[GameState, int, int | None], int | None]] = []

# -- casting and paying (CR 601.2; 2003: 409.1) --------------------------------------------------------
#: Cost increases and reductions (CR 601.2f; 2003: 409.1f): each point transforms the cost.
SPELL_COST: list[Callable[[GameState, int, CardDef, ManaCost, bool], ManaCost]] = []
#: The index of a spell's first target that only a kicked spell has (2003: 502.21), if any.
KICKER_ONLY_TARGET: list[Callable[[CardDef], int | None]] = []
#: Mana an "add one mana of the chosen color" ability makes now (CR 614.12): first point answers.
CHOSEN_COLOR_MANA: list[Callable[[GameState, int], Mana]] = []
#: Paying part of a mana cost with life while mana abilities may be activated (Channel, CR 605.3a):
#: how much life it would take (None: it can't), and the payment it makes.
LIFE_FOR_MANA: list[Callable[[GameState, int, ManaCost, list[ManaSource]], int | None]] = []
LIFE_PAYMENT: list[Callable[[GameState, int, ManaCost, list[ManaSource]], Payment | None]] = []
#: Parts of an alternative cost paid after mana (life, cards from hand; 2003: 409.1f): the first
#: question wins.
EXTRA_COSTS: list[Callable[[GameState, StackItem], Decision | None]] = []
#: How many targets a spell will have, announced before they are chosen, where a feature sets its own
#: limits ("any number of targets" for divided damage, CR 601.2c; 2003: 409.1c): the first question wins.
TARGET_COUNTS: list[Callable[[GameState, StackItem], Decision | None]] = []
#: How an amount is divided among the chosen targets, announced after them and before costs are paid
#: (CR 601.2d; 2003: 409.1d): the first question wins.
DIVISIONS: list[Callable[[GameState, StackItem], Decision | None]] = []
#: "Until end of turn" effects end in the cleanup step (CR 514.2; 2003: 314.1b): what a feature undoes
#: then (control gained until end of turn goes back), called before those effects are removed.
UNTIL_END_OF_TURN_ENDS: list[Callable[[GameState], None]] = []
#: A spell became cast (CR 601.2i): counted per player, storm triggers (CR 702.40).
AFTER_CAST: list[Callable[[GameState, StackItem], None]] = []
#: An additional cost that gives life to chosen players (CR 118.9).
GIVE_LIFE: list[Callable[[GameState, StackItem, list[int]], None]] = []
#: Whether a player is forbidden to activate an activated ability ("can't activate abilities that
#: aren't mana abilities", CR 602.5): any point that says so forbids it.
ABILITY_BANS: list[Callable[[GameState, int, ActivatedAbility], bool]] = []

# -- characteristics and targets --------------------------------------------------------------------
#: Target kinds beyond card types, by the words the target requirement uses (CR 115.1).
TARGET_KINDS: dict[str, Callable[[GameState, Obj], bool]] = {}
#: "Damage can't be prevented this turn." (CR 615.12): any point that says so makes all damage unpreventable.
DAMAGE_UNPREVENTABLE: list[Callable[[GameState], bool]] = []
#: Protection (CR 702.16; 2003: 502.7): whether an object's protection covers a source with these
#: colors, ignoring ``exempt`` colors; targeting, blocking, damage and enchanting ask (any point).
PROTECTS: list[Callable[[GameState, Obj, int, frozenset[str], frozenset[str]], bool]] = []
#: Colors an object can't be the target of spells and abilities of (CR 702.16b-like statics).
UNTARGETABLE_COLORS: list[Callable[[Obj], frozenset[str]]] = []
#: "You can't be the target of spells or abilities" (CR 702.18; 2003: 502.4 for players).
PLAYER_SHROUD: list[Callable[[GameState, int], bool]] = []
#: Requirements on a target player beyond "opponent" (CR 115.1; 2003: 409.1c): each point gets the
#: state, the player and one of the spec's filters, and answers None for a filter it doesn't know
#: ("who controls more creatures than they do", Oath of Druids).
PLAYER_TARGET_FILTERS: list[Callable[[GameState, int, str], bool | None]] = []
#: Who chooses the targets of a triggered ability when that isn't its controller ("that player chooses
#: target player …", Oath of Druids; CR 603.3d): the first answer that isn't None.
TARGET_CHOOSER: list[Callable[[GameState, StackItem], int | None]] = []
#: Target requirements a spell or ability on the stack meets by what it is doing, not by its card
#: ("target spell with a single target", "… that targets a land you control"; CR 115.1, 115.7):
#: by the ``TargetSpec.filters`` kind, whether ``item`` passes ``arg`` for the player choosing.
STACK_TARGET_FILTERS: dict[str, Callable[[GameState, StackItem, str, int], bool]] = {}

# -- combat and damage ----------------------------------------------------------------------------------
#: "… may assign its combat damage as though it weren't blocked" (CR 510.1c).
ASSIGNS_AS_UNBLOCKED: list[Callable[[Obj], bool]] = []
#: Damage was dealt to a player (remembered for "damage dealt this turn"; 2003 glossary "Damage").
DAMAGE_TO_PLAYER: list[Callable[[GameState, int, int], None]] = []
#: A card being discarded goes elsewhere instead (madness, 2003: 502.24; CR 616.1): True if replaced.
DISCARD_REPLACEMENTS: list[Callable[[GameState, int, int], bool]] = []
#: Attacking creatures blocked together with ``attacker`` (a band, CR 702.22h; 2003: 502.10e).
ATTACKER_GROUP: list[Callable[[GameState, int], list[int]]] = []
#: An already-blocking creature may block another attacker (CR 509.1a; 2003: 309.2a).
BLOCKS_MORE: list[Callable[[GameState, Obj], bool]] = []
#: Whether ``blocker`` blocks ``attacker`` through a further block, and recording one.
ALSO_BLOCKS: list[Callable[[GameState, int, int], bool]] = []
ADD_BLOCK: list[Callable[[GameState, int, int], None]] = []
#: Blockers of an attacker through further blocks, and the further attackers a blocker blocks.
EXTRA_BLOCKERS: list[Callable[[GameState, int], list[int]]] = []
EXTRA_BLOCKED: list[Callable[[GameState, int], list[int]]] = []
#: The defending player divides an attacker's damage among its blockers (CR 702.22j; 2003: 502.10h).
DEFENDER_ASSIGNS: list[Callable[[GameState, int], bool]] = []
#: The attacking player divides a blocker's damage among the creatures it blocks (CR 702.22k).
ATTACKER_ASSIGNS_FOR: list[Callable[[GameState, int], bool]] = []
#: Combat damage other creatures already assigned to a blocker this step (2003: 502.9f).
ASSIGNED_THIS_STEP: list[Callable[[GameState, int], int]] = []
#: "Damage can't reduce your life total below 1" without a creature (CR 614.1a).
LIFE_FLOOR: list[Callable[[GameState, int], bool]] = []

# -- state-based actions and their companions (CR 704; 2003: 420) ----------------------------------------
#: A choice owed before state-based actions look at a permanent put onto the battlefield by an
#: effect (CR 614.12): the first question wins.
ENTRY_CHOICE_DUE: list[Callable[[GameState], Decision | None]] = []
#: Checks made as often as state-based actions (durations that end, control Auras, CR 611.2b,
#: 613.1b); True if anything happened.
ALONG_WITH_SBA: list[Callable[[GameState], bool]] = []
#: Qualities an Aura's protection check ignores ("This effect doesn't remove CARDNAME", the Wards).
WARD_EXEMPT: list[Callable[[GameState, Obj, Obj], frozenset[str]]] = []
#: What an Aura may enchant beyond its printed "enchant" word (CR 303.4, 704.5m; 2003: 212.4, 420.5d):
#: ``(state, aura, host)`` → True (a legal object to enchant, in any zone: "enchant creature card in a
#: graveyard"), False (not legal, whatever its types), None (the printed enchant decides). The first
#: answer wins; protection and "can't be enchanted" still apply on the battlefield.
ENCHANT_LEGALITY: list[Callable[[GameState, Obj, Obj], bool | None]] = []


# -- pending decisions (CR 117, 601.2, 509, 510; 2003: 408, 409, 309, 310) ------------------------------
#: The decision table (``rules.decisions.table.TABLE``): for each decision kind its legal answers, why an
#: answer is illegal, and how it applies. Its families answer features' decisions (wishes, piles, …), so
#: the table joins the engine here rather than being imported by it.
DECISION_RULES: dict[DecisionKind, DecisionRule] = {}

# -- triggered abilities (CR 603; 2003: 404, 410) -------------------------------------------------------
#: Intervening-"if" conditions a feature knows ("if its echo is due", "if it was kicked"; CR 603.4,
#: 2003: 404.3): the first answer that isn't None.
TRIGGER_CONDITIONS: list[Callable[[GameState, str, int], bool | None]] = []
#: A triggered ability a static ability of its object grants only while a condition holds ("Threshold — As
#: long as …, CARDNAME has "When CARDNAME dies, …""; CR 613.1f, 702.38): ``(state, object, ability)`` →
#: whether it had the ability as the event happened (looking back for a leaves-play event, CR 603.10a), or
#: None for a ``Trigger.filters`` word the point doesn't know. Checked as it triggers, not on resolution.
GRANTED_WHILE: list[Callable[[GameState, Obj, TriggeredAbility], bool | None]] = []
#: A permanent came into play (by its new id): echo notes that it is due (2003: 502.19a).
ENTERED_PLAY: list[Callable[[GameState, int], None]] = []
#: A card was cycled: "when you cycle CARDNAME" (2003: 502.18a).
CYCLED: list[Callable[[GameState, Cycled], None]] = []
#: Delayed triggers a feature keeps ("your next end step", CR 603.7), told of each step that begins
#: after the core's own delayed triggers were looked at.
DELAYED_TRIGGER_EVENTS: list[Callable[[GameState, Event], None]] = []

# -- the cleanup step (CR 514.3a; 2003: 314.3) ------------------------------------------------------------
#: Something that happened during the cleanup step and gives players priority there, beyond
#: state-based actions and triggers (a card removed for madness waiting to be played, 2003 502.24).
CLEANUP_PRIORITY: list[Callable[[GameState], bool]] = []

# -- variants: games played with rules beyond a preset (Magical War, docs/magical-war.md) ---------------
#: A variant by name: installs it on a fresh state whose decks are in the libraries, before the game
#: starts (it sets ``state.variant``). ``Game(..., variant=name)`` accepts only the names listed here.
VARIANTS: dict[str, Callable[[GameState], None]] = {}
#: A variant's state read back from its JSON (``state.variant.to_json()``), by variant name.
VARIANT_FROM_JSON: dict[str, Callable[[dict[str, Any]], VariantState]] = {}
#: The opening hand size (CR 103.4; 2003: 101.4 — seven): the first answer that isn't None wins.
OPENING_HAND_SIZE: list[Callable[[GameState], int | None]] = []
#: The mulligan rule is the Paris mulligan whatever the preset's ``mulligan`` axis (any point says so).
PARIS_MULLIGAN: list[Callable[[GameState], bool]] = []
#: Set-up between the mulligans and the first turn: True if the point asked a decision (whose answers
#: start the first turn themselves, through ``turn.begin_turn(state, first=True)``).
BEFORE_FIRST_TURN: list[Callable[[GameState], bool]] = []
#: How many cards the active player draws in the draw step (CR 504.1; 2003: 304.1), instead of one
#: (None: the usual rule, the first player's skip of CR 103.8a included).
TURN_DRAW: list[Callable[[GameState, int], int | None]] = []
#: A player would lose (CR 104.3): True if a point delays their leaving the game (the point calls
#: ``sba.lose`` again when they leave); LEAVING_DELAYED tells state-based actions not to look again.
LEAVING: list[Callable[[GameState, int, str], bool]] = []
LEAVING_DELAYED: list[Callable[[GameState, int], bool]] = []
#: A player may cast this spell at any time they could cast an instant (CR 702.8a-like permission).
ANY_TIME_CASTING: list[Callable[[GameState, int, Obj], bool]] = []
#: The step that follows ``step`` instead of the usual one, as ``step`` ends: additional phases added
#: "after this main phase" (CR 500.8; 2003: 300.6). Asked once per step that ends; may note its progress.
STEP_REDIRECTS: list[Callable[[GameState, Step], Step | None]] = []
#: More things the player with priority may do (player, "a land may be played now"): playing the top
#: card of the library (CR 601.2a, 305.1; Future Sight, Temporal Aperture).
PRIORITY_ACTIONS: list[Callable[[GameState, int, bool], list[Action]]] = []
#: The player's top library card is revealed to all (CR 400.2; "play with the top card … revealed").
LIBRARY_TOP_REVEALED: list[Callable[[GameState, int], bool]] = []
#: The player's hand is revealed to all (CR 400.2; "Players play with their hands revealed.").
HAND_REVEALED: list[Callable[[GameState, int], bool]] = []
#: Every graveyard is one common graveyard (Magical War, MW 1.3): "your graveyard" means all of them.
COMMON_GRAVEYARD: list[Callable[[GameState], bool]] = []
#: The player whose hand, library, graveyard or exile receives a card moving there, when it is not the
#: card's owner (Magical War: a card taken from the common graveyard or stock by a spell or ability
#: goes to its controller, who owns it from then on): the first answer that isn't None wins.
NEW_OWNER: list[Callable[[GameState, Obj, Zone], int | None]] = []
