import {
  ATTACK_MODIFIERS,
  rangePenalty,
  situationalAttackModifier,
  type AttackSituation,
  type Cover,
} from "./attack";
import { twoWeaponAttackModifier, type TwoWeaponMode } from "./two-weapons";

/** One line of a roll's modifiers: a localization key and its value. */
export interface ModifierLine {
  readonly label: string;
  readonly value: number;
}

/** The attack dialog's choices the roll's lines depend on. */
export interface AttackLineChoices {
  readonly higherGround: boolean;
  readonly proficient: boolean;
  readonly noAffinity: boolean;
  readonly flanked: boolean;
  /** "" : the defender's facing does not matter. */
  readonly facing: "" | "front" | "side" | "rear";
  readonly rear: boolean;
  readonly cover: Cover;
  /** Distance to the target in feet (ranged weapons: the range penalty). */
  readonly distance: number;
  readonly attackBonus: number;
  /** Simultaneous Actions: attacker and target attack each other at the same moment (+1). */
  readonly mutual: boolean;
  readonly twoWeapons: TwoWeaponMode;
  /** Unarmed Combat: a strike with feet, knees, elbows (−4). */
  readonly withoutHands: boolean;
}

export interface AttackInputs {
  accuracy: number;
  melee: boolean;
  /** The attacker's size modifier (weapon attacks only). */
  sizeModifier: number;
  /** Range increment in feet (0: no range penalty). */
  rangeIncrement: number;
  /** The attacker's stance (attack, and melee attack when melee). */
  stance: number;
  /** Impairments: -1 Accuracy per bludgeoning impairment. */
  impairment: number;
  choices: AttackLineChoices;
  /**
   * The attack's own bonus lines, in place of the Accuracy line: a special combat action's stat
   * (Strength, Dexterity...) and printed modifier, a spell's Intelligence and charges.
   */
  base?: readonly ModifierLine[];
  /** The lines of special actions' marks in play (grabbed, feint, distracted). */
  marks?: readonly ModifierLine[];
}

/**
 * The modifier lines of an attack roll: Accuracy and each situation of the seed's table that
 * applies. Their sum is Accuracy + `situationalAttackModifier` (the flank/rear position line is
 * what the engine gives the two together: a rear +4 includes the flanking +2).
 */
export function attackModifierLines(input: AttackInputs): ModifierLine[] {
  const c = input.choices;
  const melee = input.melee;
  const range = !melee && input.rangeIncrement > 0 ? rangePenalty(c.distance, input.rangeIncrement) : 0;
  const facing = c.facing === "" ? undefined : c.facing;
  const mutual = c.mutual ? ATTACK_MODIFIERS.mutualSimultaneous : 0;
  const twoWeapons = twoWeaponAttackModifier(c.twoWeapons);
  const withoutHands = c.withoutHands ? ATTACK_MODIFIERS.unarmedWithoutHands : 0;
  const full = situationalAttackModifier({
    melee,
    attackerSize: input.sizeModifier,
    higherGround: c.higherGround,
    proficient: c.proficient,
    noAffinity: c.noAffinity,
    defenderFlanked: c.flanked,
    ...(facing ? { defenderFacing: facing } : {}),
    rear: c.rear,
    cover: c.cover,
    rangePenalty: range,
    other: [input.stance, input.impairment, c.attackBonus, mutual, twoWeapons, withoutHands],
  });
  const one = (s: Partial<AttackSituation>) => situationalAttackModifier({ melee, ...s });
  const parts: [string, number][] = [
    ["Size", one({ attackerSize: input.sizeModifier })],
    ["HigherGround", one({ higherGround: c.higherGround })],
    ["Proficient", one({ proficient: c.proficient })],
    ["NoAffinity", one({ noAffinity: c.noAffinity })],
    ["Cover", one({ cover: c.cover })],
    ["Range", range],
    ["Stance", input.stance],
    ["Impairment", input.impairment],
    ["Mutual", mutual],
    ["TwoWeapons", twoWeapons],
    ["WithoutHands", withoutHands],
    ["Other", c.attackBonus],
  ];
  const listed = parts.reduce((sum, [, v]) => sum + v, 0);
  parts.splice(4, 0, ["Position", full - listed]);
  const base = input.base ?? [{ label: "TEMPO.TimeCount.Stat.accuracy", value: input.accuracy }];
  return [
    ...base.filter((l, i) => i === 0 || l.value !== 0),
    ...parts
      .filter(([, v]) => v !== 0)
      .map(([key, value]) => ({ label: `TEMPO.TimeCount.Modifier.${key}`, value })),
    ...(input.marks ?? []),
  ];
}

export function sumLines(lines: readonly ModifierLine[]): number {
  return lines.reduce((sum, l) => sum + l.value, 0);
}
