"""The page: pure-Python screens and markup, plus a thin layer (dom.py, app.py) that talks to
the browser. Everything but dom.py and app.py runs and is tested under CPython."""
