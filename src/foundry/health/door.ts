/**
 * The health door: every write of a combatant's health goes through its ruleset's rules, whatever its
 * source. An action that applies its rules itself (an attack card, a start-of-turn effect) says so with
 * the update option `tempoHealthRuled`; any other write of the pool at the ruleset's `hpPath` (a sheet
 * field, the token bar, a macro, a GM's ruling) is handed to the ruleset's `health.change` while it is
 * being written (TempoActor#_preUpdate, on the writing client): the value is stored as the rules allow,
 * the other statistics the rules change are written in the same update, and what else follows (the
 * statuses gained and lost, one line of chat) is done by the active GM once the update has landed, in
 * its request queue (with no GM online, by the writing client). Defeat follows the statuses (defeat.ts).
 */
import { errorMessage, guarded } from "../notify";
import { readPool } from "../resources";
import { activeRuleset } from "../rulesets/registry";
import type { HealthChange, HealthRules, LineSpec } from "../rulesets/definition";
import { documentOption, setDocumentOption } from "../documents/batch-options";
import { setCondition } from "../conditions/index";
import { inGmQueue, isActiveGM } from "../socket";
import { actionLine } from "../chat/action-line";
import { displayName } from "../combatants";
import { RULED, TOLD } from "./ruled";

/** The batch option that carries, per actor id, what the GM still writes after the update. */
const FOLLOW = "tempoHealthFollow";

interface FollowUp {
  /** The health the update stored: the follow-up is dropped if the actor's health is no longer that. */
  value: number;
  add: string[];
  remove: string[];
  line: LineSpec | null;
  /** The data of the ruleset's `after`, or null. */
  after: Readonly<Record<string, number>> | null;
}

function isFollowUp(value: unknown): value is FollowUp {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<FollowUp>;
  return typeof v.value === "number" && Array.isArray(v.add) && Array.isArray(v.remove);
}

/**
 * What the rules say of this update: the health written without its rules (`change`), else the other
 * statistic the rules weigh like it (`alsoWeighs`: Time Count's fatigue); the key to store its value at,
 * and whether health went down (true), up (false), or did not move (null: no plain line). Null: neither.
 */
function weigh(
  actor: Actor.Implementation,
  changed: object,
  health: HealthRules,
  hpPath: string,
  stored: { value: number; max: number },
): { key: string; change: HealthChange; hurt: boolean | null } | null {
  const key = `system.${hpPath}.value`;
  const to: unknown = foundry.utils.getProperty(changed, key);
  if (typeof to === "number" && to !== stored.value) {
    // the maximum after this update: the one it writes with the value (a macro raising both), else the stored one
    const newMax: unknown = foundry.utils.getProperty(changed, `system.${hpPath}.max`);
    const max = typeof newMax === "number" ? newMax : stored.max;
    const written = (path: string): unknown => foundry.utils.getProperty(changed, `system.${path}`);
    const change = health.change(actor, stored.value, to, max, written);
    return { key, change, hurt: change.value === stored.value ? null : change.value < stored.value };
  }
  const other = health.alsoWeighs;
  if (!other) return null;
  const otherKey = `system.${other.path}`;
  const otherTo: unknown = foundry.utils.getProperty(changed, otherKey);
  const otherFrom: unknown = foundry.utils.getProperty(actor, otherKey);
  if (typeof otherTo !== "number" || typeof otherFrom !== "number" || otherTo === otherFrom) return null;
  return { key: otherKey, change: other.change(actor, otherFrom, otherTo), hurt: null };
}

/**
 * In TempoActor#_preUpdate: hands a health value written without its rules to the ruleset, and writes
 * what the rules say into the same update. False when the rules refuse the value (nothing is written,
 * the writer is told why).
 */
export function throughHealthDoor(actor: Actor.Implementation, changed: object, options: object): boolean {
  const { health, hpPath } = activeRuleset();
  if (!health || !hpPath || (options as Record<string, unknown>)[RULED] === true) return true;
  const stored = readPool(actor.system, hpPath);
  try {
    const weighed = weigh(actor, changed, health, hpPath, stored);
    if (!weighed) return true;
    const { key, change, hurt } = weighed;
    foundry.utils.setProperty(changed, key, change.value);
    for (const [path, value] of Object.entries(change.system))
      foundry.utils.setProperty(changed, `system.${path}`, value);
    const told = (options as Record<string, unknown>)[TOLD] === true;
    const plain: LineSpec | null =
      hurt === null ? null : { key: hurt ? "TEMPO.Health.Hurt" : "TEMPO.Health.Healed", data: {} };
    const line = change.line ?? (told || hurt === null ? null : plain);
    const after = change.after ?? null;
    // the health this update stores (a change of the other statistic keeps it as it is)
    const value = key === `system.${hpPath}.value` ? change.value : stored.value;
    const follow: FollowUp = { value, add: [...change.add], remove: [...change.remove], line, after };
    if (follow.add.length || follow.remove.length || follow.line || follow.after)
      setDocumentOption(options, FOLLOW, actor.id ?? "", follow);
    return true;
  } catch (error) {
    ui.notifications?.warn(errorMessage(error));
    // the sheet shows the stored value again, not the refused one typed into it
    if (actor.sheet?.rendered) void actor.sheet.render();
    return false;
  }
}

/** The one line a health change leaves: words, no numbers (a player may not observe every creature). */
function healthLine(actor: Actor.Implementation, line: LineSpec): ChatMessage.CreateData {
  const name = displayName(actor);
  const text = game.i18n.format(line.key, { ...line.data, name });
  return actionLine(actor, text, { mode: "publicroll", cssClass: "tempo-health-line" });
}

/**
 * At the active GM, once the health update landed: the statuses it brings and loses, its line, then what
 * the ruleset still does (`after`: a roll the change calls for).
 */
async function follow(actor: Actor.Implementation, what: FollowUp): Promise<void> {
  // a write taken back since (its action failed: actions/outcome.ts) or overwritten: nothing follows from it
  if (readPool(actor.system, activeRuleset().hpPath).value !== what.value) return;
  for (const id of what.remove) await setCondition(actor, id, false);
  for (const id of what.add) await setCondition(actor, id, true);
  if (what.line) await ChatMessage.create(healthLine(actor, what.line));
  if (what.after) await activeRuleset().health?.after?.(actor, what.after);
}

/** The door's after-update hook (at init). */
export function registerHealthDoor(): void {
  Hooks.on(
    "updateActor",
    (actor: Actor.Implementation, _changed: object, options: unknown, userId: string) => {
      const what = documentOption(options, FOLLOW, actor.id ?? "");
      if (!isFollowUp(what)) return;
      // the active GM follows; with no GM online, the writer itself does (the owner may write all it follows
      // with: the actor's statuses, a line, its own check), so a change never waits for a GM to log in
      const here = isActiveGM() || (game.users.activeGM === null && userId === game.user.id);
      if (here) void guarded(() => inGmQueue(() => follow(actor, what)));
    },
  );
}
