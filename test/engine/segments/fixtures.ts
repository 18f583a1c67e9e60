import type { SegmentsActorStats, SegmentsWeaponStats } from "../../../src/engine/segments/index";

export function actor(over: Partial<SegmentsActorStats> = {}): SegmentsActorStats {
  return {
    armourClass: 5,
    shieldAcBonus: 0,
    dexterityAcBonus: 0,
    thac0: 20,
    attackBonus: 0,
    strength: 10,
    strengthToHit: 0,
    strengthDamage: 0,
    dexterityMissileBonus: 0,
    surpriseBonus: 0,
    movement: 120,
    hitDice: 1,
    keenSenses: false,
    atMaxEncumbrance: false,
    attackRoutines: 1,
    ...over,
  };
}

export const longSword: SegmentsWeaponStats = {
  kind: "melee",
  damage: { count: 1, faces: 8, bonus: 0 },
  toHitBonus: 0,
  damageBonus: 0,
  lengthFt: 3.5,
  canBeSet: false,
  offHandEligible: false,
  lance: false,
  specializationToHit: 0,
};

export const dagger: SegmentsWeaponStats = {
  ...longSword,
  damage: { count: 1, faces: 4, bonus: 0 },
  lengthFt: 1.25,
  offHandEligible: true,
};

export const spear: SegmentsWeaponStats = {
  ...longSword,
  damage: { count: 1, faces: 6, bonus: 0 },
  lengthFt: 8,
  canBeSet: true,
};

export const lance: SegmentsWeaponStats = {
  ...longSword,
  damage: { count: 1, faces: 8, bonus: 1 },
  lengthFt: 10,
  canBeSet: true,
  lance: true,
};

export const shortBow: SegmentsWeaponStats = {
  ...longSword,
  kind: "missile",
  damage: { count: 1, faces: 6, bonus: 0 },
  lengthFt: 0,
};
