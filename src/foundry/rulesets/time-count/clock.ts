import { whyNot } from "../../notify";
import { combatantOfActor } from "../../combatants";
import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { TempoCombat } from "../../documents/combat";
import { ascendingTurnOrder } from "../../combat/turn-order";
import type { TempoCombatant } from "../../documents/combatant";
import { hasCondition } from "../../conditions/index";
import { tcStats } from "./stats";

type Timeline = ReturnType<typeof timeCount.restoreTimeline>;
type TimelineCombatant = ReturnType<typeof timeCount.turnOrder>[number];

/** A combat of the Time Count (refuses combats that began under another ruleset). */
export function tcCombat(combat: Combat.Implementation | null | undefined): TempoCombat {
  if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
  if (combat.rulesetId !== "time-count") throw new RuleError("TEMPO.TimeCount.Error.NotTimeCount");
  return combat;
}

/** The stored clock state of a combatant, or null when it is not on the Time Count yet. */
export function storedEntry(c: TempoCombatant): TimelineCombatant | null {
  const s = c.clock;
  if (!s || s.nextCount === null || !c.id) return null;
  return {
    id: c.id,
    initiative: c.initiative ?? 0,
    next: s.nextCount,
    unsteady: s.unsteady,
    pending: s.pending === "" ? null : s.pending,
    pendingUntil: timeCount.pendingEnd(s),
    readied: s.readied === "" ? null : s.readied,
    seq: s.seq,
  };
}

/** Knocked out or dead: the combatant stays in the tracker but no longer takes turns. */
export function outOfFight(c: TempoCombatant): boolean {
  return whyOutOfFight(c) !== null;
}

/** Why a combatant takes no turn: dead, unconscious, or marked defeated by the GM; null while it fights. */
export function whyOutOfFight(c: TempoCombatant): "dead" | "unconscious" | "defeated" | null {
  const actor = c.actor;
  if (actor && hasCondition(actor, "dead")) return "dead";
  if (actor && hasCondition(actor, "unconscious")) return "unconscious";
  return c.isDefeated ? "defeated" : null;
}

/** The combat's Time Count rebuilt from its documents (defeated combatants leave the timeline). */
export function timelineOf(combat: TempoCombat): Timeline {
  const count = combat.clock?.count ?? 0;
  const entries: TimelineCombatant[] = [];
  for (const c of combat.combatants) {
    const entry = outOfFight(c) ? null : storedEntry(c);
    // Back in the fight after the count passed its turn: due now until the GM places it (health.ts `rejoin`).
    if (entry) entries.push({ ...entry, next: Math.max(entry.next, count) });
  }
  return timeCount.restoreTimeline(count, entries);
}

/** One combatant update per changed timeline entry: written by the caller as ONE batch. */
export function combatantUpdates(changes: readonly TimelineCombatant[]) {
  return changes.map((c) => ({
    _id: c.id,
    initiative: c.initiative,
    system: {
      nextCount: c.next,
      unsteady: c.unsteady,
      pending: c.pending ?? "",
      pendingUntil: c.pendingUntil,
      readied: c.readied ?? "",
      seq: c.seq,
    },
  }));
}

/** The initiative `after` gives a combatant (its own when it is off the timeline): an O(1) lookup. */
function initiativeOn(after: Timeline, c: TempoCombatant): number | null {
  return c.id && timeCount.hasCombatant(after, c.id)
    ? timeCount.combatant(after, c.id).initiative
    : c.initiative;
}

/**
 * Foundry's turn for the timeline `after`: the index, in the combat's turn order once `after`'s
 * initiatives are written, of the first combatant due now; null before the fight begins or while
 * nobody is due (the turn then stays where it is). The Time Count is the clock; `combat.turn` only
 * follows it, so that the turn marker and turn hooks are on someone who acts now.
 */
export function dueTurn(combat: TempoCombat, after: Timeline): number | null {
  return combat.started ? dueIndex(combat, after) : null;
}

/**
 * Where the Time Count puts Foundry's marker once combatants are on it: round 1 (the count has no
 * rounds; Begin made it 1) and the turn of whoever is due now (none due: the turn is the clock's no
 * concern). Null before anyone is placed. See combat/turn-guard.ts.
 */
export function tcTurnMarker(combat: TempoCombat): { round: number; turn?: number } | null {
  const timeline = timelineOf(combat);
  if (timeCount.turnOrder(timeline).length === 0) return null;
  const turn = dueIndex(combat, timeline);
  return turn === null ? { round: 1 } : { round: 1, turn };
}

export function dueIndex(combat: TempoCombat, after: Timeline): number | null {
  const due = timeCount.dueAtCount(after)[0];
  if (due === undefined) return null;
  const order = combat.combatants.contents
    .map((c) => ({ id: c.id, name: c.name, initiative: initiativeOn(after, c) }))
    .sort(ascendingTurnOrder);
  const index = order.findIndex((c) => c.id === due);
  return index >= 0 ? index : null;
}

/**
 * Writes a timeline transition as one batched Combatant update (nothing when nothing changed); `marks`
 * (combatant id → its special actions' marks) join the same batch.
 */
export async function writeTimeline(
  combat: TempoCombat,
  before: Timeline,
  after: Timeline,
  marks: Record<string, timeCount.Mark[]> = {},
): Promise<void> {
  const updates: Record<string, unknown>[] = combatantUpdates(timeCount.timelineChanges(before, after));
  for (const [id, held] of Object.entries(marks)) {
    const flags = { flags: { tempo: { marks: held } } };
    const at = updates.findIndex((u) => u._id === id);
    if (at >= 0) updates[at] = { ...updates[at], ...flags };
    else updates.push({ _id: id, ...flags });
  }
  if (!updates.length) return;
  // Foundry v13 gives a combatant batch `combatTurn` (the current combatant's index after the batch,
  // foundryvtt issues 11531 / 12990) and moves combat.turn with it: the turn would stay on whoever
  // held it, not on who is due. The clock's own `combatTurn`, in the same operation (one write), is
  // kept by Foundry as public v13 systems rely on.
  const turn = dueTurn(combat, after);
  await combat.updateEmbeddedDocuments("Combatant", updates, turn === null ? {} : { combatTurn: turn });
}

/** The combatant of `combat` by id, or a localized error. */
export function combatantOf(combat: TempoCombat, id: string): TempoCombatant {
  const c = combat.combatants.get(id);
  if (!c) throw new RuleError("TEMPO.TimeCount.Error.UnknownCombatant", { id });
  return c;
}

/**
 * The active Time Count combat's combatant for an actor, when there is one: the shell's one lookup
 * (a synthetic token actor is its own token's combatant, never the first one sharing its actor id).
 */
export function activeCombatantOf(actor: Actor.Implementation): TempoCombatant | null {
  const combat = game.combat;
  if (!combat || combat.rulesetId !== "time-count") return null;
  return combatantOfActor(combat, actor);
}

/** Unsteady now: the actor's own flag, or its combatant's (surprise until it acts, a fumble). */
export function isUnsteady(actor: Actor.Implementation, stats: { unsteady: boolean }): boolean {
  return stats.unsteady || activeCombatantOf(actor)?.clock?.unsteady === true;
}

/** The actor's turn on the running Time Count, for a request to the GM's clock. */
export interface Turn {
  combatId: string;
  combatantId: string;
  count: number;
}

/** Refuses a turn of a combatant that is not due now (engine `ensureMayAct`: out, not its turn, a check first). */
export function assertMayAct(tl: Timeline, c: TempoCombatant): void {
  const checkDc = c.actor ? tcStats(c.actor).checkDc : 0;
  timeCount.ensureMayAct(tl, c.id ?? "", { name: c.name ?? "", checkDc });
}

/** Why the actor may not act from its sheet now (localized: not due, a check first), or null. */
export function turnRefusal(actor: Actor.Implementation): string | null {
  return whyNot(() => turnOf(actor));
}

/**
 * The Time Count turn an action from a sheet belongs to: null outside a started Time Count fight (or
 * before the actor is placed on it); inside one, the actor must be due now.
 */
export function turnOf(actor: Actor.Implementation): Turn | null {
  const combatant = activeCombatantOf(actor);
  const combat = game.combat;
  if (!combat || !combatant?.id || !combat.started || combatant.clock?.nextCount === null) return null;
  const tl = timelineOf(combat);
  assertMayAct(tl, combatant);
  return { combatId: combat.id ?? "", combatantId: combatant.id, count: tl.count };
}
