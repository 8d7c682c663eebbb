"""Linked exile-and-return abilities (CR 607.2a; 2003: no linked-ability rule, the cards' rulings).

"When CARDNAME enters the battlefield, exile target creature other than CARDNAME." + "When CARDNAME
leaves the battlefield, return the exiled card to the battlefield under its owner's control."
(Faceless Butcher, Petravark; "exile a land you control": Wormfang Newt, Wormfang Turtle). The link
and its rules are in ``rules.atoms.linked_exile``.
"""

from __future__ import annotations

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.linked_exile import ExileOneYouControl, ExileOtherThanSelf, ReturnLinkedExiled
from oldframe.rules.model.cards import TargetSpec


class LinkedExileTemplates:
    def exile_other(self, items: list[tuple[str, tuple[str, ...]]]) -> Clause:
        kind, filters = items[0]
        if kind in ("player", "spell"):
            raise ValueError("a permanent other than CARDNAME only")
        return Clause((ExileOtherThanSelf(THIS_TARGET),), (TargetSpec((kind,), filters=filters, exclude_self=True),))

    def exile_one_yours(self, items: list[str]) -> Clause:
        kind = str(items[-1])
        if not kind.islower():
            raise ValueError("a card type only")
        return Clause((ExileOneYouControl(kind),))

    def return_exiled_bf(self, items: list[object]) -> Clause:
        return Clause((ReturnLinkedExiled("battlefield"),))

    def return_exiled_bf_all(self, items: list[object]) -> Clause:
        return Clause((ReturnLinkedExiled("battlefield", plural=True),))

    def return_exiled_hand(self, items: list[object]) -> Clause:
        return Clause((ReturnLinkedExiled("hand"),))

    def return_exiled_hand_all(self, items: list[object]) -> Clause:
        return Clause((ReturnLinkedExiled("hand", plural=True),))


@renders(ExileOtherThanSelf)
def _render_exile_other(eff: ExileOtherThanSelf, words: Words) -> list[str]:
    named = words.thing(eff.what)
    if not named.startswith("another target "):
        raise ValueError("a target other than CARDNAME")
    return [f"exile {named.removeprefix('another ')} other than CARDNAME"]


@renders(ExileOneYouControl)
def _render_exile_one(eff: ExileOneYouControl, words: Words) -> list[str]:
    article = "an" if eff.kind[0] in "aeiou" else "a"
    return [f"exile {article} {eff.kind} you control"]


@renders(ReturnLinkedExiled)
def _render_return(eff: ReturnLinkedExiled, words: Words) -> list[str]:
    if eff.to == "battlefield":
        return ["return the exiled cards to the battlefield under their owners' control" if eff.plural
                else "return the exiled card to the battlefield under its owner's control"]
    return ["return the exiled cards to their owner's hand" if eff.plural
            else "return the exiled card to its owner's hand"]
