"""Zone wording: play (the battlefield), removed from the game (exile), graveyards, libraries, hands."""

from __future__ import annotations

import re

from .rewrite import Rule, rule
from .templates import CLASSIC, ERA_SETS, ONSLAUGHT

_PLAYER_ZONE = r"(?:your|a|a single|target player's|his or her|an opponent's|that player's|each player's|their)"


def _whose(third_person: str) -> str:
    """``s`` (third person verb ending) → "his or her", else "your"."""
    return "his or her" if third_person else "your"


def _exile(m: re.Match[str]) -> str:
    """``Exile target card from a graveyard`` → ``Remove target card in a graveyard from the game``."""
    obj = re.sub(rf" from ({_PLAYER_ZONE} (?:graveyard|hand|library))", r" in \1", m[3])
    return ("R" if m[1] == "E" else "r") + f"emove{m[2]} {obj} from the game"


BATTLEFIELD: tuple[Rule, ...] = (
    rule(
        r"\benters the battlefield\b",
        "comes into play",
        ("When X enters the battlefield, draw a card.", "When X comes into play, draw a card."),
    ),
    rule(
        r"\benter the battlefield\b",
        "come into play",
        ("Creatures enter the battlefield tapped.", "Creatures come into play tapped."),
    ),
    rule(
        r"\bentered the battlefield\b",
        "came into play",
        ("if it entered the battlefield", "if it came into play"),
    ),
    rule(
        r"\bleaves the battlefield\b",
        "leaves play",
        ("When X leaves the battlefield,", "When X leaves play,"),
    ),
    rule(r"\bleave the battlefield\b", "leave play", ("would leave the battlefield", "would leave play")),
    rule(r"\bonto the battlefield\b", "into play", ("put it onto the battlefield", "put it into play")),
    rule(r"\bon the battlefield\b", "in play", ("each creature on the battlefield", "each creature in play")),
    rule(r"\bthe battlefield\b", "play", ("return it to the battlefield", "return it to play")),
)

EXILE: tuple[Rule, ...] = (
    rule(
        r"\bexiled this way\b",
        "removed this way",
        ("for each card exiled this way", "for each card removed this way"),
    ),
    rule(
        r"\bexiled with\b",
        "removed from the game with",
        ("all cards exiled with X", "all cards removed from the game with X"),
    ),
    rule(
        r"\bexiled (cards?|creatures?|permanents?)\b",
        r"removed \1",
        ("return the exiled card to play", "return the removed card to play"),
    ),
    rule(
        r"\b([Ee])xile(s?) ([^.;:]+?)(?=\.|,|;|:| and | then | rather than| instead| at end of turn|"
        r" unless| face down|"
        r" at the beginning|$)",
        _exile,
        ("Exile target card from a graveyard.", "Remove target card in a graveyard from the game."),
    ),
    rule(
        r"\bexiled\b",
        "removed from the game",
        ("cards exiled this way", "cards removed from the game this way"),
    ),
)

GRAVEYARD: tuple[Rule, ...] = (
    rule(
        r"\bdies\b",
        "is put into a graveyard from play",
        ("When X dies, draw a card.", "When X is put into a graveyard from play, draw a card."),
    ),
    rule(
        r"\bdied\b",
        "was put into a graveyard from play",
        ("if a creature died this turn", "if a creature was put into a graveyard from play this turn"),
    ),
    rule(
        r"\b(enchanted creature is put into a graveyard) from play\b",
        r"\1",
        (
            "When enchanted creature is put into a graveyard from play, draw a card.",
            "When enchanted creature is put into a graveyard, draw a card.",
        ),
    ),
    rule(
        r"\b(When enchanted creature is put into a graveyard, return) that card\b",
        r"\1 that creature",
        (
            "When enchanted creature is put into a graveyard, return that card to play",
            "When enchanted creature is put into a graveyard, return that creature to play",
        ),
    ),
    rule(
        r"\b(target cards?) from ((?:a|a single|an opponent's|target player's) graveyard)",
        r"\1 in \2",
        ("Return target card from an opponent's graveyard", "Return target card in an opponent's graveyard"),
    ),
    rule(
        r"\bwould die\b",
        "would be put into a graveyard from play",
        (
            "If X would die, put it on top instead.",
            "If X would be put into a graveyard from play, put it on top instead.",
        ),
    ),
    rule(
        r"\bdie\b",
        "are put into a graveyard from play",
        ("Whenever creatures die", "Whenever creatures are put into a graveyard from play"),
    ),
    rule(
        r"\b([Mm])ill(s?) a card\b",
        lambda m: (
            f"{'P' if m[1] == 'M' else 'p'}ut{m[2]} the top card of {_whose(m[2])} library into "
            f"{'his or her' if m[2] else 'your'} graveyard"
        ),
        ("mill a card", "put the top card of your library into your graveyard"),
    ),
    rule(
        r"\b([Mm])ill(s?) (\w+) cards\b",
        lambda m: (
            f"{'P' if m[1] == 'M' else 'p'}ut{m[2]} the top {m[3]} cards of {_whose(m[2])} library into "
            f"{'his or her' if m[2] else 'your'} graveyard"
        ),
        (
            "Target player mills two cards.",
            "Target player puts the top two cards of his or her library into his or her graveyard.",
        ),
    ),
)

TOKENS: tuple[Rule, ...] = (
    rule(
        r"(?<!creature )(?<!\d )\b((?:white|blue|black|red|green|colorless) [A-Z][a-z]+) (tokens?)\b",
        r"\1 creature \2",
        (
            "Each player creates a green Elephant token.",
            "Each player creates a green Elephant creature token.",
        ),
    ),
    rule(
        r"\b((?:\d+|X|\*)/(?:\d+|X|\*) (?:[a-z]+ )*?(?:[A-Z][a-z]+ )+)(tokens?)\b",
        r"\1creature \2",
        ("Create two 1/1 green Squirrel tokens.", "Create two 1/1 green Squirrel creature tokens."),
    ),
    rule(
        r"\b([Cc])reate(s?) ([^.;]*?\btokens?\b(?: of [^.;,]*?)?(?: with [^.;]*?)?)"
        r"(?=\.|,|;| for each| and | that | where| instead)",
        lambda m: ("P" if m[1] == "C" else "p") + f"ut{m[2]} {m[3]} into play",
        (
            "Create a 1/1 green Saproling creature token.",
            "Put a 1/1 green Saproling creature token into play.",
        ),
    ),
    rule(
        r"\btokens? created\b",
        lambda m: m[0].replace("created", "put into play"),
        ("destroy all tokens created with X", "destroy all tokens put into play with X"),
    ),
)

LIBRARY: tuple[Rule, ...] = (
    rule(
        r"\b(for [^,.]+), put (it|that card) ",
        r"\1 and put that card ",
        (
            "Search your library for a card, put it into your hand",
            "Search your library for a card and put that card into your hand",
        ),
        template=CLASSIC,
    ),
    rule(
        r"\b(for [^,.]+), put (it|that card) ",
        r"\1 and put it ",
        (
            "Search your library for a card, put it into play",
            "Search your library for a card and put it into play",
        ),
        template=ONSLAUGHT,
    ),
    rule(
        r"(?<!reveal it)(?<!reveal them), then shuffle and put (that card|the card) on top\.",
        r", then shuffle your library and put \1 on top of it.",
        (
            "Search your library for a card, then shuffle and put that card on top.",
            "Search your library for a card, then shuffle your library and put that card on top of it.",
        ),
    ),
    rule(
        r"\b(for [^,.]+), put them ",
        r"\1 and put them ",
        ("for up to two cards, put them into your hand", "for up to two cards and put them into your hand"),
    ),
    rule(
        r", reveal (it|them), then shuffle and put (?:that card|the card|those cards|them) on top\.",
        " and reveal that card. Shuffle your library, then put the card on top of it.",
        (
            "Search your library for a card, reveal it, then shuffle and put that card on top.",
            "Search your library for a card and reveal that card. "
            "Shuffle your library, then put the card on top of it.",
        ),
    ),
    rule(
        r", reveal them, put them into your hand",
        ", reveal them, and put them into your hand",
        (
            "for two cards, reveal them, put them into your hand",
            "for two cards, reveal them, and put them into your hand",
        ),
    ),
    rule(
        r", reveal (it|that card), put it into your hand",
        ", reveal that card, and put it into your hand",
        (
            "for a creature card, reveal it, put it into your hand",
            "for a creature card, reveal that card, and put it into your hand",
        ),
        template=CLASSIC,
    ),
    rule(
        r", reveal (it|them), then shuffle and put (?:that card|the card|those cards|them) on top\.",
        " and reveal that card. Shuffle your library, then put the card on top of it.",
        (
            "Search your library for a card, reveal it, then shuffle and put that card on top.",
            "Search your library for a card and reveal that card. "
            "Shuffle your library, then put the card on top of it.",
        ),
    ),
    rule(
        r", reveal them, put them into your hand",
        ", reveal them, and put them into your hand",
        (
            "for two cards, reveal them, put them into your hand",
            "for two cards, reveal them, and put them into your hand",
        ),
    ),
    rule(
        r", reveal (it|that card), put it into your hand",
        ", reveal it, and put it into your hand",
        (
            "for a creature card, reveal it, put it into your hand",
            "for a creature card, reveal it, and put it into your hand",
        ),
        template=ONSLAUGHT,
    ),
    rule(
        r"(\bmay search [^.]*), then shuffle\.",
        r"\1. If you do, shuffle your library.",
        (
            "you may search your library for a card, put it into your hand, then shuffle.",
            "you may search your library for a card, put it into your hand. If you do, shuffle your library.",
        ),
    ),
    rule(
        r", then shuffle\.",
        ". Then shuffle your library.",
        ("put it into your hand, then shuffle.", "put it into your hand. Then shuffle your library."),
    ),
    rule(
        r"\bthen shuffles\.",
        "then shuffles his or her library.",
        (
            "that player searches …, then shuffles.",
            "that player searches …, then shuffles his or her library.",
        ),
    ),
    rule(
        r"\bshuffles\.",
        "shuffles his or her library.",
        ("Target player shuffles.", "Target player shuffles his or her library."),
    ),
    rule(r"\bshuffle\.", "shuffle your library.", ("Then shuffle.", "Then shuffle your library.")),
    rule(
        r"\b(bottom of (?:your|his or her|their|that player's) library) in any order\b",
        r"\1",
        ("the rest on the bottom of your library in any order", "the rest on the bottom of your library"),
        template=frozenset({CLASSIC, *ERA_SETS}) - {"ONS"},  # Onslaught kept "in any order" (Goblin Machinist)
    ),
    rule(
        r"\bYou may put ((?:a|an|up to \w+) [^.]*? from your hand into play)",
        r"Put \1",
        (
            "{T}: You may put a creature card from your hand into play.",
            "{T}: Put a creature card from your hand into play.",
        ),
    ),
)

_COUNT = r"(?:any number of|a|an|another|one|two|three|four|five|six|seven|X|that many|\d+)"


def _discard(m: re.Match[str]) -> str:
    whose = "his or her" if m[1].endswith("s") else "your"
    return f"{m[1]} {m[2]} from {whose} hand"


HAND: tuple[Rule, ...] = (
    rule(
        r"\b([Dd]iscard an? (?:plains|island|swamp|mountain|forest)) card\b",
        r"\1 from your hand",
        ("You may discard a mountain card instead", "You may discard a mountain from your hand instead"),
    ),
    rule(
        rf"\b([Dd]iscards?) ((?:{_COUNT}(?: [\w-]+)?? )?cards?(?: at random)?)"
        r"(?=[.,:;]| and| then| unless| or| instead| for each| the same way)",
        _discard,
        ("Target player discards two cards.", "Target player discards two cards from his or her hand."),
    ),
)

ALL: tuple[Rule, ...] = (*BATTLEFIELD, *EXILE, *GRAVEYARD, *TOKENS, *LIBRARY, *HAND)
