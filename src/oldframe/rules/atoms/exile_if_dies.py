"""Burn that also exiles a creature it would kill: "CARDNAME deals X damage to any target. If it's a
creature, it can't be regenerated this turn, and if it would die this turn, exile it instead."
(Disintegrate, Carbonize). The same two rules as the kicked rider of Scorching Lava
(``rules.atoms.kicker_riders.NoRegenExileIfDies``: until end of turn, CR 701.15c and a replacement of its
going to the graveyard, CR 614.1a; 2003: 419.6b, 419.6), here said of a target that may be a player
("if it's a creature": a player is left alone)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.kicker_riders import NoRegenExileIfDies
from oldframe.rules.effects import EXECUTORS, executes


@dataclass(frozen=True, slots=True)
class IfCreatureNoRegenExile(NoRegenExileIfDies):
    """The rider of a spell whose target may be a creature or a player (its own wording, one executor)."""


executes(IfCreatureNoRegenExile)(EXECUTORS[NoRegenExileIfDies])
