"""The browser glue for other devices at the table (issue 35): runs the table's effects on
static/rtc.js (WebRTC data channels) and static/scan.js (the camera's QR scanner), both loaded
on first use, and turns what they report into events (`Peer`, `Connecting`, `Scanned`). What a
message or a code means is hosting.py's and guesting.py's to say."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from ..glue import dom
from ..core import effects as fx
from ..core.events import Connecting, Event, Peer, Scanned


def browser_error(err: Exception) -> str:
    """What the browser said of a refusal (a JsException's last line: its name and message)."""
    return (str(err).splitlines() or ["?"])[-1][:200]


class Tabling:
    def __init__(self, dispatch: Callable[[Event], None]) -> None:
        self.dispatch = dispatch
        self.rtc: dom.JsObject | None = None  # static/rtc.js, once a table is set up
        self.scanner: dom.JsObject | None = None  # static/scan.js, once a scan starts
        self.on_scanned: dom.JsObject | None = None

    def run(self, effect: fx.Effect) -> None:
        if isinstance(effect, fx.StartScan):
            asyncio.ensure_future(self.start_scan(effect.element_id))
        elif isinstance(effect, fx.StopScan):
            if self.scanner is not None:
                self.scanner.stop()
        elif isinstance(effect, fx.Send):
            if self.rtc is not None and not self.rtc.send(effect.peer, effect.text):
                self.dispatch(Connecting("send", -1, error="closed"))
        elif isinstance(effect, fx.ClosePeer):
            if self.rtc is not None:
                self.rtc.closeAll() if effect.peer is None else self.rtc.close(effect.peer)
        else:
            asyncio.ensure_future(self.connect(effect))

    async def start_scan(self, element_id: str) -> None:
        try:
            if self.scanner is None or self.on_scanned is None:
                self.scanner = await dom.import_module("static/scan.js")
                self.on_scanned = dom.keep_proxy(lambda text: self.dispatch(Scanned(str(text))))
            await dom.awaited(self.scanner, "start", dom.by_id(element_id), self.on_scanned)
        except Exception as err:  # no camera, or it was refused
            self.dispatch(Connecting("scan", -1, error=browser_error(err)))

    async def connect(self, effect: fx.Effect) -> None:
        """A WebRTC step: the host's offer, the guest's answer to it, the host taking that."""
        step, seat = "offer", getattr(effect, "seat", -1)
        try:
            if self.rtc is None:
                rtc = await dom.import_module("static/rtc.js")
                rtc.listen(dom.keep_proxy(lambda kind, peer, text: self.dispatch(
                    Peer(str(kind), str(peer), str(text)))))
                self.rtc = rtc
            if not self.rtc.available():
                raise RuntimeError("no RTCPeerConnection")
            if isinstance(effect, fx.MakeOffer):
                sdp = await dom.awaited(self.rtc, "offer", effect.seat)
            elif isinstance(effect, fx.MakeAnswer):
                step = "answer"
                sdp = await dom.awaited(self.rtc, "answer", "host", effect.sdp)
            else:
                assert isinstance(effect, fx.TakeAnswer)
                step, sdp = "accept", ""
                await dom.awaited(self.rtc, "accept", effect.seat, effect.sdp)
                return  # the channel opens by itself (Peer "open")
        except Exception as err:  # the browser refused (no WebRTC, a damaged description)
            self.dispatch(Connecting(step, seat, error=browser_error(err)))
            return
        self.dispatch(Connecting(step, seat, str(sdp)))
