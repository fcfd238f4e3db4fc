"""Several devices at one table, no server (issue #35): the host device holds the game, each
guest device holds one seat. Plain Python, no browser: the codes two devices exchange to connect
(`codes`), the messages they send each other once connected (`messages`) and what the host
answers a guest (`host`). The WebRTC plumbing is static/rtc.js; the page's part is
web/hosting.py and web/guesting.py."""

# An invitation as a link: <site>#join/<code>. Here, so the page's router can know the route
# without loading the codes at every start.
JOIN_ROUTE = "join/"
