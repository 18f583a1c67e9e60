import { describe, expect, it } from "vitest";
import { segments } from "../../../src/engine/index";
import type { SegmentsRecord } from "../../../src/foundry/rulesets/segments/record";
import { buildTrackerView, type ViewMember } from "../../../src/engine/segments/tracker-view";

const member = (id: string, side: string, owner: boolean): ViewMember => ({
  id,
  name: id.toUpperCase(),
  img: "",
  side,
  owner,
  up: true,
  weapons: { w1: "Spear" },
});
const members = [
  member("halvaine", "party", true),
  member("oswin", "party", false),
  member("shaman", "monsters", false),
];
const sides = { halvaine: "party", oswin: "party", shaman: "monsters" };

/** The seed's example: the party rolls 5, the monsters 4; Halvaine's 2-segment spell begins in 4, goes off in 6. */
function round(): SegmentsRecord {
  let s = segments.startCombat(0);
  s = segments.declare(s, "halvaine", {
    kind: "spell",
    spell: { name: "Flame Dart", castingTimeSegments: 2 },
  });
  s = segments.declare(s, "oswin", { kind: "melee", targetId: "shaman", weaponId: "w1" });
  s = segments.declare(s, "shaman", {
    kind: "spell",
    spell: { name: "Hex Bolt", castingTimeSegments: 3 },
    targetId: "halvaine",
  });
  s = segments.closeDeclarations(s);
  s = segments.setInitiative(s, { party: 5, monsters: 4 }, sides);
  return { state: s, surprise: null, lost: {} };
}

function view(record: SegmentsRecord, isGM: boolean) {
  const schedule = segments.buildRoundSchedule({
    rolls: record.state.initiativeRolls,
    combatants: Object.entries(record.state.declarations).map(([id, declaration]) => ({
      id,
      side: sides[id as keyof typeof sides],
      declaration,
    })),
  });
  return buildTrackerView({ combatId: "c1", isGM, record, schedule, members });
}

function at(record: SegmentsRecord, segment: number): SegmentsRecord {
  return { ...record, state: { ...record.state, segment } };
}

describe("the Segmented Rounds tracker view", () => {
  it("shows the ten segments with who acts in each and each side's initiative segment", () => {
    const v = view(round(), true);
    expect(v.segments).toHaveLength(10);
    expect(v.initiative).toEqual([
      { side: "party", label: "TEMPO.Segments.Side.party", roll: 5, segment: 4 },
      { side: "monsters", label: "TEMPO.Segments.Side.monsters", roll: 4, segment: 5 },
    ]);
    const acts = v.segments.map((s) =>
      s.steps.flatMap((st) => st.acts.map((a) => `${a.name}:${a.label.split(".").pop()}`)),
    );
    expect(acts[3]).toEqual(["HALVAINE:spell-begins", "OSWIN:melee"]);
    expect(acts[4]).toEqual(["SHAMAN:spell-begins"]);
    expect(acts[5]).toEqual(["HALVAINE:spell-completes"]);
    expect(acts[7]).toEqual(["SHAMAN:spell-completes"]);
    expect(v.segments.filter((s) => s.late).map((s) => s.segment)).toEqual([7, 8, 9, 10]);
  });

  it("hides from a player the future acts and declarations of combatants it does not own", () => {
    const v = view(at(round(), 4), false);
    const seg5 = v.segments[4]?.steps[0]?.acts[0];
    expect(seg5).toMatchObject({
      name: "SHAMAN",
      hidden: true,
      label: "TEMPO.Segments.Tracker.Acts",
      target: "",
    });
    expect(v.segments[3]?.steps[0]?.acts.map((a) => a.hidden)).toEqual([false, false]);
    expect(v.rows.find((r) => r.id === "shaman")).toMatchObject({
      declared: true,
      declaration: null,
      canDeclare: false,
    });
    expect(v.rows.find((r) => r.id === "halvaine")?.declaration).toMatchObject({
      spell: "Flame Dart",
      casting: 2,
    });
    expect(v.spells.map((s) => s.id)).toEqual(["halvaine"]);
  });

  it("does not place an enemy spell's completion in time for a player before it begins (issue 29)", () => {
    const shamanIn = (v: ReturnType<typeof view>) =>
      v.segments.flatMap((s) =>
        s.steps.flatMap((st) => st.acts.filter((a) => a.id === "shaman").map(() => s.segment)),
      );
    // segment 4: the Shaman begins in 5 (its side's segment) and goes off in 8
    expect(shamanIn(view(at(round(), 4), true))).toEqual([5, 8]);
    const player = view(at(round(), 4), false);
    expect(shamanIn(player)).toEqual([5]);
    expect(player.segments[7]?.steps).toEqual([]);
    // once the casting has begun, its completion is placed for everyone (the spells list shows it too)
    expect(shamanIn(view(at(round(), 5), false))).toEqual([5, 8]);
  });

  it("follows each spell: waiting, being cast, gone off; lost to damage", () => {
    const r = round();
    const status = (rec: SegmentsRecord) =>
      Object.fromEntries(view(rec, true).spells.map((s) => [s.id, s.status]));
    expect(status(at(r, 1))).toEqual({ halvaine: "waiting", shaman: "waiting" });
    expect(status(at(r, 5))).toEqual({ halvaine: "casting", shaman: "casting" });
    const lost: SegmentsRecord = {
      ...at(r, 5),
      state: segments.abandon(at(r, 5).state, "shaman"),
      lost: { shaman: 5 },
    };
    expect(status({ ...lost, state: { ...lost.state, segment: 6 } })).toEqual({
      halvaine: "done",
      shaman: "lost",
    });
    const v = view({ ...lost, state: { ...lost.state, segment: 6 } }, true);
    expect(v.spells.find((s) => s.id === "halvaine")).toMatchObject({
      start: 4,
      completes: 6,
      nextRound: false,
    });
    expect(v.rows.find((r2) => r2.id === "halvaine")?.canAbandon).toBe(false);
  });

  it("offers the GM the next segment and a jump to the next segment where anything happens", () => {
    expect(view(at(round(), 1), true).controls).toMatchObject({
      advance: "TEMPO.Segments.Tracker.NextSegment",
      jump: true,
      jumpTo: 4,
    });
    expect(view(at(round(), 4), true).controls).toMatchObject({ jump: false });
    expect(view(at(round(), 8), true).controls).toMatchObject({ jump: true, jumpTo: 0 });
    expect(view(at(round(), 10), true).controls).toMatchObject({
      advance: "TEMPO.Segments.Tracker.EndRound",
      jump: false,
    });
    expect(view(at(round(), 1), false).controls).toMatchObject({ advance: "", jump: false, begin: false });
  });

  it("hides every Declare button once declarations are closed (initiative, segments, end of round)", () => {
    const open = round();
    const declaring = { ...open, state: { ...open.state, phase: "declaration" as const } };
    expect(view(declaring, true).rows.filter((r) => r.canDeclare)).toHaveLength(3);
    for (const phase of ["initiative", "segments", "end-of-round"] as const) {
      const v = view({ ...open, state: { ...open.state, phase } }, true);
      expect(v.rows.filter((r) => r.canDeclare)).toEqual([]);
    }
  });

  it("shows a declared weapon that was deleted as missing, not by its old name", () => {
    const gone = members.map((m) => (m.id === "oswin" ? { ...m, weapons: {} } : m));
    const v = buildTrackerView({
      combatId: "c1",
      isGM: true,
      record: round(),
      schedule: null,
      members: gone,
    });
    expect(v.rows.find((r) => r.id === "oswin")?.declaration).toMatchObject({
      weapon: "",
      weaponMissing: true,
    });
    expect(view(round(), true).rows.find((r) => r.id === "oswin")?.declaration).toMatchObject({
      weapon: "Spear",
      weaponMissing: false,
    });
  });

  it("before the sequence begins: the GM may roll for surprise; nothing else shows", () => {
    const v = buildTrackerView({ combatId: "c1", isGM: true, record: null, schedule: null, members });
    expect(v.phaseLabel).toBe("TEMPO.Segments.Tracker.NoSurpriseYet");
    expect(v.controls.begin).toBe(true);
    expect([v.begun, v.segments, v.spells, v.surprise]).toEqual([false, [], [], null]);
    expect(v.rows.every((r) => !r.canDeclare)).toBe(true);
  });

  it("during surprise segments only those who act now may declare", () => {
    const surprise = segments.surpriseForSides({ party: 2, monsters: 6 }, [
      { id: "halvaine", side: "party", surprisedOn: 2, surprisesOn: 2, bonus: 2 },
      { id: "oswin", side: "party", surprisedOn: 2, surprisesOn: 2, bonus: 0 },
      { id: "shaman", side: "monsters", surprisedOn: 2, surprisesOn: 2, bonus: 0 },
    ]);
    const record: SegmentsRecord = {
      state: segments.startCombat(surprise.phase.length),
      surprise: {
        rolls: { party: 2, monsters: 6 },
        segments: { ...surprise.segments },
        phase: [...surprise.phase],
      },
      lost: {},
    };
    const v = buildTrackerView({ combatId: "c1", isGM: true, record, schedule: null, members });
    expect(v.rows.filter((r) => r.canDeclare).map((r) => r.id)).toEqual(["halvaine", "shaman"]);
    expect(v.surprise?.surprised).toEqual([{ id: "oswin", name: "OSWIN", segments: 2 }]);
    expect(v.surprise?.segments.map((s) => s.current)).toEqual([true, false]);
    expect(v.controls.advance).toBe("TEMPO.Segments.Tracker.NextSurpriseSegment");
  });

  it("party 2, monsters 1: nobody acts in segment 1, so the one surprise segment reads 2 (QA pass 2)", () => {
    // "each side is surprised for N segments": the monsters (1) and Halvaine (bonus 1) act from segment
    // 2 on, Oswin (2) not before the first round.
    const surprise = segments.surpriseForSides({ party: 2, monsters: 1 }, [
      { id: "halvaine", side: "party", surprisedOn: 2, surprisesOn: 2, bonus: 1 },
      { id: "oswin", side: "party", surprisedOn: 2, surprisesOn: 2, bonus: 0 },
      { id: "shaman", side: "monsters", surprisedOn: 2, surprisesOn: 2, bonus: 0 },
    ]);
    const record: SegmentsRecord = {
      state: segments.startCombat(surprise.phase.length),
      surprise: {
        rolls: { party: 2, monsters: 1 },
        segments: { ...surprise.segments },
        phase: [...surprise.phase],
      },
      lost: {},
    };
    const v = buildTrackerView({ combatId: "c1", isGM: true, record, schedule: null, members });
    expect(v.surprise?.segments.map((s) => [s.number, s.current, s.names])).toEqual([
      [2, true, ["HALVAINE", "SHAMAN"]],
    ]);
    expect(v.segment).toBe(2);
    expect(v.rows.filter((r) => r.actsNow).map((r) => r.id)).toEqual(["halvaine", "shaman"]);
  });
});

describe("the tracker's held damage (simultaneous blows)", () => {
  const record = round();
  const held = [
    { attacker: "Oswin", target: "Shaman", targetId: "Actor.shaman", hp: 5, damage: 6 },
    { attacker: "Shaman", target: "Oswin", targetId: "Actor.oswin", hp: 3, damage: 2 },
  ];
  const schedule = segments.buildRoundSchedule({ rolls: record.state.initiativeRolls, combatants: [] });

  it("lists nothing when no blow is held", () => {
    expect(buildTrackerView({ combatId: "c1", isGM: true, record, schedule, members }).held).toBeNull();
  });

  it("shows the GM what landing them at once does, and the button", () => {
    const v = buildTrackerView({ combatId: "c1", isGM: true, record, schedule, members, held });
    expect(v.held?.count).toBe(2);
    expect(v.held?.canApply).toBe(true);
    expect(v.held?.outcomes.map((o) => [o.target, o.before, o.after, o.down])).toEqual([
      ["Shaman", 5, -1, true],
      ["Oswin", 3, 1, false],
    ]);
  });

  it("shows a player the blows, without hit points or the button", () => {
    const v = buildTrackerView({ combatId: "c1", isGM: false, record, schedule, members, held });
    expect(v.held?.blows).toEqual([
      { attacker: "Oswin", target: "Shaman", damage: 6 },
      { attacker: "Shaman", target: "Oswin", damage: 2 },
    ]);
    expect(v.held?.outcomes).toEqual([]);
    expect(v.held?.canApply).toBe(false);
  });
});

describe("the Segmented Rounds tracker view, what a player may see (issue 9)", () => {
  const viewWith = (list: ViewMember[], isGM = false) => {
    const record = at(round(), 4);
    const schedule = segments.buildRoundSchedule({
      rolls: record.state.initiativeRolls,
      combatants: Object.entries(record.state.declarations).map(([id, declaration]) => ({
        id,
        side: sides[id as keyof typeof sides],
        declaration,
      })),
    });
    return buildTrackerView({ combatId: "c1", isGM, record, schedule, members: list });
  };

  it("a member the player may observe (not own) shows its declaration and future acts", () => {
    const v = viewWith([members[0]!, members[1]!, { ...members[2]!, observer: true }]);
    expect(v.rows.find((r) => r.id === "shaman")?.declaration).toMatchObject({ spell: "Hex Bolt" });
    expect(v.segments[4]?.steps[0]?.acts[0]).toMatchObject({ name: "SHAMAN", hidden: false });
  });

  it("a combatant hidden from the player (not among its members) leaves no act, spell or row", () => {
    const v = viewWith([members[0]!, members[1]!]);
    const ids = v.segments.flatMap((s) => s.steps.flatMap((st) => st.acts.map((a) => a.id)));
    expect(ids).not.toContain("shaman");
    expect(v.spells.map((s) => s.id)).not.toContain("shaman");
    expect(v.rows.map((r) => r.id)).toEqual(["halvaine", "oswin"]);
  });
});

describe("declaring in bulk, in the tracker view", () => {
  const declaring = (record: SegmentsRecord, isGM = true) =>
    buildTrackerView({ combatId: "c1", isGM, record, schedule: null, members }).controls.sides;

  it("offers the GM each side that has someone to declare; Repeat only from the second round", () => {
    const first: SegmentsRecord = { state: segments.startCombat(0), surprise: null, lost: {} };
    expect(declaring(first)).toEqual([
      { side: "party", label: "TEMPO.Segments.Side.party", repeat: false },
      { side: "monsters", label: "TEMPO.Segments.Side.monsters", repeat: false },
    ]);
    expect(declaring(first, false)).toEqual([]);
    let s = round().state;
    while (s.phase !== "declaration") s = segments.advance(s);
    expect(declaring({ state: s, surprise: null, lost: {} }).map((x) => [x.side, x.repeat])).toEqual([
      ["party", true],
      ["monsters", true],
    ]);
  });

  it("in a surprise segment, only a side with someone acting in it", () => {
    const state = segments.startCombat(1);
    const surprise = {
      rolls: { party: 1, monsters: null },
      segments: { halvaine: 1, oswin: 1 },
      phase: [{ segment: 1, actors: ["shaman"] }],
    };
    expect(declaring({ state, surprise, lost: {} }).map((x) => x.side)).toEqual(["monsters"]);
  });
});
