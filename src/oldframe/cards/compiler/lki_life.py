"""Life equal to the power or toughness of the creature an ability exiled or destroyed (CR 608.2h;
2003: 413.2f): "Exile target creature. Its controller gains life equal to its power." (Swords to
Plowshares), "Destroy target attacking creature. You gain life equal to its power." (Chastise), Exile,
Sever Soul, Avenger en-Dal, Rashida Scalebane; "Destroy target artifact. It can't be regenerated. That
artifact's controller gains life equal to its mana value." (Crumble), "You gain life equal to its mana
value." (Divine Offering); "Create X 1/1 green Saproling creature tokens, where X is that enchantment's mana
value." (Aura Mutation). "its" / "that artifact" is the target named in the sentence before."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT, X
from oldframe.cards.compiler.render import Words, render_effect, renders
from oldframe.rules.atoms.lki_life import GainLifeEqualToStat, TokensPerManaValue
from oldframe.rules.model.cards import CreateTokens


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

    def lki_tokens_per_mv(self, items: list[object]) -> Clause:
        """The token words go through oracle.lark's ``create_tokens`` (``create_tokens`` here is the Builder's)."""
        *words, noun = items
        made = self.create_tokens(words)  # type: ignore[attr-defined]
        if not isinstance(made, Clause) or len(made.effects) != 1 or made.specs \
                or type(made.effects[0]) is not CreateTokens or made.effects[0].count != X:
            raise ValueError("'Create X … tokens' before 'where X is'")
        return Clause((TokensPerManaValue(made.effects[0], IT, str(noun)),))

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


@renders(TokensPerManaValue)
def _render_tokens(eff: TokensPerManaValue, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen \
            or words.specs[int(eff.what[7:])].kinds != (eff.noun,):
        raise ValueError(f"'that {eff.noun}' names a target {eff.noun} named before")
    made = render_effect(replace(eff.tokens, count=X), words.specs)
    if len(made) != 1:
        raise ValueError("one sentence")
    return [f"{made[0]}, where X is that {eff.noun}'s mana value"]
