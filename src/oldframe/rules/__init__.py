"""The pure rules core: state, zones, turn, priority, stack, combat, effects, state-based actions.

No I/O, no printing, no clock and no global mutable state; randomness comes only from the seeded
generator inside the state.
"""
