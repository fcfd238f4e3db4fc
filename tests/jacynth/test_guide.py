"""Jacynth's guided first game (issue 32; py/ludothek/jacynth/guide.py): what its prepared moves
must show, checked on the game after them, each test citing the section of rules.en.md it
shows; and the page lighting the person's two taps of a placement, card then cell."""

from __future__ import annotations

import re

from ludothek.core.guide import guide
from ludothek.jacynth.cards import RANK, SUITS_OF, deck
from ludothek.jacynth.guide import GUIDE
from ludothek.web.core.events import Route, Tap
from web.page_driver import Driver

YOU, COMPUTER = 0, 1


def after(steps: int):
    """The guide's game after its first `steps` prepared moves."""
    game = GUIDE.new_game("jacynth")
    for step in GUIDE.steps[:steps]:
        game.play(step.move)
    return game


def step_of(move: str) -> int:
    """How many steps lead up to and include `move` (moves are unique in the script)."""
    return [step.move for step in GUIDE.steps].index(move) + 1


def district(game, suit: str, cell: str) -> dict:
    view = game.view(YOU)
    return next(d for d in view["districts"] if d["suit"] == suit and cell in d["cells"])


def test_the_guide_is_a_two_player_game_against_the_easy_computer_from_the_standard_deal():
    assert guide("jacynth") is GUIDE and GUIDE.seats == ("human", "easy")
    game = after(0)
    assert game.players == 2 and game.options["layout"] == "razeway"  # the default layout
    assert not (game.options["excuse"] or game.options["pawns"] or game.options["courts"])
    assert game.to_move == YOU and len(GUIDE.steps) == 14


def test_the_first_card_goes_beside_the_city_and_its_suits_join_districts():
    """'Placing a card' {#place}: on an empty cell sharing a side with a card; 'Districts and
    control' {#districts}: cards sharing a suit, joined edge to edge."""
    before, game = after(0), after(1)
    assert "p:8YK@b4" == GUIDE.steps[0].move and GUIDE.steps[0].section == "place"
    assert before.view(YOU)["city"][before.view(YOU)["cells"].index("b5")] == "5YK"
    assert sorted(district(game, "Y", "b4")["cells"]) == ["b4", "b5"]
    assert sorted(district(game, "K", "b4")["cells"]) == ["b4", "b5", "c4"]
    assert not any(m.endswith("@a1") for m in before.legal_moves()), "a1 touches no card"


def test_an_influence_token_claims_every_district_of_its_card_one_point_a_card():
    """'Influence tokens' {#influence} and 'Scoring' {#end}: the token on the Betrayal controls
    its Wyrms (2 cards) and Knots (3): 5 points, as the step says."""
    game = after(step_of("t:b4"))
    assert district(game, "Y", "b4")["controller"] == YOU
    assert district(game, "K", "b4")["controller"] == YOU
    assert game.scores()[YOU] == 5 and "5 now" in GUIDE.steps[1].say["en"]


def test_the_computers_districts_are_closed_to_the_persons_token():
    """'Influence tokens' {#influence}: never on a card in a district another player controls;
    the step names d2, d3 and e2 as not lit."""
    game = after(step_of("t:a6") - 1)
    assert district(game, "L", "d2")["controller"] == COMPUTER
    assert district(game, "Y", "d3")["controller"] == COMPUTER
    lit = {m[2:] for m in game.legal_moves() if m.startswith("t:")}
    assert {"d2", "d3", "e2"}.isdisjoint(lit) and "a6" in lit and "skip" in game.legal_moves()
    assert game.refusal("t:d3").key == "opponent_district"


def test_a_number_card_token_claims_a_district_for_each_suit():
    """'Districts and control' {#districts}: a number card belongs to two districts."""
    game = after(step_of("t:a6"))
    assert district(game, "M", "a6")["controller"] == YOU
    assert district(game, "W", "a6")["controller"] == YOU


def test_a_card_is_closed_through_either_suit():
    """'Influence tokens' {#influence}: the Cave's Waves are the computer's, its Wyrms the
    person's, and no token of the person's may go on it."""
    game = after(step_of("t:b2"))
    assert district(game, "W", "b3")["controller"] == COMPUTER
    assert district(game, "Y", "b3")["controller"] == YOU
    game.play(GUIDE.steps[step_of("t:b2")].move)  # the person's next card, then the token step
    assert "t:b3" not in game.legal_moves()
    assert game.refusal("t:b3").key == "opponent_district"


def test_joined_districts_go_to_the_token_on_the_highest_ranked_card():
    """'Control' {#districts}: the Penitent joins both Wyrms districts; the person's token on
    the 8 beats the computer's on the 3; the 9 without a token counts for nothing; the
    computer keeps the Savage's Leaves."""
    before = after(step_of("p:6SY@c3") - 1)
    assert district(before, "Y", "d3")["controller"] == COMPUTER
    game = after(step_of("p:6SY@c3"))
    wyrms = district(game, "Y", "c3")
    assert sorted(wyrms["cells"]) == ["b3", "b4", "b5", "c3", "d2", "d3"]
    assert wyrms["controller"] == YOU
    merge = [e for e in game.log if e["k"] == "merge"]
    assert merge == [{"k": "merge", "seat": YOU, "suit": "Y", "cell": "c3", "size": 6}]
    index = game.view(YOU)["cells"].index
    assert game.tokens[index("d3")] is None and RANK[game.city[index("d3")]] == 9
    assert RANK[game.city[index("b4")]] == 8 and RANK[game.city[index("d2")]] == 3
    assert district(game, "L", "d2")["controller"] == COMPUTER


def test_a_token_on_a_crown_cannot_be_outranked():
    """'Control' {#districts}: the Huntress is the highest Moons card, so its district stays."""
    game = after(step_of("t:f1"))
    f1 = game.view(YOU)["cells"].index("f1")
    assert game.city[f1] == "CM" and game.tokens[f1] == YOU
    moons = [card for card in deck(True, True, True) if "M" in SUITS_OF[card] and card != "CM"]
    assert all(RANK[card] < RANK["CM"] for card in moons)


def test_one_card_lies_in_districts_of_both_players():
    """'Districts and control' {#districts}: the Market's Leaves go to the computer, its Knots
    stay the person's."""
    game = after(step_of("t:d4"))
    assert district(game, "L", "c4")["controller"] == COMPUTER
    assert district(game, "K", "c4")["controller"] == YOU


def test_a_card_joining_ones_own_district_scores_without_a_token_and_a_turn_may_skip_it():
    """'Scoring' {#end} and 'Influence tokens' {#influence}: the Mill joins the person's Waves;
    the last step keeps the token; the scores are those the step says."""
    game = after(len(GUIDE.steps))
    assert sorted(district(game, "W", "b6")["cells"]) == ["a6", "b6"]
    assert district(game, "W", "b6")["controller"] == YOU
    assert GUIDE.steps[-1].move == "skip" and game.tokens_left == [1, 1]
    breakdown = game.result()["breakdown"]
    assert game.scores() == [sum(d["size"] for d in rows) for rows in breakdown] == [13, 8]
    assert "13 points now, the computer 8" in GUIDE.steps[-1].say["en"]
    assert "13 Punkte, der Computer 8" in GUIDE.steps[-1].say["de"]
    assert not game.is_over and game.to_move == COMPUTER


def lit(markup: str) -> list[str]:
    return re.findall(r'<[^>]*data-hint="[^"]*"[^>]*>', markup)


def learning(lang: str) -> Driver:
    page = Driver()
    page.send(Route(""))
    page.state = page.state.replace(lang=lang)
    page.send(Tap("learn", {"game": "jacynth"}))
    return page


def test_the_page_lights_the_hand_card_then_the_cell_then_the_token():
    page = learning("en")
    [card] = lit(str(page.screen().app))
    assert 'data-card="8YK"' in card and 'data-action="select"' in card
    page.send(Tap("select", {"value": "8YK"}))
    [cell] = lit(str(page.screen().app))
    assert 'data-cell="b4"' in cell and 'data-move="p:8YK@b4"' in cell
    page.send(Tap("move", {"move": "p:8YK@b4"}, ply=0, time=1000.0, spot=(1000.0, 0.0)))
    page.wait()
    [token] = lit(str(page.screen().app))
    assert 'data-move="t:b4"' in token


def test_followed_on_the_page_the_computer_tells_its_turn_and_the_guide_ends_in_both_languages():
    for lang, ended in (("de", "Das war die Führung"), ("en", "That was the guide")):
        page = learning(lang)
        time = 1000.0
        while page.state.plies < len(GUIDE.steps):
            ply = page.state.plies
            if ply == step_of("t:d2"):  # the computer's first turn is told after its token
                assert GUIDE.steps[ply - 1].say[lang][:40] in str(page.screen().app)
            move = GUIDE.steps[ply].move
            page.send(Tap("move", {"move": move}, ply=ply, time=time, spot=(time, 0.0)))
            page.wait()
            time += 5000
        assert page.state.game.history[:len(GUIDE.steps)] == [step.move for step in GUIDE.steps]
        assert ended in str(page.screen().app) and page.state.learned == ("jacynth",)
