"""Groups of permanents named by what they are — "Blue creatures", "Creatures with flying",
"Mercenaries", "Nonland permanents", "other creatures" — for "… don't untap during their controllers'
untap steps." (a ``NO_UNTAP_FILTER`` static, CR 502.3; 2003: 302.2) and "tap all …" (CR 701.21a). The
group is kept as count-spec filters (``rules.atoms.static_counts._passes``) and written back from them."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS, plural_of
from oldframe.rules.atoms.static_combat import NO_UNTAP_FILTER
from oldframe.rules.atoms.untap_groups import TapAllOfGroup
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.model.static_params import PermanentFilter

__all__ = ["UntapGroupTemplates", "group_words"]

_CREATURE = "type:Creature"
_COLOR_WORDS = {letter: word for word, letter in COLOR_LETTERS.items()}


class UntapGroupTemplates:
    """Transformer methods for ``grammar/untap_groups.lark``."""

    subtype_names: dict[str, str]

    def ugr_no_untap(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, params=PermanentFilter(items[0])))

    def ugr_tap_all(self, items: list[tuple[str, ...]]) -> Clause:
        return Clause((TapAllOfGroup(items[0]),))

    def ugr_creatures_no_untap(self, items: list[Token]) -> StaticPiece:
        return self.ugr_no_untap([(_CREATURE,)])

    def ugr_with_no_untap(self, items: list[Token]) -> StaticPiece:
        return self.ugr_no_untap([(_CREATURE, f"kw:{items[0]}")])

    def ugr_permanents(self, items: list[Token]) -> tuple[str, ...]:
        return ()

    def ugr_nonland(self, items: list[Token]) -> tuple[str, ...]:
        return ("nontype:Land",)

    def ugr_other(self, items: list[Token]) -> tuple[str, ...]:
        return (_CREATURE, "other")

    def ugr_color_no_untap(self, items: list[Token]) -> StaticPiece:
        return self.ugr_no_untap([self.ugr_color_creatures(items)])

    def ugr_color_creatures(self, items: list[Token]) -> tuple[str, ...]:
        return (_CREATURE, f"color:{COLOR_LETTERS[str(items[0])]}")

    def ugr_legendary_creatures(self, items: list[Token]) -> tuple[str, ...]:
        return (_CREATURE, "super:Legendary")

    def ugr_subtype(self, items: list[Token]) -> tuple[str, ...]:
        word = str(items[0])
        name = self.subtype_names.get(word)
        if name is None or name.lower() == word:  # "Mercenaries": a plural creature type only
            raise ValueError(f"not a plural creature type: {word}")
        return (f"sub:{name}",)


def group_words(filters: tuple[str, ...]) -> str | None:
    """The group's words, lower case ("blue creatures", "creatures with flying"), or None for filters
    this module doesn't build."""
    if filters == ():
        return "permanents"
    if filters == ("nontype:Land",):
        return "nonland permanents"
    if len(filters) == 1 and filters[0].startswith("sub:"):
        return _plural(filters[0][4:])
    if not filters or filters[0] != _CREATURE:
        return None
    rest = filters[1:]
    if not rest:
        return "creatures"
    if len(rest) != 1:
        return None
    kind, _, arg = rest[0].partition(":")
    words = {"kw": f"creatures with {arg}", "nokw": f"creatures without {arg}",
             "super": f"{arg.lower()} creatures" if arg == "Legendary" else "",
             "color": f"{_COLOR_WORDS.get(arg, '')} creatures" if arg in _COLOR_WORDS else "",
             "other": "other creatures"}.get(kind, "")
    return words or None


def _plural(name: str) -> str:
    """A creature type's plural as Oracle writes it ("Mercenaries")."""
    return plural_of(name)


@renders(TapAllOfGroup)
def _render_tap_all(eff: TapAllOfGroup, words: Words) -> list[str]:
    group = group_words(eff.filters)
    if group is None or eff.filters in ((), ("nontype:Land",)) or eff.filters == (_CREATURE,):
        raise ValueError("which permanents?")
    return [f"tap all {group}"]


def no_untap_words(which: object) -> str | None:
    """"Blue creatures don't untap …" for ``static_combat``'s renderer of ``NO_UNTAP_FILTER``."""
    if not isinstance(which, PermanentFilter) or which.chosen_type or "other" in which.filters:
        return None
    group = group_words(which.filters)
    return None if group is None else group[0].upper() + group[1:]
