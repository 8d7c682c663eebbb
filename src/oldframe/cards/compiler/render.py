"""Model constructs → Oracle text, one function per construct. A compiled line counts only if its
rendering equals the (normalised) input line, so nothing the model lost can pass unnoticed."""

from __future__ import annotations

from oldframe.cards.compiler.auras import CANT_BLOCK
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.mana import FIVE_COLORS
from oldframe.cards.compiler.pieces import (
    ActivatedPiece,
    AdditionalCostPiece,
    EnchantPiece,
    EntersTappedPiece,
    KeywordPiece,
    Piece,
    SpellPiece,
    StaticPiece,
    TriggeredPiece,
)
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.cards.model import (
    ActivatedAbility,
    AddMana,
    Cost,
    CounterObject,
    DamageEach,
    DealDamage,
    Destroy,
    DestroyNoRegenerate,
    DiscardAtRandom,
    Draw,
    Effect,
    GainLife,
    GrantKeyword,
    LoseLife,
    ModifyPT,
    PumpAll,
    Regenerate,
    ReturnToHand,
    Sacrifice,
    Selector,
    StaticAbility,
    Tap,
    TargetSpec,
    Trigger,
    TriggeredAbility,
    Untap,
)
from oldframe.rules.mana import Mana, mana_str

COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}
#: Canonical order of keywords inside one granted list ("has flying and first strike").
KEYWORD_ORDER = ("flying", "first strike", "double strike", "trample", "haste", "vigilance")
_COUNT_WORDS = {v: k for k, v in NUMBER_WORDS.items() if k not in ("a", "one")}


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def sentences(parts: list[str]) -> str:
    return " ".join(cap(p) + "." for p in parts)


# -- small constructs -------------------------------------------------------------------------------
def render_target(spec: TargetSpec) -> str:
    if spec.kinds == ("creature", "player") and spec.controller is None:
        return "any target"
    if spec.kinds == ("player",) and spec.controller == "opponent":
        return "target opponent"
    k = spec.kinds
    words = k[0] if len(k) == 1 else f"{k[0]} or {k[1]}" if len(k) == 2 else ", ".join(k[:-1]) + ", or " + k[-1]
    return "target " + words + (" you control" if spec.controller == "you" else "")


def render_cost(cost: Cost) -> str:
    parts = []
    if cost.mana.converted or cost.mana.x:
        parts.append(str(cost.mana))
    if cost.tap:
        parts.append("{T}")
    if cost.discard:
        parts.append("Discard a card" if cost.discard == 1 else f"Discard {cost.discard} cards")
    if cost.sacrifice_self:
        parts.append("Sacrifice CARDNAME")
    if cost.sacrifice is not None:
        kind = cost.sacrifice[0]
        parts.append(f"Sacrifice {'an' if kind[0].lower() in 'aeiou' else 'a'} {kind}")
    return ", ".join(parts) or "{0}"


def render_selector(sel: Selector) -> str:
    color = " ".join(COLOR_NAMES[c] for c in sorted(sel.colors))
    if sel.exclude_colors:
        color = "non" + COLOR_NAMES[min(sel.exclude_colors)]
    if sel.subtypes:
        kind = min(sel.subtypes) + " creatures"
        return {"other_creatures": f"other {kind}", "creatures": kind,
                "creatures_you_control": f"{kind} you control",
                "other_creatures_you_control": f"other {kind} you control"}[sel.who]
    base = {"creatures_you_control": "creatures you control", "creatures": "all creatures",
            "other_creatures_you_control": "other creatures you control"}[sel.who]
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
def render_effect(eff: Effect, specs: tuple[TargetSpec, ...], self_word: str = "CARDNAME") -> list[str]:
    """One atom as sentence(s), lower-case first letter (the caller capitalises)."""

    def thing(ref: str) -> str:
        if ref == "self":
            return self_word
        if ref.startswith("target:"):
            return render_target(specs[int(ref[7:])])
        if ref == "controller":
            return "you"
        raise ValueError(ref)

    if isinstance(eff, DealDamage):
        return [f"CARDNAME deals {eff.amount} damage to {thing(eff.to)}"]
    if isinstance(eff, DamageEach):
        who = ("each creature and each player" if eff.creatures and eff.players
               else "each player" if eff.players else "each creature")
        return [f"CARDNAME deals {eff.amount} damage to {who}" + (f" without {eff.without}" if eff.without else "")]
    if isinstance(eff, ModifyPT):
        return [f"{thing(eff.who)} gets {_pt(eff.power, eff.toughness)} until end of turn"]
    if isinstance(eff, GrantKeyword):
        return [f"{thing(eff.who)} gains {eff.keyword} until end of turn"]
    if isinstance(eff, PumpAll):
        return [f"{render_selector(eff.affected)} get {_pt(eff.power, eff.toughness)} until end of turn"]
    if isinstance(eff, Regenerate):
        return [f"regenerate {thing(eff.what)}"]
    if isinstance(eff, DestroyNoRegenerate):
        return [f"destroy {thing(eff.what)}", "it can't be regenerated"]
    if isinstance(eff, Destroy):
        return [f"destroy {thing(eff.what)}"]
    if isinstance(eff, Tap):
        return [f"tap {thing(eff.what)}"]
    if isinstance(eff, Untap):
        return [f"untap {thing(eff.what)}"]
    if isinstance(eff, ReturnToHand):
        return [f"return {thing(eff.what)} to its owner's hand"]
    if isinstance(eff, CounterObject):
        return [f"counter {thing(eff.what)}"]
    if isinstance(eff, Sacrifice) and eff.what == "self":
        return ["sacrifice CARDNAME"]
    if isinstance(eff, AddMana) and not eff.any_color and eff.times == 1:
        return [f"add {render_mana(eff.mana)}"]
    if isinstance(eff, Draw) and isinstance(eff.count, int):
        if eff.who == "controller":
            return [f"draw {_cards(eff.count)}"]
        return [f"{thing(eff.who)} draws {_cards(eff.count)}"]
    if isinstance(eff, GainLife):
        if eff.who == "controller":
            return [f"you gain {eff.amount} life"]
        return [f"{thing(eff.who)} gains {eff.amount} life"]
    if isinstance(eff, LoseLife):
        if eff.who == "each_player":
            return [f"each player loses {eff.amount} life"]
        if eff.who == "controller":
            return [f"you lose {eff.amount} life"]
        return [f"{thing(eff.who)} loses {eff.amount} life"]
    if isinstance(eff, DiscardAtRandom) and eff.count == 1:
        return [f"{thing(eff.who)} discards a card at random"]
    raise ValueError(f"no rendering for {eff!r}")


def render_effects(effects: tuple[Effect, ...], specs: tuple[TargetSpec, ...],
                   self_word: str = "CARDNAME") -> list[str]:
    return [s for e in effects for s in render_effect(e, specs, self_word)]


def render_mana(m: Mana) -> str:
    """Mana as Oracle prints it: colorless first ("{C}{R}")."""
    return "{C}" * m[5] + mana_str((m[0], m[1], m[2], m[3], m[4], 0)) if any(m[:5]) else mana_str(m)


def render_mana_choice(options: tuple[Mana, ...]) -> str:
    if options == FIVE_COLORS:
        return "add one mana of any color"
    words = [render_mana(m) for m in options]
    return "add " + (" or ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", or " + words[-1])


# -- abilities ----------------------------------------------------------------------------------------
def render_activated(group: tuple[ActivatedAbility, ...]) -> str:
    first = group[0]
    if first.keyword == "cycling":
        return f"Cycling {first.cost.mana}"
    if len(group) > 1:  # one ability per colour of a choice; riders are shared
        head = render_mana_choice(tuple(a.effects[0].mana for a in group if isinstance(a.effects[0], AddMana)))
        body = [head, *render_effects(first.effects[1:], first.targets)]
    else:
        body = render_effects(first.effects, first.targets)
    return f"{render_cost(first.cost)}: {sentences(body)}"


_TRIGGER_WORDS = {"comes_into_play": "When CARDNAME enters the battlefield", "dies": "When CARDNAME dies",
                  "attacks": "Whenever CARDNAME attacks", "blocks": "Whenever CARDNAME blocks"}


def render_trigger(trigger: Trigger) -> str:
    if trigger.event == "upkeep_begins" and trigger.whose == "yours":
        return "At the beginning of your upkeep"
    return _TRIGGER_WORDS[trigger.event]


def render_triggered(ab: TriggeredAbility) -> str:
    self_word = "it" if ab.trigger.event in ("attacks", "blocks") else "CARDNAME"
    body = render_effects(ab.effects, ab.targets, self_word)
    return f"{render_trigger(ab.trigger)}, {body[0]}." + "".join(" " + cap(s) + "." for s in body[1:])


def render_static(st: StaticAbility) -> str:
    if st.kind == "cant_block":
        return "CARDNAME can't block."
    if st.kind != "continuous" or st.affected is None:
        raise ValueError(f"no rendering for static {st.kind!r}")
    enchanted = st.affected.who == "enchanted"
    subject = "Enchanted creature" if enchanted else cap(render_selector(st.affected))
    gets, has = ("gets", "has") if enchanted else ("get", "have")
    if st.keywords == frozenset({CANT_BLOCK}) and not (st.power or st.toughness):
        return f"{subject} can't block."
    parts = []
    if st.power or st.toughness:
        parts.append(f"{gets} {_pt(st.power, st.toughness)}")
    if st.keywords:
        parts.append(f"{has} {render_keywords(st.keywords)}")
    return f"{subject} {' and '.join(parts)}."


def render_piece(piece: Piece) -> str:
    """The Oracle line a piece stands for."""
    if isinstance(piece, KeywordPiece):
        return cap(", ".join(piece.keywords))
    if isinstance(piece, ActivatedPiece):
        return render_activated(piece.abilities)
    if isinstance(piece, TriggeredPiece):
        return render_triggered(piece.ability)
    if isinstance(piece, StaticPiece):
        return render_static(piece.ability)
    if isinstance(piece, SpellPiece):
        return sentences(render_effects(piece.effects, piece.targets))
    if isinstance(piece, EnchantPiece):
        return "Enchant " + render_target(piece.spec).removeprefix("target ")
    if isinstance(piece, EntersTappedPiece):
        return "CARDNAME enters the battlefield tapped."
    if isinstance(piece, AdditionalCostPiece):
        cost = render_cost(piece.cost)
        return f"As an additional cost to cast this spell, {cost[:1].lower()}{cost[1:]}."
    raise TypeError(piece)
