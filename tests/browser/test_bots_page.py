"""Playing alone against the computer: it thinks in a Web Worker, the page stays live, its move
is shown, and the game stays a saved, shareable, resumable game like any other."""

from browser.play import play_first_card, saved_game, start_game

from ludothek import new_game

# The computer's move, said once in the notice (a log line naming it), not "thinking…".
NOTICE = "() => { const n = document.querySelector('.notice'); return n && !/thinking|denkt/.test(n.textContent); }"


def test_solo_game_against_the_computer(session):
    page = session.open()
    card = page.locator("section.game-card[data-game=roseking]")
    card.locator("summary").click()
    card.locator("input[name='name.0']").fill("Solo")
    card.locator("select[name='seat.1']").select_option("easy")
    card.locator("select[name='opt.start']").select_option("red")
    card.locator("button[data-action=start]").click()
    for turn in range(3):
        mine = play_first_card(page)
        page.wait_for_function(NOTICE, timeout=90_000)  # the computer has answered
        game = saved_game(page)
        assert game.seats == ["human", "easy"] and game.names[1] == "Computer (easy)"
        assert game.history[-2] == mine and len(game.history) == 2 * (turn + 1)
        notice = page.inner_text(".notice")
        assert notice.startswith("Computer (easy) ") and notice.count("Computer (easy)") == 1  # named once
        assert "Solo (Red) to move" in page.inner_text(".status")
    page.reload()  # resumes as a solo game: it is Solo's turn, the computer waits its turn
    page.wait_for_selector("html[data-ready]", state="attached")
    assert saved_game(page).seats == ["human", "easy"]
    assert page.locator(".roseking-board .card.legal").count() + page.locator("button[data-move=draw]").count()


def test_page_answers_taps_while_the_computer_thinks(session):
    game = new_game("roseking", seed=12, names=["Me", "Deep"], seats=["human", "strong"],
                    options={"start": "red"})
    page = session.open("#" + game.link())
    play_first_card(page)
    page.wait_for_selector(".notice:text-matches('thinking|denkt')")
    # Searching before the tap (after it, a quick search may already be over: a race).
    page.wait_for_selector("html[data-searching]", state="attached")
    page.click("button[data-action=home]")  # a tap while it thinks is answered at once
    assert page.locator(".home").is_visible()
    page.wait_for_selector("html:not([data-searching])", state="attached", timeout=90_000)
    assert page.locator(".home").is_visible()  # and its late answer does not pull the page back
    saved = [s for s in page.eval_on_selector_all(".save", "els => els.map(e => e.dataset.id)")]
    assert saved, "the solo game is in the list"


def test_computer_opens_the_game_when_it_starts(session):
    game = new_game("roseking", seed=4, names=["Bot", "Me"], seats=["easy", "human"],
                    options={"start": "red"})
    page = session.open("#" + game.link())
    page.wait_for_function(NOTICE, timeout=90_000)
    assert len(saved_game(page).history) == 1
    assert "Me (White) to move" in page.inner_text(".status")
    # The notice of its move speaks the language on show (before, it stayed English).
    assert page.inner_text(".notice").startswith("Bot plays ")
    page.click(".lang-switch [data-value=de]")
    page.wait_for_selector(".notice:text-matches('^Bot spielt ')")
    assert page.inner_text(".notice") in page.inner_text(".log")


def test_a_reload_while_the_computer_thinks_resumes_its_turn_once(session):
    """The page is reloaded in the middle of the computer's opening move: after the reload it
    thinks again and plays exactly one move, and the person has the turn."""
    game = new_game("roseking", seed=6, names=["Deep", "Me"], seats=["strong", "human"],
                    options={"start": "red"})
    page = session.open("#" + game.link())
    page.wait_for_selector(".notice:text-matches('thinking|denkt')")
    assert saved_game(page).history == []
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    page.wait_for_function(NOTICE, timeout=90_000)
    assert len(saved_game(page).history) == 1
    assert "Me (White) to move" in page.inner_text(".status")


def test_computer_at_a_hidden_hand_table_never_shows_its_hand(session):
    """Jacynth against the computer: one person, so no privacy screen; the computer's hand is
    never in the page, before or after it moves."""
    game = new_game("jacynth", seed=8, players=2, names=["Me", "CPU"], seats=["human", "easy"])
    page = session.open("#" + game.link())
    for _ in range(2):
        if saved_game(page).to_move != 0:
            page.wait_for_function(NOTICE, timeout=90_000)
        g = saved_game(page)
        assert page.locator("#overlay .privacy").count() == 0
        html = page.inner_html("#app")
        for card in g.hands[1]:
            assert f'data-card="{card}"' not in html
        move = next(m for m in g.legal_moves() if m.startswith("p:"))
        card = move[2:].partition("@")[0]
        page.click(f".jacynth-hand .card[data-card='{card}']")
        page.click(f".jacynth-city .hit[data-move='{move}']")
        page.click(".jacynth .prompt button[data-move=skip]")
        page.wait_for_function(NOTICE, timeout=90_000)
        after = saved_game(page)
        assert after.history[len(g.history):len(g.history) + 2] == [move, "skip"]
        assert len(after.history) >= len(g.history) + 4  # the computer placed and decided too
