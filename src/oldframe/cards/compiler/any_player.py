""""Any player may activate this ability." (CR 602.1: an activated ability's controller is whoever activated
it): Ribbon Snake, Scandalmonger ("… but only as a sorcery", CR 602.5d), Saproling Cluster. The sentence is
parsed as one of the ability's sentences (``AnyPlayerMarker``); ``activated`` takes it out and marks the ability
``ActivatedAbility.any_player``. ``rules.casting.can_activate`` and the priority actions offer it to every
player, who pays its costs and controls it (the token of Saproling Cluster is theirs)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.pieces import ActivatedPiece
from oldframe.rules.model.cards import Effect


@dataclass(frozen=True, slots=True)
class AnyPlayerMarker(Effect):
    """"Any player may activate this ability[ but only as a sorcery]." while an ability's sentences are
    joined; never reaches the engine (``take_permission``)."""

    sorcery: bool = False


class AnyPlayerTemplates:
    """Transformer methods of ``grammar/any_player.lark``."""

    def ap_any_player(self, items: list[Token]) -> Clause:
        return Clause((AnyPlayerMarker(),))

    def ap_any_player_sorcery(self, items: list[Token]) -> Clause:
        return Clause((AnyPlayerMarker(sorcery=True),))

    def ap_self_loses_kw(self, items: list[object]) -> object:
        return self.spells_lose_kw([Thing("self"), items[0]])  # type: ignore[attr-defined]


def take_permission(body: Clause) -> tuple[Clause, AnyPlayerMarker | None]:
    """The ability's sentences without a closing "Any player may activate this ability.", and that sentence."""
    markers = [e for e in body.effects if isinstance(e, AnyPlayerMarker)]
    if not markers:
        return body, None
    if len(markers) > 1 or body.effects[-1] is not markers[0] or len(body.effects) == 1:
        raise ValueError("'Any player may activate this ability.' closes an ability's text")
    return replace(body, effects=body.effects[:-1]), markers[0]


def permitted(piece: ActivatedPiece, marker: AnyPlayerMarker) -> ActivatedPiece:
    """The abilities any player may activate (as a sorcery, if the sentence says so; CR 602.5d)."""
    if any(a.is_mana or a.restriction or a.sorcery_speed for a in piece.abilities):
        raise ValueError("'any player may activate' on a mana ability or with another restriction")
    return ActivatedPiece(tuple(replace(a, any_player=True, sorcery_speed=marker.sorcery) for a in piece.abilities))
