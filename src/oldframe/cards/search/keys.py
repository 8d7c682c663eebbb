"""Every search keyword: aliases, operators, what it searches and examples.

This table is the single source for the parser (alias lookup, allowed operators) and for the syntax
help page, so the documentation cannot drift from what the parser accepts.
"""

from __future__ import annotations

from dataclasses import dataclass

COMPARE_OPS = (":", "=", "!=", ">", ">=", "<", "<=")
EQUALITY_OPS = (":", "=", "!=")
TEXT_OPS = (":", "=")

RARITIES = ("common", "uncommon", "rare", "special")
RARITY_ALIASES = {"c": "common", "u": "uncommon", "r": "rare", "s": "special"}
IS_FLAGS = ("reserved", "permanent", "spell", "vanilla", "split", "funny", "vanguard")
FRAMES = ("1993", "1997")
BORDERS = ("black", "white", "gold", "silver")
ORDERS = ("name", "cmc", "set", "released", "rarity", "color", "power", "toughness")
ORDER_ALIASES = {"mv": "cmc", "pow": "power", "tou": "toughness", "date": "released"}
DIRECTIONS = ("asc", "desc")
UNIQUES = ("cards", "prints")
NUMERIC_FIELDS = {
    "cmc": "cmc",
    "mv": "cmc",
    "pow": "pow",
    "power": "pow",
    "tou": "tou",
    "toughness": "tou",
    "pt": "pt",
    "powtou": "pt",
}


@dataclass(frozen=True, slots=True)
class Keyword:
    """One ``key:value`` keyword. ``level`` says whether it tests the card or one printing of it."""

    name: str
    aliases: tuple[str, ...]
    kind: str  # text | compare | color | mana | lookup | date | directive
    level: str  # card | printing | query
    ops: tuple[str, ...]
    summary: str
    examples: tuple[tuple[str, str], ...]


KEYWORDS: tuple[Keyword, ...] = (
    Keyword(
        "name",
        ("name",),
        "text",
        "card",
        TEXT_OPS,
        "Card name contains the text (or matches /regex/). Bare words search names too.",
        (("name:bolt", "names containing “bolt”"), ("name:/^black /", "names starting with “Black”")),
    ),
    Keyword(
        "oracle",
        ("o", "oracle"),
        "text",
        "card",
        TEXT_OPS,
        "Rules text in 2003 (Scourge-era) Oracle wording: the card's own 1999–2003 printed wording "
        "where it has one, else the modern Oracle text rewritten to 2003 templates.",
        (('o:"comes into play"', "2003 wording"), ("o:/draw (a|two) cards?/", "regular expression")),
    ),
    Keyword(
        "modern",
        ("mo", "modern"),
        "text",
        "card",
        TEXT_OPS,
        "Rules text in modern (2022) Oracle wording.",
        (('mo:"enters the battlefield"', "modern wording"), ("mo:exile", "modern “exile”")),
    ),
    Keyword(
        "printed",
        ("pr", "printed"),
        "text",
        "printing",
        TEXT_OPS,
        "Rules text exactly as printed on one of the card's printings.",
        (('pr:"remains in play"', "Alpha-era wording"), ('pr:"tap to add"', "old mana abilities")),
    ),
    Keyword(
        "flavor",
        ("ft", "flavor"),
        "text",
        "printing",
        TEXT_OPS,
        "Flavor text of a printing.",
        (("ft:urza", "flavor text mentioning Urza"),),
    ),
    Keyword(
        "type",
        ("t", "type"),
        "text",
        "card",
        TEXT_OPS,
        "Type line in 2003 wording (e.g. “Creature - Lord”, “Enchant Creature”). Type words match from "
            "their start: t:gob finds Goblins, t:orc does not find Sorcery.",
        (("t:goblin", "Goblins as typed in 2003"), ('t:"enchant creature"', "2003 auras")),
    ),
    Keyword(
        "mtype",
        ("mt", "mtype"),
        "text",
        "card",
        TEXT_OPS,
        "Type line in modern Oracle wording (after the 2007 creature-type update).",
        (("mt:goblin", "every modern Goblin, Goblin King included"), ("mt:aura", "modern Auras")),
    ),
    Keyword(
        "ptype",
        ("prt", "ptype"),
        "text",
        "printing",
        TEXT_OPS,
        "Type line as printed on a printing (“Summon - Elves”).",
        (("prt:summon", "printed as a summon spell"),),
    ),
    Keyword(
        "artist",
        ("a", "artist"),
        "text",
        "printing",
        TEXT_OPS,
        "Artist of a printing.",
        (('a:"rebecca guay"', "art by Rebecca Guay"),),
    ),
    Keyword(
        "cmc",
        ("mv", "cmc"),
        "compare",
        "card",
        COMPARE_OPS,
        "Mana value (converted mana cost). Compare with a number or another field.",
        (("mv>=7", "mana value 7 or more"), ("cmc=0", "free spells and lands")),
    ),
    Keyword(
        "pow",
        ("pow", "power"),
        "compare",
        "card",
        COMPARE_OPS,
        "Power (* counts as 0). Compare with a number or another field: pow>tou.",
        (("pow>=5", "power 5 or more"), ("pow>tou", "power greater than toughness")),
    ),
    Keyword(
        "tou",
        ("tou", "toughness"),
        "compare",
        "card",
        COMPARE_OPS,
        "Toughness (* counts as 0).",
        (("tou>=6", "toughness 6 or more"), ("tou>cmc", "cheap walls")),
    ),
    Keyword(
        "pt",
        ("pt", "powtou"),
        "compare",
        "card",
        COMPARE_OPS,
        "Power plus toughness.",
        (("pt>=12", "big bodies"),),
    ),
    Keyword(
        "colors",
        ("c", "color"),
        "color",
        "card",
        COMPARE_OPS,
        "Colors. Letters wubrg, color or guild names; c:m multicolored, c:c colorless, a number "
        "counts colors. c: means “at least these colors”; = exactly; <= at most.",
        (
            ("c:rg", "red and green (maybe more)"),
            ("c=rg", "exactly red-green"),
            ("c:m", "multicolored"),
            ("c:c", "colorless"),
            ("c<=wu", "white, blue, white-blue or colorless"),
        ),
    ),
    Keyword(
        "identity",
        ("id", "identity"),
        "color",
        "card",
        COMPARE_OPS,
        "Color identity (colors of cost and rules text). id: means “fits within these colors”.",
        (("id:g", "cards a mono-green deck can use"), ("id>=wub", "at least white, blue and black")),
    ),
    Keyword(
        "mana",
        ("m", "mana"),
        "mana",
        "card",
        COMPARE_OPS,
        "Mana cost symbols: m:{R}{R} or m:rr contains at least RR; m={2}{U} exact cost.",
        (("m:rr", "at least two red symbols"), ("m={x}{r}", "exactly X and R")),
    ),
    Keyword(
        "rarity",
        ("r", "rarity"),
        "lookup",
        "printing",
        COMPARE_OPS,
        "Rarity of a printing: common, uncommon, rare, special (c/u/r/s). Comparisons use that order.",
        (("r:rare", "printed at rare"), ("r<=u", "printed at common or uncommon")),
    ),
    Keyword(
        "set",
        ("s", "e", "set", "edition"),
        "lookup",
        "printing",
        EQUALITY_OPS,
        "Printing in a set (set code, e.g. lea, arn, 4ed, scg).",
        (("s:arn", "Arabian Nights printings"), ("e:lea", "Alpha printings")),
    ),
    Keyword(
        "in",
        ("in",),
        "lookup",
        "card",
        EQUALITY_OPS,
        "Card was ever printed in a set (code) or at a rarity; unlike s:, -in:lea excludes the card.",
        (("in:lea -r:rare", "in Alpha, with a non-rare printing"), ("in:common", "ever printed at common")),
    ),
    Keyword(
        "block",
        ("b", "block"),
        "lookup",
        "printing",
        EQUALITY_OPS,
        "Printing in a block: a block name or any of its set codes.",
        (("b:tempest", "Tempest, Stronghold and Exodus"), ("b:ody", "Odyssey block")),
    ),
    Keyword(
        "year",
        ("year",),
        "compare",
        "printing",
        COMPARE_OPS,
        "Year a printing was released.",
        (("year<=1994", "printed in 1993 or 1994"),),
    ),
    Keyword(
        "date",
        ("date",),
        "date",
        "printing",
        COMPARE_OPS,
        "Release date of a printing: YYYY, YYYY-MM, YYYY-MM-DD or a set code (its release date).",
        (("date>=2003-01", "printed from 2003"), ("date<ice", "printed before Ice Age")),
    ),
    Keyword(
        "cn",
        ("cn", "number"),
        "compare",
        "printing",
        COMPARE_OPS,
        "Collector number: cn:155 exact (suffixes like 10a allowed), comparisons use the digits.",
        (("cn:1 s:lea", "Alpha #1"), ("cn>=300", "numbers from 300")),
    ),
    Keyword(
        "is",
        ("is",),
        "lookup",
        "card",
        (":",),
        "Card property: " + ", ".join(IS_FLAGS) + ".",
        (
            ("is:reserved", "on the Reserved List"),
            ("is:vanilla", "creatures without rules text"),
            ("is:split", "split cards"),
            ("is:permanent", "permanents"),
            ("is:spell", "not lands"),
            ("is:funny", "Unglued cards"),
        ),
    ),
    Keyword(
        "not",
        ("not",),
        "lookup",
        "card",
        (":",),
        "Negated is: (not:reserved is the same as -is:reserved).",
        (("not:permanent", "instants, sorceries"),),
    ),
    Keyword(
        "frame",
        ("frame",),
        "lookup",
        "printing",
        EQUALITY_OPS,
        "Card frame of a printing: 1993 (Alpha to Mirage-era core) or 1997.",
        (("frame:1993", "original frame"),),
    ),
    Keyword(
        "border",
        ("border",),
        "lookup",
        "printing",
        EQUALITY_OPS,
        "Border color of a printing: black, white, gold, silver.",
        (("border:white", "white-bordered"),),
    ),
    Keyword(
        "format",
        ("f", "format", "legal"),
        "lookup",
        "card",
        EQUALITY_OPS,
        "Legal (or restricted) in a format: a format code or its short name.",
        (("f:premodern", "Premodern-legal"), ("legal:oldschool", "Old School-legal")),
    ),
    Keyword(
        "banned",
        ("banned",),
        "lookup",
        "card",
        EQUALITY_OPS,
        "Banned in a format.",
        (("banned:premodern", "banned in Premodern"),),
    ),
    Keyword(
        "restricted",
        ("restricted",),
        "lookup",
        "card",
        EQUALITY_OPS,
        "Restricted in a format.",
        (("restricted:oldschool", "restricted in Old School"),),
    ),
    Keyword(
        "order",
        ("order",),
        "directive",
        "query",
        (":",),
        "Sort results: " + ", ".join(ORDERS) + ". Ties are broken by name.",
        (("t:dragon order:cmc", "dragons by mana value"),),
    ),
    Keyword(
        "direction",
        ("direction", "dir"),
        "directive",
        "query",
        (":",),
        "Sort direction: asc (default) or desc.",
        (("t:dragon order:power direction:desc", "strongest first"),),
    ),
    Keyword(
        "unique",
        ("unique",),
        "directive",
        "query",
        (":",),
        "unique:cards (default) lists each card once; unique:prints lists every matching printing.",
        (('!"Lightning Bolt" unique:prints', "every Lightning Bolt printing"),),
    ),
)

BY_ALIAS: dict[str, Keyword] = {alias: kw for kw in KEYWORDS for alias in kw.aliases}


@dataclass(frozen=True, slots=True)
class SyntaxRule:
    syntax: str
    summary: str
    examples: tuple[tuple[str, str], ...]


SYNTAX: tuple[SyntaxRule, ...] = (
    SyntaxRule(
        "word",
        "Name contains the word (case and accents ignored).",
        (("goblin king", "both words in the name"),),
    ),
    SyntaxRule('"phrase"', "Name contains the exact phrase.", (('"lord of"', "Lord of Atlantis, …"),)),
    SyntaxRule(
        '!name, !"full name"',
        "Exactly this card name (a split card's half also matches).",
        (("!fire", "Fire // Ice"), ('!"black lotus"', "Black Lotus only")),
    ),
    SyntaxRule(
        "/regex/",
        "Regular expression on the name (also after o:, mo:, t:, pr:, ft:, a:, …).",
        (("/^[^ ]+$/", "one-word names"),),
    ),
    SyntaxRule(
        "a b",
        "Both terms (implicit and; the word and is also accepted).",
        (("t:goblin c:r pow>=2", "red Goblins with power 2+"),),
    ),
    SyntaxRule("a or b", "Either term.", (("t:wall or t:lord", "walls and lords"),)),
    SyntaxRule("-term", "Negation.", (("t:creature -c:g", "non-green creatures"),)),
    SyntaxRule("( … )", "Grouping.", (("(t:goblin or t:orc) c:r", "red goblins and orcs"),)),
)
