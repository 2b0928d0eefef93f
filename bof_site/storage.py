"""The static files as production serves them: WhiteNoise's hashed and compressed copies, with every stylesheet
minified as it is written (rcssmin), so a phone fetches no comments and no indentation while the source keeps its
notes."""

from __future__ import annotations

import rcssmin
from django.core.files.base import ContentFile
from whitenoise.storage import CompressedManifestStaticFilesStorage


def minified_css(text: str) -> str:
    """A stylesheet without its comments and needless spaces; the same rules in the same order."""
    return rcssmin.cssmin(text)


class MinifiedCompressedManifestStorage(CompressedManifestStaticFilesStorage):
    def _save(self, name, content):
        """Every stylesheet written (the copy, then the hashed copy with its URLs rewritten) is written minified;
        WhiteNoise then compresses what was written."""
        if name.endswith(".css"):
            text = b"".join(content.chunks()).decode("utf-8")  # from its start, wherever hashing left it
            content = ContentFile(minified_css(text).encode("utf-8"))
        return super()._save(name, content)
