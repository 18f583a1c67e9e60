import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  openSurprise,
  surpriseForSides,
  surpriseRange,
  type SurpriseMember,
} from "../../../src/engine/segments/index";

const member = (id: string, side: string, over: Partial<SurpriseMember> = {}): SurpriseMember => ({
  id,
  side,
  surprisedOn: 2,
  surprisesOn: 2,
  bonus: 0,
  ...over,
});

describe("surprise range of a combatant", () => {
  it("is the default 1-2 against ordinary opponents", () => {
    expect(surpriseRange(2, [2, 2])).toBe(2);
  });

  it("widens against a monster that surprises on 1-3", () => {
    // "if a monster surprises on 1-3 and the opposition rolls a 3, then the monster gains three surprise segments"
    expect(surpriseRange(2, [2, 3])).toBe(3);
  });

  it("is 0 for one who cannot be surprised, whatever the opponents", () => {
    expect(surpriseRange(0, [4])).toBe(0);
  });

  it("widens a narrow range by the same amount and never beyond 6", () => {
    expect(surpriseRange(1, [3])).toBe(2);
    expect(surpriseRange(5, [5])).toBe(6);
  });

  it("refuses a range outside 0-6", () => {
    expect(() => surpriseRange(7, [])).toThrow(RuleError);
    expect(() => surpriseRange(2, [-1])).toThrow(RuleError);
  });
});

describe("surprise for two sides", () => {
  it("the seed's example: the party rolls 2, one member with +2 acts normally, the rest lose 2 segments", () => {
    const r = surpriseForSides({ party: 2, monsters: 5 }, [
      member("fighter", "party"),
      member("thief", "party", { bonus: 2 }),
      member("orc", "monsters"),
    ]);
    expect(r.segments).toEqual({ fighter: 2, thief: 0, orc: 0 });
    expect(r.phase).toEqual([
      { segment: 1, actors: ["thief", "orc"] },
      { segment: 2, actors: ["thief", "orc"] },
    ]);
  });

  it("a stealthy monster gains three segments when the opposition rolls a 3", () => {
    const r = surpriseForSides({ party: 3, monsters: 6 }, [
      member("halvaine", "party", { bonus: 1 }),
      member("oswin", "party"),
      member("bugbear", "monsters", { surprisesOn: 3 }),
    ]);
    expect(r.segments).toEqual({ halvaine: 2, oswin: 3, bugbear: 0 });
    expect(r.phase.map((s) => s.actors)).toEqual([["bugbear"], ["bugbear"], ["halvaine", "bugbear"]]);
  });

  it("a side that did not roll (it was alerted) is not surprised", () => {
    const r = surpriseForSides({ party: null, monsters: 1 }, [member("a", "party"), member("m", "monsters")]);
    expect(r.segments).toEqual({ a: 0, m: 1 });
    expect(r.phase).toEqual([{ segment: 1, actors: ["a"] }]);
  });

  it("one who cannot be surprised acts while its side is surprised", () => {
    const r = surpriseForSides({ party: 6, monsters: 2 }, [
      member("a", "party"),
      member("hound", "monsters", { surprisedOn: 0 }),
      member("goblin", "monsters"),
    ]);
    expect(r.segments).toEqual({ a: 0, hound: 0, goblin: 2 });
  });

  it("equal surprise on both sides cancels out", () => {
    const r = surpriseForSides({ party: 1, monsters: 1 }, [member("a", "party"), member("m", "monsters")]);
    expect(r.phase).toEqual([]);
  });

  it("refuses a member of a side that has no roll", () => {
    expect(() => surpriseForSides({ party: 3 }, [member("m", "monsters")])).toThrow(RuleError);
  });
});

describe("the combat's opening", () => {
  const m = (id: string, side: string) => ({ id, side, surprisedOn: 2, surprisesOn: 2, bonus: 0 });
  const members = [m("oswin", "party"), m("orc", "monsters")];

  it("opens on the surprise segments, kept with the rolls for the tracker", () => {
    const opened = openSurprise({ party: 1, monsters: 5 }, members, false);
    expect(opened.state.phase).toBe("surprise");
    expect(opened.surprise?.rolls).toEqual({ party: 1, monsters: 5 });
    expect(opened.surprise?.segments).toEqual({ oswin: 1, orc: 0 });
    expect(opened.surprise?.phase.length).toBe(1);
  });

  it("opens on the first declarations when nobody is surprised, and keeps nothing when nobody rolled", () => {
    expect(openSurprise({ party: 5, monsters: 6 }, members, false).state.phase).toBe("declaration");
    const none = openSurprise({ party: null, monsters: null }, members, true);
    expect(none.state.phase).toBe("declaration");
    expect(none.surprise).toBeNull();
  });
});
