"""Target filters: adjectives and suffixes narrowing a target (CR 115.1; 2003: 409.1c), kept in
``TargetSpec.filters`` in printed order and checked by ``oldframe.rules.target_filters``.

Examples: Terror's neighbours "Destroy target nonblack creature." (Dark Banishing, Annihilate),
Remove Soul / Exclude ("Counter target creature spell."), Negate-era "target noncreature spell",
Divine Verdict / Smite ("target attacking creature", "target blocking creature"), Crossbow
Infantry ("target attacking or blocking creature"), Flood ("Tap target creature without flying."),
Hurricane-style "target creature with flying" (Centaur Archer), "target creature an opponent
controls"; cards in graveyards (2003: 217.4): Raise Dead ("Return target creature card from your
graveyard to your hand."), Resurrection ("… to the battlefield."), Cremate ("Exile target card from
a graveyard.").
"""

from __future__ import annotations

from itertools import pairwise

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Thing
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.target_changes import SINGLE_TARGET, TARGETS
from oldframe.rules.model.cards import TargetSpec
from oldframe.rules.target_filters import EVENT_OPPONENT_ARG, EVENT_PLAYER_ARG, GREATEST_POWER

CARD_IN_YOUR_GRAVEYARD = "card in your graveyard"  # = rules.targets.CARD_IN_YOUR_GRAVEYARD
CARD_IN_A_GRAVEYARD = "card in a graveyard"
GRAVEYARD_KINDS = (CARD_IN_YOUR_GRAVEYARD, CARD_IN_A_GRAVEYARD)
#: ``TargetSpec.relation`` of "… card from that player's graveyard" (= ``rules.casting.EVENT_PLAYER``).
EVENT_PLAYER = "event_player"
#: The filter of "permanent card" (``rules.target_filters.spell_passes``): an artifact, creature, enchantment
#: or land card (CR 110.4a).
PERMANENT_CARD = "permanent_card"


def _card_filters(items: list[str]) -> tuple[str, ...]:
    """A graveyard card's filters: its characteristics only; "anycolor" is "target blue or red creature
    card" (Crypt Angel), read through the shared ``tadj`` of two_on_top.py so that Lark's LALR table has
    one path for "target COLOR or COLOR creature …" whether a card or a permanent follows."""
    if any(f.split(":")[0] not in ("color", "noncolor", "anycolor", "type", "nontype", "subtype", PERMANENT_CARD)
           for f in items):
        raise ValueError("a card in a graveyard is not in combat")
    return tuple(items)


#: Filters a spell on the stack can have: its card's (CR 112.1b) and what it targets (target_changes.py).
_SPELL_FILTERS = ("color", "noncolor", "type", "nontype", "mv_le", SINGLE_TARGET, TARGETS)
OR_PLANESWALKER = "or_planeswalker"  # wording only: no permanent in the pool is a planeswalker
Noun = tuple[str, tuple[str, ...]]  # (kind, filters)


class TargetTemplates:
    def adj_color(self, items: list[Token]) -> str:
        return "color:" + COLOR_LETTERS[str(items[0])]

    def adj_noncolor(self, items: list[Token]) -> str:
        return "noncolor:" + COLOR_LETTERS[str(items[0])]

    def type_adj(self, items: list[Token]) -> str:
        return str(items[0])

    def adj_type(self, items: list[str]) -> str:
        return "type:" + items[0]

    def adj_nontype(self, items: list[str]) -> str:
        return "nontype:" + items[0]

    def adj_attacking(self, items: list[Token]) -> str:
        return "attacking"

    def adj_blocking(self, items: list[Token]) -> str:
        return "blocking"

    def adj_attacking_or_blocking(self, items: list[Token]) -> str:
        return "attacking_or_blocking"

    def adj_tapped(self, items: list[Token]) -> str:
        return "tapped"

    def adj_untapped(self, items: list[Token]) -> str:
        return "untapped"

    def suf_with(self, items: list[Token]) -> str:
        return "kw:" + str(items[0])

    def suf_without(self, items: list[Token]) -> str:
        return "nokw:" + str(items[0])

    def tnoun(self, items: list[str]) -> Noun:
        kind = next(i for i in items if ":" not in i and i not in _ADJ_WORDS)
        filters = tuple(i for i in items if i != kind)
        if kind == "player" and filters:
            raise ValueError("a player has no such qualities")
        if kind == "spell" and any(f.split(":")[0] not in _SPELL_FILTERS for f in filters):
            raise ValueError("a spell is not in combat")
        if kind != "spell" and any(f.startswith("type:") and f[5:] in ("instant", "sorcery") for f in filters):
            raise ValueError("an instant or sorcery is never a permanent")
        return kind, filters

    def target1(self, items: list[Noun]) -> Thing:
        kind, filters = items[0]
        return Thing(THIS_TARGET, TargetSpec((kind,), filters=filters))

    def target_player_pw(self, items: list[Token]) -> Thing:
        """"target player or planeswalker": the pool has no planeswalkers (2003 has no such type)."""
        return Thing(THIS_TARGET, TargetSpec(("player",), filters=(OR_PLANESWALKER,)))

    def target_opponent_pw(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec(("player",), "opponent", filters=(OR_PLANESWALKER,)))

    def target_gy_yours(self, items: list[str]) -> Thing:
        """Raise Dead: "target creature card from your graveyard" (2003: 217.4, cards in graveyards)."""
        return Thing(THIS_TARGET, TargetSpec((CARD_IN_YOUR_GRAVEYARD,), filters=_card_filters(items)))

    def target_gy_any(self, items: list[str]) -> Thing:
        return Thing(THIS_TARGET, TargetSpec((CARD_IN_A_GRAVEYARD,), filters=_card_filters(items)))

    def target_yours(self, items: list[Noun]) -> Thing:
        kind, filters = items[0]
        if kind in ("player", "spell"):
            raise ValueError("you control permanents")
        return Thing(THIS_TARGET, TargetSpec((kind,), "you", filters=filters))

    def target_theirs(self, items: list[Noun]) -> Thing:
        kind, filters = items[0]
        if kind in ("player", "spell"):
            raise ValueError("an opponent controls permanents")
        return Thing(THIS_TARGET, TargetSpec((kind,), "opponent", filters=filters))


_ADJ_WORDS = ("attacking", "blocking", "attacking_or_blocking", "tapped", "untapped")
_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}


def render_noun(spec: TargetSpec) -> str:
    """"nonblack attacking creature", "creature without flying", "creature spell", "creature card
    from your graveyard"."""
    before: list[str] = []
    after: list[str] = []
    noun = spec.kinds[0]
    for f in spec.filters:
        kind, _, arg = f.partition(":")
        if kind == "color":
            before.append(_COLOR_NAMES[arg])
        elif kind == "anycolor":  # "black or green" (two_on_top.py), "blue or red creature card" (Crypt Angel)
            before.append(" or ".join(_COLOR_NAMES[c] for c in arg.replace(":", "")))
        elif kind == "noncolor":
            before.append("non" + _COLOR_NAMES[arg])
        elif kind == "type":
            before.append(arg)
        elif kind == "nontype":
            before.append("non" + arg)
        elif kind == "attacking_or_blocking":
            before.append("attacking or blocking")
        elif kind in _ADJ_WORDS:
            before.append(kind)
        elif kind == "kw":
            after.append("with " + arg)
        elif kind == "nokw":
            after.append("without " + arg)
        elif kind == GREATEST_POWER:  # Topple (greatest_power.py)
            after.append("with the greatest power among creatures on the battlefield")
        elif kind == "power_le_source":
            after.append("with power less than or equal to CARDNAME's power")
        elif kind == "not_chosen_type":
            after.append("that isn't of the chosen type")
        elif kind == "subtype":  # "target Soldier creature" (spell_targets.py)
            before.append(arg)
        elif kind == PERMANENT_CARD and noun in GRAVEYARD_KINDS:  # "Dragon permanent card" (graveyard_permanents.py)
            before.append("permanent")
        elif kind == "creature_type" and len(spec.filters) == 1 and spec.kinds == ("creature",):
            return arg  # "target Wall" (spell_targets.py)
        elif kind == "enchantment_type" and spec.kinds == ("enchantment",) and f == spec.filters[0] \
                and all(g.startswith("attached:") for g in spec.filters[1:]):
            noun = arg  # "target Aura [attached to a creature]" (spell_targets.py)
        elif kind == "attached":  # "target Aura attached to a creature [you control]" (spell_targets.py)
            after.append({"creature": "attached to a creature",
                          "creature_yours": "attached to a creature you control"}[arg])
        elif kind == "nonsubtype":  # "target non-Aura enchantment" (spell_targets.py)
            before.append("non-" + arg)
        elif kind == "land_type" and len(spec.filters) == 1 and spec.kinds == ("land",):
            return arg  # "target Island" (spell_targets.py)
        elif kind == "nonsuper" and arg == "basic":  # "target nonbasic land" (spell_targets.py)
            before.append("nonbasic")
        elif kind == "pt_is":  # "target 1/1 creature" (spell_targets.py)
            before.append(arg)
        elif kind == "power_le":  # "target creature with power 2 or less" (spell_targets.py)
            after.append(f"with power {arg} or less")
        elif kind == "anytype":  # "target artifact or enchantment spell" (counterspells.py)
            before.append(" or ".join(arg.split(",")))
        elif kind == "power_ge":  # "target creature with power 4 or greater" (target_stats.py)
            after.append(f"with power {arg} or greater")
        elif kind == "mv_le":  # "target creature with mana value 3 [X] or less" (target_stats.py, x_mana_values.py)
            after.append(f"with mana value {arg.upper()} or less")
        elif kind == "mv_eq" and arg == "x":  # "target nonblack creature with mana value X" (x_mana_values.py)
            after.append("with mana value X")
        elif kind == "blocked_by_source":  # "target creature it's blocking" (self_sacrifice_damage.py)
            after.append("it's blocking")
        elif kind == "controlled_by" and arg in (EVENT_PLAYER_ARG, EVENT_OPPONENT_ARG):  # damage_triggers.py
            after.append("that player controls" if arg == EVENT_PLAYER_ARG else "that opponent controls")
        elif kind == SINGLE_TARGET and noun == "spell":  # "target spell with a single target" (target_changes.py)
            after.append("with a single target")
        elif kind == TARGETS and noun == "spell" and arg.endswith("_any"):  # "… that targets a creature"
            after.append("that targets a " + arg.removesuffix("_any"))
        else:
            raise ValueError(f)
    if len(before) > 1:  # "nonartifact, nonblack creature": Oracle puts a comma between "non-" words
        joined = before[0]
        for prev, word in pairwise(before):
            joined += (", " if prev.startswith("non") and word.startswith("non") else " ") + word
        before = [joined]
    if spec.kinds[0] in GRAVEYARD_KINDS:
        where = "your" if spec.kinds[0] == CARD_IN_YOUR_GRAVEYARD else "that player's" \
            if spec.relation == EVENT_PLAYER else "a"
        return " ".join([*before, "card", *after, "from", where, "graveyard"])
    return " ".join([*before, noun, *after])
