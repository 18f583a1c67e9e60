import { ensure } from "../core/errors";
import { TC_PER_MINUTE } from "./health";

/** One spell being prepared or held prepared (seed "Preparing a Spell"). */
export interface SpellPreparation {
  readonly spellId: string;
  readonly fatigueCost: number;
  readonly armorSpellFailure: number;
  /** Castings of this spell earlier the same day (+3 DC each). */
  readonly priorCastingsToday: number;
  /** Damage and fatigue taken before the spell was prepared (added to the DC). */
  readonly damageTaken: number;
  /** Turns of movement while preparing (+1 DC each). */
  readonly movementTurns: number;
  /** Charges (+1 DC and +1 fatigue cost each). */
  readonly charges: number;
  /** Count at which the preparation began and at which it completes (begin + casting time). */
  readonly startedAt: number;
  readonly readyAt: number;
}

export interface BeginPreparation {
  readonly spellId: string;
  readonly fatigueCost: number;
  readonly armorSpellFailure: number;
  readonly priorCastingsToday: number;
  /** The casting time rolled or read as the SF of the preparation. */
  readonly castingTime: number;
  readonly count: number;
}

export interface BeginResult {
  readonly preparation: SpellPreparation;
  /** "if you prepare another spell, you lose the first". */
  readonly lost: SpellPreparation | null;
}

/** Step 1: select a spell; the casting time becomes the delay (an action that completes at its end). */
export function beginPreparation(current: SpellPreparation | null, input: BeginPreparation): BeginResult {
  ensure(
    Number.isInteger(input.castingTime) && input.castingTime >= 0,
    "TEMPO.TimeCount.Error.MissingCastingTime",
    {},
  );
  return {
    preparation: {
      spellId: input.spellId,
      fatigueCost: input.fatigueCost,
      armorSpellFailure: input.armorSpellFailure,
      priorCastingsToday: input.priorCastingsToday,
      damageTaken: 0,
      movementTurns: 0,
      charges: 0,
      startedAt: input.count,
      readyAt: input.count + input.castingTime,
    },
    lost: current,
  };
}

/** DC = 10 + fatigue cost + armor spell failure + 3 per prior casting today + damage taken + movement turns + charges. */
export function castingDC(p: SpellPreparation): number {
  return (
    10 +
    p.fatigueCost +
    p.armorSpellFailure +
    3 * p.priorCastingsToday +
    p.damageTaken +
    p.movementTurns +
    p.charges
  );
}

export function isPrepared(p: SpellPreparation, count: number): boolean {
  return count >= p.readyAt;
}

/** Step 3: damage or fatigue taken before the spell is prepared adds to the DC (none after). */
export function takeDamageWhilePreparing(
  p: SpellPreparation,
  amount: number,
  count: number,
): SpellPreparation {
  if (isPrepared(p, count) || amount <= 0) return p;
  return { ...p, damageTaken: p.damageTaken + amount };
}

/** Step 4: each turn of walking while preparing adds 1. */
export function moveWhilePreparing(p: SpellPreparation, count: number): SpellPreparation {
  if (isPrepared(p, count)) return p;
  return { ...p, movementTurns: p.movementTurns + 1 };
}

/** Step 6: charging takes 1 TC and only while the spell is prepared. */
export const CHARGE_TC = 1;
export function chargeSpell(p: SpellPreparation, count: number): SpellPreparation {
  ensure(isPrepared(p, count), "TEMPO.TimeCount.Error.SpellNotPrepared", {
    spell: p.spellId,
  });
  return { ...p, charges: p.charges + 1 };
}
export function releaseCharge(p: SpellPreparation, count: number): SpellPreparation {
  ensure(isPrepared(p, count), "TEMPO.TimeCount.Error.SpellNotPrepared", {
    spell: p.spellId,
  });
  ensure(p.charges > 0, "TEMPO.TimeCount.Error.NoCharges", {
    spell: p.spellId,
  });
  return { ...p, charges: p.charges - 1 };
}

/** Actually casting a prepared spell has a speed factor of 1. */
export const CAST_SPEED_FACTOR = 1;
/** "You may take 10 on this check." */
export const TAKE_TEN = 10;

/** The casting's Arcana (Int) check taking 10: 10 + Intelligence + the caster's bonus. */
export function arcanaTakingTen(intelligence: number, bonus: number): number {
  return TAKE_TEN + intelligence + bonus;
}

export interface CastOutcome {
  readonly dc: number;
  readonly success: boolean;
  /** Spent whether or not the casting succeeds: fatigue cost plus charges. */
  readonly fatigueSpent: number;
  /** Prior castings today after this one (the next casting's DC is 3 higher). */
  readonly priorCastingsToday: number;
}

/** Step 7: Arcana (Int) check against the casting DC. */
export function castSpell(p: SpellPreparation, count: number, arcanaResult: number): CastOutcome {
  ensure(isPrepared(p, count), "TEMPO.TimeCount.Error.SpellNotPrepared", {
    spell: p.spellId,
  });
  const dc = castingDC(p);
  return {
    dc,
    success: arcanaResult >= dc,
    fatigueSpent: p.fatigueCost + p.charges,
    priorCastingsToday: p.priorCastingsToday + 1,
  };
}

/** "assume a time limit of approximately 1 minute to finish the spell": lost 120 TC after it was prepared. */
export const PREPARED_SPELL_LIMIT_TC = TC_PER_MINUTE;
export function preparedSpellExpired(p: SpellPreparation, count: number): boolean {
  return count > p.readyAt + PREPARED_SPELL_LIMIT_TC;
}

/** A grabbed caster must pass an Arcana (Con) check of DC 10 + spell level to cast. */
export function grabbedCastingDC(spellLevel: number): number {
  return 10 + spellLevel;
}
