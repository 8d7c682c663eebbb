"""More qualities of a library search (compiler/search_qualities.py; the one search atom,
rules/atoms/compiled.SearchLibrary): a least mana value (Fierce Empath) and a supertype (Captain Sisay). A
stated quality may find nothing (CR 701.19b), only matching cards are offered, the found card is revealed
and the library shuffled (CR 701.19a, 701.20a)."""

from __future__ import annotations

import json

from compile_kit import renders_back

from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, answer, cast, legal, names, obj, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Fierce Empath", "Captain Sisay")


def test_fierce_empath_finds_only_a_creature_with_mana_value_six_or_greater() -> None:
    s = Scenario(seed=2)
    s.turn(active=0, step=Step.MAIN1)
    empath = s.hand(0, "Fierce Empath")
    s.library(0, ["Craw Wurm", "Crater Hellion", "Shivan Dragon", "Forest"])  # mana values 6, 6, 6, 0
    s.library(0, ["Grizzly Bears", "Sengir Vampire"])  # 2 and 5: too small
    s.pool(0, "{2}{G}")
    g = s.start()
    cast(g, empath)
    resolve_stack(g)  # the creature resolves; its enters trigger waits
    resolve_stack(g)
    answer(g, True)
    d = g.state.decision
    assert d is not None and d.player == 0
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Crater Hellion", "Craw Wurm", "Shivan Dragon"]
    assert ChooseYesNo(False) in legal(g)  # a stated quality: it may find nothing (CR 701.19b)
    wurm = next(o for o in d.data["options"] if obj(g, o).card.name == "Shivan Dragon")
    g.apply(ChooseObject(wurm))
    assert names(g, Zone.HAND, 0) == ["Shivan Dragon"]
    assert any(isinstance(e, Revealed) and e.name == "Shivan Dragon" for e in g.events_for(1))  # "reveal it"
    assert len(names(g, Zone.LIBRARY, 0)) == 5


def test_captain_sisay_finds_a_legendary_card_and_hides_the_rest_of_the_library() -> None:
    s = Scenario(seed=5)
    s.turn(active=0, step=Step.MAIN1)
    sisay = s.battlefield(0, "Captain Sisay")
    s.library(0, ["Island", "Mirri, Cat Warrior", "Grizzly Bears", "Akroma, Angel of Wrath"])
    g = s.start()
    activate(g, sisay, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 0
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Akroma, Angel of Wrath", "Mirri, Cat Warrior"]
    assert "Akroma, Angel of Wrath" not in json.dumps(g.view(1)) and "legal_actions" not in g.view(1)
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == "Akroma, Angel of Wrath")))
    assert names(g, Zone.HAND, 0) == ["Akroma, Angel of Wrath"] and obj(g, sisay).tapped
    assert sorted(names(g, Zone.LIBRARY, 0)) == ["Grizzly Bears", "Island", "Mirri, Cat Warrior"]


def test_captain_sisay_may_find_nothing() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    sisay = s.battlefield(0, "Captain Sisay")
    s.library(0, ["Akroma, Angel of Wrath", "Island"])
    g = s.start()
    activate(g, sisay, 0)
    resolve_stack(g)
    g.apply(ChooseYesNo(False))
    assert names(g, Zone.HAND, 0) == [] and sorted(names(g, Zone.LIBRARY, 0)) == ["Akroma, Angel of Wrath", "Island"]
