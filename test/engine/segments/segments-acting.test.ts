import { describe, expect, it } from "vitest";
import { buildRoundSchedule, segmentsActing, type Declaration } from "../../../src/engine/segments/index";

const d = (kind: Declaration["kind"], extra: Partial<Declaration> = {}): Declaration => ({ kind, ...extra });

describe("the segments a combatant acts in (the sheet's 'acts in segment')", () => {
  it("each side acts in the segment the other side rolled", () => {
    const s = buildRoundSchedule({
      rolls: { party: 3, monsters: 5 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("melee", { targetId: "bugbear" }) },
        { id: "bugbear", side: "monsters", declaration: d("melee", { targetId: "oswin" }) },
      ],
    });
    expect(segmentsActing(s, "oswin")).toEqual([5]);
    expect(segmentsActing(s, "bugbear")).toEqual([3]);
  });

  it("a free attack at a fleeing foe is a segment of its own; one who is not in the round acts in none", () => {
    const s = buildRoundSchedule({
      rolls: { party: 2, monsters: 5 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("melee", { targetId: "orc" }) },
        { id: "orc", side: "monsters", declaration: d("flee"), engagedWith: ["oswin"] },
      ],
    });
    const acting = segmentsActing(s, "oswin");
    expect(acting).toContain(5);
    expect(acting.length).toBeGreaterThan(1);
    expect([...acting].sort((a, b) => a - b)).toEqual(acting);
    expect(segmentsActing(s, "nobody")).toEqual([]);
  });
});
