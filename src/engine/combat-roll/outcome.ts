import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import { int } from "./validate";

/** Step II's defence options, plus not defending at all. */
export const DEFENSE_KINDS = ["block", "dodge", "parry", "withstand", "none"] as const;
export type DefenseKind = (typeof DEFENSE_KINDS)[number];

export type Outcome = "nothing" | "attacker-critical" | "defender-critical" | "hit" | "blocked" | "miss";

export interface AttackRollResult {
  passed: boolean;
  successes: number;
}

export interface DefenseRollResult {
  kind: DefenseKind;
  passed: boolean;
  successes: number;
}

export function isDefenseKind(value: string): value is DefenseKind {
  return (DEFENSE_KINDS as readonly string[]).includes(value);
}

/**
 * Step III: Determine Results. A defender who does not defend ("none") fails automatically.
 * Both pass: a Block always blocks ("blocked": damage reduced by the Block Rating); against Dodge,
 * Parry (and, by interpretation, Withstand) the attack hits only with MORE Successes, else it misses.
 */
export function outcome(input: { attack: AttackRollResult; defense: DefenseRollResult }): Outcome {
  const { attack, defense } = input;
  ensure(isDefenseKind(defense.kind), CR_ERR.UnknownDefense, { kind: String(defense.kind) });
  int(attack.successes, "attack.successes");
  int(defense.successes, "defense.successes");
  const defended = defense.kind !== "none" && defense.passed;
  if (!attack.passed && !defended) return "nothing";
  if (attack.passed && !defended) return "attacker-critical";
  if (!attack.passed && defended) return "defender-critical";
  if (defense.kind === "block") return "blocked";
  return attack.successes > defense.successes ? "hit" : "miss";
}

/** Whether an outcome lets the attacker roll damage. */
export function attackerRollsDamage(result: Outcome): boolean {
  return result === "attacker-critical" || result === "hit" || result === "blocked";
}

/** Who may attempt a maneuver after the roll (only a critical win opens one). */
export function maneuverWinner(result: Outcome): "attacker" | "defender" | null {
  if (result === "attacker-critical") return "attacker";
  if (result === "defender-critical") return "defender";
  return null;
}

export const ATTACK_KINDS = ["strike", "spell"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];
export type AttackRange = "melee" | "ranged";

export interface DefenseContext {
  /** Strike (weapon) or spell / other ability with the Attack trait. */
  attackKind: AttackKind;
  /** Melee, or ranged / thrown. */
  range: AttackRange;
  /** The defender wields a shield. */
  hasShield: boolean;
  /** The ability targets the mind (its description says so). */
  targetsMind?: boolean;
  /** The defender is aware of the attack (default true). */
  aware?: boolean;
}

/**
 * Step II: the defences a target may choose (always including "none"); only "none" when it is unaware
 * or cannot react now (no AP or reaction left, unconscious, defeated).
 */
export function defenseOptions(ctx: DefenseContext & { canReact?: boolean }): DefenseKind[] {
  if (ctx.aware === false || ctx.canReact === false) return ["none"];
  const options: DefenseKind[] = [];
  if (ctx.hasShield) options.push("block");
  options.push("dodge");
  if (ctx.attackKind === "strike" && ctx.range === "melee") options.push("parry");
  // A mind-targeting ability says so in its description: that is the spell "saying otherwise".
  if (ctx.targetsMind) options.push("withstand");
  options.push("none");
  return options;
}

/**
 * Why a defence cannot be chosen (a localization key taking `{name}`, the defender), or null when it can.
 * Not reacting ("none") is always possible; an unaware defender or one who cannot react now (no AP or
 * reaction left, unconscious, defeated) has only that; otherwise Block needs a shield, Parry a melee
 * Strike, Withstand an attack on the mind.
 */
export function defenseUnavailable(
  kind: DefenseKind,
  ctx: DefenseContext & { canReact?: boolean },
): string | null {
  if (kind === "none") return null;
  if (ctx.aware === false) return CR_ERR.Unaware;
  if (ctx.canReact === false) return CR_ERR.CannotReact;
  if (defenseOptions(ctx).includes(kind)) return null;
  if (kind === "block") return CR_ERR.NoShield;
  if (kind === "parry") return CR_ERR.ParryNeedsMeleeStrike;
  return CR_ERR.WithstandNeedsMind;
}

/** Throws unless `kind` is allowed in `ctx`. */
export function assertDefenseAllowed(kind: DefenseKind, ctx: DefenseContext): void {
  ensure(defenseOptions(ctx).includes(kind), CR_ERR.DefenseNotAllowed, { kind });
}

export interface TestSkill {
  skill: "fighting-style" | "dodge" | "focus" | "sorcery";
  /** Governing attributes the tester may use (empty: the skill's usual attribute). */
  attributes: readonly ("STR" | "AGI")[];
}

/** Which test a defence uses (Step II). "none" has no test. */
export function defenseTest(kind: Exclude<DefenseKind, "none">): TestSkill {
  switch (kind) {
    case "block":
      return { skill: "fighting-style", attributes: ["STR"] };
    case "parry":
      return { skill: "fighting-style", attributes: ["STR", "AGI"] };
    case "dodge":
      return { skill: "dodge", attributes: [] };
    case "withstand":
      return { skill: "focus", attributes: [] };
  }
}

/** Which test an attack uses (Step I): ranged or thrown Strikes must use Agility. */
export function attackTest(attackKind: AttackKind, range: AttackRange): TestSkill {
  if (attackKind === "spell") return { skill: "sorcery", attributes: [] };
  return { skill: "fighting-style", attributes: range === "ranged" ? ["AGI"] : [] };
}
