"""Hand-written behaviour for the restricted cards of Old Frame Vintage that no template class can
express (each a one-of text): Necropotence's face-down exile, Fact or Fiction's piles, Balance,
Memory Jar, Yawgmoth's Will, Time Spiral, Mox Diamond, Lion's Eye Diamond, Fastbond, Channel, Flash,
Demonic Consultation and Time Vault. Each entry is data in the card-definition model, written from
the modern Oracle text in the data set (the 2003 Oracle wording says the same, "remove from the game"
for "exile", "in play" for "battlefield"); the rules live in ``oldframe.rules.atoms.restricted``.
Keyword lines and plain mana abilities still come from the compiler (``registry._handmade``).
"""

from __future__ import annotations

from oldframe.cards.handmade import HANDMADE
from oldframe.rules.atoms.restricted import (
    ANY_NUMBER_OF_LANDS,
    MOX_DIAMOND,
    SKIP_DRAW_STEP,
    TIME_VAULT,
    Channel,
    ExileTopFaceDownUntilYourEndStep,
    YawgmothsWill,
)
from oldframe.rules.atoms.restricted_spells import Balance, DemonicConsultation, FactOrFiction, FlashIn, MemoryJar
from oldframe.rules.atoms.turns_hands import ExtraTurn, ShuffleHandAndGraveyard, UntapLands
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import (
    ActivatedAbility,
    AddMana,
    Behaviour,
    Cost,
    DealDamage,
    Draw,
    ExileCard,
    ExileSelf,
    SpellAbility,
    StaticAbility,
    Trigger,
    TriggeredAbility,
)
from oldframe.rules.model.trigger_event import TriggerEvent


def _spell(*effects: object) -> Behaviour:
    return Behaviour(spell=SpellAbility(tuple(effects)))  # type: ignore[arg-type]


#: Lion's Eye Diamond: "Discard your hand, Sacrifice CARDNAME: Add three mana of any one color. Activate
#: only as an instant." — a mana ability (CR 605.1a) that is not a {T} ability, so the payment solver
#: never uses it: it is activated only by its controller while holding priority, i.e. any time they
#: could cast an instant (2003 Oracle: "Play this ability only any time you could play an instant").
_LED = tuple(
    ActivatedAbility(Cost(sacrifice_self=True, discard_hand=True), (AddMana(parse_mana(symbol * 3)),), is_mana=True)
    for symbol in ("{W}", "{U}", "{B}", "{R}", "{G}")
)

HANDMADE.update({
    "Necropotence": Behaviour(
        static=(StaticAbility(SKIP_DRAW_STEP),),
        triggered=(TriggeredAbility(Trigger(TriggerEvent.R_YOU_DISCARD), (ExileCard("event_object"),)),),
        activated=(ActivatedAbility(Cost(life=1), (ExileTopFaceDownUntilYourEndStep(),)),),
    ),
    "Fact or Fiction": _spell(FactOrFiction()),
    "Balance": _spell(Balance()),
    "Memory Jar": Behaviour(activated=(ActivatedAbility(Cost(tap=True, sacrifice_self=True), (MemoryJar(),)),)),
    "Yawgmoth's Will": _spell(YawgmothsWill()),
    "Time Spiral": _spell(ExileSelf(), ShuffleHandAndGraveyard("each_player"), Draw("each_player", 7), UntapLands(6)),
    "Mox Diamond": Behaviour(static=(StaticAbility(MOX_DIAMOND),)),
    "Lion's Eye Diamond": Behaviour(activated=_LED),
    "Fastbond": Behaviour(
        static=(StaticAbility(ANY_NUMBER_OF_LANDS),),
        triggered=(TriggeredAbility(Trigger(TriggerEvent.R_YOU_PLAY_LAND), (DealDamage(1, "controller"),)),),
    ),
    "Channel": _spell(Channel()),
    "Flash": _spell(FlashIn()),
    "Demonic Consultation": _spell(DemonicConsultation()),
    # Time Vault's Oracle of 2003 reads the same (it "comes into play tapped"; "If you would begin your
    # turn while Time Vault is tapped, you may skip that turn instead. If you do, untap Time Vault."):
    # the skip is a replacement (CR 614.10; 2003: 419.1b) asked as each of its controller's turns would
    # begin (``rules.turn.start_turn``); "{T}: Take an extra turn after this one." (CR 500.7; 2003: 300.6).
    "Time Vault": Behaviour(
        enters_tapped=True,
        static=(StaticAbility("doesnt_untap"), StaticAbility(TIME_VAULT)),
        activated=(ActivatedAbility(Cost(tap=True), (ExtraTurn("controller"),)),),
    ),
})
