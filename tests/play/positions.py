"""Tables that start at a given moment of a real game: a setup (decks, seed, rules) and the actions
simple scripted players take until a chosen decision comes. A game is its setup plus its actions
(docs/protocol.md), so writing both into the store before any server process opens the table is
exactly a table whose players got there by playing; the board then takes over from that decision.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from oldframe import Game
from oldframe.cards.decks import Deck
from oldframe.play.server.store import ActionRow, SeatRecord, Store, TableRecord, now_ms
from oldframe.play.server.tables import hash_token
from oldframe.rules.actions import (
    Action,
    CastSpell,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaring,
    Keep,
    PassPriority,
    PlayLand,
)

Policy = Callable[[Game, list[Action]], Action]

#: The attacker: a trampler (Branchsnap Lorian, 4/1) and a plain 2/2; the defender: 1/1 Elves.
TRAMPLE_DECKS = (
    Deck(tuple(["Forest"] * 20 + ["Branchsnap Lorian"] * 10 + ["Grizzly Bears"] * 10)),
    Deck(tuple(["Forest"] * 16 + ["Llanowar Elves"] * 24)),
)


def _first(legal: list[Action], kind: type) -> Action | None:
    return next((a for a in legal if type(a) is kind), None)


def combat_policy(game: Game, legal: list[Action]) -> Action:
    """Both players develop (land, creatures); P1 attacks once it has a Lorian and a Bears ready and P2
    three Elves; P2 blocks the Lorian with one Elf and the Bears with two."""
    st = game.state
    seat = game.pending.player if game.pending is not None else 0
    for kind in (Keep, PlayLand, CastSpell):
        a = _first(legal, kind)
        if a is not None and (kind is not CastSpell or game.pending.kind == "priority"):
            return a
    names = {o: st.objects[o].card.name for o in st.battlefield}
    if game.pending is not None and game.pending.kind == "attackers":
        elves = [o for o in st.battlefield if names[o] == "Llanowar Elves" and not st.objects[o].tapped]
        mine = [a for a in legal if isinstance(a, DeclareAttacker)]
        lorian = [a for a in mine if names[a.attacker] == "Branchsnap Lorian"]
        bears = [a for a in mine if names[a.attacker] == "Grizzly Bears"]
        ready = {names[o] for o in st.battlefield if st.objects[o].controller == seat
                 and not st.objects[o].tapped and not st.objects[o].sick}
        if len(elves) >= 3 and {"Branchsnap Lorian", "Grizzly Bears"} <= ready:
            if lorian or bears:
                return (lorian or bears)[0]
        return FinishDeclaring()
    if game.pending is not None and game.pending.kind == "blockers":
        c = st.combat
        assert c is not None
        blocks = [a for a in legal if isinstance(a, DeclareBlocker)]
        lorian = next((x for x in c.attackers if names[x] == "Branchsnap Lorian"), None)
        bears = next((x for x in c.attackers if names[x] == "Grizzly Bears"), None)
        on = {a: [b for b, t in c.blockers.items() if t == a] for a in c.attackers}
        for target, want in ((lorian, 1), (bears, 2)):
            if target is not None and len(on[target]) < want:
                b = next((a for a in blocks if a.attacker == target), None)
                if b is not None:
                    return b
        return FinishDeclaring()
    return _first(legal, PassPriority) or legal[0]


def drive(game: Game, policy: Policy, until: Callable[[Game], bool], limit: int = 3000) -> list[Action]:
    """Apply ``policy``'s actions until ``until(game)``; the actions taken, in order."""
    taken: list[Action] = []
    while not until(game):
        assert not game.is_over() and len(taken) < limit, "the scripted game never got there"
        action = policy(game, game.legal_actions())
        game.apply(action)
        taken.append(action)
    return taken


def table_at(store: Store, decks: tuple[Deck, ...], seed: int, until: Callable[[Game], bool],
             policy: Policy = combat_policy, rules: str = "oldframe",
             kinds: tuple[str, ...] = ("human", "human")) -> tuple[str, dict[int, str], Game]:
    """A table of two people (or a person and the computer, ``kinds``) whose game has reached the
    first moment ``until`` holds; returns its id, the seats' tokens and the game there."""
    game = Game(list(decks), seed=seed, rules=rules, keep_history=False)
    actions = drive(game, policy, until)
    tokens = {i: secrets.token_urlsafe(24) for i, k in enumerate(kinds) if k == "human"}
    seats = [SeatRecord(i, k, ("Ada", "Bea")[i], hash_token(tokens[i]) if i in tokens else None,
                        {"main": list(d.main), "sideboard": list(d.sideboard)},
                        "greedy" if k == "computer" else None)
             for i, (k, d) in enumerate(zip(kinds, decks, strict=True))]
    started = now_ms()
    table = TableRecord(secrets.token_urlsafe(9), started, rules, "casual", None, "playing",
                        {"rules": rules, "seed": seed, "decks": [s.deck for s in seats]}, started, seats)
    store.create_table(table)
    replay = Game(list(decks), seed=seed, rules=rules, keep_history=False)
    for i, a in enumerate(actions):
        seat = replay.pending.player if replay.pending is not None else 0
        replay.apply(a)
        store.append_action(table.id, ActionRow(i, seat, a.to_json(), "player", started))
    return table.id, tokens, game


def pending_kind(kind: str, seat: int) -> Callable[[Game], bool]:
    def check(game: Game) -> bool:
        return game.pending is not None and game.pending.kind == kind and game.pending.player == seat
    return check


def damage_split_due(game: Game) -> bool:
    """P1 divides a blocked attacker's damage (the Lorian's or the Bears')."""
    return pending_kind("damage_assignment", 0)(game)


def view_of(game: Game, seat: int) -> dict[str, Any]:
    return game.view(seat)


def main_phase_with(seat: int, name: str, untapped_lands: int, turn: int = 1) -> Callable[[Game], bool]:
    """``seat`` has priority in its first main phase of turn ``turn`` or later, holds ``name`` and has
    that many untapped lands."""
    def check(game: Game) -> bool:
        st = game.state
        if st.turn < turn:
            return False
        if game.pending is None or game.pending.kind != "priority" or game.pending.player != seat:
            return False
        if st.active != seat or st.step.name != "MAIN1" or st.stack:
            return False
        lands = [o for o in st.battlefield if st.objects[o].controller == seat and st.objects[o].card.is_land
                 and not st.objects[o].tapped]
        return len(lands) >= untapped_lands and any(st.objects[o].card.name == name for o in st.players[seat].hand)
    return check
