"""Permanents that become creatures until end of turn, the manlands: "{1}: CARDNAME becomes a 2/2
Assembly-Worker artifact creature until end of turn. It's still a land." (Mishra's Factory),
"{1}{G}: CARDNAME becomes a 3/3 green Ape creature with trample until end of turn. It's still a land."
(Treetop Village), Faerie Conclave, Ghitu Encampment, Forbidding Watchtower. The layers and
durations are in ``rules.atoms.animate``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause, Thing
from oldframe.cards.compiler.render import Words, render_keywords, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.animate import (
    BecomeArtifactCreatureOfManaValue,
    BecomeCreatureUntilEndOfTurn,
    TapAllYourLands,
)
from oldframe.rules.model.cards import Effect

_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}


@dataclass(frozen=True, slots=True)
class StillLand(Amends):
    """"It's still a land." after a land becomes a creature (CR 205.1b; 2003: 214.4)."""

    def amend(self, previous: Effect) -> Effect:
        if not isinstance(previous, BecomeCreatureUntilEndOfTurn) or previous.still_land:
            raise ValueError("'It's still a land.' after a land becomes a creature")
        return replace(previous, still_land=True)


@dataclass(frozen=True, slots=True)
class _Colors:
    letters: str


@dataclass(frozen=True, slots=True)
class _Subtypes:
    names: tuple[str, ...]


class AnimateTemplates:
    subtype_names: dict[str, str]

    def anim_colors(self, items: list[Token]) -> _Colors:
        return _Colors("".join(COLOR_LETTERS[str(i)] for i in items))

    def anim_types(self, items: list[Token]) -> _Subtypes:
        out = []
        for tok in items:
            name = self.subtype_names.get(str(tok))
            if name is None or name.lower() != str(tok):
                raise ValueError("a creature type, singular")
            out.append(name)
        return _Subtypes(tuple(out))

    def anim_artifact(self, items: list[Token]) -> str:
        return "Artifact"

    def anim_still_land(self, items: list[Token]) -> Clause:
        return Clause((StillLand(),))

    def anim_tap_your_lands(self, items: list[Token]) -> Clause:
        return Clause((TapAllYourLands(),))

    def anim_artifact_mv(self, items: list[Thing]) -> Clause:
        """Karn, Silver Golem: a target noncreature artifact (its P/T from its mana value)."""
        who = items[0]
        if who.spec is None or who.spec.kinds != ("artifact",) or who.spec.filters != ("nontype:creature",):
            raise ValueError("target noncreature artifact")
        return Clause((BecomeArtifactCreatureOfManaValue(who.ref),), (who.spec,))

    def animate_until_eot(self, items: list[object]) -> Clause:
        """CARDNAME (or target land) becomes a P/T [colors] [types] [artifact] creature [with keywords]
        until end of turn; a following "It's still a land." amends it (``StillLand``)."""
        who, pt, *rest = items
        if not isinstance(who, Thing):
            raise ValueError("a permanent becomes a creature")
        if who.ref != "self" and (who.spec is None or who.spec.kinds != ("land",) or who.spec.filters
                                  or who.spec.controller is not None):
            raise ValueError("CARDNAME or target land becomes a creature")
        p, t = (int(v) for v in str(pt).split("/"))
        colors = next((i.letters for i in rest if isinstance(i, _Colors)), "")
        subtypes = next((i.names for i in rest if isinstance(i, _Subtypes)), ())
        types = ("Artifact",) if "Artifact" in rest else ()
        keywords: tuple[str, ...] = next((tuple(str(k) for k in i) for i in rest  # "with first strike"
                                          if isinstance(i, tuple)), ())
        effect = BecomeCreatureUntilEndOfTurn(who.ref, p, t, ",".join(subtypes), colors, types, keywords,
                                              still_land=False)
        return Clause((effect,), () if who.spec is None else (who.spec,))


    def animate_granting(self, items: list[object]) -> Clause:
        """'… creature with "{B}: Regenerate this creature" until end of turn' (Spawning Pool): the quoted
        ability is the permanent's own while the effect lasts (CR 613.1f). Only CARDNAME itself, and a quote
        written without a closing period (as Oracle writes this one)."""
        from oldframe.cards.compiler.granted import quoted_ability

        quote = next(i for i in items if isinstance(i, Token) and i.type == "GRANTED_QUOTE")
        inner = str(quote)[1:-1]
        if inner.endswith("."):
            raise ValueError("a quoted ability with its own period: not this template")
        ab, word = quoted_ability(inner + ".")
        clause = self.animate_until_eot([i for i in items if i is not quote])
        eff = clause.effects[0]
        assert isinstance(eff, BecomeCreatureUntilEndOfTurn)
        if eff.who != "self" or word != "creature":
            raise ValueError('CARDNAME becomes a creature with "… this creature"')
        return Clause((replace(eff, granted=ab),), clause.specs)

    def animate_lasting(self, items: list[object]) -> Clause:
        """"… becomes a 2/2 creature that's still a land.": the same change with no end — it lasts while the
        permanent stays on the battlefield (CR 611.2a, 400.7)."""
        clause = self.animate_until_eot(items)
        eff = clause.effects[0]
        assert isinstance(eff, BecomeCreatureUntilEndOfTurn)
        return Clause((replace(eff, still_land=True, until="while_there"),), clause.specs)


@renders(BecomeCreatureUntilEndOfTurn)
def _render(eff: BecomeCreatureUntilEndOfTurn, words: Words) -> list[str]:
    what = [f"{eff.power}/{eff.toughness}"]
    what += [" and ".join(_COLOR_NAMES[c] for c in eff.colors)] if eff.colors else []
    what += eff.subtype.split(",") if eff.subtype else []
    what += [t.lower() for t in eff.types]
    what.append("creature")
    if eff.keywords:
        what.append("with " + render_keywords(frozenset(eff.keywords)))
    if eff.granted is not None:
        from oldframe.cards.compiler.granted import render_quoted

        if eff.keywords or eff.who != "self":
            raise ValueError("a quoted ability with keywords, or on another permanent")
        what.append(f'with "{render_quoted(eff.granted, "creature").removesuffix(".")}"')
    article = "an" if what[0][0] in "8aeiou" or what[0].startswith("11/") else "a"
    if eff.until == "while_there":  # "… creature that's still a land." (no end)
        if not eff.still_land or eff.keywords:
            raise ValueError("a lasting land creature without keywords")
        return [f"{words.thing(eff.who)} becomes {article} {' '.join(what)} that's still a land"]
    if eff.until != "end_of_turn":
        raise ValueError("until end of turn")
    first = f"{words.thing(eff.who)} becomes {article} {' '.join(what)} until end of turn"
    return [first, "it's still a land"] if eff.still_land else [first]


@renders(TapAllYourLands)
def _render_tap_lands(eff: TapAllYourLands, words: Words) -> list[str]:
    return ["tap all lands you control"]


@renders(BecomeArtifactCreatureOfManaValue)
def _render_artifact_mv(eff: BecomeArtifactCreatureOfManaValue, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} becomes an artifact creature with power and toughness each equal to its mana "
            "value until end of turn"]
