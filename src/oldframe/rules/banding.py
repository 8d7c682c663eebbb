"""Banding and "bands with other" (CR 702.22; 2003: 502.10–502.11).

* Declaring bands (CR 702.22c; 2003: 502.10b): while declaring attackers the active player may put
  attacking creatures attacking the same player into a band: creatures with banding and at most one
  creature without banding; or creatures with "bands with other Legends" and any number of other
  Legends (under current rules a "bands with other" band may contain only creatures of that quality;
  "bands with other" counts as "without banding" in an ordinary band). Under ``scourge2003``
  (``BandsWithOther.ABILITY_HOLDERS``, 2003 502.11b) creatures having the ability band together, with
  banding creatures, whether or not they are Legends.
* A band lasts for the rest of combat (CR 702.22h); blocking one member blocks the whole band and the
  blocker blocks every creature in it (CR 702.22h, 509.1h; 2003: 502.10e).
* Damage (CR 702.22j–k; 2003: 502.10h): the defending player divides an attacker's damage among its
  blockers when a blocker has banding (never to the player, even with trample — under ``scourge2003``,
  ``BandingDamage.AS_THE_SOURCE_COULD``, 2003 502.10h, a trampler's damage may go to the defending
  player too, as the trampler could have assigned it); the attacking player
  divides the damage of a creature blocking a band with banding among the creatures it blocks.

Band membership is kept in ``state.effects`` as records of kind ``"band"`` (``affected`` the member,
``value`` the band's id); only members that are still attacking count.
"""

from __future__ import annotations

from oldframe.rules.characteristics import has_keyword, is_legendary
from oldframe.rules.ruleset import BandsWithOther
from oldframe.rules.state import ContinuousEffect, GameState, Obj

BANDING = "banding"
BANDS_WITH_OTHER_LEGENDS = "bands with other Legends"
BAND = "band"


def has_banding(state: GameState, obj: Obj) -> bool:
    return has_keyword(state, obj, BANDING)


def _legends_bander(state: GameState, obj: Obj) -> bool:
    return has_keyword(state, obj, BANDS_WITH_OTHER_LEGENDS) or has_keyword(state, obj, "bands with other legends")


def band_id(state: GameState, oid: int) -> int:
    for e in state.effects:
        if e.kind == BAND and e.affected == oid:
            return int(e.value)
    return oid


def band_of(state: GameState, oid: int) -> list[int]:
    """The attacking creatures in ``oid``'s band (just ``[oid]`` when it is in none)."""
    c = state.combat
    if c is None or oid not in c.attackers:
        return [oid]
    bid = band_id(state, oid)
    return sorted(a for a in c.attackers if a == oid or band_id(state, a) == bid)


def band_members(state: GameState, oid: int) -> list[int]:
    """``oid`` and the attacking creatures of its band, even if ``oid`` itself left combat."""
    c = state.combat
    assert c is not None
    bid = band_id(state, oid)
    return sorted({oid} | {a for a in c.attackers if band_id(state, a) == bid})


def legal_band(state: GameState, members: list[int]) -> bool:
    """CR 702.22c (2003: 502.10b, 502.11b)."""
    objs = [state.objects[m] for m in members if m in state.objects]
    if len(objs) < 2:
        return True
    if any(has_banding(state, o) for o in objs) and sum(not has_banding(state, o) for o in objs) <= 1:
        return True
    if state.rules.bands_with_other == BandsWithOther.ABILITY_HOLDERS:
        # 2003 502.11b: creatures with "bands with other Legends" band together, banding creatures may
        # join them, and none of them need be a Legend
        return (sum(_legends_bander(state, o) for o in objs) >= 2
                and all(_legends_bander(state, o) or has_banding(state, o) for o in objs))
    # CR 702.22c: such a band may contain only Legends
    return any(_legends_bander(state, o) for o in objs) and all(is_legendary(state, o) for o in objs)


def band_options(state: GameState) -> list[tuple[int, int]]:
    """``(a, b)``, a < b: declared attackers of different bands attacking the same player whose bands
    may be merged."""
    c = state.combat
    if c is None or c.attackers_declared:
        return []
    out = []
    attackers = sorted(c.attackers)
    for i, a in enumerate(attackers):
        for b in attackers[i + 1:]:
            if c.attackers[a] != c.attackers[b] or band_id(state, a) == band_id(state, b):
                continue
            if legal_band(state, band_of(state, a) + band_of(state, b)):
                out.append((a, b))
    return out


def form_band(state: GameState, a: int, b: int) -> None:
    """Put ``a``'s and ``b``'s bands together into one band (CR 702.22c)."""
    c = state.combat
    assert c is not None
    members = band_of(state, a) + band_of(state, b)
    bid = min(members)
    state.effects = [e for e in state.effects
                     if not (e.kind == BAND and (e.affected in members or e.affected not in c.attackers))]
    for m in members:
        state.effects.append(ContinuousEffect(BAND, m, state.objects[m].timestamp, "end_of_turn", value=str(bid)))
    state.version += 1


# -- blocking and damage ---------------------------------------------------------------------------
def blockers_of(state: GameState, attacker: int) -> list[int]:
    """Creatures blocking ``attacker``: those blocking any member of its band (CR 702.22h)."""
    c = state.combat
    assert c is not None
    band = set(band_members(state, attacker))
    return sorted(b for b, a in c.blockers.items() if a in band and b in state.objects)


def blocked_by(state: GameState, blocker: int) -> list[int]:
    """Attacking creatures ``blocker`` blocks: every creature still in the band it blocked."""
    c = state.combat
    assert c is not None
    return [m for m in band_members(state, c.blockers[blocker]) if m in state.objects]


def defender_assigns(state: GameState, attacker: int) -> bool:
    """CR 702.22j (2003: 502.10h): a blocker with banding lets the defending player divide the
    attacker's damage among its blockers."""
    return any(has_banding(state, state.objects[b]) for b in blockers_of(state, attacker))


def attacker_assigns_for(state: GameState, blocker: int) -> bool:
    """CR 702.22k (2003: 502.10h): the attacking player divides the damage of a creature blocking a
    creature with banding."""
    return any(has_banding(state, state.objects[a]) for a in blocked_by(state, blocker))
