"""The share dialog's QR code (draw/qr.py, on the pinned segno) and its events: the encoder
loaded when the dialog first opens (effects.LoadQr, events.QrLoaded), what the dialog shows
meanwhile, and the system's share sheet where the browser has one. That the drawn code decodes
to the link, with the page's pinned decoder, is tests/browser/test_share_qr.py's."""

from __future__ import annotations

import re

import pytest

from ludothek.draw import qr
from ludothek.web.core import effects as fx
from ludothek.web.core.events import QrLoaded, Route, Tap
from ludothek.web.core.i18n import STRINGS
from web.page_driver import Driver
from web.test_update import first_card, started, tap_move

FINDER = ((1, 1, 1, 1, 1, 1, 1), (1, 0, 0, 0, 0, 0, 1), (1, 0, 1, 1, 1, 0, 1),
          (1, 0, 1, 1, 1, 0, 1), (1, 0, 1, 1, 1, 0, 1), (1, 0, 0, 0, 0, 0, 1),
          (1, 1, 1, 1, 1, 1, 1))


def link(length: int) -> str:
    head = "https://example.org/ludothek/#"
    return head + ("AbC-9_xYz" * 400)[:length - len(head)]


def corner(matrix, top: int, left: int):
    return tuple(tuple(int(cell) for cell in row[left:left + 7]) for row in matrix[top:top + 7])


@pytest.mark.parametrize("length", [40, 250, 400, 700, 1200])
def test_a_link_becomes_a_qr_symbol_with_its_finder_patterns(length):
    matrix = qr.qr_matrix(link(length))
    size = len(matrix)
    assert all(len(row) == size for row in matrix) and (size - 17) % 4 == 0  # version 1-40
    assert corner(matrix, 0, 0) == corner(matrix, 0, size - 7) == corner(matrix, size - 7, 0) \
        == FINDER


def test_share_links_stay_small_enough_to_scan_beside_a_tablet():
    # Links are 250-400 characters, up to about 700 (qr.ERROR_LEVEL): at most version 21.
    assert len(qr.qr_matrix(link(400))) <= 77
    assert len(qr.qr_matrix(link(700))) <= 101


def modules_of(path: str) -> set[tuple[int, int]]:
    """The unit squares an SVG path of `M x y h w v 1 h -w z` rectangles covers."""
    cells = set()
    for x, y, width in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", path):
        cells |= {(int(x) + dx, int(y)) for dx in range(int(width))}
    assert re.sub(r"M(\d+) (\d+)h(\d+)v1h-\3z", "", path) == ""  # nothing else in it
    return cells


def test_the_svg_draws_exactly_the_dark_modules_inside_a_quiet_zone_dark_on_light():
    text = link(300)
    matrix = qr.qr_matrix(text)
    markup = str(qr.qr_svg(text, 'QR "code"'))
    size = len(matrix) + 2 * qr.QUIET_ZONE
    assert f'viewBox="0 0 {size} {size}"' in markup and 'shape-rendering="crispEdges"' in markup
    assert f'<rect width="{size}" height="{size}" fill="#fff"' in markup
    assert 'fill="#000"' in markup and 'aria-label="QR &quot;code&quot;"' in markup
    path = re.search(r' d="([^"]+)"', markup).group(1)
    dark = {(x + qr.QUIET_ZONE, y + qr.QUIET_ZONE) for y, row in enumerate(matrix)
            for x, cell in enumerate(row) if cell}
    assert modules_of(path) == dark
    assert re.search(r'(width|height)="\d+(px)?"', markup.split("<rect")[0]) is None  # scales


def test_a_text_too_long_for_any_qr_symbol_is_refused():
    with pytest.raises(qr.encoder.DataOverflowError):
        qr.qr_matrix(link(3000))


def shared(page: Driver):
    page.state = page.state.replace(page_url="http://x/")
    return page.send(Tap("share", {}))


def test_the_dialog_loads_the_encoder_once_and_shows_that_the_code_is_coming():
    page = started("roseking")
    page.load_qr = False  # the zip is still on its way
    state = shared(page)
    assert state.qr == "loading" and len(page.effects_of(fx.LoadQr)) == 1
    overlay = str(page.screen().overlay)
    assert STRINGS["en"]["share.qr_loading"] in overlay and "<svg" not in overlay
    state = page.send(QrLoaded(True))
    overlay = str(page.screen().overlay)
    assert state.qr == "ready" and 'class="qr"' in overlay
    assert str(qr.qr_svg(state.dialog[1], STRINGS["en"]["share.qr_label"])) in overlay
    page.send(Tap("close-dialog", {}))
    tap_move(page, first_card(page.state.game))
    state = shared(page)  # another link, the encoder already there
    assert len(page.effects_of(fx.LoadQr)) == 1
    assert str(qr.qr_svg(state.dialog[1], STRINGS["en"]["share.qr_label"])) in \
        str(page.screen().overlay)


def test_an_encoder_that_did_not_load_is_said_and_tried_again_at_the_next_opening():
    page = started("roseking")
    page.load_qr = False
    shared(page)
    state = page.send(QrLoaded(False))
    overlay = str(page.screen().overlay)
    assert state.qr == "failed" and STRINGS["en"]["share.qr_failed"] in overlay
    assert 'id="share-url"' in overlay  # the link is there all the same
    page.send(Tap("close-dialog", {}))
    assert shared(page).qr == "loading" and len(page.effects_of(fx.LoadQr)) == 2


def test_share_opens_the_system_share_sheet_only_where_the_browser_has_one():
    page = started("jacynth")
    state = shared(page)
    assert 'data-action="share-sheet"' not in str(page.screen().overlay)
    page.send(Tap("share-sheet", {}))
    assert page.effects_of(fx.ShareSheet) == []
    page.state = page.state.replace(can_share=True, lang="de")
    overlay = str(page.screen().overlay)
    assert 'data-action="share-sheet"' in overlay and STRINGS["de"]["share.sheet"] in overlay
    page.send(Tap("share-sheet", {}))
    assert page.effects_of(fx.ShareSheet) == [fx.ShareSheet(state.dialog[1], "Ludothek: Jacynth")]


def test_without_a_dialog_share_sheet_and_copy_do_nothing():
    page = Driver()
    page.send(Route(""))
    page.state = page.state.replace(can_share=True)
    for action in ("share-sheet", "copy-link"):
        page.send(Tap(action, {}))
    assert page.effects_of(fx.ShareSheet) == page.effects_of(fx.Copy) == []
