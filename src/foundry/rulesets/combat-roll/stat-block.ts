import { combatRoll } from "../../../engine/index";
import type { StatBlockLine } from "../definition";
import { crItem, crStats, loadoutOf } from "./stats";
import { itemSystem } from "../../data/access";

/**
 * A Combat Roll monster's entry (issue 31), in seed 003's words: Health, PER (an NPC's initiative is 1d6 +
 * PER), the armour rating that applies now (and its magic one), Size, STR and AGI, the Fighting Style, Dodge
 * and Focus tests, its resistances and vulnerabilities, and each weapon (damage dice and type, heavy). The
 * Strike buttons are the combat block's, below it.
 */
export function combatRollStatBlock(actor: Actor.Implementation): StatBlockLine[] {
  const s = crStats(actor);
  const t = (key: string) => game.i18n.localize(key);
  const applied = combatRoll.defenderOf(loadoutOf(actor));
  const damageTypes = (values: Record<string, number>) =>
    Object.entries(values)
      .filter(([, n]) => n !== 0)
      .map(([type, n]) => `${t(`TEMPO.CombatRoll.DamageType.${type}`)} ${n}`)
      .join(", ") || "—";
  const attacks = actor.items
    .filter((i) => i.type === "weapon")
    .map((i) => {
      const w = crItem(i);
      const system = itemSystem(i);
      const dice = ("damage" in system ? system.damage : "") || w.damage || "—";
      const detail = [t(`TEMPO.CombatRoll.DamageType.${w.damageType}`).toLowerCase()];
      if (w.heavy) detail.push(t("TEMPO.CombatRoll.Item.heavy").toLowerCase());
      return `${i.name ?? ""} ${dice} (${detail.join(", ")})`;
    });
  return [
    { label: "TEMPO.CombatRoll.Stat.health", value: `${s.health.value} / ${s.health.max}` },
    { label: "TEMPO.CombatRoll.Stat.perception", value: s.perception },
    { label: "TEMPO.CombatRoll.Stat.armorRating", value: applied.armorRating },
    { label: "TEMPO.CombatRoll.Stat.magicArmorRating", value: applied.magicArmorRating ?? 0 },
    { label: "TEMPO.CombatRoll.Stat.size", value: s.size },
    { label: "TEMPO.CombatRoll.Stat.strength", value: s.strength },
    { label: "TEMPO.CombatRoll.Stat.agility", value: s.agility },
    { label: "TEMPO.CombatRoll.Stat.fightingStyle", value: s.fightingStyle },
    { label: "TEMPO.CombatRoll.Stat.dodge", value: s.dodge },
    { label: "TEMPO.CombatRoll.Stat.focus", value: s.focus },
    { label: "TEMPO.CombatRoll.StatBlock.resistances", value: damageTypes(s.resistances) },
    { label: "TEMPO.CombatRoll.Sheet.Vulnerabilities", value: damageTypes(s.vulnerabilities) },
    { label: "TEMPO.CombatRoll.StatBlock.weapons", value: attacks.join("; ") || "—" },
  ];
}
