"""Keywords that stand for abilities (CR 702), and "enters the battlefield with counters".

Examples: Temporal Fissure / Brain Freeze (storm, CR 702.40; 2003: 502.30), Blastoderm and Parallax
Wave's creature kin (fading, CR 702.32; 2003: 502.20), Craw Giant / Teeka's Dragon-style rampage
(CR 702.23; 2003: 502.12), Mirage knights (flanking, CR 702.25; 2003: 502.3), Mystic Remora /
Herald of Serra's Ice Age kin (cumulative upkeep, CR 702.24; 2003: 502.13), Arrogant Wurm and Circular
Logic (madness, CR 702.35; 2003: 502.24), Spike Feeder ("enters the battlefield with two +1/+1
counters on it", CR 614.1c; 2003: 419.6b).
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import CostKeywordPiece, KeywordAbilityPiece, StaticPiece
from oldframe.rules.atoms.compiled import CumulativeUpkeep, Rampage
from oldframe.rules.atoms.players import RemoveCounterOrSacrifice
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Cost, CostKeyword, ModifyPT, StaticAbility, Storm, Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

ENTERS_WITH_COUNTERS = "enters_with_counters"
#: "If CARDNAME was kicked, it enters the battlefield with …" (read by ``altcosts``).
ENTERS_KICKED = "enters_kicked"
#: The counters the engine's P/T reads (layer 7c); other kinds mean nothing without their other lines.
PT_COUNTERS = ("+1/+1", "-1/-1")


def storm_ability() -> TriggeredAbility:
    """"When you cast this spell, copy it for each spell cast before it this turn." (2003: 502.30a)."""
    return TriggeredAbility(Trigger(TriggerEvent.STORM), (Storm(),))


def fading_upkeep() -> TriggeredAbility:
    return TriggeredAbility(Trigger(TriggerEvent.UPKEEP_BEGINS, "yours"), (RemoveCounterOrSacrifice("fade"),))


def flanking_ability() -> TriggeredAbility:
    """"Whenever this creature becomes blocked by a creature without flanking, the blocking creature
    gets -1/-1 until end of turn." (2003: 502.3a)."""
    return TriggeredAbility(Trigger(TriggerEvent.BLOCKED_BY_CREATURE_WITHOUT, filters=("flanking",)),
                            (ModifyPT("event_object", -1, -1),))


class KeywordAbilityTemplates:
    def storm_kw(self, items: list[Token]) -> KeywordAbilityPiece:
        return KeywordAbilityPiece("storm", triggered=(storm_ability(),))

    def flanking_kw(self, items: list[Token]) -> KeywordAbilityPiece:
        return KeywordAbilityPiece("flanking", triggered=(flanking_ability(),))

    def rampage_kw(self, items: list[Token]) -> KeywordAbilityPiece:
        n = int(str(items[0]))
        return KeywordAbilityPiece("rampage", triggered=(
            TriggeredAbility(Trigger(TriggerEvent.BECOMES_BLOCKED), (Rampage(n),)),))

    def fading_kw(self, items: list[Token]) -> KeywordAbilityPiece:
        """2003 502.20a: it comes into play with N fade counters; at the beginning of your upkeep,
        remove one; if you can't, sacrifice it."""
        n = int(str(items[0]))
        return KeywordAbilityPiece("fading", static=(StaticAbility(ENTERS_WITH_COUNTERS, "fade", power=n),),
                                   triggered=(fading_upkeep(),))

    def cumulative_upkeep_kw(self, items: list[Token]) -> KeywordAbilityPiece:
        cost = ManaCost.parse("".join(str(t).upper() for t in items))
        if cost.x or not cost.converted:
            raise ValueError("cumulative upkeep needs a fixed mana cost")
        return KeywordAbilityPiece("cumulative upkeep", triggered=(
            TriggeredAbility(Trigger(TriggerEvent.UPKEEP_BEGINS, "yours"), (CumulativeUpkeep(cost),)),))

    def madness_kw(self, items: list[Token]) -> CostKeywordPiece:
        """Madness (2003 502.24): discarded, it may be played for its madness cost."""
        cost = ManaCost.parse("".join(str(t).upper() for t in items))
        if cost.x:
            raise ValueError("madness with X")
        return CostKeywordPiece(CostKeyword("madness", Cost(mana=cost)))

    def kicker_kw(self, items: list[Token]) -> CostKeywordPiece:
        """Kicker (CR 702.33; 2003: 502.21): an optional additional cost; "kicked" afterwards."""
        mana = ManaCost.parse("".join(str(t).upper() for t in items))
        if mana.x:
            raise ValueError("kicker with X")
        return CostKeywordPiece(CostKeyword("kicker", Cost(mana=mana)))

    def kicked_one(self, items: list[Token]) -> int:
        return self._kicked_counters(1, items[0])

    def kicked_n(self, items: list[Token]) -> int:
        return self._kicked_counters(NUMBER_WORDS[str(items[0])], items[1])

    @staticmethod
    def _kicked_counters(n: int, kind: Token) -> int:
        if str(kind) != "+1/+1":
            raise ValueError(f"no kicked {kind} counters")
        return n

    def enters_kicked(self, items: list[object]) -> StaticPiece:
        """Ardent Soldier, Pouncing Kavu: "If CARDNAME was kicked, it enters the battlefield with N
        +1/+1 counters on it [and with haste]." (a replacement effect, CR 614.1c; 2003: 502.21)."""
        n, *kw = items
        assert isinstance(n, int)
        return StaticPiece(StaticAbility(ENTERS_KICKED, power=n, keywords=frozenset(str(k) for k in kw)))

    def etb_counter(self, items: list[Token]) -> StaticPiece:
        return self._etb_counters(1, items[0])

    def etb_counters(self, items: list[Token]) -> StaticPiece:
        return self._etb_counters(NUMBER_WORDS[str(items[0])], items[1])

    @staticmethod
    def _etb_counters(n: int, kind: Token) -> StaticPiece:
        if str(kind) not in PT_COUNTERS:
            raise ValueError(f"no {kind} counters")
        return StaticPiece(StaticAbility(ENTERS_WITH_COUNTERS, str(kind), power=n))
