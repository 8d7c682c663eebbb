"""Spell and ability wording: playing (casting/activating), kicker, mana — 2022 templates back to 2003."""

from __future__ import annotations

from .rewrite import Rule, rule
from .templates import CLASSIC

CASTING: tuple[Rule, ...] = (
    rule(
        r"\bActivate only as a sorcery\.",
        "Play this ability only any time you could play a sorcery.",
        (
            "{T}: Draw a card. Activate only as a sorcery.",
            "{T}: Draw a card. Play this ability only any time you could play a sorcery.",
        ),
    ),
    rule(
        r"\bActivate only\b",
        "Play this ability only",
        ("Activate only once each turn.", "Play this ability only once each turn."),
    ),
    rule(
        r"\brather than pay this spell's mana cost\b",
        "instead of paying CARDNAME's mana cost",
        (
            "You may pay 1 life rather than pay this spell's mana cost.",
            "You may pay 1 life instead of paying CARDNAME's mana cost.",
        ),
    ),
    rule(r"(?<!copy )\b[Tt]his spell\b", "CARDNAME", ("this spell costs {1} less", "CARDNAME costs {1} less")),
    rule(
        r"\bas though (they|he or she) had flash\b",
        r"any time \1 could play an instant",
        (
            "Any player may cast creature spells as though they had flash.",
            "Any player may cast creature spells any time they could play an instant.",
        ),
    ),
    rule(
        r"\bas though it had flash\b",
        "any time you could play an instant",
        ("You may cast X as though it had flash", "You may cast X any time you could play an instant"),
    ),
    rule(
        r"\b(have|has|had|haven't|hasn't|hadn't|was|were|been|be|wasn't|weren't) cast\b",
        r"\1 played",
        ("if you haven't cast it", "if you haven't played it"),
    ),
    rule(
        r"\b(spells?|it|them) cast (this turn|from|before|with|during)\b",
        r"\1 played \2",
        ("Counter target spell cast from a graveyard.", "Counter target spell played from a graveyard."),
    ),
    rule(
        r"\bif you cast (it|CARDNAME)\b",
        r"if you played \1",
        ("if you cast it from your hand", "if you played it from your hand"),
    ),
    rule(r"\bcasts\b", "plays", ("Whenever a player casts a spell", "Whenever a player plays a spell")),
    rule(r"\bcasting\b", "playing", ("without casting it", "without playing it")),
    rule(r"\bcast\b", "play", ("you may cast", "you may play")),
    rule(r"\bCast\b", "Play", ("Cast X only during combat.", "Play X only during combat.")),
    rule(r"\bactivate\b", "play", ("You may activate", "You may play")),
    rule(r"\bbe activated\b", "be played", ("can't be activated", "can't be played")),
)

KICKER: tuple[Rule, ...] = (
    rule(
        r"\b([Ii])f (?:CARDNAME|it) was kicked, it\b",
        r"\1f you paid the kicker cost, CARDNAME",
        (
            "If CARDNAME was kicked, it comes into play with",
            "If you paid the kicker cost, CARDNAME comes into play with",
        ),
    ),
    rule(
        r"\b([Ii])f (?:CARDNAME|it|this spell) was kicked with its (\{[^ ]+\}) kicker\b",
        r"\1f you paid the \2 kicker cost",
        ("If it was kicked with its {R} kicker", "If you paid the {R} kicker cost"),
    ),
    rule(
        r"\b([Ii])f (?:CARDNAME|it|this spell) was kicked\b",
        r"\1f you paid the kicker cost",
        ("If this spell was kicked, draw two cards.", "If you paid the kicker cost, draw two cards."),
    ),
    rule(
        r"\b(kicker cost), it comes into play\b",
        r"\1, CARDNAME comes into play",
        (
            "If you paid the {R} kicker cost, it comes into play",
            "If you paid the {R} kicker cost, CARDNAME comes into play",
        ),
    ),
    rule(
        r"\b(kicker cost, (?:instead )?)it deals\b",
        r"\1CARDNAME deals",
        (
            "If you paid the kicker cost, it deals 2 damage to target creature.",
            "If you paid the kicker cost, CARDNAME deals 2 damage to target creature.",
        ),
    ),
    rule(
        r"\b(comes into play with [^.]*? counters? on it) and with\b",
        r"\1 and has",
        (
            "comes into play with a +1/+1 counter on it and with flying",
            "comes into play with a +1/+1 counter on it and has flying",
        ),
    ),
)

_NUMBER = ("zero", "one", "two", "three", "four", "five")

MANA: tuple[Rule, ...] = (
    rule(
        r"\b([Aa]dd) (one mana of any (?:color|type) that [^.]*? could produce)",
        r"\1 to your mana pool \2",
        (
            "{T}: Add one mana of any color that a land you control could produce.",
            "{T}: Add to your mana pool one mana of any color that a land you control could produce.",
        ),
    ),
    rule(r"\bmana value\b", "converted mana cost", ("mana value 3", "converted mana cost 3")),
    rule(
        r"\bAdd ((?:\{C\})+)(?=[.,]| for each)",
        lambda m: f"Add {_NUMBER[len(m[1]) // 3]} colorless mana",
        ("{T}: Add {C}{C}.", "{T}: Add two colorless mana."),
        template=CLASSIC,
    ),
    rule(r"\{C\}(\{C\})+", lambda m: "{" + str(len(m[0]) // 3) + "}", ("Add {C}{C}.", "Add {2}.")),
    rule(r"\{C\}", "{1}", ("{T}: Add {C}.", "{T}: Add {1}.")),
    rule(
        r"\b([Aa]dd (?:(?:one|two|three|four|five) colorless mana|"
        r"(?:\{[^}]+\})+(?:(?:, | or |, or )(?:\{[^}]+\})+)*|one mana of any color|"
        r"(?:one|two|three|X|that much) mana of any (?:one )?color|"
        r"one mana of any type that land produced|one mana of any type that a land you control "
        r"could produce|one mana of (?:that|the chosen) color|that much (?:\{[^}]+\})|"
        r"(?:\w+) mana in any combination of colors|\{[^}]+\} for each [^.]+?|X mana of any one color))"
        r"(?=[.,]| for each)",
        lambda m: m[1] + " to your mana pool",
        ("{T}: Add {G}.", "{T}: Add {G} to your mana pool."),
    ),
)

ALL: tuple[Rule, ...] = (*CASTING, *KICKER, *MANA)
