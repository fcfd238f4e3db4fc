"""segno's QR encoder (encoder.py and what it imports, from the pinned wheel) as the page loads
it (tools/bundle.py, static/build/segno.zip), under this package init instead of segno's own:
that one imports segno's writers (PNG, EPS, PDF, SVG files...), which through xml.sax reach
urllib.request, http.client and email, about 300 kB the page would load for nothing; the page
draws the code's SVG itself (ludothek/draw/qr.py)."""
