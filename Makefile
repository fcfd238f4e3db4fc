# The two commands: `make serve` and `make test`. Each installs whatever is missing first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
# Test-only Python packages, pinned in pyproject.toml's [project.optional-dependencies].test
TEST_PINS = $(shell $(PYTHON) -c "import tomllib;print(' '.join(tomllib.load(open('pyproject.toml','rb'))['project']['optional-dependencies']['test']))")

.PHONY: serve test setup site chromium bench clean

serve: site
	$(PYTHON) tools/serve.py $(PORT)

test: site $(VENV)/.installed chromium
	$(VENV)/bin/mypy
	$(PY) -m pytest $(PYTEST_ARGS)

setup: site $(VENV)/.installed chromium

# The page's runtime (Pyodide, PyScript) from the npm lock file, and the Python bundle.
site: static/vendor/.installed
	$(PYTHON) tools/bundle.py

static/vendor/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	$(PYTHON) tools/bundle.py --vendor
	touch $@

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check $(TEST_PINS)
	touch $@

# Debian's Chromium for the browser tests (Playwright's own browser download does not work here).
chromium:
	@test -x /usr/bin/chromium || { \
	  echo "Installing Debian's chromium (needs root)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

bench: site $(VENV)/.installed chromium
	$(PY) bench/run_all.py

clean:
	rm -rf static/vendor static/build $(VENV) node_modules
