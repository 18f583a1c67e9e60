// Issue 31: a Combat Roll monster's entry, computed by the engine from the bestiary's numbers.
import { describe, expect, it } from "vitest";
import { combatRoll } from "../../../src/engine/index";
import type { CrStatBlockStats } from "../../../src/engine/combat-roll/stat-block";
import { englishWords, monster, printed } from "../stat-block-words";
import { SAMPLE_LINES } from "../../fixtures/stat-block-samples";

const words = englishWords("combat-roll");
const ork = monster<CrStatBlockStats>("combat-roll-bestiary", "ork-raider");
const crStats = (i: number) => ork.items[i]!.system.stats.combatRoll as Record<string, unknown>;
const axe = {
  name: ork.items[0]!.name,
  dice: ork.items[0]!.system.damage ?? "",
  damageType: String(crStats(0).damageType),
  heavy: crStats(0).heavy === true,
};
// the armour that applies: its partial leather's ratings
const leather = {
  armorRating: Number(crStats(1).armorRating),
  magicArmorRating: Number(crStats(1).magicArmorRating),
};

describe("combat-roll statBlockLines", () => {
  it("prints the ork raider in seed 003's words: Health, PER, armour, Size, STR, AGI, the tests, resistances, weapons", () => {
    expect(printed(combatRoll.statBlockLines(ork.stats, leather, [axe], words), words)).toEqual(
      SAMPLE_LINES["combat-roll"],
    );
  });

  it("lists each non-zero vulnerability, a missing magic rating as 0, and a dash for no weapon", () => {
    const stats = { ...ork.stats, vulnerabilities: { ...ork.stats.vulnerabilities, fire: 2, frost: -1 } };
    const lines = combatRoll.statBlockLines(stats, { armorRating: 2 }, [], words);
    expect(lines[3]?.value).toBe(0);
    expect(lines[11]?.value).toBe(
      `${words.localize("TEMPO.CombatRoll.DamageType.fire")} 2, ${words.localize("TEMPO.CombatRoll.DamageType.frost")} -1`,
    );
    expect(lines[12]?.value).toBe("—");
  });
});
