"""A permanent gains two keyword abilities until end of turn: "CARDNAME gains flying and protection from green
and from white until end of turn." (Grotesque Hybrid), "… gains flying and shroud …" (Warped Researcher). One
layer-6 effect per keyword, same timestamp (CR 613.1f; 2003: 418.5a); the compiler side is
``cards/compiler/keyword_pairs.py``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect, GrantKeyword, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class GrantKeywords(Effect):
    """``who`` gains each of ``keywords`` until end of turn."""

    who: Ref
    keywords: tuple[str, ...]


@executes(GrantKeywords)
def _grant_keywords(state: GameState, item: StackItem, eff: GrantKeywords) -> Decision | None:
    from oldframe.rules.atoms.compiled import grant_keyword

    for kw in eff.keywords:
        grant_keyword(state, item, GrantKeyword(eff.who, kw))
    return None
