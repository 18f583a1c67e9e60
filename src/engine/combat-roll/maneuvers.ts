import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import { int } from "./validate";

export type SizeTest = "normal" | "boon" | "bane" | "auto-pass" | "auto-fail";

/**
 * "Size Matters" for the target's test against a starred maneuver. Sizes are integers on one
 * ordered scale (larger = larger creature): one size larger -> boon, more -> auto-pass;
 * one size smaller -> bane, more -> auto-fail.
 */
export function maneuverTest(attackerSize: number, targetSize: number): SizeTest {
  const diff = int(targetSize, "targetSize") - int(attackerSize, "attackerSize");
  if (diff === 0) return "normal";
  if (diff === 1) return "boon";
  if (diff > 1) return "auto-pass";
  if (diff === -1) return "bane";
  return "auto-fail";
}

export const MANEUVER_IDS = ["bash", "brace", "disarm", "feint", "precision", "push", "trip"] as const;
export type ManeuverId = (typeof MANEUVER_IDS)[number];

export type FollowUpSkill = "athletics" | "sleight-of-hand" | "acrobatics" | "deception";

export interface ManeuverRule {
  id: ManeuverId;
  /** Starred: the target's follow-up test obeys "Size Matters". */
  sizeMatters: boolean;
  /** Who makes the follow-up test, and with which skills (any one of them); null = no test. */
  test: { by: "target" | "winner"; skills: readonly FollowUpSkill[] } | null;
  /** Effect when the target FAILS (or, for Feint, when the winner passes). */
  effect: string;
  /** Requires a shield or heavy weapon (Bash). */
  needsShieldOrHeavy?: boolean;
  /** Must be part of a Strike (Precision). */
  strikeOnly?: boolean;
}

/** The seed's maneuver list. `effect` is a localization key. */
export const MANEUVERS: Readonly<Record<ManeuverId, ManeuverRule>> = {
  bash: {
    id: "bash",
    sizeMatters: true,
    test: { by: "target", skills: ["athletics"] },
    effect: "TEMPO.CombatRoll.Maneuver.Bash.Effect",
    needsShieldOrHeavy: true,
  },
  brace: { id: "brace", sizeMatters: false, test: null, effect: "TEMPO.CombatRoll.Maneuver.Brace.Effect" },
  disarm: {
    id: "disarm",
    sizeMatters: true,
    test: { by: "target", skills: ["athletics", "sleight-of-hand"] },
    effect: "TEMPO.CombatRoll.Maneuver.Disarm.Effect",
  },
  feint: {
    id: "feint",
    sizeMatters: false,
    test: { by: "winner", skills: ["deception"] },
    effect: "TEMPO.CombatRoll.Maneuver.Feint.Effect",
  },
  precision: {
    id: "precision",
    sizeMatters: false,
    test: null,
    effect: "TEMPO.CombatRoll.Maneuver.Precision.Effect",
    strikeOnly: true,
  },
  push: {
    id: "push",
    sizeMatters: true,
    test: { by: "target", skills: ["athletics"] },
    effect: "TEMPO.CombatRoll.Maneuver.Push.Effect",
  },
  trip: {
    id: "trip",
    sizeMatters: true,
    test: { by: "target", skills: ["acrobatics"] },
    effect: "TEMPO.CombatRoll.Maneuver.Trip.Effect",
  },
};

export interface ManeuverContext {
  /** The critical winner wields a shield or a heavy weapon. */
  winnerHasShieldOrHeavy: boolean;
  /** The combat roll was a Strike and the winner is the attacker. */
  winnerStruckWithWeapon: boolean;
}

/** Maneuvers the critical winner may choose. */
export function availableManeuvers(ctx: ManeuverContext): ManeuverId[] {
  return MANEUVER_IDS.filter((id) => {
    const rule = MANEUVERS[id];
    if (rule.needsShieldOrHeavy && !ctx.winnerHasShieldOrHeavy) return false;
    if (rule.strikeOnly && !ctx.winnerStruckWithWeapon) return false;
    return true;
  });
}

/** Throws unless the critical winner may choose this maneuver. */
export function assertManeuverAllowed(id: ManeuverId, ctx: ManeuverContext): void {
  ensure(availableManeuvers(ctx).includes(id), CR_ERR.ManeuverNotAllowed, { id: String(id) });
}

export interface FollowUp {
  /** Who tests; null when the maneuver needs no test (Brace, Precision). */
  by: "target" | "winner" | null;
  skills: readonly FollowUpSkill[];
  /** "normal" | "boon" | "bane" | "auto-pass" | "auto-fail" for that test. */
  test: SizeTest;
  /** Net boon/bane to pass to `testFormula` when the test is rolled. */
  boonBane: number;
}

/**
 * The follow-up test of a maneuver: starred maneuvers apply "Size Matters" to the target's test;
 * Disarm adds a boon when the item is a two-handed weapon or a shield (it cancels a size bane).
 */
export function maneuverFollowUp(
  id: ManeuverId,
  sizes: { winnerSize: number; loserSize: number },
  opts: { disarmTwoHandedOrShield?: boolean } = {},
): FollowUp {
  const rule = MANEUVERS[id];
  ensure(rule !== undefined, CR_ERR.UnknownManeuver, { id: String(id) });
  if (rule.test === null) return { by: null, skills: [], test: "normal", boonBane: 0 };
  const size = rule.sizeMatters ? maneuverTest(sizes.winnerSize, sizes.loserSize) : "normal";
  if (size === "auto-pass" || size === "auto-fail") {
    return { by: rule.test.by, skills: rule.test.skills, test: size, boonBane: 0 };
  }
  let boonBane = size === "boon" ? 1 : size === "bane" ? -1 : 0;
  if (id === "disarm" && opts.disarmTwoHandedOrShield) boonBane += 1;
  const test: SizeTest = boonBane > 0 ? "boon" : boonBane < 0 ? "bane" : "normal";
  return { by: rule.test.by, skills: rule.test.skills, test, boonBane };
}

/** Precision: "the damage die is maximized" -> every damage die shows its highest face. */
export function precisionDamage(dice: readonly { faces: number; count: number }[], bonus = 0): number {
  return dice.reduce((sum, d) => sum + int(d.faces, "faces") * int(d.count, "count"), int(bonus, "bonus"));
}
