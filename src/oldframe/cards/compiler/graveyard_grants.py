"""Abilities granted from a graveyard: "As long as CARDNAME is in your graveyard, lands you control have
"{T}: Add {G} or {W}."" (Riftstone Portal). A static ability that works only from its owner's graveyard
(CR 113.6b; 2003: 402.8); the granting is ``rules.granted``'s (layer 6, CR 613.1f). The granted text is
a mana ability, one per color of the choice (as the compiler writes "Add {G} or {W}"): the static keeps
the first, and the mana of each in ``text`` (``rules.granted.graveyard_granted``)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.pieces import ActivatedPiece, StaticPiece
from oldframe.cards.compiler.render import render_activated, renders_static
from oldframe.rules.granted import GRAVEYARD_GRANTED_ABILITY, graveyard_granted
from oldframe.rules.model.cards import AddMana, Selector, StaticAbility

#: "lands you control": the controller's permanents of type land (``Selector.types``).
_LANDS_YOU_CONTROL = Selector("creatures_you_control", types=frozenset({"Land"}))


class GraveyardGrantTemplates:
    def gg_lands_have(self, items: list[Token]) -> StaticPiece:
        from oldframe.cards.compiler import pool_subtypes
        from oldframe.cards.compiler.build import parse_line

        piece = parse_line(str(items[0])[1:-1], pool_subtypes())
        if not isinstance(piece, ActivatedPiece):
            raise ValueError("not an activated ability")
        first = piece.abilities[0]
        for ab in piece.abilities:
            if not (ab.is_mana and ab.zone == "battlefield" and len(ab.effects) == 1
                    and isinstance(ab.effects[0], AddMana) and replace(ab, effects=first.effects) == first):
                raise ValueError("only a mana ability (of a choice of colors)")
        manas = ";".join(",".join(map(str, ab.effects[0].mana)) for ab in piece.abilities  # type: ignore[attr-defined]
                         )
        return StaticPiece(StaticAbility(GRAVEYARD_GRANTED_ABILITY, text=manas, affected=_LANDS_YOU_CONTROL,
                                         granted=first))


@renders_static(GRAVEYARD_GRANTED_ABILITY)
def _render(st: StaticAbility) -> str:
    if st.affected != _LANDS_YOU_CONTROL or st.condition or st.power or st.toughness or st.keywords:
        raise ValueError("lands you control, nothing else")
    inner = render_activated(graveyard_granted(st))
    return f'As long as CARDNAME is in your graveyard, lands you control have "{inner}"'
