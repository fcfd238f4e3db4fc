"""The key flows in WebKit, the engine of Safari on every tablet that runs it: the home screen,
a move in each game, a computer's move, a share link (and its QR code), reload and resume."""

from __future__ import annotations

import json

import pytest
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from webkit.conftest import BOOT_SECONDS

from ludothek import load, new_game
from ludothek.web.home.store import PREFIX as SAVE_PREFIX

# One WebKit for the whole run: under pytest-xdist (`--dist loadgroup`) these tests share a
# worker, so only one worker starts WebKit and boots Pyodide in it.
pytestmark = pytest.mark.xdist_group("webkit")


def boot(driver, url: str) -> None:
    driver.get("about:blank")
    driver.get(url)
    WebDriverWait(driver, BOOT_SECONDS).until(
        lambda d: d.execute_script("return document.documentElement.hasAttribute('data-ready')"))


def ply(driver) -> int:
    return int(driver.execute_script("return document.documentElement.dataset.ply || '-1'"))


def wait_ply(driver, at_least: int) -> None:
    WebDriverWait(driver, BOOT_SECONDS).until(lambda d: ply(d) >= at_least)


def settled(driver) -> None:
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(
        "const html = document.documentElement;"
        "return !html.hasAttribute('data-settling') && !html.hasAttribute('data-playing-out')"))


def saved(driver):
    save_id = driver.execute_script("return location.hash").split("game/", 1)[1]
    return load(driver.execute_script("return localStorage.getItem(arguments[0])", SAVE_PREFIX + save_id))


def tap_first_move(driver) -> None:
    """Tap the first move target that plays at once (choosing a card first where needed)."""
    reveal = driver.find_elements(By.CSS_SELECTOR, "#overlay [data-action=reveal]")
    if reveal and reveal[0].is_displayed():
        reveal[0].click()
    settled(driver)
    moves = "#app [data-action=move]:not([data-confirm])"
    if not [m for m in driver.find_elements(By.CSS_SELECTOR, moves) if m.is_displayed()]:
        tap(driver, driver.find_elements(By.CSS_SELECTOR, "#app [data-action=select]")[0])
    tap(driver, next(m for m in driver.find_elements(By.CSS_SELECTOR, moves) if m.is_displayed()))


def tap(driver, element) -> None:
    """A real pointer click at the element (WebKit's driver refuses element clicks on SVG)."""
    x, y = driver.execute_script("""const el = arguments[0];
        el.scrollIntoView({block: 'center'});
        const r = el.getBoundingClientRect();
        return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];""", element)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(x, y).click()
    actions.perform()


def test_home_screen_in_webkit(webkit, webkit_url):
    boot(webkit, webkit_url)
    titles = [e.text for e in webkit.find_elements(By.CSS_SELECTOR, "section.game-card h3")]
    assert sorted(titles) == ["Castle Rampage", "Jacynth", "Port Royal", "The Rose King"]


POSITIONS = {"roseking": (2, {"light": True, "start": "red"}), "portroyal": (3, {}),
             "jacynth": (2, {}), "castlerampage": (2, {})}


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
def test_a_move_in_each_game_in_webkit(webkit, webkit_url, game_id):
    players, options = POSITIONS[game_id]
    game = new_game(game_id, seed=4, players=players, options=options)
    boot(webkit, f"{webkit_url}#{game.link()}")
    before = ply(webkit)
    tap_first_move(webkit)
    wait_ply(webkit, before + 1)
    assert len(saved(webkit).history) == before + 1


def test_computer_move_share_link_reload_and_resume_in_webkit(webkit, webkit_url):
    game = new_game("roseking", seed=9, options={"light": True, "start": "red"},
                    seats=["human", "easy"], names=["Ann", "Computer"])
    boot(webkit, f"{webkit_url}#{game.link()}")
    tap_first_move(webkit)
    wait_ply(webkit, 2)  # the computer answered (in its worker, or on the main thread)
    moves = saved(webkit).history
    # Reload and resume: the same position.
    boot(webkit, webkit.current_url)
    assert ply(webkit) == len(moves) and saved(webkit).history == moves
    # Share: the link opens the exact position in a fresh page.
    tap(webkit, webkit.find_element(By.CSS_SELECTOR, "button[data-action=share]"))
    url = webkit.find_element(By.ID, "share-url").get_attribute("value")
    # The link's QR code: the encoder's zip loaded on this first use, in Safari's engine too.
    WebDriverWait(webkit, BOOT_SECONDS).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#overlay .share-qr svg.qr path"))
    webkit.execute_script("localStorage.clear()")
    boot(webkit, url)
    assert ply(webkit) == len(moves)
    assert json.loads(json.dumps(saved(webkit).history)) == moves


LOOPBACK = """
const done = arguments[arguments.length - 1];
(async () => {
  if (typeof RTCPeerConnection !== "function") return done({available: false});
  const rtc = await import(new URL("static/rtc.js", document.baseURI).href);
  const heard = [];
  rtc.listen((kind, peer, text) => heard.push([kind, peer, text]));
  const offer = await rtc.offer(1);               // the host's side, for seat 1
  const answer = await rtc.answer("host", offer);  // the guest's side, in the same page
  await rtc.accept(1, answer);
  const until = (test) => new Promise((ok, fail) => {
    const start = Date.now();
    const poll = () => test() ? ok() : Date.now() - start > 15000 ? fail(new Error(
      "timed out: " + JSON.stringify(heard))) : setTimeout(poll, 50);
    poll();
  });
  await until(() => heard.filter(([kind]) => kind === "open").length === 2);
  rtc.send("host", "from the guest");
  rtc.send(1, "from the host");
  await until(() => heard.filter(([kind]) => kind === "message").length === 2);
  rtc.closeAll();
  return done({available: true, heard});
})().catch((err) => done({available: true, error: String(err)}));
"""


def test_two_devices_connect_by_webrtc_in_webkit(webkit, webkit_url):
    """static/rtc.js in WebKit: a host's offer answered by a guest (both in one page here),
    the data channel opens both ways and carries text (issue #35). No ICE server: the host
    candidates of this machine."""
    boot(webkit, webkit_url)
    webkit.set_script_timeout(40)
    result = webkit.execute_async_script(LOOPBACK)
    if not result["available"]:
        pytest.skip("this WebKitGTK build has no RTCPeerConnection (WebRTC is off in it)")
    assert "error" not in result, result.get("error")
    messages = sorted((peer, text) for kind, peer, text in result["heard"] if kind == "message")
    assert messages == [("1", "from the guest"), ("host", "from the host")]
