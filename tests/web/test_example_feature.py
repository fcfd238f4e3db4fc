"""A feature joins the page through its declaration alone (issue 44): the example feature of
tests/web/example_feature.py, registered here, is reached by the core's update and screen
without any shared module naming it, and leaves the page as it was once unregistered."""

from __future__ import annotations

import pytest

from ludothek.web.core import feature
from ludothek.web.core.events import Change, Route, Submit, Tap
from ludothek.web.core.update import TAPS
from web.example_feature import FEATURE
from web.page_driver import Driver


@pytest.fixture
def page():
    feature.register(FEATURE)
    yield Driver()
    feature.unregister(FEATURE.name)


def test_its_tap_its_field_and_its_dialog_reach_the_page(page):
    page.send(Route(""))
    page.send(Tap("note", {"text": "Ann deals next"}))
    assert page.state.dialog == ("note", "Ann deals next")
    assert "Ann deals next" in str(page.screen().overlay)
    assert page.screen().overlay_kind == "dialog"
    page.send(Change("note", "Ann deals next, Bo scores"))
    assert "Bo scores" in str(page.screen().overlay)
    page.send(Tap("close-dialog"))
    assert page.state.dialog is None and page.screen().overlay == ""


def test_its_address_opens_it_and_the_others_still_open_theirs(page):
    page.send(Route("#note/remember"))
    assert page.state.dialog == ("note", "remember")
    page.send(Route("#rules/roseking"))
    assert page.state.rules is not None and page.state.rules.game == "roseking"


def test_its_hook_sees_every_event(page):
    page.send(Route(""))
    page.send(Tap("note", {"text": "x"}))
    page.send(Submit("roseking", {}, seed=3))  # a game opens: the note goes
    assert page.state.game is not None and page.state.dialog is None


def test_unregistered_it_is_gone_and_nothing_else_changed():
    feature.register(FEATURE)
    assert "note" in TAPS
    feature.unregister(FEATURE.name)
    assert "note" not in TAPS
    page = Driver()
    page.send(Route("#note/remember"))  # no feature knows the address: the home screen
    assert page.state.dialog is None and page.state.game is None
