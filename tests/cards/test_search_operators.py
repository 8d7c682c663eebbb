"""Every search operator against the real card pool (facts checked in the data set)."""

from __future__ import annotations

import pytest

from oldframe.cards.catalog import Catalog, open_catalog


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return open_catalog()


def names(catalog: Catalog, query: str) -> list[str]:
    return [c.name for c in catalog.search(query).cards()]


CASES: list[tuple[str, set[str], set[str]]] = [
    # names: words, phrases, exact, regex, accents, split halves
    ("lotus", {"Black Lotus", "Lotus Blossom"}, {"Lightning Bolt"}),
    ("goblin king", {"Goblin King"}, {"Goblin Balloon Brigade"}),
    ('"lord of"', {"Lord of Atlantis", "Lord of the Pit"}, {"Goblin King"}),
    ('!"black lotus"', {"Black Lotus"}, {"Lotus Blossom"}),
    ("!ice", {"Fire // Ice"}, {"Ice Floe"}),
    ("juzam", {"Juzám Djinn"}, set()),
    ("name:/^black /", {"Black Lotus", "Black Knight"}, {"Lord of the Pit"}),
    ("/^[^ ]+$/ c:r", {"Shatter", "Fireball"}, {"Lightning Bolt"}),
    # 2003 wording, modern Oracle, printed text, flavor
    ('o:"comes into play"', {"Gravedigger"}, {"Lightning Bolt"}),
    ('o:"enters the battlefield"', set(), {"Gravedigger"}),
    ('mo:"enters the battlefield"', {"Gravedigger"}, set()),
    ("o:/deals 3 damage to target creature or player/", {"Lightning Bolt"}, {"Shock"}),
    ('pr:"remains in play"', {"Goblin King"}, {"Serra Angel"}),
    ("pr:/tap to add/", {"Llanowar Elves"}, {"Lightning Bolt"}),
    ("ft:/assassinate the previous king/", {"Goblin King"}, {"Black Lotus"}),
    # types: 2003 line, modern line, printed line
    ("t:lord c:r", {"Goblin King"}, set()),
    ("t:goblin c:r pow>=2", {"Goblin Brigand", "Goblin Berserker"}, {"Goblin King", "Mogg Fanatic"}),
    ("mt:goblin c:r pow>=2", {"Goblin King", "Goblin Brigand"}, {"Mogg Fanatic"}),
    ("t:orc", {"Brassclaw Orcs"}, {"Lightning Bolt"}),  # type words, not substrings: not "Sorcery"
    ('t:"creature - elf"', {"Llanowar Elves"}, set()),
    ('prt:"summon - goblin king"', {"Goblin King"}, set()),
    ("prt:summon t:elf", {"Llanowar Elves"}, set()),
    # colors and identity with each operator
    ("c:ur", {"Fire // Ice"}, {"Lightning Bolt"}),
    ("c=ur", {"Fire // Ice"}, set()),
    ("c:m", {"Fire // Ice"}, {"Lightning Bolt", "Black Lotus"}),
    ("c:c", {"Black Lotus"}, {"Lightning Bolt"}),
    ("c<=wu", {"Serra Angel", "Black Lotus"}, {"Lightning Bolt", "Fire // Ice"}),
    ("c>r", {"Fire // Ice"}, {"Lightning Bolt"}),
    ("c<ur", {"Lightning Bolt", "Black Lotus"}, {"Fire // Ice"}),
    ("c!=r", {"Fire // Ice"}, {"Lightning Bolt"}),
    ("c=2", {"Fire // Ice"}, {"Lightning Bolt"}),
    ("c:red", {"Lightning Bolt"}, {"Serra Angel"}),
    ("id:g", {"Llanowar Elves", "Black Lotus"}, {"Lightning Bolt"}),
    ("id>=ur", {"Fire // Ice"}, {"Lightning Bolt"}),
    # mana cost
    ("m:rr", {"Goblin King"}, {"Lightning Bolt"}),
    ("m:{1}{R}{R}", {"Goblin King"}, {"Lightning Bolt"}),
    ("m={x}{r}", {"Fireball", "Disintegrate"}, {"Lightning Bolt"}),
    ("m>{r}", {"Goblin King"}, {"Lightning Bolt"}),
    ("m<=r", {"Lightning Bolt"}, {"Goblin King"}),
    ("m!={r}", {"Goblin King"}, {"Lightning Bolt"}),
    # numbers
    ("mv>=7", {"Akroma, Angel of Wrath"}, {"Shivan Dragon"}),
    ("cmc=0", {"Black Lotus"}, {"Lightning Bolt"}),
    ("mv<1 t:artifact", {"Black Lotus"}, {"Sol Ring"}),
    ("pow>=5 t:dragon", {"Shivan Dragon"}, {"Dragon Whelp"}),
    ("pow>tou", {"Ball Lightning"}, {"Serra Angel"}),
    ("tou>pow t:wall", {"Wall of Stone"}, set()),
    ("tou>cmc", {"Wall of Stone"}, {"Shivan Dragon"}),
    ("pt>=16", {"Force of Nature"}, {"Shivan Dragon"}),
    ("pt:2/2", {"Grizzly Bears"}, {"Serra Angel"}),
    ("pow!=2 t:bear", {"Werebear"}, {"Grizzly Bears"}),
    # printings: rarity, set, in, block, dates, numbers, frame, border, artist
    ("r:rare", {"Black Lotus"}, {"Grizzly Bears"}),
    ("r<=u", {"Grizzly Bears"}, {"Black Lotus"}),
    ("r>=u", {"Serra Angel"}, {"Grizzly Bears"}),
    ("s:arn", {"Juzám Djinn"}, {"Black Lotus"}),
    ("e:lea", {"Black Lotus"}, {"Juzám Djinn"}),
    ("in:lea", {"Black Lotus"}, {"Juzám Djinn"}),
    ("-in:lea t:djinn", {"Juzám Djinn"}, {"Black Lotus"}),
    ("in:common", {"Lightning Bolt"}, {"Black Lotus"}),
    ("b:tempest", {"Mogg Fanatic"}, {"Black Lotus"}),
    ("b:tmp", {"Mogg Fanatic"}, {"Black Lotus"}),
    ("b:odyssey", {"Cabal Coffers"}, {"Mogg Fanatic"}),
    ("year<=1993", {"Black Lotus", "Juzám Djinn"}, {"Mishra's Factory"}),
    ("year=1994", {"Mishra's Factory"}, {"Mogg Fanatic"}),
    ("date>=2003-05-26", {"Decree of Annihilation"}, {"Black Lotus"}),
    ("date<ice", {"Juzám Djinn"}, {"Mogg Fanatic"}),
    ("date=1993", {"Black Lotus"}, {"Mishra's Factory"}),
    ("date=1993-12", {"Juzám Djinn"}, {"Mishra's Factory"}),
    ("cn:1 s:lea", {"Animate Wall"}, {"Black Lotus"}),
    ("cn>=300 s:ice", {"Adarkar Wastes"}, set()),
    ("frame:1993 border:white", {"Goblin King"}, {"Akroma, Angel of Wrath"}),
    ("frame:1997", {"Akroma, Angel of Wrath"}, {"Juzám Djinn"}),
    ("border:silver", {"B.F.M. (Big Furry Monster)"}, {"Black Lotus"}),
    ("border:gold", {"Lightning Bolt"}, {"Juzám Djinn"}),
    ('a:"rebecca guay"', {"Ancestral Memories"}, {"Black Lotus"}),
    ('s:lea a:"christopher rush"', {"Black Lotus"}, {"Goblin King"}),
    # properties and formats
    ("is:reserved", {"Black Lotus", "Juzám Djinn"}, {"Lightning Bolt"}),
    ("is:permanent", {"Black Lotus", "Forest"}, {"Lightning Bolt"}),
    ("is:spell", {"Lightning Bolt", "Black Lotus"}, {"Forest"}),
    ("is:vanilla", {"Grizzly Bears"}, {"Serra Angel"}),
    ("is:split", {"Fire // Ice"}, {"Lightning Bolt"}),
    ("is:funny", {"B.F.M. (Big Furry Monster)"}, {"Black Lotus"}),
    ("is:vanguard", {"Sisay"}, {"Black Lotus"}),
    ("not:permanent c:r", {"Lightning Bolt"}, {"Goblin King"}),
    ("f:oldschool", {"Black Lotus", "Juzám Djinn"}, {"Mogg Fanatic"}),
    ("f:premodern", {"Mogg Fanatic"}, {"Black Lotus"}),
    ("legal:oldframe-vintage", {"Black Lotus"}, {"B.F.M. (Big Furry Monster)"}),
    ("banned:premodern", {"Balance"}, {"Lightning Bolt"}),
    ("restricted:oldschool", {"Black Lotus", "Ancestral Recall"}, {"Lightning Bolt"}),
    ("restricted:vintage", {"Black Lotus"}, {"Lightning Bolt"}),
    # boolean structure
    ("t:goblin or t:orc", {"Mogg Fanatic", "Brassclaw Orcs"}, {"Lightning Bolt", "Goblin King"}),
    ("(t:djinn or t:efreet) s:arn", {"Juzám Djinn", "Ifh-Bíff Efreet"}, {"Erg Raiders"}),
    ("t:creature -c:g c:r mv=1", {"Mogg Fanatic"}, {"Llanowar Elves"}),
    ("t:creature and c:g and mv=1", {"Llanowar Elves"}, {"Mogg Fanatic"}),
    ("s:arn or t:lord", {"Juzám Djinn", "Goblin King"}, {"Lightning Bolt"}),
]


@pytest.mark.parametrize(("query", "include", "exclude"), CASES, ids=[c[0] for c in CASES])
def test_operator(catalog: Catalog, query: str, include: set[str], exclude: set[str]) -> None:
    found = set(names(catalog, query))
    assert include <= found, f"{query!r} misses {include - found}"
    assert not (exclude & found), f"{query!r} wrongly finds {exclude & found}"


def test_printing_terms_hold_for_one_printing(catalog: Catalog) -> None:
    # Goblin King: Alpha art by Jesper Myrfors; Fifth Edition art by Phil Foglio.
    assert names(catalog, '!"goblin king" s:lea a:myrfors') == ["Goblin King"]
    assert names(catalog, '!"goblin king" s:5ed a:foglio') == ["Goblin King"]
    assert names(catalog, '!"goblin king" s:5ed a:myrfors') == []


def test_set_negation_is_per_printing_but_in_negation_is_per_card(catalog: Catalog) -> None:
    rows = catalog.search('!"black lotus" -s:lea unique:prints')
    assert len(rows) == len(catalog.card("Black Lotus").printings) - 1  # type: ignore[union-attr]
    assert all(h.printing.set != "LEA" for h in rows)
    assert names(catalog, '!"black lotus" -in:lea') == []


def test_unique_prints_lists_every_printing(catalog: Catalog) -> None:
    bolt = catalog.card("Lightning Bolt")
    assert bolt is not None
    rows = catalog.search('!"lightning bolt" unique:prints')
    assert [h.printing.set for h in rows] == [p.set for p in bolt.printings]
    assert len(catalog.search('!"lightning bolt"')) == 1


def test_cards_mode_shows_first_matching_printing(catalog: Catalog) -> None:
    assert catalog.search('!"goblin king"')[0].printing.set == "LEA"
    assert catalog.search('!"goblin king" border:white')[0].printing.set == "2ED"
    assert catalog.search('!"goblin king" a:foglio')[0].printing.set == "5ED"


def test_empty_query_is_the_whole_pool(catalog: Catalog) -> None:
    assert len(catalog.search("")) == len(catalog) == 6370


def test_counts_match_the_data(catalog: Catalog) -> None:
    assert len(catalog.search("is:split")) == 10
    assert len(catalog.search("is:vanguard")) == 32
    assert len(catalog.search("is:funny")) == 83
    assert len(catalog.search("s:lea unique:prints")) == 295
    assert len(catalog.search("s:lea")) == 290
    assert len(catalog.search("unique:prints")) == 13397


def test_regex_prefilter_agrees_with_plain_regex(catalog: Catalog) -> None:
    import re

    for field, pattern in [("oracle", r"draw (a|two) cards?"), ("flavor", r"\bdeath\b"),
                           ("printed", r"tap to add"), ("modern", r"exile target \w+"), ("name", r"^black ")]:
        rx = re.compile(pattern, re.IGNORECASE)
        key = {"oracle": "o", "flavor": "ft", "printed": "pr", "modern": "mo", "name": "name"}[field]
        got = {(h.card.name, h.printing.set, h.printing.number)
               for h in catalog.search(f"{key}:/{pattern}/ unique:prints")}
        raw = catalog.index.raw[field]
        ix = catalog.index
        if field in ("printed", "flavor"):
            want_prints = {i for i, s in enumerate(raw) if rx.search(s)}
        else:
            want_cards = {i for i, s in enumerate(raw) if rx.search(s)}
            want_prints = {i for i in range(ix.n_prints) if ix.print_card[i] in want_cards}
        want = {(ix.cards[ix.print_card[i]].name, ix.printings[i].set, ix.printings[i].number) for i in want_prints}
        assert got == want, pattern
        assert got, pattern
