"""Shared test settings. Browser fixtures live in tests/browser/conftest.py."""

import os

import pytest
from hypothesis import HealthCheck, settings

# Property tests play whole games per example: no per-example deadline on a loaded 2-core box.
settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", parent=settings.get_profile("default"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")


PAGE_FOLDERS = ("webkit", "browser")  # in the order they run, before the engine's tests


def _folder(item: pytest.Item) -> str | None:
    path = str(item.fspath).replace(os.sep, "/")
    return next((folder for folder in PAGE_FOLDERS if f"tests/{folder}/" in path), None)


def pytest_collection_modifyitems(items):
    """Mark the page tests by their folder: `-m "not browser and not webkit"` runs the engine
    alone. The long tests run first, so that the two xdist workers end together: the WebKit
    tests (one xdist group, run one after the other on one worker), then the Chromium ones,
    then the short engine tests that fill the gaps; collected last, the WebKit group started
    when the other worker had little left and kept the run waiting for it."""
    for item in items:
        folder = _folder(item)
        if folder is not None:
            item.add_marker(getattr(pytest.mark, folder))
    rank = {folder: n for n, folder in enumerate(PAGE_FOLDERS)}
    items.sort(key=lambda item: rank.get(_folder(item) or "", len(PAGE_FOLDERS)))
