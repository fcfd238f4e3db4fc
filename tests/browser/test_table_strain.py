"""The table under strain (issue #48), CI-sized: a Port Royal table of three devices (a host
and two guests, each holding one seat) played for 60 moves by clicking at the device whose seat
is to move, a guest dropping out and invited again every 20 moves (seat 1 by closing its page,
seat 2 by losing its connection). No move lost or doubled, every device's view the engine's
for its seat after every move, no page error (conftest). The loop: tests/browser/table_strain.py,
shared with bench/long_table.py."""

from browser.table_strain import StrainTable, play

MOVES, DROP_EVERY = 60, 20


def test_three_devices_play_port_royal_through_drops_and_rejoins(new_session):
    table = StrainTable(new_session(), [new_session(), new_session()])
    table.set_up()
    figures = play(table, MOVES, DROP_EVERY, take_rate=0.3)
    assert figures.problems == []
    assert (figures.moves, figures.drops, figures.rejoins) == (MOVES, 2, 2), figures.summary()
    assert not figures.over
