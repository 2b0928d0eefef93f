"""A small hand-written data pack: one nation, enough of everything to exercise every list."""

from __future__ import annotations

import copy


def small_pack() -> dict:
    return copy.deepcopy(
        {
            "format": "bof-data-pack/1",
            "name": "Test arsenal",
            "version": "1",
            "sample": False,
            "notes": "",
            "nations": [{"id": "germany", "name": "Germany", "side": "axis"}],
            "weapons": [
                {"id": "kar98k", "name": "Karabiner 98k", "nation": "germany", "slot": "primary", "kind": "rifle", "small_arms": 9},
                {"id": "stielhandgranate", "name": "Stielhandgranate", "nation": None, "slot": "side", "kind": "hand-grenade", "he": 12, "cost": 1, "uses_per_game": 1, "max_range_cm": 25},
            ],
            "units": [
                {"id": "de-officer", "nation": "germany", "name": "Leutnant", "type": "ranking-officer", "cost": {"regular": 0}, "movement": "foot", "weapons": ["kar98k"]},
                {"id": "de-rifleman", "nation": "germany", "name": "Schütze", "type": "infantry", "cost": {"conscript": 1, "regular": 2, "elite": 3}, "movement": "foot", "weapons": ["kar98k"]},
                {"id": "de-pz-iv", "nation": "germany", "name": "Panzer IV Ausf. G", "type": "afv", "armour": [5, 2, 1, 1], "small_arms": 9, "he": 12, "ap": 12, "cost": {"regular": 24, "elite": 28}, "crew": 5, "mobility": 3, "movement": "tracked", "attacks_per_turn": 2, "turret": True, "armoured": True, "notes": "80/30/20/10 mm; 40 km/h"},
            ],
            "doctrines": [
                {
                    "id": "de-infantry",
                    "nation": "germany",
                    "kind": "infantry",
                    "name": "Infantry doctrine",
                    "detachments": [
                        {
                            "id": "de-regular-infantry",
                            "name": "Regular infantry",
                            "officer": {"unit": "de-officer", "orders_per_turn": 3, "command_radius_cm": 20},
                            "qualities": ["conscript", "regular"],
                            "units": ["de-rifleman"],
                            "core": [{"unit": "de-rifleman", "count": 4}],
                        }
                    ],
                }
            ],
            "fieldworks": [{"id": "sandbags", "name": "Sandbags", "kind": "sandbags", "cost": 2, "cover": "medium"}],
            "event_cards": [{"id": "heavy-rain", "title": "Heavy rain", "text": "Vehicles abandon their highest die.", "duration_turns": 2}],
            "examples": [
                {"id": "de-rifles", "name": "Rifle squad", "detachment": "de-regular-infantry", "units": [{"unit": "de-rifleman", "quality": "regular", "count": 6}]}
            ],
        }
    )  # fmt: skip
