/**
 * Conditions as Foundry keeps them: ActiveEffects with `statuses` (v13), so that they show on tokens
 * and toggle from the token HUD and the sheet. Each ruleset declares its conditions (id, label, icon);
 * at init the active world's ruleset's list goes into `CONFIG.statusEffects`. The rules read a
 * condition through `hasCondition` only and write it through `setCondition`; the engine receives the
 * answer as a plain boolean.
 */
import type { ConditionDefinition } from "../rulesets/definition";

/** The part of an actor a condition read needs (the TempoActor, a synthetic token actor). */
interface StatusHolder {
  statuses: Set<string>;
  system?: unknown;
}

/**
 * The status palette for a ruleset (issue 29): its own conditions, each with a rule and an icon of its
 * own, and of core's entries only those its rules set (`ruled`: the health door's out statuses, such as
 * Die-Step's knocked-out `unconscious`) and the defeated one (`dead`,
 * `CONFIG.specialStatusEffects.DEFEATED`, which the tracker's defeated toggle sets), unless the ruleset
 * has its own of that id. Core's other statuses have no rule in the ruleset: offered beside the ruled
 * ones, a token would show marks the rules ignore and, with shared icons, marks no one can tell apart.
 */
export function statusEffectsFor(
  conditions: readonly ConditionDefinition[],
  core: readonly { id: string }[],
  defeated = "dead",
  ruled: readonly string[] = [],
): { id: string; name: string; img: string }[] {
  const own = conditions.map((c) => ({ id: c.id, name: c.label, img: c.icon }));
  const wanted = new Set([defeated, ...ruled]);
  const kept = core.filter((s) => wanted.has(s.id) && !own.some((c) => c.id === s.id)) as {
    id: string;
    name: string;
    img: string;
  }[];
  return [...own, ...kept];
}

/**
 * At init: the active world's ruleset's conditions become the token HUD's status effects, and a
 * condition that carries a core meaning (Blinded: core's BLIND) becomes that special status.
 */
export function registerConditions(
  conditions: readonly ConditionDefinition[],
  ruled: readonly string[] = [],
): void {
  const special = CONFIG.specialStatusEffects;
  for (const c of conditions) if (c.special) special[c.special] = c.id;
  CONFIG.statusEffects = statusEffectsFor(
    conditions,
    CONFIG.statusEffects,
    special.DEFEATED,
    ruled,
  ) as typeof CONFIG.statusEffects;
}

/**
 * Whether the actor has the condition: an applied effect carries the status (`actor.statuses`, which
 * v13 derives from the enabled effects), or a boolean of an older world still waits for the GM's
 * migration on `ready` (`system.pendingStatuses`), so a player's client reads it right meanwhile.
 */
export function hasCondition(actor: StatusHolder, id: string): boolean {
  return actor.statuses.has(id) || pendingStatuses(actor).includes(id);
}

/** The conditions of an older world still stored as booleans (migrated in memory, not yet as effects). */
export function pendingStatuses(actor: { system?: unknown }): string[] {
  const pending = (actor.system as { pendingStatuses?: unknown } | undefined)?.pendingStatuses;
  return Array.isArray(pending) ? pending.map(String) : [];
}

/**
 * Sets a condition on or off: v13's `toggleStatusEffect` with `active` (creates the status effect,
 * or deletes every effect carrying it; nothing when it already is so). One ActiveEffect write, a
 * separate document write from the actor's own update.
 */
export async function setCondition(actor: Actor.Implementation, id: string, on: boolean): Promise<void> {
  if (actor.statuses.has(id) === on) return;
  const key = ruledKey(actor, id);
  ruledWrites.add(key);
  try {
    await actor.toggleStatusEffect(id, { active: on });
  } finally {
    ruledWrites.delete(key);
  }
}

/**
 * The condition writes Tempo's rules are making on this client now (actor uuid and status): not a
 * player's toggle, so the toggle guard (toggle-guard.ts) lets them through.
 */
const ruledWrites = new Set<string>();

function ruledKey(actor: Actor.Implementation, id: string): string {
  return `${actor.uuid}|${id}`;
}

/** Whether a write of this status on this actor is one of the rules' own (`setCondition`), on this client. */
export function isRuledWrite(actor: Actor.Implementation, id: string): boolean {
  return ruledWrites.has(ruledKey(actor, id));
}

/** Sets several conditions on or off (`setCondition` each; nothing for one already so). */
export async function setConditions(actor: Actor.Implementation, wanted: Readonly<Record<string, boolean>>) {
  for (const [id, on] of Object.entries(wanted)) await setCondition(actor, id, on);
}

/** The conditions an actor has, in the ruleset's order, for a sheet's toggles. */
export function conditionToggles(
  actor: StatusHolder,
  conditions: readonly ConditionDefinition[],
  refusal: (id: string) => string | null = () => null,
): ConditionToggle[] {
  return conditions.map((c) => ({
    id: c.id,
    label: c.label,
    icon: c.icon,
    active: hasCondition(actor, c.id),
    refused: refusal(c.id),
  }));
}

/** A condition's toggle on a sheet; `refused`: why this user may not toggle it (shown, the button inert). */
export interface ConditionToggle {
  id: string;
  label: string;
  icon: string;
  active: boolean;
  refused: string | null;
}

/**
 * The effect data of a status: its `CONFIG.statusEffects` entry (localized name, icon, the status id),
 * else the declaring ruleset's condition (a migration in a world whose active ruleset is another).
 */
export function statusEffectData(
  id: string,
  declared: readonly ConditionDefinition[] = [],
): { name: string; img: string; statuses: string[] } {
  const status = CONFIG.statusEffects.find((s) => s.id === id);
  const own = declared.find((c) => c.id === id);
  const name = status?.name ?? own?.label ?? id;
  const img = status?.img ?? own?.icon ?? "icons/svg/aura.svg";
  return { name: game.i18n.localize(name), img, statuses: [id] };
}
