"""The terminal client's commands, in process: scripted lines in, text out."""

from __future__ import annotations

import io

from oldframe.game import Game
from oldframe.play.terminal.board import labels, render
from oldframe.play.terminal.describe import Describer, numbered
from oldframe.play.terminal.opponents import computer_opponent
from oldframe.play.terminal.session import Session
from oldframe.rules.actions import Action, PassPriority
from oldframe.rules.state import Step
from oldframe.testing import Scenario


def passer(game: Game) -> Action:
    """A computer that always passes (or takes its first choice)."""
    return PassPriority() if game.pending and game.pending.kind == "priority" else game.legal_actions()[0]


def session(game: Game, script: str, opponent: object = passer) -> tuple[Session, str, int]:
    out = io.StringIO()
    s = Session(game, 0, opponent, io.StringIO(script), out)  # type: ignore[arg-type]
    code = s.play()
    return s, out.getvalue(), code


def main_phase(rules: str = "oldframe", pool: str = "") -> Game:
    s = Scenario(rules=rules)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Forest", tapped=True)
    s.battlefield(1, "Wall of Stone")
    s.hand(0, ["Giant Growth", "Forest"])
    if pool:
        s.pool(0, pool)
    s.turn(active=0, step=Step.MAIN1)
    return s.start()


def test_board_names_cards_never_ids_and_numbers_duplicates() -> None:
    g = main_phase()
    view = g.view(0)
    text = render(view, g.registry.pool)
    assert "Grizzly Bears [2/2]" in text and "Grizzly Bears 2 [2/2]" in text
    assert "Wall of Stone [0/8]" in text
    assert "hand: Giant Growth {G}, Forest" in text
    assert "lands: Forest (tapped)" in text
    assert "#" not in text


def test_actions_are_listed_by_name_without_pass() -> None:
    g = main_phase()
    view = g.view(0)
    listed = [t for t, _ in numbered(g.legal_actions(), Describer(view, labels(view), g.registry))]
    assert "Play Forest" in listed
    assert all("#" not in t for t in listed) and "Pass" not in listed


def test_quit_concedes() -> None:
    g = main_phase()
    _, out, code = session(g, "q\n")
    assert "You concede." in out and g.is_over() and g.outcome() == (1,)
    assert code == 0


def test_end_of_input_concedes() -> None:
    g = main_phase()
    _, out, _ = session(g, "")
    assert "(end of input: you concede)" in out and g.is_over()


def test_bad_number_and_unknown_command_ask_again() -> None:
    g = main_phase()
    _, out, _ = session(g, "99\nfrobnicate\nq\n")
    assert "no choice 99: choose 1 to" in out
    assert "unknown command 'frobnicate'" in out


def test_view_card_in_2003_wording_with_accents_and_suggestions() -> None:
    g = main_phase()
    _, out, _ = session(g, "v lim-dul's vault\nv Giant Grwth\nv Juzam\nq\n")
    assert "Lim-Dûl's Vault  {U}{B}" in out
    assert "did you mean 'Giant Growth'" in out
    assert "Juzám Djinn" in out and "5/5" in out  # a unique beginning of a name is enough


def test_mana_burn_warning_needs_a_second_p() -> None:
    g = main_phase(pool="{G}{G}")
    _, out, _ = session(g, "p\np\nq\n")
    assert "! passing now would burn 2 mana: you would lose 2 life" in out
    assert "Warning: passing now would cause mana burn: you would lose 2 life. Type p again" in out
    assert g.state.players[0].life == 18  # 2003 300.4: the second p passed, and the mana burned


def test_no_mana_burn_warning_under_modern_rules() -> None:
    g = main_phase(rules="modern", pool="{G}{G}")
    _, out, _ = session(g, "p\nq\n")
    assert "burn" not in out


def test_undo_takes_back_the_last_choice() -> None:
    g = main_phase()
    _, out, _ = session(g, "1\nundo\nq\n")  # 1 = Play Forest (the first listed), then take it back
    assert "P1 plays Forest." in out and "Undone: back to your previous choice." in out
    assert [o for o in g.state.players[0].hand if g.state.objects[o].card.name == "Forest"]


def test_stops_toggle_and_show() -> None:
    g = main_phase()
    s, out, _ = session(g, "s my upkeep\ns nonsense\nq\n")
    assert (True, Step.UPKEEP) in s.settings.stops
    assert "stops in your turn: upkeep, main phase" in out
    assert "write s my STEP or s opp STEP" in out


def test_computer_levels_resolve_in_one_function() -> None:
    g = Game([["Forest"] * 40, ["Island"] * 40], seed=1)
    while g.pending is not None and g.pending.player != 1:
        g.apply(g.legal_actions()[0])
    for level in ("random", "easy", "greedy"):
        assert computer_opponent(level, 1, seed=1)(g) in g.legal_actions()
    try:
        computer_opponent("grandmaster", 1, seed=1)
    except ValueError as exc:
        assert "grandmaster" in str(exc)
    else:
        raise AssertionError("an unknown level must be refused")


def test_same_seed_and_same_commands_give_the_same_transcript(deck_a: object, deck_b: object) -> None:
    """Determinism through the client: the computer is seeded from the game's seed."""
    script = "1\np\npe\n" * 40  # invalid commands (p when blocking) are answered and asked again

    def transcript() -> str:
        g = Game([deck_a, deck_b], seed=11)  # type: ignore[list-item]
        _, out, _ = session(g, script, computer_opponent("easy", 1, seed=11))
        return out

    first = transcript()
    assert "Turn 4" in first
    assert first == transcript()


def test_a_free_for_all_board_shows_every_opponent_whom_each_attacker_attacks_and_who_left() -> None:
    s = Scenario(players=4)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Wall of Stone")
    s.battlefield(2, "Forest")
    s.battlefield(3, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    from oldframe.rules.actions import Concede
    from oldframe.testing import attack
    g.apply(Concede(3))
    attack(g, {bears: 2})
    text = render(g.view(0), g.registry.pool)
    assert "Opponent (P2): life 20" in text and "Wall of Stone" in text
    assert "Opponent (P3): life 20" in text and "lands: Forest" in text
    assert "Opponent (P4): left the game" in text and "Island" not in text
    assert "Combat: Grizzly Bears attacks opponent (P3)" in text


def test_a_person_out_of_a_free_for_all_is_told_and_the_others_play_on() -> None:
    from oldframe.play.terminal.opponents import computer_table

    s = Scenario(players=3)
    s.life(0, 1)
    s.battlefield(1, "Mountain")
    s.hand(1, "Lightning Bolt")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    out = io.StringIO()
    code = Session(g, 0, computer_table("easy", [1, 2], 3), io.StringIO("p\n" * 5), out).play()
    text = out.getvalue()
    assert code == 0 and g.is_over()
    assert "You are out of the game; the other players play on to the end." in text
    assert text.rstrip().endswith("Game over: you lose.")
