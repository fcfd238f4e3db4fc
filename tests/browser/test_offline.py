"""Offline after the first visit (service worker), and a clean switch to a new version."""

import os
import shutil

from browser.play import saved_game, start_game

from ludothek import new_game
from tools.browser import served_site
from tools.bundle import SITE_FILES, SITE_FOLDERS, precache_files, write_precache
from tools.serve import ROOT

CONTROLLED = "() => navigator.serviceWorker.controller !== null"
CACHES = "async () => (await caches.keys()).filter(k => k.startsWith('ludothek-'))"


def test_site_opens_plays_saves_and_opens_links_offline(new_session):
    session = new_session(service_workers="allow")
    page = session.open()
    page.wait_for_function(CONTROLLED, timeout=120_000)  # first visit: runtime cached
    # Update checks fetch the version list fresh, whatever lifetime the host gave it.
    assert page.evaluate("async () => (await navigator.serviceWorker.getRegistration())"
                         ".updateViaCache") == "none"
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


def publish(site, marker):
    """Upload a new version of `site`: a changed stylesheet and its precache list (version
    and hashes, as tools/bundle.py writes them)."""
    css = site / "static" / "app.css"
    css.write_text(css.read_text() + f"\n.{marker} {{ color: red; }}\n")
    write_precache(site)


# Check for an update now; the new worker's install ends "installed", "redundant" (it failed)
# or there was none.
INSTALL = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update();
  const worker = registration.installing || registration.waiting;
  if (!worker) return "none";
  const over = () => worker.state === "installed" || worker.state === "redundant";
  if (over()) return worker.state;
  return await new Promise((done) => worker.addEventListener("statechange",
                                                            () => over() && done(worker.state)));
}"""
CSS_HAS = "marker => fetch('static/app.css').then(r => r.text()).then(t => t.includes(marker))"


def booted_controlled(context, url):
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    page.wait_for_function(CONTROLLED, timeout=120_000)
    return page


def test_new_version_replaces_the_old_cleanly_in_every_tab_and_says_so(browser, tmp_path):
    copy_site(tmp_path)
    with served_site(tmp_path) as url:
        context = browser.new_context(service_workers="allow")
        page = booted_controlled(context, url)
        other = booted_controlled(context, url + "#")  # a second tab of the old version
        old_caches = page.evaluate(CACHES)
        assert len(old_caches) == 1
        publish(tmp_path, "new-version-marker")
        assert page.evaluate(INSTALL) == "installed"
        banner = page.locator(".update-banner")
        banner.wait_for(timeout=120_000)
        assert "new version" in banner.inner_text().lower()
        # Until the player agrees, the old version keeps serving (no mix of files).
        assert not page.evaluate(CSS_HAS, "new-version-marker")
        # Agreed in one tab: both reload on the new version (before, the other tab ran on
        # with the old page and the new files).
        with page.expect_navigation(), other.expect_navigation():
            banner.locator("button").click()
        for tab in (page, other):
            tab.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
            assert "updated" in tab.locator(".update-banner").inner_text().lower()
            assert tab.evaluate(CSS_HAS, "new-version-marker")
        new_caches = page.evaluate(CACHES)
        assert len(new_caches) == 1 and new_caches != old_caches
        context.close()


def test_a_release_caught_half_uploaded_is_not_cached(browser, tmp_path):
    """The new version's list is on the host, its stylesheet not yet: the install fails on the
    file's hash and the old version keeps serving; once the upload is complete, the next check
    installs it (before, the old stylesheet was cached for good under the new version)."""
    copy_site(tmp_path)
    with served_site(tmp_path) as url:
        context = browser.new_context(service_workers="allow")
        page = booted_controlled(context, url)
        old_caches = page.evaluate(CACHES)
        css = tmp_path / "static" / "app.css"
        old_css = css.read_text()
        publish(tmp_path, "half-uploaded-marker")
        new_css = css.read_text()
        css.write_text(old_css)  # the list is up, the stylesheet still the old one
        assert page.evaluate(INSTALL) == "redundant"
        assert page.evaluate(CACHES) == old_caches and page.locator(".update-banner").count() == 0
        css.write_text(new_css)  # the upload is complete, a moment later
        later = css.stat().st_mtime + 5  # the test server's Last-Modified counts whole seconds
        os.utime(css, (later, later))
        assert page.evaluate(INSTALL) == "installed"
        with page.expect_navigation():
            page.locator(".update-banner button").click()
        page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
        assert page.evaluate(CSS_HAS, "half-uploaded-marker")
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


def test_the_page_and_the_computers_worker_load_only_what_the_service_worker_keeps(session):
    """Anything loaded but not precached breaks offline play; PyScript's plugins the site does
    not use (its editor, terminal, game canvas...: pyscript.toml turns them off) are neither
    loaded nor kept; its TOML parser, which reads pyscript.toml, is both."""
    loaded = set()

    def note(request):
        if request.url.startswith(session.base_url):  # not data: and blob: addresses
            loaded.add("/" + request.url.removeprefix(session.base_url).split("?")[0].split("#")[0])

    session.context.on("request", note)
    opening = new_game("roseking", seed=4, names=["Bot", "Me"], seats=["easy", "human"],
                       options={"start": "red"})
    page = session.open("#" + opening.link())
    page.wait_for_function("() => Number(document.documentElement.dataset.ply) >= 1",
                           timeout=90_000)  # the computer's worker has booted and moved
    kept = {"/" if name == "index.html" else "/" + name for name in precache_files()}
    assert {"/static/vendor/pyscript/core.js", "/py/bot_worker.py", "/pyscript.toml"} <= loaded
    assert sorted(loaded - kept) == []
    assert not [name for name in kept if "py-editor" in name]
    assert [name for name in loaded if name.startswith("/static/vendor/pyscript/toml-")]
