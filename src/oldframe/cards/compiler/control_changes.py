"""Control changes that last indefinitely (the rules: ``rules.atoms.control_changes``): "Target player
gains control of target permanent you control." (Donate), "Gain control of target Sliver." (Sliver
Overlord), "Target opponent gains control of CARDNAME." (Jinxed Idol)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import PLAYER
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.control_changes import GainControl, PlayerGainsControl, next_target
from oldframe.rules.model.cards import TargetSpec

OPPONENT = TargetSpec(("player",), "opponent")


class ControlChangeTemplates:
    def cc_player_gains_control(self, items: list[Thing]) -> Clause:
        what = items[0]
        if what.spec is None or "player" in what.spec.kinds or "spell" in what.spec.kinds:
            raise ValueError("control of a permanent")
        return Clause((PlayerGainsControl(THIS_TARGET),), (PLAYER, what.spec))

    def cc_opponent_gains_self(self, items: list[Token]) -> Clause:
        return Clause((GainControl(THIS_TARGET, "self"),), (OPPONENT,))

    def cc_gain_control(self, items: list[Thing]) -> Clause:
        what = items[0]
        if what.spec is None or "player" in what.spec.kinds or "spell" in what.spec.kinds:
            raise ValueError("control of a permanent")
        return Clause((GainControl("controller", THIS_TARGET),), (what.spec,))


@renders(GainControl)
def _render(eff: GainControl, words: Words) -> list[str]:
    if eff.who == "controller":
        return [f"gain control of {words.thing(eff.what)}"]
    who = words.thing(eff.who)
    return [f"{who} gains control of {words.thing(eff.what)}"]


@renders(PlayerGainsControl)
def _render_player_gains(eff: PlayerGainsControl, words: Words) -> list[str]:
    if not eff.who.startswith("target:") or words.specs[int(eff.who[7:])] != PLAYER:
        raise ValueError("a target player")
    return [f"{words.thing(eff.who)} gains control of {words.thing(next_target(eff.who))}"]
