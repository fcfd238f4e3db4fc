"""The page's update loop in CPython, as app.py runs it in the browser: events in, the
storage's effects run by the page's own Shelf on a dict backend, answers fed back. The
computer's search is the real bot at a small budget. What needs a browser (drawing, focus,
files, the clipboard) is recorded instead of done."""

from __future__ import annotations

from ludothek.bots import choose_move
from ludothek.web.core import effects as fx
from ludothek.bots.review import judge
from ludothek.web.core.events import Event, HintFound, QrLoaded, ReviewStep, SearchDone
from ludothek.web.core.page import Screen, screen
from ludothek.web.play.screen import Memo
from ludothek.web.home.shelf import Shelf
from ludothek.web.core.state import PageState
from ludothek.web.home.store import StorageFull
from ludothek.web.core.loop import Loop


class DictBackend:
    """localStorage's contract: strings in, strings out; a quota makes writes fail."""

    def __init__(self, quota=None):
        self.data, self.quota = {}, quota

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise StorageFull("quota exceeded")
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


class Driver(Loop):
    """One page: its state, its storage, and what it was asked to do that needs a browser."""

    survives_bugs = False

    def __init__(self, state: PageState | None = None, backend: DictBackend | None = None,
                 think: bool = True) -> None:
        super().__init__(state or PageState(lang="en"))
        self.backend = backend or DictBackend()
        self.shelf = Shelf(self.backend, lambda: 0)
        self.store = self.shelf.store
        self.downloaded = ""  # the last backup's text
        self.think = think  # run the computer's searches at once (else they stay pending)
        self.load_qr = True  # the QR encoder loads at once (else its loading stays pending)
        self.pending: list[fx.Effect] = []  # searches and timers not run
        self.done: list[fx.Effect] = []  # every effect, in order
        self.hash = ""
        self.redraws = 0

    def send(self, event: Event) -> PageState:
        """Dispatch `event` as the page does, and the state after it."""
        self.dispatch(event)
        return self.state

    def wait(self, rounds: int = 50) -> PageState:
        """Let the timers run out (the computer's pause before its next move, the settling of
        a tap) until none is left, as time passing would."""
        for _ in range(rounds):
            timers = [e for e in self.pending if isinstance(e, fx.Later)]
            if not timers:
                break
            self.pending = [e for e in self.pending if not isinstance(e, fx.Later)]
            for timer in timers:
                self.dispatch(timer.event)
        return self.state

    def draw(self) -> None:
        self.redraws += 1

    def run(self, effect: fx.Effect, context: object = None) -> Event | None:
        self.done.append(effect)
        if isinstance(effect, fx.STORAGE):
            return self.shelf.run(effect, self.state.lang)
        if isinstance(effect, fx.SetHash):
            self.hash = effect.fragment
        elif isinstance(effect, fx.Think) and self.think:
            move = choose_move(effect.game, effect.level, seed=1, max_seconds=0.05)
            return SearchDone(effect.token, move, self.stored())
        elif isinstance(effect, fx.FindHint) and self.think:
            return HintFound(effect.token, choose_move(effect.game, "normal", seed=1,
                                                       max_seconds=0.05))
        elif isinstance(effect, fx.ReviewPly) and self.think:
            return self.judged(effect)
        elif isinstance(effect, fx.LoadQr) and self.load_qr:
            return QrLoaded(True)  # segno is installed here (tools/site-wheels.txt)
        elif isinstance(effect, fx.ExportBackup):
            name, self.downloaded, said = self.shelf.backup()
            return said
        elif isinstance(effect, (fx.Think, fx.FindHint, fx.Later, fx.ReviewPly, fx.LoadQr)):
            self.pending.append(effect)
        return None

    @staticmethod
    def judged(effect: fx.ReviewPly, iterations: int = 6) -> ReviewStep:
        """The review's move judged as the worker does, at a small budget."""
        game = effect.game
        before = game.replayed(game.history[:effect.ply])
        judged = judge(before, game.history[effect.ply], effect.ply, list(effect.previous),
                       effect.seed, iterations)
        return ReviewStep(effect.token, effect.ply, dict(judged))

    def stored(self) -> tuple[str, ...] | None:
        return self.shelf.moves(self.state.save_id)

    def screen(self) -> Screen:
        return screen(self.state, Memo())

    def effects_of(self, kind: type) -> list:
        return [e for e in self.done if isinstance(e, kind)]
