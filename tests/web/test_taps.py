"""One move at a time (issue 15): the page's tap guard, without a browser."""

from ludothek.web.core.taps import SETTLE_MS, TapGuard


def test_a_tap_plays_only_on_the_position_it_was_drawn_for():
    guard = TapGuard()
    assert guard.accepts(drawn_ply=4, current_ply=4, clicks=1, now=1000.0, spot=(10, 10))
    assert not guard.accepts(drawn_ply=3, current_ply=4, clicks=1, now=1000.0, spot=(10, 10))
    assert not guard.accepts(drawn_ply=None, current_ply=4, clicks=1, now=1000.0, spot=(10, 10))


def test_the_second_click_of_a_double_click_never_plays():
    assert not TapGuard().accepts(drawn_ply=4, current_ply=4, clicks=2, now=1000.0, spot=(10, 10))


def test_a_second_tap_on_the_same_spot_right_after_a_move_is_the_same_gesture():
    guard = TapGuard().moved(1000.0, (100, 200))
    assert not guard.accepts(5, 5, 1, 1000.0 + SETTLE_MS / 2, (104, 203))  # touch taps count 1
    assert guard.accepts(5, 5, 1, 1000.0 + SETTLE_MS, (104, 203))  # later: a new decision


def test_a_tap_elsewhere_right_after_a_move_is_a_new_decision():
    guard = TapGuard().moved(1000.0, (100, 200))
    assert guard.accepts(5, 5, 1, 1000.0 + 50, (300, 200))


def test_a_key_pressed_again_right_after_a_move_does_not_play_twice():
    guard = TapGuard().moved(1000.0, None)
    assert not guard.accepts(5, 5, 0, 1000.0 + SETTLE_MS / 2, None)
    assert guard.accepts(5, 5, 0, 1000.0 + SETTLE_MS, None)
