"""Project package: settings, URLs, WSGI/ASGI entry points and the embedded dev database."""
