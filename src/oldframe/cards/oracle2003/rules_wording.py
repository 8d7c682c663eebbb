"""Damage, phase, player and combat wording: 2022 templates back to their May 2003 forms."""

from __future__ import annotations

import re

from .rewrite import Rule, rule

DAMAGE: tuple[Rule, ...] = (
    rule(
        r"\bany target\b",
        "target creature or player",
        ("deals 1 damage to any target", "deals 1 damage to target creature or player"),
    ),
    rule(
        r"\bamong (one or two|one, two, or three|any number of) targets\b",
        "among any number of target creatures and/or players",
        (
            "divided as you choose among one or two targets",
            "divided as you choose among any number of target creatures and/or players",
        ),
    ),
    rule(r" or planeswalker\b", "", ("target player or planeswalker", "target player")),
    rule(
        r"\b(divided as you choose among) one, two, or three (target creatures)\b",
        r"\1 any number of \2",
        (
            "deals 3 damage divided as you choose among one, two, or three target creatures.",
            "deals 3 damage divided as you choose among any number of target creatures.",
        ),
    ),
    rule(
        r"\bany number of targets\b",
        "any number of target creatures and/or players",
        (
            "Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose.",
            "Prevent the next 4 damage that would be dealt this turn to any number of target creatures and/or "
            "players, divided as you choose.",
        ),
    ),
    rule(
        r"\banother target\.",
        "another target creature or player.",
        ("X deals 3 damage to another target.", "X deals 3 damage to another target creature or player."),
    ),
    rule(
        r"\bassigns no combat damage\b",
        "deals no combat damage",
        ("X assigns no combat damage", "X deals no combat damage"),
    ),
)

PHASES: tuple[Rule, ...] = (
    rule(
        r"\b([Aa])t the beginning of (your|each player's|that player's) end step\b",
        lambda m: f"{m[1]}t the end of {m[2]} turn",
        ("At the beginning of your end step, draw a card.", "At the end of your turn, draw a card."),
    ),
    rule(
        r"\b([Aa])t the beginning of (?:the next|the|each) end step\b",
        r"\1t end of turn",
        ("At the beginning of the next end step, sacrifice it.", "At end of turn, sacrifice it."),
    ),
)

_VERB_3RD = {
    "control": "controls",
    "own": "owns",
    "pay": "pays",
    "do": "does",
    "don't": "doesn't",
    "have": "has",
    "were": "was",
    "are": "is",
    "discard": "discards",
    "draw": "draws",
    "reveal": "reveals",
    "sacrifice": "sacrifices",
    "put": "puts",
    "lose": "loses",
    "gain": "gains",
    "choose": "chooses",
    "search": "searches",
    "shuffle": "shuffles",
    "return": "returns",
    "cast": "casts",
    "play": "plays",
    "tap": "taps",
    "untap": "untaps",
    "had": "had",
    "did": "did",
    "may": "may",
    "can": "can",
    "can't": "can't",
    "could": "could",
    "would": "would",
    "didn't": "didn't",
}

PLAYERS: tuple[Rule, ...] = (
    rule(
        r"\btheir (hand|library|graveyard|life|next|upkeep|turn|own|choice|opponent|mana pool|first|draw|"
        r"untap|"
        r"combat|deck|cards|poison|end|precombat|main)\b",
        r"his or her \1",
        ("that player skips their next combat phase", "that player skips his or her next combat phase"),
    ),
    rule(
        r"\bthey (" + "|".join(map(re.escape, _VERB_3RD)) + r")\b",
        lambda m: "he or she " + _VERB_3RD[m[1]],
        ("the number of lands they control", "the number of lands he or she controls"),
    ),
    rule(
        r"\b(to|from|controls|targets) them\b(?! (?:into|back|from|on|onto|in|to))",
        r"\1 him or her",
        ("deals 2 damage to them.", "deals 2 damage to him or her."),
    ),
)

COMBAT: tuple[Rule, ...] = (
    rule(
        r"\b(that player\b[^\n]*?damage to) that player\b",
        r"\1 him or her",
        (
            "that player gains 1 life. Then X deals 3 damage to that player.",
            "that player gains 1 life. Then X deals 3 damage to him or her.",
        ),
    ),
    rule(
        r"\b(converted mana cost \w+) or greater\b",
        r"\1 or more",
        ("converted mana cost 6 or greater", "converted mana cost 6 or more"),
    ),
    rule(
        r"\bAfter this main phase\b",
        "After this phase",
        (
            "After this main phase, there is an additional combat phase",
            "After this phase, there is an additional combat phase",
        ),
    ),
    rule(
        r"\b([Ff])or as long as\b",
        lambda m: ("As" if m[1] == "F" else "as") + " long as",
        (
            "gain control of it for as long as X remains tapped",
            "gain control of it as long as X remains tapped",
        ),
    ),
    rule(
        r"(^|\n|\. )As long as (enchanted \w+ is)\b",
        r"\1If \2",
        ("As long as enchanted creature is a Wizard, it has", "If enchanted creature is a Wizard, it has"),
    ),
    rule(
        r"(reveals his or her hand\.) You choose\b",
        r"\1 Choose",
        (
            "Target opponent reveals his or her hand. You choose a card from it.",
            "Target opponent reveals his or her hand. Choose a card from it.",
        ),
    ),
    rule(
        r"(When CARDNAME is put into a graveyard from play, you may remove) it\b",
        r"\1 CARDNAME",
        (
            "When CARDNAME is put into a graveyard from play, you may remove it from the game.",
            "When CARDNAME is put into a graveyard from play, you may remove CARDNAME from the game.",
        ),
    ),
    rule(
        r"\battached to\b",
        "enchanting",
        ("return X to play attached to that creature", "return X to play enchanting that creature"),
    ),
    rule(
        r"\binto two piles\b",
        "into two face-up piles",
        ("separate them into two piles", "separate them into two face-up piles"),
    ),
    rule(r"\beach combat\b", "each turn", ("X attacks each combat if able.", "X attacks each turn if able.")),
    rule(
        r"\bcan attack each turn\b",
        "may attack each turn",
        (
            "No more than one creature can attack each turn.",
            "No more than one creature may attack each turn.",
        ),
    ),
    rule(
        r"\bassign its combat damage (this turn )?as though it weren't blocked\b",
        r"deal its combat damage to defending player \1as though it weren't blocked",
        (
            "You may have X assign its combat damage as though it weren't blocked.",
            "You may have X deal its combat damage to defending player as though it weren't blocked.",
        ),
    ),
    rule(
        r"(^|: |\n)You may tap or untap target\b",
        r"\1Tap or untap target",
        ("{U}, {T}: You may tap or untap target creature.", "{U}, {T}: Tap or untap target creature."),
    ),
    rule(
        r"\b(to|deals damage to|to each) a permanent or player\b",
        r"\1 a creature or player",
        ("would deal damage to a permanent or player", "would deal damage to a creature or player"),
    ),
    rule(
        r"\bthat permanent or player\b",
        "that creature or player",
        (
            "deals 3 damage to that permanent or player instead",
            "deals 3 damage to that creature or player instead",
        ),
    ),
    rule(
        r"(CARDNAME[^:\n]*): It\b",
        r"\1: CARDNAME",
        (
            "Sacrifice CARDNAME: It deals 2 damage to target creature.",
            "Sacrifice CARDNAME: CARDNAME deals 2 damage to target creature.",
        ),
    ),
    rule(
        r"\bcan't be blocked(?=\.| this turn(?! except)| as long as| if)",
        "is unblockable",
        ("X can't be blocked.", "X is unblockable."),
    ),
    rule(
        r"\bcan block\b(?! only)",
        "may block",
        ("X can block any number of creatures.", "X may block any number of creatures."),
    ),
    rule(
        r"\b(\d+|X) or (less|more|greater) damage\b",
        lambda m: f"{m[1]} damage or {'more' if m[2] == 'greater' else m[2]}",
        ("If a source would deal 3 or less damage to X", "If a source would deal 3 damage or less to X"),
        template=frozenset({"INV"}),
    ),
    rule(
        r"\b(\d+|X) or less life\b",
        r"\1 life or less",
        ("If you have 3 or less life", "If you have 3 life or less"),
    ),
)


WALLS: tuple[Rule, ...] = (
    rule(
        r"\b(?:All )?Walls can attack as though (?:they|he or she) didn't have defender\.",
        "Walls may attack as though they weren't Walls.",
        ("Walls can attack as though they didn't have defender.", "Walls may attack as though they weren't Walls."),
    ),
    rule(
        r"\bhas \"CARDNAME can attack as though it didn't have defender\.\"",
        "may attack as though it weren't a Wall.",
        (
            'has "CARDNAME can attack as though it didn\'t have defender."',
            "may attack as though it weren't a Wall.",
        ),
    ),
    rule(
        r"^Enchanted Wall can attack as though it didn't have defender\.",
        "Enchanted creature can attack as though it weren't a Wall.",
        (
            "Enchanted Wall can attack as though it didn't have defender.",
            "Enchanted creature can attack as though it weren't a Wall.",
        ),
        re.M,
    ),
    rule(
        r"\bcan attack (this turn )?as though it didn't have defender\b",
        r"may attack \1as though it weren't a Wall",
        (
            "X can attack this turn as though it didn't have defender.",
            "X may attack this turn as though it weren't a Wall.",
        ),
    ),
)

EXTRA_MANA: tuple[Rule, ...] = (
    rule(
        r"\bspell that targets a creature\b",
        "spell that targets one or more creatures",
        ("Counter target spell that targets a creature.", "Counter target spell that targets one or more creatures."),
    ),
    rule(
        r"\binstead of any other type\b",
        "instead of its normal type",
        (
            "it produces colorless mana instead of any other type.",
            "it produces colorless mana instead of its normal type.",
        ),
    ),
    rule(
        r"\bthe milled card's\b",
        "that card's",
        ("where X is the milled card's converted mana cost", "where X is that card's converted mana cost"),
    ),
    rule(
        r"\b([Ii])f an? ((?:\w+ )?card) was milled this way\b",
        r"\1f that card is a \2",
        ("If a land card was milled this way, draw.", "If that card is a land card, draw."),
    ),
    rule(
        r"\b(draws?) an additional card\b",
        r"\1 a card",
        (
            "At the beginning of your draw step, draw an additional card.",
            "At the beginning of your draw step, draw a card.",
        ),
    ),
    # after PLAYERS, which would turn the plural "they" into "he or she"
    rule(
        r"\b(has|have) reach\.",
        lambda m: f"may block as though {'it' if m[1] == 'has' else 'they'} had flying.",
        ("Enchanted creature has reach.", "Enchanted creature may block as though it had flying."),
    ),
    rule(
        r"\ball the cards in (his or her|your) hand\b",
        r"\1 hand",
        ("discards all the cards in his or her hand", "discards his or her hand"),
    ),
    rule(
        r"\bnext combat phase this turn\b",
        "combat phase this turn",
        (
            "Target player skips his or her next combat phase this turn.",
            "Target player skips his or her combat phase this turn.",
        ),
    ),
    rule(
        r"\bcounter on target creature of (?:his or her|their) choice\b",
        "counter on target creature",
        ("put a +1/+1 counter on target creature of his or her choice", "put a +1/+1 counter on target creature"),
    ),
    rule(
        r"(?<!\")\b(When CARDNAME becomes the target of a spell or ability, sacrifice) it\.",
        r"\1 CARDNAME.",
        (
            "When CARDNAME becomes the target of a spell or ability, sacrifice it.",
            "When CARDNAME becomes the target of a spell or ability, sacrifice CARDNAME.",
        ),
    ),
    rule(
        r"\b(its controller|that player) adds an additional (\{[^}]+\}|one mana of any color)( for each [^.]*)?\.",
        r"\1 adds \2 to his or her mana pool\3.",
        ("its controller adds an additional {G}.", "its controller adds {G} to his or her mana pool."),
    ),
    rule(
        r"(?m)^([^\n]*:[^\n]*?)Spend only ([\w/ ]+?) mana on X\.",
        r"\1Spend only \2 mana this way.",
        (
            "{X}, {T}: X deals X damage. Spend only red mana on X.",
            "{X}, {T}: X deals X damage. Spend only red mana this way.",
        ),
    ),
    rule(
        r"\bdeals damage to (target [^.]*?) equal to (the number of [^.]*?|the highest [^.]*?)\.",
        r"deals damage equal to \2 to \1.",
        (
            "X deals damage to target player equal to the number of Goblins you control.",
            "X deals damage equal to the number of Goblins you control to target player.",
        ),
    ),
)

ALL: tuple[Rule, ...] = (*DAMAGE, *PHASES, *PLAYERS, *COMBAT, *WALLS, *EXTRA_MANA)
