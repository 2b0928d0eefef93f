"""The arsenal (loaded from a data pack) and the players' detachments built from it."""

from armies.models.arsenal import *  # noqa: F403
from armies.models.arsenal import (  # noqa: F401 - the choices other modules use
    BLASTS,
    CARD_AFFECTS,
    COVER,
    DOCTRINE_KINDS,
    FIELDWORK_KINDS,
    MOVEMENTS,
    QUALITIES,
    SIDES,
    SLOTS,
    TOW_CLASSES,
    UNIT_TYPES,
)
from armies.models.open_fire import OpenFireForce, OpenFirePack  # noqa: F401
from armies.models.rosters import Detachment, RosterUnit  # noqa: F401
