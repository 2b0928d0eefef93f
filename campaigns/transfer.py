"""campaign.json: the whole campaign (its settings, players, forces, games and ledger) as one document, for a group
moving to another server; and the import that restores it, checked before anything is written.

Players are matched by their account names on the new server. Battles stay where they were played: a game keeps its
battle's code as text. The ledger's chain and its morale rolls are checked with fairplay.py, and the games, points and
forces must agree with the ledger, as verify_campaign holds them (an edited file is refused)."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import DataError, IntegrityError, models, transaction
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext

from bof_site.refusals import Refused
from campaigns.models import Campaign, Entry, Force, Game, Member
from campaigns.verify import verify_campaign

FORMAT = "bof-campaign/1"
CAMPAIGN_FIELDS = ("code", "name", "measure", "house_rules", "pack_version", "state", "public", "server_seed",
                   "commitment", "head_hash", "entry_count", "roll_count", "version")  # fmt: skip
GAME_FIELDS = ("number", "scenario", "attacker", "map", "by_hand", "state", "result", "reason", "combat_score_a",
               "combat_score_b", "confirmed_a", "confirmed_b")  # fmt: skip
ENTRY_FIELDS = ("seq", "kind", "by_name", "summary", "data", "rolls", "voids", "points_a", "points_b", "prev_hash",
                "hash", "key")  # fmt: skip


def export_campaign(campaign: Campaign) -> dict:
    """Everything needed to restore the campaign elsewhere (its seed included: an organiser's download)."""
    return {
        "format": FORMAT,
        "campaign": {
            **{f: getattr(campaign, f) for f in CAMPAIGN_FIELDS},
            "created_at": campaign.created_at.isoformat(),
            "ended_at": campaign.ended_at.isoformat() if campaign.ended_at else None,
        },
        "members": [
            {
                "account": m.user.get_username(),
                "display_name": m.display_name,
                "side": m.side,
                "is_organiser": m.is_organiser,
                "position": m.position,
                "client_seed": m.client_seed,
            }
            for m in campaign.members.select_related("user").order_by("position")
        ],  # fmt: skip
        "forces": [
            {"side": f.side, "roster": f.roster, "source": f.source, "chosen_by": f.chosen_by.position}
            for f in campaign.forces.select_related("chosen_by")
        ],
        "games": [
            {**{f: getattr(g, f) for f in GAME_FIELDS}, "battle": g.battle.code if g.battle_id else g.battle_code}
            for g in campaign.games.select_related("battle")
        ],
        "ledger": [
            {
                **{f: getattr(e, f) for f in ENTRY_FIELDS},
                "key": str(e.key) if e.key else None,
                "created_at": e.created_at.isoformat(),
            }
            for e in campaign.entries.order_by("seq")
        ],  # fmt: skip
    }


def import_campaign(doc: object) -> Campaign:
    """Restore an exported campaign, or refuse it with what is wrong; nothing is written unless all of it holds."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise Refused(gettext("This is not a campaign file (format %(format)s).") % {"format": FORMAT})
    try:
        with transaction.atomic():
            campaign = _write(doc)
            report = verify_campaign(campaign)
            if not report.ok:
                raise Refused(
                    gettext("The file does not hold together: %(problem)s. Nothing was imported.")
                    % {"problem": report.problems[0]}
                )
    except (ValidationError, DataError) as exc:  # a value no export holds: too long, out of range, not a choice
        said = exc.message_dict.items() if isinstance(exc, ValidationError) else [("", [str(exc).splitlines()[0]])]
        problem = "; ".join(f"{field}: {' '.join(why).rstrip('.')}".lstrip(": ") for field, why in sorted(said))
        raise Refused(
            gettext("The campaign file holds a value this server cannot keep (%(problem)s). Nothing was imported.")
            % {"problem": problem}
        ) from None
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as exc:
        raise Refused(
            gettext("The campaign file is incomplete (%(kind)s: %(why)s). Nothing was imported.")
            % {"kind": exc.__class__.__name__, "why": exc}
        ) from None
    except IntegrityError:  # rows that contradict each other (two players in one place): checked by Postgres
        raise Refused(
            gettext("The file does not hold together: %(problem)s. Nothing was imported.")
            % {"problem": gettext("two of its rows claim the same place")}
        ) from None
    return campaign


def _checked(row: models.Model) -> models.Model:
    """A row of the file, its values checked as a form checks them (lengths, numbers in range, choices, types)
    before anything is written; the rows it points to are this import's own."""
    relations = [f.name for f in row._meta.fields if f.is_relation]
    row.full_clean(exclude=relations, validate_unique=False, validate_constraints=False)
    return row


def _write(doc: dict) -> Campaign:
    data = doc["campaign"]
    if Campaign.objects.filter(code=data["code"]).exists():
        raise Refused(gettext("A campaign with the code %(code)s is already on this server.") % {"code": data["code"]})
    users = get_user_model().objects.in_bulk([m["account"] for m in doc["members"]], field_name="username")
    missing = [m["account"] for m in doc["members"] if m["account"] not in users]
    if missing:
        raise Refused(
            gettext("These players need an account here first (the same name): %(names)s.")
            % {"names": ", ".join(missing)}
        )
    ended = parse_datetime(data["ended_at"]) if data["ended_at"] else None
    campaign = _checked(Campaign(**{f: data[f] for f in CAMPAIGN_FIELDS}, ended_at=ended))
    campaign.save()
    Campaign.objects.filter(pk=campaign.pk).update(created_at=parse_datetime(data["created_at"]))
    members = {}
    for m in doc["members"]:
        member = _checked(Member(campaign=campaign, user=users[m["account"]], position=m["position"],
                                 display_name=m["display_name"], side=m["side"], is_organiser=m["is_organiser"],
                                 client_seed=m["client_seed"]))  # fmt: skip
        member.save()
        members[m["position"]] = member
    for f in doc["forces"]:
        _checked(Force(campaign=campaign, side=f["side"], roster=f["roster"], source=f["source"],
                       chosen_by=members[f["chosen_by"]])).save()  # fmt: skip
    for g in doc["games"]:
        _checked(Game(campaign=campaign, battle_code=g["battle"] or "", **{f: g[f] for f in GAME_FIELDS})).save()
    Entry.objects.bulk_create(
        _checked(
            Entry(campaign=campaign, created_at=parse_datetime(e["created_at"]), **{f: e[f] for f in ENTRY_FIELDS})
        )
        for e in doc["ledger"]
    )
    return campaign
