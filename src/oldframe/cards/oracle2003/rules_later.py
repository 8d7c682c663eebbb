"""Rewrites of the post-Scourge words that the other tables leave (see :mod:`.later_terms`).

They run last, on text whose card name is ``CARDNAME``: Auras back to enchant creature / local
enchantments (2003 214.8), Walls' defender dropped (2003 308.1: Walls can't attack), "attach" back to
"move onto" (the Licid wording), keyword abilities of later sets back to the sentences they replaced,
and the keyword actions fight, mill and create back to their long forms.
"""

from __future__ import annotations

from .rewrite import Rule, rule

_PLAY = {"activate": "play", "activates": "plays", "activated": "played", "activating": "playing"}

AURAS: tuple[Rule, ...] = (
    rule(
        r"becomes an Aura enchantment with enchant creature\. Attach it to target creature\.",
        'becomes an enchantment with "enchant creature" instead of a creature. Move CARDNAME onto target creature.',
        (
            "becomes an Aura enchantment with enchant creature. Attach it to target creature.",
            'becomes an enchantment with "enchant creature" instead of a creature. Move CARDNAME onto target '
            "creature.",
        ),
    ),
    rule(r"\bit becomes an Aura with\b", "it becomes an enchantment with",
         ("it becomes an Aura with \"enchant creature\"", "it becomes an enchantment with \"enchant creature\"")),
    rule(r"\bAura spells with enchant creature\b", "enchant creature spells",
         ("You may play Aura spells with enchant creature any time", "You may play enchant creature spells any time")),
    rule(r"\bAura card\b", "enchant creature card",
         ("put an Aura card from your hand into play", "put an enchant creature card from your hand into play")),
    rule(r"\bthe target of Aura spells\b", "the target of enchant creature spells",
         ("CARDNAME can't be the target of Aura spells.", "CARDNAME can't be the target of enchant creature spells.")),
    rule(r"\ban Aura spell\b", "an enchant creature spell",
         ("becomes the target of an Aura spell", "becomes the target of an enchant creature spell")),
    rule(r"\binstant or Aura spell\b", "instant or local enchantment spell",
         ("Counter target instant or Aura spell", "Counter target instant or local enchantment spell")),
    rule(r"\bnon-Aura enchantment", "global enchantment",
         ("Destroy all non-Aura enchantments.", "Destroy all global enchantments.")),
    rule(r"\benchanted by other Auras\b", "enchanted by other enchantments",
         ("can't be enchanted by other Auras.", "can't be enchanted by other enchantments.")),
    rule(r"\bAura enchanting\b", "local enchantment on",
         ("Destroy target Aura enchanting a creature.", "Destroy target local enchantment on a creature.")),
    rule(r"\bAuras (you own )?enchanting\b", r"local enchantments \1on",
         ("all Auras you own enchanting permanents", "all local enchantments you own on permanents")),
    rule(r"\bAuras\b", "local enchantments", ("Destroy all Auras.", "Destroy all local enchantments.")),
    rule(r"\bAura\b", "local enchantment", ("destroy target Aura.", "destroy target local enchantment.")),
    rule(r"\b([Aa])ttach (.+?) to\b", lambda m: ("M" if m[1] == "A" else "m") + f"ove {m[2]} onto",
         ("and attach CARDNAME to it.", "and move CARDNAME onto it.")),
)

KEYWORDS: tuple[Rule, ...] = (
    rule(r"(Wall (?:artifact )?creature token) with defender\b", r"\1",
         ("Put a 5/5 blue Wall creature token with defender into play.",
          "Put a 5/5 blue Wall creature token into play.")),
    rule(r"\bit loses defender\.", "it loses \"CARDNAME can't attack.\"",
         ("When CARDNAME blocks, it loses defender.", "When CARDNAME blocks, it loses \"CARDNAME can't attack.\"")),
    rule(r"\bgets (\S+) and gains reach until end of turn\b",
         r"gets \1 until end of turn and can block as though it had flying this turn",
         ("Target creature gets +1/+1 and gains reach until end of turn.",
          "Target creature gets +1/+1 until end of turn and can block as though it had flying this turn.")),
    rule(r"\bgain reach until end of turn\b", "can block as though they had flying this turn",
         ("Creatures you control gain reach until end of turn.",
          "Creatures you control can block as though they had flying this turn.")),
    rule(r"\b(\S+) with reach\.", r'\1 with "This creature can block as though it had flying."',
         ("becomes a 3/5 Spider with reach.", 'becomes a 3/5 Spider with "This creature can block as though it had '
          'flying."')),
    rule(r"\bgains? menace until end of turn\b", "can't be blocked except by two or more creatures this turn",
         ("All creatures gain menace until end of turn.",
          "All creatures can't be blocked except by two or more creatures this turn.")),
    rule(r"\bhas menace\b", "can't be blocked except by two or more creatures",
         ("Enchanted creature has menace.", "Enchanted creature can't be blocked except by two or more creatures.")),
    rule(r"\bIt gains vigilance\.", "Attacking doesn't cause it to tap.",
         ("Put a +2/+2 counter on target Chimera. It gains vigilance.",
          "Put a +2/+2 counter on target Chimera. Attacking doesn't cause it to tap.")),
    rule(r"\bwith (\w+) and vigilance\.", "with \\1 and \"Attacking doesn't cause this creature to tap.\"",
         ("becomes a 5/5 Angel with flying and vigilance.",
          "becomes a 5/5 Angel with flying and \"Attacking doesn't cause this creature to tap.\"")),
    rule(r"\bhave hexproof\b", "can't be the target of spells or abilities your opponents control",
         ("Creatures you control have hexproof.",
          "Creatures you control can't be the target of spells or abilities your opponents control.")),
    rule(r"\b(has|have) (\w+) and shroud\b", r"\1 \2 and can't be the target of spells or abilities",
         ("Enchanted creature gets +2/+2 and has flying and shroud.",
          "Enchanted creature gets +2/+2 and has flying and can't be the target of spells or abilities.")),
    rule(r"\b(?:he or she|they) (?:has|have) indestructible\b", "they can't be destroyed",
         ("can't be enchanted, he or she has indestructible, and", "can't be enchanted, they can't be destroyed, and")),
    rule(r"\bhas indestructible\b", "can't be destroyed",
         ("Enchanted land has indestructible and", "Enchanted land can't be destroyed and")),
)

ACTIONS: tuple[Rule, ...] = (
    rule(r"\bThose creatures fight each other\.",
         "Each of those creatures deals damage equal to its power to the other.",
         ("Those creatures fight each other.",
          "Each of those creatures deals damage equal to its power to the other.")),
    rule(r"\b(Target creature you control) fights (target creature an opponent controls)\.",
         r"\1 and \2 each deal damage equal to their power to the other.",
         ("Target creature you control fights target creature an opponent controls.",
          "Target creature you control and target creature an opponent controls each deal damage equal to their "
          "power to the other.")),
    rule(r"\bmills cards equal to\b(.+?)\.",
         r"puts a number of cards equal to\1 from the top of his or her library into his or her graveyard.",
         ("Target player mills cards equal to the sacrificed creature's power.",
          "Target player puts a number of cards equal to the sacrificed creature's power from the top of his or her "
          "library into his or her graveyard.")),
    rule(r"\bwere milled this way\b", "were put into a graveyard this way",
         ("If two cards that share a color were milled this way,",
          "If two cards that share a color were put into a graveyard this way,")),
    rule(r"\bwas milled this way\b", "was put into a graveyard this way",
         ("If a card with the chosen name was milled this way,",
          "If a card with the chosen name was put into a graveyard this way,")),
    rule(r"\b([Cc])reate (a token that's a copy of [^.]+)\.",
         lambda m: ("P" if m[1] == "C" else "p") + f"ut {m[2]} into play.",
         ("When CARDNAME comes into play, create a token that's a copy of target nontoken creature.",
          "When CARDNAME comes into play, put a token that's a copy of target nontoken creature into play.")),
    rule(r"\b([Cc])reate (an? [^.]*?creature tokens?(?: named [^.]+?)?)\.",
         lambda m: ("P" if m[1] == "C" else "p") + f"ut {m[2]} into play.",
         ("For each flip you win, create a 2/2 green Sheep creature token named Rabid Sheep.",
          "For each flip you win, put a 2/2 green Sheep creature token named Rabid Sheep into play.")),
    rule(r"\bcreates (a number of [^.]*?creature tokens) (equal to [^.]+)\.", r"puts \1 into play \2.",
         ("Then each player creates a number of 1/1 green Squirrel creature tokens equal to the amount of mana.",
          "Then each player puts a number of 1/1 green Squirrel creature tokens into play equal to the amount of "
          "mana.")),
    rule(r"\b([Aa])t the beginning of that turn's end step\b", r"\1t end of that turn",
         ("At the beginning of that turn's end step, you lose the game.", "At end of that turn, you lose the game.")),
    rule(r"\b[Aa]ctivat(e|es|ed|ing)\b(?!(?: or triggered)? abilit)", lambda m: _PLAY[m[0].lower()],
         ("If this ability has been activated four or more times this turn",
          "If this ability has been played four or more times this turn")),
)

SCRY: tuple[Rule, ...] = (
    rule(r"\bScry 1\.", "Look at the top card of your library. You may put that card on the bottom of your library.",
         ("{1}, {T}: Scry 1.",
          "{1}, {T}: Look at the top card of your library. You may put that card on the bottom of your library.")),
    rule(r"\bScry (\w+)\.", r"Look at the top \1 cards of your library. Put any number of them on the bottom of your "
         r"library and the rest on top in any order.",
         ("Scry 2.", "Look at the top 2 cards of your library. Put any number of them on the bottom of your "
          "library and the rest on top in any order.")),
)

PLANESWALKERS: tuple[Rule, ...] = (
    rule(r" or that planeswalker's controller\b", "",
         ("each creature that player or that planeswalker's controller controls",
          "each creature that player controls")),
    rule(r", planeswalker, or player\b", " or player",
         ("target creature, planeswalker, or player", "target creature or player")),
    rule(r"\b(opponent|players?) (?:and|or) planeswalkers?\b", r"\1",
         ("to each opponent and planeswalker it has dealt damage to", "to each opponent it has dealt damage to")),
)

ALL: tuple[Rule, ...] = (*AURAS, *KEYWORDS, *ACTIONS, *SCRY, *PLANESWALKERS)
