// Reading and writing a Three-Action creature: its statistics block, its conditions (status effects,
// read through hasCondition, written through setCondition) and the engine's Vitals.
import { threeAction } from "../../../engine/index";
import type { PoisonDose, Vitals } from "../../../engine/three-action/index";
import { hasCondition, setCondition } from "../../conditions/index";
import { ruledHealth } from "../../health/ruled";

export interface TaStats {
  level: number;
  str: number;
  dex: number;
  ess: number;
  hp: { value: number; max: number };
  energy: number;
  physicalDefense: number;
  mentalDefense: number;
  speed: number;
  size: number;
  extraReactions: number;
  bleedPenalty: number;
  poisons: { level: number; rounds: number; count: number; faces: number; flat: number }[];
  fallingFeet: number;
  /** Actor uuids: who grapples this creature, whom it grapples (read only while the condition is on). */
  grappledBy: string[];
  grappling: string[];
}

export interface TaWeapon {
  kind: "melee" | "ranged" | "spell";
  weight: "light" | "medium" | "heavy";
  rangeIncrement: number;
  defense: "physical" | "mental";
}

export const STATS_PATH = "system.stats.threeAction";

export function taStats(actor: Actor.Implementation): TaStats {
  return (actor.system as unknown as { stats: { threeAction: TaStats } }).stats.threeAction;
}

export function weaponStats(item: Item.Implementation): TaWeapon & { damage: string } {
  const system = item.system as unknown as { damage?: string; stats: { threeAction: TaWeapon } };
  return { ...system.stats.threeAction, damage: system.damage ?? "" };
}

/** The creature's conditions of seed 001, in the engine's order. */
export function conditionsOf(actor: Actor.Implementation): string[] {
  return threeAction.CONDITIONS.filter((id) => hasCondition(actor, id));
}

export function vitalsOf(actor: Actor.Implementation): Vitals {
  const s = taStats(actor);
  return { hp: s.hp.value, maxHp: s.hp.max, conditions: conditionsOf(actor), bleedPenalty: s.bleedPenalty };
}

export function poisonsOf(actor: Actor.Implementation): PoisonDose[] {
  return taStats(actor).poisons.map((p) => ({
    level: p.level,
    rounds: p.rounds,
    damage: { count: p.count, faces: p.faces, flat: p.flat },
  }));
}

/**
 * Writes the engine's new Vitals (and any other statistics): one actor update, then one status effect
 * write per condition that changed (Foundry keeps each as its own ActiveEffect document).
 */
export async function writeVitals(
  actor: Actor.Implementation,
  vitals: Vitals,
  more: Record<string, unknown> = {},
): Promise<void> {
  const before = conditionsOf(actor);
  // the engine's rules already ran on this health: the health door leaves it as it is
  await actor.update(
    {
      [`${STATS_PATH}.hp.value`]: vitals.hp,
      [`${STATS_PATH}.bleedPenalty`]: vitals.bleedPenalty,
      ...more,
    } as Actor.UpdateData,
    ruledHealth(),
  );
  for (const id of threeAction.CONDITIONS) {
    const on = vitals.conditions.includes(id);
    if (on !== before.includes(id)) await setCondition(actor, id, on);
  }
}
