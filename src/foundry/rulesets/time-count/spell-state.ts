import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { itemSystem } from "../../data/access";
import { SpellData } from "../../data/item";
import { tcStats, type TcStats } from "./stats";

/** The stored preparation block of an actor (fields.ts `preparationField`). */
export type StoredPreparation = TcStats["preparation"];

/** The engine's preparation from the stored block, or null when no spell is prepared. */
export function enginePreparation(stored: StoredPreparation): timeCount.SpellPreparation | null {
  if (!stored.spellId) return null;
  return {
    spellId: stored.spellId,
    fatigueCost: stored.fatigueCost,
    armorSpellFailure: stored.armorSpellFailure,
    priorCastingsToday: stored.priorCastingsToday,
    damageTaken: stored.damageTaken,
    movementTurns: stored.movementTurns,
    charges: stored.charges,
    startedAt: stored.startedAt,
    readyAt: stored.readyAt,
  };
}

/** The block to store for an engine preparation (null clears it), with its casting DC. */
export function storedPreparation(
  p: timeCount.SpellPreparation | null,
  extra: { spellName: string; combatId: string },
): StoredPreparation {
  if (!p) return { ...EMPTY_PREPARATION };
  return { ...p, spellName: extra.spellName, combatId: extra.combatId, dc: timeCount.castingDC(p) };
}

export const EMPTY_PREPARATION: StoredPreparation = {
  spellId: "",
  spellName: "",
  fatigueCost: 0,
  armorSpellFailure: 0,
  priorCastingsToday: 0,
  damageTaken: 0,
  movementTurns: 0,
  charges: 0,
  startedAt: 0,
  readyAt: 0,
  combatId: "",
  dc: 0,
};

/** Castings of a spell earlier today (the stored map is JSON: anything else counts as 0). */
export function castingsToday(stats: TcStats, spellId: string): number {
  const map = stats.castingsToday as Record<string, unknown>;
  const n = map[spellId];
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : 0;
}

/** The Time Count block of a spell item, and its common casting time in TC. */
export function tcSpell(item: Item.Implementation) {
  const system: unknown = itemSystem(item);
  if (!(system instanceof SpellData))
    throw new RuleError("TEMPO.TimeCount.Error.NotASpell", { name: item.name ?? "" });
  return { castingTime: system.castingTime, stats: system.stats.timeCount };
}

/**
 * Where a stored preparation stands in the fight `combatId` at `count`: still being prepared,
 * prepared, or lapsed (its fight is over, or "approximately 1 minute" after it was ready). One
 * prepared outside any fight (combatId "") is prepared.
 */
export type PreparationPhase = "none" | "preparing" | "prepared" | "lapsed";

export function preparationPhase(
  stored: StoredPreparation,
  current: { combatId: string; count: number } | null,
): PreparationPhase {
  const p = enginePreparation(stored);
  if (!p) return "none";
  if (stored.combatId === "") return "prepared";
  if (!current || current.combatId !== stored.combatId) return "lapsed";
  if (!timeCount.isPrepared(p, current.count)) return "preparing";
  return timeCount.preparedSpellExpired(p, current.count) ? "lapsed" : "prepared";
}

/** The actor's preparation, for its owner's flows. */
export function preparationOf(actor: Actor.Implementation): StoredPreparation {
  return tcStats(actor).preparation;
}
