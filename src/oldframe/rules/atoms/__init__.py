"""Effect atoms beyond the core set in ``rules/effects.py``, one module per family, each registered
with :func:`oldframe.rules.effects.executes`. Import every module here so registration happens."""
from oldframe.rules import (
    evasion,  # noqa: F401
    land_types,  # noqa: F401
    text_change,  # noqa: F401
)
from oldframe.rules.atoms import (
    activation_bans,  # noqa: F401
    altcost_atoms,  # noqa: F401
    animate,  # noqa: F401
    choices,  # noqa: F401
    compiled,  # noqa: F401
    cost_atoms,  # noqa: F401
    counts,  # noqa: F401
    depth,  # noqa: F401
    durations,  # noqa: F401
    lki_life,  # noqa: F401
    mass_destroy,  # noqa: F401
    mechanics,  # noqa: F401
    players,  # noqa: F401
    restricted,  # noqa: F401
    restricted_spells,  # noqa: F401
    rulings,  # noqa: F401
    spell_cards,  # noqa: F401
    spell_combat,  # noqa: F401
    spell_counts,  # noqa: F401
    spell_lines,  # noqa: F401
    spell_permanents,  # noqa: F401
    static_combat,  # noqa: F401
    static_costs,  # noqa: F401
    static_counts,  # noqa: F401
    static_entry,  # noqa: F401
    static_kinds,  # noqa: F401
    static_prevention,  # noqa: F401
    tap_hold,  # noqa: F401
    target_riders,  # noqa: F401
    tmpl3_counters,  # noqa: F401
    tmpl3_kicker,  # noqa: F401
    tmpl3_linked,  # noqa: F401
    trigger_bodies,  # noqa: F401
    turn_bans,  # noqa: F401
    turns_hands,  # noqa: F401
)
