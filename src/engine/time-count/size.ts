import { ensure } from "../core/errors";

export const SIZES = [
  "fine",
  "diminutive",
  "tiny",
  "small",
  "medium",
  "large",
  "huge",
  "gargantuan",
  "colossal",
] as const;
export type Size = (typeof SIZES)[number];

export interface SizeRow {
  readonly size: Size;
  /** Applies to weapon attack rolls (not spells) and to Primary and Passive defense. */
  readonly modifier: number;
  readonly height: string;
  /** Space in feet. */
  readonly spaceFeet: number;
  /** Natural reach in feet: tall creatures first, long creatures second (Large: "10 ft or 5 ft"). */
  readonly reachFeet: readonly number[];
  /** Normal-sized equivalents in one space ("Moving Through Occupied Spaces"). */
  readonly occupancy: number;
}

/** Table: Sizes and Size Modifiers. */
export const SIZE_TABLE: Readonly<Record<Size, SizeRow>> = {
  fine: {
    size: "fine",
    modifier: 8,
    height: "6 in or less",
    spaceFeet: 0.5,
    reachFeet: [0],
    occupancy: 1 / 16,
  },
  diminutive: {
    size: "diminutive",
    modifier: 4,
    height: "6 in to 1 ft",
    spaceFeet: 1,
    reachFeet: [0],
    occupancy: 1 / 8,
  },
  tiny: {
    size: "tiny",
    modifier: 2,
    height: "1 ft to 2 ft",
    spaceFeet: 2.5,
    reachFeet: [0],
    occupancy: 1 / 4,
  },
  small: {
    size: "small",
    modifier: 1,
    height: "2 ft to 4 ft",
    spaceFeet: 5,
    reachFeet: [5],
    occupancy: 1 / 2,
  },
  medium: {
    size: "medium",
    modifier: 0,
    height: "4 ft to 8 ft",
    spaceFeet: 5,
    reachFeet: [5],
    occupancy: 1,
  },
  large: {
    size: "large",
    modifier: -1,
    height: "8 ft to 16 ft",
    spaceFeet: 10,
    reachFeet: [10, 5],
    occupancy: 3,
  },
  huge: {
    size: "huge",
    modifier: -2,
    height: "16 ft to 32 ft",
    spaceFeet: 15,
    reachFeet: [15, 10],
    occupancy: 3,
  },
  gargantuan: {
    size: "gargantuan",
    modifier: -4,
    height: "32 ft to 64 ft",
    spaceFeet: 20,
    reachFeet: [20, 15],
    occupancy: 3,
  },
  colossal: {
    size: "colossal",
    modifier: -8,
    height: "64 ft or more",
    spaceFeet: 30,
    reachFeet: [30, 20],
    occupancy: 3,
  },
};

export function isSize(value: string): value is Size {
  return (SIZES as readonly string[]).includes(value);
}

function row(size: string): SizeRow {
  ensure(isSize(size), "TEMPO.TimeCount.Error.UnknownSize", { size });
  return SIZE_TABLE[size];
}

export function sizeModifier(size: Size): number {
  return row(size).modifier;
}

/** Number of size categories between two sizes (0 = same). */
export function sizeDistance(a: Size, b: Size): number {
  return Math.abs(SIZES.indexOf(row(a).size) - SIZES.indexOf(row(b).size));
}

/** "A single space cannot hold more than 4 Normal-sized creatures or the equivalent." */
export const SPACE_CAPACITY = 4;

/** Total Normal-sized equivalents of the creatures in one space. */
export function spaceLoad(occupants: readonly Size[]): number {
  return occupants.reduce((sum, s) => sum + row(s).occupancy, 0);
}

/** Whether a creature of `size` fits into a space already holding `occupants`. */
export function spaceHasRoom(occupants: readonly Size[], size: Size): boolean {
  return spaceLoad(occupants) + row(size).occupancy <= SPACE_CAPACITY;
}

/** "Creatures that are at least two size categories larger or smaller than you cannot prevent you from entering." */
export function canPreventEntry(occupant: Size, entrant: Size): boolean {
  return sizeDistance(occupant, entrant) < 2;
}

export interface FightingInSpace {
  readonly canAttack: boolean;
  readonly attackModifier: number;
  /** Everyone counted uses Passive defense when the space is too crowded to fight. */
  readonly usePassiveDefense: boolean;
}

/**
 * "Fighting in Occupied Spaces", for the creature at `index` of `occupants`: only creatures within one
 * size category of it count; with at least two such creatures totalling more than one Normal-sized
 * creature, attacks take -4; more than two Normal-sized creatures, nobody counted may attack and all
 * use Passive defense.
 */
export function fightingInSpace(occupants: readonly Size[], index: number): FightingInSpace {
  const self = occupants[index];
  ensure(self !== undefined, "TEMPO.TimeCount.Error.UnknownOccupant", {
    index,
  });
  const counted = occupants.filter((s) => sizeDistance(s, self) <= 1);
  const load = spaceLoad(counted);
  if (counted.length < 2 || load <= 1)
    return { canAttack: true, attackModifier: 0, usePassiveDefense: false };
  if (load <= 2) return { canAttack: true, attackModifier: -4, usePassiveDefense: false };
  return { canAttack: false, attackModifier: 0, usePassiveDefense: true };
}
