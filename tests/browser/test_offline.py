"""Offline after the first visit (service worker), and a clean switch to a new version."""

import re
import shutil

from browser.play import saved_game, start_game

from ludothek import new_game
from tools.browser import served_site
from tools.bundle import SITE_FILES, SITE_FOLDERS
from tools.serve import ROOT

CONTROLLED = "() => navigator.serviceWorker.controller !== null"
CACHES = "async () => (await caches.keys()).filter(k => k.startsWith('ludothek-'))"


def test_site_opens_plays_saves_and_opens_links_offline(new_session):
    session = new_session(service_workers="allow")
    page = session.open()
    page.wait_for_function(CONTROLLED, timeout=120_000)  # first visit: runtime cached
    session.context.set_offline(True)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    start_game(page, "roseking", names=["Offline", "Player"], options={"start": "red"})
    plays = page.eval_on_selector_all(".roseking-board .card.legal", "els => els.map(e => e.dataset.value)")
    page.click(f".roseking-board .card[data-value='{plays[0]}']")
    page.click(f".roseking-board .hit[data-move='{plays[0]}']")
    assert saved_game(page).history == [plays[0]]
    linked = new_game("roseking", seed=5, names=["Link", "Offline"])
    for _ in range(6):
        linked.play(linked.legal_moves()[0])
    tab = session.context.new_page()
    tab.goto(session.base_url + "#" + linked.link())
    tab.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    assert saved_game(tab).history == linked.history
    assert "Link" in tab.inner_text(".players")


def copy_site(dest):
    """The published site, as README's 'Publishing' lists it: what the service worker caches."""
    for name in SITE_FILES + ("sw.js",):
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, dest / name)
    for folder in SITE_FOLDERS:
        shutil.copytree(ROOT / folder, dest / folder)


def test_new_version_replaces_the_old_cleanly_and_says_so(browser, tmp_path):
    copy_site(tmp_path)
    with served_site(tmp_path) as url:
        context = browser.new_context(service_workers="allow")
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
        page.wait_for_function(CONTROLLED, timeout=120_000)
        old_caches = page.evaluate(CACHES)
        assert len(old_caches) == 1
        # Publish a new version: a changed stylesheet and a new precache version.
        css = tmp_path / "static" / "app.css"
        css.write_text(css.read_text() + "\n.new-version-marker { color: red; }\n")
        precache = tmp_path / "static" / "build" / "precache.js"
        precache.write_text(re.sub(r'"version": "(\w+)"', r'"version": "\1new"', precache.read_text()))
        page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
        banner = page.locator(".update-banner")
        banner.wait_for(timeout=120_000)
        assert "new version" in banner.inner_text().lower()
        # Until the player agrees, the old version keeps serving (no mix of files).
        assert ".new-version-marker" not in page.evaluate("fetch('static/app.css').then(r => r.text())")
        with page.expect_navigation():
            banner.locator("button").click()
        page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
        assert "updated" in page.locator(".update-banner").inner_text().lower()
        assert ".new-version-marker" in page.evaluate("fetch('static/app.css').then(r => r.text())")
        new_caches = page.evaluate(CACHES)
        assert len(new_caches) == 1 and new_caches != old_caches
        context.close()


def test_site_is_installable_as_a_full_screen_app(new_session):
    session = new_session(service_workers="allow")
    page = session.open()
    page.wait_for_function(CONTROLLED, timeout=120_000)
    cdp = session.context.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    # Playwright's contexts are incognito profiles, which Chromium never installs from; that
    # one reason is the test harness, every other reason would be the site's.
    assert [e for e in errors if e["errorId"] != "in-incognito"] == [], errors
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["errors"] == []
    assert '"display": "fullscreen"' in manifest["data"]
