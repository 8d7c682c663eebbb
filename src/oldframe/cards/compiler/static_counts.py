"""Counts and conditions in static abilities: P/T that counts, "for each", "as long as …" and damage by
hand size (the rules: ``rules.atoms.static_counts``); the counting nouns are shared by these templates."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import X, parse_pt
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import COLOR_NAMES, Words, _pt, render_keywords, renders, renders_static
from oldframe.cards.compiler.static_entry import _ENCHANTED, _SELF, DOMAIN, FIRST_STRIKE_ATTACKING, _color
from oldframe.cards.compiler.statics import plural_of
from oldframe.rules.atoms.static_combat import ENCHANTED_SPEC, ENCHANTED_UNTAPPED, SELF_ATTACKING
from oldframe.rules.atoms.static_counts import BASIC_LAND_TYPES, PT_COUNT, PT_PER, SELF_UNTAPPED, DamageByHandSize
from oldframe.rules.atoms.static_kinds import CONDITIONAL, MOST_COMMON_COLOR, OPPONENT_CONTROLS_COLOR
from oldframe.rules.model.cards import DealDamage, Selector, StaticAbility
from oldframe.rules.model.static_params import CountedPT, CountSpec, PerCount


class StaticCountTemplates:
    """Transformer methods for ``grammar/static_rules.lark``: counts and conditions."""

    subtype_names: dict[str, str]

    # -- conditional P/T ----------------------------------------------------------------------------------
    def sr_scarab_pt(self, items: list[Token]) -> StaticPiece:
        p, t = parse_pt(items[0])
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_ENCHANTED, power=p, toughness=t,
                                         condition=f"{OPPONENT_CONTROLS_COLOR}:{_color(items[1])}"))

    def sr_most_common_pt(self, items: list[Token]) -> StaticPiece:
        p, t = parse_pt(items[0])
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, power=p, toughness=t,
                                         condition=f"{MOST_COMMON_COLOR}:{_color(items[1])}"))

    # -- P/T from counts (layer 7a CDAs, layer 7c "for each") -------------------------------------------
    def sr_a_other(self, items: list[Token]) -> str:
        return "other"

    def sr_a_tapped(self, items: list[Token]) -> str:
        return "tapped"

    def sr_a_untapped(self, items: list[Token]) -> str:
        return "untapped"

    def sr_a_color(self, items: list[Token]) -> str:
        return f"color:{_color(items[0])}"

    def sr_a_snow(self, items: list[Token]) -> str:
        return "super:Snow"

    def sr_a_nonbasic(self, items: list[Token]) -> str:
        return "nonbasic"

    def sr_n_creature(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Creature",)

    def sr_n_land(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Land",)

    def sr_n_artifact(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Artifact",)

    def sr_n_enchantment(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Enchantment",)

    def sr_n_basic(self, items: list[Token]) -> tuple[str, ...]:
        word = str(items[0])
        basic = next(b for b in BASIC_LAND_TYPES if word in (b.lower(), b.lower() + "s"))
        return ("type:Land", f"sub:{basic}")

    def sr_n_plural_type(self, items: list[Token]) -> tuple[str, ...]:
        name = self.subtype_names.get(str(items[0]))
        if name is None or plural_of(name).lower() != str(items[0]):
            raise ValueError("a plural creature type")
        return (f"sub:{name}",)

    def sr_n_single_type(self, items: list[Token]) -> tuple[str, ...]:
        name = self.subtype_names.get(str(items[0]))
        if name is None or name.lower() != str(items[0]):
            raise ValueError("a creature type")
        return (f"sub:{name}",)

    def sr_n_permanent(self, items: list[Token]) -> tuple[str, ...]:
        return ()

    def sr_a_nontoken(self, items: list[Token]) -> str:
        return "nontoken"

    # conditions of "CARDNAME gets +N/+N as long as …" (CR 611.3b)
    def sr_c_you_control(self, items: list[tuple[str, ...]]) -> str:
        return "count:bf|you|" + ",".join(items[0])

    def sr_c_opp_controls(self, items: list[tuple[str, ...]]) -> str:
        return "count:bf|opp|" + ",".join(items[0])

    def sr_c_you_control_no(self, items: list[tuple[str, ...]]) -> str:
        return "nocount:bf|you|" + ",".join(items[0])

    def sr_c_empty_gy(self, items: list[Token]) -> str:
        return "nocount:gy|you|"

    def sr_c_untapped(self, items: list[Token]) -> str:
        return SELF_UNTAPPED

    def sr_cond_pt(self, items: list[object]) -> StaticPiece:
        pt, cond = items
        assert isinstance(pt, Token)
        p, t = parse_pt(pt)
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, power=p, toughness=t, condition=str(cond)))

    def sr_cond_pt_kw(self, items: list[object]) -> StaticPiece:
        cond, pt, kws = items
        assert isinstance(pt, Token) and isinstance(kws, tuple)
        p, t = parse_pt(pt)
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, power=p, toughness=t, keywords=frozenset(kws),
                                         condition=str(cond)))

    def sr_n_named(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Creature", "named")

    def sr_plural(self, items: list[object]) -> tuple[str, ...]:
        *adjs, noun = items
        assert isinstance(noun, tuple)
        return (*(str(a) for a in adjs), *noun)

    sr_single = sr_plural

    def sr_w_you(self, items: list[Token]) -> str:
        return "you"

    def sr_w_opp(self, items: list[Token]) -> str:
        return "opp"

    def sr_w_all(self, items: list[Token]) -> str:
        return "all"

    def sr_count_perm(self, items: list[object]) -> str:
        filters, where = items
        assert isinstance(filters, tuple)
        return f"bf|{where}|{','.join(filters)}"

    def sr_count_hand(self, items: list[Token]) -> str:
        return "hand|you|"

    def sr_count_all_hands(self, items: list[Token]) -> str:
        """"the total number of cards in all players' hands" (Multani, Maro-Sorcerer)."""
        return _ALL_HANDS

    def _hand_damage(self, items: list[object], base: int, per_card: int) -> Clause:
        clause = items[0]
        assert isinstance(clause, Clause)
        eff = clause.effects[0] if len(clause.effects) == 1 else None
        if not isinstance(eff, DealDamage) or eff.amount != X or eff.to != "event_player" or clause.specs:
            raise ValueError("X damage to that player")
        return Clause((DamageByHandSize("event_player", base, per_card),))

    def sr_damage_hand_minus(self, items: list[object]) -> Clause:
        return self._hand_damage(items, -int(str(items[1])), 1)

    def sr_damage_n_minus_hand(self, items: list[object]) -> Clause:
        return self._hand_damage(items, int(str(items[1])), -1)

    def sr_c_enchanted(self, items: list[Token]) -> str:
        return "count:" + str(ENCHANTED_SPEC)

    def sr_c_attacking(self, items: list[Token]) -> str:
        return SELF_ATTACKING

    def sr_cond_kw(self, items: list[object]) -> StaticPiece:
        kws, cond = items
        assert isinstance(kws, tuple)
        if cond == SELF_ATTACKING:  # Spirit of the Night's rule (``characteristics.has_keyword``)
            if kws != ("first strike",):
                raise ValueError("only first strike while attacking")
            return StaticPiece(StaticAbility(FIRST_STRIKE_ATTACKING))
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, keywords=frozenset(kws), condition=str(cond)))

    def sr_threshold_kw(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, keywords=frozenset(items[0]),
                                         condition="threshold"))

    def sr_enchanted_kw_untapped(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_ENCHANTED, keywords=frozenset(items[0]),
                                         condition=ENCHANTED_UNTAPPED))

    def sr_enchanted_kw_threshold(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_ENCHANTED, keywords=frozenset(items[0]),
                                         condition="threshold"))

    def sr_cardtype(self, items: list[Token]) -> str:
        return str(items[0])

    def sr_count_all_gy(self, items: list[Token]) -> str:
        return f"gy|all|type:{str(items[0]).capitalize()}"

    def sr_count_your_gy(self, items: list[Token]) -> str:
        return f"gy|you|type:{str(items[0]).capitalize()}"

    sr_each_perm = sr_count_perm
    sr_each_hand = sr_count_hand

    def sr_each_aura(self, items: list[Token]) -> str:
        return "bf|all|sub:Aura,attached"

    def sr_amount0(self, items: list[str]) -> tuple[int, str]:
        return 0, items[0]

    def sr_amount_plus(self, items: list[object]) -> tuple[int, str]:
        n, spec = items
        return int(str(n)), str(spec)

    def _cda(self, which: str, amount: tuple[int, str], extra_t: int = 0) -> StaticPiece:
        plus, spec = amount
        cda = CountedPT("P" in which, "T" in which, plus, plus + extra_t, CountSpec.parse(spec))
        return StaticPiece(StaticAbility(PT_COUNT, affected=_SELF, params=cda))

    def sr_cda_both(self, items: list[tuple[int, str]]) -> StaticPiece:
        return self._cda("PT", items[0])

    def sr_cda_power(self, items: list[tuple[int, str]]) -> StaticPiece:
        return self._cda("P", items[0])

    def sr_cda_toughness(self, items: list[tuple[int, str]]) -> StaticPiece:
        return self._cda("T", items[0])

    def sr_cda_lhurgoyf(self, items: list[object]) -> StaticPiece:
        amount, n = items
        assert isinstance(amount, tuple)
        return self._cda("PT", amount, int(str(n)))

    def _per(self, who: Selector, pt: Token, spec: str) -> StaticPiece:
        p, t = parse_pt(pt)
        return StaticPiece(StaticAbility(PT_PER, affected=who, power=p, toughness=t,
                                         params=PerCount(CountSpec.parse(spec))))

    def sr_per_self(self, items: list[object]) -> StaticPiece:
        pt, spec = items
        assert isinstance(pt, Token)
        return self._per(_SELF, pt, str(spec))

    def sr_per_enchanted(self, items: list[object]) -> StaticPiece:
        pt, spec = items
        assert isinstance(pt, Token)
        return self._per(_ENCHANTED, pt, str(spec))

    def sr_domain_self(self, items: list[Token]) -> StaticPiece:
        return self._per(_SELF, items[0], DOMAIN)

    def sr_domain_enchanted(self, items: list[Token]) -> StaticPiece:
        return self._per(_ENCHANTED, items[0], DOMAIN)


def _condition_words(cond: str) -> str:
    """"you control a Swamp", "an opponent controls a nontoken white permanent", "you control no
    untapped lands", "there are no cards in your graveyard", "it's untapped"."""
    if cond == SELF_UNTAPPED:
        return "it's untapped"
    if cond == "count:" + str(ENCHANTED_SPEC):
        return "it's enchanted"
    kind, _, spec = cond.partition(":")
    if kind == "nocount" and spec == "gy|you|":
        return "there are no cards in your graveyard"
    zone, scope, _rest = spec.split("|")
    if zone != "bf" or scope not in ("you", "opp"):
        raise ValueError("a condition")
    if kind == "nocount" and scope == "you":
        return "you control no " + _count_words(spec, plural=True, where=False)
    if kind != "count":
        raise ValueError("a condition")
    single = _count_words(spec, plural=False, where=False)
    article = "an" if single[0].lower() in "aeiou" else "a"
    return f"{'you control' if scope == 'you' else 'an opponent controls'} {article} {single}"


@renders_static(CONDITIONAL)
def _render_conditional(st: StaticAbility) -> str:
    if st.condition == "threshold" and st.affected in (_SELF, _ENCHANTED) and st.keywords \
            and not (st.power or st.toughness):
        who = "CARDNAME" if st.affected == _SELF else "Enchanted creature"
        return (f"Threshold — {who} has {render_keywords(st.keywords)} as long as seven or more cards are in "
                "your graveyard.")
    if st.condition == ENCHANTED_UNTAPPED and st.affected == _ENCHANTED and st.keywords \
            and not (st.power or st.toughness):
        return f"Enchanted creature has {render_keywords(st.keywords)} as long as it's untapped."
    if st.condition.startswith(("count:", "nocount:")) or st.condition == SELF_UNTAPPED:
        if st.affected != _SELF or not (st.power or st.toughness or st.keywords):
            raise ValueError("a conditional bonus of its own")
        words = _condition_words(st.condition)
        if not (st.power or st.toughness):
            return f"CARDNAME has {render_keywords(st.keywords)} as long as {words}."
        if not st.keywords:
            return f"CARDNAME gets {_pt(st.power, st.toughness)} as long as {words}."
        kws = render_keywords(st.keywords)
        return f"As long as {words}, CARDNAME gets {_pt(st.power, st.toughness)} and has {kws}."
    kind, _, letter = st.condition.partition(":")
    if st.keywords or letter not in COLOR_NAMES:
        raise ValueError("conditional static")
    color = COLOR_NAMES[letter]
    if kind == OPPONENT_CONTROLS_COLOR and st.affected == _ENCHANTED:
        return (f"Enchanted creature gets {_pt(st.power, st.toughness)} as long as an opponent controls a {color} "
                "permanent.")
    if kind == MOST_COMMON_COLOR and st.affected == _SELF:
        return (f"CARDNAME gets {_pt(st.power, st.toughness)} as long as {color} is the most common color among all "
                "permanents or is tied for most common.")
    raise ValueError("conditional static")


#: The count of every player's hand, and its words.
_ALL_HANDS = "hand|all|"
_ALL_HANDS_WORDS = "the total number of cards in all players' hands"
_ADJ_WORDS = {"other": "other", "tapped": "tapped", "untapped": "untapped", "super:Snow": "snow",
              "nonbasic": "nonbasic", "nontoken": "nontoken"}
_TYPE_NOUNS = {"type:Creature": "creature", "type:Land": "land", "type:Artifact": "artifact",
               "type:Enchantment": "enchantment"}
_WHERE = {"you": "you control", "opp": "your opponents control", "all": "on the battlefield",
          "chosen": "the chosen player controls"}


def _count_words(spec: str, plural: bool, where: bool = True) -> str:
    """A count spec as Oracle words: "lands you control" (plural) / "Forest you control" (singular);
    without ``where``, only the noun phrase ("untapped lands")."""
    zone, scope, rest = spec.split("|")
    filters = [f for f in rest.split(",") if f]
    if zone == "hand" and scope in ("you", "chosen") and not filters and (plural or scope == "you"):
        return ("card" + ("s" if plural else "") + " in " + ("your" if scope == "you" else "the chosen player's")
                + " hand")
    if zone == "gy" and plural and filters and filters[-1].startswith("type:") \
            and all(f.startswith("color:") for f in filters[:-1]) and (len(filters) == 1 or scope == "chosen"):
        place = {"all": "all graveyards", "you": "your graveyard", "chosen": "the chosen player's graveyard"}[scope]
        colors = "".join(COLOR_NAMES[f[6:]] + " " for f in filters[:-1])
        return f"{colors}{filters[-1][5:].lower()} cards in {place}"
    if zone != "bf":
        raise ValueError("a count")
    if filters == ["sub:Aura", "attached"] and scope == "all" and not plural:
        return "Aura attached to it"
    adjs: list[str] = []
    nouns = [f for f in filters if f.startswith(("type:", "sub:")) or f == "named"]
    for f in filters:
        if f in nouns:
            continue
        if f.startswith("color:"):
            adjs.append(COLOR_NAMES[f[6:]])
        elif f in _ADJ_WORDS:
            adjs.append(_ADJ_WORDS[f])
        else:
            raise ValueError(f"filter {f!r}")
    if filters[len(adjs):] != nouns:
        raise ValueError("adjectives come first")
    if len(nouns) == 1 and nouns[0] in _TYPE_NOUNS:
        noun = _TYPE_NOUNS[nouns[0]] + ("s" if plural else "")
    elif len(nouns) == 2 and nouns[0] == "type:Land" and nouns[1][4:] in BASIC_LAND_TYPES:
        basic = nouns[1][4:]
        noun = basic + ("s" if plural and basic != "Plains" else "")
    elif len(nouns) == 1 and nouns[0].startswith("sub:") and nouns[0][4:] not in BASIC_LAND_TYPES:
        noun = plural_of(nouns[0][4:]) if plural else nouns[0][4:]
    elif nouns == ["type:Creature", "named"] and plural:
        noun = "creatures named CARDNAME"
    elif not nouns and adjs:
        noun = "permanents" if plural else "permanent"
    else:
        raise ValueError("a counted noun")
    return " ".join([*adjs, noun, *([_WHERE[scope]] if where else [])])


@renders_static(PT_COUNT)
def _render_pt_count(st: StaticAbility) -> str:
    if st.affected != _SELF:
        raise ValueError("a characteristic-defining ability of its own")
    cda = st.params
    if not isinstance(cda, CountedPT):
        raise ValueError("a counted P/T")
    which = ("P" if cda.sets_power else "") + ("T" if cda.sets_toughness else "")
    pp, pt, spec = cda.plus_power, cda.plus_toughness, str(cda.count)
    amount = f"{pp} plus " if pp else ""
    amount += _ALL_HANDS_WORDS if spec == _ALL_HANDS else "the number of " + _count_words(spec, plural=True)
    if which == "PT" and pp == pt:
        return f"CARDNAME's power and toughness are each equal to {amount}."
    if which == "PT" and pp == 0 and pt > 0:
        return f"CARDNAME's power is equal to {amount} and its toughness is equal to that number plus {pt}."
    if which == "P" and pp == pt:
        return f"CARDNAME's power is equal to {amount}."
    if which == "T" and pp == pt:
        return f"CARDNAME's toughness is equal to {amount}."
    raise ValueError("a characteristic-defining P/T")


@renders_static(PT_PER)
def _render_pt_per(st: StaticAbility) -> str:
    who = {_SELF: "CARDNAME", _ENCHANTED: "Enchanted creature"}[st.affected] if st.affected else None
    if who is None or not (st.power or st.toughness) or not isinstance(st.params, PerCount) or st.text:
        raise ValueError("whose P/T, for each what?")
    spec = str(st.params.count)
    if spec == DOMAIN:
        return f"Domain — {who} gets {_pt(st.power, st.toughness)} for each basic land type among lands you control."
    return f"{who} gets {_pt(st.power, st.toughness)} for each {_count_words(spec, plural=False)}."


@renders(DamageByHandSize)
def _render_hand_damage(eff: DamageByHandSize, words: Words) -> list[str]:
    to = words.thing(eff.to)
    if eff.per_card == 1 and eff.base < 0:
        return [f"CARDNAME deals X damage to {to}, where X is the number of cards in their hand minus {-eff.base}"]
    if eff.per_card == -1 and eff.base > 0:
        return [f"CARDNAME deals X damage to {to}, where X is {eff.base} minus the number of cards in their hand"]
    raise ValueError("X from a hand size")
