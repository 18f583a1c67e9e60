import { combatAction, int, optText, type RollMode } from "../../actions/index";
import { withRollMode } from "../../chat/roll-mode";
import { recordingRolls, takeRolls, type TempoRoll } from "../../dice";
import { actLabel, actLine, plainLine } from "./act-line";
import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { tcCardOf as attackCard } from "./card-data";
import { assertGM, assertOwnerOrGM } from "../../permissions";
import type { Posted } from "../../chat/roll-mode";
import type { TempoCombat } from "../../documents/combat";
import type { CombatWrite } from "../definition";
import {
  assertMayAct,
  dueIndex,
  type Turn,
  combatantOf,
  dueTurn,
  outOfFight,
  tcCombat,
  timelineOf,
  writeTimeline,
} from "./clock";
import { resolveIntent } from "./intents";
import { TC_STATS } from "./damage";
import { EMPTY_PREPARATION } from "./spell-state";
import { engineDice, speedFactorFor } from "./speed";
import { scriptedDice } from "../../../engine/core/dice";
import { tcStats, tcWeapon, writeTc } from "./stats";
import { wakeOnClock, wakeStops } from "./waking";
import { marksOnAct } from "./marks";
import { ACT, actPayload, type ActInput, type ActPayload, ON_COMBAT, ON_COMBATANT } from "./act-payload";

/** Half a second of world time per count ("Each TC unit is roughly equivalent to half a second"). */
export const SECONDS_PER_COUNT = 0.5;

const escape = (value: string): string => foundry.utils.escapeHTML(value);

/**
 * GM: every combatant not yet on the Time Count enters it: initiative 1d6+4 with its modifiers
 * (+1d6 and unsteady when surprised), its first turn that many counts after the current count.
 * One batched Combatant write. An initiative already rolled (Foundry's own button) is kept.
 */
async function rollInitiative(
  combat: TempoCombat,
  _p: unknown,
  requester: User.Implementation,
  mode: RollMode,
): Promise<void> {
  assertGM(requester);
  const before = timelineOf(combat);
  let after = before;
  const rolled: Rolled[] = [];
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
    const count = timeCount.combatant(after, c.id).next;
    rolled.push({ name: c.name ?? "", initiative, count, rolls: takeRolls(), hidden: c.hidden });
  }
  await writeTimeline(combat, before, after);
  await postInitiative(rolled, mode, requester);
}

interface Rolled {
  name: string;
  initiative: number;
  count: number;
  rolls: TempoRoll[];
  hidden: boolean;
}

/**
 * The initiative rolled, in chat with its Rolls (issue 13: Dice So Nice and the chat show them): one line
 * per combatant in the GM's roll mode; hidden combatants in their own line whispered to the GMs.
 */
async function postInitiative(
  rolled: readonly Rolled[],
  mode: RollMode,
  author: User.Implementation,
): Promise<void> {
  const messages = [false, true].flatMap((hidden) => {
    const part = rolled.filter((r) => r.hidden === hidden && r.rolls.length > 0);
    if (part.length === 0) return [];
    const items = part.map((r) =>
      game.i18n.format("TEMPO.TimeCount.Chat.InitiativeOf", {
        name: escape(r.name),
        initiative: String(r.initiative),
        count: String(r.count),
      }),
    );
    const content = `<div class="tempo-tc-initiative-line"><h4>${game.i18n.localize(
      "TEMPO.TimeCount.Chat.Initiative",
    )}</h4><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul></div>`;
    return [withRollMode({ content, rolls: part.flatMap((r) => r.rolls) }, hidden ? "gmroll" : mode, author)];
  });
  if (messages.length > 0) await ChatMessage.createDocuments(messages);
}

/** GM: marks a combatant surprised (or not) before it enters the Time Count. One write. */
const toggleSurprise = combatAction(
  async (combat, p, requester) => {
    assertGM(requester);
    const c = combatantOf(combat, p.combatantId);
    if (c.clock?.nextCount !== null)
      throw new RuleError("TEMPO.TimeCount.Error.AlreadyPlaced", { name: c.name ?? "" });
    await c.update({ system: { surprised: !(c.clock?.surprised ?? false) } });
  },
  {},
  ON_COMBATANT,
);

/**
 * GM: the count moves on to the next occupied count, or to the count a knocked-out combatant's wake
 * check falls due if that comes first: one Combat write; world time follows.
 */
const advance = combatAction(
  async (combat, _p, requester) => {
    assertGM(requester);
    const before = timelineOf(combat);
    const after = timeCount.advanceCountTo(before, wakeStops(combat));
    // Foundry's turn follows the clock to the first combatant due at the new count (same write)
    const turn = dueTurn(combat, after);
    await combat.update({ system: { count: after.count }, ...(turn === null ? {} : { turn }) });
    await game.time.advance((after.count - before.count) * SECONDS_PER_COUNT);
  },
  {},
  ON_COMBAT,
);

/**
 * The Time Count's Begin (core's Start, documents/combat.ts): the count moves in the same write to the
 * first occupied count, and whoever is due there (those simultaneous) is current, so one click of Start
 * lands on the first turn (issue 29); world time follows right after. Nobody placed yet: core's Begin.
 */
export function beginAtFirstCount(combat: TempoCombat): CombatWrite {
  const before = timelineOf(combat);
  if (timeCount.turnOrder(before).length === 0) return { update: {}, after: [] };
  let after = before;
  // someone is due at the current count already (placed at 0): the fight begins where it stands
  if (timeCount.dueAtCount(before).length === 0) after = timeCount.advanceCountTo(before, wakeStops(combat));
  const turn = dueIndex(combat, after);
  return {
    update: { system: { count: after.count }, ...(turn === null ? {} : { turn }) },
    after: [() => game.time.advance((after.count - before.count) * SECONDS_PER_COUNT).then(() => undefined)],
  };
}

/** The combatant a tracker button names, asked for by its owner or the GM, and due now (`assertMayAct`). */
function dueCombatant(combat: TempoCombat, combatantId: string, requester: User.Implementation) {
  const c = combatantOf(combat, combatantId);
  assertOwnerOrGM(c, requester);
  const actor = c.actor;
  if (!actor || !c.id) throw new RuleError("TEMPO.Error.MissingActor");
  const before = timelineOf(combat);
  assertMayAct(before, c);
  return { c, id: c.id, actor, before };
}

/**
 * The combatant due now completes an action (an attack, a special action or a stance from its sheet,
 * preparing, charging or casting a spell, or an action picked in the tracker): its next turn is now +
 * SF (+ the add-ons' SF), with the action's pending marker. After an attack card that fumbled, the
 * turn ends with 1d6 more on the SF and the actor unsteady, and the weapon loses 1 Durability (an
 * Item write). One batched Combatant write, and one Actor write when the action changes the actor
 * (fatigue cost, stance, the prepared spell).
 */
async function act(
  combat: TempoCombat,
  payload: ActPayload,
  requester: User.Implementation,
  mode: RollMode,
): Promise<void> {
  const { c, id, actor, before } = dueCombatant(combat, payload.combatantId, requester);
  const action = actLabel(actor, payload);
  const { value: intent, rolls } = await recordingRolls(() =>
    resolveIntent(actor, payload, {
      combatId: combat.id ?? "",
      count: before.count,
      marker: timeCount.parsePending(c.clock?.pending),
    }),
  );
  let sf = intent.sf;
  let unsteady = intent.unsteady === true;
  const worn: Item.Implementation[] = [];
  // The card(s) of the action: one, or two when both weapons attacked together.
  const cards = payload.messageId
    .split(",")
    .filter(Boolean)
    .map((id) => {
      const message = game.messages.get(id);
      const card = message ? attackCard(message) : null;
      if (!card || card.attacker !== actor.uuid) throw new RuleError("TEMPO.Error.MissingCard");
      return card;
    });
  const fumbled = cards.filter((card) => card.fumble);
  if (fumbled.length) {
    // The weapon of each card: the attack's own item, or the weapon a special action used.
    const used = fumbled.flatMap((card) => {
      const own = actor.items.find((i) => i.uuid === card.weapon && i.type === "weapon");
      const item = own ?? actor.items.get(payload.weaponId || payload.itemId);
      return item?.type === "weapon" ? [item] : [];
    });
    // the 1d6 rolled with the card and shown on it (card.ts `withFumble`); rolled here for an older card
    const die = fumbled[0]?.details.fumbleDie ?? 0;
    let dice = scriptedDice([die]);
    if (!(Number.isInteger(die) && die >= 1 && die <= 6)) {
      const rolled = await recordingRolls(() => engineDice("1d6"));
      rolls.push(...rolled.rolls); // an older card's fumble die joins the act line
      dice = rolled.value;
    }
    const outcome = timeCount.fumble(sf, dice, used.length > 0);
    sf = outcome.speedFactor;
    unsteady = outcome.unsteady;
    if (outcome.durabilityLoss > 0) worn.push(...used);
  }
  if (worn.length) {
    // "A critical fumble with a weapon reduces the weapon's Durability Points by 1, and may break it"
    // (not below 0; at 0 the weapon is broken and refuses attacks).
    const wear = (item: Item.Implementation) =>
      timeCount.wearWeapon(tcWeapon(item).stats.durability, 1).durability;
    const [only] = worn;
    if (worn.length === 1 && only)
      await only.update({ system: { stats: { timeCount: { durability: wear(only) } } } });
    else
      await actor.updateEmbeddedDocuments(
        "Item",
        worn.map((item) => ({
          _id: item.id ?? "",
          system: { stats: { timeCount: { durability: wear(item) } } },
        })),
      );
  }
  const pending = intent.pending;
  const after = timeCount.completeAction(before, id, sf, { unsteady, ...(pending ? { pending } : {}) });
  if (intent.card) await ChatMessage.create({ ...intent.card, speaker: ChatMessage.getSpeaker({ actor }) });
  if (Object.keys(intent.changes).length) await writeTc(actor, intent.changes);
  await writeTimeline(combat, before, after, marksOnAct(c, payload));
  // the SF's own dice (a run's checks are on its card)
  const sfRolls = rolls.filter((r) => !intent.card?.rolls.includes(r));
  const next = timeCount.hasCombatant(after, id) ? timeCount.combatant(after, id).next : null;
  await ChatMessage.create(actLine(actor, { action, sf, next, rolls: sfRolls }, { mode, requester }));
}

/**
 * At the GM, inside an attack's own task: the combatant completes the action it just took (its SF,
 * add-ons, marks), as the tracker's `act` does. Called directly: a queued task must not queue another.
 */
export async function completeAct(turn: Turn, input: ActInput, posted: Posted): Promise<void> {
  const combat = tcCombat(game.combats.get(turn.combatId));
  await act(combat, actPayload(turn, input), posted.requester, posted.mode);
}

/** The combatant due now waits: one count, or until `until` (a later count). One write. */
const DELAY = { ...ON_COMBATANT, until: int({ min: 0, fallback: 0 }) };
const delay = combatAction(
  async (combat, p, requester, mode) => {
    const { id, actor, before } = dueCombatant(combat, p.combatantId, requester);
    const until = p.until || before.count + 1;
    const after = timeCount.delayTurn(before, id, until);
    await writeTimeline(combat, before, after);
    // the wait's line (issue 30): who waits, and until which count
    const words = game.i18n.format("TEMPO.TimeCount.ActLine.Wait", {
      name: actor.name ?? "",
      count: String(timeCount.combatant(after, id).next),
    });
    await ChatMessage.create(plainLine(actor, words, { mode, requester }));
  },
  {},
  DELAY,
);

/** "Ready an action" (Rapid): its SF is rolled or static; the action is held until triggered. One write. */
const READY = { ...ON_COMBATANT, trigger: optText() };
const ready = combatAction(
  async (combat, p, requester, mode) => {
    const { id, actor, before } = dueCombatant(combat, p.combatantId, requester);
    const speed = timeCount.combatAction("readyAction").speed;
    const { value: sf, rolls } = await recordingRolls(() =>
      speedFactorFor(actor, speed.kind === "class" ? speed.speedClass : "rapid"),
    );
    const trigger = p.trigger || game.i18n.localize("TEMPO.TimeCount.Tracker.ReadiedDefault");
    const after = timeCount.readyAction(before, id, sf, trigger);
    await writeTimeline(combat, before, after);
    const line = { action: game.i18n.localize("TEMPO.TimeCount.ActLine.Ready"), sf, rolls };
    await ChatMessage.create(
      actLine(actor, { ...line, next: timeCount.combatant(after, id).next }, { mode, requester }),
    );
  },
  {},
  READY,
);

/** A readied action goes off now: the combatant becomes due at the current count. One write. */
const trigger = combatAction(
  async (combat, p, requester) => {
    const c = combatantOf(combat, p.combatantId);
    assertOwnerOrGM(c, requester);
    if (!c.id) throw new RuleError("TEMPO.Error.MissingActor");
    const before = timelineOf(combat);
    await writeTimeline(combat, before, timeCount.triggerReadied(before, c.id));
  },
  {},
  ON_COMBATANT,
);

/**
 * Abandoning a spell during its casting time: "you lose the spell and you can act again on the
 * following TC" (engine `abandonAction` at the current count). Two writes: the Combatant and the
 * actor (its preparation cleared).
 */
export async function abandonSpell(
  combat: TempoCombat,
  turn: { combatantId: string },
  requester: User.Implementation,
): Promise<void> {
  const c = combatantOf(combat, turn.combatantId);
  assertOwnerOrGM(c, requester);
  const actor = c.actor;
  if (!actor || !c.id) throw new RuleError("TEMPO.Error.MissingActor");
  const marker = timeCount.parsePending(c.clock?.pending);
  const before = timelineOf(combat);
  const until = c.clock ? timeCount.pendingEnd(c.clock) : null;
  if (marker?.kind !== "spell" || !timeCount.pendingInProgress(until, before.count))
    throw new RuleError("TEMPO.TimeCount.Error.NotPreparing", { name: actor.name ?? "" });
  const after = timeCount.abandonAction(before, c.id, before.count);
  const changes: Record<string, unknown> = { [`${TC_STATS}.preparation`]: { ...EMPTY_PREPARATION } };
  await actor.update(changes);
  await writeTimeline(combat, before, after);
}

/** The tracker's buttons, each an action on its combat. */
export const clockActions = {
  rollInitiative: combatAction(rollInitiative, {}, ON_COMBAT),
  toggleSurprise,
  advance,
  act: combatAction(act, {}, ACT),
  delay,
  ready,
  trigger,
  wake: combatAction(wakeOnClock, {}, ON_COMBATANT),
};
