"""Every promise the page awaits answers it, whatever it was refused with (issue 48): a camera
that cannot start (the QR scanner refuses with a bare string), the computer's worker that never
comes, a file of the site that cannot be fetched. Each is said or worked around on the page, and
none is an uncaught page error (the `page_errors` fixture fails any test that sees one)."""

from browser.play import play_first_card, saved_game

from ludothek import new_game

# The computer's move, said once in the notice (a log line naming it), not "thinking…".
MOVED = "() => { const n = document.querySelector('.notice'); return n && !/thinking|denkt/.test(n.textContent); }"


def test_a_camera_that_cannot_start_is_said_and_throws_nothing(session):
    page = session.open()  # this browser has no camera: getUserMedia refuses
    page.click("button[data-action=table-join-scan]")
    alert = page.wait_for_selector("#alert .alert-box", timeout=30_000)
    assert "camera" in alert.inner_text().lower() or "kamera" in alert.inner_text().lower()
    assert page.locator("#overlay video").count() == 0  # the scanner's dialog is gone


def test_a_worker_that_never_comes_leaves_the_computer_thinking_on_the_page(session):
    session.context.route("**/py/bot_worker.py", lambda route: route.abort())
    game = new_game("roseking", seed=4, names=["Me", "Bot"], seats=["human", "easy"],
                    options={"start": "red"})
    page = session.open("#" + game.link())
    play_first_card(page)
    page.wait_for_function(MOVED, timeout=90_000)  # the computer has answered all the same
    assert len(saved_game(page).history) == 2


def test_a_qr_encoder_that_cannot_be_fetched_is_said_and_the_link_still_shared(session):
    session.context.route("**/segno.zip", lambda route: route.abort())
    game = new_game("roseking", seed=4, names=["Ann", "Bo"], options={"start": "red"})
    page = session.open("#" + game.link())
    page.click("button[data-action=share]")
    page.wait_for_selector("#overlay .qr-waiting:text-matches('could not|nicht', 'i')",
                           timeout=30_000)
    assert game.link() in page.input_value("#share-url")
