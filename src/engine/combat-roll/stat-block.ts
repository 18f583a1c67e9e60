import { listed, type StatBlockLine, type StatBlockWords } from "../core/stat-block";

/** What a Combat Roll entry reads of an actor's statistics. */
export interface CrStatBlockStats {
  health: { value: number; max: number };
  perception: number;
  size: number | string;
  strength: number;
  agility: number;
  fightingStyle: number | string;
  dodge: number;
  focus: number;
  resistances: Record<string, number>;
  vulnerabilities: Record<string, number>;
}

/** A weapon as the entry prints it: its damage dice and type, and whether it is heavy. */
export interface CrStatBlockWeapon {
  name: string;
  dice: string;
  damageType: string;
  heavy: boolean;
}

/**
 * A Combat Roll monster's entry (issue 31), in seed 003's words: Health, PER (an NPC's initiative is 1d6 +
 * PER), the armour rating that applies now (and its magic one), Size, STR and AGI, the Fighting Style, Dodge
 * and Focus tests, its resistances and vulnerabilities, and each weapon (damage dice and type, heavy).
 */
export function statBlockLines(
  s: CrStatBlockStats,
  armor: { armorRating: number; magicArmorRating?: number | null },
  weapons: readonly CrStatBlockWeapon[],
  words: StatBlockWords,
): StatBlockLine[] {
  const type = (id: string) => words.localize(`TEMPO.CombatRoll.DamageType.${id}`);
  const damageTypes = (values: Record<string, number>) =>
    Object.entries(values)
      .filter(([, n]) => n !== 0)
      .map(([id, n]) => `${type(id)} ${n}`)
      .join(", ") || "—";
  const attacks = weapons.map((w) => {
    const detail = [type(w.damageType).toLowerCase()];
    if (w.heavy) detail.push(words.localize("TEMPO.CombatRoll.Item.heavy").toLowerCase());
    return `${w.name} ${w.dice || "—"} (${detail.join(", ")})`;
  });
  return [
    { label: "TEMPO.CombatRoll.Stat.health", value: `${s.health.value} / ${s.health.max}` },
    { label: "TEMPO.CombatRoll.Stat.perception", value: s.perception },
    { label: "TEMPO.CombatRoll.Stat.armorRating", value: armor.armorRating },
    { label: "TEMPO.CombatRoll.Stat.magicArmorRating", value: armor.magicArmorRating ?? 0 },
    { label: "TEMPO.CombatRoll.Stat.size", value: s.size },
    { label: "TEMPO.CombatRoll.Stat.strength", value: s.strength },
    { label: "TEMPO.CombatRoll.Stat.agility", value: s.agility },
    { label: "TEMPO.CombatRoll.Stat.fightingStyle", value: s.fightingStyle },
    { label: "TEMPO.CombatRoll.Stat.dodge", value: s.dodge },
    { label: "TEMPO.CombatRoll.Stat.focus", value: s.focus },
    { label: "TEMPO.CombatRoll.StatBlock.resistances", value: damageTypes(s.resistances) },
    { label: "TEMPO.CombatRoll.Sheet.Vulnerabilities", value: damageTypes(s.vulnerabilities) },
    { label: "TEMPO.CombatRoll.StatBlock.weapons", value: listed(attacks) },
  ];
}
