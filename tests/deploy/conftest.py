"""The deployment tests' fixtures: the cluster of servers behind haproxy (tests/deploy/cluster.py). Their Chromium is
the session's one browser (tests/browser.py, through the root conftest)."""

from tests.deploy.cluster import cluster, haproxy, shared_database  # noqa: F401  (fixtures)
