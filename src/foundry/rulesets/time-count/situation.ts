/** The attack dialog's choices and the modifier lines they give: pure (engine calls only). */
import { int, pick, str, type FormValue } from "../../form-dialog";
import { timeCount } from "../../../engine/index";
import type { ModifierLine } from "../definition";

export const COVERS = ["none", "partial", "half", "improved", "nineTenths"] as const;
export const FACINGS = ["", "front", "side", "rear"] as const;
/** Footnote 2 of the SF table: actions whose SF adds to the action taken. */
export const ADD_ONS = timeCount.COMBAT_ACTIONS.filter((a) => a.addsToOtherAction).map((a) => a.key);

export interface AttackChoices {
  /** "" lets the attack pick (Primary, or Passive when the defender cannot react). */
  defense: string;
  higherGround: boolean;
  proficient: boolean;
  noAffinity: boolean;
  flanked: boolean;
  facing: (typeof FACINGS)[number];
  rear: boolean;
  cover: timeCount.Cover;
  /** Distance to the target in feet (ranged weapons: the range penalty). */
  distance: number;
  attackBonus: number;
  damageBonus: number;
  multiplier: number;
  /** The weapon a special combat action uses ("" : none chosen). */
  weaponId: string;
  /** Footnote-2 actions taken with this one (concentrate, control a frightened mount). */
  addOns: string[];
  /** Simultaneous Actions: attacker and target attack each other at the same moment (+1). */
  mutual: boolean;
  /** Spells: charges applied to the attack roll (+2 each). */
  chargesOnAttack: number;
  /** Spells: take 10 on the Arcana check, and the Arcana skill's other modifiers. */
  takeTen: boolean;
  arcanaBonus: number;
  /** Two-Weapon Combat: both weapons together (-6 each) or alternating (-4, one class faster). */
  twoWeapons: timeCount.TwoWeaponMode;
  /** Together: the other weapon. */
  secondWeaponId: string;
  /** Unarmed Combat: a strike with feet, knees, elbows (−4). */
  withoutHands: boolean;
  /** Distract Opponent: the ally (actor uuid) and whether the target's attack or defence suffers. */
  allyId: string;
  distractOn: "attack" | "defense";
}

export type { FormValue };

/** Reads the dialog's fields (by name); anything missing or malformed falls back to "no modifier". */
export function readChoices(get: (name: string) => FormValue): AttackChoices {
  return {
    defense: pick(["", ...timeCount.DEFENSES], get("defense"), ""),
    higherGround: get("higherGround") === true,
    proficient: get("proficient") === true,
    noAffinity: get("noAffinity") === true,
    flanked: get("flanked") === true,
    facing: pick(FACINGS, get("facing"), ""),
    rear: get("rear") === true,
    cover: pick(COVERS, get("cover"), "none"),
    distance: Math.max(0, int(get("distance"), 0)),
    attackBonus: int(get("attackBonus"), 0),
    damageBonus: int(get("damageBonus"), 0),
    // Checked by the engine (`checkDamageMultiplier`) once the dialog is confirmed: not clamped here.
    multiplier: int(get("multiplier"), 1),
    weaponId: str(get("weaponId")),
    addOns: ADD_ONS.filter((key) => get(`addOn.${key}`) === true),
    mutual: get("mutual") === true,
    chargesOnAttack: Math.max(0, int(get("chargesOnAttack"), 0)),
    takeTen: get("takeTen") === true,
    arcanaBonus: int(get("arcanaBonus"), 0),
    twoWeapons: pick(timeCount.TWO_WEAPON_MODES, get("twoWeapons"), "none"),
    secondWeaponId: str(get("secondWeaponId")),
    withoutHands: get("withoutHands") === true,
    allyId: str(get("allyId")),
    distractOn: pick(["attack", "defense"] as const, get("distractOn"), "attack"),
  };
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
  choices: AttackChoices;
  /**
   * The attack's own bonus lines, in place of the Accuracy line: a special combat action's stat
   * (Strength, Dexterity...) and printed modifier, a spell's Intelligence and charges.
   */
  base?: ModifierLine[];
  /** The lines of special actions' marks in play (grabbed, feint, distracted). */
  marks?: ModifierLine[];
}

/**
 * The modifier lines of an attack roll: Accuracy and each situation of the seed's table that
 * applies. Their sum is Accuracy + `situationalAttackModifier` (the flank/rear position line is
 * what the engine gives the two together: a rear +4 includes the flanking +2).
 */
export function attackModifierLines(input: AttackInputs): ModifierLine[] {
  const c = input.choices;
  const melee = input.melee;
  const range =
    !melee && input.rangeIncrement > 0 ? timeCount.rangePenalty(c.distance, input.rangeIncrement) : 0;
  const facing = c.facing === "" ? undefined : c.facing;
  const mutual = c.mutual ? timeCount.ATTACK_MODIFIERS.mutualSimultaneous : 0;
  const twoWeapons = timeCount.twoWeaponAttackModifier(c.twoWeapons);
  const withoutHands = c.withoutHands ? timeCount.ATTACK_MODIFIERS.unarmedWithoutHands : 0;
  const full = timeCount.situationalAttackModifier({
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
  const one = (s: Partial<timeCount.AttackSituation>) => timeCount.situationalAttackModifier({ melee, ...s });
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
