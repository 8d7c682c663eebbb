"""The game store, the same tests on SQLite and on a real PostgreSQL server (a throwaway cluster).

A game is its setup plus its accepted actions; an action number can be recorded once only, so two
writers racing for one decision cannot both win.
"""

from __future__ import annotations

import threading

import pytest

from oldframe.play.server.store import ActionRow, SeatRecord, SeqConflict, Store, TableRecord


def a_table(table_id: str = "t1", open_seat: bool = True) -> TableRecord:
    seats = [SeatRecord(0, "human", "Ada", "hash0", {"main": ["Forest"] * 40, "sideboard": []})]
    seats.append(SeatRecord(1, "open", "") if open_seat else
                 SeatRecord(1, "computer", "Computer", None, {"main": ["Island"] * 40, "sideboard": []}, "greedy"))
    return TableRecord(table_id, 1000, "oldframe", "casual", None, "open", seats=seats)


def test_a_table_round_trips_with_its_seats(store: Store) -> None:
    store.create_table(a_table())
    t = store.table("t1")
    assert t is not None
    assert (t.rules, t.format, t.status, t.clock_seconds, t.setup) == ("oldframe", "casual", "open", None, None)
    assert [(s.seat, s.kind, s.name) for s in t.seats] == [(0, "human", "Ada"), (1, "open", "")]
    assert t.seats[0].deck == {"main": ["Forest"] * 40, "sideboard": []}
    assert store.table("nope") is None


def test_an_open_seat_is_taken_once(store: Store) -> None:
    store.create_table(a_table())
    bea = SeatRecord(1, "human", "Bea", "hash1", {"main": ["Island"] * 40, "sideboard": []})
    assert store.take_seat("t1", bea)
    assert not store.take_seat("t1", SeatRecord(1, "human", "Cy", "hash2", bea.deck))
    t = store.table("t1")
    assert t is not None and t.seats[1].name == "Bea" and t.seats[1].token_hash == "hash1"


def test_the_setup_is_fixed_once_and_actions_append_in_order(store: Store) -> None:
    store.create_table(a_table(open_seat=False))
    setup = {"rules": "oldframe", "seed": 7, "decks": []}
    assert store.start_table("t1", setup, 2000)
    assert not store.start_table("t1", {"rules": "modern", "seed": 8, "decks": []}, 3000)
    for seq in range(3):
        store.append_action("t1", ActionRow(seq, 0, {"type": "pass"}, "player", 2000 + seq))
    t = store.table("t1")
    assert t is not None and t.setup == setup and t.status == "playing" and t.started_ms == 2000
    rows = store.actions("t1")
    assert [r.seq for r in rows] == [0, 1, 2] and rows[2].at_ms == 2002 and rows[0].action == {"type": "pass"}
    assert [r.seq for r in store.actions("t1", after=0)] == [1, 2]


def test_a_second_answer_to_the_same_decision_is_refused(store: Store) -> None:
    store.create_table(a_table(open_seat=False))
    store.append_action("t1", ActionRow(0, 0, {"type": "keep"}, "player", 1))
    with pytest.raises(SeqConflict, match="action 0 of table t1 was already recorded"):
        store.append_action("t1", ActionRow(0, 1, {"type": "mulligan"}, "player", 2))
    assert [r.action for r in store.actions("t1")] == [{"type": "keep"}]


def test_racing_writers_from_threads_record_each_number_once(store: Store) -> None:
    store.create_table(a_table(open_seat=False))
    wins: list[int] = []
    lock = threading.Lock()

    def writer(who: int) -> None:
        for seq in range(20):
            try:
                store.append_action("t1", ActionRow(seq, who, {"type": "pass"}, "player", seq))
            except SeqConflict:
                continue
            with lock:
                wins.append(seq)

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(wins) == list(range(20))
    assert [r.seq for r in store.actions("t1")] == list(range(20))


def test_lists_tables_in_play_newest_first_and_stores_settings(store: Store) -> None:
    store.create_table(a_table("old"))
    newer = a_table("new")
    newer.created_ms = 5000
    store.create_table(newer)
    store.create_table(a_table("done"))
    store.set_status("done", "over")
    assert [t.id for t in store.list_tables()] == ["new", "old"]
    store.set_autopass("new", 0, {"mode": "end_of_turn", "stops": []})
    t = store.table("new")
    assert t is not None and t.seats[0].autopass == {"mode": "end_of_turn", "stops": []}
