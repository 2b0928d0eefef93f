"""The table's logic: what the rules and the app's rulings mean for one battle's state and units. No writes."""
