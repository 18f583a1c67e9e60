import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  actsInSegment,
  buildRoundSchedule,
  type RoundCombatant,
  type RoundSchedule,
} from "../../../src/engine/segments/index";

const whereIs = (s: RoundSchedule, id: string, kind?: string): Array<[number, string]> =>
  s.segments.flatMap((seg) =>
    seg.steps.flatMap((st) =>
      st.acts
        .filter((a) => a.combatantId === id && (kind === undefined || a.kind === kind))
        .map((): [number, string] => [seg.segment, st.step]),
    ),
  );

describe("round schedule", () => {
  it("party 6 / monsters 1: the party acts in segment 1, the monsters in 6", () => {
    const s = buildRoundSchedule({
      rolls: { party: 6, monsters: 1 },
      combatants: [
        {
          id: "fighter",
          side: "party",
          declaration: { kind: "melee", targetId: "orc" },
        },
        {
          id: "orc",
          side: "monsters",
          declaration: { kind: "melee", targetId: "fighter" },
        },
      ],
    });
    expect(s.segments).toHaveLength(10);
    expect(whereIs(s, "fighter")).toEqual([[1, "initiative"]]);
    expect(whereIs(s, "orc")).toEqual([[6, "initiative"]]);
  });

  it("on a tie both sides act in the same step (simultaneously)", () => {
    const s = buildRoundSchedule({
      rolls: { party: 3, monsters: 3 },
      combatants: [
        { id: "fighter", side: "party", declaration: { kind: "melee" } },
        { id: "orc", side: "monsters", declaration: { kind: "melee" } },
      ],
    });
    expect(s.segments[2]?.steps).toHaveLength(1);
    expect(s.segments[2]?.steps[0]?.acts.map((a) => a.combatantId)).toEqual(["fighter", "orc"]);
  });

  it("a missile user acts earlier by its missile bonus", () => {
    const s = buildRoundSchedule({
      rolls: { party: 2, monsters: 3 },
      combatants: [
        {
          id: "archer",
          side: "party",
          declaration: { kind: "missile" },
          missileBonus: 2,
        },
        {
          id: "fighter",
          side: "party",
          declaration: { kind: "melee" },
          missileBonus: 2,
        },
        { id: "orc", side: "monsters", declaration: { kind: "melee" } },
      ],
    });
    expect(whereIs(s, "archer")).toEqual([[1, "initiative"]]);
    expect(whereIs(s, "orc")).toEqual([[2, "initiative"]]);
    expect(whereIs(s, "fighter")).toEqual([[3, "initiative"]]);
  });

  it("an extra attack routine waits until the opposing side's segment has been resolved", () => {
    const s = buildRoundSchedule({
      rolls: { party: 6, monsters: 1 },
      combatants: [
        {
          id: "hasted",
          side: "party",
          declaration: { kind: "melee" },
          attackRoutines: 2,
        },
        {
          id: "ogre",
          side: "monsters",
          declaration: { kind: "melee" },
          attackRoutines: 2,
        },
      ],
    });
    expect(whereIs(s, "hasted")).toEqual([
      [1, "initiative"],
      [6, "after"],
    ]);
    expect(actsInSegment(s, 6).map((a) => [a.combatantId, a.kind])).toEqual([
      ["ogre", "action"],
      ["hasted", "extra-routine"],
      ["ogre", "extra-routine"],
    ]);
  });

  it("a hold acts after the other side, or later in the round if asked", () => {
    const s = buildRoundSchedule({
      rolls: { party: 5, monsters: 2 },
      combatants: [
        { id: "waiter", side: "party", declaration: { kind: "hold" } },
        {
          id: "late",
          side: "party",
          declaration: { kind: "hold", holdUntilSegment: 9 },
        },
        { id: "orc", side: "monsters", declaration: { kind: "melee" } },
      ],
    });
    expect(whereIs(s, "orc")).toEqual([[5, "initiative"]]);
    expect(whereIs(s, "waiter")).toEqual([[5, "after"]]);
    expect(whereIs(s, "late")).toEqual([[9, "after"]]);
  });

  it("a spell too long for the round is carried into the next", () => {
    const s = buildRoundSchedule({
      rolls: { party: 1, monsters: 6 },
      combatants: [
        {
          id: "mage",
          side: "party",
          declaration: {
            kind: "spell",
            spell: { name: "Long", castingTimeSegments: 7 },
          },
        },
      ],
    });
    expect(whereIs(s, "mage")).toEqual([[6, "initiative"]]);
    expect(s.carriedSpells).toEqual({
      mage: {
        spell: { name: "Long", castingTimeSegments: 7 },
        completesInSegment: 3,
      },
    });
    const next = buildRoundSchedule({
      rolls: { party: 4, monsters: 4 },
      combatants: [{ id: "mage", side: "party", declaration: { kind: "melee" } }],
      carriedSpells: s.carriedSpells,
    });
    expect(whereIs(next, "mage")).toEqual([[3, "spells"]]);
    expect(next.casting.mage).toEqual({
      startSegment: 1,
      completesInSegment: 3,
    });
  });

  it("an abandoned spell is not scheduled; parry and set weapons make no act of their own", () => {
    const s = buildRoundSchedule({
      rolls: { party: 1, monsters: 1 },
      combatants: [
        {
          id: "mage",
          side: "party",
          declaration: {
            kind: "spell",
            spell: { name: "x", castingTimeSegments: 1 },
            abandoned: true,
          },
        },
        { id: "guard", side: "party", declaration: { kind: "parry" } },
        {
          id: "retreat",
          side: "party",
          declaration: { kind: "fighting-retreat" },
        },
        {
          id: "pike",
          side: "monsters",
          declaration: { kind: "set-vs-charge" },
        },
      ],
    });
    expect(whereIs(s, "mage")).toEqual([]);
    expect(whereIs(s, "guard")).toEqual([]);
    expect(whereIs(s, "pike")).toEqual([]);
    expect(whereIs(s, "retreat")).toEqual([[1, "initiative"]]);
    expect(s.parrying).toEqual(["guard", "retreat"]);
  });

  it("a charge into a set weapon meets a double-damage strike first", () => {
    const c: RoundCombatant[] = [
      {
        id: "knight",
        side: "party",
        declaration: { kind: "charge", targetId: "pike" },
        weaponLengthFt: 3.5,
      },
      {
        id: "pike",
        side: "monsters",
        declaration: { kind: "set-vs-charge" },
        weaponLengthFt: 8,
      },
    ];
    const s = buildRoundSchedule({
      rolls: { party: 6, monsters: 2 },
      combatants: c,
    });
    expect(s.segments[1]?.steps.map((st) => st.step)).toEqual(["interrupts", "initiative"]);
    expect(actsInSegment(s, 2)).toEqual([
      {
        combatantId: "pike",
        kind: "set-weapon-strike",
        declaration: "set-vs-charge",
        targetId: "knight",
        doubleDamage: true,
      },
      {
        combatantId: "knight",
        kind: "action",
        declaration: "charge",
        targetId: "pike",
      },
    ]);
  });

  it("a defender with a longer weapon strikes a charger first, spending its own attack, unless it already acted", () => {
    const c = (rolls: Record<string, number>): RoundSchedule =>
      buildRoundSchedule({
        rolls,
        combatants: [
          {
            id: "knight",
            side: "party",
            declaration: { kind: "charge", targetId: "guard" },
            weaponLengthFt: 3.5,
          },
          {
            id: "guard",
            side: "monsters",
            declaration: { kind: "melee", targetId: "knight" },
            weaponLengthFt: 10,
          },
        ],
      });
    const won = c({ party: 6, monsters: 1 }); // knight charges in 1, guard would act in 6
    expect(whereIs(won, "guard")).toEqual([[1, "interrupts"]]);
    expect(actsInSegment(won, 1)[0]).toMatchObject({
      combatantId: "guard",
      kind: "first-strike",
      targetId: "knight",
    });
    const lost = c({ party: 1, monsters: 6 }); // guard already acted in 1, knight charges in 6
    expect(whereIs(lost, "guard")).toEqual([[1, "initiative"]]);
    expect(whereIs(lost, "knight")).toEqual([[6, "initiative"]]);
  });

  it("fleeing gives each engaged opponent an immediate free attack at +4", () => {
    const s = buildRoundSchedule({
      rolls: { party: 2, monsters: 5 },
      combatants: [
        {
          id: "coward",
          side: "party",
          declaration: { kind: "flee" },
          engagedWith: ["orc", "fighter"],
        },
        { id: "fighter", side: "party", declaration: { kind: "melee" } },
        { id: "orc", side: "monsters", declaration: { kind: "melee" } },
      ],
    });
    expect(actsInSegment(s, 5)).toEqual([
      {
        combatantId: "orc",
        kind: "free-attack",
        declaration: "melee",
        targetId: "coward",
        toHitBonus: 4,
      },
      { combatantId: "coward", kind: "action", declaration: "flee" },
      { combatantId: "fighter", kind: "action", declaration: "melee" },
    ]);
    expect(whereIs(s, "orc")).toEqual([
      [2, "initiative"],
      [5, "interrupts"],
    ]);
  });

  it("closing forbids the opponent to attack the closer this round", () => {
    const s = buildRoundSchedule({
      rolls: { party: 4, monsters: 2 },
      combatants: [
        {
          id: "fighter",
          side: "party",
          declaration: { kind: "close", targetId: "orc" },
        },
        {
          id: "orc",
          side: "monsters",
          declaration: { kind: "melee", targetId: "fighter" },
        },
      ],
    });
    expect(s.restrictions).toEqual([
      {
        combatantId: "orc",
        cannotAttackId: "fighter",
        key: "TEMPO.Segments.Note.ClosedUpon",
      },
    ]);
  });

  it("refuses unknown sides", () => {
    expect(() =>
      buildRoundSchedule({
        rolls: { party: 1, monsters: 2 },
        combatants: [{ id: "x", side: "elves", declaration: { kind: "move" } }],
      }),
    ).toThrow(RuleError);
  });
});
