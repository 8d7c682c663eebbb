"""oldframe behind the peer-benchmark adapter interface (/work/shared/bench/peers/adapters/__init__.py).

The harness scripts load it with ``--adapter oldframe_adapter:OldframeAdapter`` when ``bench/`` is on
PYTHONPATH and ``oldframe`` is importable (run them with the project venv's interpreter, not the
peers venv; ``bench/run_peers.py`` does this). Options (``--opt key=value``, strings):

* ``rules`` — rule preset for ``Game(rules=...)``, default ``oldframe``;
* ``keep_history`` — ``1`` (default, the ``Game`` default: every ``apply`` snapshots the state so
  ``undo()`` works) or ``0`` (no snapshots; shows what the undo history costs per decision).

Every decision the engine asks for is an agent decision: mulligans, priority passes, targets, attackers,
blockers, damage order and mana payment choices all come through ``legal_actions()``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from oldframe.cards.registry import UnknownCardError, default_registry
from oldframe.game import Game


def _flag(value: Any, default: bool) -> bool:
    if value is None:
        return default
    return str(value).strip().lower() not in ("0", "", "false", "no", "off")


class OldframeAdapter:
    """One oldframe card registry (loaded in ``__init__``) and at most one live :class:`Game`."""

    def __init__(self, **opts: Any) -> None:
        self.opts = dict(opts)
        self.rules = str(opts.get("rules", "oldframe"))
        self.keep_history = _flag(opts.get("keep_history"), True)
        self.registry = default_registry()  # cards come from the compiled-card disk cache when they can
        self.game: Game | None = None

    # -- description / card support ------------------------------------------------------------
    def describe(self) -> str:
        try:
            from importlib.metadata import version

            ver = version("oldframe")
        except Exception:
            ver = "?"
        return (f"oldframe {ver} (rules={self.rules}, keep_history={self.keep_history}, "
                f"{len(self.registry.pool.cards)} cards in pool)")

    def card_support(self, names: Iterable[str]) -> dict[str, str]:
        """{name: 'ok' | 'partial' | 'missing'}: partial = in the pool but ``playable`` is False (some
        Oracle line is not understood, so deck validation refuses it)."""
        out: dict[str, str] = {}
        for name in names:
            try:
                card = self.registry.get(name)
            except UnknownCardError:
                out[name] = "missing"
                continue
            out[name] = "ok" if card.playable else "partial"
        return out

    # -- game interface ---------------------------------------------------------------------------
    def new_game(self, deck1: Sequence[str], deck2: Sequence[str], seed: int) -> None:
        self.game = Game([list(deck1), list(deck2)], seed=int(seed), starting_player=0,
                         rules=self.rules, registry=self.registry, keep_history=self.keep_history)

    def _g(self) -> Game:
        if self.game is None:
            raise RuntimeError("no game: call new_game() first")
        return self.game

    def legal_actions(self) -> list[Any]:
        return self._g().legal_actions()

    def apply(self, action: Any) -> None:
        self._g().apply(action)

    def is_over(self) -> bool:
        return self._g().is_over()

    def result(self) -> str | None:
        out = self._g().outcome()
        if out is None:
            return None
        return f"p{out[0]}" if len(out) == 1 else "draw"

    # -- copies -----------------------------------------------------------------------------------
    def _wrap(self, game: Game) -> OldframeAdapter:
        other = OldframeAdapter.__new__(OldframeAdapter)
        other.opts = self.opts
        other.rules = self.rules
        other.keep_history = self.keep_history
        other.registry = self.registry
        other.game = game
        return other

    def copy(self) -> OldframeAdapter:
        return self._wrap(self._g().copy())

    def copy_json(self) -> OldframeAdapter:
        """Through text: the current state only (no decks/actions, so no replay and no undo history)."""
        text = json.dumps({"format": "oldframe-game", "state": self._g().state_json()}, separators=(",", ":"))
        return self._wrap(Game.loads(text, self.registry))

    def copy_variants(self) -> dict[str, Callable[[], OldframeAdapter]]:
        return {"Game.copy()": self.copy, "JSON round trip": self.copy_json}
