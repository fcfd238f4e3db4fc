"""Shared test settings. Browser fixtures live in tests/browser/conftest.py."""

import os

import pytest
from hypothesis import HealthCheck, settings

# Property tests play whole games per example: no per-example deadline on a loaded 2-core box.
settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", parent=settings.get_profile("default"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")


def pytest_collection_modifyitems(items):
    """Mark the page tests by their folder: `-m "not browser and not webkit"` runs the engine alone."""
    for item in items:
        path = str(item.fspath).replace(os.sep, "/")
        for folder in ("browser", "webkit"):
            if f"tests/{folder}/" in path:
                item.add_marker(getattr(pytest.mark, folder))
