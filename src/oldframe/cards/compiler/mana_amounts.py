"""More mana when you control two other lands (the grammar: ``grammar/mana_amounts.lark``; the rules:
``rules.atoms.mana_amounts``): the "instead" sentence amends the "Add {C}." before it into an ``AddMana``
whose number of times is the count ``if_control_both``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import AmendsPrevious, Clause
from oldframe.cards.compiler.render import COUNT_RENDERERS, render_mana
from oldframe.cards.compiler.render_atoms import MANA_SENTENCES
from oldframe.rules.atoms.mana_amounts import GY_CARDS, IF_CONTROL_BOTH
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import AddMana, Count, Effect

__all__ = ["ManaAmountTemplates"]

_WORDS = {"mine": "Mine", "power-plant": "Power-Plant", "tower": "Tower"}


@dataclass(frozen=True, slots=True)
class _MoreIfBoth(AmendsPrevious):
    times: int
    first: str
    second: str

    def amend(self, previous: Effect) -> Effect:
        if type(previous) is not AddMana or previous.times != 1 or previous.any_color:
            raise ValueError("'Add …' before it")
        return replace(previous, times=Count(f"{IF_CONTROL_BOTH}:{self.times}|{self.first}|{self.second}"))


class ManaAmountTemplates:
    """Transformer methods for ``grammar/mana_amounts.lark``."""

    def ma_add_per_gy_card(self, items: list[object]) -> Clause:
        mana, kind = items
        assert isinstance(mana, tuple)
        return Clause((AddMana(mana, Count(f"{GY_CARDS}:{str(kind).capitalize()}")),))

    def ma_card_type(self, items: list[Token]) -> str:
        return str(items[0])

    def ma_land(self, items: list[Token]) -> str:
        return f"Urza's {_WORDS[str(items[0])]}"

    def ma_more_if_both(self, items: list[object]) -> Clause:
        first, second, *mana = (str(i) for i in items)
        more = parse_mana("".join(mana).upper())
        kinds = [i for i in range(6) if more[i]]
        if len(kinds) != 1:
            raise ValueError("more of one type")
        return Clause((_MoreIfBoth(more[kinds[0]], first, second),))


def _sentences(eff: AddMana) -> list[str]:
    assert isinstance(eff.times, Count)
    n, first, second = eff.times.what.partition(":")[2].split("|")
    more = tuple(m * int(n) for m in eff.mana)
    return [f"add {render_mana(eff.mana)}",
            f"if you control an {first} and an {second}, add {render_mana(more)} instead"]  # type: ignore[arg-type]


MANA_SENTENCES[IF_CONTROL_BOTH] = _sentences
COUNT_RENDERERS[GY_CARDS] = lambda count: f"{count.what.partition(':')[2].lower()} card in your graveyard"
