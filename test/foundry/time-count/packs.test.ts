import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { timeCount } from "../../../src/engine/index";

const DIR = "packs/_source";
const read = (pack: string) =>
  readdirSync(join(DIR, pack)).map(
    (f) =>
      JSON.parse(readFileSync(join(DIR, pack, f), "utf8")) as Record<string, unknown> & {
        name: string;
        system: never;
      },
  );

interface ActorStats {
  attributes: Record<string, number>;
  fortitude: number;
  agility: number;
  willpower: number;
  armorBonus: number;
  shieldBonus: number;
  thresholdBase: number;
  thresholdArmor: number;
  defenses: Record<string, number>;
  threshold: { value: number; max: number };
}

interface WeaponSource {
  name: string;
  type: string;
  system: {
    damage: string;
    ranged: boolean;
    range: number;
    stats: { timeCount: Record<string, string | boolean> };
  };
}

describe("Time Count compendium content", () => {
  const weapons = read("time-count-weapons") as unknown as WeaponSource[];
  const actors = read("time-count-bestiary") as unknown as {
    name: string;
    type: string;
    items: WeaponSource[];
    flags: { tempo: { sampleEncounter: string } };
    system: { stats: { timeCount: ActorStats } };
  }[];

  it("gives every weapon a speed class, a category, a damage type and parseable damage dice", () => {
    for (const w of [...weapons, ...actors.flatMap((a) => a.items).filter((i) => i.type === "weapon")]) {
      const s = w.system.stats.timeCount;
      expect(timeCount.isSpeedClass(String(s.speedClass)), w.name).toBe(true);
      expect(Object.keys(timeCount.WEAPON_CATEGORY_ATTRIBUTE), w.name).toContain(s.category);
      expect(["bludgeoning", "piercing", "slashing"]).toContain(s.damageType);
      expect(() => timeCount.parseDiceTerm(w.system.damage)).not.toThrow();
      if (w.system.ranged) expect(w.system.range, w.name).toBeGreaterThan(0);
    }
  });

  it("keeps the seed's speed factors: the dagger is Fast (SF 6), the long sword Standard (SF 9)", () => {
    // "He then adds 6 TC, based on his dagger's speed factor (SF)" / "He adds his speed factor (9)"
    const sf = (name: string) => {
      const sc = String(weapons.find((w) => w.name === name)?.system.stats.timeCount.speedClass);
      return timeCount.isSpeedClass(sc) ? timeCount.staticSpeedFactor(sc) : NaN;
    };
    expect(sf("Dagger")).toBe(6);
    expect(sf("Long Sword")).toBe(9);
  });

  it("flags the sample encounter (one character) and stores defences and ToP the engine derives", () => {
    expect(actors.every((a) => a.flags.tempo.sampleEncounter === "time-count")).toBe(true);
    expect(actors.filter((a) => a.type === "character").map((a) => a.name)).toEqual(["Zherynn"]);
    for (const a of actors) {
      const s = a.system.stats.timeCount;
      const d = timeCount.defenseValues({
        armorBonus: s.armorBonus,
        shieldBonus: s.shieldBonus,
        sizeModifier: 0,
        constitution: s.attributes.constitution ?? 0,
        dexterity: s.attributes.dexterity ?? 0,
        wisdom: s.attributes.wisdom ?? 0,
        fortitude: s.fortitude,
        agility: s.agility,
        willpower: s.willpower,
      });
      expect(s.defenses, a.name).toEqual(d);
      const top = timeCount.effectiveThreshold(s.thresholdBase, s.attributes.persona ?? 0, s.thresholdArmor);
      expect(s.threshold, a.name).toEqual({ value: top, max: top });
    }
  });
});
