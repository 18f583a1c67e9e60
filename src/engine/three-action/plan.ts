import { ensure } from "../core/errors";
import { resolveSituation, type AttackSituation, type Reason } from "./advantage";
import { d20Formula, type RollMode } from "./attack";
import { attackBonus, rangedModifiers, type AttackBonusInput } from "./basics";
import { whole } from "./checks";
import { TA_ERR } from "./errors";

export interface AttackPlanInput extends AttackBonusInput {
  /** Conditions and the situation between attacker and target (weapon and distance come from here). */
  situation: Omit<AttackSituation, "weapon" | "distanceFeet" | "delivery"> & {
    /** Needed for spell attacks only: a melee attack and a ranged attack use their own delivery. */
    delivery?: AttackSituation["delivery"];
  };
  distanceFeet?: number;
  /** The weapon's (or spell's) range increment, for ranged and thrown attacks. */
  incrementFeet?: number;
  /** Which Defense the attack targets: Physical for attacks; Mental for a Feint or as a spell's effect says. */
  defense?: "physical" | "mental";
}

export interface AttackPlan {
  bonus: number;
  /** Subtracted from the total (range increments). */
  penalty: number;
  mode: RollMode;
  /** Foundry Roll formula with the bonus and penalty, e.g. "2d20kh + 7 - 1". */
  formula: string;
  autoMiss: boolean;
  consumesDodge: boolean;
  revealsAttacker: boolean;
  defense: "physical" | "mental";
  reasons: Reason[];
}

/**
 * Everything an attack card needs before the roll, in one call: the bonus, range penalty, advantage
 * and disadvantage with their reasons, the formula and the Defense it targets. The shell rolls
 * `formula` (or passes the d20s to evaluateAttack) against the target's Defense.
 */
export function planAttack(input: AttackPlanInput): AttackPlan {
  const bonus = attackBonus(input);
  const delivery = input.kind === "spell" ? (input.situation.delivery ?? "ranged") : input.kind;
  let penalty = 0;
  if (delivery === "ranged" && input.distanceFeet !== undefined && input.incrementFeet !== undefined) {
    penalty = rangedModifiers(input.distanceFeet, input.incrementFeet).penalty;
  }
  if (input.distanceFeet !== undefined) whole(input.distanceFeet, "distanceFeet");
  const defense = input.defense ?? "physical";
  ensure(defense === "physical" || defense === "mental", TA_ERR.UnknownKind, { kind: String(defense) });
  const r = resolveSituation({
    ...input.situation,
    delivery,
    ...(input.weapon === undefined ? {} : { weapon: input.weapon }),
    ...(input.distanceFeet === undefined ? {} : { distanceFeet: input.distanceFeet }),
  });
  const mod = bonus - penalty;
  const formula =
    mod === 0 ? d20Formula(r.mode) : `${d20Formula(r.mode)} ${mod < 0 ? "-" : "+"} ${Math.abs(mod)}`;
  return {
    bonus,
    penalty,
    mode: r.mode,
    formula,
    autoMiss: r.autoMiss,
    consumesDodge: r.consumesDodge,
    revealsAttacker: r.revealsAttacker,
    defense,
    reasons: r.reasons,
  };
}
