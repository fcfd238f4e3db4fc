"""Nim, a tiny game that lives only in the tests: the proof that a game joins Ludothek without
touching a shared file. The registry finds it as a top-level package named `ludothek_*`, and
the contract suite (tests/contract) runs it like every other game.

Rules: heaps of counters; in turn, a player takes one or more counters from one heap. Whoever
takes the last counter wins (option "misere": loses). With "hidden" on, a secret heap only the
second player knows about shows how hidden information passes the contract.
"""

from ludothek.core.spec import GameSpec, Option

SPEC = GameSpec(
    id="nim",
    min_players=2, max_players=3,
    minutes=(2, 5),
    options=(Option("heaps", "3-5-7", ("3-5-7", "1-2-3-4")), Option("misere", False),
             Option("hidden", False)),
    hidden_hands=True,
)
