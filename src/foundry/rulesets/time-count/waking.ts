import type { RollMode } from "../../actions/index";
import { withRollMode } from "../../chat/roll-mode";
import { actionLine } from "../../chat/action-line";
import { scriptedDice, timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { assertOwnerOrGM } from "../../permissions";
import { evaluateRoll, recordingRolls, type TempoRoll } from "../../dice";
import type { TempoCombat } from "../../documents/combat";
import type { TempoCombatant } from "../../documents/combatant";
import { type ActorFlow } from "../../actions/actor-flows";
import { activeCombatantOf, combatantOf, timelineOf, writeTimeline } from "./clock";
import { countedImpairments, TC_STATS } from "./damage";
import { engineDice } from "./speed";
import { currentHp, dyingNow, tcStats, type TcStats, writeTc } from "./stats";

export const WAKE_CARD_TEMPLATE = "systems/tempo/templates/time-count/wake-card.hbs";

/** The world clock in TC (engine `worldTcOf`), for wake checks outside a fight. */
function worldTc(): number {
  return timeCount.worldTcOf(game.time.worldTime);
}

/** The Time Count fight the actor takes part in, with its count, or null. */
function fightOf(actor: Actor.Implementation): { combat: TempoCombat; combatantId: string } | null {
  const c = activeCombatantOf(actor);
  const combat = game.combat;
  if (!c?.id || !combat?.id || combat.rulesetId !== "time-count") return null;
  return { combat, combatantId: c.id };
}

/** The engine's view of the actor's fight: its id and count (null: none). */
function fightNow(actor: Actor.Implementation): timeCount.Fight {
  const fight = fightOf(actor);
  return fight ? { combatId: fight.combat.id ?? "", count: fight.combat.clock?.count ?? 0 } : null;
}

/** Where the actor's wake checks are counted now (engine `wakeClockOf`). */
export function wakeClock(actor: Actor.Implementation): timeCount.WakeClock {
  return timeCount.wakeClockOf(tcStats(actor).wake, fightNow(actor), worldTc());
}

/** The stored schedule for `schedule` (TC from now), on the running count and on the world clock. */
function storedWake(actor: Actor.Implementation, now: number, schedule: timeCount.WakeSchedule) {
  return timeCount.storeWake(now, schedule, fightNow(actor), worldTc());
}

/** The actor's changes when a failed Constitution check knocks it out: the first wake check's time. */
export function knockOutChanges(actor: Actor.Implementation, unconsciousTc: number): Record<string, unknown> {
  const schedule = timeCount.knockOut(0, unconsciousTc);
  return { [`${TC_STATS}.wake`]: storedWake(actor, 0, schedule) };
}

function wakeState(s: TcStats) {
  return { hp: currentHp(s), fatigue: s.fatigue, impairments: countedImpairments(s) };
}

/** What the sheet and the tracker show of the actor's next wake check (engine `wakeSummary`). */
export function wakeView(actor: Actor.Implementation): Record<string, unknown> | null {
  const s = tcStats(actor);
  if (!s.conditions.unconscious || s.conditions.dead) return null;
  const summary = timeCount.wakeSummary(wakeState(s), s.attributes.constitution, wakeClock(actor));
  return { ...summary, dying: dyingNow(actor) };
}

/**
 * The check itself (1d20 + Constitution, the DC of the check to stay conscious): on a success the
 * actor wakes; on a failure its next check is 1d10 TC (stabilized: 1d6 minutes) later.
 */
async function rollWake(actor: Actor.Implementation) {
  const s = tcStats(actor);
  timeCount.ensureUnconscious(s.conditions, actor.name ?? "");
  const clock = wakeClock(actor);
  timeCount.ensureWakeDue(clock);
  const roll = await evaluateRoll({
    formula: "1d20 + @constitution",
    data: { constitution: s.attributes.constitution },
  });
  const state = wakeState(s);
  const total = roll.total ?? 0;
  // The retry die (1d10 TC, or 1d6 minutes when stabilized) is rolled only when the check fails.
  const fails = !timeCount.consciousnessCheck(state, total).conscious;
  const { value: retry, rolls: retryRolls } = await recordingRolls(async () =>
    fails ? engineDice(clock.schedule.stabilized ? "1d6" : "1d10") : scriptedDice([]),
  );
  const check = timeCount.wakeCheck(state, clock.schedule, clock.now, total, retry);
  const changes: Record<string, unknown> = check.next
    ? { [`${TC_STATS}.wake`]: storedWake(actor, clock.now, check.next) }
    : {
        [`${TC_STATS}.conditions.unconscious`]: false,
        [`${TC_STATS}.wake`]: { ...timeCount.NO_WAKE },
      };
  // every die reaches the card: the check, and the retry die of a failure
  return { check, rolls: [roll, ...retryRolls], changes, clock };
}

async function postWakeCard(
  actor: Actor.Implementation,
  check: timeCount.WakeCheck,
  rolls: TempoRoll[],
  mode?: RollMode,
  author?: User.Implementation,
) {
  const next = check.next ? timeCount.wakeWhen(wakeClock(actor), check.next.dueAt) : null;
  const f = (key: string, data: Record<string, number | null | undefined>) =>
    game.i18n.format(
      `TEMPO.TimeCount.Wake.${key}`,
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v ?? "")])),
    );
  // the content holds the words without the DC; the numbers ride in the flags (chat/secrets.ts)
  // when the next check is due: told only while it stays unconscious
  const when =
    !next || check.awake
      ? ""
      : "count" in next
        ? f("DueAtCount", { count: next.count })
        : f("DueInSeconds", { seconds: next.seconds });
  const key = check.awake ? "Awake" : "StillOut";
  const content = await foundry.applications.handlebars.renderTemplate(WAKE_CARD_TEMPLATE, {
    name: actor.name ?? "",
    check,
    subject: actor.uuid,
    full: `TEMPO.TimeCount.Wake.${key}`,
    limitedKey: `TEMPO.TimeCount.Wake.${key}Limited`,
    limited: f(`${key}Limited`, { total: check.total }),
    when,
  });
  const flags = { tempo: { check: { total: check.total, dc: check.dc } } };
  await ChatMessage.create(
    withRollMode({ content, rolls, speaker: ChatMessage.getSpeaker({ actor }), flags }, mode, author),
  );
}

/**
 * GM (asked by the owner or from the tracker): the wake check of a knocked-out combatant. On a
 * success it re-enters the Time Count as a newcomer does (a new initiative, 1d6 + 4 less its bonuses,
 * counted from now). Writes: the Combatant (on a success), the Actor, the chat message.
 */
export async function wakeOnClock(
  combat: TempoCombat,
  turn: { combatantId: string },
  requester: User.Implementation,
  mode: RollMode,
): Promise<void> {
  const c = combatantOf(combat, turn.combatantId);
  assertOwnerOrGM(c, requester);
  const actor = c.actor;
  if (!actor || !c.id) throw new RuleError("TEMPO.Error.MissingActor");
  const { check, rolls, changes } = await rollWake(actor);
  // the re-entry's initiative die reaches the wake card too
  if (check.awake && c.clock?.nextCount !== null && !timeCount.hasCombatant(timelineOf(combat), c.id))
    rolls.push(...(await reenter(combat, c, actor)).rolls);
  await writeTc(actor, changes);
  await postWakeCard(actor, check, rolls, mode, requester);
}

/**
 * A combatant back on the Time Count as a newcomer (interpretations 39 and 85): a new initiative, 1d6 + 4
 * less Wisdom and its bonus, counted from now. One Combatant write; the initiative die's Rolls.
 */
export async function reenter(combat: TempoCombat, c: TempoCombatant, actor: Actor.Implementation) {
  const stats = tcStats(actor);
  const { value: dice, rolls } = await recordingRolls(() => engineDice("1d6"));
  const bonus = stats.attributes.wisdom + stats.initiativeBonus;
  const initiative = timeCount.rollInitiative({ bonus }, dice).total;
  const before = timelineOf(combat);
  const after = timeCount.rejoin(before, c.id ?? "", initiative);
  await writeTimeline(combat, before, after);
  return { rolls, next: timeCount.combatant(after, c.id ?? "").next };
}

/** The actor's started Time Count fight and combatant, or null. */
function startedFight(actor: Actor.Implementation) {
  const fight = fightOf(actor);
  return fight?.combat.started ? fight : null;
}

/**
 * "Roll to regain consciousness" on the sheet (owner or GM): inside the actor's Time Count fight
 * the GM rolls it (the combatant re-enters the count); outside one the owner rolls (`here`): the
 * Actor and the chat message.
 */
export const wakeFlow: ActorFlow = {
  check: (actor) => timeCount.ensureUnconscious(tcStats(actor).conditions, actor.name ?? ""),
  here: (actor) => startedFight(actor) === null,
  async perform(actor, _p, posted) {
    timeCount.ensureUnconscious(tcStats(actor).conditions, actor.name ?? "");
    const fight = startedFight(actor);
    if (fight) return wakeOnClock(fight.combat, fight, posted.requester, posted.mode);
    const { check, rolls, changes } = await rollWake(actor);
    await writeTc(actor, changes);
    await postWakeCard(actor, check, rolls, posted.mode, posted.requester);
  },
};

function assertStabilizable(actor: Actor.Implementation): void {
  const s = tcStats(actor);
  timeCount.ensureUnconscious(s.conditions, actor.name ?? "");
  if (s.wake.stabilized)
    throw new RuleError("TEMPO.TimeCount.Error.AlreadyStabilized", { name: actor.name ?? "" });
}

/**
 * "Stabilized" (a friend took "Stabilize a dying friend"): a dying, unconscious character's first
 * check comes 2d10 minutes from now, then every 1d6 minutes. By its owner (`here`): two writes, the
 * Actor, and a chat line with the 2d10 Roll and when the first check comes.
 */
export const stabilizeFlow: ActorFlow = {
  check: assertStabilizable,
  here: () => true,
  async perform(actor, _p, posted) {
    assertStabilizable(actor);
    const s = tcStats(actor);
    const clock = wakeClock(actor);
    const { value: dice, rolls } = await recordingRolls(() => engineDice("2d10"));
    const schedule = timeCount.stabilize({ hp: currentHp(s), fatigue: s.fatigue }, clock.now, dice);
    const changes: Record<string, unknown> = { [`${TC_STATS}.wake`]: storedWake(actor, clock.now, schedule) };
    await writeTc(actor, changes);
    const when = timeCount.wakeWhen(clock, schedule.dueAt);
    const line = game.i18n.format(
      "count" in when ? "TEMPO.TimeCount.Wake.StabilizedAtCount" : "TEMPO.TimeCount.Wake.StabilizedIn",
      {
        name: actor.name ?? "",
        ...("count" in when ? { count: String(when.count) } : { minutes: String(when.seconds / 60) }),
      },
    );
    const how = { ...posted, cssClass: "tempo-tc-stabilized-line" };
    await ChatMessage.create(actionLine(actor, line, how, rolls));
  },
};

/** The counts at which knocked-out combatants of this fight are due a wake check (the GM's stops). */
export function wakeStops(combat: TempoCombat): number[] {
  const stops: number[] = [];
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (!actor) continue;
    const s = tcStats(actor);
    if (s.conditions.unconscious && !s.conditions.dead && s.wake.combatId === combat.id)
      stops.push(s.wake.dueCount);
  }
  return stops;
}
