"""Every player searching their own library: "When CARDNAME dies, each player may search their library for
up to two basic land cards, put them onto the battlefield, then shuffle." (Veteran Explorer), "… each player
may search their library for a card and put that card into their hand. Then each player who searched their
library this way shuffles." (Noble Benefactor).

In APNAP order (CR 101.4) each player chooses whether to search (a ``may``, CR 603.5); one who does looks
through their own library alone (CR 701.19a) and picks the cards one at a time — with a stated quality a
pick may be none (CR 701.19b; the ``wish`` decision), "a card" must be found if there is one. The cards go
onto the battlefield under that player's control or into their hand, and only the players who searched
shuffle (CR 701.20a)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import SearchLibrary, search_matches
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class EachPlayerSearches(Effect):
    """Each player may make ``search`` (a ``SearchLibrary`` whose ``to`` is "battlefield",
    "battlefield_tapped" or "hand") in their own library; ``then_each``: the wording "… and put … Then each
    player who searched their library this way shuffles." """

    search: SearchLibrary
    then_each: bool = False


@executes(EachPlayerSearches)
def _each_player_searches(state: GameState, item: StackItem, eff: EachPlayerSearches) -> Decision | None:
    ch = item.choices
    q = eff.search
    players = state.apnap()
    while int(ch.get("each_search_index", 0)) < len(players):
        p = players[int(ch.get("each_search_index", 0))]
        if "each_searching" not in ch:
            if "may" not in ch:
                return Decision(DecisionKind.MAY, p, {"source": item.source_name, "text": "Search your library?"})
            ch["each_searching"] = bool(ch.pop("may"))
            ch["searched"] = []
        if ch["each_searching"]:
            found: list[int] = list(ch.get("searched", []))
            while len(found) < q.count and not ch.get("search_done"):
                if "wish" in ch:
                    pick = ch.pop("wish")
                    if pick is None:
                        ch["search_done"] = True
                        break
                    found.append(int(pick))
                    ch["searched"] = found
                    continue
                options = [o for o in state.library(p)
                           if o not in found and search_matches(state.objects[o].card, q, item.source_name)]
                if not options:
                    break
                if q.any_card:  # no stated quality: a card must be found (CR 701.19b)
                    return Decision(DecisionKind.PICK, p, {"key": "wish", "options": options})
                return Decision(DecisionKind.WISH, p, {"options": options})
            for oid in found:
                if q.to == "hand":
                    zones.move(state, oid, Zone.HAND)
                else:
                    zones.move(state, oid, Zone.BATTLEFIELD, controller=p, tapped=q.to == "battlefield_tapped")
            zones.shuffle_library(state, p)
        ch["each_search_index"] = int(ch.get("each_search_index", 0)) + 1
        ch.pop("each_searching", None)
        ch.pop("search_done", None)
        ch["searched"] = []
    ch.pop("each_search_index", None)
    return None
