"""Era mechanics that are whole template classes (ported from the h-mechanics branch; the
sentences main compiles elsewhere — alternative costs, "sacrifice it unless", state triggers, control
Auras, Phantoms, landcycling, cumulative upkeep in life — are left to those modules).

* Licids (Tempest block; the 2003 digest §14, CR 116.2e for the special action that ends the
  effect): "{cost}, {T}: CARDNAME loses this ability and becomes an Aura enchantment with enchant
  creature. Attach it to target creature. You may pay {M} to end this effect." (Calming Licid,
  Gliding Licid, Quickening Licid, Nurturing Licid) → ``BecomeLicidAura``.
* (The chosen creature type or color, "becomes colorless", the Gustcloaks and "return a red or green
  creature you control" are the spells templates', ``compiler/spell_*.py``.)
* "You may cast CARDNAME as though it had flash. If you cast it any time a sorcery couldn't have been
  cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup
  step." (Lightning Reflexes, Mystic Veil, Parapet, Spider Climb; a delayed trigger, CR 603.7, 514.3a)
  → the cost keyword "flash_sac"; "You may cast CARDNAME as though it had flash if you pay {2} more to
  cast it." (Rout, Ghitu Fire; CR 601.2f additional cost) → "flash_pay".
* Amplify N (CR 702.38; 2003: 502.28): Aven Warhawk, Glowering Rogon, Zombie Brute → the static
  "amplify" (``power`` = N), applied as the creature spell resolves (``rules.atoms.mechanics``).
* The en-Kor: "{0}: The next 1 damage that would be dealt to CARDNAME this turn is dealt to target
  creature you control instead." (Lancers en-Kor, Spirit en-Kor; redirection CR 614.9; 2003: 419.8)
  → ``RedirectNextDamage``, a damage-replacement provider (``rules.replacement``).
* Provoke (CR 702.39; 2003: 502.27): "Whenever this creature attacks, you may have target creature
  defending player controls untap and block it if able." (Goblin Grappler, Brontotherium, Krosan
  Vorine) → a keyword ability with ``ProvokeBlock``; the requirement narrows the block options.
  Its kin: "Target creature blocks CARDNAME this turn if able." (Rampant Elephant, Trumpeting
  Armodon); the lures and "attacks this turn if able" are the spells templates'.
* Menace (CR 702.110; the era's "can't be blocked except by two or more creatures", CR 509.1b):
  Viashino Runner, Wind Spirit, Imposing Visage → the keyword "menace", a blocking restriction.
* Domain spells (Invasion; ability word CR 207.2c, basic land types CR 305.6): "Domain — CARDNAME
  deals X damage to any target, where X is …" (Tribal Flames), "… You gain 2 life for each basic land
  type among lands you control." (Wandering Stream), "Target creature gets +1/+1 until end of turn for
  each …" (Gaea's Might), "Target player draws a card for each … they control." (Allied Strategies)
  → ``DomainEffect``.
* Kicker on instants and sorceries (CR 702.33; 2003: 502.21): a last sentence "If this spell was
  kicked, … [instead]." (Explosive Growth, Dismantling Blow, Hypnotic Cloud, Bog Down) → ``IfKicked``;
  the kicked part names no new target, "that creature" / "that player" is the target named before. A
  spell's kicker without such a sentence doesn't count (``unkicked_spell_kicker``). Kicker costs of
  other parts: "Kicker—Pay 3 life." (Phyrexian Scuta), "Kicker—Return a creature you control to its
  owner's hand." (Arctic Merfolk), "Kicker—Sacrifice two lands." (Bog Down), paid like buyback's.
* "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent / each
  other player gain N life." (Invigorate, Reverent Silence, Skyshroud Cutter; CR 118.9) → the cost
  keyword "alt_gift".
* "Sacrifice CARDNAME unless you return a basic land card from your graveyard to your hand / put a
  card from your graveyard on the bottom of your library." (Harvest Wurm, Anurid Scavenger; CR
  118.12) → ``SacrificeUnlessGraveyard``.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.pieces import (
    CostKeywordPiece,
    KeywordAbilityPiece,
    SpellPiece,
    StaticPiece,
)
from oldframe.cards.compiler.render import (
    Words,
    cap,
    renders,
    renders_cost_keyword,
    renders_keyword_ability,
    renders_static,
)
from oldframe.rules.atoms.mechanics import (
    ALT_GIFT,
    AMPLIFY,
    DEFENDING,
    FLASH_PAY,
    FLASH_SAC,
    DomainEffect,
    ProvokeBlock,
    RedirectNextDamage,
    SacrificeUnlessGraveyard,
)
from oldframe.rules.atoms.spell_lines import IfKicked
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import (
    BecomeLicidAura,
    Cost,
    CostKeyword,
    StaticAbility,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from oldframe.rules.model.trigger_event import TriggerEvent

CREATURE = TargetSpec(("creature",))
#: "target creature defending player controls"
PROVOKE_TARGET = TargetSpec(("creature",), "opponent", filters=(DEFENDING,))



def provoke_ability() -> TriggeredAbility:
    """What Provoke means (CR 702.39a; 2003: 502.27a)."""
    return TriggeredAbility(Trigger(TriggerEvent.ATTACKS), (ProvokeBlock("target:0"),), (PROVOKE_TARGET,),
                            optional=True)


def _clause(thing: Thing, effect: object) -> Clause:
    assert isinstance(effect, ProvokeBlock)
    return Clause((effect,), () if thing.spec is None else (thing.spec,))


class MechanicsTemplates:
    def mech_licid(self, items: list[object]) -> Clause:
        """The Licid ability; its target is always "target creature"."""
        thing, *mana = items
        assert isinstance(thing, Thing)
        if thing.spec != CREATURE:
            raise ValueError("a Licid attaches to target creature")
        end = ManaCost.parse("".join(str(t).upper() for t in mana))
        if end.x or not end.converted:
            raise ValueError("a Licid's end cost is mana")
        return Clause((BecomeLicidAura(thing.ref, end),), (CREATURE,))

    def mech_flash_sac(self, items: list[Token]) -> CostKeywordPiece:
        return CostKeywordPiece(CostKeyword(FLASH_SAC))

    def mech_flash_pay(self, items: list[Token]) -> CostKeywordPiece:
        mana = ManaCost.parse("".join(str(t).upper() for t in items))
        if mana.x or not mana.converted:
            raise ValueError("a fixed extra cost")
        return CostKeywordPiece(CostKeyword(FLASH_PAY, Cost(mana=mana)))

    def mech_amplify(self, items: list[Token]) -> StaticPiece:
        n = int(str(items[0]))
        if n < 1:
            raise ValueError("Amplify 1 or more")
        return StaticPiece(StaticAbility(AMPLIFY, power=n))

    def mech_redirect(self, items: list[object]) -> Clause:
        _the_next, n, what, to = items
        assert isinstance(what, Thing) and isinstance(to, Thing) and to.spec is not None
        if what.ref != "self" or to.spec != TargetSpec(("creature",), "you"):
            raise ValueError("from CARDNAME to target creature you control")
        return Clause((RedirectNextDamage("self", to.ref, int(str(n))),), (to.spec,))

    def mech_provoke(self, items: list[Token]) -> KeywordAbilityPiece:
        return KeywordAbilityPiece("provoke", triggered=(provoke_ability(),))

    def mech_kw_menace(self, items: list[Token]) -> str:
        return "menace"

    def mech_blocks_self(self, items: list[Thing]) -> Clause:
        thing = items[0]
        if thing.spec != CREATURE:
            raise ValueError("target creature")
        return _clause(thing, ProvokeBlock(thing.ref, untap=False))

    def mech_kicker_cost(self, items: list[object]) -> CostKeywordPiece:
        """"Kicker—Sacrifice two lands." / "Kicker—Pay 3 life." / "Kicker—Return a creature you control
        to its owner's hand." (CR 702.33a; 2003: 502.21): additional-cost parts paid like a buyback's
        (``rules.costparts.buyback_parts``)."""
        cost = items[0]
        assert isinstance(cost, Cost)
        spell_parts = Cost(mana=cost.mana, sacrifice=cost.sacrifice, discard=cost.discard, life=cost.life,
                           discard_random=cost.discard_random, discard_kind=cost.discard_kind,
                           sacrifice_count=cost.sacrifice_count, return_permanents=cost.return_permanents)
        if cost != spell_parts or cost.mana.x or cost.mana.converted or cost == Cost():
            raise ValueError("kicker cost parts a spell can't pay")
        return CostKeywordPiece(CostKeyword("kicker", cost))

    # -- "rather than pay this spell's mana cost, you may have an opponent gain N life" ------------------
    def mech_alt_gift(self, items: list[object]) -> CostKeywordPiece:
        land, who, n = items
        life = int(str(n))
        if life < 1:
            raise ValueError("some life")
        return CostKeywordPiece(CostKeyword(ALT_GIFT, condition=f"control:{str(land).capitalize()}",
                                            text=f"{who}:{life}"))

    def mech_gift_opponent(self, items: list[Token]) -> str:
        return "opponent"

    def mech_gift_each_other(self, items: list[Token]) -> str:
        return "each_other"

    # -- "sacrifice it unless you return a basic land card from your graveyard …" ------------------------
    def mech_sac_unless_gy(self, items: list[str]) -> Clause:
        return Clause((SacrificeUnlessGraveyard("self", items[-1]),))

    def mech_gy_regrow_basic(self, items: list[Token]) -> str:
        return "regrow_basic"

    def mech_gy_bottom(self, items: list[Token]) -> str:
        return "bottom"

    def mech_domain(self, items: list[object]) -> SpellPiece | StaticPiece:
        piece = items[0]
        assert isinstance(piece, (SpellPiece, StaticPiece))
        return piece

    def mech_domain_damage(self, items: list[Thing]) -> SpellPiece:
        thing = items[0]
        assert thing.spec is not None
        return SpellPiece((DomainEffect("damage", "target:0"),), (thing.spec,))

    def mech_domain_gain(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((DomainEffect("gain", per=int(str(items[0]))),), ())

    def mech_domain_pump(self, items: list[object]) -> SpellPiece:
        thing, pt = items
        assert isinstance(thing, Thing) and thing.spec is not None
        if thing.spec.kinds != ("creature",):
            raise ValueError("target creature")
        p, t = (int(v) for v in str(pt).split("/"))
        return SpellPiece((DomainEffect("pump", "target:0", p, t),), (thing.spec,))

    def mech_domain_draw(self, items: list[Thing]) -> SpellPiece:
        thing = items[0]
        if thing.spec != TargetSpec(("player",)):
            raise ValueError("target player")
        return SpellPiece((DomainEffect("draw", "target:0"),), (thing.spec,))

    def mech_domain_drain(self, items: list[Thing]) -> SpellPiece:
        thing = items[0]
        if thing.spec != TargetSpec(("player",)):
            raise ValueError("target player")
        return SpellPiece((DomainEffect("drain", "target:0"),), (thing.spec,))

    def mech_domain_pump_all(self, items: list[Token]) -> SpellPiece:
        p, t = (int(v) for v in str(items[0]).split("/"))
        return SpellPiece((DomainEffect("pump_all", "", p, t),), ())


@renders_cost_keyword(FLASH_SAC)
def _render_flash_sac(kw: CostKeyword) -> str:
    if kw != CostKeyword(FLASH_SAC):
        raise ValueError("a plain flash_sac")
    return ("You may cast CARDNAME as though it had flash. If you cast it any time a sorcery couldn't have been "
            "cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.")


@renders_cost_keyword(FLASH_PAY)
def _render_flash_pay(kw: CostKeyword) -> str:
    if kw != CostKeyword(FLASH_PAY, Cost(mana=kw.cost.mana)) or not kw.cost.mana.converted:
        raise ValueError("a plain flash_pay")
    return f"You may cast CARDNAME as though it had flash if you pay {kw.cost.mana} more to cast it."


@renders_keyword_ability("provoke")
def _render_provoke(piece: KeywordAbilityPiece) -> str:
    if piece.static or piece.triggered != (provoke_ability(),):
        raise ValueError("Provoke's own ability only")
    return "Provoke"


@renders(ProvokeBlock)
def _render_blocks_self(eff: ProvokeBlock, words: Words) -> list[str]:
    if eff.untap:
        raise ValueError("provoke's untap is the keyword's")
    return [f"{words.thing(eff.what)} blocks CARDNAME this turn if able"]


@renders_static(AMPLIFY)
def _render_amplify(st: StaticAbility) -> str:
    if st != StaticAbility(AMPLIFY, power=st.power) or st.power < 1:
        raise ValueError("a plain Amplify")
    return f"Amplify {st.power}"


@renders(RedirectNextDamage)
def _render_redirect(eff: RedirectNextDamage, words: Words) -> list[str]:
    return [f"the next {eff.amount} damage that would be dealt to {words.thing(eff.what)} this turn is dealt to "
            f"{words.thing(eff.to)} instead"]


@renders(BecomeLicidAura)
def _render_licid(eff: BecomeLicidAura, words: Words) -> list[str]:
    return ["CARDNAME loses this ability and becomes an Aura enchantment with enchant creature",
            f"attach it to {words.thing(eff.what)}", f"you may pay {eff.end_cost} to end this effect"]


@renders(DomainEffect)
def _render_domain(eff: DomainEffect, words: Words) -> list[str]:
    """The whole "Domain — …" line (the effect exists only there)."""
    if eff.kind == "damage":
        return [f"domain — CARDNAME deals X damage to {words.thing(eff.who)}, where X is the number of basic land "
                "types among lands you control"]
    if eff.kind == "gain" and eff.who == "controller":
        return [f"domain — You gain {eff.per} life {_EACH_TYPE}"]
    if eff.kind == "pump":
        from oldframe.cards.compiler.render import _pt

        return [f"domain — {cap(words.thing(eff.who))} gets {_pt(eff.per, eff.per2)} until end of turn {_EACH_TYPE}"]
    if eff.kind == "draw":
        return [f"domain — {cap(words.thing(eff.who))} draws a card for each basic land type among lands they control"]
    if eff.kind == "drain":
        return [f"domain — {cap(words.thing(eff.who))} loses X life and you gain X life, where X is the number of "
                "basic land types among lands you control"]
    if eff.kind == "pump_all" and not eff.who:
        from oldframe.cards.compiler.render import _pt

        return [f"domain — All creatures get {_pt(eff.per, eff.per2)} until end of turn {_EACH_TYPE}"]
    raise ValueError(f"no Domain rendering for {eff.kind!r}")


_EACH_TYPE = "for each basic land type among lands you control"


def unkicked_spell_kicker(pieces: list[object]) -> bool:
    """Whether an instant or sorcery has a kicker but no "If this spell was kicked, …" sentence: its
    kicker then means something the compiled lines don't say (CR 702.33d), so it doesn't count."""
    kicker = any(isinstance(p, CostKeywordPiece) and p.keyword.keyword == "kicker" for p in pieces)
    kicked = any(isinstance(p, SpellPiece) and any(isinstance(e, IfKicked) for e in p.effects) for p in pieces)
    return kicker and not kicked


@renders_cost_keyword("kicker")
def _render_kicker(kw: CostKeyword) -> str:
    """"Kicker {2}{U}" or, with other parts, "Kicker—Pay 3 life." (CR 702.33a)."""
    from oldframe.cards.compiler.render import render_cost

    if kw.life or kw.condition or kw.text or kw.pitch_color:
        raise ValueError("a plain kicker")
    if kw.cost == Cost(mana=kw.cost.mana):
        return f"Kicker {kw.cost.mana}"
    return f"Kicker—{render_cost(kw.cost)}."


@renders_cost_keyword(ALT_GIFT)
def _render_alt_gift(kw: CostKeyword) -> str:
    """"If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3
    life." (CR 118.9)."""
    who, _, life = kw.text.partition(":")
    land = kw.condition.removeprefix("control:")
    if kw.cost != Cost() or kw.life or kw.pitch_color or not kw.condition.startswith("control:") \
            or who not in ("opponent", "each_other") or not life.isdigit():
        raise ValueError("a plain gift of life")
    whom = "an opponent" if who == "opponent" else "each other player"
    article = "an" if land[:1] in "AEIOU" else "a"
    return (f"If you control {article} {land}, rather than pay this spell's mana cost, you may have {whom} gain "
            f"{life} life.")


@renders(SacrificeUnlessGraveyard)
def _render_sac_unless_gy(eff: SacrificeUnlessGraveyard, words: Words) -> list[str]:
    what = {"regrow_basic": "return a basic land card from your graveyard to your hand",
            "bottom": "put a card from your graveyard on the bottom of your library"}[eff.action]
    return [f"sacrifice {words.thing(eff.what)} unless you {what}"]
