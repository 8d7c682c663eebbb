"""Tap-and-hold: "for as long as CARDNAME remains tapped" (CR 611.2b; 2003: 418.3d), on activated
abilities that cost {T}.

Examples: Tawnos's Weaponry, Zelyon Sword, Spirit Shield, Endoskeleton ("Target creature gets +N/+N
for as long as …"); the Onslaught Couriers ("… gets +2/+2 and has trample …"); Rubinia Soulsinger,
Willow Satyr, Seasinger, Hivis of the Scale ("Gain control of target … for as long as you control
CARDNAME and CARDNAME remains tapped"); Old Man of the Sea (the power-limited control); Mana Leech,
Mole Worms, Phyrexian Gremlins ("Tap target land. It doesn't untap during its controller's untap step
for as long as …"). The rules and the end of the durations are in ``rules.atoms.durations``.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, _pt, renders, renders_static
from oldframe.rules.atoms.choices import OPPONENT_CHOOSES_TYPE
from oldframe.rules.atoms.durations import GainControlWhileTapped, ModifyPTWhileTapped
from oldframe.rules.atoms.tap_hold import GrantKeywordWhileTapped, NoUntapWhileTapped
from oldframe.rules.model.cards import StaticAbility, TargetSpec

_WHILE = "for as long as CARDNAME remains tapped"


def _ref(thing: object) -> tuple[str, tuple[TargetSpec, ...]]:
    """The thing's reference ("self", a new target, or "it") and the target it introduces."""
    assert isinstance(thing, Thing)
    if thing.ref not in ("self", THIS_TARGET, IT):
        raise ValueError(f"tap-and-hold on {thing.ref!r}")
    return thing.ref, () if thing.spec is None else (thing.spec,)


class TapHoldTemplates:
    def th_while_tapped(self, items: list[Token]) -> None:
        return None

    def th_pt(self, items: list[object]) -> Clause:
        who, pt = items[0], items[1]
        ref, specs = _ref(who)
        p, t = (int(v) for v in str(pt).split("/"))
        return Clause((ModifyPTWhileTapped(ref, p, t),), specs)

    def th_pt_kw(self, items: list[object]) -> Clause:
        who, pt, kw = items[0], items[1], items[2]
        ref, specs = _ref(who)
        p, t = (int(v) for v in str(pt).split("/"))
        return Clause((ModifyPTWhileTapped(ref, p, t), GrantKeywordWhileTapped(ref, str(kw))), specs)

    def th_control(self, items: list[object]) -> Clause:
        ref, specs = _ref(items[0])
        return Clause((GainControlWhileTapped(ref),), specs)

    def th_control_yours(self, items: list[object]) -> Clause:
        ref, specs = _ref(items[0])
        return Clause((GainControlWhileTapped(ref, while_you_control=True),), specs)

    def th_control_power(self, items: list[object]) -> Clause:
        _, specs = _ref(items[0])
        if specs != (TargetSpec(("creature",), filters=("power_le_source",)),):
            raise ValueError("target creature with power less than or equal to CARDNAME's power")
        return Clause((GainControlWhileTapped(THIS_TARGET, power_at_most_source=True),), specs)

    def th_suf_power_le_source(self, items: list[object]) -> str:
        return "power_le_source"

    def th_suf_not_chosen_type(self, items: list[object]) -> str:
        """Callous Oppressor: the chosen type is the one chosen as it came into play."""
        return "not_chosen_type"

    def th_opponent_chooses_type(self, items: list[object]) -> StaticPiece:
        """"As CARDNAME enters the battlefield, an opponent chooses a creature type." (CR 614.12)."""
        return StaticPiece(StaticAbility(OPPONENT_CHOOSES_TYPE))

    def th_no_untap(self, items: list[object]) -> Clause:
        ref, specs = _ref(items[0])
        if ref != IT:
            raise ValueError("'It doesn't untap … for as long as': what the ability tapped")
        return Clause((NoUntapWhileTapped(ref),), specs)


@renders(ModifyPTWhileTapped)
def _render_pt(eff: ModifyPTWhileTapped, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} gets {_pt(eff.power, eff.toughness)} {_WHILE}"]


@renders(GrantKeywordWhileTapped)
def _render_kw(eff: GrantKeywordWhileTapped, words: Words) -> list[str]:
    raise ValueError("rendered with the P/T it comes with")


@renders(GainControlWhileTapped)
def _render_control(eff: GainControlWhileTapped, words: Words) -> list[str]:
    what = words.thing(eff.what)
    if eff.power_at_most_source:
        return [f"gain control of {what} {_WHILE} and that creature's power remains less than or equal to "
                "CARDNAME's power"]
    if eff.while_you_control:
        return [f"gain control of {what} for as long as you control CARDNAME and CARDNAME remains tapped"]
    return [f"gain control of {what} {_WHILE}"]


@renders_static(OPPONENT_CHOOSES_TYPE)
def _render_opponent_chooses(st: StaticAbility) -> str:
    return "As CARDNAME enters the battlefield, an opponent chooses a creature type."


@renders(NoUntapWhileTapped)
def _render_no_untap(eff: NoUntapWhileTapped, words: Words) -> list[str]:
    return [f"{words.thing(eff.what)} doesn't untap during its controller's untap step {_WHILE}"]

