import os

from django.core.wsgi import get_wsgi_application

from bof_site import heap

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bof_site.settings")
application = get_wsgi_application()
heap.settle(heap.warm_django)  # each gunicorn worker imports this module once: freeze what it loaded
