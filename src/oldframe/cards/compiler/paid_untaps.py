"""Upkeep payments to untap chosen creatures (the grammar: ``grammar/paid_untaps.lark``; the rules:
``rules.atoms.paid_untaps``): "At the beginning of each player's upkeep, that player may choose any number
of tapped blue creatures they control and pay {4} for each creature chosen this way. If the player does,
untap those creatures." (Magnetic Mountain, Thelon's Curse, Dream Tides, Mudslide), and Mudslide's
"Creatures without flying don't untap …" (a ``NO_UNTAP_FILTER`` static, untap_groups.py's words)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece, TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.paid_untaps import ChooseTappedAndPayToUntap
from oldframe.rules.atoms.static_combat import NO_UNTAP_FILTER
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import StaticAbility, Trigger, TriggeredAbility
from oldframe.rules.model.static_params import PermanentFilter
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["PaidUntapTemplates", "paid_group_words"]

_COLOR_WORDS = {letter: word for word, letter in COLOR_LETTERS.items()}


class PaidUntapTemplates:
    """Transformer methods for ``grammar/paid_untaps.lark``."""

    def pu_choose_and_pay(self, items: list[object]) -> TriggeredPiece:
        trig, group, *mana = items
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.UPKEEP_BEGINS or trig.whose != "each" \
                or trig.condition is not None or trig.filters or not isinstance(group, tuple):
            raise ValueError("each player's upkeep")
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if cost.x or not cost.converted:
            raise ValueError("a mana cost")
        return TriggeredPiece(TriggeredAbility(trig, (ChooseTappedAndPayToUntap(group, cost),)))

    def pu_without_no_untap(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, params=PermanentFilter(("type:Creature", "nokw:flying"))))

    def pu_creatures(self, items: list[Token]) -> tuple[str, ...]:
        return ()

    def pu_color(self, items: list[Token]) -> tuple[str, ...]:
        return (f"color:{COLOR_LETTERS[str(items[0])]}",)

    def pu_noncolor(self, items: list[Token]) -> tuple[str, ...]:
        return (f"noncolor:{COLOR_LETTERS[str(items[0])]}",)

    def pu_without(self, items: list[Token]) -> tuple[str, ...]:
        return ("nokw:flying",)


def paid_group_words(filters: tuple[str, ...]) -> str:
    """"blue creatures", "nongreen creatures", "creatures without flying", "creatures"."""
    if not filters:
        return "creatures"
    kind, _, arg = filters[0].partition(":")
    if len(filters) == 1 and kind == "color" and arg in _COLOR_WORDS:
        return f"{_COLOR_WORDS[arg]} creatures"
    if len(filters) == 1 and kind == "noncolor" and arg in _COLOR_WORDS:
        return f"non{_COLOR_WORDS[arg]} creatures"
    if len(filters) == 1 and kind == "nokw":
        return f"creatures without {arg}"
    raise ValueError("which creatures?")


@renders(ChooseTappedAndPayToUntap)
def _render(eff: ChooseTappedAndPayToUntap, words: Words) -> list[str]:
    return [f"that player may choose any number of tapped {paid_group_words(eff.filters)} they control and pay "
            f"{eff.each} for each creature chosen this way",
            "if the player does, untap those creatures"]
