"""Life equal to the power or toughness of the creature an ability exiled or destroyed (CR 608.2h;
2003: 413.2f): "Exile target creature. Its controller gains life equal to its power." (Swords to
Plowshares), "Destroy target attacking creature. You gain life equal to its power." (Chastise), Exile,
Sever Soul, Avenger en-Dal, Rashida Scalebane; "Destroy target artifact. It can't be regenerated. That
artifact's controller gains life equal to its mana value." (Crumble), "You gain life equal to its mana
value." (Divine Offering). "its" / "that artifact" is the target named in the sentence before."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.lki_life import GainLifeEqualToStat


class LkiLifeTemplates:
    def lki_its_controller_gains(self, items: list[Token]) -> Clause:
        return Clause((GainLifeEqualToStat("its_controller", IT, str(items[0])),))

    def lki_you_gain(self, items: list[Token]) -> Clause:
        return Clause((GainLifeEqualToStat("controller", IT, str(items[0])),))

    def lki_you_gain_mv(self, items: list[Token]) -> Clause:
        return Clause((GainLifeEqualToStat("controller", IT, "mana value"),))

    def lki_noun(self, items: list[Token]) -> str:
        return str(items[0])[:-2]

    def lki_stat(self, items: list[Token]) -> str:
        return " ".join(str(t) for t in items)

    def lki_that_controller_gains(self, items: list[str]) -> Clause:
        noun, stat = items
        return Clause((GainLifeEqualToStat("its_controller", IT, stat, noun),))


@renders(GainLifeEqualToStat)
def _render(eff: GainLifeEqualToStat, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen:
        raise ValueError("'its' names a target named before")
    if eff.noun and (eff.who != "its_controller" or words.specs[int(eff.what[7:])].kinds != (eff.noun,)):
        raise ValueError(f"'that {eff.noun}' names a target {eff.noun} named before")
    gainer = "you gain" if eff.who != "its_controller" else f"that {eff.noun}'s controller gains" if eff.noun \
        else "its controller gains"
    return [f"{gainer} life equal to its {eff.stat}"]
