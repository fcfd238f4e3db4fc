# The two commands: `make serve` and `make test`. Each installs whatever is missing first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
# Test-only Python packages, pinned in pyproject.toml's [project.optional-dependencies].test
TEST_PINS = $(shell $(PYTHON) -c "import tomllib;print(' '.join(tomllib.load(open('pyproject.toml','rb'))['project']['optional-dependencies']['test']))")

.PHONY: serve test setup site dist browsers bench clean

serve: site
	$(PYTHON) tools/serve.py $(PORT)

# WebKit (tests/webkit) needs a display: the whole run gets a virtual one. pytest-xdist runs
# the tests on one worker per core (each with its own Chromium and served site): on 2 cores the
# whole run took 15.5 min against 20.3 min on one. The WebKit tests keep to one worker (their
# xdist_group), so WebKit starts once.
PYTEST_WORKERS ?= auto
test: site $(VENV)/.installed browsers
	$(VENV)/bin/mypy
	xvfb-run -a --server-args="-screen 0 1280x1024x24" $(PY) -m pytest -n $(PYTEST_WORKERS) \
	  --dist loadgroup $(PYTEST_ARGS)

setup: site $(VENV)/.installed browsers

# The page's runtime (Pyodide, PyScript, the QR decoder) from the npm lock file, and the Python
# bundle (tools/bundle.py fetches the wheels of tools/site-wheels.txt with pip when missing).
site: static/vendor/.installed
	$(PYTHON) tools/bundle.py

# The site alone, for a static host (README's "Publishing"): dist/, from the built site.
dist: site
	$(PYTHON) tools/dist.py

static/vendor/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	$(PYTHON) tools/bundle.py --vendor
	touch $@

# The page's QR encoder too (tools/site-wheels.txt, hash checked): its tests and mypy import it.
$(VENV)/.installed: pyproject.toml tools/site-wheels.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check $(TEST_PINS)
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --require-hashes \
	  -r tools/site-wheels.txt
	touch $@

# Debian's Chromium and WebKitGTK's WebDriver (Safari's engine) for the browser tests, and a
# virtual display for WebKit (Playwright's own browser download does not work here).
BROWSER_PACKAGES = chromium webkit2gtk-driver xvfb xauth
browsers:
	@test -x /usr/bin/chromium -a -x /usr/bin/WebKitWebDriver -a -x /usr/bin/xvfb-run || { \
	  echo "Installing $(BROWSER_PACKAGES) (needs root)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(BROWSER_PACKAGES); }

bench: site $(VENV)/.installed browsers
	$(PY) bench/run_all.py

clean:
	rm -rf static/vendor static/build $(VENV) node_modules wheels dist
