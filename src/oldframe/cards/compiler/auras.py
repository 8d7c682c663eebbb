"""Auras: "Enchant creature" and what they give the enchanted creature ("Enchanted creature gets
+2/+2.", "… has flying.", "… gets +1/+1 and has first strike.", "… can't block.").

Examples: Pacifism ("can't attack or block"), Apathy / Dehydration ("doesn't untap during its
controller's untap step"), Alexi's Cloak ("has shroud"), Holy Strength, Unholy Strength, Flight,
Firebreathing's sibling Giant Strength, Lure-less
plain Auras such as Feast of the Unicorn, Pacifism's cousin Sluggishness ("can't block").
The engine attaches an Aura on resolution (CR 303.4f; 2003: 214.8c) and applies its static ability
to ``Selector("enchanted")`` continuously (CR 611.3a).
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.pieces import EnchantPiece, StaticPiece
from oldframe.rules.model.cards import Selector, StaticAbility, TargetSpec

#: Pseudo-keyword a continuous effect grants for "can't block" (checked in ``rules.evasion``).
CANT_BLOCK = "can't block"
#: "can't attack" (``rules.evasion`` attack restriction, CR 508.1c) and "doesn't untap during its
#: controller's untap step" (``rules.turn`` untap step, CR 502.3).
CANT_ATTACK = "can't attack"
NO_UNTAP = "doesn't untap"


class AuraTemplates:
    def e_creature(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("creature",))

    def e_land(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("land",))

    def e_artifact(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("artifact",))

    def e_enchantment(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("enchantment",))

    def e_permanent(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("permanent",))

    def e_creature_yours(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("creature",), "you")

    def enchant(self, items: list[TargetSpec]) -> EnchantPiece:
        return EnchantPiece(items[0])

    # -- what a static gives: (power, toughness, keywords) -------------------------------------------
    def g_pt(self, items: list[Token]) -> tuple[int, int, frozenset[str]]:
        p, t = parse_pt(items[0])
        return p, t, frozenset()

    def g_kw(self, items: list[tuple[str, ...]]) -> tuple[int, int, frozenset[str]]:
        return 0, 0, frozenset(items[0])

    def g_pt_kw(self, items: list[object]) -> tuple[int, int, frozenset[str]]:
        pt, kws = items
        assert isinstance(pt, Token) and isinstance(kws, tuple)
        p, t = parse_pt(pt)
        return p, t, frozenset(kws)

    def g_cant_block(self, items: list[Token]) -> tuple[int, int, frozenset[str]]:
        return 0, 0, frozenset({CANT_BLOCK})

    def g_pt_cant_block(self, items: list[Token]) -> tuple[int, int, frozenset[str]]:
        p, t = parse_pt(items[0])
        return p, t, frozenset({CANT_BLOCK})

    def g_cant_attack(self, items: list[Token]) -> tuple[int, int, frozenset[str]]:
        return 0, 0, frozenset({CANT_ATTACK})

    def g_cant_attack_block(self, items: list[Token]) -> tuple[int, int, frozenset[str]]:
        return 0, 0, frozenset({CANT_ATTACK, CANT_BLOCK})

    def g_no_untap(self, items: list[Token]) -> tuple[int, int, frozenset[str]]:
        return 0, 0, frozenset({NO_UNTAP})

    def enchanted_grant(self, items: list[tuple[int, int, frozenset[str]]]) -> StaticPiece:
        p, t, kws = items[0]
        return StaticPiece(StaticAbility("continuous", affected=Selector("enchanted"), power=p, toughness=t,
                                         keywords=kws))
