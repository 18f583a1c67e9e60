// Mounting and dismounting from the rider's sheet (seed 002, Mounted Combat): the rider's player picks a
// mount among the fight's combatants; the active GM checks and pairs them in the turn engine (engine
// `mountUp` / `dismount`: rider and mount act as one), sets or clears the rider's Mounted flag and says so
// in chat. The engine's `mounting` says who may be mounted, what it costs and when it is free.
import { dieStep } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { parseWith } from "../../actions/index";
import { mayActFor } from "../../chat/card-guard";
import { refusalOf, transition } from "../../action-points/index";
import { askForm, str } from "../../form-dialog";
import { combatantVisibleTo } from "../../permissions";
import { DS_AP } from "./ap-rules";
import { cannotAct, dsStats } from "./stats";
import { postLine } from "./line";
import { dsTurnOf, turnWrite, type DsTurn } from "./turn";
import { onActor } from "./on-actor";
import { offerThen } from "./opportunity";
import { ACTOR_SHAPE, MOUNT_SHAPE } from "./payloads";

export const DS_MOUNT_TEMPLATE = "systems/tempo/templates/die-step/mount-dialog.hbs";

/** The rider's turn in its begun fight (mounting pairs two of its combatants) and its mounting there. */
function riding(actor: Actor.Implementation, e = dsTurnOf(actor)) {
  if (!e) throw new RuleError("TEMPO.DieStep.Error.MountInFight");
  const s = dsStats(actor);
  const flags = { mounted: s.mounted, unskilledRider: s.unskilledRider, cannotAct: cannotAct(actor) };
  return { e, flags, m: dieStep.mounting(e.state, e.combatantId, flags) };
}

const nameIn = (e: DsTurn, id: string | null) => (id && e.combat.combatants.get(id)?.name) || "";

/** The mount a rider rides in its begun fight (the one that dodges for it), or null. */
export function mountActorOf(rider: Actor.Implementation): Actor.Implementation | null {
  const e = dsTurnOf(rider);
  const id = e ? dieStep.mountOf(e.state, e.combatantId) : null;
  return (id && e?.combat.combatants.get(id)?.actor) || null;
}

/** What the sheet shows in a begun fight: whom it rides or is ridden by, and why it may not (dis)mount now. */
export function mountingContext(actor: Actor.Implementation) {
  const turn = dsTurnOf(actor);
  if (!turn) return null;
  const { e, m } = riding(actor, turn);
  const why = (free: boolean) => (free ? null : refusalOf(e, DS_AP, { category: m.category }));
  return {
    role: m.role,
    partner: nameIn(e, m.partner),
    category: `TEMPO.DieStep.Category.${m.category}`,
    mountReason: m.mounts.length ? why(m.mountFree) : game.i18n.localize("TEMPO.DieStep.Mount.NoMount"),
    dismountReason: why(m.dismountFree),
  };
}

/** Mount…: the rider's player picks the mount; the GM pairs them (a minor action, exclusive unskilled). */
export const dsMount = onActor(parseWith(MOUNT_SHAPE, "dsMount"), {
  unavailable: (actor, _p, user) => (mayActFor(actor.uuid, user) ? null : "TEMPO.Error.NotAllowed"),
  async ask(actor, p) {
    const { e, m } = riding(actor);
    // as the tracker: a combatant the GM hid is not offered to a player
    const seen = m.mounts.filter((id) => combatantVisibleTo(e.combat.combatants.get(id)!, game.user));
    const mounts = seen.map((id) => ({ id, name: nameIn(e, id) }));
    if (mounts.length === 0) throw new RuleError("TEMPO.DieStep.Mount.NoMount");
    const answers = await askForm({
      title: game.i18n.localize("TEMPO.DieStep.Mount.Title"),
      content: await foundry.applications.handlebars.renderTemplate(DS_MOUNT_TEMPLATE, { mounts }),
      action: "mount",
      confirm: game.i18n.localize("TEMPO.DieStep.Mount.Confirm"),
      cancel: game.i18n.localize("TEMPO.DieStep.Mount.Cancel"),
      read: (get) => ({ mount: str(get("mount")) }),
    });
    return answers ? { ...p, ...answers } : null;
  },
  async perform(rider, { mount: mountId }, requester, mode) {
    const { e, flags, m } = riding(rider);
    if (!mountId) throw new RuleError("TEMPO.Error.BadRequest", { action: "dsMount" });
    if (!m.mountFree) DS_AP.assertMayAct?.(rider, null, rider.name ?? "");
    const opts = { unskilledRider: flags.unskilledRider, free: m.mountFree };
    // checked (the transition throws when refused) before the offer is posted
    const write = turnWrite(
      e,
      transition(e, () => dieStep.mountUp(e.state, e.combatantId, mountId, opts)),
    );
    await offerThen(rider, m.mountTriggers, mode, async () => write?.());
    if (!flags.mounted) await rider.update({ "system.stats.dieStep.mounted": true } as Actor.UpdateData);
    const names = { name: rider.name ?? "", mount: nameIn(e, mountId) };
    await postLine(rider, game.i18n.format("TEMPO.DieStep.Mount.Line", names), mode, [], requester);
  },
});

/** Dismount: the same action, from the pair's AP; free for a rider who cannot act (it falls). */
export const dsDismount = onActor(parseWith(ACTOR_SHAPE, "dsDismount"), {
  unavailable: (actor, _p, user) => (mayActFor(actor.uuid, user) ? null : "TEMPO.Error.NotAllowed"),
  ask(actor, p) {
    riding(actor); // refused here before anything is sent
    return Promise.resolve(p);
  },
  async perform(rider, _p, requester, mode) {
    const { e, flags, m } = riding(rider);
    if (m.role === "mount") throw new RuleError("TEMPO.DieStep.Mount.NotRider", { name: rider.name ?? "" });
    const opts = { unskilledRider: flags.unskilledRider, free: m.dismountFree };
    const write = turnWrite(
      e,
      transition(e, () => dieStep.dismount(e.state, e.combatantId, opts)),
    );
    await offerThen(rider, m.dismountTriggers, mode, async () => write?.());
    await rider.update({ "system.stats.dieStep.mounted": false } as Actor.UpdateData);
    const names = { name: rider.name ?? "", mount: nameIn(e, m.partner) };
    const key = `TEMPO.DieStep.Mount.${m.dismountFree ? "FallsLine" : "DismountLine"}`;
    await postLine(rider, game.i18n.format(key, names), mode, [], requester);
  },
});
