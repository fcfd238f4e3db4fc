"""A guest that cannot scan (issue 46): the invitation's link pasted on its home screen, the
seat it is invited to named before it connects, "Connect" the host's next step once the
answer is pasted, and the table set up."""

from browser.play import screenshot
from browser.test_table_page import host_invites, set_up_table

PHONE = {"width": 390, "height": 844}


def test_an_invitation_pasted_on_the_guests_home_sets_up_the_table(new_session):
    host_session = new_session()
    guest_session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    host, link = host_invites(host_session)
    guest = guest_session.open()
    field = guest.locator(".join-box input[name=invitation]")
    field.fill(link)
    guest.click(".join-box button[data-action=table-join]")  # the field joins as it is left
    guest.wait_for_selector("#answer-code")
    assert "seat 2" in guest.inner_text(".guest-seat")
    assert guest.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot(guest, "table-guest-pasted-invitation-phone")
    row = "#overlay li[data-seat='1']"
    assert host.get_attribute(f"{row} button.primary", "data-action") == "table-connect"
    host.fill(f"{row} textarea[name=answer]", guest.locator("#answer-code").input_value())
    host.click(f"{row} button[data-action=table-connect]")
    host.wait_for_selector(f"{row}[data-connected]")
    guest.wait_for_selector(".table-banner[data-guest=playing]")
    assert guest.evaluate("location.hash").startswith("#join/")
    host.click("#overlay button[data-action=close-dialog]")  # the table says who is there
    host.wait_for_selector(".table-status [data-remote='1'][data-connected]")
    screenshot(host, "table-host-status")


def test_a_guest_whose_tab_closed_is_noticed_by_its_silence(new_session):
    """Its channel would tell the host some 18 s later; the guest's beats stop at once, and
    the host lets its seat go within GONE_SECONDS (here waited for at most 9 s)."""
    host_session, guest_session = new_session(), new_session(viewport=PHONE)
    host, guest = set_up_table(host_session, guest_session)
    host.wait_for_selector("html[data-beating='1']", state="attached")  # its beats heard
    guest.close()
    host.wait_for_selector("#alert:has-text('no longer connected')", timeout=9_000)
    assert host.get_attribute("html", "data-beating") is None
