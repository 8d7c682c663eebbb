"""Extra target requirements the Oracle-text compiler emits (``TargetSpec.filters``; CR 115.1,
2003: 409.1c "target nonblack creature", "target attacking creature", "target creature spell"),
and shroud (CR 702.18; 2003: 502.24 "can't be the target of spells or abilities")."""

from __future__ import annotations

from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import colors_of, creature_types, has_keyword, is_type, power, toughness
from oldframe.rules.model.cards import CardDef
from oldframe.rules.state import GameState, Obj, Zone

#: "<kind>;<filter>": the permanent is of that kind or meets the filter — a target of alternatives where
#: only one is qualified ("target land or nonblack creature": ``TargetSpec(("land", "creature"),
#: filters=("either:land;noncolor:B",))``).
EITHER = "either"
#: The creature's power is the greatest (or tied for it) among creatures on the battlefield (Topple).
GREATEST_POWER = "greatest_power"


def permanent_passes(state: GameState, obj: Obj, filters: tuple[str, ...], controller: int | None = None,
                     source: Obj | None = None) -> bool:
    """Whether a permanent meets every filter, with its characteristics now (CR 613); ``controller`` is
    the player choosing ("… attached to a creature you control"), ``source`` the spell or ability's
    source ("with power less than or equal to CARDNAME's power")."""
    for f in filters:
        kind, _, arg = f.partition(":")
        c = state.combat
        if kind == "color":
            ok = arg in colors_of(state, obj)
        elif kind == "noncolor":
            ok = arg not in colors_of(state, obj)
        elif kind == "nontoken":  # "target nontoken Rebel" (CR 111.1)
            ok = not obj.is_token
        elif kind == "anycolor":  # "target black or green creature": either color (CR 105.2)
            ok = bool(set(arg) & colors_of(state, obj))
        elif kind == "type":
            ok = is_type(state, obj, arg)
        elif kind == "nontype":
            ok = not is_type(state, obj, arg)
        elif kind == "attacking":  # CR 506.4: only during combat
            ok = c is not None and obj.oid in c.attackers
        elif kind == "blocking":
            ok = c is not None and obj.oid in c.blockers
        elif kind == "attacking_or_blocking":
            ok = c is not None and (obj.oid in c.attackers or obj.oid in c.blockers)
        elif kind == "tapped":
            ok = obj.tapped
        elif kind == "untapped":
            ok = not obj.tapped
        elif kind == "kw":
            ok = has_keyword(state, obj, arg)
        elif kind == "nokw":
            ok = not has_keyword(state, obj, arg)
        elif kind == "power_le_source":  # Old Man of the Sea
            ok = source is not None and power(state, obj) <= power(state, source)
        elif kind == "not_chosen_type":  # "that isn't of the chosen type" (Callous Oppressor)
            chosen = next((e.value for e in state.effects if e.kind == "chosen_type" and source is not None
                           and e.affected == source.oid), None)
            ok = chosen is not None and chosen not in creature_types(state, obj)
        elif kind in ("subtype", "creature_type", "enchantment_type", "land_type"):
            ok = arg in creature_types(state, obj)  # its subtypes after layer 4: "target Wall", "target Island"
        elif kind == "nonsuper":  # "target nonbasic land" (CR 205.4a; 2003: 205.4)
            ok = arg.capitalize() not in obj.card.supertypes
        elif kind == "nonsubtype":  # "target non-Aura enchantment" (CR 205.3)
            ok = arg not in creature_types(state, obj)
        elif kind == "attached":  # "target Aura attached to a creature [you control]"
            host = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
            ok = host is not None and host.zone == obj.zone and is_type(state, host, "creature") \
                and (arg != "creature_yours" or host.controller == controller)
        elif kind == "attacking_you":  # "target creature … that's attacking you" (CR 506.4)
            ok = c is not None and c.attackers.get(obj.oid) == controller
        elif kind == "pt_is":  # "target 1/1 creature" (CR 208.1)
            p, t = arg.split("/")
            ok = power(state, obj) == int(p) and toughness(state, obj) == int(t)
        elif kind == "power_le":  # "target creature with power 2 or less" (CR 208.1)
            ok = power(state, obj) <= int(arg)
        elif kind == "power_ge":  # "target creature with power 4 or greater" (CR 208.1)
            ok = power(state, obj) >= int(arg)
        elif kind == "mv_le":  # "… with mana value 3 or less" (CR 202.3; 2003: converted mana cost, 203.3)
            ok = mana_value(obj) <= int(arg)
        elif kind == "mv_eq":  # "… with mana value X" (Plaguebearer; CR 202.3; 2003: converted mana cost)
            ok = mana_value(obj) == int(arg)
        elif kind == "controlled_by":  # "target creature that player controls" (the trigger event's player)
            ok = arg not in ("", EVENT_PLAYER_ARG, EVENT_OPPONENT_ARG) and obj.controller == int(arg)
        elif kind == "blocked_by_source":  # "target creature it's blocking" (Tinder Wall; CR 509.1g)
            # the source still in combat blocks it; a source sacrificed as the cost was blocking it
            # when it was chosen, and by last known information it still is while it stays blocked
            if c is None:
                ok = False
            elif source is not None and source.zone == Zone.BATTLEFIELD:
                ok = c.blockers.get(source.oid) == obj.oid
            else:
                ok = obj.oid in c.attackers and obj.oid in c.blocked
        elif kind == GREATEST_POWER:  # "with the greatest power among creatures on the battlefield" (Topple): ties
            ok = power(state, obj) >= max(power(state, state.objects[o]) for o in state.battlefield  # all count
                                          if is_type(state, state.objects[o], "creature"))
        elif kind == EITHER:  # "target land or nonblack creature": the first kind as it is, or the filter
            first, _, inner = arg.partition(";")  # (Befoul, Stream of Acid; CR 115.1)
            ok = is_type(state, obj, first) or permanent_passes(state, obj, (inner,), controller, source)
        elif kind == "defending":  # "target creature defending player controls" (Provoke; CR 506.2)
            ok = c is not None and obj.controller in c.attackers.values()
        else:
            raise ValueError(f"unknown target filter {f!r}")
        if not ok:
            return False
    return True


#: A filter's argument that is the announced X: "target creature with mana value X or less" (Dominate),
#: "… with mana value X" (Plaguebearer); ``with_x`` makes it a number (CR 107.3, 601.2b; 2003: 409.1b).
X_ARG = "x"


def with_x(filters: tuple[str, ...], x: int | None) -> tuple[str, ...]:
    """``filters`` with the announced X in place of ``X_ARG``; X not announced yet (is the spell or ability
    castable at all?): those filters are left out, since some X could still allow each permanent."""
    out: list[str] = []
    for f in filters:
        kind, _, arg = f.partition(":")
        if arg != X_ARG:
            out.append(f)
        elif x is not None:
            out.append(f"{kind}:{x}")
    return tuple(out)


#: The argument of "controlled_by" that is the player of the trigger event ("Whenever CARDNAME deals
#: damage to a player, destroy target enchantment that player controls"); ``with_event_player`` makes it
#: that player's number as the ability is put on the stack and as it resolves (CR 603.3d, 608.2b).
EVENT_PLAYER_ARG = "event"
#: The same player named "that opponent" ("… destroy target permanent that opponent controls").
EVENT_OPPONENT_ARG = "event_opponent"


def with_event_player(filters: tuple[str, ...], player: int | None) -> tuple[str, ...]:
    """``filters`` with the trigger event's player in place of ``EVENT_PLAYER_ARG`` (left unresolved, it
    matches no permanent)."""
    if player is None:
        return filters
    named = (f"controlled_by:{EVENT_PLAYER_ARG}", f"controlled_by:{EVENT_OPPONENT_ARG}")
    return tuple(f"controlled_by:{player}" if f in named else f for f in filters)


def mana_value(obj: Obj) -> int:
    """The converted mana cost of a permanent (CR 202.3; 2003: 203.3): a face-down one's is 0 (CR 708.2)."""
    return 0 if obj.face_down else obj.card.mana_cost.converted


def spell_passes(card: CardDef, filters: tuple[str, ...]) -> bool:
    """Whether a spell on the stack meets every filter (its card's characteristics, CR 112.1b)."""
    for f in filters:
        kind, _, arg = f.partition(":")
        if kind == "color":
            ok = arg in card.colors
        elif kind == "noncolor":
            ok = arg not in card.colors
        elif kind == "type":
            ok = arg.capitalize() in card.types
        elif kind == "nontype":
            ok = arg.capitalize() not in card.types
        elif kind == "subtype":  # "target Cleric card from your graveyard" (CR 205.3)
            ok = arg in card.subtypes
        elif kind == "permanent_card":  # "target Dragon permanent card from your graveyard" (CR 110.4a)
            ok = card.is_permanent_card
        elif kind == "anytype":  # "target artifact or enchantment spell" (Annul)
            ok = any(t.capitalize() in card.types for t in arg.split(","))
        elif kind == "anycolor":  # "a spell that's white, blue, black, or red" (Quirion Dryad; letters)
            ok = any(c in card.colors for c in arg)
        elif kind == "mv_le":  # "… with mana value 3 or less" (CR 202.3; 2003: converted mana cost, 203.3)
            ok = card.mana_cost.converted <= int(arg)
        elif kind in ext.STACK_TARGET_FILTERS:  # about the spell on the stack, not its card (targets.py)
            ok = True
        else:
            return False
        if not ok:
            return False
    return True


def has_shroud(state: GameState, obj: Obj) -> bool:
    """CR 702.18a (2003: 502.24): a permanent with shroud can't be the target of spells or abilities."""
    return has_keyword(state, obj, "shroud")
