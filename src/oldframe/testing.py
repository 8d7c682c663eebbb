"""Build a game in any position without playing up to it, and drive it from tests.

In the spirit of XMage's ``CardTestPlayerBase``: describe the board, the hands, the libraries,
life totals, mana pools and whose step it is, then :meth:`Scenario.start` hands back an ordinary
:class:`oldframe.Game` positioned at the *beginning* of that step, exactly as the engine would have
it (mulligans done, turn and land drop set, the step's turn-based actions and "at the beginning
of" triggers done, state-based actions checked, priority to the active player)::

    from oldframe.testing import Scenario, cast, pass_priority, resolve_stack
    from oldframe.rules.state import Step

    s = Scenario(rules="oldframe")
    bears = s.battlefield(0, "Grizzly Bears")          # the object id the engine will use
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()                                        # P1 has priority in main phase 1
    pass_priority(g)                                     # P2 now has priority
    cast(g, bolt, targets=[bears])
    resolve_stack(g)

Objects are made with the engine's own types (:class:`~oldframe.rules.state.Obj`, ids from
``state.new_id()``, timestamps from ``state.new_timestamp()``), in the order the builder is called:
an object added earlier has an earlier timestamp (it has been in its zone longer). Cards the
engine cannot play completely (some text not understood) are refused unless
``allow_unplayable=True`` is given, to the Scenario or to the single call. A player whose library
is left empty gets :data:`DEFAULT_LIBRARY` so nobody decks out by accident.

The driving helpers (:func:`act`, :func:`pass_priority`, :func:`resolve_stack`,
:func:`pass_until`, :func:`cast`, :func:`activate`, :func:`attack`, :func:`block`, …) only ever
call :meth:`Game.apply` with legal actions, so a test can never put the game into a state the
rules would not reach.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import overload

from oldframe.cards.magical_war_errata import card_lookup
from oldframe.cards.registry import CardRegistry, default_registry
from oldframe.game import Game
from oldframe.rules import engine, phasing, zones
from oldframe.rules.actions import (
    Action,
    ActivateAbility,
    ApplyFirst,
    CastSpell,
    CastWith,
    ChooseNumber,
    ChooseObject,
    ChooseTarget,
    ChooseType,
    ChooseYesNo,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaring,
    PassPriority,
    PlayLand,
    parse_notation,
)
from oldframe.rules.decisions.table import NUMERIC
from oldframe.rules.events import TurnBegan
from oldframe.rules.features import register as plug_in_features
from oldframe.rules.magical_war import NAME as MAGICAL_WAR
from oldframe.rules.magical_war.state import PLAY, MagicalWar
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import CardDef
from oldframe.rules.ruleset import RuleSet, rules_for
from oldframe.rules.state import DRAW_ACTION, Combat, Decision, GameState, Obj, Step, Target, Zone
from oldframe.rules.turn import enter_step

plug_in_features()  # every feature joins the core rules here (rules/features.py)

__all__ = [
    "DEFAULT_LIBRARY",
    "Scenario",
    "ScenarioError",
    "act",
    "activate",
    "answer",
    "attack",
    "block",
    "cast",
    "cast_for_madness",
    "choose",
    "choose_number",
    "choose_type",
    "ids",
    "legal",
    "names",
    "obj",
    "pass_priority",
    "pass_until",
    "play_land",
    "player",
    "remove_for_madness",
    "resolve_draw",
    "resolve_stack",
    "target",
]

#: What an otherwise empty library is filled with at :meth:`Scenario.start` (top to bottom).
DEFAULT_LIBRARY: tuple[str, ...] = ("Island",) * 20

#: Steps a scenario may start in. Later combat steps need attackers and blockers: start at
#: ``DECLARE_ATTACKERS`` and use :func:`attack` / :func:`block` instead.
STARTABLE_STEPS = frozenset(
    {Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.END_COMBAT,
     Step.MAIN2, Step.END_OF_TURN, Step.CLEANUP}
)

_MAX_ACTIONS = 2000
ZONE_NAMES = {Zone.STACK: "cast()", Zone.PHASED_OUT: "phased_out()"}


class ScenarioError(ValueError):
    """A scenario that can't be built or driven as asked; the message says why."""


def player(index: int) -> Target:
    """The target naming player ``index`` (0-based): ``cast(g, bolt, targets=[player(1)])``."""
    return ("player", index)


TargetLike = int | Target
#: Several card names (one name, a plain ``str``, gives a single id instead of a list).
Names = list[str] | tuple[str, ...]


def _target(t: TargetLike) -> Target:
    return ("object", t) if isinstance(t, int) else t


class Scenario:
    """A position under construction; :meth:`start` turns it into a :class:`Game`.

    ``rules`` is a preset name (``"oldframe"``, ``"modern"``) or a :class:`RuleSet`. ``seed`` seeds the
    game's random generator (shuffles, random discards). ``starting_player`` only matters for rules
    that look at who went first.
    """

    def __init__(
        self,
        rules: str | RuleSet = "oldframe",
        players: int = 2,
        *,
        seed: int = 0,
        life: int = 20,
        starting_player: int = 0,
        registry: CardRegistry | None = None,
        allow_unplayable: bool = False,
        attack_left_only: bool = False,
        variant: str | None = None,
    ) -> None:
        if players < 2:
            raise ScenarioError("a game needs at least two players")
        if not 0 <= starting_player < players:
            raise ScenarioError(f"starting_player must be 0..{players - 1}, got {starting_player}")
        self.rules = rules_for(rules)
        self.registry = registry or default_registry()
        if variant is not None and variant != MAGICAL_WAR:
            raise ScenarioError(f"unknown variant {variant!r}; scenarios know {MAGICAL_WAR!r}")
        self.variant = variant
        self._lookup = card_lookup(self.registry, variant)  # a variant's errata (MW 6)
        self._stock: list[int] = []  # Magical War: the common stock, top card first
        self._pipelines: list[list[int]] = [[] for _ in range(players)]
        self._pipeline_sizes: dict[int, int] = {}
        self.allow_unplayable = allow_unplayable
        self.seed = seed
        self.state = GameState(self.rules, players, seed, starting_life=life)
        self.state.starting_player = starting_player
        self.state.attack_left_only = attack_left_only  # the free-for-all table option (Game's keyword)
        self._active = 0
        self._step = Step.MAIN1
        self._turn_number: int | None = None
        self._lands_played = 0
        self._started = False

    # -- cards ---------------------------------------------------------------------------------
    def _card(self, name: str, allow_unplayable: bool) -> CardDef:
        card = self._lookup(name)
        if not card.playable and not (allow_unplayable or self.allow_unplayable):
            raise ScenarioError(
                f"{name!r} is not playable yet ({card.unplayable_reason}); pass allow_unplayable=True "
                "if the scenario does not depend on the text the engine lacks"
            )
        return card

    def _player(self, p: int) -> None:
        if not 0 <= p < self.state.n_players:
            raise ScenarioError(f"no player {p}: players are 0..{self.state.n_players - 1}")
        if self._started:
            raise ScenarioError("the scenario has already started")

    def _new(self, owner: int, name: str, zone: Zone, allow_unplayable: bool) -> Obj:
        self._player(owner)
        obj = Obj(self.state.new_id(), self._card(name, allow_unplayable), owner, zone, self.state.new_timestamp())
        self.state.objects[obj.oid] = obj
        return obj

    def battlefield(
        self,
        owner: int,
        name: str,
        *,
        controller: int | None = None,
        tapped: bool = False,
        sick: bool = False,
        damage: int = 0,
        counters: Mapping[str, int] | None = None,
        attached_to: int | None = None,
        token: bool = False,
        face_down: bool = False,
        allow_unplayable: bool = False,
    ) -> int:
        """Put a permanent in play; returns its object id.

        ``sick=True``: it came under its controller's control this turn (CR 302.6; 2003 214.7c).
        ``controller`` defaults to the owner. ``attached_to`` is the object a local enchantment is on.
        ``token=True`` makes it a token (CR 111; 2003 216), ``face_down=True`` a face-down 2/2
        (CR 708.2; 2003 504.2).
        """
        obj = self._new(owner, name, Zone.BATTLEFIELD, allow_unplayable)
        return self._place(obj, controller, tapped, sick, damage, counters, attached_to, token, face_down)

    def custom(
        self,
        owner: int,
        card: CardDef,
        zone: Zone = Zone.BATTLEFIELD,
        *,
        controller: int | None = None,
        tapped: bool = False,
        sick: bool = False,
        damage: int = 0,
        counters: Mapping[str, int] | None = None,
        attached_to: int | None = None,
        token: bool = False,
        face_down: bool = False,
    ) -> int:
        """Add an object made from a test-only card definition (a scenario's "harness" card, e.g.
        ``dataclasses.replace(registry.get("Grizzly Bears"), name="Warded Bear", ...)``) to
        ``zone``: in play with the same options as :meth:`battlefield`, or a hand, library,
        graveyard, removed-from-the-game zone or sideboard. Returns its object id."""
        self._player(owner)
        obj = Obj(self.state.new_id(), card, owner, zone, self.state.new_timestamp())
        self.state.objects[obj.oid] = obj
        if zone == Zone.BATTLEFIELD:
            return self._place(obj, controller, tapped, sick, damage, counters, attached_to, token, face_down)
        if zone in (Zone.STACK, Zone.PHASED_OUT):
            raise ScenarioError(f"custom: use the {ZONE_NAMES.get(zone, zone.name)} builder instead")
        lst = self.state.players[owner].zone_list(zone)
        if zone == Zone.LIBRARY:
            lst.insert(0, obj.oid)
        else:
            lst.append(obj.oid)
        return obj.oid

    def _place(self, obj: Obj, controller: int | None, tapped: bool, sick: bool, damage: int,
               counters: Mapping[str, int] | None, attached_to: int | None, token: bool, face_down: bool) -> int:
        self._permanent_status(obj, controller, tapped, sick, damage, counters, attached_to)
        obj.is_token = token
        obj.face_down = face_down
        self.state.battlefield.append(obj.oid)
        return obj.oid

    def lands(self, owner: int, name: str, count: int, **status: bool) -> list[int]:
        """``count`` copies of a land (or any permanent) in play for ``owner``; returns their ids."""
        return [self.battlefield(owner, name, **status) for _ in range(count)]  # type: ignore[arg-type]

    def phased_out(
        self,
        owner: int,
        name: str,
        *,
        controller: int | None = None,
        tapped: bool = False,
        counters: Mapping[str, int] | None = None,
        attached_to: int | None = None,
        direct: bool | None = None,
        allow_unplayable: bool = False,
    ) -> int:
        """Put a permanent in the phased-out zone (2003 217.8), remembering the controller it phased
        out under, its tapped state and counters (502.15h); returns its object id.

        ``direct``: whether it phased out directly or "indirectly" along with the permanent it is
        attached to (2003 502.15i); by default a permanent attached to something phased out
        indirectly, anything else directly."""
        obj = self._new(owner, name, Zone.PHASED_OUT, allow_unplayable)
        self._permanent_status(obj, controller, tapped, False, 0, counters, attached_to)
        if direct is None:
            direct = attached_to is None
        obj.phased = phasing.DIRECT if direct else phasing.INDIRECT
        self.state.phased_out.append(obj.oid)
        return obj.oid

    def _permanent_status(self, obj: Obj, controller: int | None, tapped: bool, sick: bool, damage: int,
                          counters: Mapping[str, int] | None, attached_to: int | None) -> None:
        if controller is not None:
            self._player(controller)
            obj.controller = controller
        obj.tapped = tapped
        obj.sick = sick
        obj.damage = damage
        obj.counters = dict(counters) if counters else None
        if attached_to is not None:
            if attached_to not in self.state.objects:
                raise ScenarioError(f"attached_to: no object #{attached_to}")
            obj.attached_to = attached_to

    @overload
    def hand(self, owner: int, names: str, *, allow_unplayable: bool = False) -> int: ...
    @overload
    def hand(self, owner: int, names: Names, *, allow_unplayable: bool = False) -> list[int]: ...
    def hand(self, owner: int, names: str | Names, *, allow_unplayable: bool = False) -> int | list[int]:
        """Add cards to a hand; one name gives one id, a list gives a list of ids."""
        return self._private(owner, names, Zone.HAND, allow_unplayable)

    @overload
    def graveyard(self, owner: int, names: str, *, allow_unplayable: bool = False) -> int: ...
    @overload
    def graveyard(self, owner: int, names: Names, *, allow_unplayable: bool = False) -> list[int]: ...
    def graveyard(self, owner: int, names: str | Names, *,
                  allow_unplayable: bool = False) -> int | list[int]:
        """Add cards to a graveyard, oldest first (the last one named is on top)."""
        return self._private(owner, names, Zone.GRAVEYARD, allow_unplayable)

    @overload
    def exile(self, owner: int, names: str, *, allow_unplayable: bool = False) -> int: ...
    @overload
    def exile(self, owner: int, names: Names, *, allow_unplayable: bool = False) -> list[int]: ...
    def exile(self, owner: int, names: str | Names, *, allow_unplayable: bool = False) -> int | list[int]:
        """Add cards to the removed-from-the-game zone (2003 217.7)."""
        return self._private(owner, names, Zone.EXILE, allow_unplayable)

    @overload
    def sideboard(self, owner: int, names: str, *, allow_unplayable: bool = False) -> int: ...
    @overload
    def sideboard(self, owner: int, names: Names, *, allow_unplayable: bool = False) -> list[int]: ...
    def sideboard(self, owner: int, names: str | Names, *,
                  allow_unplayable: bool = False) -> int | list[int]:
        """Add cards to a sideboard (outside the game)."""
        return self._private(owner, names, Zone.SIDEBOARD, allow_unplayable)

    @overload
    def library(self, owner: int, names: str, *, allow_unplayable: bool = False) -> int: ...
    @overload
    def library(self, owner: int, names: Names, *, allow_unplayable: bool = False) -> list[int]: ...
    def library(self, owner: int, names: str | Names, *, allow_unplayable: bool = False) -> int | list[int]:
        """Add cards to a library, listed top first; later calls add beneath earlier ones, so the
        first card ever named is the next card drawn."""
        return self._private(owner, names, Zone.LIBRARY, allow_unplayable)

    def _private(self, owner: int, names: str | Names, zone: Zone, allow_unplayable: bool) -> int | list[int]:
        single = isinstance(names, str)
        out = []
        for name in [names] if isinstance(names, str) else names:
            obj = self._new(owner, name, zone, allow_unplayable)
            lst = self.state.players[owner].zone_list(zone)
            if zone == Zone.LIBRARY:
                lst.insert(0, obj.oid)  # the list's end is the top (zones.draw takes library[-1])
            else:
                lst.append(obj.oid)
            out.append(obj.oid)
        return out[0] if single else out

    # -- Magical War (variant="magical-war"; docs/magical-war.md) ------------------------------------
    def _magical_war(self, what: str) -> None:
        if self.variant != MAGICAL_WAR:
            raise ScenarioError(f"{what} is part of the Magical War variant: Scenario(variant={MAGICAL_WAR!r})")

    def stock(self, names: Names, *, allow_unplayable: bool = False) -> list[int]:
        """Cards on top of the common stock (MW 1.2), top card first (added below earlier calls')."""
        self._magical_war("the stock")
        out = []
        for name in names:
            obj = self._new(0, name, Zone.LIBRARY, allow_unplayable)  # owned by whoever draws it
            self._stock.append(obj.oid)
            out.append(obj.oid)
        return out

    def pipeline(self, owner: int, names: Names, *, allow_unplayable: bool = False) -> list[int]:
        """Cards face down in ``owner``'s pipeline (MW 2.4: part of the hand), first card first."""
        self._magical_war("a pipeline")
        made = self._private(owner, list(names), Zone.HAND, allow_unplayable)
        oids = made if isinstance(made, list) else [made]
        self._pipelines[owner].extend(oids)
        return oids

    def pipeline_size(self, owner: int, size: int) -> None:
        """``owner``'s pipeline size before errata (MW 2.4: two; MW 3.6: 0 or less plays from hand)."""
        self._magical_war("a pipeline size")
        self._player(owner)
        self._pipeline_sizes[owner] = size

    def _start_magical_war(self) -> None:
        state = self.state
        mw = MagicalWar.fresh(state.n_players)
        mw.stage = PLAY
        if not self._stock:  # nobody draws from an empty stock by accident
            for name in DEFAULT_LIBRARY:
                obj = Obj(state.new_id(), self._lookup(name), 0, Zone.LIBRARY, state.new_timestamp())
                state.objects[obj.oid] = obj
                self._stock.append(obj.oid)
        mw.stock = list(reversed(self._stock))  # the list's end is the top
        mw.pipelines = [list(p) for p in self._pipelines]
        for p, size in self._pipeline_sizes.items():
            mw.base[p] = mw.size[p] = size
        state.variant = mw

    # -- players and turn ----------------------------------------------------------------------
    def life(self, p: int, amount: int) -> None:
        self._player(p)
        self.state.players[p].life = amount

    def poison(self, p: int, counters: int) -> None:
        self._player(p)
        self.state.players[p].poison = counters

    def pool(self, p: int, mana: str) -> None:
        """Add floating mana to a pool, e.g. ``s.pool(0, "{R}{R}")`` (generic digits are colorless)."""
        self._player(p)
        add = parse_mana(mana)
        pool = self.state.players[p].pool
        for i in range(6):
            pool[i] += add[i]

    def turn(self, active: int = 0, step: Step = Step.MAIN1, *, number: int | None = None,
             lands_played: int = 0) -> None:
        """Whose turn and which step the game starts in (at its beginning). ``number`` is the turn
        number (default: the third turn, so nobody is on a first turn); ``lands_played`` is the
        active player's land drops already made this turn."""
        self._player(active)
        if step not in STARTABLE_STEPS:
            raise ScenarioError(
                f"a scenario can't start in {Step(step).name}: start at DECLARE_ATTACKERS and use attack()/block()"
            )
        if number is not None and number < 1:
            raise ScenarioError("turn numbers start at 1")
        self._active = active
        self._step = Step(step)
        self._turn_number = number
        self._lands_played = lands_played

    # -- go ----------------------------------------------------------------------------------------
    def start(self) -> Game:
        """The game at the beginning of the chosen step, run to its first decision."""
        if self._started:
            raise ScenarioError("start() may be called once")
        self._started = True
        state = self.state
        if self.variant == MAGICAL_WAR:
            self._start_magical_war()
        for p in state.players:
            p.kept = True  # mulligans are over (CR 103.5; 2003 101.5)
            p.mulligans = 0
            if not p.library and self.variant is None:
                for name in DEFAULT_LIBRARY:
                    obj = Obj(state.new_id(), self.registry.get(name), p.index, Zone.LIBRARY, state.new_timestamp())
                    state.objects[obj.oid] = obj
                    p.library.insert(0, obj.oid)
        for oid in state.battlefield:
            target = state.objects[oid].attached_to
            if target is not None and target not in state.objects:
                raise ScenarioError(f"#{oid} is attached to #{target}, which does not exist")
        state.active = self._active
        state.turn = self._turn_number if self._turn_number is not None else 3
        state.players[self._active].lands_played = self._lands_played
        state.spells_cast_this_turn = 0
        state.decision = None
        state.priority = None
        state.passes = 0
        if Step.BEGIN_COMBAT < self._step <= Step.END_COMBAT:
            state.combat = Combat()
        g = Game._bare(state, self.registry)
        g.seed = self.seed
        zones.emit(state, TurnBegan(state.turn, state.active))
        enter_step(state, self._step)  # the step's turn-based actions and "at the beginning of" triggers
        engine.run(state)
        g._drain()
        return g


# -- reading the game --------------------------------------------------------------------------------
def obj(g: Game, oid: int) -> Obj:
    """The object with this id (a KeyError means it changed zones and is a new object now)."""
    return g.state.objects[oid]


def ids(g: Game, name: str, zone: Zone = Zone.BATTLEFIELD, owner: int | None = None) -> list[int]:
    """Ids of the objects named ``name`` in ``zone`` (optionally one owner's), oldest first."""
    st = g.state
    if zone == Zone.BATTLEFIELD:
        pool: Iterable[int] = st.battlefield
    elif zone == Zone.STACK:
        pool = [it.oid for it in st.stack if it.kind == "spell"]
    elif zone == Zone.PHASED_OUT:
        pool = st.phased_out
    else:
        pool = [o for p in st.players for o in p.zone_list(zone)]
    return [o for o in pool if st.objects[o].card.name == name and (owner is None or st.objects[o].owner == owner)]


def names(g: Game, zone: Zone, owner: int | None = None) -> list[str]:
    """Card names in a zone (the battlefield: by controller when ``owner`` is given), in zone order."""
    st = g.state
    if zone == Zone.BATTLEFIELD:
        return [st.objects[o].card.name for o in st.battlefield
                if owner is None or st.objects[o].controller == owner]
    players = st.players if owner is None else [st.players[owner]]
    return [st.objects[o].card.name for p in players for o in p.zone_list(zone)]


# -- driving the game --------------------------------------------------------------------------------
def _pending(g: Game, kind: str | tuple[str, ...], what: str) -> int:
    kinds = (kind,) if isinstance(kind, str) else kind
    d = g.state.decision
    if d is None or d.kind not in kinds:
        have = "nothing" if d is None else f"'{d.kind.value}' for P{d.player + 1}"
        raise ScenarioError(f"{what}: expected a {' or '.join(map(repr, kinds))} decision, the game waits for {have}")
    return d.player


def act(g: Game, text: str) -> None:
    """Apply one action written in notation (``"cast #12"``, ``"target P2"``, ``"pass"``)."""
    g.apply(parse_notation(text))


def pass_priority(g: Game) -> None:
    """The player with priority passes."""
    _pending(g, "priority", "pass_priority")
    g.apply(PassPriority())


def resolve_stack(g: Game) -> None:
    """Everyone passes until the top object of the stack has resolved (or is waiting on a choice
    made while it resolves, such as a "may" or a creature type)."""
    _pending(g, "priority", "resolve_stack")
    if not g.state.stack:
        raise ScenarioError("resolve_stack: the stack is empty")
    top = g.state.stack[-1].oid
    for _ in range(_MAX_ACTIONS):
        if all(it.oid != top for it in g.state.stack):
            return
        d = g.state.decision
        if d is None or d.kind != "priority":
            return
        g.apply(PassPriority())
    raise ScenarioError("resolve_stack: the top object never resolved")


def remove_for_madness(g: Game) -> None:
    """A card with madness was just discarded. Under the 2003 madness (``scourge2003``, 502.24) its
    owner is asked "remove it from the game instead?": answer yes. Today (CR 702.35a) it is exiled
    without a question, so there is nothing to answer."""
    d = g.state.decision
    if d is not None and d.kind == "replacement_order" and d.data.get("what") == "madness":
        apply_first(g, 0)


def cast_for_madness(g: Game, exiled: int, *, targets: Sequence[TargetLike] = ()) -> None:
    """Cast ``exiled`` (a card exiled by madness) for its madness cost. 2003 502.24: its owner may play
    it until they next pass priority. CR 702.35b: its madness trigger is on the stack; everyone passes
    until it resolves, and its owner chooses to cast it then."""
    owner = g.state.objects[exiled].owner
    madness = CastWith(exiled, "madness", 0)
    if not (g.state.decision is not None and g.state.decision.player == owner and madness in g.legal_actions()):
        trigger = next((it.oid for it in g.state.stack if it.source == exiled), None)
        if trigger is None:
            raise ScenarioError(f"cast_for_madness: #{exiled} may not be cast and has no madness trigger")
        while any(it.oid == trigger for it in g.state.stack):
            resolve_stack(g)
        _pending(g, "may", "cast_for_madness")
        g.apply(ChooseYesNo(True))
    else:
        g.apply(madness)
    for t in targets:
        g.apply(ChooseTarget(_target(t)))


def resolve_draw(g: Game) -> None:
    """Under ``DrawStep.ON_THE_STACK`` (``scourge2003``, 2003 304.1) the turn's draw waits on the stack
    at the start of the draw step: everyone passes until it has resolved. Under today's rules the draw
    already happened as the step began (CR 504.1), so there is nothing to do."""
    if any(it.kind == DRAW_ACTION for it in g.state.stack):
        _pending(g, "priority", "resolve_draw")
        while g.state.stack and g.state.stack[-1].kind != DRAW_ACTION:
            resolve_stack(g)
        resolve_stack(g)


def pass_until(g: Game, step: Step, *, player: int | None = None, active: int | None = None,
               turn: int | None = None) -> None:
    """Keep passing until the game is in ``step`` (of ``active``'s turn / turn number ``turn`` if
    given) and ``player`` (default: anyone) must decide something. Declares no attackers and no
    blockers on the way, and untaps what "may choose not to untap" (the default); any other decision
    on the way is an error. Returns at once if the game is already there."""
    for _ in range(_MAX_ACTIONS):
        st = g.state
        d = st.decision
        if st.over:
            raise ScenarioError(f"pass_until: the game ended before {step.name}")
        if d is None:
            raise ScenarioError("pass_until: nobody has a decision")
        if (st.step == step and (player is None or d.player == player) and (active is None or st.active == active)
                and (turn is None or st.turn == turn)):
            return
        _step_over(g, d, f"pass_until: P{d.player + 1} must decide '{d.kind.value}' on the way to {step.name}")
    raise ScenarioError(f"pass_until: {step.name} not reached")


def _step_over(g: Game, d: Decision, problem: str) -> None:
    """Answer a decision that passing through a turn meets: pass priority, declare no attackers or
    blockers, untap what "may choose not to untap" (the default); anything else is ``problem``."""
    if d.kind == "priority":
        g.apply(PassPriority())
    elif d.kind in ("attackers", "blockers"):
        g.apply(FinishDeclaring())
    elif d.kind == "may_untap":
        g.apply(ChooseYesNo(True))
    else:
        raise ScenarioError(problem)


def _answer_choices(g: Game, targets: Sequence[TargetLike], costs: Sequence[int], what: str) -> None:
    todo_t = [_target(t) for t in targets]
    todo_c = list(costs)
    while True:
        d = g.state.decision
        if d is None:
            break
        if d.kind == "target" and todo_t:
            g.apply(ChooseTarget(todo_t.pop(0)))
        elif d.kind == "cost_choice" and todo_c:
            g.apply(ChooseObject(todo_c.pop(0)))
        else:
            break
    if todo_t or todo_c:
        raise ScenarioError(f"{what}: unused choices targets={todo_t} costs={todo_c}")


def cast(g: Game, oid: int, targets: Sequence[TargetLike] = (), costs: Sequence[int] = ()) -> None:
    """Cast a spell from hand, choosing its targets in order and the objects for its costs
    (sacrifice, discard, …). Targets are object ids or :func:`player` targets."""
    _pending(g, "priority", "cast")
    g.apply(CastSpell(oid))
    _answer_choices(g, targets, costs, f"cast #{oid}")


def activate(g: Game, oid: int, index: int = 0, targets: Sequence[TargetLike] = (),
             costs: Sequence[int] = ()) -> None:
    """Activate the ``index``-th activated ability of ``oid`` (in the card's ability list, mana
    abilities from the rules templates first), then choose its targets and cost objects."""
    _pending(g, "priority", "activate")
    g.apply(ActivateAbility(oid, index))
    _answer_choices(g, targets, costs, f"activate #{oid}")


def play_land(g: Game, oid: int) -> None:
    _pending(g, "priority", "play_land")
    g.apply(PlayLand(oid))


def attack(g: Game, attackers: Mapping[int, int]) -> None:
    """Declare attackers ``{attacker: defending player}``; passes up to the declaration first if the
    active player still has priority earlier in the turn."""
    if g.state.decision is not None and g.state.decision.kind == "priority":
        pass_until(g, Step.DECLARE_ATTACKERS, active=g.state.active)
    _pending(g, "attackers", "attack")
    for a, d in attackers.items():
        g.apply(DeclareAttacker(a, d))
    if g.state.decision is not None and g.state.decision.kind == "attackers":
        g.apply(FinishDeclaring())


def block(g: Game, blockers: Mapping[int, int]) -> None:
    """Declare blockers ``{blocker: attacker}`` for the defending player whose turn it is to block;
    passes the declare-attackers step first if needed."""
    if g.state.decision is not None and g.state.decision.kind == "priority":
        for _ in range(_MAX_ACTIONS):
            now = g.state.decision
            if now is None or now.kind != "priority" or g.state.step > Step.DECLARE_ATTACKERS:
                break
            g.apply(PassPriority())
    p = _pending(g, "blockers", "block")
    for b, a in blockers.items():
        g.apply(DeclareBlocker(b, a))
    after = g.state.decision
    if after is not None and after.kind == "blockers" and after.player == p:
        g.apply(FinishDeclaring())


def target(g: Game, t: TargetLike) -> None:
    """Answer a pending target choice (e.g. for a triggered ability going on the stack)."""
    _pending(g, "target", "target")
    g.apply(ChooseTarget(_target(t)))


def choose(g: Game, oid: int) -> None:
    """Answer an object choice (a cost, a sacrifice, the legend to keep, a discard), or a number
    (X, a count) when the pending decision asks for one."""
    d = g.state.decision
    g.apply(ChooseNumber(oid) if d is not None and d.kind in NUMERIC else ChooseObject(oid))


def choose_number(g: Game, n: int) -> None:
    """Answer a number: the announced X, how many counters, the X paid on resolution."""
    g.apply(ChooseNumber(n))


def choose_type(g: Game, name: str) -> None:
    """Answer a creature-type choice."""
    _pending(g, "choose_creature_type", "choose_type")
    g.apply(ChooseType(name))


def answer(g: Game, yes: bool) -> None:
    """Answer a "you may" choice made on resolution (CR 603.5; 2003 410.5), or "you may choose not
    to untap" in the untap step (``yes`` = untap it; CR 502.3)."""
    _pending(g, ("may", "may_untap"), "answer")
    g.apply(ChooseYesNo(yes))


def keep_copy_targets(g: Game) -> None:
    """Answer every pending "choose new targets for the copy" by keeping the copy's current target
    (CR 707.10c; storm copies, 2003 502.30a)."""
    while (d := g.state.decision) is not None and d.kind == "new_target":
        g.apply(ChooseTarget(_target(d.data["current"])))


def apply_first(g: Game, index: int) -> None:
    """Answer a replacement-order choice (CR 616.1): the ``index``-th listed effect applies first."""
    _pending(g, "replacement_order", "apply_first")
    g.apply(ApplyFirst(index))


def pass_until_decision(g: Game, kind: str) -> None:
    """Keep passing (declaring nothing) until a decision of ``kind`` is pending."""
    for _ in range(_MAX_ACTIONS):
        d = g.state.decision
        if d is None or g.state.over:
            raise ScenarioError(f"pass_until_decision: no {kind!r} decision came")
        if d.kind == kind:
            return
        _step_over(g, d, f"pass_until_decision: P{d.player + 1} must decide '{d.kind.value}' first")
    raise ScenarioError(f"pass_until_decision: no {kind!r} decision came")


def legal(g: Game) -> list[Action]:
    """The legal actions now (shorthand for ``g.legal_actions()``)."""
    return g.legal_actions()
