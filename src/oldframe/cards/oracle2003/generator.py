"""Modern Oracle → 2003 wording: card-aware line rules, then the ordered rule tables by theme."""

from __future__ import annotations

from ..data import CardRecord
from . import rules_abilities, rules_eras, rules_later, rules_spells, rules_wording, rules_zones
from .lines import card_lines
from .normalise import strip_reminder
from .rewrite import Rule, apply_rules
from .templates import template_tags

PLACEHOLDER = "CARDNAME"

#: Every text rule in application order: ability words and keywords first (they match modern phrases
#: like "Activate only if …"), then zones, then spells/abilities/mana, then general wording, then
#: the templates of single eras (rules_eras), then the post-Scourge words the others leave (rules_later).
ALL_RULES: tuple[Rule, ...] = (
    *rules_abilities.ALL,
    *rules_zones.ALL,
    *rules_spells.ALL,
    *rules_wording.ALL,
    *rules_eras.ALL,
    *rules_later.ALL,
)


def rewrite_text(card: CardRecord, name: str, oracle_text: str) -> str:
    """2003 wording of one modern Oracle text (no reminder text); ``name`` is protected from the rules."""
    text = strip_reminder(oracle_text).replace(name, PLACEHOLDER) if name else strip_reminder(oracle_text)
    lines = card_lines(card, [ln for ln in text.split("\n") if ln.strip()])
    text = apply_rules("\n".join(lines), ALL_RULES, template_tags(card))
    return text.replace(PLACEHOLDER, name) if name else text


def generate_text(card: CardRecord) -> str:
    """Rules text of the whole card; split cards join their halves with ``//``."""
    if card.faces:
        return "\n//\n".join(rewrite_text(card, f.name, f.oracle_text) for f in card.faces)
    return rewrite_text(card, card.name, card.oracle_text)
