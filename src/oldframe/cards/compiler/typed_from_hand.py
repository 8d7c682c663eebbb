""""you may put a Goblin permanent card from your hand onto the battlefield" (Goblin Lackey), "you may put a
basic land card from your hand onto the battlefield [tapped]" (Firebrand Ranger, Terrain Generator), "… a
land card …" (Krosan Wayfarer), "… an artifact card …" (Copper Gnomes). The rules are in
``rules.atoms.typed_from_hand``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.typed_from_hand import PutCardTypeFromHand, PutTypedPermanentFromHand


class TypedFromHandTemplates:
    """Transformer methods of ``grammar/typed_from_hand.lark``."""

    subtype_names: dict[str, str]

    def put_typed_permanent_from_hand(self, items: list[Token]) -> Clause:
        return Clause((PutTypedPermanentFromHand(self.subtype_names[str(items[0])]),))

    def tfh_land(self, items: list[Token]) -> tuple[str, bool]:
        return "land", False

    def tfh_basic_land(self, items: list[Token]) -> tuple[str, bool]:
        return "land", True

    def tfh_artifact(self, items: list[Token]) -> tuple[str, bool]:
        return "artifact", False

    def tfh_tapped_yes(self, items: list[Token]) -> bool:
        return True

    def tfh_tapped_no(self, items: list[Token]) -> bool:
        return False

    def put_card_type_from_hand(self, items: list[object]) -> Clause:
        kind, tapped = items[-2:]
        assert isinstance(kind, tuple) and isinstance(tapped, bool)
        return Clause((PutCardTypeFromHand(kind[0], kind[1], tapped),))


@renders(PutTypedPermanentFromHand)
def _render(eff: PutTypedPermanentFromHand, words: Words) -> list[str]:
    return [f"you may put a {eff.subtype} permanent card from your hand onto the battlefield"]


@renders(PutCardTypeFromHand)
def _render_card_type(eff: PutCardTypeFromHand, words: Words) -> list[str]:
    what = ("basic " if eff.basic else "") + eff.kind
    article = "an" if what[0] in "aeiou" else "a"
    tapped = " tapped" if eff.tapped else ""
    return [f"you may put {article} {what} card from your hand onto the battlefield{tapped}"]
