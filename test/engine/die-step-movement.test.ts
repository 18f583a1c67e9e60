import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";
import type { MoveInput } from "../../src/engine/die-step/index";
import { keyOf } from "./rule-error-key";

const input = (over: Partial<MoveInput> = {}): MoveInput => ({
  kind: "move",
  prone: false,
  helpless: false,
  held: false,
  holding: false,
  mounted: false,
  leavesEnemies: false,
  runsIntoEnemies: false,
  movesPast: false,
  ...over,
});

describe("moving (seed 002)", () => {
  it("one region is a minor action; leaving enemies or passing one provokes", () => {
    expect(dieStep.planMove(input())).toEqual({
      kind: "move",
      category: "minor",
      regions: 1,
      triggers: [],
      standsUp: false,
    });
    expect(dieStep.planMove(input({ leavesEnemies: true, movesPast: true })).triggers).toEqual([
      "leave-region-minor",
      "move-past-enemy",
    ]);
  });

  it("on the ground: crawling one region is an exclusive action (which provokes); standing up a major one", () => {
    const crawl = dieStep.planMove(input({ kind: "crawl", prone: true }));
    expect([crawl.category, crawl.triggers]).toEqual(["exclusive", ["exclusive-action"]]);
    expect(dieStep.planMove(input({ kind: "stand-up", prone: true }))).toEqual({
      kind: "stand-up",
      category: "major",
      regions: 0,
      triggers: [],
      standsUp: true,
    });
  });

  it("running is a major action over two regions, three mounted (Interp. 37); running into enemies provokes", () => {
    expect(dieStep.planMove(input({ kind: "run" }))).toEqual({
      kind: "run",
      category: "major",
      regions: 2,
      triggers: [],
      standsUp: false,
    });
    // the rider's run is the mount's: "three regions instead of two"
    expect(dieStep.planMove(input({ kind: "run", mounted: true })).regions).toBe(3);
    // it leaves with a major action, not a minor one: leaving enemies behind does not provoke
    expect(dieStep.planMove(input({ kind: "run", leavesEnemies: true })).triggers).toEqual([]);
    expect(
      dieStep.planMove(input({ kind: "run", leavesEnemies: true, runsIntoEnemies: true, movesPast: true }))
        .triggers,
    ).toEqual(["run-into-region", "move-past-enemy"]);
    // only a run runs into a region
    expect(dieStep.planMove(input({ runsIntoEnemies: true })).triggers).toEqual([]);
    expect(dieStep.TRIGGER_RULES["run-into-region"]).toEqual({ who: "enemies-in-region", before: true });
  });

  it("running refused: on the ground (crawl or stand up), grabbed, holding, helpless", () => {
    const run = (over: Partial<MoveInput>) => keyOf(() => dieStep.planMove(input({ kind: "run", ...over })));
    expect(run({ prone: true })).toBe("TEMPO.DieStep.Error.ProneCrawls");
    expect(run({ held: true })).toBe("TEMPO.DieStep.Error.HeldCannotMove");
    expect(run({ holding: true })).toBe("TEMPO.DieStep.Error.HoldingCannotMove");
    expect(run({ helpless: true })).toBe("TEMPO.DieStep.Error.HelplessCannotMove");
  });

  it("helpless: no movement at all, standing up included", () => {
    for (const kind of ["move", "crawl", "stand-up"])
      expect(keyOf(() => dieStep.planMove(input({ kind, prone: true, helpless: true })))).toBe(
        "TEMPO.DieStep.Error.HelplessCannotMove",
      );
  });

  it("refused: walking while prone, crawling or standing while up, moving while grabbed or holding", () => {
    expect(keyOf(() => dieStep.planMove(input({ prone: true })))).toBe("TEMPO.DieStep.Error.ProneCrawls");
    expect(keyOf(() => dieStep.planMove(input({ kind: "crawl" })))).toBe("TEMPO.DieStep.Error.NotProne");
    expect(keyOf(() => dieStep.planMove(input({ kind: "stand-up" })))).toBe("TEMPO.DieStep.Error.NotProne");
    expect(keyOf(() => dieStep.planMove(input({ held: true })))).toBe("TEMPO.DieStep.Error.HeldCannotMove");
    expect(keyOf(() => dieStep.planMove(input({ holding: true })))).toBe(
      "TEMPO.DieStep.Error.HoldingCannotMove",
    );
    expect(keyOf(() => dieStep.planMove(input({ kind: "fly" })))).toBe("TEMPO.DieStep.Error.UnknownMove");
    // standing up while grabbed is no movement: allowed
    expect(dieStep.planMove(input({ kind: "stand-up", prone: true, held: true })).standsUp).toBe(true);
  });
});

describe("opportunity offers", () => {
  it("the foes offered: another disposition, able to act, not helpless, holding a melee weapon", () => {
    const others = [
      { id: "me", disposition: 1, canAct: true, helpless: false, meleeWeapon: true },
      { id: "friend", disposition: 1, canAct: true, helpless: false, meleeWeapon: true },
      { id: "orc", disposition: -1, canAct: true, helpless: false, meleeWeapon: true },
      { id: "archer", disposition: -1, canAct: true, helpless: false, meleeWeapon: false },
      { id: "down", disposition: -1, canAct: false, helpless: false, meleeWeapon: true },
      // "A helpless character ... cannot take any physical actions" (issue 30)
      { id: "tied", disposition: -1, canAct: true, helpless: true, meleeWeapon: true },
    ];
    expect(dieStep.opportunityFoes({ id: "me", disposition: 1 }, others)).toEqual(["orc"]);
    expect(dieStep.mayStrikeOpportunity({ canAct: true, helpless: true, meleeWeapon: true })).toBe(false);
    expect(dieStep.mayStrikeOpportunity({ canAct: true, helpless: false, meleeWeapon: true })).toBe(true);
  });

  it("an offer is taken once, by its foe", () => {
    const offers = [
      { actor: "Actor.orc", taken: false },
      { actor: "Actor.wolf", taken: false },
    ];
    expect(dieStep.openOffer(offers, "Actor.orc")).toBe(offers[0]);
    const after = dieStep.withOfferTaken(offers, "Actor.orc");
    expect(after.map((o) => o.taken)).toEqual([true, false]);
    expect(keyOf(() => dieStep.openOffer(after, "Actor.orc"))).toBe("TEMPO.Error.AlreadyApplied");
    expect(keyOf(() => dieStep.openOffer(after, "Actor.bear"))).toBe("TEMPO.Error.AlreadyApplied");
  });
});
