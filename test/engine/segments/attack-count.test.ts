import { describe, expect, it } from "vitest";
import {
  actsOf,
  attacksMadeAt,
  attackCountKind,
  buildRoundSchedule,
  givenAttacksIn,
  routineForbiddenReason,
  type Declaration,
} from "../../../src/engine/segments/index";

const d = (kind: Declaration["kind"], extra: Partial<Declaration> = {}): Declaration => ({ kind, ...extra });

describe("how a combatant's attacks count against its routines", () => {
  it("a weapon attack is a routine: one routine a round allows no second attack", () => {
    // "multiple attacks inherent to a monster in a round (like multiple claw strikes) are part of a
    // single routine": a routine is the attacks of a round; a character with one routine attacks once.
    const s = buildRoundSchedule({
      rolls: { party: 3, monsters: 5 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("melee", { targetId: "bugbear" }) },
        { id: "bugbear", side: "monsters", declaration: d("melee", { targetId: "oswin" }) },
      ],
    });
    const acts = actsOf(s, "oswin");
    expect(givenAttacksIn(acts, 3)).toBe(0);
    expect(attackCountKind(givenAttacksIn(acts, 3), 0)).toBe("routine");
    const turn = { routines: 1, schedule: s, combatantId: "oswin", segment: 3 };
    expect(routineForbiddenReason({ ...turn, used: 0 })).toBeNull();
    expect(routineForbiddenReason({ ...turn, used: 1 })).toEqual({
      key: "TEMPO.Segments.Error.RoutineSpent",
      data: { routines: 1 },
    });
  });

  it("the free attack at a fleeing foe comes beyond the routines, once, in its own segment", () => {
    // "When a character in melee combat runs away at top speed, opponents may make an immediate
    // additional attack at +4 to hit."
    const s = buildRoundSchedule({
      rolls: { party: 2, monsters: 5 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("melee", { targetId: "orc" }) },
        { id: "orc", side: "monsters", declaration: d("flee"), engagedWith: ["oswin"] },
      ],
    });
    const acts = actsOf(s, "oswin");
    const free = acts.find((x) => x.act.kind === "free-attack");
    expect(free).toBeDefined();
    const at = free?.segment ?? 0;
    expect(givenAttacksIn(acts, at)).toBe(1);
    expect(attackCountKind(1, 0)).toBe("given");
    // Once made, the next attack of that segment is a routine again.
    expect(attackCountKind(1, 1)).toBe("routine");
    // No free attack in another segment.
    expect(givenAttacksIn(acts, at === 1 ? 2 : 1)).toBe(0);
  });

  it("a set weapon striking a charger is given; an idle set weapon gives nothing", () => {
    // "A character who sets their weapon may not initiate an attack unless triggered by an opponent's charge."
    const charged = buildRoundSchedule({
      rolls: { party: 3, monsters: 3 },
      combatants: [
        { id: "oswin", side: "party", declaration: d("set-vs-charge") },
        { id: "ogre", side: "monsters", declaration: d("charge", { targetId: "oswin" }) },
      ],
    });
    const acts = actsOf(charged, "oswin");
    const strike = acts[0];
    expect(strike?.act.kind).toBe("set-weapon-strike");
    expect(givenAttacksIn(acts, strike?.segment ?? 0)).toBe(1);
  });
});

describe("the attacks already made this round, from the attacker's cards (attacksMadeAt)", () => {
  const when = { combatId: "c1", round: 2, phase: "segments", segment: 0 };
  const at = (counted: object) => ({ counted: { ...when, ...counted }, target: "Actor.orc" });

  it("keeps this round's records with their targets, read as the count needs them", () => {
    const made = attacksMadeAt(
      [
        at({ number: 1, kind: "routine", at: 3, weaponId: "sword", hand: "primary" }),
        at({ number: 0, kind: "given", at: 4 }),
      ],
      when,
    );
    expect(made).toEqual([
      { number: 1, kind: "routine", hand: "primary", at: 3, weaponId: "sword", target: "Actor.orc" },
      { number: 0, kind: "given", hand: undefined, at: 4, weaponId: undefined, target: "Actor.orc" },
    ]);
  });

  it("leaves out another round, another combat, a surprise segment of this round, and what is no record", () => {
    const made = attacksMadeAt(
      [
        { counted: { ...when, round: 1, number: 1, kind: "routine", at: 2 }, target: "a" },
        { counted: { ...when, combatId: "c2", number: 1, kind: "routine", at: 2 }, target: "b" },
        {
          counted: { ...when, phase: "surprise", segment: 1, number: 1, kind: "routine", at: 1 },
          target: "c",
        },
        { counted: undefined, target: "d" },
        { counted: "routine", target: "e" },
      ],
      when,
    );
    expect(made).toEqual([]);
  });
});
