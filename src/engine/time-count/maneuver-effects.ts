import { ensure } from "../core/errors";
import type { AttackResult } from "./attack";
import type { DiceTerm } from "./dice-terms";
import type { DamageOptions, DamageSpec } from "./damage";
import type { Maneuver, ManeuverAttackStat } from "./maneuvers";

/** A condition a special combat action puts on its target that the shell can store. */
export type TargetCondition = "prone" | "immobile";

/**
 * Damage a special combat action deals, as printed:
 * - `attribute`: "damage equal to your Strength" (`half`: "half your Dexterity", rounded down);
 * - `weapon`: the weapon's damage (`half`: quick strike; `critical` + `multiplier`: coup de grace,
 *   "double your normal critical damage");
 * - `dice`: "1d6 additional damage".
 */
export type ManeuverDamage =
  | { readonly kind: "attribute"; readonly attribute: "strength" | "dexterity"; readonly half?: boolean }
  | {
      readonly kind: "weapon";
      readonly half?: boolean;
      readonly critical?: boolean;
      readonly multiplier?: number;
    }
  | { readonly kind: "dice"; readonly term: DiceTerm };

/** What the engine applies by itself for one line of a special combat action. */
export interface AutomatedPart {
  readonly damage?: readonly ManeuverDamage[];
  readonly conditions?: readonly TargetCondition[];
}

/**
 * The automatic part of each special combat action: `hit` (for throw, the Vigor hit), `hitAlt` (the
 * Celerity hit of throw) and, by threshold ("5", "10", "critical"), the great successes. Lines that are
 * "at your option", move creatures or change a later roll are not here: the card shows them to the GM.
 */
export const MANEUVER_AUTOMATION: Readonly<
  Record<string, { hit?: AutomatedPart; hitAlt?: AutomatedPart; effects?: Record<string, AutomatedPart> }>
> = {
  breakGrab: { effects: { "5": { damage: [{ kind: "attribute", attribute: "strength" }] } } },
  drag: { hit: { damage: [{ kind: "attribute", attribute: "strength" }] } },
  escapeGrab: { effects: { "5": { damage: [{ kind: "attribute", attribute: "dexterity", half: true }] } } },
  // The grab's immobility is not a stored condition: it is its mark (marks.ts `isGrabbed`), so it ends
  // when the grab does; a stored Immobile would outlive the release.
  grab: {},
  grapple: {},
  shunt: {},
  throw: {
    hit: { damage: [{ kind: "attribute", attribute: "strength" }] },
    hitAlt: { conditions: ["prone"] },
    effects: { "5": { damage: [{ kind: "dice", term: { count: 1, faces: 6, bonus: 0 } }] } },
  },
  approach: {},
  bullRush: { effects: { critical: { damage: [{ kind: "attribute", attribute: "strength" }] } } },
  coupDeGrace: { hit: { damage: [{ kind: "weapon", critical: true, multiplier: 2 }] } },
  disarm: {},
  distract: {},
  feint: {},
  quickStrike: { hit: { damage: [{ kind: "weapon", half: true }] } },
  staple: { hit: { conditions: ["immobile"] } },
  tackle: {
    hit: { damage: [{ kind: "attribute", attribute: "strength" }], conditions: ["prone"] },
    effects: { "5": { damage: [{ kind: "dice", term: { count: 1, faces: 6, bonus: 0 } }] } },
  },
  trip: {
    hit: { conditions: ["prone"] },
    effects: { "5": { damage: [{ kind: "attribute", attribute: "strength" }] } },
  },
};

export interface ManeuverOutcome {
  /** Localization keys of every line that applies (hit, the earned great successes, the critical). */
  readonly texts: readonly string[];
  /** What the engine can apply: damage parts and conditions, from the lines that apply. */
  readonly damage: readonly ManeuverDamage[];
  readonly conditions: readonly TargetCondition[];
}

/**
 * The lines of a special combat action that apply to its attack result. `alt` is the same attack
 * roll compared with the second defence of "Strength vs. Vigor and Celerity" (throw): its hit adds
 * the Celerity line. Great successes and the critical line follow the first defence's result.
 */
export function maneuverOutcome(m: Maneuver, first: AttackResult, alt?: AttackResult): ManeuverOutcome {
  const auto = MANEUVER_AUTOMATION[m.key] ?? {};
  const texts: string[] = [];
  const damage: ManeuverDamage[] = [];
  const conditions = new Set<TargetCondition>();
  const take = (text: string, part: AutomatedPart | undefined) => {
    texts.push(text);
    damage.push(...(part?.damage ?? []));
    for (const c of part?.conditions ?? []) conditions.add(c);
  };
  if (first.hit) {
    take(m.hit, auto.hit);
    for (const e of m.effects) {
      const reached = e.at === "critical" ? first.critical : first.margin >= e.at;
      if (reached) take(e.text, auto.effects?.[String(e.at)]);
    }
  }
  if (alt?.hit && m.hitAlt) take(m.hitAlt, auto.hitAlt);
  return { texts, damage, conditions: [...conditions] };
}

export interface ManeuverScores {
  readonly accuracy: number;
  readonly strength: number;
  readonly dexterity: number;
}

/** Whether the maneuver's attack is a weapon (or unarmed) attack: size modifier and weapon needed. */
export function isWeaponAttackStat(stat: ManeuverAttackStat): boolean {
  return stat === "weapon" || stat === "melee" || stat === "unarmed";
}

/**
 * The attack bonus of a special combat action before situational modifiers: "Weapon-4" and
 * "Unarmed" / "Melee" are the Accuracy (the weapon's attack bonus), "Strength" the Strength score,
 * "Athletics (Str)" / "Acrobatics (Dex)" the attribute (skill ranks come as another modifier); plus
 * the printed modifier.
 */
export function maneuverAttackBonus(stat: ManeuverAttackStat, modifier: number, s: ManeuverScores): number {
  const base =
    stat === "strength" || stat === "athleticsStr"
      ? s.strength
      : stat === "acrobaticsDex"
        ? s.dexterity
        : s.accuracy;
  return base + modifier;
}

export interface ManeuverDamageInput {
  readonly strength: number;
  readonly dexterity: number;
  /** The weapon's damage (dice, attribute bonus, Power, extra dice), when a weapon was used. */
  readonly weapon?: DamageSpec;
  /** The attack was a critical hit (weapon damage at its maximum). */
  readonly critical: boolean;
}

/**
 * The damage to roll for a special combat action's automatic parts, or null when it deals none.
 * Weapon damage keeps the weapon's dice, attribute and Power (half: quick strike; coup de grace:
 * critical, twice). "Damage equal to your Strength" is that number alone (no Power); extra dice add
 * once. A hit still deals at least 1 (`rollDamage`).
 */
export function maneuverDamage(
  parts: readonly ManeuverDamage[],
  input: ManeuverDamageInput,
): { spec: DamageSpec; options: DamageOptions } | null {
  if (parts.length === 0) return null;
  let spec: DamageSpec = { weapon: [], attribute: 0, power: 0 };
  let options: DamageOptions = {};
  let flat = 0;
  const extra: DiceTerm[] = [];
  for (const p of parts) {
    if (p.kind === "weapon") {
      ensure(input.weapon !== undefined, "TEMPO.TimeCount.Error.ManeuverNeedsWeapon", {});
      spec = input.weapon;
      options = {
        critical: p.critical === true || input.critical,
        multiplier: p.multiplier ?? 1,
        half: p.half === true,
      };
    } else if (p.kind === "attribute") {
      const score = p.attribute === "strength" ? input.strength : input.dexterity;
      flat += p.half ? Math.floor(score / 2) : score;
    } else {
      extra.push(p.term);
    }
  }
  return {
    spec: {
      ...spec,
      modifiers: (spec.modifiers ?? 0) + flat,
      extraDice: [...(spec.extraDice ?? []), ...extra],
    },
    options,
  };
}
