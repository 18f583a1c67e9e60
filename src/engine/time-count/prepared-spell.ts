import { RuleError } from "../core/errors";
import { castingDC, isPrepared, preparedSpellExpired, type SpellPreparation } from "./magic";

/** The preparation an actor stores: the engine's, the spell's name, the fight it began in, its DC. */
export interface StoredPreparation extends SpellPreparation {
  readonly spellName: string;
  /** "" : prepared outside any fight. */
  readonly combatId: string;
  readonly dc: number;
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

/** The engine's preparation from the stored block, or null when no spell is prepared. */
export function enginePreparation(stored: StoredPreparation): SpellPreparation | null {
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
  p: SpellPreparation | null,
  extra: { spellName: string; combatId: string },
): StoredPreparation {
  if (!p) return { ...EMPTY_PREPARATION };
  return { ...p, spellName: extra.spellName, combatId: extra.combatId, dc: castingDC(p) };
}

/** Castings of a spell earlier today (the stored map is JSON: anything else counts as 0). */
export function castingsToday(stored: Readonly<Record<string, unknown>>, spellId: string): number {
  const n = stored[spellId];
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : 0;
}

/** The day's castings after one more of `spellId` ("+3 to the DC for each time ... cast that day"). */
export function castingsAfterCast(
  stored: Readonly<Record<string, unknown>>,
  spellId: string,
): Record<string, unknown> {
  return { ...stored, [spellId]: castingsToday(stored, spellId) + 1 };
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
  if (!isPrepared(p, current.count)) return "preparing";
  return preparedSpellExpired(p, current.count) ? "lapsed" : "prepared";
}

/**
 * The count a held spell is cast, charged or released at: the clock's count (`null` outside a fight),
 * never before the count it was ready at (outside a fight: that count).
 */
export function preparationCount(p: SpellPreparation, now: number | null): number {
  return Math.max(now ?? 0, p.readyAt);
}

/** The held spell, refused unless it can be cast, charged or released now (prepared, not lapsed). */
export function usablePreparation(
  stored: StoredPreparation,
  current: { combatId: string; count: number } | null,
  actorName: string,
): SpellPreparation {
  const phase = preparationPhase(stored, current);
  const p = enginePreparation(stored);
  if (!p || phase === "none")
    throw new RuleError("TEMPO.TimeCount.Error.NoPreparedSpell", { name: actorName });
  if (phase === "preparing")
    throw new RuleError("TEMPO.TimeCount.Error.SpellNotPrepared", { spell: stored.spellName });
  if (phase === "lapsed")
    throw new RuleError("TEMPO.TimeCount.Error.SpellLapsed", { spell: stored.spellName });
  return p;
}

/** The casting DC's lines (steps 1-6 of "Preparing a Spell"): their sum is `castingDC`. */
export function castingDcLines(p: SpellPreparation): { label: string; value: number }[] {
  const lines: [string, number][] = [
    ["Base", 10],
    ["FatigueCost", p.fatigueCost],
    ["ArmorSpellFailure", p.armorSpellFailure],
    ["PriorCastings", 3 * p.priorCastingsToday],
    ["DamageTaken", p.damageTaken],
    ["Movement", p.movementTurns],
    ["Charges", p.charges],
  ];
  return lines
    .filter(([key, v]) => key === "Base" || v !== 0)
    .map(([key, value]) => ({ label: `TEMPO.TimeCount.CastingDC.${key}`, value }));
}
