"""The battle pages, one module per screen. `common` holds what they share; none imports another screen."""
