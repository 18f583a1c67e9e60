import { ensure } from "../core/errors";
import { checkConditions, healthState, type Condition } from "./basics";
import { integer, whole } from "./checks";
import { TA_ERR } from "./errors";

/** What the damage rules read and write of a creature. */
export interface Vitals {
  hp: number;
  maxHp: number;
  conditions: readonly string[];
  bleedPenalty: number;
}

/** Every log key the engine writes (localization: TEMPO.ThreeAction.Log.<key>). */
export const LOG_KEYS = [
  "Damage",
  "Dead",
  "Incapacitated",
  "BleedPenalty",
  "Healed",
  "Stabilized",
  "Bleed.death",
  "Bleed.unconscious",
  "Bleed.deteriorate",
  "Bleed.none",
  "Bleed.stabilize",
  "Falling",
] as const;

/** One line of what happened (localization: TEMPO.ThreeAction.Log.<key>). */
export interface LogEntry {
  key: string;
  data: Record<string, string | number>;
}

export interface VitalsChange {
  vitals: Vitals;
  log: LogEntry[];
}

export function checkVitals(v: Vitals): Condition[] {
  integer(v.hp, "hp");
  whole(v.maxHp, "maxHp", 1);
  whole(v.bleedPenalty, "bleedPenalty");
  ensure(v.hp <= v.maxHp, TA_ERR.MaxHp, { hp: v.hp, max: v.maxHp });
  return checkConditions(v.conditions);
}

function withConditions(list: readonly Condition[], add: readonly Condition[], remove: readonly Condition[]) {
  const out = list.filter((c) => !remove.includes(c));
  for (const c of add) if (!out.includes(c)) out.push(c);
  return out;
}

/**
 * Damage: HP go down; a Bleeding creature's Bleed Penalty rises by 1 for each instance of damage.
 * Dropping to 0 HP or less from above makes it Incapacitated, knocks it Prone and starts Bleeding
 * (penalty from 0; Interpretation 8); a negative HP equal to or beyond max HP is death.
 */
export function applyDamage(v: Vitals, amount: number, source = "damage"): VitalsChange {
  const conditions = checkVitals(v);
  whole(amount, "amount");
  if (conditions.includes("dead") || amount === 0) return { vitals: { ...v }, log: [] };
  const hp = v.hp - amount;
  const log: LogEntry[] = [{ key: "Damage", data: { amount, hp, source } }];
  const wasBleeding = conditions.includes("bleeding");
  let bleedPenalty = wasBleeding ? v.bleedPenalty + 1 : v.bleedPenalty;
  let next = conditions;
  const state = healthState(hp, v.maxHp);
  if (state === "dead") {
    next = withConditions(next, ["dead"], ["bleeding", "incapacitated", "dodging"]);
    bleedPenalty = 0;
    log.push({ key: "Dead", data: { hp } });
  } else if (state === "incapacitated" && v.hp > 0) {
    next = withConditions(next, ["incapacitated", "prone", "bleeding"], ["dodging"]);
    if (!wasBleeding) bleedPenalty = 0;
    log.push({ key: "Incapacitated", data: { hp } });
  } else if (wasBleeding) {
    log.push({ key: "BleedPenalty", data: { penalty: bleedPenalty } });
  }
  return { vitals: { ...v, hp, conditions: next, bleedPenalty }, log };
}

/**
 * Healing: HP up to max; a Bleeding creature's Bleed Penalty drops by 1 (not below 0); above 0 HP it is
 * no longer Incapacitated (it stays Prone and Bleeding: Interpretation 9). The dead are not healed.
 */
export function applyHealing(v: Vitals, amount: number): VitalsChange {
  const conditions = checkVitals(v);
  whole(amount, "amount");
  if (conditions.includes("dead") || amount === 0) return { vitals: { ...v }, log: [] };
  const hp = Math.min(v.maxHp, v.hp + amount);
  const bleedPenalty = conditions.includes("bleeding") ? Math.max(0, v.bleedPenalty - 1) : v.bleedPenalty;
  const next = hp > 0 ? withConditions(conditions, [], ["incapacitated"]) : conditions;
  return {
    vitals: { ...v, hp, conditions: next, bleedPenalty },
    log: [{ key: "Healed", data: { amount, hp } }],
  };
}

/**
 * Health set by hand (a sheet field, the token bar, a macro, a GM's ruling): the difference is one
 * instance of damage, or one healing, under the rules above; more than max HP heals up to max
 * (rules document, "Health from any source"). The dead are neither damaged nor healed: the Dead status is the GM's to clear.
 */
export function healthSet(v: Vitals, hp: number): VitalsChange {
  const conditions = checkVitals(v);
  integer(hp, "hp");
  ensure(!conditions.includes("dead"), TA_ERR.DeadHealth);
  return hp < v.hp ? applyDamage(v, v.hp - hp, "set") : applyHealing(v, Math.min(hp, v.maxHp) - v.hp);
}

/** A successful Medicine check: Bleeding ends and the Bleed Penalty resets to 0. */
export function medicineSuccess(v: Vitals): VitalsChange {
  const conditions = checkVitals(v);
  return {
    vitals: { ...v, conditions: withConditions(conditions, [], ["bleeding"]), bleedPenalty: 0 },
    log: [{ key: "Stabilized", data: {} }],
  };
}

export { withConditions };

/**
 * The health line of a change of state, in words (a key under TEMPO.ThreeAction.Health, or null): it
 * died, it became Incapacitated, or it was healed out of Incapacitated.
 */
export function healthLine(before: readonly string[], after: readonly string[]): string | null {
  const gained = (id: string) => after.includes(id) && !before.includes(id);
  if (gained("dead")) return "Dead";
  if (gained("incapacitated")) return "Incapacitated";
  return before.includes("incapacitated") && !after.includes("incapacitated") ? "Recovered" : null;
}
