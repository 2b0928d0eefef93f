"""SkirmishCorps' rulings (Q1, Q2, ...), where its foot-unit actions text is open or points to sections it does not
contain: each module exports RULINGS (rules.system_content reads them), in our own words."""
