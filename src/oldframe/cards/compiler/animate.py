"""Permanents that become creatures until end of turn, the manlands: "{1}: CARDNAME becomes a 2/2
Assembly-Worker artifact creature until end of turn. It's still a land." (Mishra's Factory),
"{1}{G}: CARDNAME becomes a 3/3 green Ape creature with trample until end of turn. It's still a land."
(Treetop Village), Faerie Conclave, Ghitu Encampment, Forbidding Watchtower. The layers and
durations are in ``rules.atoms.animate``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, render_keywords, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.animate import BecomeCreatureUntilEndOfTurn

_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}


class AnimateTemplates:
    subtype_names: dict[str, str]

    def anim_color(self, items: list[Token]) -> str:
        return COLOR_LETTERS[str(items[0])]

    def anim_artifact(self, items: list[Token]) -> str:
        return "Artifact"

    def animate_still_land(self, items: list[object]) -> Clause:
        who = items.pop(0)
        if not isinstance(who, Thing) or who.ref != "self":
            raise ValueError("only CARDNAME becomes a creature this way")
        pt = str(items[0])
        p, t = (int(v) for v in pt.split("/"))
        colors = "".join(i for i in items[1:] if isinstance(i, str) and i in _COLOR_NAMES)
        subtype = next((self.subtype_names[str(i)] for i in items if isinstance(i, Token)
                        and i.type == "TYPEWORD"), "")
        types = ("Artifact",) if "Artifact" in items else ()
        keywords = next((tuple(i) for i in items if isinstance(i, tuple)), ())
        return Clause((BecomeCreatureUntilEndOfTurn("self", p, t, subtype, colors, types, keywords),))


@renders(BecomeCreatureUntilEndOfTurn)
def _render(eff: BecomeCreatureUntilEndOfTurn, words: Words) -> list[str]:
    what = [f"{eff.power}/{eff.toughness}"]
    what += [_COLOR_NAMES[c] for c in eff.colors]
    what += [eff.subtype] if eff.subtype else []
    what += [t.lower() for t in eff.types]
    what.append("creature")
    if eff.keywords:
        what.append("with " + render_keywords(frozenset(eff.keywords)))
    first = f"{words.thing(eff.who)} becomes a {' '.join(what)} until end of turn"
    return [first, "it's still a land"] if eff.still_land else [first]
