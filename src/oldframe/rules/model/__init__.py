"""The card-definition language the rules core runs: card definitions (:mod:`.cards`), the forms a
permanent can take on (:mod:`.forms`: Licid Aura, copies, split halves) and English word forms the
rules need (:mod:`.words`). It belongs to the core so that ``rules/`` never imports ``cards/``: the
card compiler in ``cards/`` targets these types, the engine interprets them.
"""
