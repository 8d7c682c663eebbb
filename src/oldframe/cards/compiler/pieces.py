"""What one compiled line contributes to a card's :class:`~oldframe.rules.model.cards.Behaviour`.

Each piece is made of model constructs; :mod:`.render` turns a piece back into Oracle text, and a
line counts as understood only if that rendering equals the line (the honesty check).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.model.cards import (
    ActivatedAbility,
    Cost,
    CostKeyword,
    Effect,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)


@dataclass(frozen=True, slots=True)
class KeywordPiece:
    """A keyword line, keywords in printed order (CR 702), written with ``separator`` between them
    ("First strike; reach" as Oracle prints a keyword after one that takes no reminder text)."""

    keywords: tuple[str, ...]
    separator: str = ", "


@dataclass(frozen=True, slots=True)
class ActivatedPiece:
    """One activated ability; a mana ability with a choice of colours is one ability per colour."""

    abilities: tuple[ActivatedAbility, ...]


@dataclass(frozen=True, slots=True)
class TriggeredPiece:
    ability: TriggeredAbility
    #: Triggered abilities printed in the same paragraph after it, each rendered after it ("… attach
    #: CARDNAME to it. When CARDNAME leaves the battlefield, that creature's controller sacrifices it.").
    also: tuple[TriggeredAbility, ...] = ()


@dataclass(frozen=True, slots=True)
class StaticPiece:
    ability: StaticAbility

    @property
    def for_any_card(self) -> bool:
        """A static ability that works while the card is a spell, printed on any kind of card: "This
        spell can't be countered." (CR 101.2; spell_lines.py), "Cast this spell only if …" (cast_conditions.py)."""
        return self.ability.kind in ("cant_be_countered", "cast_condition")


@dataclass(frozen=True, slots=True)
class SpellPiece:
    """Instructions of an instant or sorcery (CR 608.2)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...]


@dataclass(frozen=True, slots=True)
class EnchantPiece:
    """An Aura's "Enchant …" line (CR 303.4a; 2003: 212.4 "Enchant creature")."""

    spec: TargetSpec


@dataclass(frozen=True, slots=True)
class EntersTappedPiece:
    """"CARDNAME enters the battlefield tapped." (CR 614.1c replacement)."""


@dataclass(frozen=True, slots=True)
class AdditionalCostPiece:
    """"As an additional cost to cast this spell, …" (CR 601.2b; 2003: 409.1b)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class CostKeywordPiece:
    """A keyword that is another way to play the card or an extra cost: morph, flashback, buyback,
    echo (with echo's upkeep trigger), kicker. Permanent keywords are morph and echo; spell keywords
    are flashback and buyback; kicker is either (a spell's "If this spell was kicked" line, spell_lines.py)."""

    keyword: CostKeyword
    trigger: TriggeredAbility | None = None

    @property
    def for_permanents(self) -> bool | None:
        """True for permanent cards only, False for instants and sorceries only, None for any card
        (madness, CR 702.35; 2003: 502.24)."""
        if self.keyword.keyword in ("madness", "alt_cost", "pitch", "alt_gift", "kicker",
                                    "free_if"):  # any card (CR 118.9): the Legates are creatures
            return None
        return self.keyword.keyword in ("morph", "echo",
                                        "flash_sac",  # "… sacrifices it at the beginning of the next cleanup step"
                                        "kicker_and_or")  # two kickers: permanents only here (atoms.two_kickers)


@dataclass(frozen=True, slots=True)
class KeywordAbilityPiece:
    """A keyword that stands for abilities (CR 702): storm, fading, rampage, flanking, cumulative
    upkeep. ``keyword`` is the bare keyword (for ``has_keyword``); the abilities are what it means."""

    keyword: str
    static: tuple[StaticAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()

    @property
    def for_permanents(self) -> bool:
        """Storm is a spell's keyword (it triggers on the stack); the others are permanents'."""
        return self.keyword != "storm"


Piece = (KeywordPiece | ActivatedPiece | TriggeredPiece | StaticPiece | SpellPiece | EnchantPiece
         | EntersTappedPiece | AdditionalCostPiece | CostKeywordPiece | KeywordAbilityPiece)
