"""Model constructs → Oracle text, one function per construct. A compiled line counts only if its
rendering equals the (normalised) input line, so nothing the model lost can pass unnoticed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from oldframe.cards.compiler.auras import CANT_ATTACK, CANT_BLOCK, NO_UNTAP
from oldframe.cards.compiler.effects import EVENT_AMOUNT, NUMBER_WORDS, X
from oldframe.cards.compiler.filters import OR_PLANESWALKER, render_noun
from oldframe.cards.compiler.keyword_abilities import (
    ENTERS_KICKED,
    ENTERS_WITH_COUNTERS,
    fading_upkeep,
    flanking_ability,
    storm_ability,
)
from oldframe.cards.compiler.mana import FIVE_COLORS, any_combination, any_one_color
from oldframe.cards.compiler.pieces import (
    ActivatedPiece,
    AdditionalCostPiece,
    CostKeywordPiece,
    EnchantPiece,
    EntersTappedPiece,
    KeywordAbilityPiece,
    KeywordPiece,
    Piece,
    SpellPiece,
    StaticPiece,
    TriggeredPiece,
)
from oldframe.cards.compiler.statics import COLOR_LETTERS, plural_of
from oldframe.cards.compiler.target_changes_words import render_stack_target
from oldframe.cards.compiler.tokens import TWO_COLORS
from oldframe.rules.atoms.compiled import (
    CumulativeUpkeep,
    MayPayThen,
    Rampage,
    SearchLibrary,
)
from oldframe.rules.atoms.cost_atoms import CumulativeUpkeepLife
from oldframe.rules.atoms.joined_clauses import Joined
from oldframe.rules.atoms.players import DiscardChosen
from oldframe.rules.atoms.turns_hands import (
    DiscardHand,
    ShuffleHandAndGraveyard,
)
from oldframe.rules.costparts import ANY_NUMBER
from oldframe.rules.mana import Mana, mana_str
from oldframe.rules.model.cards import (
    ActivatedAbility,
    AddMana,
    Cost,
    CostKeyword,
    Count,
    CreateTokens,
    DealDamage,
    Draw,
    Effect,
    GainLife,
    GrantKeyword,
    LoseLife,
    ModifyPT,
    Selector,
    StaticAbility,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.target_filters import EITHER

COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}
#: Canonical order of keywords inside one granted list ("has flying and first strike").
KEYWORD_ORDER = ("flying", "first strike", "double strike", "trample", "haste", "vigilance")
_COUNT_WORDS = {v: k for k, v in NUMBER_WORDS.items() if k not in ("a", "one")}


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def sentences(parts: list[str]) -> str:
    """Each part a sentence; one ending in a quoted sentence has its period inside the quotes
    (``It has "This creature's power … on CARDNAME."``, linked_tokens.py)."""
    return " ".join(cap(p) + ("" if p.endswith('."') else ".") for p in parts)


# -- small constructs -------------------------------------------------------------------------------
def render_target(spec: TargetSpec) -> str:
    stack = render_stack_target(spec)  # "target spell or ability … that targets a land you control"
    if stack is not None:
        return stack
    if spec.exclude_self and spec.kinds == ("creature", "player") and not spec.filters and spec.controller is None:
        return "another target"  # a second "any target" (kicker_riders.py)
    if spec.exclude_self:  # "another target creature" (spell_targets.py)
        return "another " + render_target(replace(spec, exclude_self=False))
    if spec.kinds == ("creature", "player") and spec.controller is None:
        return "any target"
    if spec.kinds == ("player",) and spec.filters == (OR_PLANESWALKER,):
        return "target opponent or planeswalker" if spec.controller == "opponent" else "target player or planeswalker"
    if spec.kinds == ("player",) and spec.controller == "opponent" and not spec.filters:
        return "target opponent"
    k = spec.kinds
    words = render_noun(spec) if len(k) == 1 else f"{k[0]} or {k[1]}" if len(k) == 2 else \
        ", ".join(k[:-1]) + ", or " + k[-1]
    if len(k) == 2 and len(spec.filters) == 1 and spec.filters[0].startswith(EITHER + ":"):
        first, _, inner = spec.filters[0].partition(":")[2].partition(";")  # "land or nonblack creature"
        kind, _, letter = inner.partition(":")
        if first != k[0] or kind not in ("color", "noncolor") or letter not in COLOR_NAMES:
            raise ValueError("alternatives with a color on the second")
        words = f"{k[0]} or {'non' if kind == 'noncolor' else ''}{COLOR_NAMES[letter]} {k[1]}"
    elif spec.filters and len(k) > 1:
        raise ValueError("filters on alternatives")
    return "target " + words + {"you": " you control", "opponent": " an opponent controls", None: ""}[spec.controller]


def _a(word: str) -> str:
    return f"{'an' if word[0].lower() in 'aeiou' else 'a'} {word}"


def _creature_pair(kinds: tuple[str, ...]) -> str:
    """"a black or artifact creature", "a red or white creature" (kinds "creature:B" / "artifact creature"),
    or "" for any other sacrifice."""
    if len(kinds) != 2 or not all(k.startswith("creature:") or k == "artifact creature" for k in kinds):
        return ""
    first, second = (COLOR_NAMES[k[len("creature:"):]] if ":" in k else "artifact" for k in kinds)
    return f"{_a(first)} or {second} creature"


def _render_tap_untapped(kind: str, n: int, color: str) -> str:
    noun = ("creature" if n == 1 else "creatures") if kind == "creature" else kind if n == 1 else plural_of(kind)
    what = f"{color} {noun}" if color else noun
    return f"Tap {'an' if n == 1 else _COUNT_WORDS[n]} untapped {what} you control"


def _cards_count(n: int) -> str:
    """"two", …, or "X" for a cost sized by X (``rules.atoms.x_costs``)."""
    from oldframe.rules.costparts import X_CARDS

    return "X" if n == X_CARDS else _COUNT_WORDS[n]


def _render_exile_from_graveyard(cost: Cost) -> str:
    n, kind = cost.exile_from_graveyard, cost.exile_kind
    if cost.exile_top:
        if n != 1:  # alt_costs.py: "Exile the top three black cards of your graveyard"
            if not kind or kind not in COLOR_LETTERS:
                raise ValueError("the top N cards of a card type")
            return f"Exile the top {_COUNT_WORDS[n]} {kind} cards of your graveyard"
        return f"Exile the top {kind + ' ' if kind else ''}card of your graveyard"
    if n == 1:
        return f"Exile {_a(kind + ' card' if kind else 'card')} from your graveyard"
    return f"Exile {_cards_count(n)} {kind + ' ' if kind else ''}cards from your graveyard"


def render_cost(cost: Cost) -> str:
    if cost.sacrifice_all:  # sacrifice_all.py: Kaervek's Spite, "… and discard your hand"
        if cost != Cost(sacrifice_all=True, discard_hand=cost.discard_hand):
            raise ValueError("'sacrifice all permanents you control' with other cost parts")
        return "Sacrifice all permanents you control" + (" and discard your hand" if cost.discard_hand else "")
    parts = []
    if cost.mana.converted or cost.mana.x:
        parts.append(str(cost.mana))
    if cost.tap:
        parts.append("{T}")
    if cost.tap_untapped is not None:
        parts.append(_render_tap_untapped(*cost.tap_untapped))
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        parts.append(f"Remove {_a(kind)} counter from CARDNAME" if n == 1
                     else f"Remove any number of {kind} counters from CARDNAME" if n == ANY_NUMBER
                     else f"Remove {_COUNT_WORDS[n]} {kind} counters from CARDNAME")
    if cost.exile_from_library:  # counter_reads.py: "Exile the top card of your library" (Phyrexian Devourer)
        if cost.exile_from_library != 1:
            raise ValueError("several library cards exiled as a cost")
        parts.append("Exile the top card of your library")
    if cost.put_counters is not None:  # counter_reads.py: "Put a -0/-1 counter on CARDNAME" (Wall of Roots)
        kind, n = cost.put_counters
        if n != 1:
            raise ValueError("several counters put as a cost")
        parts.append(f"Put {_a(kind)} counter on CARDNAME")
    if cost.discard and cost.discard_kind and cost.discard_of_kind:  # alt_costs.py: Foil
        if (cost.discard, cost.discard_of_kind) != (2, 1):
            raise ValueError("typed and untyped discards")
        parts.append(f"Discard {_a(cost.discard_kind)} card and another card")
    elif cost.discard and cost.discard_kind:
        if cost.discard != 1:
            raise ValueError("several typed discards")
        parts.append(f"Discard {_a(cost.discard_kind)} card")
    elif cost.discard:
        parts.append("Discard a card" if cost.discard == 1 else f"Discard {_cards_count(cost.discard)} cards")
    if cost.discard_hand:  # alt_costs.py: "Discard your hand" (Null Brooch)
        parts.append("Discard your hand")
    if cost.life:
        parts.append(f"Pay {'X' if cost.life < 0 else cost.life} life")  # "pay X life" (x_costs.py)
    if cost.discard_random:
        parts.append("Discard a card at random" if cost.discard_random == 1
                     else f"Discard {_cards_count(cost.discard_random)} cards at random")
    if cost.sacrifice_self:
        parts.append("Sacrifice CARDNAME")
    if cost.sacrifice is not None and cost.sacrifice_count > 1:  # costs.py
        kind = cost.sacrifice[0]
        noun = plural_of(kind) if not kind.islower() else kind + "s"
        parts.append(f"Sacrifice {_COUNT_WORDS[cost.sacrifice_count]} {noun}")
    elif cost.sacrifice is not None and _creature_pair(cost.sacrifice):  # sacrificed_kinds.py
        parts.append(f"Sacrifice {_creature_pair(cost.sacrifice)}")
    elif cost.sacrifice is not None and len(cost.sacrifice) == 2:  # costs.py
        parts.append(f"Sacrifice {_a(cost.sacrifice[0])} or {cost.sacrifice[1]}")
    elif cost.sacrifice is not None and ":" in cost.sacrifice[0]:  # alt_costs.py: "a green creature"
        kind, _, color = cost.sacrifice[0].partition(":")
        parts.append(f"Sacrifice {_a(COLOR_NAMES[color])} {kind}")
    elif cost.sacrifice is not None:
        kind = cost.sacrifice[0]
        parts.append(f"Sacrifice {'an' if kind[0].lower() in 'aeiou' else 'a'} {kind}")
    if cost.exile_from_graveyard:
        parts.append(_render_exile_from_graveyard(cost))
    if cost.exile_from_hand:
        if cost.exile_from_hand != 1:
            raise ValueError("several cards exiled from hand")
        parts.append("Exile a card from your hand")
    if cost.return_self:
        parts.append("Return CARDNAME to its owner's hand")
    if cost.exile_self:  # graveyard_cards.py: "{1}, {T}, Exile CARDNAME: …" (Thran Foundry)
        parts.append("Exile CARDNAME")
    if cost.return_permanents is not None:
        kind, n = cost.return_permanents
        parts.append(f"Return {_a(kind)} you control to its owner's hand" if n == 1 else
                     f"Return {_COUNT_WORDS[n]} {plural_of(kind) if not kind.islower() else kind + 's'} you control "
                     "to their owner's hand")
    return ", ".join(parts) or "{0}"


_TYPE_ORDER = ("Artifact", "Creature", "Enchantment", "Land")


def render_selector(sel: Selector) -> str:
    if sel.types:  # "other enchantments you control", "all artifacts", "creatures and lands you control"
        if sel.colors or sel.subtypes or sel.exclude_colors:
            raise ValueError("a selector of card types only")
        kind = " and ".join(t.lower() + "s" for t in sorted(sel.types, key=_TYPE_ORDER.index))
        return {"creatures": f"all {kind}", "creatures_you_control": f"{kind} you control",
                "other_creatures_you_control": f"other {kind} you control"}[sel.who]
    color = " ".join(COLOR_NAMES[c] for c in sorted(sel.colors))
    if sel.exclude_colors:
        color = "non" + COLOR_NAMES[min(sel.exclude_colors)]
    if sel.subtypes:
        kind = min(sel.subtypes) + " creatures"
        return {"other_creatures": f"other {kind}", "creatures": kind,
                "creatures_you_control": f"{kind} you control",
                "other_creatures_you_control": f"other {kind} you control"}[sel.who]
    base = {"creatures_you_control": "creatures you control", "creatures": "all creatures",
            "other_creatures_you_control": "other creatures you control", "other_creatures": "other creatures"}[sel.who]
    if color and base.startswith("other "):  # "Other black creatures get -1/-1." (Stronghold Taskmaster)
        return f"other {color} {base.removeprefix('other ')}"
    if color:
        return f"{color} {base.removeprefix('all ')}"
    return base


def render_keywords(kws: frozenset[str]) -> str:
    order = sorted(kws, key=lambda k: (KEYWORD_ORDER.index(k) if k in KEYWORD_ORDER else 99, k))
    return " and ".join(order)


def _pt(p: int, t: int) -> str:
    """Oracle writes a zero with the sign of the other half when that is negative ("-1/-0")."""
    zero = "-0" if p < 0 or t < 0 else "+0"
    return f"{p:+d}/{t:+d}".replace("+0/", zero + "/") if p == 0 else (
        f"{p:+d}/" + (zero if t == 0 else f"{t:+d}"))


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{_COUNT_WORDS[n]} cards"


# -- effects ------------------------------------------------------------------------------------------
class Words:
    """How one ability names things while it is rendered: the card itself, targets (a target named
    again is "it"), players and amounts."""

    def __init__(self, specs: tuple[TargetSpec, ...], self_word: str, seen: set[str]) -> None:
        self.specs, self.self_word, self.seen = specs, self_word, seen

    def thing(self, ref: str) -> str:
        if ref == "self":
            return self.self_word
        if ref.startswith("target:"):
            if ref in self.seen:
                return "it"
            self.seen.add(ref)
            return render_target(self.specs[int(ref[7:])])
        if ref == "controller":
            return "you"
        if ref == "event_player":
            return "that player"
        if ref == "enchanted":
            return "enchanted creature"
        if ref == "event_object":  # the creature a trigger event names (compiler/trigger_events.py)
            return "that creature"
        raise ValueError(ref)

    def num(self, n: object) -> str:
        if n == X:
            return "X"
        if n == EVENT_AMOUNT:
            return "that much"
        if isinstance(n, int):
            return str(n)
        raise ValueError(n)


EffectRenderer = Callable[[Any, Words], list[str]]
#: Renderers for atoms whose template class lives in its own module: ``@renders(Atom)`` there. A
#: renderer returns the sentence(s) (lower-case first letter) or raises ValueError for a shape it
#: doesn't write.
EFFECT_RENDERERS: dict[type, EffectRenderer] = {}
#: Renderers of counts by the prefix of ``Count.what`` ("per:…"): the words after "for each".
COUNT_RENDERERS: dict[str, Callable[[Count], str]] = {}
#: Renderers of static abilities by ``StaticAbility.kind`` (``@renders_static("kind")``).
STATIC_RENDERERS: dict[str, Callable[[StaticAbility], str]] = {}
#: Renderers of triggers by ``Trigger.event`` (``@renders_trigger("event")``): the words before the comma.
TRIGGER_RENDERERS: dict[TriggerEvent, Callable[[Trigger], str]] = {}
#: The words of intervening-if conditions on the step triggers ("there are no Zombies on the battlefield"),
#: by the modules that build them; each answers None for a condition it doesn't know.
TRIGGER_CONDITION_WORDS: list[Callable[[str], str | None]] = []
#: Whole lines of triggered abilities a template family writes itself (a trigger granted while the card has
#: threshold); each answers None for an ability it doesn't write.
TRIGGERED_LINES: list[Callable[[TriggeredAbility], str | None]] = []
#: Renderers of cost keywords by ``CostKeyword.keyword`` whose line is not "<Keyword> <mana>".
COST_KEYWORD_RENDERERS: dict[str, Callable[[CostKeyword], str]] = {}


def renders(atom: type) -> Callable[[EffectRenderer], EffectRenderer]:
    def register(fn: EffectRenderer) -> EffectRenderer:
        EFFECT_RENDERERS[atom] = fn
        return fn
    return register


def renders_cost_keyword(keyword: str) -> Callable[[Callable[[CostKeyword], str]], Callable[[CostKeyword], str]]:
    def register(fn: Callable[[CostKeyword], str]) -> Callable[[CostKeyword], str]:
        COST_KEYWORD_RENDERERS[keyword] = fn
        return fn
    return register


def renders_static(kind: str) -> Callable[[Callable[[StaticAbility], str]], Callable[[StaticAbility], str]]:
    def register(fn: Callable[[StaticAbility], str]) -> Callable[[StaticAbility], str]:
        STATIC_RENDERERS[kind] = fn
        return fn
    return register


def renders_trigger(event: TriggerEvent) -> Callable[[Callable[[Trigger], str]], Callable[[Trigger], str]]:
    def register(fn: Callable[[Trigger], str]) -> Callable[[Trigger], str]:
        TRIGGER_RENDERERS[event] = fn
        return fn
    return register


def render_effect(eff: Effect, specs: tuple[TargetSpec, ...], self_word: str = "CARDNAME",
                  seen: set[str] | None = None) -> list[str]:
    """One atom as sentence(s), lower-case first letter (the caller capitalises). A target named
    again (``seen``) is "it"."""
    words = Words(specs, self_word, set() if seen is None else seen)
    for klass in type(eff).__mro__:  # the atom's own renderer, else its nearest ancestor's
        registered = EFFECT_RENDERERS.get(klass)
        if registered is not None:
            return registered(eff, words)
    raise ValueError(f"no rendering for {eff!r}")


def render_create_tokens(eff: CreateTokens) -> str:
    count = "a" if eff.count == 1 else "X" if eff.count == X else _COUNT_WORDS[eff.count] if isinstance(
        eff.count, int) else "that many" if eff.count == EVENT_AMOUNT else None  # damage_amounts.py
    if count is None or not eff.subtypes:
        raise ValueError(f"no rendering for {eff!r}")
    colors = ("colorless" if not eff.colors else COLOR_NAMES[min(eff.colors)] if len(eff.colors) == 1
              else TWO_COLORS[eff.colors])
    noun = "token" if eff.count == 1 else "tokens"
    with_kw = f" with {render_keywords(eff.keywords)}" if eff.keywords else ""
    return f"create {count} {eff.power}/{eff.toughness} {colors} {' '.join(eff.subtypes)} creature {noun}{with_kw}"


def render_effects(effects: tuple[Effect, ...], specs: tuple[TargetSpec, ...],
                   self_word: str = "CARDNAME") -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    i = 0
    while i < len(effects):
        e, nxt = effects[i], effects[i + 1] if i + 1 < len(effects) else None
        if isinstance(nxt, Joined) and i + 2 < len(effects):  # "sacrifice a land and …" (joined_clauses.py)
            before = render_effect(e, specs, self_word, seen)
            after = render_effect(effects[i + 2], specs, self_word, seen)
            out += [*before[:-1], f"{before[-1]} and {after[0]}", *after[1:]]
            i += 3
            continue
        if isinstance(e, ModifyPT) and isinstance(nxt, GrantKeyword) and nxt.who == e.who:
            first = render_effect(e, specs, self_word, seen)[0]
            out.append(first.replace(" until end of turn", f" and gains {nxt.keyword} until end of turn"))
            i += 2
            continue
        if isinstance(e, Draw) and isinstance(nxt, DiscardChosen) and e.who == nxt.who == "controller" \
                and isinstance(e.count, int):
            out.append(f"draw {_cards(e.count)}, then discard {_cards(nxt.count)}")
            i += 2
            continue
        if isinstance(e, LoseLife) and isinstance(nxt, GainLife) and e.who.startswith("target:") \
                and nxt.who == "controller" and isinstance(e.amount, int) and isinstance(nxt.amount, int):
            out.append(f"{render_effect(e, specs, self_word, seen)[0]} and you gain {nxt.amount} life")
            i += 2
            continue
        if isinstance(e, DealDamage) and isinstance(nxt, DealDamage) and nxt.to == "controller" \
                and e.to != "controller" and isinstance(nxt.amount, int):
            out.append(f"{render_effect(e, specs, self_word, seen)[0]} and {nxt.amount} damage to you")
            i += 2
            continue
        if isinstance(e, (DiscardHand, ShuffleHandAndGraveyard)) and isinstance(nxt, Draw) \
                and e.who == nxt.who == "each_player" and isinstance(nxt.count, int):
            first = ("discards their hand" if isinstance(e, DiscardHand)
                     else "shuffles their hand and graveyard into their library")
            out.append(f"each player {first}, then draws {_cards(nxt.count)}")
            i += 2
            continue
        if isinstance(e, DiscardChosen) and e.who == "controller":
            raise ValueError("a discard without a draw")
        out.extend(render_effect(e, specs, self_word, seen))
        i += 1
    return out


def render_mana(m: Mana) -> str:
    """Mana as Oracle prints it: colorless first ("{C}{R}")."""
    return "{C}" * m[5] + mana_str((m[0], m[1], m[2], m[3], m[4], 0)) if any(m[:5]) else mana_str(m)


def render_mana_choice(options: tuple[Mana, ...]) -> str:
    if options == FIVE_COLORS:
        return "add one mana of any color"
    for n in range(2, 8):
        if options == any_one_color(n):
            return f"add {_COUNT_WORDS[n]} mana of any one color"
    for n in range(2, 8):  # mana_combinations.py
        for a, b in ((i, j) for i in range(5) for j in range(i + 1, 5)):
            if len(options) == n + 1 and options == any_combination(n, a, b):
                one = [render_mana(tuple(int(k == t) for k in range(6))) for t in (a, b)]  # type: ignore[arg-type]
                return f"add {_COUNT_WORDS[n]} mana in any combination of {one[0]} and/or {one[1]}"
    words = [render_mana(m) for m in options]
    return "add " + (" or ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", or " + words[-1])


# -- abilities ----------------------------------------------------------------------------------------
#: Renderers of activated abilities whose restriction a template family defines, by the restriction's
#: part before ":" (``renders_activated``).
ACTIVATED_RENDERERS: dict[str, Callable[[tuple[ActivatedAbility, ...]], str]] = {}


def renders_activated(head: str) -> Callable[[Callable[[tuple[ActivatedAbility, ...]], str]],
                                              Callable[[tuple[ActivatedAbility, ...]], str]]:
    def register(fn: Callable[[tuple[ActivatedAbility, ...]], str]) -> Callable[[tuple[ActivatedAbility, ...]], str]:
        ACTIVATED_RENDERERS[head] = fn
        return fn
    return register


def render_activated(group: tuple[ActivatedAbility, ...]) -> str:
    first = group[0]
    family = ACTIVATED_RENDERERS.get(first.restriction.partition(":")[0]) if first.restriction else None
    if family is not None:
        return family(group)
    if first.keyword == "cycling":
        search = first.effects[0]
        if isinstance(search, SearchLibrary) and first.effects == (SearchLibrary("hand", subtypes=search.subtypes),) \
                and len(search.subtypes) == 1:  # landcycling (CR 702.29e)
            return f"{search.subtypes[0]}cycling {first.cost.mana}"
        return f"Cycling {first.cost.mana}"
    if len(group) > 1:  # one ability per colour of a choice; riders are shared
        head = render_mana_choice(tuple(a.effects[0].mana for a in group if isinstance(a.effects[0], AddMana)))
        body = [head, *render_effects(first.effects[1:], first.targets)]
    else:
        body = render_effects(first.effects, first.targets)
    if first.zone == "hand" and first.cost == Cost(exile_self=True):  # Elvish Spirit Guide (costs.py)
        return f"Exile CARDNAME from your hand: {sentences(body)}"
    if first.restriction.startswith("control:"):  # "Activate only if you control a Swamp." (costs.py)
        return f"{render_cost(first.cost)}: {sentences(body)} Activate only if you control {_a(first.restriction[8:])}."
    if first.restriction.startswith("your_upkeep+control:"):  # (costs.py)
        return f"{render_cost(first.cost)}: {sentences(body)} Activate only during your upkeep and only if you " \
               f"control {_a(first.restriction[20:])}."
    if first.restriction == "threshold":
        return f"Threshold — {render_cost(first.cost)}: {sentences(body)}" + _RESTRICTIONS["threshold"]
    if first.any_player:  # any_player.py: "Any player may activate this ability[ but only as a sorcery]."
        if first.restriction:
            raise ValueError("'any player may activate' with another restriction")
        return f"{render_cost(first.cost)}: {sentences(body)} Any player may activate this ability" + (
            " but only as a sorcery." if first.sorcery_speed else ".")
    return f"{render_cost(first.cost)}: {sentences(body)}" + _RESTRICTIONS[
        "sorcery" if first.sorcery_speed and not first.restriction else first.restriction]


_RESTRICTIONS = {"": "", "sorcery": " Activate only as a sorcery.",
                 "before_attackers": " Activate only during your turn, before attackers are declared.",
                 "your_upkeep": " Activate only during your upkeep.",
                 "your_turn": " Activate only during your turn.",
                 "empty_hand": " Activate only if you have no cards in hand.",
                 "not_your_turn": " Activate only if it's not your turn.",
                 "five_lands": " Activate only if you control five or more lands.",
                 "end_of_combat": " Activate only during the end of combat step.",
                 "your_upkeep+once": " Activate only during your upkeep and only once each turn.",
                 "your_turn+once": " Activate only during your turn and only once each turn.",
                 "no_creatures+once": " Activate only if you control no creatures and only once each turn.",
                 "thrice": " Activate no more than three times each turn.",
                 "fewer_lands": " Activate only if an opponent controls more lands than you.",
                 "self_attacking": " Activate only if CARDNAME is attacking.",
                 "self_in_combat+once": " Activate only if CARDNAME is attacking or blocking and only once each turn.",
                 "once": " Activate only once each turn.",
                 "twice": " Activate no more than twice each turn.",
                 "seven_in_hand": " Activate only if you have exactly seven cards in hand.",
                 "threshold": " Activate only if seven or more cards are in your graveyard.",
                 "in_graveyard": " Activate only if CARDNAME is in your graveyard."}


_TRIGGER_WORDS = {TriggerEvent.COMES_INTO_PLAY: "When CARDNAME enters the battlefield",
                  TriggerEvent.DIES: "When CARDNAME dies",
                  TriggerEvent.ATTACKS: "Whenever CARDNAME attacks", TriggerEvent.BLOCKS: "Whenever CARDNAME blocks",
                  TriggerEvent.ATTACKS_UNBLOCKED: "Whenever CARDNAME attacks and isn't blocked",
                  TriggerEvent.BECOMES_BLOCKED: "Whenever CARDNAME becomes blocked",
                  TriggerEvent.BLOCKED_BY_CREATURE: "Whenever CARDNAME becomes blocked by a creature",
                  TriggerEvent.DEALS_DAMAGE: "Whenever CARDNAME deals damage",
                  TriggerEvent.DEALS_DAMAGE_TO_PLAYER: "Whenever CARDNAME deals damage to a player",
                  TriggerEvent.DEALS_DAMAGE_TO_OPPONENT: "Whenever CARDNAME deals damage to an opponent",
                  TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER: "Whenever CARDNAME deals combat damage to a player",
                  TriggerEvent.TURNED_FACE_UP: "When CARDNAME is turned face up",
                  TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED: "Whenever CARDNAME blocks or becomes blocked",
                  TriggerEvent.ATTACKS_OR_BLOCKS: "Whenever CARDNAME attacks or blocks"}
_STEP_WORDS = {(TriggerEvent.UPKEEP_BEGINS, "yours"): "At the beginning of your upkeep",
               (TriggerEvent.UPKEEP_BEGINS, "opponents"): "At the beginning of each opponent's upkeep",
               (TriggerEvent.UPKEEP_BEGINS, "each"): "At the beginning of each player's upkeep",
               (TriggerEvent.END_OF_TURN, "yours"): "At the beginning of your end step",
               (TriggerEvent.END_OF_TURN, "each"): "At the beginning of the end step",
               (TriggerEvent.UPKEEP_BEGINS, "every"): "At the beginning of each upkeep",
               (TriggerEvent.END_OF_TURN, "every"): "At the beginning of each end step"}


def render_trigger(trigger: Trigger) -> str:
    if trigger.condition == "self_enchantment" and trigger.event in (TriggerEvent.CASTS_SPELL, TriggerEvent.WHEN_CASTS,
                                                                     TriggerEvent.CREATURE_TO_OPPONENT_GRAVEYARD):
        return render_trigger(replace(trigger, condition=None)) + ", if CARDNAME is an enchantment"  # cast_triggers.py
    registered = TRIGGER_RENDERERS.get(trigger.event)
    if registered is not None:
        return registered(trigger)
    if trigger.condition == "kicked" and trigger.event == TriggerEvent.COMES_INTO_PLAY:
        return "When CARDNAME enters the battlefield, if it was kicked"
    if trigger.condition and trigger.condition.startswith("kicked_with:") \
            and trigger.event == TriggerEvent.COMES_INTO_PLAY:
        return f"When CARDNAME enters the battlefield, if it was kicked with its {trigger.condition[12:]} kicker"
    if trigger.condition == "self_tapped" and (trigger.event, trigger.whose) == (TriggerEvent.UPKEEP_BEGINS, "yours"):
        return "At the beginning of your upkeep, if CARDNAME is tapped"  # costs.py
    if trigger.condition is not None:
        words = next((w for known in TRIGGER_CONDITION_WORDS if (w := known(trigger.condition)) is not None), None)
        step = _STEP_WORDS.get((trigger.event, trigger.whose))
        if words is None or step is None:
            raise ValueError("intervening-if")
        return f"{step}, if {words}"  # upkeep_players.py: "At the beginning of your upkeep, if …"
    if trigger.event == TriggerEvent.CASTS_SPELL:
        who = {"each": "a player casts", "opponents": "an opponent casts", "yours": "you cast",
               "each_when": "a player casts"}[trigger.whose]
        when = "When" if trigger.whose.endswith("_when") else "Whenever"  # "When a player casts" (cast_triggers.py)
        if len(trigger.filters) == 1 and trigger.filters[0].startswith("anycolor:"):  # upkeep_players.py
            names = [COLOR_NAMES[c] for c in trigger.filters[0][9:]]
            return f"{when} {who} a spell that's {', '.join(names[:-1])}, or {names[-1]}"
        noun = render_noun(TargetSpec(("spell",), filters=trigger.filters))
        return f"{when} {who} {'an' if noun[0] in 'aeiou' else 'a'} {noun}"
    step = _STEP_WORDS.get((trigger.event, trigger.whose))
    return step if step is not None else _TRIGGER_WORDS[trigger.event]


#: Lines of continuous statics with a condition, from the line without it: each template module's
#: function returns its whole line, or None for another's condition (combat_restrictions.py).
STATIC_CONDITION_LINES: list[Callable[[StaticAbility, str], str | None]] = []


#: Trigger events whose body names the card itself "it" ("Whenever CARDNAME attacks, it gets +1/+0");
#: template modules add theirs.
SELF_IT_EVENTS: set[TriggerEvent] = {TriggerEvent.ATTACKS, TriggerEvent.BLOCKS, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED,
                                     TriggerEvent.ATTACKS_OR_BLOCKS}


def render_triggered(ab: TriggeredAbility) -> str:
    self_word = "it" if ab.trigger.event in SELF_IT_EVENTS else "CARDNAME"
    may = "you may " if ab.optional else ""
    if len(ab.effects) == 1 and isinstance(ab.effects[0], MayPayThen) and not ab.optional:
        then = render_effects(ab.effects[0].then, ab.targets, self_word)
        return f"{render_trigger(ab.trigger)}, you may pay {ab.effects[0].cost}. If you do, {then[0]}." + "".join(
            " " + cap(s) + "." for s in then[1:])
    body = render_effects(ab.effects, ab.targets, self_word)
    return f"{render_trigger(ab.trigger)}, {may}{body[0]}." + "".join(" " + cap(s) + "." for s in body[1:])


_STATIC_LINES = {
    "cant_block": "CARDNAME can't block.",
    "unblockable": "CARDNAME can't be blocked.",
    "blocked_by_at_most_one": "CARDNAME can't be blocked by more than one creature.",
    "unblockable_by": "CARDNAME can't be blocked by TYPE.",
    "block_only_flyers": "CARDNAME can block only creatures with flying.",
    "cant_attack": "CARDNAME can't attack.",
    "attacks_each_combat": "CARDNAME attacks each combat if able.",
    "attack_only_if_defender_controls": "CARDNAME can't attack unless defending player controls an Island.",
    "doesnt_untap": "CARDNAME doesn't untap during your untap step.",
    "may_not_untap": "You may choose not to untap CARDNAME during your untap step.",
}
_GRANT_WORDS = (
    (frozenset({CANT_BLOCK}), "can't block"),
    (frozenset({CANT_ATTACK}), "can't attack"),
    (frozenset({CANT_ATTACK, CANT_BLOCK}), "can't attack or block"),
    (frozenset({NO_UNTAP}), "doesn't untap during its controller's untap step"),
)


def _grant_words(st: StaticAbility, gets: str, has: str) -> str:
    for kws, words in _GRANT_WORDS:
        if st.keywords == kws and not (st.power or st.toughness):
            return words
    if st.keywords == frozenset({CANT_BLOCK}):
        return f"{gets} {_pt(st.power, st.toughness)} and can't block"
    if st.keywords == frozenset({NO_UNTAP}):  # Dance of the Dead (upkeep_untap_payments.py)
        return f"{gets} {_pt(st.power, st.toughness)} and doesn't untap during its controller's untap step"
    parts = []
    if st.power or st.toughness:
        parts.append(f"{gets} {_pt(st.power, st.toughness)}")
    if st.keywords:
        parts.append(f"{has} {render_keywords(st.keywords)}")
    return " and ".join(parts)


#: Renderers of keyword abilities by keyword (``@renders_keyword_ability("kw")``); they must raise
#: ValueError unless the abilities are exactly what the keyword means.
KEYWORD_ABILITY_RENDERERS: dict[str, Callable[[KeywordAbilityPiece], str]] = {}


def renders_keyword_ability(
    keyword: str,
) -> Callable[[Callable[[KeywordAbilityPiece], str]], Callable[[KeywordAbilityPiece], str]]:
    def register(fn: Callable[[KeywordAbilityPiece], str]) -> Callable[[KeywordAbilityPiece], str]:
        KEYWORD_ABILITY_RENDERERS[keyword] = fn
        return fn
    return register


def render_keyword_ability(piece: KeywordAbilityPiece) -> str:
    """The keyword a set of abilities stands for, only if they are exactly what it means."""
    registered = KEYWORD_ABILITY_RENDERERS.get(piece.keyword)
    if registered is not None:
        return registered(piece)
    trig, static = piece.triggered, piece.static
    if piece.keyword == "storm" and not static and trig == (storm_ability(),):
        return "Storm"
    if piece.keyword == "flanking" and not static and trig == (flanking_ability(),):
        return "Flanking"
    if piece.keyword == "fading" and trig == (fading_upkeep(),) and len(static) == 1 \
            and static[0] == StaticAbility(ENTERS_WITH_COUNTERS, "fade", power=static[0].power):
        return f"Fading {static[0].power}"
    if len(trig) == 1 and not static and not trig[0].targets and not trig[0].optional and len(trig[0].effects) == 1:
        eff = trig[0].effects[0]
        if piece.keyword == "rampage" and trig[0].trigger == Trigger(TriggerEvent.BECOMES_BLOCKED) \
                and isinstance(eff, Rampage) and eff.beyond == 1:
            return f"Rampage {eff.amount}"
        if piece.keyword == "cumulative upkeep" and trig[0].trigger == Trigger(TriggerEvent.UPKEEP_BEGINS, "yours") \
                and isinstance(eff, CumulativeUpkeep):
            return f"Cumulative upkeep {eff.cost}"
        if piece.keyword == "cumulative upkeep" and trig[0].trigger == Trigger(TriggerEvent.UPKEEP_BEGINS, "yours") \
                and isinstance(eff, CumulativeUpkeepLife):  # costs.py
            return f"Cumulative upkeep—Pay {eff.life} life."
    raise ValueError(f"no rendering for keyword {piece.keyword!r}")


def render_static(st: StaticAbility) -> str:
    registered = STATIC_RENDERERS.get(st.kind)
    if registered is not None:
        return registered(st)
    if st.kind == ENTERS_KICKED and not st.text and not st.toughness and len(st.keywords) <= 1 and st.power > 0:
        count = "a +1/+1 counter" if st.power == 1 else f"{_COUNT_WORDS[st.power]} +1/+1 counters"
        with_kw = "".join(f' and with "{kw}"' if kw.endswith(".") else f" and with {kw}"  # a quoted ability:
                          for kw in st.keywords)  # defender_attacks.py (Prison Barricade)
        end = "" if with_kw.endswith('"') else "."  # the quoted ability's own period closes the line
        return f"If CARDNAME was kicked, it enters the battlefield with {count} on it{with_kw}{end}"
    if st.kind == ENTERS_WITH_COUNTERS:
        count = f"a {st.text} counter" if st.power == 1 else f"{_COUNT_WORDS[st.power]} {st.text} counters"
        return f"CARDNAME enters the battlefield with {count} on it."
    if st.kind in _STATIC_LINES:
        return _STATIC_LINES[st.kind].replace("TYPE", plural_of(st.text) if st.text else "")
    if st.kind != "continuous" or st.affected is None:
        raise ValueError(f"no rendering for static {st.kind!r}")
    if st.affected.who == "self":
        if st.condition != "threshold":
            raise ValueError("a static on the card itself")
        return ("Threshold — As long as seven or more cards are in your graveyard, CARDNAME "
                + _grant_words(st, "gets", "has") + ".")
    if st.condition:  # a template's conditioned grant ("… as long as …", "… if it's black")
        base = render_static(replace(st, condition=""))
        line = next((w for known in STATIC_CONDITION_LINES if (w := known(st, base)) is not None), None)
        if line is None:
            raise ValueError(f"condition {st.condition!r}")
        return line
    enchanted = st.affected.who == "enchanted"
    subject = "Enchanted creature" if enchanted else cap(render_selector(st.affected))
    gets, has = ("gets", "has") if enchanted else ("get", "have")
    return f"{subject} {_grant_words(st, gets, has)}."


def _render_alternative_cost(kw: CostKeyword) -> str:
    """"You may sacrifice two Mountains rather than pay this spell's mana cost." (CR 118.9)."""
    if kw.keyword == "pitch":
        if kw.cost != Cost() or kw.condition:
            raise ValueError("a pitch cost with other parts")
        life = f"pay {kw.life} life and " if kw.life else ""
        what = f"{life}exile {_a(COLOR_NAMES[kw.pitch_color])} card from your hand"
    else:
        if kw.life or kw.pitch_color:
            raise ValueError("an alternative cost with life or pitch fields")
        cost = render_cost(kw.cost)
        what = cost[:1].lower() + cost[1:]
    tail = f"you may {what} rather than pay this spell's mana cost."
    if kw.condition.startswith("control:"):
        return f"If you control {_a(kw.condition[8:])}, {tail}"
    if kw.condition:
        raise ValueError(f"condition {kw.condition!r}")
    return cap(tail)


def render_piece(piece: Piece) -> str:
    """The Oracle line a piece stands for."""
    if isinstance(piece, KeywordPiece):
        return cap(piece.separator.join(piece.keywords))
    if isinstance(piece, ActivatedPiece):
        return render_activated(piece.abilities)
    if isinstance(piece, TriggeredPiece):
        special = next((line for known in TRIGGERED_LINES if (line := known(piece.ability)) is not None), None)
        if special is not None and not piece.also:  # a granted trigger (threshold_grants.py)
            return special
        return " ".join(render_triggered(ab) for ab in (piece.ability, *piece.also))
    if isinstance(piece, StaticPiece):
        return render_static(piece.ability)
    if isinstance(piece, SpellPiece):
        return sentences(render_effects(piece.effects, piece.targets))
    if isinstance(piece, EnchantPiece):
        words = render_target(piece.spec).removeprefix("target ")
        if piece.spec.kinds == ("card in a graveyard",):  # "Enchant creature card in a graveyard" (reanimation_auras)
            words = words.removesuffix(" from a graveyard") + " in a graveyard"
        return "Enchant " + words
    if isinstance(piece, EntersTappedPiece):
        return "CARDNAME enters the battlefield tapped."
    if isinstance(piece, KeywordAbilityPiece):
        return render_keyword_ability(piece)
    if isinstance(piece, CostKeywordPiece) and piece.keyword.keyword in ("alt_cost", "pitch"):  # costs.py
        return _render_alternative_cost(piece.keyword)
    if isinstance(piece, CostKeywordPiece) and (piece.keyword.life or piece.keyword.cost != Cost(
            mana=piece.keyword.cost.mana)) and piece.keyword.keyword in ("flashback", "buyback"):  # costs.py
        whole = replace(piece.keyword.cost, life=piece.keyword.cost.life or piece.keyword.life)
        return f"{piece.keyword.keyword.capitalize()}—{render_cost(whole)}."
    if isinstance(piece, CostKeywordPiece):
        if piece.keyword.keyword in COST_KEYWORD_RENDERERS:
            return COST_KEYWORD_RENDERERS[piece.keyword.keyword](piece.keyword)
        return f"{piece.keyword.keyword.capitalize()} {piece.keyword.cost.mana}"
    if isinstance(piece, AdditionalCostPiece):
        cost = render_cost(piece.cost)
        return f"As an additional cost to cast this spell, {cost[:1].lower()}{cost[1:]}."
    raise TypeError(piece)
