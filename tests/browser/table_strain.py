"""The table under strain (issue #48): a Port Royal table of three devices, a host and two
guests (each guest holding one seat, every seat played by a person), played for many moves in
the real page, each move clicked at the device whose seat is to move, a guest dropping out
every so many moves (its page closed, or its connection closed) and invited again from the
host's dialog, as a person would. After every move: the host's saved game grew by exactly that
move (nothing lost, nothing doubled), and every device shows the engine's position: the host's
page and each guest's page as drawn (tests/browser/test_portroyal_page.check_against_engine),
the moves offered only at the device whose seat is to move, and the view each guest received
equal to the engine's view for its seat (the host's save replayed in CPython).

Shared by tests/browser/test_table_strain.py (a CI-sized run) and bench/long_table.py (long
runs with figures): `StrainTable` sets the table up and makes its moves, drops and rejoins;
`play` is the loop; `Figures` what it counted."""

from __future__ import annotations

import json
import random
import statistics
import time
import traceback
from dataclasses import dataclass, field

from browser.play import SAVE_PREFIX, current_save_id, saved_game, start_game
from browser.session import BOOT_TIMEOUT
from browser.test_portroyal_page import check_against_engine, click_move, page_state, shown

from ludothek.core.game import Game
from ludothek.net.host import seat_view
from ludothek.web.core import policy

NAMES = ("Ann", "Ben", "Cid")
MOVE_TIMEOUT = 30_000  # ms for a move to reach every device (a lost move: it never does)
DROP_TIMEOUT = 60_000  # ms for the host to notice a guest gone
# Recorded in a guest's page before its own scripts: the last Seated message its data channel
# brought (the view the host sent for its seat, as received), and its RTCPeerConnections (so
# that a test can close its connection as a lost network would).
RECORDER = """(() => {
  window.__seated = null;
  window.__pcs = [];
  const Base = window.RTCPeerConnection;
  if (typeof Base !== "function") return;
  window.RTCPeerConnection = class extends Base {
    constructor(...args) { super(...args); window.__pcs.push(this); }
  };
  const own = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
  Object.defineProperty(RTCDataChannel.prototype, "onmessage", {
    configurable: true, enumerable: own.enumerable,
    get() { return own.get.call(this); },
    set(handler) {
      own.set.call(this, typeof handler !== "function" ? handler : function (event) {
        try {
          const message = JSON.parse(event.data);
          if (message.k === "seated") window.__seated = message;
        } catch (err) { /* not JSON: the page says so itself */ }
        return handler.call(this, event);
      });
    },
  });
})();"""
HISTORY_AT_LEAST = """([key, n]) => {
  const text = localStorage.getItem(key);
  return !!text && JSON.parse(text).moves.length >= n;
}"""
RECEIVED = "(({seat, view, undo} = {}) => ({seat, view, undo}))(window.__seated ?? undefined)"
SEATED_AT = "(n) => !!window.__seated && window.__seated.view.moves_played === n"


@dataclass
class Figures:
    """What a run counted. `problems`: every loss, doubling and mismatch, said."""

    moves: int = 0  # moves made (clicked and seen on every device)
    drops: int = 0
    rejoins: int = 0
    lost: int = 0
    doubled: int = 0
    mismatches: int = 0  # checks of a device's view against the engine that failed
    problems: list[str] = field(default_factory=list)
    move_seconds: list[float] = field(default_factory=list)  # click until every device shows it
    over: bool = False  # the game ended before the moves asked for

    def problem(self, kind: str, text: str) -> None:
        setattr(self, kind, getattr(self, kind) + 1)
        self.problems.append(f"{kind}: {text}")

    def summary(self) -> dict[str, object]:
        times = sorted(self.move_seconds)
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))] if times else None
        return {"moves made": self.moves, "drops": self.drops, "rejoins": self.rejoins,
                "lost": self.lost, "doubled": self.doubled,
                "view mismatches": self.mismatches,
                "time per move median s": round(statistics.median(times), 3) if times else None,
                "time per move p95 s": round(p95, 3) if p95 is not None else None}


def choose(game: Game, pick: random.Random, take_rate: float) -> str:
    """A person's move: repel or keep at random; on discovery fulfil an expedition where one
    can be, else draw up to four cards and stop; in Trade & Hire take a card with `take_rate`
    (low: the game lasts longer), else pass."""
    legal = game.legal_moves()
    if game.phase == "repel":
        return pick.choice(["repel", "keep"])
    if game.phase == "discover":
        exps = [m for m in legal if m.startswith("exp:")]
        if exps:
            return pick.choice(exps)
        return "draw" if "draw" in legal and len(game.turn_cards) < 4 else "stop"
    takes = [m for m in legal if m != "pass"]
    return pick.choice(takes) if takes and pick.random() < take_rate else "pass"


def engine_seated(game: Game, seat: int) -> dict[str, object]:
    """The Seated message the host should have sent last to `seat`, as JSON reads it back."""
    offer = policy.undo_offer(game)
    return json.loads(json.dumps({"seat": seat, "view": seat_view(game, seat),
                                  "undo": offer is not None and offer.seat == seat}))


def check_position(page, game: Game) -> None:
    """The position a device shows, as check_against_engine reads it, at a device whose seat
    is not to move (so offers no move)."""
    state = page_state(page)
    assert state["harbour"] == game.harbour
    assert state["pending"] == ([game.pending] if game.pending else [])
    assert state["expeditions"] == game.expeditions
    assert state["draw"] == str(len(game.draw)) and state["discard"] == str(len(game.discard))
    for seat, coins, points, cards in state["seats"]:
        s = int(seat)
        assert int(coins) == len(game.coins[s]) and int(points) == game.points(s)
        assert sorted(cards.split()) == sorted(game.persons[s] + game.done[s] + game.pirates[s])
    if not game.is_over:
        assert state["phase"] == [game.phase]
        assert state["history"][:len(game.turn_cards)] == [c for c, _, _ in game.turn_cards]
        assert game.names[game.to_move] in state["status"]
    assert page.locator(".log li").count() == len(game.log)


class StrainTable:
    """The host's device and the two guests' (each a browser context: a Session)."""

    def __init__(self, host_session, guest_sessions, figures: Figures | None = None):
        self.host_session = host_session
        self.sessions = {1 + i: s for i, s in enumerate(guest_sessions)}
        for s in guest_sessions:
            s.context.add_init_script(RECORDER)
        self.figures = figures or Figures()
        self.host = None
        self.guests: dict[int, object] = {}
        self.save_key = ""

    # ----- the table ---------------------------------------------------------------------------

    def set_up(self) -> None:
        """The host starts Port Royal for three people and invites seats 1 and 2; both guests
        open their invitations (booting side by side), their answers are pasted at the host."""
        host = self.host = self.host_session.open()
        start_game(host, "portroyal", names=NAMES, players=3)
        if host.locator("#overlay [data-action=reveal]").count():
            host.click("#overlay [data-action=reveal]")  # three people at one device so far
        self.save_key = SAVE_PREFIX + current_save_id(host)
        self._open_dialog()
        links = {seat: self._invite(seat) for seat in self.sessions}
        for seat, link in links.items():  # both boot at once
            self.guests[seat] = self.sessions[seat].open(link, ready=False)
        for seat in self.sessions:
            self._connect(seat)
        host.click("#overlay button[data-action=close-dialog]")

    def _dismiss(self) -> None:
        """The host's alert read and closed ("Ben has left the table"), if one is up."""
        dismiss = self.host.locator("#alert [data-action=dismiss]")
        if dismiss.count() and dismiss.is_visible():
            dismiss.click()

    def _open_dialog(self) -> None:
        host = self.host
        self._dismiss()
        host.click("button[data-action=share]")
        host.click("#overlay button[data-action=table]")
        host.wait_for_selector("#overlay .dialog.devices")

    def _invite(self, seat: int) -> str:
        """The seat's (new) invitation, from its row of the host's dialog: its link's #part."""
        self.host.click(f"#overlay li[data-seat='{seat}'] button[data-action=table-invite]")
        link = self.host.locator(f"#invite-{seat}")
        link.wait_for()
        text = link.input_value()
        assert "#join/LI1." in text, text
        return text[text.index("#"):]

    def _connect(self, seat: int) -> None:
        """The guest's answer pasted at the host; both sides say they are connected."""
        guest, host = self.guests[seat], self.host
        guest.wait_for_selector("#answer-code", timeout=BOOT_TIMEOUT)
        host.fill(f"#overlay li[data-seat='{seat}'] textarea[name=answer]",
                  guest.locator("#answer-code").input_value())
        host.click(f"#overlay li[data-seat='{seat}'] button[data-action=table-connect]")
        host.wait_for_selector(f"#overlay li[data-seat='{seat}'][data-connected]",
                               timeout=MOVE_TIMEOUT)
        guest.wait_for_selector(".table-banner[data-guest=playing]", timeout=MOVE_TIMEOUT)

    def drop_and_rejoin(self, seat: int, how: str) -> None:
        """The guest at `seat` drops out: "page" closes its page (a new page opens the new
        invitation, as the person reopening it would), "connection" closes its connection (the
        same page opens the new invitation). The host sees the seat away and invites it again
        from its dialog; the guest finds the game where it is (checked by the caller)."""
        guest = self.guests[seat]
        if how == "page":
            guest.close()
        else:
            guest.evaluate("window.__pcs.forEach((pc) => pc.close()); window.__seated = null")
        self.figures.drops += 1
        self._open_dialog()
        self.host.wait_for_selector(f"#overlay li[data-seat='{seat}'][data-away]",
                                    timeout=DROP_TIMEOUT)
        link = self._invite(seat)
        if how == "page":
            self.guests[seat] = self.sessions[seat].open(link)
        else:
            guest.evaluate("(hash) => { location.hash = hash; }", link)
        self._connect(seat)
        self.host.click("#overlay button[data-action=close-dialog]")
        self._dismiss()
        self.figures.rejoins += 1

    def close(self) -> None:
        for page in [self.host, *self.guests.values()]:
            if page is not None and not page.is_closed():
                page.close()

    # ----- moves and checks --------------------------------------------------------------------

    def device(self, seat: int):
        return self.host if seat == 0 else self.guests[seat]

    def history(self) -> list[str]:
        return list(saved_game(self.host).history)

    def move(self, pick: random.Random, take_rate: float) -> Game | None:
        """The seat to move clicks a move on its own device; wait until every device shows the
        position after it, count a move lost or doubled, check every device. Returns the game
        after it (None when over)."""
        figures = self.figures
        game = saved_game(self.host)
        if game.is_over:
            return None
        before = list(game.history)
        ply, seat = len(before), game.to_move
        move = choose(game, pick, take_rate)
        started = time.perf_counter()
        click_move(self.device(seat), game, move)
        try:
            self.host.wait_for_function(HISTORY_AT_LEAST, arg=[self.save_key, ply + 1],
                                        timeout=MOVE_TIMEOUT)
        except Exception:
            figures.problem("lost", f"move {ply + 1} {move!r} by seat {seat} never reached "
                            "the host's save")
            return saved_game(self.host)
        game = saved_game(self.host)
        self._wait_everywhere(len(game.history))
        figures.move_seconds.append(time.perf_counter() - started)
        history = list(game.history)
        if history[:ply] != before:
            figures.problem("lost", f"after move {ply + 1} the history before it changed: "
                            f"{before[-3:]} became {history[:ply][-3:]}")
        if history[ply:] != [move]:
            kind = "doubled" if len(history) > ply + 1 else "lost"
            figures.problem(kind, f"move {ply + 1} {move!r} by seat {seat}: the save holds "
                            f"{history[ply:]!r} after it")
        figures.moves += 1
        self.check(game)
        return game

    def _wait_everywhere(self, ply: int) -> None:
        self.host.wait_for_function(
            "(n) => Number(document.documentElement.dataset.ply) >= n", arg=ply,
            timeout=MOVE_TIMEOUT)
        for seat, guest in self.guests.items():
            try:
                guest.wait_for_function(SEATED_AT, arg=ply, timeout=MOVE_TIMEOUT)
                guest.wait_for_selector(
                    f"#app .game[data-ply='{ply}'] .table-banner[data-guest=playing]",
                    state="attached", timeout=MOVE_TIMEOUT)
            except Exception:
                self.figures.problem("mismatches", f"seat {seat} never showed ply {ply}")

    def check(self, game: Game) -> None:
        """Every device against the engine: its page as drawn, the moves it offers, and for a
        guest the view it received for its seat."""
        ply, to_move = len(game.history), game.to_move
        for seat in (0, *self.guests):
            page, where = self.device(seat), f"seat {seat} at ply {ply}"
            try:
                if seat == to_move:
                    check_against_engine(page, game)  # and exactly the legal moves offered
                else:
                    check_position(page, game)
                    offered = shown(page, "[data-action=move]", "move") + shown(
                        page, "[data-action=select]", "value")
                    assert offered == [], f"offers {offered} out of its turn"
                if seat == 0:
                    assert page.get_attribute("html", "data-ply") == str(ply)
                    assert page.locator("#overlay .privacy").count() == 0
                else:
                    received = page.evaluate(RECEIVED)
                    expected = engine_seated(game, seat)
                    if received != expected:
                        keys = sorted(k for k in expected["view"]
                                      if (received or {}).get("view", {}).get(k)
                                      != expected["view"][k])
                        raise AssertionError(
                            f"received view differs from the engine's in {keys}" if keys else
                            f"received seat/undo {(received or {}).get('seat')}/"
                            f"{(received or {}).get('undo')}, the engine's {seat}/"
                            f"{expected['undo']}")
            except AssertionError as err:
                line = (traceback.extract_tb(err.__traceback__)[-1].line or "").strip()
                said = str(err).strip().splitlines()[0] if str(err).strip() else line
                self.figures.problem("mismatches", f"{where}: {said[:300]}")


def play(table: StrainTable, moves: int, drop_every: int, seed: int = 48,
         take_rate: float = 0.15, report=None) -> Figures:
    """Make `moves` moves at `table` (set up), a guest dropping and rejoining after every
    `drop_every` moves (seats 1 and 2 in turn; a page closed, a connection closed, a
    connection closed, a page closed, and so on: each seat both ways within four drops). Stops early where the game ends. `report(figures)` after every move, if given."""
    figures, pick = table.figures, random.Random(seed)
    table.check(saved_game(table.host))
    drops = 0
    while figures.moves < moves:
        if table.move(pick, take_rate) is None:
            figures.over = True
            break
        if report is not None:
            report(figures)
        if drop_every and figures.moves % drop_every == 0 and figures.moves < moves:
            seat, how = 1 + drops % 2, ("page", "connection")[(drops // 2 + drops) % 2]
            drops += 1
            table.drop_and_rejoin(seat, how)
            game = saved_game(table.host)
            table._wait_everywhere(len(game.history))
            table.check(game)
    return figures
