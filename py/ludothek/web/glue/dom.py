"""The only module that touches the browser. Everything it does is small and obvious."""

from __future__ import annotations

import asyncio

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias

from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js
from pyscript import document as document  # app.py listens on it
from pyscript import window as window  # app.py listens on it

from ..home.store import StorageFull

if TYPE_CHECKING:
    from ...draw.markup import Node

# A JavaScript object seen from Python (a Pyodide JsProxy): an element, an event, a form.
JsObject: TypeAlias = Any

_proxies: list[JsObject] = []  # event handlers must outlive the call that registers them


def nullable(value: JsObject) -> JsObject:
    """JavaScript's null arrives as `jsnull` (not None) in this Pyodide: make it None."""
    return None if value is None or value is jsnull else value


def by_id(element_id: str) -> JsObject:
    return nullable(document.getElementById(element_id))


def closest(event: JsObject, selector: str) -> JsObject:
    """The element at or above the event's target that matches `selector`, or None."""
    target = nullable(event.target)
    if target is None or not hasattr(target, "closest"):
        return None  # e.g. the document itself
    return nullable(target.closest(selector))


def set_html(element_id: str, markup: Node | str) -> bool:
    """Replace an element's content; static/patch.js changes only the nodes that differ.
    False: an element marked data-keep found no twin to keep the children of (nothing kept)."""
    text = str(markup)
    patch = getattr(window, "ludothekPatch", None)
    if patch is None:
        by_id(element_id).innerHTML = text
        return "data-keep" not in text
    return bool(patch(by_id(element_id), text))


def data_of(element: JsObject) -> dict[str, str]:
    """An element's data attributes ({"action": ..., "move": ...})."""
    return {str(k): str(v) for k, v in window.Object.entries(element.dataset)}


def inner_html(element_id: str) -> str:
    return str(by_id(element_id).innerHTML)


def page_hidden() -> bool:
    return str(document.visibilityState) == "hidden"


def set_text(element_id: str, text: str) -> None:
    by_id(element_id).textContent = text


_styled: set[str] = set()  # games whose stylesheet is in <head>


def add_game_style(game_id: str, css: str) -> None:
    """The game's stylesheet as a <style data-game=...> in <head>, once per game: the redraws of
    #app then never carry it (nor make the browser parse it again)."""
    if game_id in _styled or not css:
        return
    if nullable(document.head.querySelector(f'style[data-game="{game_id}"]')) is None:
        el = document.createElement("style")
        el.setAttribute("data-game", game_id)
        el.textContent = css
        document.head.append(el)
    _styled.add(game_id)


def append_html(selector: str, markup: str) -> None:
    """Add markup at the end of the element matching `selector` (new log lines)."""
    document.querySelector(selector).insertAdjacentHTML("beforeend", markup)


def scroll_to_end(selector: str) -> None:
    """Keep a scrolling list (the game log) at its newest line (in the next frame, where
    static/patch.js is loaded: measuring it now would lay out the page inside the tap)."""
    later_scroll = getattr(window, "ludothekScrollToEnd", None)
    if later_scroll is not None:
        later_scroll(selector)
        return
    el = nullable(document.querySelector(selector))
    if el is not None:
        el.scrollTop = el.scrollHeight


_FOCUS_KEYS = ("action", "move", "value", "id", "key", "game")


def focus_key() -> dict[str, str] | None:
    """What has the keyboard focus, as its data attributes (survives a redraw)."""
    el = nullable(document.activeElement)
    if el is None or not hasattr(el, "dataset") or not getattr(el.dataset, "action", None):
        return None
    return {k: str(getattr(el.dataset, k)) for k in _FOCUS_KEYS if getattr(el.dataset, k, None)}


def restore_focus(key: dict[str, str] | None) -> None:
    """Focus the redrawn twin of the element that had the focus, if it still exists."""
    if not key:
        return
    selector = "".join(f'[data-{k}="{window.CSS.escape(v)}"]' for k, v in key.items())
    el = nullable(document.querySelector(selector))
    if el is not None:
        el.focus()


def show(element_id: str, visible: bool) -> None:
    by_id(element_id).hidden = not visible


def set_inert(element_id: str, inert: bool) -> None:
    """Nothing in the element takes a tap, a Tab or a screen reader's cursor (behind a dialog)."""
    by_id(element_id).inert = inert


def blur() -> None:
    """Nothing keeps the keyboard focus (the next Tab starts from the top)."""
    el = nullable(document.activeElement)
    if el is not None and hasattr(el, "blur"):
        el.blur()


def focus_first(*selectors: str) -> None:
    """Focus the element the first of `selectors` that matches finds, without scrolling to it
    (a long dialog on a phone opens at its top, not at its Close button)."""
    for selector in selectors:
        el = nullable(document.querySelector(selector))
        if el is not None:
            el.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
            return


# What takes the focus within a region: its controls, a log line too (out of the Tab order).
CONTROLS = "button:not([disabled]), a[href], [tabindex]"


def focus_in(selector: str, to: str) -> None:
    """Focus the "first", "last", "next" or "prev" control (round the region) of the region
    `selector` finds, from the one that has the focus; nothing when it is not on the page."""
    region = nullable(document.querySelector(selector))
    if region is None:
        return
    items = [el for el in region.querySelectorAll(CONTROLS) if el.getClientRects().length]
    if not items:
        if region.hasAttribute("tabindex"):
            region.focus()  # a region read as a whole (web/blind's last moves)
        return
    now = nullable(document.activeElement)
    at = next((i for i, el in enumerate(items) if now is not None and el == now), None)
    moves = [el for el in items if str(el.getAttribute("data-action") or "") == "move"]
    if to == "move":
        if moves:
            moves[0].focus()
        return
    if to == "first" or (to == "next" and at is None):
        target = items[0]
    elif to == "last" or (to == "prev" and at is None):
        target = items[-1]
    else:  # round the region: after a hand's last card, the board's first square again
        assert at is not None
        target = items[(at + (1 if to == "next" else -1)) % len(items)]
    target.focus()


def region_of(target: JsObject) -> str:
    """The region of the game screen `target` is in: "table", "log" or ""."""
    if not hasattr(target, "closest"):
        return ""
    if nullable(target.closest("#app .table")) is not None:
        return "table"
    if nullable(target.closest("#app .told")) is not None:
        return "told"  # the game in words (web/blind)
    return "log" if nullable(target.closest("#app .log")) is not None else ""


def focus_lost() -> bool:
    """Nothing has the keyboard focus (it fell back to the page's body)."""
    el = nullable(document.activeElement)
    return el is None or el == document.body


def focus_within(element_id: str) -> bool:
    el = nullable(document.activeElement)
    return el is not None and bool(by_id(element_id).contains(el))


def listen(target: JsObject, event: str, handler: Callable[[JsObject], object]) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    target.addEventListener(event, proxy)


def mark_ready() -> None:
    document.documentElement.setAttribute("data-ready", "")
    window.performance.mark("ludothek:ready")  # as boot.js marks its first screen


def set_lang(code: str) -> None:
    document.documentElement.setAttribute("lang", code)


def browser_languages() -> list[str]:
    langs = window.navigator.languages
    return [str(x) for x in langs] if langs else [str(window.navigator.language or "en")]


def location_hash() -> str:
    return str(window.location.hash or "")


def set_hash(value: str, push: bool = False) -> None:
    """Change the fragment without firing hashchange; `push`: as a new history entry."""
    if str(window.location.hash).lstrip("#") == value:
        return  # unchanged (every move saves): replaceState costs a round to the browser
    # The whole address, not the path: a path like "//" would read as another host.
    url = str(window.location.href).split("#", 1)[0] + (f"#{value}" if value else "")
    if push:
        window.history.pushState(None, "", url)
    else:
        window.history.replaceState(None, "", url)


def history_back(steps: int = 1) -> None:
    window.history.go(-steps)


LAYER_MARK = "ludothekLayers"  # in an entry's state: the layers over the table it was pushed for


def push_entry(depth: int) -> None:
    """A history entry at the same address, marked with `depth` (back.py)."""
    mark = to_js({LAYER_MARK: depth}, dict_converter=window.Object.fromEntries)
    window.history.pushState(mark, "", window.location.href)


def entry_depth() -> int:
    """The layers the current history entry was pushed for (0: an entry of the page's own)."""
    marked = nullable(window.history.state)
    depth = None if marked is None else nullable(getattr(marked, LAYER_MARK, None))
    return int(depth) if depth is not None else 0


def manual_scrolling() -> None:
    """The page says where each screen opens (at its top): the browser restores no scroll
    position of its own when Back or Forward moves between the page's entries."""
    window.history.scrollRestoration = "manual"


def scroll_top() -> None:
    """Show the page from its top."""
    window.scrollTo(0, 0)


def show_tap_result(ui_key: str) -> None:
    """Scroll what a tap shows into sight, as little as will do (CSS gives it a scroll
    margin below the sticky bar)."""
    bring_into_sight(f'[data-shows-tap="{ui_key}"]')


def bring_into_sight(selector: str) -> None:
    """Scroll the first element `selector` finds into sight, as little as will do."""
    shown = nullable(document.querySelector(selector))
    if shown is not None:
        shown.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))


def scroll_into_view(element_id: str) -> None:
    """Scroll the element to the top of what scrolls around it (CSS scroll-margin keeps it
    clear of a sticky bar)."""
    el = nullable(document.getElementById(element_id))
    if el is not None:
        el.scrollIntoView(to_js({"block": "start"}, dict_converter=window.Object.fromEntries))


def page_url() -> str:
    return str(window.location.origin) + str(window.location.pathname)


def layout() -> str:
    """'portrait' when the window is taller than wide (phones, tablets upright)."""
    return "portrait" if window.innerWidth < window.innerHeight else "landscape"


def all_in(element: JsObject, selector: str) -> list[JsObject]:
    return list(element.querySelectorAll(selector))


def fit_name_rows() -> None:
    """Each new-game form shows one name row per seat of the table size chosen in it."""
    for players_field in all_in(by_id("app"), "select[name=players]"):
        players = int(str(players_field.value))
        for field in all_in(players_field.form, ".seat-field"):
            shown = int(str(field.dataset.seat)) < players
            field.hidden = not shown
            field.disabled = not shown


def event_spot(event: JsObject) -> tuple[float, float] | None:
    """Where a click landed (viewport px); None for one made by a key (it has no spot)."""
    if str(event.type) != "click" or (int(getattr(event, "detail", 0) or 0) == 0
                                      and float(event.clientX) == 0 and float(event.clientY) == 0):
        return None
    return float(event.clientX), float(event.clientY)


def chart_x(selector: str, client_x: float, client_y: float) -> float | None:
    """Where a spot of the viewport lies on an SVG, in its viewBox's x (its box may be wider
    than the drawing it centres); None when there is no such SVG."""
    svg = nullable(document.querySelector(selector))
    matrix = None if svg is None else nullable(svg.getScreenCTM())
    if matrix is None:
        return None
    return float(window.DOMPoint.new(client_x, client_y).matrixTransform(matrix.inverse()).x)


def later(seconds: float, action: Callable[[], object]) -> None:
    """Run `action` after `seconds` on the page's event loop."""
    asyncio.get_event_loop().call_later(seconds, action)


def after_paint(action: Callable[[], object]) -> None:
    """Run `action` once the page has painted its next frame (in a hidden tab: once shown)."""
    window.requestAnimationFrame(create_once_callable(lambda _time: later(0, action)))


def end_worker(name: str) -> None:
    """Stop the named PyScript worker (its Python's memory freed) and take its script away."""
    script = document.querySelector(f'script[name="{name}"]')
    if script is None:
        return
    xworker = getattr(script, "xworker", None)
    if xworker is not None:
        xworker.terminate()
    script.remove()


def download(filename: str, text: str) -> None:
    """Offer `text` as a file to save (a Blob behind a temporary link)."""
    options = to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
    blob = window.Blob.new(to_js([text]), options)
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href, link.download = url, filename
    document.body.append(link)
    link.click()
    link.remove()
    window.URL.revokeObjectURL(url)


def set_root_attr(name: str, value: str | None) -> None:
    """An attribute of <html> (test hooks such as data-ply), removed when `value` is None."""
    root = document.documentElement
    if value is None:
        root.removeAttribute(name)
    else:
        root.setAttribute(name, value)


def now_ms_precise() -> float:
    """The clock events are stamped with (performance.now(), ms)."""
    return float(window.performance.now())


def now_ms() -> int:
    return int(window.Date.now())


def format_time(ms: float, lang: str) -> str:
    return str(window.Date.new(ms).toLocaleString(lang))


def copy_text(text: str) -> None:
    clipboard = window.navigator.clipboard
    if clipboard:
        clipboard.writeText(text)


def can_share_link() -> bool:
    """The browser has a share sheet that takes a link (navigator.share; desktop Chromium on
    Linux has none)."""
    navigator = window.navigator
    if nullable(getattr(navigator, "share", None)) is None:
        return False
    can_share = nullable(getattr(navigator, "canShare", None))
    if can_share is None:
        return True  # share() without canShare() takes a link
    data = to_js({"url": page_url()}, dict_converter=window.Object.fromEntries)
    return bool(navigator.canShare(data))


def share_link(url: str, title: str) -> JsObject:
    """Open the share sheet (inside the tap, as the browser requires); its promise rejects
    when the person closes the sheet."""
    data = to_js({"url": url, "title": title}, dict_converter=window.Object.fromEntries)
    return mended(window.navigator, "share", data)


async def load_zip(url: str, name: str) -> None:
    """Fetch a zip of Python modules from the site and put it on sys.path (beside the app's
    bundle); raises where it cannot be fetched. (A new path on sys.path gets a new finder:
    no import cache to invalidate.)"""
    import os
    import sys

    response = await awaited(window, "fetch", url)
    if not response.ok:
        raise OSError(f"{url}: HTTP {response.status}")
    data = (await awaited(response, "arrayBuffer")).to_bytes()
    path = os.path.abspath(name)
    with open(path, "wb") as file:
        file.write(data)
    sys.path.insert(0, path)


def select_input(element_id: str) -> None:
    el = by_id(element_id)
    if el:
        el.focus()
        el.select()


def form_values(form: JsObject) -> dict[str, str | bool]:
    """{name: value} of a form's fields; checkboxes give True or False."""
    values: dict[str, str | bool] = {}
    for el in form.elements:
        name = str(el.name or "")
        if not name:
            continue
        values[name] = bool(el.checked) if str(el.type) == "checkbox" else str(el.value)
    return values


class _Memory:
    """Stands in for localStorage where the browser lets the site keep nothing (site data
    blocked): the page runs, and nothing outlives it."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    @property
    def length(self) -> int:
        return len(self.data)

    def getItem(self, key: str) -> str | None:
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.data[key] = value

    def removeItem(self, key: str) -> None:
        self.data.pop(key, None)

    def key(self, index: int) -> str:
        return list(self.data)[index]


class LocalStorage:
    """localStorage as the backend of SaveStore; a refused write becomes StorageFull.
    `memory`: the browser refused the site any storage, so this one lives in memory."""

    def __init__(self) -> None:
        try:
            self.ls: JsObject = window.localStorage
            int(self.ls.length)  # where site data is blocked, the first touch throws
            self.memory = False
        except Exception:  # a SecurityError from the browser
            self.ls, self.memory = _Memory(), True

    def get(self, key: str) -> str | None:
        value = nullable(self.ls.getItem(key))
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except Exception as err:  # QuotaExceededError (a JsException)
            raise StorageFull(str(err)) from err

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]

    def get_setting(self, key: str) -> str | None:
        return self.get(f"ludothek:setting:{key}")

    def set_setting(self, key: str, value: str) -> None:
        try:
            self.set(f"ludothek:setting:{key}", value)
        except StorageFull:
            pass  # a setting that cannot be remembered is not worth a message


_importer: JsObject | None = None
_as_error: JsObject | None = None


async def awaited(target: JsObject, method: str, *args: Any) -> JsObject:
    """`target.method(*args)`, a JavaScript call that gives a promise, awaited: refused, it
    raises a JsException whatever it was refused with. Pyodide raises only an Error: a promise
    refused with a bare string (the QR scanner's "Camera not found."), undefined or a plain
    object is lost as an uncaught page error ("invalid exception object") and leaves the
    awaiting code waiting for ever. The call is made on the JavaScript side, so that the
    promise is mended before Python sees it (Pyodide makes its Future of it at once)."""
    return await mended(target, method, *args)


def mended(target: JsObject, method: str, *args: Any) -> JsObject:
    """`target.method(*args)` called now, its promise mended as `awaited` says (not awaited)."""
    global _as_error
    if _as_error is None:
        _as_error = window.Function.new("target", "method", "...args", """
            return Promise.resolve().then(() => target[method](...args)).catch((e) => {
                if (e instanceof Error) throw e;
                const said = e && typeof e === "object" && "message" in e ? e.message : e;
                throw new Error(said === undefined ? "refused without a reason" : String(said));
            });""")
    return _as_error(target, method, *args)


async def import_module(path: str) -> JsObject:
    """A JavaScript module of the site (`path` from the page), loaded when first asked for."""
    global _importer
    if _importer is None:
        _importer = window.Function.new("url", "return import(url)")
    return await awaited(_importer, "call", None, str(window.URL.new(path, document.baseURI).href))


async def named_worker(src: str, name: str, config: str) -> JsObject:
    """A PyScript worker running `src`, once it is ready: what pyscript's create_named_worker
    does, with the wait for it refused as an Error whatever the worker's boot was refused
    with (`awaited`); a script that cannot be fetched raises before PyScript is asked."""
    from polyscript import workers  # PyScript's own `workers` gives the promise to Python

    # Fetched first (from the cache, as a rule): PyScript leaves its own failure to fetch a
    # worker's script unhandled, an uncaught page error, where this one is answered.
    response = await awaited(window, "fetch", src)
    if not response.ok:
        raise OSError(f"{src}: HTTP {response.status}")
    script = document.createElement("script")
    script.type, script.src = "py", src
    script.setAttribute("worker", "")
    script.setAttribute("name", name)
    script.setAttribute("config", config)
    document.body.append(script)
    return await awaited(window.Reflect, "get", workers, name)


def keep_proxy(function: Callable[..., object]) -> JsObject:
    """`function` as a JavaScript function that lives as long as the page."""
    proxy = create_proxy(function)
    _proxies.append(proxy)
    return proxy
