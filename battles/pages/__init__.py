"""What each part of the table page shows, built from reads only (no views, no writes)."""
