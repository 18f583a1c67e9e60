import { ensure } from "../core/errors";
import { checkConditions, type WeaponWeight } from "./basics";
import { TA_ERR } from "./errors";

export type Cover = "none" | "partial" | "total";
export const COVERS: readonly Cover[] = ["none", "partial", "total"];

/** Everything of the seed that bears on one attack roll, from the attacker's point of view. */
export interface AttackSituation {
  /** Melee or ranged delivery (a spell attack says which it is: a touch is melee, a bolt ranged). */
  delivery: "melee" | "ranged";
  weapon?: WeaponWeight;
  /** An attack against an Area: not subject to concealment (one roll for every target). */
  area?: boolean;
  /** The attacker's objective conditions (ids of CONDITIONS). */
  attacker: readonly string[];
  /** The target's objective conditions; "flat-footed" and "concealed" here mean against everyone. */
  target: readonly string[];
  /** Distance to the target in feet (ranged: within 5 ft is disadvantage). */
  distanceFeet?: number;
  /** Subjective conditions between these two creatures. */
  flanked?: boolean;
  /** The target is Flat Footed against this attacker (a Feint's success, ...). */
  flatFootedToAttacker?: boolean;
  /** The target is Grappled by this attacker (Flat Footed to its grappler). */
  grappledByAttacker?: boolean;
  /** The target is Concealed from this attacker (Darkness, Fog, ...). */
  concealedFromAttacker?: boolean;
  /** The target is Hidden from this attacker: the attacker must declare a square. */
  hiddenFromAttacker?: boolean;
  /** When the target is Hidden: did the attacker declare the right square? */
  declaredSquareCorrect?: boolean;
  /** The attacker is Hidden from the target: the target is Flat Footed against it. */
  attackerHidden?: boolean;
  /** The target's Cover against this attack (for an Area, from the Area's point of origin). */
  cover?: Cover;
}

export type Effect = "advantage" | "disadvantage" | "auto-miss";
export interface Reason {
  /** Localization: TEMPO.ThreeAction.Reason.<id>. */
  id: string;
  effect: Effect;
}

export interface AttackResolution {
  advantage: boolean;
  disadvantage: boolean;
  /** The roll is still made but always misses (wrong square against a Hidden creature). */
  autoMiss: boolean;
  /** What the d20 does: two dice keep high, two keep low, or one die (both cancel). */
  mode: "advantage" | "disadvantage" | "normal";
  /** The target had readied a Dodge: this attack uses it up. */
  consumesDodge: boolean;
  /** The attacker was Hidden: attacking gives its location away (it is no longer Hidden to the target). */
  revealsAttacker: boolean;
  reasons: Reason[];
}

/** Every reason id resolveSituation can give (localization: TEMPO.ThreeAction.Reason.<id>). */
export const REASONS = [
  "target-flat-footed",
  "target-blinded",
  "target-stunned",
  "target-unconscious",
  "target-squeezing",
  "flanked",
  "flat-footed-to-attacker",
  "grappled-by-attacker",
  "attacker-hidden",
  "target-prone-melee",
  "target-concealed",
  "target-invisible",
  "target-hidden",
  "target-undetected",
  "concealed-from-attacker",
  "hidden-from-attacker",
  "attacker-blinded",
  "cover",
  "target-prone-ranged",
  "attacker-prone-melee",
  "attacker-shaken",
  "attacker-squeezing-heavy",
  "attacker-unstable",
  "ranged-within-5ft",
  "target-dodging",
  "wrong-square",
] as const;

/** Conditions that make a creature Flat Footed against all other creatures. */
const FLAT_FOOTED_TO_ALL = ["flat-footed", "blinded", "stunned", "unconscious", "squeezing"] as const;
/** Conditions that make a creature Concealed to all other creatures. */
const CONCEALED_TO_ALL = ["concealed", "invisible", "hidden", "undetected"] as const;

/**
 * Advantage and disadvantage of one attack from every condition and situation of seed 001.
 * Several sources of one kind count once; advantage and disadvantage cancel (one die).
 * Throws when the attacker can take no actions or the target has total cover.
 */
export function resolveSituation(s: AttackSituation): AttackResolution {
  const attacker = new Set(checkConditions(s.attacker));
  const target = new Set(checkConditions(s.target));
  ensure(s.delivery === "melee" || s.delivery === "ranged", TA_ERR.UnknownKind, { kind: String(s.delivery) });
  const cover = s.cover ?? "none";
  ensure(COVERS.includes(cover), TA_ERR.UnknownCover, { cover: String(cover) });
  for (const c of ["stunned", "unconscious", "dead"] as const) {
    ensure(!attacker.has(c), TA_ERR.CannotAct, { condition: c });
  }
  ensure(cover !== "total", TA_ERR.TotalCover);
  const reasons: Reason[] = [];
  const add = (id: string, effect: Effect): void => {
    reasons.push({ id, effect });
  };
  const melee = s.delivery === "melee";

  // Flat Footed: against everyone (conditions), or against this attacker only.
  for (const c of FLAT_FOOTED_TO_ALL) if (target.has(c)) add(`target-${c}`, "advantage");
  if (s.flanked) add("flanked", "advantage");
  if (s.flatFootedToAttacker) add("flat-footed-to-attacker", "advantage");
  if (s.grappledByAttacker) add("grappled-by-attacker", "advantage");
  const attackerHidden = s.attackerHidden || attacker.has("hidden") || attacker.has("undetected");
  if (attackerHidden) add("attacker-hidden", "advantage");
  if (melee && target.has("prone")) add("target-prone-melee", "advantage");

  // Disadvantage.
  if (!s.area) {
    for (const c of CONCEALED_TO_ALL) if (target.has(c)) add(`target-${c}`, "disadvantage");
    if (s.concealedFromAttacker) add("concealed-from-attacker", "disadvantage");
    if (s.hiddenFromAttacker) add("hidden-from-attacker", "disadvantage");
    if (attacker.has("blinded")) add("attacker-blinded", "disadvantage");
  }
  if (cover === "partial") add("cover", "disadvantage");
  if (!melee && target.has("prone")) add("target-prone-ranged", "disadvantage");
  if (melee && attacker.has("prone")) add("attacker-prone-melee", "disadvantage");
  if (attacker.has("shaken")) add("attacker-shaken", "disadvantage");
  if (attacker.has("squeezing") && s.weapon === "heavy") add("attacker-squeezing-heavy", "disadvantage");
  if (attacker.has("unstable")) add("attacker-unstable", "disadvantage");
  if (!melee && s.distanceFeet !== undefined && s.distanceFeet <= 5) add("ranged-within-5ft", "disadvantage");
  const consumesDodge = target.has("dodging");
  if (consumesDodge) add("target-dodging", "disadvantage");

  // Hidden: a declared square is required; the wrong one always misses (area attacks have no square).
  let autoMiss = false;
  const hidden = s.hiddenFromAttacker || target.has("hidden") || target.has("undetected");
  if (hidden && !s.area) {
    ensure(s.declaredSquareCorrect !== undefined, TA_ERR.HiddenSquare);
    if (!s.declaredSquareCorrect) {
      autoMiss = true;
      add("wrong-square", "auto-miss");
    }
  }

  const advantage = reasons.some((r) => r.effect === "advantage");
  const disadvantage = reasons.some((r) => r.effect === "disadvantage");
  const mode = advantage === disadvantage ? "normal" : advantage ? "advantage" : "disadvantage";
  return { advantage, disadvantage, autoMiss, mode, consumesDodge, revealsAttacker: attackerHidden, reasons };
}

/**
 * The situation of the TARGET's roll in an opposed maneuver: only the roller's own conditions that
 * affect its attack rolls (Shaken; Prone, as the roll is a melee attack roll; Squeezing with a heavy
 * weapon; unstable in zero-G). Interpretation 6.
 */
export function opposedRollMode(roller: readonly string[], weapon?: WeaponWeight): AttackResolution["mode"] {
  // Rolling to resist is not an action: a Stunned or Unconscious target still rolls (Interpretation 6).
  const set = new Set(checkConditions(roller));
  const bad =
    set.has("shaken") ||
    set.has("prone") ||
    set.has("unstable") ||
    (set.has("squeezing") && weapon === "heavy");
  return bad ? "disadvantage" : "normal";
}
