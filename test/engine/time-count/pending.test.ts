import { describe, expect, it } from "vitest";
import {
  parsePending,
  pendingEnd,
  pendingInProgress,
  pendingLabel,
  pendingMarker,
  type PendingMarker,
} from "../../../src/engine/time-count/pending";

describe("the combatant's pending marker", () => {
  it("writes and reads back every kind", () => {
    const markers: PendingMarker[] = [
      { kind: "action", key: "setAgainstCharge" },
      { kind: "stance", stance: "cautious" },
      { kind: "spell", itemId: "tcItmZherBolt001" },
      { kind: "maneuver", itemId: "tcMnvCoupDeGrace" },
      { kind: "move", nextTc: 3, endCount: 24 },
    ];
    for (const m of markers) expect(parsePending(pendingMarker(m))).toEqual(m);
    expect(pendingMarker({ kind: "spell", itemId: "abc" })).toBe("spell:abc");
    // the engine's own markers (plain action keys) read as table actions
    expect(parsePending("prepareSpell")).toEqual({ kind: "action", key: "prepareSpell" });
    expect(parsePending("")).toBeNull();
    expect(parsePending(null)).toBeNull();
    expect(parsePending("odd:thing")).toEqual({ kind: "action", key: "odd:thing" });
    expect(pendingMarker({ kind: "move", nextTc: 3, endCount: 24 })).toBe("move:3:24");
    // a movement of a run carries the run's state (engine encodeRunState) and reads back whole
    const run = { kind: "move", nextTc: 1, endCount: 12, run: "run.0.4.4.0.0.0" } as const;
    expect(pendingMarker(run)).toBe("move:1:12:run.0.4.4.0.0.0");
    expect(parsePending("move:1:12:run.0.4.4.0.0.0")).toEqual(run);
    expect(parsePending("move:3:24")).toEqual({ kind: "move", nextTc: 3, endCount: 24 });
    // a malformed movement marker reads as an unknown table action, never as a movement
    expect(parsePending("move:x:y")).toEqual({ kind: "action", key: "move:x:y" });
  });

  it("is in progress until the combatant's next turn comes, then in effect", () => {
    // "This action does not take effect until the end of the delay."
    expect(pendingInProgress(14, 10)).toBe(true);
    expect(pendingInProgress(14, 14)).toBe(false);
    expect(pendingInProgress(null, 3)).toBe(false);
  });

  it("ends at the stored count it takes effect at, whatever Wait moved the next turn to (issue 14)", () => {
    // set against a charge at count 5 (SF 4), then a Wait from 9 to 12: in effect from 9 on
    const waited = { pending: "setAgainstCharge", pendingUntil: 9, nextCount: 12 };
    expect(pendingEnd(waited)).toBe(9);
    expect(pendingInProgress(pendingEnd(waited), 10)).toBe(false);
    // a combatant stored before the end was recorded: its next turn
    expect(pendingEnd({ pending: "stance:cautious", pendingUntil: null, nextCount: 14 })).toBe(14);
    expect(pendingEnd({ pending: "", pendingUntil: 9, nextCount: 14 })).toBeNull();
  });

  it("labels each kind, naming items through the caller", () => {
    const names = (id: string) => (id === "x" ? "Force Bolt" : "?");
    expect(pendingLabel({ kind: "spell", itemId: "x" }, true, names)).toEqual({
      key: "TEMPO.TimeCount.Pending.SpellInProgress",
      name: "Force Bolt",
      nameIsKey: false,
    });
    expect(pendingLabel({ kind: "stance", stance: "prone" }, false, names)).toEqual({
      key: "TEMPO.TimeCount.Pending.StanceDone",
      name: "TEMPO.TimeCount.StanceName.prone",
      nameIsKey: true,
    });
    expect(pendingLabel({ kind: "action", key: "setAgainstCharge" }, true, names).name).toBe(
      "TEMPO.TimeCount.Action.SetAgainstCharge",
    );
  });
});
