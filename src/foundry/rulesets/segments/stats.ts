import { segments } from "../../../engine/index";
import { actorSystem, itemSystem, weaponSystem } from "../../data/access";

/** The Segmented Rounds block of an actor. */
export function sgStats(actor: Actor.Implementation) {
  return actorSystem(actor).stats.segments;
}
export type SgStats = ReturnType<typeof sgStats>;

/** The Segmented Rounds block of any item. */
export function sgItem(item: Item.Implementation) {
  return itemSystem(item).stats.segments;
}

/** The engine's view of an actor, armour class and to-hit number taken from the world's convention. */
export function engineActor(actor: Actor.Implementation, mode: segments.AcMode): segments.SegmentsActorStats {
  const s = sgStats(actor);
  return {
    armourClass: mode === "ascending" ? s.ascendingArmorClass : s.armorClass,
    shieldAcBonus: s.shieldAcBonus,
    dexterityAcBonus: s.dexterityAcBonus,
    thac0: s.thac0,
    attackBonus: s.toHit,
    strength: s.strength,
    strengthToHit: s.strengthToHit,
    strengthDamage: s.strengthDamage,
    dexterityMissileBonus: s.dexterityMissileBonus,
    surpriseBonus: s.surpriseBonus,
    movement: s.movement,
    hitDice: s.hitDice,
    keenSenses: s.keenSenses,
    atMaxEncumbrance: s.atMaxEncumbrance,
    attackRoutines: s.attackRoutines,
    mounted: s.mounted,
    mountCombatTrained: s.mountCombatTrained,
    mountAtMaxEncumbrance: s.mountAtMaxEncumbrance,
  };
}

/** The engine's view of a weapon item: its damage dice parsed, missile when the item is ranged. */
export function engineWeapon(item: Item.Implementation): segments.SegmentsWeaponStats {
  const w = weaponSystem(item);
  const s = w.stats.segments;
  return {
    kind: w.ranged ? "missile" : "melee",
    damage: segments.parseDamageDice(w.damage),
    toHitBonus: s.toHitBonus,
    damageBonus: s.damageBonus,
    lengthFt: s.lengthFt,
    canBeSet: s.canBeSet,
    offHandEligible: s.offHandEligible,
    lance: s.lance,
    specializationToHit: s.specializationToHit,
  };
}

/** The actor's weapons of one kind, equipped first. */
export function weaponsOf(actor: Actor.Implementation, kind?: "melee" | "missile"): Item.Implementation[] {
  const list = actor.items.filter((item) => {
    if (item.type !== "weapon") return false;
    return kind === undefined || (weaponSystem(item).ranged ? "missile" : "melee") === kind;
  });
  return list.sort((a, b) => Number(weaponSystem(b).equipped) - Number(weaponSystem(a).equipped));
}

/** The weapon held for melee: the declared one when it is a melee weapon, else the first equipped one. */
export function meleeWeapon(actor: Actor.Implementation, declaredId?: string): Item.Implementation | null {
  const declared = declaredId ? actor.items.get(declaredId) : undefined;
  if (declared?.type === "weapon" && !weaponSystem(declared).ranged) return declared;
  return weaponsOf(actor, "melee")[0] ?? null;
}

/** The missile weapon in hand: the declared one when it is a missile weapon, else the first one. */
export function missileWeapon(actor: Actor.Implementation, declaredId?: string): Item.Implementation | null {
  const declared = declaredId ? actor.items.get(declaredId) : undefined;
  if (declared?.type === "weapon" && weaponSystem(declared).ranged) return declared;
  return weaponsOf(actor, "missile")[0] ?? null;
}

/** Down at 0 hit points or fewer (engine `isDown`). */
export function isDownActor(actor: Actor.Implementation | null): boolean {
  return actor !== null && segments.isDown(sgStats(actor).hp.value);
}

/** The sheet header's key numbers in the world's convention: AC and THAC0, or ascending AC and attack bonus. */
export function acSummary(
  actor: Actor.Implementation,
  mode: segments.AcMode,
): { label: string; value: number }[] {
  // the pair the attacks read (engineActor), so the header never shows another
  const e = engineActor(actor, mode);
  return [
    { label: "TEMPO.Segments.Stat.armorClass", value: e.armourClass },
    mode === "ascending"
      ? { label: "TEMPO.Segments.Stat.toHit", value: e.attackBonus }
      : { label: "TEMPO.Segments.Stat.thac0", value: e.thac0 },
  ];
}
