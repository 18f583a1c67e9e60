import { dieStep } from "../../../engine/index";
import type { Die, Hold, RollerState, Standing, Vitals } from "../../../engine/die-step/index";
import { knownActors } from "../../combatants";
import { actorSystem, itemSystem } from "../../data/access";
import type { DieStat } from "./fields";

/** An actor's Die-Step block. */
export function dsStats(actor: Actor.Implementation) {
  return actorSystem(actor).stats.dieStep;
}

/** An item's Die-Step block. */
export function dsItem(item: Item.Implementation) {
  return itemSystem(item).stats.dieStep;
}

/** One die stat of an actor, checked by the engine. */
export function dieOf(actor: Actor.Implementation, stat: DieStat): Die {
  return dieStep.assertDie(dsStats(actor)[stat]);
}

/** What the engine's wound rules read of an actor. */
export function vitalsOf(actor: Actor.Implementation): Vitals {
  const s = dsStats(actor);
  return {
    hp: s.hp.value,
    maxHp: s.hp.max,
    // the schema's choices hold exactly the engine's values
    wound: s.wound as Vitals["wound"],
    survivalPending: s.survivalPending,
    permanentInjury: s.permanentInjury,
    stunned: s.stunned as Vitals["stunned"],
  };
}

/** The `system` update of new vitals (dot paths, one actor update). */
export function vitalsUpdate(v: Vitals): Record<string, unknown> {
  const p = "system.stats.dieStep";
  return {
    [`${p}.hp.value`]: v.hp,
    [`${p}.wound`]: v.wound,
    [`${p}.survivalPending`]: v.survivalPending,
    [`${p}.permanentInjury`]: v.permanentInjury,
    [`${p}.stunned`]: v.stunned,
  };
}

/** Equipped (or always carried when the item has no such field). */
function equipped(item: Item.Implementation): boolean {
  const system = itemSystem(item);
  return "equipped" in system ? system.equipped : true;
}

/** The equipped items of a type. */
export function equippedOf(actor: Actor.Implementation, type: string): Item.Implementation[] {
  return actor.items.filter((i) => i.type === type && equipped(i));
}

/** The first equipped melee weapon (parrying, opportunity attacks), or null. */
export function meleeWeapon(actor: Actor.Implementation): Item.Implementation | null {
  return equippedOf(actor, "weapon").find((w) => dsItem(w).attack === "melee") ?? null;
}

export function hasShield(actor: Actor.Implementation): boolean {
  return equippedOf(actor, "shield").length > 0;
}

/** What the engine's standing rules read of an actor (the schema's choices hold the engine's values). */
export function standingOf(actor: Actor.Implementation): Standing {
  const s = dsStats(actor);
  return {
    hp: s.hp.value,
    wound: s.wound as Standing["wound"],
    survivalPending: s.survivalPending,
    stunned: s.stunned as Standing["stunned"],
    heldBy: s.heldBy,
    hold: s.hold as Standing["hold"],
    mounted: s.mounted,
    unskilledRider: s.unskilledRider,
  };
}

/** The targets `grappler` holds now, each with its hold (the hold is kept on the held one). */
export function heldTargets(grappler: Actor.Implementation): { actor: Actor.Implementation; hold: Hold }[] {
  return knownActors().flatMap((actor) => {
    try {
      const s = standingOf(actor);
      return s.heldBy === grappler.uuid && dieStep.isHeld(s) ? [{ actor, hold: s.hold }] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The roller's own state for `rollSituation` (engine `rollerStateOf`, with the holds it has on others:
 * the grappler's side of a grab); conditions are the caller's.
 */
export function rollerState(actor: Actor.Implementation, extra: RollerState = {}): RollerState {
  const holds = heldTargets(actor).map((h) => h.hold);
  return { ...dieStep.rollerStateOf(standingOf(actor), holds), ...extra };
}

/** Knocked out (0 HP), dead, or mortally wounded: no actions (engine `cannotActOf`). */
export function cannotAct(actor: Actor.Implementation): boolean {
  return dieStep.cannotActOf(standingOf(actor));
}

/** Stunned: its stored stun (one turn, the encounter) or the GM's Stunned status. */
export function isStunned(actor: Actor.Implementation): boolean {
  return hasDsCondition(actor, "stunned") || dsStats(actor).stunned !== "none";
}

/** The ruleset's conditions (status effects); the token HUD toggles them. */
export const DS_CONDITIONS = [
  { id: "prone", icon: "icons/svg/falling.svg" },
  { id: "helpless", icon: "icons/svg/net.svg" },
  { id: "unaware", icon: "icons/svg/blind.svg" },
  { id: "stunned", icon: "icons/svg/daze.svg" },
] as const;

export function hasDsCondition(
  actor: Actor.Implementation,
  id: (typeof DS_CONDITIONS)[number]["id"],
): boolean {
  return actor.statuses.has(id);
}

/** Conditions and the stored state as the engine's roller state. */
export function fullRollerState(actor: Actor.Implementation, extra: RollerState = {}): RollerState {
  return rollerState(actor, {
    prone: hasDsCondition(actor, "prone"),
    helpless: hasDsCondition(actor, "helpless"),
    unaware: hasDsCondition(actor, "unaware"),
    stunned: isStunned(actor),
    ...extra,
  });
}

/** The statuses the vitals call for, against the actor's own (engine `vitalStatusChanges`). */
export function vitalStatusChanges(
  actor: Actor.Implementation,
  vitals: { hp: number; wound: Vitals["wound"] },
): { add: string[]; remove: string[] } {
  return dieStep.vitalStatusChanges(vitals, (id) => actor.statuses.has(id));
}

/** Writes the statuses an action's own vitals update calls for (defeat follows them: health/defeat.ts). */
export async function syncVitalStatuses(actor: Actor.Implementation): Promise<void> {
  const { add, remove } = vitalStatusChanges(actor, standingOf(actor));
  for (const id of remove) await actor.toggleStatusEffect(id, { active: false });
  for (const id of add) {
    if (id === "dead") await markDead(actor);
    else await actor.toggleStatusEffect(id, { active: true });
  }
}

/**
 * A death: Foundry's defeated status (CONFIG.specialStatusEffects.DEFEATED, "dead") as the token's overlay,
 * as the core tracker's "Mark defeated" sets it, so the token shows it and the tracker greys the row.
 */
export async function markDead(actor: Actor.Implementation): Promise<void> {
  if (!actor.statuses.has("dead")) await actor.toggleStatusEffect("dead", { active: true, overlay: true });
}
