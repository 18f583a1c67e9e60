import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  buildRoundSchedule,
  routineForbiddenReason,
  routineStrikes,
  routineTotal,
  surpriseRoutineForbiddenReason,
  type RoundCombatant,
} from "../../../src/engine/segments/index";

// "Note that multiple attacks inherent to a monster in a round (like multiple claw strikes) are part
// of a single routine."
describe("a monster's routine: its natural weapons' strikes", () => {
  it("claw, claw, bite: a claw with 2 attacks and a bite with 1, in order", () => {
    expect(
      routineStrikes([
        { id: "claw", routineAttacks: 2 },
        { id: "bite", routineAttacks: 1 },
      ]),
    ).toEqual(["claw", "claw", "bite"]);
  });

  it("weapons with 0 attacks are not part of the routine", () => {
    expect(
      routineStrikes([
        { id: "club", routineAttacks: 0 },
        { id: "bite", routineAttacks: 1 },
      ]),
    ).toEqual(["bite"]);
  });

  it("refuses a monster without a routine, and a bad count", () => {
    expect(() => routineStrikes([{ id: "club", routineAttacks: 0 }])).toThrow(RuleError);
    expect(() => routineStrikes([])).toThrow("TEMPO.Segments.Error.NoRoutine");
    expect(() => routineStrikes([{ id: "claw", routineAttacks: 1.5 }])).toThrow(
      "TEMPO.Segments.Error.RoutineBadCount",
    );
    expect(() => routineStrikes([{ id: "claw", routineAttacks: -1 }])).toThrow(RuleError);
  });

  it("adds the damage of the strikes that hit (one opponent takes them all)", () => {
    expect(
      routineTotal([
        { hit: true, damage: 3 },
        { hit: false, damage: 5 },
        { hit: true, damage: 4 },
      ]),
    ).toEqual({ hits: 2, damage: 7 });
    expect(routineTotal([{ hit: false, damage: 0 }])).toEqual({ hits: 0, damage: 0 });
    expect(() => routineTotal([{ hit: true, damage: -1 }])).toThrow("TEMPO.Segments.Error.BadDamage");
  });
});

// "If a character or creature gains an extra attack routine [...], that additional routine cannot be
// used until after the opposing side's initiative segment has been resolved."
describe("when a routine may be made", () => {
  const bear = (routines: number, kind: "melee" | "move" = "melee"): RoundCombatant => ({
    id: "bear",
    side: "monsters",
    declaration: { kind, targetId: "fighter" },
    attackRoutines: routines,
  });
  const fighter: RoundCombatant = {
    id: "fighter",
    side: "party",
    declaration: { kind: "melee", targetId: "bear" },
  };
  // The party rolls 2: the monsters (the bear) act in segment 2; the monsters roll 5: the party acts
  // in segment 5. The bear's extra routine waits for the end of the party's segment 5.
  const schedule = (routines: number, kind: "melee" | "move" = "melee") =>
    buildRoundSchedule({ rolls: { party: 2, monsters: 5 }, combatants: [fighter, bear(routines, kind)] });
  const turn = (routines: number, used: number, segment: number, kind: "melee" | "move" = "melee") => ({
    routines,
    used,
    schedule: schedule(routines, kind),
    combatantId: "bear",
    segment,
  });

  it("the first routine is the monster's action: allowed", () => {
    expect(routineForbiddenReason(turn(1, 0, 2))).toBeNull();
    expect(routineForbiddenReason(turn(2, 0, 2))).toBeNull();
  });

  it("one routine a round: a second one is refused", () => {
    expect(routineForbiddenReason(turn(1, 1, 9))).toEqual({
      key: "TEMPO.Segments.Error.RoutineSpent",
      data: { routines: 1 },
    });
  });

  it("an extra routine waits for the opposing side's segment (5), then is allowed", () => {
    expect(routineForbiddenReason(turn(2, 1, 2))).toEqual({
      key: "TEMPO.Segments.Error.RoutineWaits",
      data: { routine: 2, segment: 5 },
    });
    expect(routineForbiddenReason(turn(2, 1, 4))?.key).toBe("TEMPO.Segments.Error.RoutineWaits");
    expect(routineForbiddenReason(turn(2, 1, 5))).toBeNull();
    expect(routineForbiddenReason(turn(2, 1, 8))).toBeNull();
    expect(routineForbiddenReason(turn(2, 2, 8))?.key).toBe("TEMPO.Segments.Error.RoutineSpent");
  });

  it("no extra routine without an attack declaration", () => {
    expect(routineForbiddenReason(turn(2, 1, 9, "move"))).toEqual({
      key: "TEMPO.Segments.Error.RoutineNotScheduled",
      data: { routine: 2 },
    });
  });
});

// "A surprise segment is a six-second interval during which actions that would normally occur over a
// full round (1 minute) can be executed provided the action can be completed in six seconds."
describe("a routine in a surprise segment", () => {
  it("one routine per surprise segment", () => {
    expect(surpriseRoutineForbiddenReason(0)).toBeNull();
    expect(surpriseRoutineForbiddenReason(1)).toEqual({
      key: "TEMPO.Segments.Error.RoutineSpentSurprise",
      data: {},
    });
  });
});
