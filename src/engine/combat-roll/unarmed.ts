import type { DamageType } from "./damage";
import type { TestSkill } from "./outcome";

/** "Unarmed fighting is included in this as well": its name in Fighting Style gear lists (Forest Bandit). */
export const UNARMED_GEAR = "unarmed fighting";
/**
 * The seed gives no unarmed damage: Tempo's default is 1d3 (below the lightest weapon of the gear pack,
 * the dagger's 1d4); a character may carry its own formula (claws, a brawler).
 */
export const UNARMED_DAMAGE = "1d3";
/** "Crushing. Blunt trauma attacks": a fist or a kick. */
export const UNARMED_DAMAGE_TYPE: DamageType = "crushing";

/** A Strike without a weapon, as the contest card needs it. */
export interface UnarmedStrike {
  attackKind: "strike";
  range: "melee";
  /** The gear it counts as in Fighting Style lists (untrained: −2, like any untrained weapon). */
  gear: string;
  damageFormula: string;
  damageType: DamageType;
  /** Step I: a Fighting Style test (melee: STR or AGI, the better, as for weapon Strikes). */
  test: TestSkill;
}

/** The unarmed Strike: a melee Fighting Style test, crushing damage, the character's formula or 1d3. */
export function unarmedStrike(damage = ""): UnarmedStrike {
  const own = damage.trim();
  return {
    attackKind: "strike",
    range: "melee",
    gear: UNARMED_GEAR,
    damageFormula: own === "" ? UNARMED_DAMAGE : own,
    damageType: UNARMED_DAMAGE_TYPE,
    test: { skill: "fighting-style", attributes: [] },
  };
}
