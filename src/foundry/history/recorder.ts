/**
 * Writes each succeeded action's history record into its combat (issue 32). The queued task's journal
 * (actions/outcome.ts) hands over what it wrote, still inside the GM's queue; an action that touched a
 * combat or its combatants is recorded in that combat, any other in the viewed combat once begun.
 * The record is one more combat write after the action's batch (not yet inside it), so it runs only
 * while the world setting `tempo.history` is on.
 */
import { onOutcome, type OutcomeSummary } from "../actions/outcome";
import { getRuleset } from "../rulesets/registry";
import { docOf } from "./docs";
import { appendRecord, docChange, type DocChange, type HistoryRecord } from "./record";

/** The combat a uuid belongs to ("Combat.<id>" or "Combat.<id>.Combatant.<id>"), if this world has it. */
function combatOfUuid(uuid: string): Combat.Implementation | null {
  const [kind, id] = uuid.split(".");
  return kind === "Combat" && id ? (game.combats.get(id) ?? null) : null;
}

function combatOf(summary: OutcomeSummary): Combat.Implementation | null {
  for (const { uuid } of [...summary.changes, ...summary.created]) {
    const combat = combatOfUuid(uuid);
    if (combat) return combat;
  }
  const viewed = game.combat;
  return viewed?.started ? viewed : null;
}

/** Whether the world records the fight's history (the `tempo.history` setting). */
export const recordsHistory = (): boolean => game.settings.get("tempo", "history") === true;

/** The records a combat holds (what its source has, oldest first). */
export function historyOf(combat: Combat.Implementation): HistoryRecord[] {
  const system = combat.toObject().system as { history?: unknown };
  return Array.isArray(system.history) ? (system.history as HistoryRecord[]) : [];
}

/** The ruleset's short "when": its tracker's title (the Time Count's count), else the round. */
function whenOf(combat: Combat.Implementation): string {
  const title = getRuleset(combat.rulesetId).tracker?.title?.(combat) ?? null;
  return title ?? game.i18n.format("TEMPO.History.When", { round: String(combat.round) });
}

function recordOf(summary: OutcomeSummary, combat: Combat.Implementation): HistoryRecord | null {
  if (!summary.action) return null;
  const changes = summary.changes
    .map((c) => docChange(c.uuid, c.before, c.after))
    .filter((c): c is DocChange => c !== null)
    // the history itself is never part of what an action changed
    .map((c) => (c.uuid === combat.uuid ? withoutHistory(c) : c));
  const created = summary.created.map((c) => c.uuid);
  if (changes.length === 0 && created.length === 0 && summary.deleted.length === 0) return null;
  const names: Record<string, string> = {};
  for (const { uuid } of changes) {
    const name = docOf(uuid)?.name;
    if (name) names[uuid] = name;
  }
  return {
    id: foundry.utils.randomID(),
    at: Date.now(),
    userId: summary.action.userId,
    action: summary.action.name,
    label: `TEMPO.History.Action.${summary.action.name}`,
    when: whenOf(combat),
    changes,
    created,
    deleted: summary.deleted,
    undone: false,
    names,
    ...(summary.time !== 0 ? { time: summary.time } : {}),
  };
}

function withoutHistory(change: DocChange): DocChange {
  const strip = (part: DocChange["before"]) => {
    const system = part.system as Record<string, unknown> | undefined;
    if (!system || !("history" in system)) return part;
    const rest = { ...system };
    delete rest.history;
    return { ...part, system: rest };
  };
  return { ...change, before: strip(change.before), after: strip(change.after) };
}

/** The actions that move within the history: never recorded in it. */
const MOVES_IN_HISTORY = new Set(["undo", "redo", "undoCard"]);

export function registerHistory(): void {
  onOutcome(async (summary) => {
    if (!recordsHistory()) return;
    // an undo or redo (the tracker's, or a card's own) is a move within the history, not an action of the fight
    if (MOVES_IN_HISTORY.has(summary.action?.name ?? "")) return;
    const combat = combatOf(summary);
    if (!combat) return;
    const record = recordOf(summary, combat);
    if (!record) return;
    await combat.update({ "system.history": appendRecord(historyOf(combat), record) } as Combat.UpdateData);
  });
}
