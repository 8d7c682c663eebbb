"""The compiler's honesty check: model constructs render back to the exact Oracle line."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_text
from oldframe.cards.compiler.render import render_piece
from oldframe.rules.model.cards import DestroyNoRegenerate, ModifyPT, PumpAll, Selector

ROUND_TRIP = [
    ("{T}: Add {G}.", True),
    ("{T}: Add {R} or {G}. CARDNAME deals 1 damage to you.", True),
    ("{T}: Add one mana of any color.", True),
    ("{1}, {T}, Sacrifice CARDNAME: Add {C}{C}.", True),
    ("{R}: CARDNAME gets +1/+0 until end of turn.", True),
    ("{B}, {T}: Target creature gets -2/-0 until end of turn.", True),
    ("{1}{B}: Regenerate CARDNAME.", True),
    ("Sacrifice a Goblin: CARDNAME deals 2 damage to any target.", True),
    ("Flying, first strike", True),
    ("Protection from black", True),
    ("Swampwalk", True),
    ("Enchant creature", True),
    ("Enchanted creature gets +1/+1 and has flying.", True),
    ("Other Goblin creatures get +1/+1.", True),
    ("White creatures get +1/+1.", True),
    ("CARDNAME enters the battlefield tapped.", True),
    ("CARDNAME can't block.", True),
    ("When CARDNAME enters the battlefield, you gain 2 life.", True),
    ("Whenever CARDNAME attacks, it gets +1/+0 until end of turn.", True),
    ("Cycling {2}", False),
    ("Destroy target creature. It can't be regenerated.", False),
    ("Target player draws two cards.", False),
    ("Creatures you control get +1/+1 until end of turn.", False),
    ("CARDNAME deals 2 damage to each creature and each player.", False),
    ("As an additional cost to cast this spell, sacrifice a creature.", False),
]


@pytest.mark.parametrize(("line", "permanent"), ROUND_TRIP)
def test_round_trip(line: str, permanent: bool) -> None:
    card = compile_text(line, "Some Card", is_permanent=permanent)
    (result,) = card.lines
    assert result.ok, result.reason
    assert result.piece is not None and render_piece(result.piece) == line


def test_equivalent_wordings_are_folded_only_where_rules_equal() -> None:
    assert compile_text("All Slivers have flying.", "X").status == "full"  # = "Sliver creatures have flying"
    assert compile_text("When CARDNAME is put into a graveyard from the battlefield, you gain 1 life.",
                        "X").status == "full"  # CR 700.4: "dies"


def test_built_constructs() -> None:
    spell = compile_text("Destroy target creature. It can't be regenerated.", "X", is_permanent=False)
    assert spell.behaviour.spell is not None
    assert spell.behaviour.spell.effects == (DestroyNoRegenerate("target:0"),)
    pump = compile_text("Creatures you control get +1/+1 until end of turn.", "X", is_permanent=False)
    assert pump.behaviour.spell is not None
    assert pump.behaviour.spell.effects == (PumpAll(Selector("creatures_you_control"), 1, 1),)
    two = compile_text("Target creature gets +1/+1 until end of turn.\nTarget creature gets -1/-1 until end of turn.",
                       "X", is_permanent=False)
    assert two.behaviour.spell is not None and two.behaviour.spell.effects == (
        ModifyPT("target:0", 1, 1), ModifyPT("target:1", -1, -1))


def test_misreadings_are_refused() -> None:
    # (a filter no template reads; "with power 4 or greater" is compiler/target_stats.py's now)
    no_filter = compile_text("Destroy target creature with toughness 4 or greater.", "X", is_permanent=False)
    assert no_filter.status == "none"
    assert compile_text("Target player discards a card at random unless they pay 2 life.", "X",
                        is_permanent=False).status == "none"
    assert compile_text("Draw a card.", "X", is_permanent=True).status == "none"  # spell text on a permanent
    assert compile_text("Flying\nCARDNAME is an unknown sort of thing.", "X").status == "partial"
    # X is announced only for spells (CR 601.2b): an ability that reads X is refused
    assert compile_text("{T}: CARDNAME deals X damage to any target.", "X").status == "none"


def test_name_and_reminder_text_are_preprocessed() -> None:
    card = compile_text("Kamahl deals 1 damage to you. (This is reminder text.)\n{T}: Add {G}.", "Kamahl, Pit Fighter",
                        legendary=True, is_permanent=False)
    assert card.lines[0].line == "CARDNAME deals 1 damage to you."


def test_that_creature_is_refused_without_a_trigger_event_to_name_it() -> None:
    """"that creature" names the creature a trigger event names; in a spell or an untargeted ability
    there is none, so the line is not understood (not silently an effect on nothing)."""
    assert compile_text("Destroy that creature.", "X", is_permanent=False).status == "none"
    assert compile_text("{T}: Destroy that creature.", "X").status == "none"
    assert compile_text("Whenever CARDNAME blocks or becomes blocked by a non-Wall creature, destroy that creature "
                        "at end of combat.", "X").status == "full"
