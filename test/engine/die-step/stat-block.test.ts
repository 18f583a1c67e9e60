// Issue 31: a Die-Step monster's entry, computed by the engine from the bestiary's numbers.
import { describe, expect, it } from "vitest";
import { dieStep } from "../../../src/engine/index";
import { englishWords, monster, printed } from "../stat-block-words";
import { SAMPLE_LINES } from "../../fixtures/stat-block-samples";

const words = englishWords("die-step");
const grukk = monster<dieStep.DsStatBlockStats>("die-step-bestiary", "grukk");
const attacks = grukk.items.map((item) => {
  const { roll, defense } = item.system.stats.dieStep as { roll: string; defense: string };
  return { name: item.name, roll, defense };
});

describe("die-step statBlockLines", () => {
  it("prints Grukk in seed 002's words: the seven dice, HP, MP, AP, and the spear's ATT die against DEF", () => {
    expect(printed(dieStep.statBlockLines(grukk.stats, attacks, words), words)).toEqual(
      SAMPLE_LINES["die-step"],
    );
  });

  it("adds the kind line for a minion or a giant, and rolls a spell's own die stat", () => {
    const stats = { ...grukk.stats, minion: true, giant: true };
    const bolt = { name: "Bolt", roll: "int", defense: "ref" };
    const lines = printed(dieStep.statBlockLines(stats, [bolt], words), words);
    expect(lines[10]).toEqual(["Attacks", "Bolt: INT d4 vs REF"]);
    expect(lines[11]?.[1]).toBe(
      `${words.localize("TEMPO.DieStep.Stat.minion")}, ${words.localize("TEMPO.DieStep.Stat.giant")}`,
    );
    expect(lines).toHaveLength(12);
  });

  it("refuses a die stat that holds no die", () => {
    expect(() => dieStep.statBlockLines({ ...grukk.stats, att: "d7" }, attacks, words)).toThrow();
  });
});
