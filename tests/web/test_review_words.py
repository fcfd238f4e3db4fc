"""The review names a person's decision (issue 45, "Marks on decisions"): where a turn is several
steps (Jacynth: a card, then a token or none, then a draw by itself), the judgement and the
chart say the choice (web/review/words.py), never a step that followed by itself; automatic
steps are never marked; the banner, the counter, the chart and the judgement number the same
move alike."""

from __future__ import annotations

import pytest

from ludothek import new_game
from ludothek.bots.review import even
from ludothek.core import Rng
from ludothek.web.core.events import Tap
from ludothek.web.core.i18n import Translator
from ludothek.web.review import words as review_words
from ludothek.web.review.reviewing import Reviewing
from web.test_review import _text, finished, nodes, opened, tap


def _kind(move):
    return move.split(":", 1)[0]


def _case(game_id, played, preferred, seeds=range(1, 40)):
    """A finished random game of `game_id` (two players) and a move k in it of the kind
    `played`, where a move of the kind `preferred` was legal: (game, k, that move)."""
    for seed in seeds:
        pick, game = Rng(seed), new_game(game_id, seed=seed, players=2, names=["Red", "Blue"])
        while not game.is_over:
            moves = game.legal_moves()
            game.play(moves[pick.below(len(moves))])
        position = game.replayed([])
        for k, move in enumerate(game.history):
            if _kind(move) == played:
                other = [m for m in position.legal_moves() if _kind(m) == preferred]
                if other:
                    return game, k, other[0]
            position.play(move)
    raise AssertionError(f"no {played} move with {preferred} legal in {game_id}")


def _shown(game, k, best, lang):
    """The page at the position before move k + 1 of `game`, reviewed as far as it (the moves
    before agreed with, move k + 1 a mistake: `best` was better)."""
    page = opened(game, think=False)
    if lang != "en":
        page.send(Tap("lang", {"action": "lang", "value": lang}, ply=None))
    plies = []
    for j, move in enumerate(game.history[:k + 1]):
        seat = game.match.movers[j]
        mine = {"best": best, "lost": 0.25, "mark": "mistake"} if j == k else \
            {"best": move, "lost": 0.0, "mark": None}
        plies.append({"seat": seat, "move": move, "chances": even(game.players),
                      "best_chance": 0.8, "choice": True, **mine})
    page.state = page.state.replace(
        review=Reviewing(page.state.token(), tuple(plies), len(game.history)), shown=k)
    return page.screen().app


# (game, the kind of move played, the kind preferred, the words of each said in English and
# German, words of an automatic step said in neither)
CASES = [
    ("jacynth", "skip", "t", {"en": ("puts no influence token.", "puts an influence token on"),
                              "de": ("setzt keine Einflussmarke.", "setzt eine Einflussmarke auf")},
     {"en": "draws", "de": "zieht"}),
    ("roseking", "draw", "H", {"en": ("draws a power card.", "with a hero and flips the rose"),
                               "de": ("zieht eine Machtkarte.", "mit einem Helden und dreht")},
     {}),
    ("portroyal", "draw", "stop", {"en": ("reveals another card.", "stops discovering."),
                                   "de": ("deckt eine weitere Karte auf.",
                                          "beendet das Entdecken.")},
     {"en": "Trade & Hire", "de": "Handeln & Heuern"}),
    ("portroyal", "keep", "repel", {"en": ("does not repel the ship", "repels the"),
                                    "de": ("wehrt das Schiff nicht ab", "wehrt ")},
     {}),
    ("castlerampage", "skip", "pay", {"en": ("discards nothing.", "discards"),
                                      "de": ("wirft nichts ab.", "wirft ")},
     {"en": "attacks with", "de": "greift mit"}),
    ("castlerampage", "end", "reinforce", {"en": ("ends the turn.", "reinforces the"),
                                           "de": ("beendet den Zug.", "zur Verstärkung unter")},
     {"en": "draws", "de": "zieht"}),
]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id,played,preferred,said,automatic", CASES,
                         ids=[f"{c[0]}-{c[1]}-{c[2]}" for c in CASES])
def test_the_judgement_names_the_decision_played_and_the_one_preferred(
        game_id, played, preferred, said, automatic, lang):
    game, k, best = _case(game_id, played, preferred)
    app = _shown(game, k, best, lang)
    text = _text(nodes(app, **{"class": "review-move"})[0])
    name = game.names[game.match.movers[k]]
    move_word, prefers = {"en": ("Move", "The computer prefers:"),
                          "de": ("Zug", "Der Computer zieht vor:")}[lang]
    mine, better = text.split(prefers)
    words, best_words = said[lang]
    assert f"{move_word} {k + 1}: {name} {words}" in mine, text
    assert best_words in better and name in better, text
    for move in (game.history[k], best):  # no notation (a word such as "draw" may be said)
        assert ":" not in move or move not in text, text
    if automatic:  # what followed by itself is not the decision
        assert automatic[lang] not in mine + better, text
    # the chart's column says the same decision
    title = _text(nodes(app, **{"class": "chart-move"})[k])
    assert title.startswith(f"{move_word} {k + 1} (") and f"{name} {words}" in title, title


def test_the_issues_jacynth_example_names_no_token_not_the_draw():
    """Issue 45: "Move 25: Red draws the Forest … The computer prefers: Red puts an influence
    token on the Pact (b5). Red draws the Forest." The decision was no token: said so, and the
    draw that followed by itself (both moves') is said in neither."""
    game, k, best = _case("jacynth", "skip", "t")
    for lang, no_token, draw in (("en", "puts no influence token", "draws"),
                                 ("de", "setzt keine Einflussmarke", "zieht")):
        t = Translator(lang)
        position = game.replayed(game.history[:k])
        name = game.names[position.current_seat()]
        assert review_words.played(game, t)[k] == f"{name} {no_token}."
        assert draw not in review_words.would_play(position, best, t)
        assert review_words.would_play(position, best, t).startswith(name)


@pytest.mark.parametrize("game_id", ["roseking", "jacynth", "portroyal", "castlerampage"])
def test_every_move_is_said_as_a_decision_in_every_game(game_id):
    """Each move played in words is its mover's decision: never the words of a step that
    followed by itself (another seat's lines), never empty, never notation."""
    game = finished(game_id, seed=6)
    for lang in ("en", "de"):
        said = review_words.played(game, Translator(lang))
        assert len(said) == len(game.history)
        for k, (move, words) in enumerate(zip(game.history, said)):
            assert words and words != move, (k, move)
            assert game.names[game.match.movers[k]] in words, (k, move, words)


@pytest.mark.parametrize("game_id", ["roseking", "jacynth", "portroyal", "castlerampage"])
def test_automatic_steps_are_never_marked(game_id):
    """A move without a choice (its mover had one legal move) is never marked, on the chart or
    in the judgement; a mark sits only on a move with a choice."""
    game = finished(game_id, seed=2)
    page = opened(game)
    state = tap(page, "review")
    page.wait()
    state = page.state
    assert state.review.done
    position = game.replayed([])
    forced = set()
    for k, move in enumerate(game.history):
        if len(position.legal_moves()) == 1:
            forced.add(k)
        position.play(move)
    plies = state.review.plies
    assert {k for k, j in enumerate(plies) if not j["choice"]} == forced
    assert all(plies[k]["mark"] is None and plies[k]["lost"] == 0.0 for k in forced)
    dots = {int(d.attrs["data-move-no"]) - 1
            for d in nodes(page.screen().app, **{"data-mark": None}) if d.tag == "circle"}
    assert not dots & forced
    assert dots == {k for k, j in enumerate(plies) if j["mark"]}
    for k in sorted(forced)[:3]:
        tap(page, "replay", to=k)
        judgement = nodes(page.screen().app, **{"class": "review-move"})[0]
        assert judgement.attrs["data-mark"] == "" and "only move" in _text(judgement)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_move_number_on_banner_counter_chart_and_judgement(lang):
    """Issue 45: the banner said "after move 24 of 49" while the judgement said "Move 25". The
    position on show before move n: the banner, the counter, the chart's column and mark and
    the judgement all say n; the deciding move's button leads there."""
    game = finished("roseking", seed=2)  # marked moves at the tests' budget
    page = opened(game)
    if lang != "en":
        page.send(Tap("lang", {"action": "lang", "value": lang}, ply=None))
    state = tap(page, "review")
    page.wait()
    state, last = page.state, len(game.history)
    marked = [k for k, j in enumerate(state.review.plies) if j["mark"]]
    assert marked
    move_word, before, of = {"en": ("Move", "before move", "of"),
                             "de": ("Zug", "vor Zug", "von")}[lang]
    for k in marked[:3]:
        app = page.screen().app
        assert [d for d in nodes(app, **{"data-mark": state.review.plies[k]["mark"]})
                if d.tag == "circle" and d.attrs["data-move-no"] == k + 1]
        column = nodes(app, **{"class": "chart-move"})[k]
        assert column.attrs["data-to"] == k
        assert _text(column).startswith(f"{move_word} {k + 1} (")
        tap(page, "replay", to=k)
        app = page.screen().app
        banner = _text(nodes(app, **{"class": "replay-banner"})[0])
        assert f"{before} {k + 1} {of} {last}." in banner, banner
        counter = _text(nodes(app, **{"class": "replay-position"})[0])
        assert counter == f"{before[0].upper()}{before[1:]} {k + 1} {of} {last}", counter
        judgement = _text(nodes(app, **{"class": "review-move"})[0])
        assert f"{move_word} {k + 1}:" in judgement and f"{move_word} {k}:" not in judgement
    deciding = next(b for b in nodes(page.screen().app, **{"data-action": "replay"})
                    if b.tag == "button" and "data-to" in b.attrs and b.children
                    and str(b.children[0]).startswith(move_word))
    tap(page, "replay", to=deciding.attrs["data-to"])
    banner = _text(nodes(page.screen().app, **{"class": "replay-banner"})[0])
    assert f"{before} {int(deciding.attrs['data-to']) + 1} {of} {last}." in banner
    assert _text(deciding) == f"{move_word} {int(deciding.attrs['data-to']) + 1}"


def test_without_the_review_the_banner_says_the_position_as_before():
    """The replay alone (the review closed) keeps its own words: after move n."""
    game = finished("roseking", seed=2)
    page = opened(game, think=False)
    tap(page, "replay", to=5)
    assert "after move 5 of" in _text(nodes(page.screen().app, **{"class": "replay-banner"})[0])
