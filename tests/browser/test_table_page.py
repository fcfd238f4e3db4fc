"""Several devices at one table (issue #35) in the real page: two browser contexts are two
devices; they connect by WebRTC with no server (the invitation and the answer pasted as a
person copies them, or the answer's QR code read by the page's own scanner from Chromium's fake
camera), play Jacynth across devices, and each guest's page is checked for the other seat's
hidden cards."""

from __future__ import annotations

from browser.play import saved_game, screenshot, settled, start_game, wait_ply
from browser.session import Session
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from browser.test_jacynth_page import click_move

from ludothek.draw.qr import QUIET_ZONE, qr_matrix
from tools.browser import ARGS, CHROMIUM

PHONE = {"width": 390, "height": 844}


def host_invites(host_session):
    """The host starts Jacynth for two and invites seat 2: its page and the invitation's link."""
    host = host_session.open()
    start_game(host, "jacynth", names=("Ada", "Bea"))
    host.click("#overlay [data-action=reveal]")  # two people at one device so far
    host.click("button[data-action=share]")
    host.click("#overlay button[data-action=table]")
    host.click("#overlay li[data-seat='1'] button[data-action=table-invite]")
    invitation = host.locator("#invite-1")
    invitation.wait_for()
    return host, invitation.input_value()


def set_up_table(host_session, guest_session):
    """The host starts Jacynth for two, hands seat 2 to the other device by its invitation
    link; the guest shows its answer, which is pasted at the host."""
    host, link = host_invites(host_session)
    assert "#join/LI1." in link
    guest = guest_session.open(link[link.index("#"):])
    guest.wait_for_selector("#answer-code")
    screenshot(guest, "table-guest-answer-phone")
    host.fill("#overlay li[data-seat='1'] textarea[name=answer]", guest.locator(
        "#answer-code").input_value())
    host.click("#overlay li[data-seat='1'] button[data-action=table-connect]")
    host.wait_for_selector("#overlay li[data-seat='1'][data-connected]")
    guest.wait_for_selector(".table-banner[data-guest=playing]")
    screenshot(host, "table-host-connected")
    host.click("#overlay button[data-action=close-dialog]")
    return host, guest


def guest_ply(guest, ply):
    guest.wait_for_selector(f"#app .game[data-ply='{ply}'] .table-banner[data-guest=playing]")


def test_two_devices_play_jacynth_each_seeing_only_its_own_hand(new_session):
    """Moves from the device whose seat is to move; after each, the guest's page holds its own
    hand and none of the host's cards; a tap against the rules at the guest is refused by the
    host's engine with its reason; out of its turn the guest has nothing to tap; the host
    leaving is said at the guest; a damaged invitation says so."""
    host, guest = set_up_table(new_session(), new_session(viewport=PHONE, has_touch=True,
                                                          is_mobile=True))
    refused = False
    for _ in range(12):
        game = saved_game(host)
        ply = len(game.history)
        page = host if game.to_move == 0 else guest
        if page is guest:
            assert host.locator("#overlay .privacy").count() == 0  # no pass-the-device screen
            assert host.locator(".jacynth-city .hit[data-move]").count() == 0  # not lit there
            guest_ply(guest, ply)
            if not refused and game.phase in ("token", "first_token"):
                guest.locator(".jacynth-city [data-action=try]").first.click()
                guest.wait_for_selector("#alert:has-text('Not possible')")
                assert len(saved_game(host).history) == ply
                guest.click("#alert [data-action=dismiss]")
                refused = True
        else:
            guest_ply(guest, ply)
            assert guest.locator("#app [data-action=move], #app [data-action=try]").count() == 0
        click_move(page, game.legal_moves()[0])
        wait_ply(host, ply + 1)
        guest_ply(guest, ply + 1)
        game = saved_game(host)
        html = guest.content()
        assert not any(f'data-card="{card}"' in html for card in game.hands[0]), \
            "the guest's page holds a card of the host's hand"
        assert all(f'data-card="{card}"' in html for card in game.hands[1])
    assert refused
    screenshot(guest, "table-guest-playing-phone")
    settled(host)
    host.click("button[data-action=home]")
    guest.wait_for_selector(".table-banner[data-guest=left]")
    screenshot(guest, "table-guest-host-left-phone")
    guest.evaluate("location.hash = '#join/LI1.broken-code-that-does-not-read'")
    guest.wait_for_selector("#alert:has-text('damaged')")
    assert guest.locator(".game-card").count() == 4  # the home screen, nothing lost


def write_camera_video(path, text, size=720):
    """A still video (YUV4MPEG2, which Chromium's fake camera plays in a loop) of `text` as a
    QR code, black on white, as a phone held up to the camera shows it."""
    matrix = qr_matrix(text) if text else ()
    modules = len(matrix) + 2 * QUIET_ZONE
    scale = size // modules if matrix else 1
    offset = (size - modules * scale) // 2 + QUIET_ZONE * scale
    luma = bytearray(b"\xff" * size * size)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    start = (offset + y * scale + dy) * size + offset + x * scale
                    luma[start:start + scale] = b"\x00" * scale
    chroma = b"\x80" * (size // 2) * (size // 2) * 2
    frame = b"FRAME\n" + bytes(luma) + chroma
    path.write_bytes(f"YUV4MPEG2 W{size} H{size} F10:1 Ip A1:1 C420jpeg\n".encode() + frame * 2)


def test_each_device_scans_the_others_code_with_the_pages_own_camera_scanner(
        browser, base_url, tmp_path):
    """Two scans: the guest's page reads the host's invitation, the host's page reads the
    guest's answer (Chromium's fake camera plays a picture of each code in turn, made from the
    text the other page drew its code from); the devices connect."""
    video = tmp_path / "camera.y4m"
    write_camera_video(video, "")
    # The browser's stock code tiers, not the tests' Liftoff-only (TEST_ARGS): under it this
    # test failed twice in four full runs, the host never taking the guest's Join (its cause
    # not found yet: see the closing note of issue 31's session).
    with_camera = browser.browser_type.launch(executable_path=CHROMIUM, args=ARGS + [
        "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    host_session = Session(with_camera, base_url, viewport={"width": 1280, "height": 860},
                           permissions=["camera"])
    guest_session = None
    try:
        host = host_session.open()
        start_game(host, "jacynth", names=("Ada", "Bea"))
        host.click("#overlay [data-action=reveal]")
        host.click("button[data-action=share]")
        host.click("#overlay button[data-action=table]")
        host.click("#overlay li[data-seat='1'] button[data-action=table-invite]")
        host.wait_for_selector("#overlay li[data-seat='1'] svg.qr")  # the invitation's code
        link = host.locator("#invite-1").input_value()
        write_camera_video(video, link)  # the host's screen, held up to the guest's camera
        guest_session = Session(with_camera, base_url, viewport=PHONE, permissions=["camera"])
        guest = guest_session.open()
        guest.click(".join-box [data-action=table-join-scan]")
        guest.wait_for_selector(".table-join svg.qr", timeout=60_000)
        answer = guest.locator("#answer-code").input_value()
        assert int(guest.get_attribute(".table-join svg.qr", "data-modules")) == len(
            qr_matrix(answer))
        screenshot(guest, "table-guest-answer-qr-phone")
        guest.wait_for_selector("video", state="detached")  # its camera is off (scan.js)
        write_camera_video(video, answer)  # the guest's screen, held up to the camera
        host.click("#overlay li[data-seat='1'] button[data-action=table-scan]")
        try:
            host.wait_for_selector("#overlay li[data-seat='1'][data-connected]", timeout=60_000)
        except PlaywrightTimeout:  # say which step did not come: the reading or the connection
            raise AssertionError(
                f"not connected; the host's scanner still open: "
                f"{host.evaluate('!!document.querySelector(`video`)')}; host says: "
                f"{host.inner_text('#overlay')[-300:]!r}; guest says: "
                f"{guest.inner_text('#app')[:300]!r}, {guest.inner_text('#alert')[:200]!r}; "
                f"host's alert: {host.inner_text('#alert')[:200]!r}; page errors: "
                f"{host_session.errors!r}, {guest_session.errors!r}"
            ) from None
        guest.wait_for_selector(".table-banner[data-guest=playing]")
        assert host.evaluate("!document.querySelector('video')")  # the scanner closed
        for each in (host_session, guest_session):
            assert each.errors == [] and each.offsite == []
    finally:
        host_session.close()
        if guest_session is not None:
            guest_session.close()
        with_camera.close()
