// Issue 31: a Three-Action monster's entry, computed by the engine from the bestiary's numbers.
import { describe, expect, it } from "vitest";
import { threeAction } from "../../../src/engine/index";
import type { TaStatBlockStats, TaStatBlockWeapon } from "../../../src/engine/three-action/stat-block";
import { englishWords, monster, printed } from "../stat-block-words";
import { SAMPLE_LINES } from "../../fixtures/stat-block-samples";

const words = englishWords("three-action");
const brute = monster<TaStatBlockStats>("three-action-bestiary", "bandit-brute");
const weapons = brute.items.map((item) => ({
  ...(item.system.stats.threeAction as Omit<TaStatBlockWeapon, "name" | "damage">),
  name: item.name,
  damage: item.system.damage ?? "",
}));

describe("three-action statBlockLines", () => {
  it("prints the bandit brute in seed 001's words: Level, HP, Defenses, Speed, STR / DEX / ESS, Energy, Size, attacks", () => {
    expect(printed(threeAction.statBlockLines(brute.stats, weapons, words), words)).toEqual(
      SAMPLE_LINES["three-action"],
    );
  });

  it("signs a negative attribute, joins several attacks and prints a dash for none", () => {
    const stats = { ...brute.stats, dex: -1 };
    const bow: TaStatBlockWeapon = {
      name: "Bow",
      damage: "1d8",
      kind: "ranged",
      weight: "light",
      defense: "physical",
    };
    const lines = printed(threeAction.statBlockLines(stats, [...weapons, bow], words), words);
    expect(lines[6]).toEqual(["DEX", "-1"]);
    expect(lines[10]?.[1]).toBe(
      "Greataxe 1d12 (melee, heavy) vs Physical Defense; Bow 1d8 (ranged, light) vs Physical Defense",
    );
    expect(threeAction.statBlockLines(stats, [], words)[10]?.value).toBe("—");
  });
});
