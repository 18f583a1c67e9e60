import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { TempoCombat } from "../../documents/combat";
import type { TempoCombatant } from "../../documents/combatant";
import { outOfFight, tcCombat, timelineOf, whyOutOfFight } from "./clock";
import { wakeStops, wakeView } from "./waking";
import { dyingNow, tcStats } from "./stats";
import { combatantVisibleTo } from "../../permissions";
import { isCombatantOf } from "../../combatants";
import type { LineSpec } from "../definition";
import { maySeeStatsOf } from "../../visibility";

export const TRACKER_TEMPLATE = "systems/tempo/templates/time-count/tracker.hbs";

/** One combatant in the Time Count tracker. */
export interface ClockRow {
  id: string;
  name: string;
  img: string;
  initiative: number | null;
  next: number | null;
  /** Counts from now until its next turn. */
  ahead: number | null;
  due: boolean;
  unsteady: boolean;
  surprised: boolean;
  /** Its readied action's trigger (shown only to a viewer who may see its plans), or "". */
  readied: string;
  /** It has readied an action (whoever looks). */
  isReadied: boolean;
  pending: string;
  /** The pending marker's text: a localization key with its name (in progress, or in effect). */
  pendingKey: string;
  pendingName: string;
  pendingActive: boolean;
  /** The count at which the pending action takes effect (a later Wait does not move it). */
  pendingUntil: number | null;
  /**
   * Dying (fatigue at least double the current hit points) and the check owed: for a viewer who may see
   * its numbers only (visibility.ts).
   */
  dying: boolean;
  checkDc: number;
  /** Its conditions that change what happens to it (engine `rowConditions`), as lang keys. */
  conditions: { id: string; label: string }[];
  /** An attack naming no defence targets its Passive defence now. */
  passive: boolean;
  defeated: boolean;
  /** Why it takes no turn (Dead, Unconscious, Out of the fight): a localization key, or "". */
  outKey: string;
  owner: boolean;
  /** Knocked out: its next check to regain consciousness (count or seconds), and whether it is due. */
  wake: Record<string, unknown> | null;
}

const OUT_KEYS = {
  dead: "TEMPO.TimeCount.Tracker.Dead",
  unconscious: "TEMPO.TimeCount.Tracker.Unconscious",
  defeated: "TEMPO.TimeCount.Tracker.Defeated",
  none: "",
} as const;

/** Its check to regain consciousness as the tracker shows it: the DC only for one who may see it. */
function wakeFor(actor: Actor.Implementation, sees: boolean): Record<string, unknown> | null {
  const view = wakeView(actor);
  return view && !sees ? { ...view, dc: null, hopeless: null, dying: null } : view;
}

function row(
  c: TempoCombatant,
  count: number,
  dueIds: ReadonlySet<string>,
  viewer: User.Implementation,
): ClockRow {
  const s = c.clock;
  const next = s?.nextCount ?? null;
  const marker = timeCount.parsePending(s?.pending);
  const until = s ? timeCount.pendingEnd(s) : null;
  const owner = viewer.isGM || c.testUserPermission(viewer, "OWNER");
  // its numbers (DCs) and plans (a readied trigger): for a viewer who may see them (visibility.ts)
  const sees = maySeeStatsOf(c.actor, viewer);
  const inProgress = timeCount.pendingInProgress(until, count);
  const label = marker
    ? timeCount.pendingLabel(marker, inProgress, (id) => c.actor?.items.get(id)?.name ?? "")
    : { key: "", name: "", nameIsKey: false };
  const stats = c.actor ? tcStats(c.actor) : null;
  const has = stats?.conditions;
  const out = outOfFight(c);
  const told = timeCount.rowConditions({
    surprised: s?.surprised === true,
    unsteady: s?.unsteady === true,
    immobile: has?.immobile === true,
    unconscious: has?.unconscious === true,
    wounded: has?.wounded === true,
    fatigued: has?.fatigued === true,
  });
  return {
    id: c.id ?? "",
    name: c.name ?? "",
    img: c.img ?? "",
    initiative: c.initiative,
    next,
    ahead: next === null ? null : next - count,
    due: dueIds.has(c.id ?? ""),
    unsteady: s?.unsteady ?? false,
    surprised: s?.surprised ?? false,
    readied: sees ? (s?.readied ?? "") : "",
    isReadied: Boolean(s?.readied),
    pending: s?.pending ?? "",
    pendingKey: label.key,
    pendingName: label.nameIsKey ? game.i18n.localize(label.name) : label.name,
    pendingActive: marker !== null && !inProgress,
    pendingUntil: until,
    defeated: out,
    outKey: OUT_KEYS[whyOutOfFight(c) ?? "none"],
    owner,
    dying: sees && c.actor !== null && dyingNow(c.actor),
    checkDc: sees && stats ? stats.checkDc : 0,
    wake: c.actor ? wakeFor(c.actor, sees) : null,
    conditions: told.shown.map((id) => ({
      id,
      label: id === "surprised" ? "TEMPO.TimeCount.Tracker.Surprised" : `TEMPO.TimeCount.Condition.${id}`,
    })),
    passive: told.passive && !out,
  };
}

/**
 * The sheet header's budget (issue 29): when the actor's combatant acts next, read from its tracker row
 * (engine `turnBudget`); why it takes no turn, or that it is not on the Time Count yet. Null before Begin.
 */
export function sheetBudget(actor: Actor.Implementation, combat: Combat.Implementation): LineSpec[] | null {
  const tc = tcCombat(combat);
  const c = tc.combatants.find((x) => isCombatantOf(x, actor));
  if (!tc.started || !c) return null;
  const tl = timelineOf(tc);
  const r = row(c, tl.count, new Set(timeCount.dueAtCount(tl)), game.user);
  if (r.defeated) return [{ key: r.outKey, data: {} }];
  if (r.next === null) return [{ key: "TEMPO.TimeCount.Tracker.NotPlaced", data: {} }];
  return timeCount.turnBudget({ count: tl.count, next: r.next, due: r.due, pendingUntil: r.pendingUntil });
}

/**
 * The tracker's `clock` context: the current count, who is due now (ties together), everyone's next
 * count and the counts ahead, those not yet on the Time Count, and what the viewer may press.
 */
export function trackerContext(combat: TempoCombat, viewer: User.Implementation): Record<string, unknown> {
  const tl = timelineOf(combat);
  const count = tl.count;
  const dueIds = new Set(timeCount.dueAtCount(tl));
  const visible = combat.combatants.contents.filter((c) => combatantVisibleTo(c, viewer));
  const byId = new Map(visible.map((c) => [c.id ?? "", c]));
  const ordered = timeCount.turnOrder(tl).flatMap((e) => {
    const c = byId.get(e.id);
    return c ? [row(c, count, dueIds, viewer)] : [];
  });
  const unplaced = visible
    .filter((c) => c.clock?.nextCount === null || outOfFight(c))
    .map((c) => row(c, count, dueIds, viewer));
  const due = ordered.filter((r) => r.due);
  let advanceTo: number | null = null;
  try {
    advanceTo = timeCount.advanceCountTo(tl, wakeStops(combat)).count;
  } catch (error) {
    // Someone is still due now, or nobody is scheduled: no advance button.
    if (!(error instanceof RuleError)) throw error;
  }
  const nextOther = (id: string) =>
    ordered.find((r) => r.id !== id && r.next !== null && r.next > count)?.next ?? null;
  return {
    count,
    isGM: viewer.isGM,
    started: combat.started,
    rows: ordered,
    unplaced,
    due: due.map((r) => ({ ...r, waitUntil: nextOther(r.id), actions: timeCount.offeredTableActions() })),
    canAdvance: viewer.isGM && due.length === 0 && advanceTo !== null,
    advanceTo,
    canRoll: viewer.isGM && unplaced.some((r) => !r.defeated),
  };
}
