"""Static abilities that forbid activating abilities: "Activated abilities of creatures can't be
activated." (Cursed Totem), "Activated abilities of artifacts can't be activated." (Null Rod;
compiler/activation_bans.py). They stop mana abilities too — a Llanowar Elves under Cursed Totem, a Mox
under Null Rod — whether activated by hand or by the automatic payment (CR 602.5, 605.1a; 2003: 403.5,
406.1). The type is the permanent's now (an animated Mishra's Factory is a creature)."""

from __future__ import annotations

from oldframe.rules.casting import ACTIVATION_BANS
from oldframe.rules.characteristics import has_static, is_type
from oldframe.rules.state import GameState, Obj

#: ``StaticAbility.kind``; ``text`` is the card type whose activated abilities can't be activated.
NO_ACTIVATED_ABILITIES = "no_activated_abilities"


def activation_banned(state: GameState, obj: Obj) -> bool:
    """Whether a static ability in play forbids activating ``obj``'s activated abilities."""
    for oid in state.battlefield:
        src = state.objects[oid]
        if not has_static(src, NO_ACTIVATED_ABILITIES):
            continue
        for st in src.card.behaviour.static:
            if st.kind == NO_ACTIVATED_ABILITIES and is_type(state, obj, st.text):
                return True
    return False


ACTIVATION_BANS.append(activation_banned)
