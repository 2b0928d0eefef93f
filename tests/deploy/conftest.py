"""The deployment tests' fixtures: the cluster of servers behind haproxy (tests/deploy/cluster.py), and the browser
tests' Chromium."""

from tests.deploy.cluster import cluster, haproxy, shared_database  # noqa: F401  (fixtures)
from tests.e2e.conftest import browser  # noqa: F401
