"""Tokens linked to the permanent that made them: "Remove a fade counter from CARDNAME: Create a green
Saproling creature token. It has "This creature's power and toughness are each equal to the number of fade
counters on CARDNAME."" and "When CARDNAME leaves the battlefield, destroy all tokens created with
CARDNAME. They can't be regenerated." (Saproling Burst). The rules are in ``rules.atoms.linked_tokens``;
"They can't be regenerated." is joined by ``effects`` (the destroy atom is a ``DestroyAll``)."""

from __future__ import annotations

import re

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import ActivatedPiece
from oldframe.cards.compiler.render import COLOR_NAMES, Words, renders
from oldframe.rules.atoms.linked_tokens import CreateLinkedTokens, DestroyLinkedTokens
from oldframe.rules.model.cards import Cost, CreateTokens

_COUNTER_PT = re.compile(r'"this creature\'s power and toughness are each equal to the number of ([a-z]+) counters')


class LinkedTokenTemplates:
    def lt_counter_pt_token(self, items: list[object]) -> ActivatedPiece:
        cost, colors, types, quote = items
        assert isinstance(cost, Cost) and isinstance(colors, frozenset) and isinstance(types, tuple)
        match = _COUNTER_PT.match(str(quote))
        if match is None or len(colors) != 1:
            raise ValueError("one color, a counter")
        tokens = CreateTokens(1, "", 0, 0, colors, types)
        body = Clause((CreateLinkedTokens(tokens, match.group(1)),))
        piece = self.activated([cost, body])  # type: ignore[attr-defined]
        assert isinstance(piece, ActivatedPiece)
        return piece

    def lt_destroy_linked(self, items: list[Token]) -> Clause:
        return Clause((DestroyLinkedTokens("token"),))


@renders(CreateLinkedTokens)
def _render_create(eff: CreateLinkedTokens, words: Words) -> list[str]:
    t = eff.tokens
    if t.count != 1 or t.name or t.keywords or len(t.colors) != 1 or not eff.pt_counter or t.who != "controller":
        raise ValueError("one token of one color, P/T from counters")
    color = COLOR_NAMES[next(iter(t.colors))]
    return [f"create {'an' if color[0] in 'aeiou' else 'a'} {color} {' '.join(t.subtypes)} creature token",
            f'it has "This creature\'s power and toughness are each equal to the number of {eff.pt_counter} '
            'counters on CARDNAME."']


@renders(DestroyLinkedTokens)
def _render_destroy(eff: DestroyLinkedTokens, words: Words) -> list[str]:
    no_regeneration = [] if eff.regenerate else ["they can't be regenerated"]
    return ["destroy all tokens created with CARDNAME", *no_regeneration]
