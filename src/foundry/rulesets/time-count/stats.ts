import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { actorSystem, weaponSystem } from "../../data/access";
import type { WeaponData } from "../../data/item";

/** The Time Count block of an actor. */
export function tcStats(actor: Actor.Implementation) {
  return actorSystem(actor).stats.timeCount;
}
export type TcStats = ReturnType<typeof tcStats>;

/** The actor's current hit points for the consciousness rules (engine `currentHitPoints`). */
export function currentHp(s: TcStats): number {
  return timeCount.currentHitPoints({ hp: s.hp.value, invigoration: s.invigoration });
}

/** "If your fatigue equals or exceeds double your current HP, you are dying, but may still be conscious." */
export function dyingNow(actor: Actor.Implementation): boolean {
  const s = tcStats(actor);
  if (s.conditions.dead || s.hp.value <= 0) return false;
  return timeCount.vitalStatus({ hp: currentHp(s), fatigue: s.fatigue }) === "dying";
}

/** The Time Count block of a weapon, and the weapon's common fields. */
export function tcWeapon(item: Item.Implementation): {
  weapon: WeaponData;
  stats: WeaponData["stats"]["timeCount"];
} {
  const weapon = weaponSystem(item);
  return { weapon, stats: weapon.stats.timeCount };
}

export function speedClassOf(value: string): timeCount.SpeedClass {
  if (timeCount.isSpeedClass(value)) return value;
  throw new RuleError("TEMPO.TimeCount.Error.UnknownSpeedClass", { speedClass: value });
}

export function isDefense(value: string): value is timeCount.Defense {
  return (timeCount.DEFENSES as readonly string[]).includes(value);
}

export function isStance(value: string): value is timeCount.Stance {
  return (timeCount.STANCES as readonly string[]).includes(value);
}

/** The attribute a weapon adds to damage: by category (Str/Dex), bows with their Strength penalty. */
export function weaponAttributeBonus(stats: TcStats, item: Item.Implementation): number {
  const { stats: w } = tcWeapon(item);
  const attribute = timeCount.WEAPON_CATEGORY_ATTRIBUTE[w.category] ?? "strength";
  const bow = w.category === "bows" ? (w.composite ? "composite" : "normal") : "none";
  return timeCount.damageAttributeBonus(attribute, stats.attributes, bow);
}

/** Whether the actor holds a ready melee weapon (else it uses Passive against melee attacks). */
export function wieldsMeleeWeapon(actor: Actor.Implementation): boolean {
  return actor.items.some((item) => {
    if (item.type !== "weapon") return false;
    const w = weaponSystem(item);
    return w.equipped && !w.ranged;
  });
}

/** The size modifier (Medium +0) of the actor's stored size. */
export function sizeModifierOf(stats: TcStats): number {
  if (timeCount.isSize(stats.size)) return timeCount.sizeModifier(stats.size);
  throw new RuleError("TEMPO.TimeCount.Error.UnknownSize", { size: stats.size });
}

/** The defences, ToP and initiative the engine derives from an actor's scores. */
export function derivedStats(stats: TcStats) {
  const a = stats.attributes;
  const defenses = timeCount.defenseValues({
    armorBonus: stats.armorBonus,
    shieldBonus: stats.shieldBonus,
    sizeModifier: sizeModifierOf(stats),
    constitution: a.constitution,
    dexterity: a.dexterity,
    wisdom: a.wisdom,
    fortitude: stats.fortitude,
    agility: stats.agility,
    willpower: stats.willpower,
  });
  const threshold = timeCount.effectiveThreshold(stats.thresholdBase, a.persona, stats.thresholdArmor);
  return { defenses, threshold };
}

/** Initiative: 1d6 + 4, Wisdom and the sheet's bonus subtracted (lowest acts first), +1d6 if surprised. */
export function initiativeFormula(stats: TcStats, surprised: boolean): string {
  return timeCount.initiativeFormula({ bonus: stats.attributes.wisdom + stats.initiativeBonus, surprised });
}
