"""Untap restrictions: "As long as CARDNAME is untapped, players can't untap more than one land during
their untap steps." (Winter Orb), "… more than two permanents …" (Static Orb) — ``UNTAP_LIMIT`` statics,
whose rules (the active player chooses which untap) are in ``rules.atoms.untap_limits``; "Lands don't
untap during their controllers' untap steps." (Rising Waters) and "Islands don't untap …" (Choke) — the
filtered "don't untap" statics of ``rules.atoms.static_combat`` (``NO_UNTAP_FILTER``, CR 502.3; 2003:
302.1); "Players skip their untap steps." (Stasis; ``SKIP_UNTAP_STEPS``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.static_combat import NO_UNTAP_FILTER
from oldframe.rules.atoms.untap_limits import SKIP_UNTAP_STEPS, UNTAP_LIMIT
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.model.static_params import PermanentFilter

_WORDS = {n: w for w, n in NUMBER_WORDS.items() if w != "a"}
_LAND_TYPES = {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain",
               "forests": "Forest"}


class UntapLimitTemplates:
    def ul_one(self, items: list[Token]) -> int:
        return 1

    def ul_n(self, items: list[Token]) -> int:
        return NUMBER_WORDS[str(items[0])]

    def ul_kind(self, items: list[Token]) -> str:
        return str(items[0])

    def ul_limit(self, items: list[object]) -> StaticPiece:
        n, kind = items
        assert isinstance(n, int)
        word = str(kind)
        singular = word.removesuffix("s")
        if (n == 1) != (word == singular):
            raise ValueError(f"{n} {word}")
        return StaticPiece(StaticAbility(UNTAP_LIMIT, singular, power=n))

    def ul_skip_untap_steps(self, items: list[Token]) -> StaticPiece:
        """Stasis: "Players skip their untap steps." (CR 614.10)."""
        return StaticPiece(StaticAbility(SKIP_UNTAP_STEPS))

    def ul_lands_no_untap(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, params=PermanentFilter(("type:Land",))))

    def ul_land_type_no_untap(self, items: list[Token]) -> StaticPiece:
        land_type = _LAND_TYPES[str(items[0])]
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, params=PermanentFilter(("type:Land", f"sub:{land_type}"))))


@renders_static(UNTAP_LIMIT)
def _render_limit(st: StaticAbility) -> str:
    noun = st.text if st.power == 1 else st.text + "s"
    return (f"As long as CARDNAME is untapped, players can't untap more than {_WORDS[st.power]} {noun} during "
            "their untap steps.")


@renders_static(SKIP_UNTAP_STEPS)
def _render_skip(st: StaticAbility) -> str:
    return "Players skip their untap steps."


def untapping_lands_words(which: object) -> str | None:
    """"Lands" / "Islands" for the filters this module builds, else None (``static_combat``'s renderer of
    ``NO_UNTAP_FILTER`` asks)."""
    if which == PermanentFilter(("type:Land",)):
        return "Lands"
    if isinstance(which, PermanentFilter) and len(which.filters) == 2 and which.filters[0] == "type:Land" \
            and which.filters[1].startswith("sub:") and not which.chosen_type:
        words = {v: k for k, v in _LAND_TYPES.items()}
        word = words.get(which.filters[1][4:])
        return None if word is None else word.capitalize()
    return None
