"""The static files as production serves them: WhiteNoise's hashed and compressed copies, with every stylesheet and
every script of ours minified as it is written (rcssmin, rjsmin), so a phone fetches no comments and no indentation
while the source keeps its notes."""

from __future__ import annotations

import rcssmin
import rjsmin
from django.core.files.base import ContentFile
from whitenoise.storage import CompressedManifestStaticFilesStorage


def minified_css(text: str) -> str:
    """A stylesheet without its comments and needless spaces; the same rules in the same order."""
    return rcssmin.cssmin(text)


def minified_js(text: str) -> str:
    """A script without its comments and needless spaces; the same statements."""
    return rjsmin.jsmin(text)


def minified(name: str, text: str) -> str | None:
    """The file's minified text if it is ours to minify (a stylesheet, a script not minified already), else None."""
    if name.endswith(".css"):
        return minified_css(text)
    if name.endswith(".js") and not name.endswith(".min.js"):
        return minified_js(text)
    return None


class MinifiedCompressedManifestStorage(CompressedManifestStaticFilesStorage):
    def _save(self, name, content):
        """Every stylesheet and script written (the copy, then the hashed copy with its URLs rewritten) is written
        minified; WhiteNoise then compresses what was written."""
        if name.endswith((".css", ".js")):
            text = b"".join(content.chunks()).decode("utf-8")  # from its start, wherever hashing left it
            small = minified(name, text)
            if small is not None:
                content = ContentFile(small.encode("utf-8"))
        return super()._save(name, content)
