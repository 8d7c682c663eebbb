"""Limits on when and what players may cast, from a permanent's static ability: "Players can't cast spells
that share a color with the spell most recently cast this turn." (Mana Maze) and "Players can cast spells
and activate abilities only during their own turns." (City of Solitude) (compiler/cast_limits.py).

Both are read where casting is checked (``casting.CAST_RESTRICTIONS``, CR 601.3; 2003: 409.1) and City of
Solitude also where activating is (``extensions.ABILITY_BANS``, CR 602.5; mana abilities too: they are
activated abilities, CR 605). The colors of the most recent spell are noted as spells become cast
(``extensions.AFTER_CAST``, CR 601.2i) while such a permanent is on the battlefield or on the stack, so
the spell that puts it onto the battlefield is remembered too; the note ends with the turn."""

from __future__ import annotations

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import kinds_in_play
from oldframe.rules.model.cards import ActivatedAbility, CardDef
from oldframe.rules.state import ContinuousEffect, GameState, StackItem

#: "Players can't cast spells that share a color with the spell most recently cast this turn."
NO_SHARED_COLOR_WITH_LAST = "no_shared_color_with_last"
#: "Players can cast spells and activate abilities only during their own turns."
ONLY_OWN_TURN = "only_own_turn"
#: ``ContinuousEffect.kind`` noting the colors of the spell most recently cast this turn (``value``).
_LAST_COLORS = "last_spell_colors"


def note_cast(state: GameState, item: StackItem) -> None:
    if NO_SHARED_COLOR_WITH_LAST not in kinds_in_play(state) and not any(
            _own_statics(state.objects[it.oid], NO_SHARED_COLOR_WITH_LAST) for it in state.stack
            if it.kind == "spell" and it.oid in state.objects):
        return
    obj = state.objects.get(item.oid)
    colors = "" if obj is None or obj.face_down else "".join(sorted(obj.card.colors))
    state.effects = [e for e in state.effects if e.kind != _LAST_COLORS]
    state.effects.append(ContinuousEffect(_LAST_COLORS, -1, state.new_timestamp(), "end_of_turn", value=colors))


def may_cast(state: GameState, player: int, card: CardDef) -> bool:
    kinds = kinds_in_play(state)
    if ONLY_OWN_TURN in kinds and state.active != player:
        return False
    if NO_SHARED_COLOR_WITH_LAST in kinds:
        last = next((e.value for e in state.effects if e.kind == _LAST_COLORS), "")
        if set(last) & set(card.colors):
            return False
    return True


def activation_banned(state: GameState, player: int, ability: ActivatedAbility) -> bool:
    return ONLY_OWN_TURN in kinds_in_play(state) and state.active != player
