// The token's status palette under each ruleset (issue 29): only statuses with a rule behind them (the
// ruleset's conditions, and core's defeated mark), each with an icon of its own, so a token can be
// read at a glance; a condition that means what a core special status means takes its place.
import { describe, expect, it } from "vitest";
import { startTempo } from "./harness";

type Win = Window & {
  CONFIG: {
    statusEffects: { id: string; name: string; img: string }[];
    specialStatusEffects: Record<string, string>;
  };
};

const RULESETS = ["segments", "three-action", "die-step", "combat-roll", "time-count"] as const;

describe.each(RULESETS)("the status palette under %s", (ruleset) => {
  it("offers ruled statuses only, no two sharing an id or an icon", async () => {
    const sb = await startTempo({ ruleset, sampleCombat: false });
    try {
      const gm = await sb.open("gm");
      const { statuses, special } = await gm.evaluate(() => {
        const c = (window as unknown as Win).CONFIG;
        return { statuses: c.statusEffects, special: c.specialStatusEffects };
      });
      expect(new Set(statuses.map((s) => s.id)).size).toBe(statuses.length);
      const icons = statuses.map((s) => s.img);
      expect(icons.filter((img, i) => icons.indexOf(img) !== i)).toEqual([]);
      // every entry is one of the ruleset's conditions (a Tempo label), core's defeated mark, or a core
      // status its rules set (the health door's: Die-Step's knocked-out Unconscious)
      const ruledCore = ruleset === "die-step" ? ["unconscious"] : [];
      for (const s of statuses)
        if (s.id !== special.DEFEATED && !ruledCore.includes(s.id)) expect(s.name, s.id).toMatch(/^TEMPO\./);
      for (const id of ruledCore) expect(statuses.map((s) => s.id)).toContain(id);
      expect(statuses.some((s) => s.id === special.DEFEATED)).toBe(true);
      if (ruleset === "three-action") expect(special.BLIND).toBe("blinded");
    } finally {
      await sb.close();
    }
  });
});
