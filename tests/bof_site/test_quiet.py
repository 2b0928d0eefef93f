"""The dev server's console leaves out the phones' polls that went well (issue 15) and prints everything else."""

from __future__ import annotations

import logging

import pytest

from bof_site.quiet import QuietPolls


def _line(request: str, status: str) -> logging.LogRecord:
    # As django.core.servers.basehttp.WSGIRequestHandler.log_message logs a request.
    return logging.makeLogRecord({"name": "django.server", "msg": '"%s" %s %s', "args": (request, status, "0")})


@pytest.mark.parametrize(
    ("request_line", "status", "printed"),
    [
        ("GET /battles/K7PQ2M/poll/?v=12&phase=playing HTTP/1.1", "204", False),
        ("GET /battles/K7PQ2M/poll/?v=12 HTTP/1.1", "200", False),
        ("GET /battles/K7PQ2M/events/?v=12 HTTP/1.1", "204", False),
        ("GET /dice/K7PQ2M/poll/?v=3 HTTP/1.1", "204", False),
        ("GET /battles/K7PQ2M/poll/?v=12 HTTP/1.1", "500", True),  # a failing poll is news
        ("GET /battles/K7PQ2M/poll/?v=12 HTTP/1.1", "404", True),
        ("GET /battles/K7PQ2M/ HTTP/1.1", "200", True),
        ("POST /battles/K7PQ2M/turn/act/ HTTP/1.1", "302", True),
        ("GET /rules/poll/ HTTP/1.1", "200", True),
    ],
)
def test_it_leaves_out_only_the_polls_that_went_well(request_line, status, printed):
    assert QuietPolls().filter(_line(request_line, status)) is printed


def test_the_dev_server_logger_uses_it():
    handlers = logging.getLogger("django.server").handlers
    assert any(isinstance(f, QuietPolls) for h in handlers for f in h.filters)
