"""Static abilities of permanents: anthems ("Creatures you control get +1/+1.", "Other Goblins get
+1/+1.", "White creatures get +1/+1.", "All Slivers have flying."), "CARDNAME can't block.",
"CARDNAME enters the battlefield tapped.".

Combat and untap restrictions: Phantom Warrior ("can't be blocked."), Bog Rats ("can't be blocked
by Walls."), Cloud Sprite ("can block only creatures with flying."), Sea Serpent ("can't attack
unless defending player controls an Island."), Basalt Monolith ("doesn't untap during your untap
step."), Shroud (keyword).

Examples: Glorious Anthem, Goblin King (with mountainwalk), Crusade, Bad Moon, Lord of Atlantis,
Muscle Sliver, Winged Sliver, Jungle Lion / Sandstone Warrior-style "can't block", Coral Atoll-era
lands and Tundra Wolves' neighbours that "enter the battlefield tapped".
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import EntersTappedPiece, StaticPiece
from oldframe.rules.characteristics import COLOR_WORDS
from oldframe.rules.model.cards import Selector, StaticAbility
from oldframe.rules.model.words import plural_of as plural_of  # re-exported for the template modules

COLOR_LETTERS = {word: letter for letter, word in COLOR_WORDS.items()}


class StaticTemplates:
    subtype_names: dict[str, str]

    # -- selectors --------------------------------------------------------------------------------
    def sel_yours(self, items: list[Token]) -> Selector:
        return Selector("creatures_you_control")

    def sel_other_yours(self, items: list[Token]) -> Selector:
        return Selector("other_creatures_you_control")

    def sel_all(self, items: list[Token]) -> Selector:
        return Selector("creatures")

    def sel_color(self, items: list[Token]) -> Selector:
        return Selector("creatures", colors=frozenset({COLOR_LETTERS[str(items[0])]}))

    def sel_noncolor(self, items: list[Token]) -> Selector:
        return Selector("creatures", exclude_colors=frozenset({COLOR_LETTERS[str(items[0])]}))

    def sel_color_yours(self, items: list[Token]) -> Selector:
        return Selector("creatures_you_control", colors=frozenset({COLOR_LETTERS[str(items[0])]}))

    def sel_other_type(self, items: list[Token]) -> Selector:
        return Selector("other_creatures", subtypes=frozenset({self._any_number(items[0])}))

    def sel_type(self, items: list[Token]) -> Selector:
        return Selector("creatures", subtypes=frozenset({self._any_number(items[0])}))

    def sel_type_yours(self, items: list[Token]) -> Selector:
        return Selector("creatures_you_control", subtypes=frozenset({self._any_number(items[0])}))

    def sel_other_type_yours(self, items: list[Token]) -> Selector:
        return Selector("other_creatures_you_control", subtypes=frozenset({self._any_number(items[0])}))

    def _any_number(self, tok: Token) -> str:
        name = self.subtype_names.get(str(tok))
        if name is None:
            raise ValueError(f"unknown creature type {tok!r}")
        return name

    # -- lines ------------------------------------------------------------------------------------
    def anthem(self, items: list[object]) -> StaticPiece:
        sel, grant = items
        assert isinstance(sel, Selector) and isinstance(grant, tuple)
        p, t, kws = grant
        return StaticPiece(StaticAbility("continuous", affected=sel, power=p, toughness=t, keywords=kws))

    def cant_block(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("cant_block"))

    def unblockable(self, items: list[Token]) -> StaticPiece:
        """CR 509.1b (2003: 309.2 "unblockable")."""
        return StaticPiece(StaticAbility("unblockable"))

    def blocked_by_one(self, items: list[Token]) -> StaticPiece:
        """Charging Rhino: "can't be blocked by more than one creature." (CR 509.1b)."""
        return StaticPiece(StaticAbility("blocked_by_at_most_one"))

    def unblockable_by_type(self, items: list[Token]) -> StaticPiece:
        name = self.subtype_names.get(str(items[0]))
        if name is None or plural_of(name).lower() != str(items[0]):
            raise ValueError("not a plural creature type")
        return StaticPiece(StaticAbility("unblockable_by", text=name))

    def block_only_flyers(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("block_only_flyers"))

    def cant_attack(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("cant_attack"))

    def attack_if_island(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("attack_only_if_defender_controls", text="Island"))

    def attacks_each_combat(self, items: list[Token]) -> StaticPiece:
        """Bloodrock Cyclops: an attack requirement (CR 508.1d; ``rules.evasion.must_still_attack``)."""
        return StaticPiece(StaticAbility("attacks_each_combat"))

    def doesnt_untap(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility("doesnt_untap"))

    def may_not_untap(self, items: list[Token]) -> StaticPiece:
        """"You may choose not to untap CARDNAME during your untap step." (CR 502.3; 2003: 302.1):
        the untap step asks its controller (``rules.turn.untap_step``)."""
        return StaticPiece(StaticAbility("may_not_untap"))

    def threshold_self_pt(self, items: list[Token]) -> StaticPiece:
        from oldframe.cards.compiler.effects import parse_pt

        p, t = parse_pt(items[0])
        return self.threshold_self([(p, t, frozenset())])

    def threshold_self(self, items: list[tuple[int, int, frozenset[str]]]) -> StaticPiece:
        """Threshold (CR 702.38; 2003: 502.23): Krosan Beast, Mystic Enforcer, Frightcrawler —
        "As long as seven or more cards are in your graveyard, CARDNAME gets …"."""
        p, t, kws = items[0]
        return StaticPiece(StaticAbility("continuous", affected=Selector("self"), power=p, toughness=t,
                                         keywords=kws, condition="threshold"))

    def etb_tapped(self, items: list[Token]) -> EntersTappedPiece:
        return EntersTappedPiece()


