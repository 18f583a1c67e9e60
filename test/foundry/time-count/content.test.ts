import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { timeCount } from "../../../src/engine/index";

const DIR = "packs/_source";
interface ItemSource {
  _id: string;
  _key: string;
  name: string;
  type: string;
  system: {
    castingTime?: number;
    description: string;
    stats: { timeCount: Record<string, string | number | boolean> };
  };
}
const read = (pack: string): ItemSource[] =>
  readdirSync(join(DIR, pack)).map((f) => JSON.parse(readFileSync(join(DIR, pack, f), "utf8")) as ItemSource);

describe("Time Count actions and stances pack", () => {
  const items = read("time-count-actions");
  const maneuvers = items.filter((i) => i.system.stats.timeCount.kind === "maneuver");
  const stances = items.filter((i) => i.system.stats.timeCount.kind === "stance");

  it("holds the 17 special combat actions and the six stances, all action items with 16-character ids", () => {
    expect(maneuvers.map((i) => i.system.stats.timeCount.maneuver).sort()).toEqual(
      timeCount.MANEUVERS.map((m) => m.key).sort(),
    );
    expect(maneuvers).toHaveLength(17);
    expect(stances.map((i) => i.system.stats.timeCount.stance).sort()).toEqual([...timeCount.STANCES].sort());
    for (const i of items) {
      expect(i.type, i.name).toBe("action");
      expect(i._id).toHaveLength(16);
      expect(i._key).toBe(`!items!${i._id}`);
      expect(i.system.description.length, i.name).toBeGreaterThan(40);
    }
    expect(new Set(items.map((i) => i._id)).size).toBe(items.length);
  });

  it("states each special action's attack, defences, speed and fatigue as the engine's MANEUVERS print them", () => {
    for (const i of maneuvers) {
      const s = i.system.stats.timeCount;
      const m = timeCount.maneuver(String(s.maneuver));
      expect(s.attackStat, i.name).toBe(m.attack.stat);
      expect(s.attackModifier, i.name).toBe(m.attack.modifier);
      expect([s.defense, s.defenseAlt].filter(Boolean), i.name).toEqual(m.attack.defenses);
      expect(s.defenseMode, i.name).toBe(m.attack.mode);
      expect(s.fatigueCost, i.name).toBe(m.fatigue);
      const speed =
        s.speedKind === "class"
          ? { kind: "class", speedClass: s.speedClass }
          : s.speedKind === "weaponClassShift"
            ? { kind: "weaponClassShift", steps: s.speedSteps }
            : { kind: s.speedKind };
      expect(speed, i.name).toEqual(m.speed);
      const prep = m.preparation;
      expect(s.preparationClass, i.name).toBe(prep?.kind === "class" ? prep.speedClass : "");
    }
    // "Trip ... Attack: Unarmed vs. Vigor  Speed: Fast (1d6+3)  Fatigue: 1"
    const trip = maneuvers.find((i) => i.name === "Trip")?.system.stats.timeCount;
    expect(trip).toMatchObject({
      attackStat: "unarmed",
      defense: "vigor",
      speedClass: "fast",
      fatigueCost: 1,
    });
  });

  it("shifts into each stance at its printed speed (Cautious Swift, Crouch Rapid, Parrying Fast...)", () => {
    for (const i of stances) {
      const s = i.system.stats.timeCount;
      const stance = String(s.stance) as timeCount.Stance;
      expect(s.speedClass, i.name).toBe(timeCount.STANCE_TABLE[stance].shift);
    }
  });

  it("sets a weapon against a charge as the table's footnote-1 action", () => {
    const set = items.find((i) => i.system.stats.timeCount.kind === "action")?.system.stats.timeCount;
    expect(set?.actionKey).toBe("setAgainstCharge");
    const action = timeCount.combatAction("setAgainstCharge");
    expect(action.effectAtEndOfDelay).toBe(true);
    expect(action.speed).toEqual({ kind: "class", speedClass: set?.speedClass });
  });
});

describe("Time Count example spells", () => {
  const spells = read("time-count-spells");
  it("give every spell a casting time, a fatigue cost, a level and a valid defence and damage", () => {
    expect(spells.length).toBeGreaterThanOrEqual(4);
    for (const sp of spells) {
      const s = sp.system.stats.timeCount;
      expect(sp.type).toBe("spell");
      const dice = String(s.castingDice);
      if (dice) expect(() => timeCount.parseDiceTerm(dice)).not.toThrow();
      else expect(sp.system.castingTime, sp.name).toBeGreaterThan(0);
      expect(s.fatigueCost, sp.name).toBeGreaterThan(0);
      expect(s.level, sp.name).toBeGreaterThan(0);
      if (s.defense) expect(timeCount.DEFENSES).toContain(s.defense);
      if (s.spellDamage) expect(() => timeCount.parseDiceTerm(String(s.spellDamage))).not.toThrow();
      expect(["", "bludgeoning", "piercing", "slashing"]).toContain(s.damageType);
    }
    // "Celerity ... most often comes up against traps and spells that target large areas (such as Fireball)"
    expect(spells.find((s) => s.name === "Fireball")?.system.stats.timeCount.defense).toBe("celerity");
  });

  // "Spells that heal damage can be split between granting temporary hit points ... and permanently
  // reducing fatigue": the healing example names no defence and heals by its dice.
  it("has a healing spell without an attack roll, its healing dice valid", () => {
    const mend = spells.find((s) => s.name === "Mend Wounds")?.system.stats.timeCount;
    expect(mend?.defense).toBe("");
    expect(timeCount.parseDiceTerm(String(mend?.healing))).toEqual({ count: 2, faces: 6, bonus: 0 });
    for (const sp of spells) {
      const h = String(sp.system.stats.timeCount.healing ?? "");
      if (h) expect(() => timeCount.parseDiceTerm(h)).not.toThrow();
    }
  });
});
