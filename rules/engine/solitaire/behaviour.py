"""What the acting enemy unit does in a solo game (General enemy AI behavior), from the facts the player gives.

The chapter's rules are tried in its order of priority: mounted troops unload, infantry scavenge, officers order,
then the unit shoots the best target it can hurt, or moves with a purpose, or holds. Each proposal says why, and
which other actions the player may overrule it to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from rules.engine.registry import COVER_LEVELS, QUALITIES
from rules.engine.solitaire.activation import UNIT_TYPES, one_of

BANDS = ("super-close", "close", "medium", "far", "out-of-range")
ROLES = ("", "at-gun", "aa-gun", "artillery")
GEAR_KINDS = ("weapon", "support-weapon-short-of-crew", "vehicle")
OBJECTIVES = ("none", "away", "reached")
FOOT_SOLDIERS = ("ranking-officer", "squad-leader", "infantry", "crew")
SCAVENGERS = ("infantry", "squad-leader")
OVERRULES = ("shoot", "move", "hold")


@dataclass(frozen=True)
class Sighting:
    """One of the player's units the acting unit can see, as the player answered."""

    ref: int
    label: str
    unit_type: str
    points: int
    band: str  # out-of-range: out of the weapon's range
    cover: str = "none"
    armour: int = 0  # the armour value facing the acting unit (AFVs)
    in_arc: bool = True  # inside the acting unit's firing angle
    threatens_objective: bool = False
    firepower: int = 0  # its best small arms, HE or AP value: how dangerous it is

    def __post_init__(self) -> None:
        one_of("unit type", self.unit_type, UNIT_TYPES)
        one_of("range band", self.band, BANDS)
        one_of("cover", self.cover, COVER_LEVELS)


@dataclass(frozen=True)
class Gear:
    """Something abandoned within the acting unit's reach."""

    ref: int
    label: str
    kind: str
    superior: bool = True  # better than what the unit carries (weapons)

    def __post_init__(self) -> None:
        one_of("gear", self.kind, GEAR_KINDS)


@dataclass(frozen=True)
class Friend:
    """A friendly unit inside the officer's command radius that may still act."""

    ref: int
    label: str
    unit_type: str
    quality: str
    points: int
    firepower: int = 0

    def __post_init__(self) -> None:
        one_of("unit type", self.unit_type, UNIT_TYPES)
        one_of("quality", self.quality, QUALITIES)


@dataclass(frozen=True)
class Actor:
    """The enemy unit that acts."""

    ref: int
    label: str
    unit_type: str
    quality: str
    role: str = ""  # at-gun | aa-gun | artillery (infantry guns, howitzers, mortars) | "" for the rest
    small_arms: int = 0
    he: int = 0
    ap: int = 0
    carrying: bool = False  # a transport with infantry aboard
    aboard: bool = False  # a soldier riding in a vehicle
    first_action: bool = True  # its first action this activation
    actions_left: int = 1
    held_still: bool = False  # an event card keeps it from moving now (a traffic jam holds transports in turn 1)

    def __post_init__(self) -> None:
        one_of("unit type", self.unit_type, UNIT_TYPES)
        one_of("quality", self.quality, QUALITIES)
        one_of("role", self.role, ROLES)


@dataclass(frozen=True)
class Situation:
    actor: Actor
    sightings: tuple[Sighting, ...] = ()
    objective: str = "none"  # none: no objective in this mode; away; reached: the unit stands at it
    better_cover_near: bool = False
    gear: tuple[Gear, ...] = ()
    friends: tuple[Friend, ...] = ()  # officers only
    orders_left: int = 0  # officers only

    def __post_init__(self) -> None:
        one_of("objective", self.objective, OBJECTIVES)


@dataclass(frozen=True)
class Proposal:
    action: str  # drive-and-unload | scavenge | refill-crew | order | shoot | move | hold
    target: int | None = None  # sighting (shoot, and the enemy an officer aims at), gear (scavenge, refill-crew)
    move_towards: str = ""  # objective | enemy | cover | gear (moves); cover (drive-and-unload)
    ordered: tuple[int, ...] = ()  # friends to order, best first, at most orders_left
    reasons: tuple[str, ...] = ()
    alternatives: tuple[str, ...] = ()  # what the player may overrule it to


# --- targets ---------------------------------------------------------------------------------------------------


def armoured(s: Sighting) -> bool:
    return s.unit_type == "afv" or s.armour > 0


def can_hurt(actor: Actor, s: Sighting) -> bool:
    """Only AP hurts armour; only small arms or HE hurt everything else."""
    return actor.ap > 0 if armoured(s) else actor.small_arms > 0 or actor.he > 0


def _role_key(actor: Actor, s: Sighting) -> tuple[int, int]:
    if actor.role == "at-gun":
        return (0, s.armour) if armoured(s) else (1, 0)
    if actor.role == "artillery":
        if s.unit_type == "support-weapon":
            return (0, 0)
        return (1, COVER_LEVELS.index(s.cover)) if s.unit_type in FOOT_SOLDIERS else (2, 0)
    return (0, 0)


def target_key(actor: Actor, s: Sighting) -> tuple[int, ...]:
    """The gun's own preference, then the general rule (S11): threat to the objective, points, closer band, ref."""
    return (*_role_key(actor, s), not s.threatens_objective, -s.points, BANDS.index(s.band), s.ref)


def can_aim(actor: Actor, s: Sighting) -> bool:
    """Only an AT gun is held to its firing angle (the chapter names it; the rest can turn)."""
    return s.in_arc or actor.role != "at-gun"


def valid_target(actor: Actor, s: Sighting) -> bool:
    return s.band != "out-of-range" and can_aim(actor, s) and can_hurt(actor, s)


def target_order(actor: Actor, sightings: Sequence[Sighting]) -> tuple[Sighting, ...]:
    """The sightings the actor may shoot at and can hurt, best first."""
    return tuple(sorted((s for s in sightings if valid_target(actor, s)), key=lambda s: target_key(actor, s)))


def _why_first(actor: Actor, ranked: Sequence[Sighting]) -> str:
    first = ranked[0]
    if len(ranked) == 1:
        return "The only target in range it can hurt."
    second = ranked[1]
    pairs = zip(target_key(actor, first), target_key(actor, second), strict=True)
    deciding = next(i for i, (a, b) in enumerate(pairs) if a != b)
    if deciding < 2 and actor.role == "at-gun":
        return f"AT gun: AFVs in its firing angle first, the thinnest armour first (armour {first.armour})."
    if deciding == 0 and actor.role == "artillery":
        if first.unit_type == "support-weapon":
            return "Artillery: enemy support weapons first."
        return "Artillery: infantry before other targets."
    if deciding == 1:
        return f"Artillery: the infantry in the least cover first ({first.cover} cover)."
    return (
        "It threatens the mission objective: such targets come first (S11).",
        f"The most points on the Combat Score: {first.points} (S11).",
        f"Worth as much as {second.label}, and closer: {first.band} range (S11).",
        f"Tied with {second.label} on every count: the lower number first (S11).",
    )[deciding - 2]


def _names(sightings: Sequence[Sighting], keep: Callable[[Sighting], bool]) -> str:
    return ", ".join(s.label for s in sightings if keep(s))


def skipped(actor: Actor, sightings: Sequence[Sighting]) -> tuple[str, ...]:
    """A sentence for each kind of sighting it leaves alone, naming them."""
    in_range = [s for s in sightings if s.band != "out-of-range"]
    in_arc = [s for s in in_range if can_aim(actor, s)]
    groups = (
        ("Out of range", _names(sightings, lambda s: s.band == "out-of-range")),
        ("Outside its firing angle", _names(in_range, lambda s: not can_aim(actor, s))),
        ("No AP value to hurt armour", _names(in_arc, lambda s: armoured(s) and not can_hurt(actor, s))),
        ("No small arms or HE to hurt", _names(in_arc, lambda s: not armoured(s) and not can_hurt(actor, s))),
    )
    return tuple(f"{why}: {names}." for why, names in groups if names)


# --- the chapter's rules, in order -----------------------------------------------------------------------------


HELD_STILL = "An event card in force keeps it from moving this turn: it holds."


def can_move(actor: Actor) -> bool:
    """A rider goes where his vehicle goes; everything else moves (a support weapon 5 cm / 2 in a move, Movement)."""
    return not actor.aboard and not actor.held_still


def _finish(situation: Situation, proposal: Proposal) -> Proposal:
    actor = situation.actor
    open_to = {"shoot": bool(target_order(actor, situation.sightings)), "move": can_move(actor), "hold": True}
    alternatives = tuple(a for a in OVERRULES if a != proposal.action and open_to[a])
    return replace(proposal, alternatives=alternatives)


def _aboard(situation: Situation) -> Proposal | None:
    """A soldier activated while he rides gets out first: he can neither move nor take cover inside (S16)."""
    if not situation.actor.aboard or not situation.actor.first_action:
        return None
    return Proposal(
        "dismount", reasons=("It rides in a vehicle: it gets out first, into the best cover beside it (S16).",)
    )


def _mounted(situation: Situation) -> Proposal | None:
    actor = situation.actor
    if actor.unit_type != "transport" or not actor.carrying or not actor.first_action or actor.held_still:
        return None
    return Proposal(
        "drive-and-unload",
        move_towards="cover",
        reasons=(
            "Drives to the best cover in reach and unloads its infantry.",
            "A loaded transport always spends its first action this way.",
        ),
    )


def _scavenge(situation: Situation) -> Proposal | None:
    if situation.actor.unit_type not in SCAVENGERS:
        return None
    by_ref = sorted(situation.gear, key=lambda g: g.ref)
    guns = [g for g in by_ref if g.kind == "support-weapon-short-of-crew"]
    if guns:
        return Proposal(
            "refill-crew",
            target=guns[0].ref,
            reasons=(
                f"Joins the crew of {guns[0].label}.",
                "Infantry always spend an action making an abandoned support weapon in reach work again.",
            ),
        )
    weapons = [g for g in by_ref if g.kind == "weapon" and g.superior]
    if not weapons:
        return None
    return Proposal(
        "scavenge",
        target=weapons[0].ref,
        reasons=(f"Picks up {weapons[0].label}.", "Infantry always spend an action taking a better weapon in reach."),
    )


def _danger_key(s: Sighting) -> tuple[int, int, int, int]:
    return (-s.firepower, -s.points, BANDS.index(s.band), s.ref)


def _friend_key(f: Friend) -> tuple[int, int, int, int]:
    return (-f.firepower, -QUALITIES.index(f.quality), -f.points, f.ref)


def _orders(situation: Situation) -> Proposal | None:
    if situation.actor.unit_type != "ranking-officer" or not situation.friends or situation.orders_left < 1:
        return None
    ranked = sorted(situation.friends, key=_friend_key)
    chosen, waiting = ranked[: situation.orders_left], ranked[situation.orders_left :]
    reasons = [
        f"Orders {', '.join(f.label for f in chosen)}.",
        "An officer orders his best units first: the most firepower, then quality, then points (S11).",
    ]
    if waiting:
        reasons.append(f"No order left for {', '.join(f.label for f in waiting)}.")
    in_range = sorted((s for s in situation.sightings if s.band != "out-of-range"), key=_danger_key)
    if in_range:
        reasons.append(f"He aims them at the most dangerous enemy in sight: {in_range[0].label}.")
    else:
        reasons.append("No enemy in range to aim them at.")
    target = in_range[0].ref if in_range else None
    return Proposal("order", target=target, ordered=tuple(f.ref for f in chosen), reasons=tuple(reasons))


def _shoot(situation: Situation) -> Proposal | None:
    ranked = target_order(situation.actor, situation.sightings)
    if not ranked:
        return None
    reasons = (f"Shoots at {ranked[0].label}.", _why_first(situation.actor, ranked))
    return Proposal("shoot", target=ranked[0].ref, reasons=reasons + skipped(situation.actor, situation.sightings))


def _purpose(situation: Situation) -> tuple[str, tuple[str, ...]]:
    """Where the unit moves, in the chapter's order, with a sentence for each purpose passed over."""
    notes: list[str] = []
    if situation.objective == "away":
        return "objective", ("Moves towards the mission objective, its first purpose.",)
    if situation.objective == "reached":
        return "", ("It stands at the mission objective: it holds it (S14).",)
    if not situation.sightings:
        return "enemy", (*notes, "No enemy in sight: moves towards the nearest enemy it knows of (S12).")
    close = [s for s in situation.sightings if s.band == "super-close"]
    if not close:
        return "enemy", (*notes, "Moves towards the enemy: none is at super-close range yet.")
    notes.append(f"{close[0].label} is already at super-close range: no need to close in.")
    if situation.better_cover_near:
        return "cover", (*notes, "Moves to the better cover nearby.")
    useful = sorted((g for g in situation.gear if g.kind != "weapon" or g.superior), key=lambda g: g.ref)
    if useful:
        return "gear", (*notes, f"Moves to the abandoned {useful[0].label}.")
    return "", (*notes, "Nothing left to move towards: it holds.")


def _move_or_hold(situation: Situation) -> Proposal:
    actor = situation.actor
    lead = ("No target in range it can hurt.", *skipped(actor, situation.sightings)) if situation.sightings else ()
    if actor.aboard:
        return Proposal("hold", reasons=(*lead, "It rides in a vehicle and goes where the vehicle goes: it holds."))
    if actor.held_still:
        return Proposal("hold", reasons=(*lead, HELD_STILL))
    towards, notes = _purpose(situation)
    return Proposal("move" if towards else "hold", move_towards=towards, reasons=(*lead, *notes))


def propose(situation: Situation) -> Proposal:
    """What the acting unit does: the first of the chapter's rules that applies."""
    if situation.actor.actions_left < 1:
        raise ValueError(f"{situation.actor.label} has no action left this turn.")
    for rule in (_aboard, _mounted, _scavenge, _orders, _shoot):
        proposal = rule(situation)
        if proposal is not None:
            return _finish(situation, proposal)
    return _finish(situation, _move_or_hold(situation))
