import { timeCount } from "../../../engine/index";
import {
  ACTION_KINDS,
  ATTACK_STATS,
  DAMAGE_TYPES,
  DEFENSE_MODES,
  SPEED_KINDS,
  TABLE_ACTION_KEYS,
  WEAPON_CATEGORIES,
} from "./fields";

const capitalized = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

/** Choices for the item sheet's selects, as localization keys (the engine's ids as values). */
export function itemChoices(): Record<string, unknown> {
  const keyed = (ids: readonly string[], key: (id: string) => string) =>
    Object.fromEntries(ids.map((id) => [id, key(id)]));
  return {
    speedClasses: keyed(timeCount.SPEED_CLASSES, (id) => `TEMPO.TimeCount.SpeedClass.${capitalized(id)}`),
    categories: {
      "": "TEMPO.TimeCount.Item.categoryNone",
      ...keyed(WEAPON_CATEGORIES, (id) => `TEMPO.TimeCount.Category.${id}`),
    },
    damageTypes: keyed(DAMAGE_TYPES, (id) => `TEMPO.TimeCount.DamageType.${id}`),
    rangedKinds: keyed(["", "missile", "thrown"], (id) => `TEMPO.TimeCount.Item.ranged.${id || "none"}`),
    defenses: {
      "": "TEMPO.TimeCount.Item.defenseDefault",
      ...keyed(timeCount.DEFENSES, (id) => `TEMPO.TimeCount.Defense.${capitalized(id)}`),
    },
    kinds: keyed(["", ...ACTION_KINDS], (id) => `TEMPO.TimeCount.Item.kinds.${id || "none"}`),
    maneuvers: {
      "": "TEMPO.TimeCount.Item.none",
      ...Object.fromEntries(timeCount.MANEUVERS.map((m) => [m.key, m.name])),
    },
    stances: keyed(["", ...timeCount.STANCES], (id) => `TEMPO.TimeCount.StanceName.${id || "none"}`),
    actionKeys: {
      "": "TEMPO.TimeCount.Item.none",
      ...keyed(TABLE_ACTION_KEYS, (id) => `TEMPO.TimeCount.Action.${capitalized(id)}`),
    },
    attackStats: {
      "": "TEMPO.TimeCount.Item.asPrinted",
      ...keyed(ATTACK_STATS, (id) => `TEMPO.TimeCount.AttackStat.${id}`),
    },
    defenseModes: keyed(DEFENSE_MODES, (id) => `TEMPO.TimeCount.Item.modes.${id}`),
    speedKinds: keyed(SPEED_KINDS, (id) => `TEMPO.TimeCount.SpeedKind.${id}`),
    preparationClasses: {
      "": "TEMPO.TimeCount.Item.none",
      ...keyed(timeCount.SPEED_CLASSES, (id) => `TEMPO.TimeCount.SpeedClass.${capitalized(id)}`),
    },
    spellDamageTypes: {
      "": "TEMPO.TimeCount.Item.noDamageType",
      ...keyed(DAMAGE_TYPES, (id) => `TEMPO.TimeCount.DamageType.${id}`),
    },
  };
}
