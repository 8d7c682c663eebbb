"""The choices a spell or ability on the stack carries (``StackItem.choices``): what was announced
and paid (mode, X, kicker, the other way it was played, costs), what its effects chose as it
resolved (the answers to decisions, under the decision's ``key``) and the bookkeeping a paused
resolution keeps between one run of an effect and the next.

A typed record (``Choices``): every key and its type are named here and ``mypy --strict`` checks
each read and write. A key that is absent means "not chosen yet"; many answers may be None ("chose
nothing"), so presence and value are different things, as in the decisions that ask them. It is a
plain dict at run time: copying a stack item and writing a game as JSON stay as cheap and as stable
as before.

Answers stored under a key a decision names at run time (``data["key"]``: "sneak", "look_pick", …)
and the per-index keys (``new_target:0``, ``new_target:1.0``, ``amplify:2``, ``mox_land:17``, ``unless_1``,
``revealed:1``, ``reveal_pick:1``, ``exhume:0``) go
through :func:`set_answer` / :func:`indexed`, which check the key against this record.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast


class Choices(TypedDict, total=False):
    """Every key a stack item's ``choices`` may hold. (Types name what is stored; JSON keeps them.)"""

    # -- how it was announced and paid (CR 601.2, 602.2; 2003: 409.1)
    ability_index: int  #: which of its source's abilities (triggered/activated)
    source_colors: list[str]  #: its source's colors as it was put on the stack (last known information)
    granted: list[Any]  #: [card name, index]: an ability another permanent grants (rules.granted)
    mode: int  #: the chosen mode of a modal spell (CR 700.2; 2003: 409.1b)
    x_announced: bool  #: X of an activated ability was announced (CR 601.2b)
    target_count: int  #: how many of its "up to N" targets were announced (CR 601.2c; 2003: 409.1c)
    division: list[int]  #: the amounts announced for its targets in order, but the last (CR 601.2d)
    how: str  #: the other way it was played ("kicker", "buyback", "flashback", "morph", …)
    kicked: bool
    kicker_x: int
    copy: bool  #: a copy of a spell (not played; CR 707.10; 2003: 503.10)
    paid: dict[str, int]  #: how many of each additional cost part were paid so far
    paid_then: bool  #: "you may pay {N}. If you do, …": it was paid (rules.atoms.compiled.MayPayThen)
    mana_cost: str  #: the total mana cost locked in (CR 601.2f)
    mana_paid: bool
    self_cost_paid: bool
    life_cost: int  #: alternative cost: life paid
    pitch_color: str  #: alternative cost: the color of the removed card
    shared_color_discard: list[str]  #: Dream Halls: colors a discarded card must share (atoms.shared_color_discards)
    tap_cost: str  #: alternative cost: permanents to tap
    gift: str  #: alternative cost: "have an opponent gain N life"
    sacrificed: dict[str, Any]  #: last known information of the sacrificed permanent (costs)
    source_counters: dict[str, int]  #: its source's counters as the ability was activated (CR 113.7a)
    player_pick: int  #: the next permanent a player chose to sacrifice or tap (rules.atoms.upkeep_players)
    player_picked: dict[str, list[int]]  #: the permanents each player chose so far
    player_pick_done: list[int]  #: the players who have chosen
    hand_pick: int  #: the card from the hand discarded or exiled for "If you do, …" (rules.atoms.upkeep_players)
    unless_cost: int  #: the {X} of "unless its controller pays {X}, where X is …", counted once
    catch_up_pick: int | None  #: the creature card returned to the hand, None for none (rules.atoms.catch_up)
    paid_untap_pick: int | None  #: a tapped creature chosen to untap, None to stop (rules.atoms.paid_untaps)
    paid_untap_chosen: list[int]  #: the creatures chosen so far (rules.atoms.paid_untaps)
    enchanted: int | None  #: what its source Aura was attached to (CR 303.4)
    lki: dict[str, list[int]]  #: last known P/T, controller, mana value, snow|basic<<1 of objects that left play
    lki_colors: dict[str, list[str]]  #: last known colours of objects that left play (a source's, CR 608.2h)
    # -- answers to decisions made as it resolves (rules.decisions.resolving)
    may: bool
    creature_type: str
    types: dict[str, str]  #: one creature type per player (by player index)
    color: str
    entry_color: str
    entry_life_paid: int  #: life paid as the permanent enters (Phyrexian Processor; atoms.entry_life)
    become_color: str
    named: str  #: a card name (Demonic Consultation)
    text_old: str  #: a text change's word to replace (CR 612; 2003: 415.4)
    text_new: str
    x_paid: int  #: a number chosen on resolution ("you may pay {X}")
    sacrifice: int
    discard: int
    copy_of: int | None  #: the creature it comes into play as a copy of, or None
    wish: int | None  #: the card from outside the game, or None
    shuffle: bool
    # -- "pick" answers: an object; None for nothing where the pick is optional
    look_pick: int
    new_host: int
    cop_source: int
    search_exile_pick: int
    bal_pick: int
    return_pick: int
    spared: int | None
    tmpl3_exile_pick: int | None
    sneak: int | None
    tap_pick: int | None
    sac_any_pick: int | None  #: "Sacrifice any number of …": the next one, None to stop (atoms.sacrifice_any)
    untap_pick: int | None
    mox_land: int | None
    flash_pick: int | None
    fof_pick: int | None
    put_from_hand: int | None
    unless_gy: int | None
    unless_done: int
    bottom_pick: int  #: the next card put on the bottom of a library (rules.atoms.library_looks)
    look_keep: int | None  #: the card looked at that goes to the hand (Impulse), None for none left
    putback_pick: int  #: the next card put back on top from the hand (Brainstorm)
    scry_pick: int | None  #: the next card scryed to the bottom, None for no more (CR 701.18a)
    scry_top_pick: int  #: the next card put back on top after a scry
    intuition_pick: int  #: the next card searched for (Intuition)
    intuition_choice: int  #: the card the opponent chose for the hand (Intuition)
    extra_pick: int  #: the next card drawn this turn chosen (Sylvan Library)
    extra_pay: bool  #: pay life to keep that card (True) or put it on top (Sylvan Library)
    aura_pick: int  #: what a returning Aura will enchant (Replenish; CR 303.4f)
    entry_name: str  #: the card name chosen as a permanent comes into play (rules.atoms.named_cards)
    # -- Fact or Fiction, Balance, Flash (rules.atoms.restricted_spells)
    fof_opponent: int
    fof_first: bool
    fof_cards: list[int]
    fof_pile: list[int]
    fof_separated: bool
    fof_announced: bool
    bal_part: int
    bal_keep: int
    bal_kept: dict[str, list[int]]
    bal_pick_player: int
    # -- "chooses … one of each kind, then sacrifices the rest" (rules.atoms.keep_and_sacrifice)
    land_type_from: str  #: "Choose a land type": the first chosen type (rules.atoms.land_type_changes)
    land_type_to: str  #: the basic land type lands become
    top_pick: int  #: of two permanents put on top of one library, the one that ends on top (CR 401.4)
    keep_pick: int | None  #: the permanent chosen for the next kind
    keep_player: int  #: who is choosing it
    keep_slot: int  #: how many (player, kind) choices are done
    kept: dict[str, list[int]]  #: the permanents chosen so far, by player
    flash_pay: bool
    flash_cost: str
    flash_in: int | None
    # -- bookkeeping between runs of a paused effect
    then_index: int
    copied: int | None
    look_top: list[int]
    look_order: list[int]
    aged: bool
    exile_self: bool
    search_done: bool
    searched: list[int]
    search_exile: list[int]
    loot_drawn: bool
    sacrificed_drawn: bool
    tap_done: bool
    tap_for_life: list[int]
    untap_done: list[int]
    threshold: bool
    threshold_done: int
    kicked_done: int
    source_kicked: bool  #: "If it was kicked, … instead": its source was kicked (rules.atoms.kicked_instead)
    source_kicked_done: int
    sac_any_picked: list[int]  #: "Sacrifice any number of …": chosen so far, sacrificed together
    sac_any_done: bool
    flip_next: int
    flip_won: bool
    draw_up_to: dict[str, int]
    discarded: dict[str, int]
    defender_discarded: int
    sacrificed_by: list[int]
    power_pick: int | None  #: "unless you sacrifice … total power N": the next creature (rules.atoms.power_sacrifices)
    sacrifice_picks: list[int]  #: chosen so far, sacrificed together (atoms.damage_sacrifices, power_sacrifices)
    tempting: dict[str, list[int]]
    tempting_done: list[int]
    storm_copies: list[int]
    wish_from: int
    # -- looking at a library (rules.atoms.library_looks): the cards seen, the order so far
    looked: list[int]  #: the cards looked at, top card first (Impulse)
    bottom_order: list[int]  #: cards put on the bottom so far, in order
    putback_drawn: bool  #: Brainstorm's draw is done
    putback_done: int  #: how many cards were put back so far
    # -- each player searching their own library (rules.atoms.each_player_searches: Veteran Explorer)
    each_search_index: int  #: how many players (in APNAP order) are done
    each_searching: bool  #: the current player chose to search
    # -- searches that stack the top of the library (rules.atoms.stacked_searches: Doomsday, Goblin Recruiter)
    stack_wanted: int  #: how many cards to find (-1: any number)
    stack_pick: int | None  #: the next card found, None for no more
    stack_found: list[int]  #: the cards found so far
    stack_chosen: bool  #: the search is over and the rest set aside
    stack_top_pick: int  #: the next found card put on top
    stack_placed: list[int]  #: the found cards put on top so far
    # -- revealing until a nonland card (rules.atoms.reveal_mana_values: Erratic Explosion)
    revealed_seen: list[int]  #: the cards revealed, top card first
    revealed_pick: int  #: the next revealed card put on the bottom
    revealed_placed: list[int]  #: the revealed cards put on the bottom so far
    pair_step: int  #: which of two qualities is searched for now (rules.atoms.search_pairs: Krosan Verge)
    # -- exiling the top card until one is kept (rules.atoms.exile_until: Tainted Pact)
    pact_names: list[str]  #: the names exiled so far
    pact_last: int | None  #: the card exiled last, waiting for "put it into your hand?"
    # -- looking at the top again for a price (rules.atoms.look_loops: Lim-Dûl's Vault)
    loop_looked: list[int]  #: the cards looked at last, top card first
    loop_phase: str  #: "ask", "bottom", "shuffle" or "top"
    loop_pick: int  #: the next card put on the bottom (or on top)
    loop_placed: list[int]  #: the cards put there so far
    # -- many permanents on top of their owners' libraries (rules.atoms.mass_to_top: Harmonic Convergence)
    mass_top: list[int]  #: the permanents put there, chosen as it begins
    mass_top_order: dict[str, list[int]]  #: by owner, the cards ordered so far, top first
    mass_top_pick: int  #: the next card of an owner's, below the ones before
    # -- trading the hand for the top of the library (rules.atoms.hand_exchanges: Scroll Rack)
    swap_hand: list[int]  #: the cards of the hand chosen so far
    swap_pick: int | None  #: the next card of the hand chosen, None for no more
    swap_chosen: bool  #: the choice of cards is over
    swap_exiled: list[int]  #: the cards exiled face down
    swap_top_pick: int  #: the next exiled card put on top
    scry_seen: list[int]
    scry_bottom: list[int]  #: cards scryed to the bottom so far, in order
    scry_bottom_done: bool
    scry_top: list[int]  #: cards put back on top so far, in order
    intuition_found: list[int]
    intuition_revealed: bool
    extra_drawn: bool  #: Sylvan Library's additional draws are done
    extra_done: list[int]  #: the cards already kept or put back
    extra_card: int  #: the chosen card awaiting its answer (pay life or put it back)
    # -- cards coming back from graveyards (rules.atoms.graveyard_returns)
    aura_for: int  #: the Aura whose host is being chosen
    destroyed_cards: list[int]  #: cards "destroyed this way" now in the caster's graveyard (threshold_instead)
    aura_hosts: dict[str, int | None]  #: what each returning Aura (by id) enchants, None for nothing
    exiled_total: list[int]  #: total power and toughness of the cards exiled as it enters (atoms.entry_exiles)
    discarded_this_way: int  #: cards discarded so far by "discard X cards, then …" (atoms.discard_returns)
    returned_this_way: int  #: cards returned so far "for each card discarded this way" (atoms.discard_returns)
    graveyard_return_pick: int | None  #: the next card chosen to return from the graveyard (atoms.discard_returns)


#: Every fixed key of the record.
KEYS: frozenset[str] = frozenset(Choices.__annotations__)
#: Prefixes of the per-index keys (``new_target:0``): one answer per target, per amplify card, …
INDEXED_PREFIXES = ("new_target:", "amplify:", "mox_land:", "unless_",
                    "revealed:",  # a player's hand was revealed this resolution (bool; atoms.hand_disruption)
                    "reveal_pick:",  # the card chosen from that revealed hand (int | None)
                    "exhume:",  # the creature card each player chose to return (int | None; graveyard_returns)
                    "entry_exile:",  # a card exiled as it enters, None to stop (int | None; atoms.entry_exiles)
                    "stack:")  # answers of the stack families (chain copies, counters; atoms.chain_copies)


def _check(key: str) -> str:
    if key in KEYS or key.startswith(INDEXED_PREFIXES):
        return key
    raise KeyError(f"{key!r} is not a key of a stack item's choices (rules.decisions.choice_record)")


def indexed(choices: Choices) -> dict[str, Any]:
    """The record as a plain mapping, for keys made at run time (checked by :func:`set_answer`)."""
    return cast(dict[str, Any], choices)


def set_answer(choices: Choices, key: str, value: Any) -> None:
    """Store an answer under a key a decision names at run time; an unknown key is a programming
    error caught here rather than a silently unread choice."""
    indexed(choices)[_check(key)] = value
