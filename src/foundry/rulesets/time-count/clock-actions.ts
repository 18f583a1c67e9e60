import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { attackCardOf as attackCard } from "../../chat/create-card";
import { assertGM, assertOwnerOrGM } from "../../permissions";
import type { ClockAction, RequestPayload } from "../definition";
import { combatantOf, outOfFight, tcCombat, timelineOf, writeTimeline } from "./clock";
import { engineDice, speedFactorFor } from "./speed";
import { speedClassOf, tcStats, tcWeapon } from "./stats";

/** Half a second of world time per count ("Each TC unit is roughly equivalent to half a second"). */
export const SECONDS_PER_COUNT = 0.5;

const text = (payload: RequestPayload, key: string): string => String(payload[key] ?? "");

/**
 * GM: every combatant not yet on the Time Count enters it: initiative 1d6+4 with its modifiers
 * (+1d6 and unsteady when surprised), its first turn that many counts after the current count.
 * One batched Combatant write. An initiative already rolled (Foundry's own button) is kept.
 */
const rollInitiative: ClockAction = async (raw, _payload, requester) => {
  assertGM(requester);
  const combat = tcCombat(raw);
  const before = timelineOf(combat);
  let after = before;
  for (const c of combat.combatants) {
    if (!c.id || !c.actor || outOfFight(c) || c.clock?.nextCount !== null) continue;
    const surprised = c.clock?.surprised === true;
    let initiative = c.initiative;
    if (initiative === null) {
      // The initiative die, then the surprise die: Foundry rolls them, the engine adds them up.
      const stats = tcStats(c.actor);
      const dice = await engineDice(surprised ? "2d6" : "1d6");
      initiative = timeCount.rollInitiative(
        { bonus: stats.attributes.wisdom + stats.initiativeBonus, surprised },
        dice,
      ).total;
    } else if (surprised) {
      initiative += (await engineDice("1d6"))(6);
    }
    after = timeCount.addCombatant(after, { id: c.id, initiative, unsteady: surprised });
  }
  await writeTimeline(combat, before, after);
};

/** GM: marks a combatant surprised (or not) before it enters the Time Count. One write. */
const toggleSurprise: ClockAction = async (raw, payload, requester) => {
  assertGM(requester);
  const combat = tcCombat(raw);
  const c = combatantOf(combat, text(payload, "combatantId"));
  if (c.clock?.nextCount !== null)
    throw new RuleError("TEMPO.TimeCount.Error.AlreadyPlaced", { name: c.name ?? "" });
  await c.update({ system: { surprised: !(c.clock?.surprised ?? false) } });
};

/** GM: the count moves on to the next occupied count: one Combat write; world time follows. */
const advance: ClockAction = async (raw, _payload, requester) => {
  assertGM(requester);
  const combat = tcCombat(raw);
  const before = timelineOf(combat);
  const after = timeCount.advanceCount(before);
  await combat.update({ system: { count: after.count } });
  await game.time.advance((after.count - before.count) * SECONDS_PER_COUNT);
};

/** The SF of what the combatant just did: a weapon (its speed class), or an action of the table. */
async function actionSpeed(actor: Actor.Implementation, payload: RequestPayload) {
  const itemId = text(payload, "itemId");
  const stats = tcStats(actor);
  const impairment = timeCount.impairmentPenalties(stats.impairments).weaponSpeedFactor;
  if (itemId) {
    const item = actor.items.get(itemId);
    if (!item || item.type !== "weapon") throw new RuleError("TEMPO.Error.NoSuchWeapon");
    const speedClass = speedClassOf(tcWeapon(item).stats.speedClass);
    return { sf: await speedFactorFor(actor, speedClass, impairment), pending: null };
  }
  const action = timeCount.combatAction(text(payload, "actionKey"));
  if (action.speed.kind !== "class") throw new RuleError("TEMPO.TimeCount.Error.NotFromTracker");
  const sf = await speedFactorFor(actor, action.speed.speedClass);
  return { sf, pending: action.effectAtEndOfDelay ? action.key : null };
}

/**
 * The combatant due now completes an action (an attack from its sheet, or an action picked in the
 * tracker): its next turn is now + SF. After an attack card that fumbled, the turn ends with 1d6
 * more on the weapon's SF and the actor unsteady. One batched Combatant write.
 */
const act: ClockAction = async (raw, payload, requester) => {
  const combat = tcCombat(raw);
  const c = combatantOf(combat, text(payload, "combatantId"));
  assertOwnerOrGM(c, requester);
  const actor = c.actor;
  if (!actor || !c.id) throw new RuleError("TEMPO.Error.MissingActor");
  const before = timelineOf(combat);
  if (!timeCount.isDueNow(before, c.id))
    throw new RuleError("TEMPO.TimeCount.Error.NotYourTurn", { id: c.name ?? "" });
  const speed = await actionSpeed(actor, payload);
  const pending = speed.pending;
  let sf = speed.sf;
  let unsteady = false;
  const messageId = text(payload, "messageId");
  if (messageId) {
    const message = game.messages.get(messageId);
    const card = message ? attackCard(message) : null;
    if (!card || card.attacker !== actor.uuid) throw new RuleError("TEMPO.Error.MissingCard");
    if (card.fumble) {
      const outcome = timeCount.fumble(sf, await engineDice("1d6"));
      sf = outcome.speedFactor;
      unsteady = outcome.unsteady;
    }
  }
  const after = timeCount.completeAction(before, c.id, sf, { unsteady, ...(pending ? { pending } : {}) });
  await writeTimeline(combat, before, after);
};

/** The combatant due now waits: one count, or until `until` (a later count). One write. */
const delay: ClockAction = async (raw, payload, requester) => {
  const combat = tcCombat(raw);
  const c = combatantOf(combat, text(payload, "combatantId"));
  assertOwnerOrGM(c, requester);
  if (!c.id) throw new RuleError("TEMPO.Error.MissingActor");
  const before = timelineOf(combat);
  if (!timeCount.isDueNow(before, c.id))
    throw new RuleError("TEMPO.TimeCount.Error.NotYourTurn", { id: c.name ?? "" });
  const until = Number(payload.until ?? before.count + 1);
  await writeTimeline(combat, before, timeCount.delayTurn(before, c.id, until));
};

/** "Ready an action" (Rapid): its SF is rolled or static; the action is held until triggered. One write. */
const ready: ClockAction = async (raw, payload, requester) => {
  const combat = tcCombat(raw);
  const c = combatantOf(combat, text(payload, "combatantId"));
  assertOwnerOrGM(c, requester);
  if (!c.actor || !c.id) throw new RuleError("TEMPO.Error.MissingActor");
  const before = timelineOf(combat);
  if (!timeCount.isDueNow(before, c.id))
    throw new RuleError("TEMPO.TimeCount.Error.NotYourTurn", { id: c.name ?? "" });
  const speed = timeCount.combatAction("readyAction").speed;
  const sf = await speedFactorFor(c.actor, speed.kind === "class" ? speed.speedClass : "rapid");
  const trigger = text(payload, "trigger") || game.i18n.localize("TEMPO.TimeCount.Tracker.ReadiedDefault");
  await writeTimeline(combat, before, timeCount.readyAction(before, c.id, sf, trigger));
};

/** A readied action goes off now: the combatant becomes due at the current count. One write. */
const trigger: ClockAction = async (raw, payload, requester) => {
  const combat = tcCombat(raw);
  const c = combatantOf(combat, text(payload, "combatantId"));
  assertOwnerOrGM(c, requester);
  if (!c.id) throw new RuleError("TEMPO.Error.MissingActor");
  const before = timelineOf(combat);
  await writeTimeline(combat, before, timeCount.triggerReadied(before, c.id));
};

export const clockActions: Record<string, ClockAction> = {
  rollInitiative,
  toggleSurprise,
  advance,
  act,
  delay,
  ready,
  trigger,
};
