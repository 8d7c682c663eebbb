"""Templates of one era only, chosen by the set of the card's newest 1999–2003 printing (templates.py).

These run last, on text that the general tables have already put into 2003 wording.
"""

from __future__ import annotations

import re

from .rewrite import Rule, rule
from .templates import MASQUES, SIXTH

_COLOR_WORD = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_KEYWORD = r"(?:flying|trample|first strike|haste|\w+walk|protection|banding|shadow|\")"


def _mana_words(m: re.Match[str]) -> str:
    return f"Add {'two' if m[2] else 'one'} {_COLOR_WORD[m[1]]} mana"


SIXTH_EDITION: tuple[Rule, ...] = (
    rule(
        r"\ban opponent's (graveyard|hand|library)\b",
        r"one of your opponents' \1s",
        ("Return a card from an opponent's graveyard", "Return a card from one of your opponents' graveyards"),
        template=frozenset({"6ED", "UDS"}),
    ),
    rule(
        r"\ban opponent\b(?! controls)",
        "one of your opponents",
        ("Whenever an opponent draws a card", "Whenever one of your opponents draws a card"),
        template=frozenset({"6ED", "UDS"}),
    ),
    rule(
        rf"\b(has|have) (?={_KEYWORD})",
        lambda m: "gains " if m[1] == "has" else "gain ",
        ("Enchanted creature has flying.", "Enchanted creature gains flying."),
        template=SIXTH,
    ),
    rule(
        rf"(^|\n)(All \w+) have (?={_KEYWORD})",
        r"\1\2 gain ",
        ("All creatures have forestwalk.", "All creatures gain forestwalk."),
        template=frozenset({"MMQ"}),
    ),
    rule(
        r"(?m)^Echo \{[^\n]*$",
        "Echo",
        ("Echo {2}{R}", "Echo"),
        template=frozenset({"UDS"}),
    ),
)

MANA_WORDS: tuple[Rule, ...] = (
    rule(
        r"\bAdd \{([WUBRG])\}(\{\1\})?(?= to your mana pool)",
        _mana_words,
        ("{T}: Add {G}{G} to your mana pool.", "{T}: Add two green mana to your mana pool."),
        template=MASQUES,
    ),
)

COPIES: tuple[Rule, ...] = (
    rule(
        r"\b(all|up to \w+) cards with the same name as (that|target) (?:creature|spell|enchantment|land|"
        r"artifact)\b",
        lambda m: f"{m[1]} copies of {m[2]}" + (" card" if m[2] == "that" else " creature"),
        (
            "search its controller's library for all cards with the same name as that spell",
            "search its controller's library for all copies of that card",
        ),
        template=frozenset({"UDS", "NEM"}),
    ),
    rule(
        r"\bThen that player shuffles his or her library\.",
        "That player then shuffles his or her library.",
        (
            "Then that player shuffles his or her library.",
            "That player then shuffles his or her library.",
        ),
        template=frozenset({"UDS"}),
    ),
)

#: Invasion block (INV, PLS, APC).
INVASION_SETS = frozenset({"INV", "PLS", "APC"})
#: Sets before Odyssey (Odyssey introduced "reveals his or her hand. You choose").
BEFORE_ODYSSEY = frozenset({"6ED", "S99", "UDS", "MMQ", "BRB", "NEM", "S00", "PCY", "BTD", "INV", "PLS", "7ED", "APC"})

INVASION: tuple[Rule, ...] = (
    rule(
        r"\b(choose a color), then (\w)",
        lambda m: f"{m[1]}. {m[2].upper()}",
        ("If you do, choose a color, then return all creatures", "If you do, choose a color. Return all creatures"),
        template=INVASION_SETS,
    ),
    rule(
        r"\b(where X is) that (?:creature|artifact|enchantment)'s\b",
        r"\1 its",
        ("where X is that creature's converted mana cost", "where X is its converted mana cost"),
        template=INVASION_SETS,
    ),
    rule(
        r"\blegendary (card|permanent)\b",
        r"Legend or legendary \1",
        ("Gain control of target legendary permanent.", "Gain control of target Legend or legendary permanent."),
        template=frozenset({"INV"}),
    ),
    rule(
        r"\blegendary creature(s?)\b",
        lambda m: "Legend" + m[1],
        ("Destroy target legendary creature.", "Destroy target Legend."),
        template=frozenset({"INV"}),
    ),
    rule(
        r"(^|\n)Other ([a-z]+ creatures get)",
        r"\1All other \2",
        ("Other black creatures get -1/-1.", "All other black creatures get -1/-1."),
        template=frozenset({"INV"}),
    ),
    rule(
        r"\bWhile an opponent is choosing targets as part of playing a spell he or she controls or activating an "
        r"ability he or she controls, that player must choose at least one Flagbearer in play if able\.",
        "If an opponent plays a spell or ability that could target a Flagbearer in play, that player chooses at "
        "least one Flagbearer as a target.",
        (
            "While an opponent is choosing targets as part of playing a spell he or she controls or activating an "
            "ability he or she controls, that player must choose at least one Flagbearer in play if able.",
            "If an opponent plays a spell or ability that could target a Flagbearer in play, that player chooses "
            "at least one Flagbearer as a target.",
        ),
    ),
)

HANDS: tuple[Rule, ...] = (
    rule(
        r"\b[Tt]arget player reveals his or her hand(?:\. Choose|,? and you choose|, then you choose)\b",
        "Look at target player's hand and choose",
        (
            "Target player reveals his or her hand and you choose a card from it.",
            "Look at target player's hand and choose a card from it.",
        ),
        template=BEFORE_ODYSSEY,
    ),
    rule(
        r"\b(reveals his or her hand and discards) (all cards with that name)\b",
        r"\1 from it \2",
        (
            "Target player reveals his or her hand and discards all cards with that name.",
            "Target player reveals his or her hand and discards from it all cards with that name.",
        ),
    ),
    rule(
        r"\b(reveals his or her hand and discards all cards of [^.]*?)\.",
        r"\1 from it.",
        (
            "That player reveals his or her hand and discards all cards of that color.",
            "That player reveals his or her hand and discards all cards of that color from it.",
        ),
    ),
    rule(
        r"\b(That player discards) (all nonland cards with the same name)\b",
        r"\1 from it \2",
        (
            "That player discards all nonland cards with the same name as another card in his or her hand.",
            "That player discards from it all nonland cards with the same name as another card in his or her hand.",
        ),
    ),
)

ONSLAUGHT_BLOCK: tuple[Rule, ...] = (
    rule(
        r"(^|: )Target ([^.\n]*?) as long as CARDNAME remains tapped\.",
        r"\1As long as CARDNAME remains tapped, target \2.",
        (
            "{T}: Target Elf gets +2/+2 and has trample as long as CARDNAME remains tapped.",
            "{T}: As long as CARDNAME remains tapped, target Elf gets +2/+2 and has trample.",
        ),
        template=frozenset({"ONS", "LGN", "SCG"}),
    ),
    rule(
        r"\bwith a morph ability\b",
        "with morph",
        ("Turn target creature with a morph ability face down.", "Turn target creature with morph face down."),
    ),
    rule(
        r"\. If you do, shuffle your library\.",
        ". Then shuffle your library.",
        (
            "you may search your library for a card, put it into your hand. If you do, shuffle your library.",
            "you may search your library for a card, put it into your hand. Then shuffle your library.",
        ),
        template=frozenset({"SCG"}),
    ),
    rule(
        r"(?<!may )\b([Ss]earch your library for [^.]*?), reveal it, and put it\b",
        r"\1, reveal that card, and put it",
        (
            "search your library for a card, reveal it, and put it into your hand",
            "search your library for a card, reveal that card, and put it into your hand",
        ),
        template=frozenset({"SCG"}),
    ),
    rule(
        r"\b(search your library for [^.]*?) and put it (?=into play)",
        r"\1 and put that card ",
        (
            "you may search your library for a basic land card and put it into play tapped.",
            "you may search your library for a basic land card and put that card into play tapped.",
        ),
        template=frozenset({"SCG"}),
    ),
)

ODYSSEY_BLOCK: tuple[Rule, ...] = (
    rule(
        r"\bYou may reveal (an? [^.]*?card you own from outside the game) and put it into your hand\b",
        r"Choose \1, reveal that card, and put it into your hand",
        (
            "You may reveal a sorcery card you own from outside the game and put it into your hand.",
            "Choose a sorcery card you own from outside the game, reveal that card, and put it into your hand.",
        ),
    ),
    rule(
        r"\bYou may put (an? [^.]*?card you own from outside the game) into your hand\b",
        r"Choose \1 and put it into your hand",
        (
            "You may put a card you own from outside the game into your hand.",
            "Choose a card you own from outside the game and put it into your hand.",
        ),
    ),
    rule(
        r"\bAny player may have CARDNAME deal (\d+) damage to him or her\. If no one does, ([^.]*)\.",
        r"Unless a player has CARDNAME deal \1 damage to him or her, \2.",
        (
            "Any player may have CARDNAME deal 5 damage to him or her. If no one does, target player draws a card.",
            "Unless a player has CARDNAME deal 5 damage to him or her, target player draws a card.",
        ),
    ),
    rule(
        r"\bcan't be countered\.",
        "can't be countered by spells or abilities.",
        ("CARDNAME can't be countered.", "CARDNAME can't be countered by spells or abilities."),
        template=frozenset({"TOR"}),
    ),
    rule(
        r"\b(dealt damage by CARDNAME this turn is put into a graveyard) from play\b",
        r"\1",
        (
            "Whenever a creature dealt damage by CARDNAME this turn is put into a graveyard from play, draw.",
            "Whenever a creature dealt damage by CARDNAME this turn is put into a graveyard, draw.",
        ),
    ),
    rule(
        r"\bChoose a ((?:non)?\w+ )?card name\b",
        r"Name a \1card",
        ("Choose a nonland card name.", "Name a nonland card."),
    ),
)

SINGLE_SETS: tuple[Rule, ...] = (
    rule(
        r"\bCARDNAME can block only creatures with flying\b",
        "CARDNAME may block only creatures with flying",
        ("CARDNAME can block only creatures with flying.", "CARDNAME may block only creatures with flying."),
        template=frozenset({"MMQ"}),
    ),
    rule(
        r"\buntap during your next untap step\.",
        "untap during your next untap phase.",
        ("CARDNAME doesn't untap during your next untap step.", "CARDNAME doesn't untap during your next untap phase."),
        template=frozenset({"BRB"}),
    ),
    rule(
        r"\benchanted land becomes tapped\b",
        "enchanted land is tapped",
        ("When enchanted land becomes tapped, destroy it.", "When enchanted land is tapped, destroy it."),
        template=frozenset({"6ED"}),
    ),
    rule(
        r"\badd (\{[^}]+\}) instead\.",
        r"add \1 to your mana pool instead.",
        ("If you control a Tower, add {2} instead.", "If you control a Tower, add {2} to your mana pool instead."),
    ),
)


def _choose_discard(m: re.Match[str]) -> str:
    verb = {"discards": "chooses and discards", "discard": "choose and discard", "Discard": "Choose and discard"}
    return f"{verb[m[1]]} {m[2]}"


SIXTH_CHOICES: tuple[Rule, ...] = (
    rule(
        r"\b(discards|discard|Discard) ((?:a|an|one|two|three|four|X) (?:[\w-]+ )?cards? from (?:his or her|your) "
        r"hand)",
        _choose_discard,
        (
            "Target player discards two cards from his or her hand.",
            "Target player chooses and discards two cards from his or her hand.",
        ),
        template=SIXTH,
    ),
    rule(
        r"(When CARDNAME [^,.]*, |At the beginning of your upkeep, )sacrifice (?:CARDNAME|it) unless you ([^.]*)\.",
        r"\1you may \2. If you don't, sacrifice CARDNAME.",
        (
            "At the beginning of your upkeep, sacrifice CARDNAME unless you pay {1}.",
            "At the beginning of your upkeep, you may pay {1}. If you don't, sacrifice CARDNAME.",
        ),
        template=frozenset({"6ED", "UDS"}),
    ),
    rule(
        r"\b(Prevent the next \w+ damage) that would be dealt to\b",
        r"\1 to",
        (
            "Prevent the next 1 damage that would be dealt to target creature this turn.",
            "Prevent the next 1 damage to target creature this turn.",
        ),
        template=frozenset({"6ED", "UDS"}),
    ),
    rule(
        r"\ban extra turn\b",
        "another turn",
        ("Target player takes an extra turn after this one.", "Target player takes another turn after this one."),
        template=frozenset({"S99", "MMQ"}),
    ),
    rule(
        r"\b(If [^,.]*), instead of paying CARDNAME's mana cost, (you may [^.]*)\.",
        r"\1, \2 instead of paying CARDNAME's mana cost.",
        (
            "If you control a forest, instead of paying CARDNAME's mana cost, you may pay 4 life.",
            "If you control a forest, you may pay 4 life instead of paying CARDNAME's mana cost.",
        ),
        template=frozenset({"MMQ", "NEM"}),
    ),
)

MORE_SINGLE_SETS: tuple[Rule, ...] = (
    rule(
        r"(?m)^([A-Z][a-z]+(?: [a-z]+)?), haste$",
        r"\1; haste",
        ("Flying, haste", "Flying; haste"),
        template=BEFORE_ODYSSEY,
    ),
    rule(
        r"\bWhenever CARDNAME (attacks|blocks)\b",
        r"When CARDNAME \1",
        ("Whenever CARDNAME attacks, it gets +1/+0.", "When CARDNAME attacks, it gets +1/+0."),
        template=frozenset({"S99"}),
    ),
    rule(
        r"\b(can't be blocked by more than one creature|may block any number of creatures)\.",
        r"\1 each combat.",
        ("CARDNAME may block any number of creatures.", "CARDNAME may block any number of creatures each combat."),
        template=frozenset({"6ED", "UDS"}),
    ),
    rule(
        r"\b(\d+ life|cards?) they (gained|revealed|discarded|drew)\b",
        r"\1 he or she \2",
        ("loses 2 life for each 1 life they gained", "loses 2 life for each 1 life he or she gained"),
    ),
    rule(
        r"\b([Tt]arget land) becomes (the basic land type)\b",
        r"\1's type becomes \2",
        (
            "Target land becomes the basic land type of your choice",
            "Target land's type becomes the basic land type of your choice",
        ),
        template=frozenset({"PLS", "APC"}),
    ),
    rule(
        r"\b([Tt]arget land becomes|[Ee]nchanted land is) (the basic land type|the chosen type)\b",
        r"\1 a land of \2",
        (
            "Target land becomes the basic land type of your choice",
            "Target land becomes a land of the basic land type of your choice",
        ),
        template=frozenset({"INV"}),
    ),
    rule(
        r"\bActivate no more than\b",
        "This ability may be played no more than",
        ("Activate no more than twice each turn.", "This ability may be played no more than twice each turn."),
        template=frozenset({"INV"}),
    ),
)

MASQUES_BLOCK_RULES: tuple[Rule, ...] = (
    rule(
        r"\bPrevent all (combat )?damage (?:that would be dealt by target creature|target creature would deal) "
        r"this turn\.",
        r"Target creature deals no \1damage this turn.",
        (
            "Prevent all combat damage that would be dealt by target creature this turn.",
            "Target creature deals no combat damage this turn.",
        ),
        template=frozenset({"6ED", "UDS"}),
    ),
    rule(
        r"(^|\n)Other (\w+) get \+1/\+1 and have (\w+walk)\b",
        r"\1All \2 get +1/+1 and have \3",
        ("Other Merfolk get +1/+1 and have islandwalk.", "All Merfolk get +1/+1 and have islandwalk."),
        template=frozenset({"7ED"}),
    ),
    rule(
        r"\b(put into (?:an opponent's|a|your) graveyard) from anywhere\b",
        r"\1",
        (
            "Whenever a black card is put into an opponent's graveyard from anywhere, draw.",
            "Whenever a black card is put into an opponent's graveyard, draw.",
        ),
        template=frozenset({"6ED", "7ED"}),
    ),
    rule(
        r"\bWhen (CARDNAME comes into play or|another creature comes into play)\b",
        r"Whenever \1",
        (
            "When CARDNAME comes into play or is put into a graveyard from play, draw.",
            "Whenever CARDNAME comes into play or is put into a graveyard from play, draw.",
        ),
        template=frozenset({"UDS", "MMQ"}),
    ),
    rule(
        r"\bartifact creatures and/or black creatures\b",
        "artifact creatures and black creatures",
        (
            "CARDNAME can't be blocked except by artifact creatures and/or black creatures.",
            "CARDNAME can't be blocked except by artifact creatures and black creatures.",
        ),
        template=frozenset({"UDS", "MMQ", "NEM"}),
    ),
    rule(
        r"\bPlay this ability only any time you could play a sorcery\.",
        "Play this ability only if you could play a sorcery.",
        (
            "{1}: Draw. Play this ability only any time you could play a sorcery.",
            "{1}: Draw. Play this ability only if you could play a sorcery.",
        ),
        template=frozenset({"MMQ", "NEM"}),
    ),
    rule(
        r"\bAny player may play this ability but only as a sorcery\.",
        "Any player may play this ability but only any time he or she could play a sorcery.",
        (
            "Any player may play this ability but only as a sorcery.",
            "Any player may play this ability but only any time he or she could play a sorcery.",
        ),
        template=frozenset({"PCY"}),
    ),
    rule(
        r"\bAny player may play this ability but only as a sorcery\.",
        "Any player may play this ability but only if he or she could play a sorcery.",
        (
            "Any player may play this ability but only as a sorcery.",
            "Any player may play this ability but only if he or she could play a sorcery.",
        ),
        template=frozenset({"MMQ"}),
    ),
)

PROPHECY: tuple[Rule, ...] = (
    rule(
        r"\b(Unless [^,.]*? pays [^,.]*?), that player\b",
        r"\1, he or she",
        (
            "Unless target player pays {3}, that player loses 5 life.",
            "Unless target player pays {3}, he or she loses 5 life.",
        ),
        template=frozenset({"PCY", "BTD"}),
    ),
    rule(
        r"\bIf that player doesn't\b",
        "If he or she doesn't",
        ("If that player doesn't, CARDNAME is unblockable.", "If he or she doesn't, CARDNAME is unblockable."),
        template=frozenset({"PCY", "BTD"}),
    ),
    rule(
        r"\bThen if\b",
        "Then, if",
        (
            "Draw three cards. Then if any player pays {2}, discard",
            "Draw three cards. Then, if any player pays {2}, discard",
        ),
        template=frozenset({"PCY"}),
    ),
    rule(
        r"\b(target|a) nontoken (permanent|[A-Z]?[a-z]+)\b",
        lambda m: f"{m[1]} card" if m[2] == "permanent" else f"{m[1]} {m[2]} card",
        (
            "Put target nontoken Rebel on the bottom of its owner's library.",
            "Put target Rebel card on the bottom of its owner's library.",
        ),
        template=frozenset({"MMQ", "NEM", "PCY"}),
    ),
    rule(
        r"\b(spells or abilities) from \w+ sources\b",
        r"\1",
        (
            "can't be the target of white spells or abilities from white sources.",
            "can't be the target of white spells or abilities.",
        ),
        template=frozenset({"MMQ", "NEM", "PCY"}),
    ),
    rule(
        r"(?m)^([A-Z][a-z]+(?: [a-z]+)?), haste$",
        r"\1; haste",
        ("Trample, haste", "Trample; haste"),
        template=frozenset({"DKM"}),
    ),
)

ALL: tuple[Rule, ...] = (
    *SINGLE_SETS,
    *PROPHECY,
    *MASQUES_BLOCK_RULES,
    *MORE_SINGLE_SETS,
    *SIXTH_CHOICES,
    *SIXTH_EDITION,
    *MANA_WORDS,
    *COPIES,
    *INVASION,
    *HANDS,
    *ONSLAUGHT_BLOCK,
    *ODYSSEY_BLOCK,
)
