// Issue 28: the Segments tracker shows a defeated combatant as such, skips its acts (it does not act),
// and offers the GM "Mark defeated" / "Bring back" on each row.
import { describe, expect, it } from "vitest";
import { segments } from "../../../src/engine/index";
import type { SegmentsRecord } from "../../../src/foundry/rulesets/segments/record";
import { buildTrackerView, type ViewMember } from "../../../src/engine/segments/tracker-view";

const sides = { oswin: "party", goblin: "monsters", ogre: "monsters" };
const member = (id: keyof typeof sides, defeated = false): ViewMember => ({
  id,
  name: id.toUpperCase(),
  img: "",
  side: sides[id],
  owner: id === "oswin",
  up: !defeated,
  defeated,
  weapons: {},
});

/** The party rolls 5 (the monsters act in 5), the monsters 2 (the party acts in 2). */
function round(): SegmentsRecord {
  let s = segments.startCombat(0);
  s = segments.declare(s, "oswin", { kind: "melee", targetId: "goblin" });
  s = segments.declare(s, "goblin", { kind: "melee", targetId: "oswin" });
  s = segments.declare(s, "ogre", { kind: "melee", targetId: "oswin" });
  s = segments.closeDeclarations(s);
  s = segments.setInitiative(s, { party: 5, monsters: 2 }, sides);
  return { state: s, surprise: null, lost: {} };
}

function view(members: ViewMember[], isGM: boolean) {
  const record = round();
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

const actsIn = (v: ReturnType<typeof view>, segment: number) =>
  v.segments[segment - 1]!.steps.flatMap((st) => st.acts);

describe("defeat in the Segments tracker", () => {
  it("a defeated combatant's row says so; the GM may bring it back, the others be marked defeated", () => {
    const v = view([member("oswin"), member("goblin", true), member("ogre")], true);
    const goblin = v.rows.find((r) => r.id === "goblin")!;
    const ogre = v.rows.find((r) => r.id === "ogre")!;
    expect(goblin).toMatchObject({ defeated: true, canMarkDefeated: false, canBringBack: true });
    expect(ogre).toMatchObject({ defeated: false, canMarkDefeated: true, canBringBack: false });
  });

  it("a player sees the mark but no button", () => {
    const v = view([member("oswin"), member("goblin", true), member("ogre")], false);
    expect(v.rows.find((r) => r.id === "goblin")).toMatchObject({
      defeated: true,
      canMarkDefeated: false,
      canBringBack: false,
    });
  });

  it("its act in its side's segment is shown skipped; the others' acts are not", () => {
    const v = view([member("oswin"), member("goblin", true), member("ogre")], true);
    const acts = actsIn(v, 5);
    expect(acts.find((a) => a.id === "goblin")).toMatchObject({ skipped: true });
    expect(acts.find((a) => a.id === "ogre")).toMatchObject({ skipped: false });
  });

  it("the GM's Jump passes over a segment where only the defeated act", () => {
    // segment 1 is open; the party acts in 2, the monsters in 5
    expect(view([member("oswin"), member("goblin"), member("ogre")], true).controls.jump).toBe(false);
    const oswinOut = view([member("oswin", true), member("goblin"), member("ogre")], true);
    expect(oswinOut.controls).toMatchObject({ jump: true, jumpTo: 5 });
    const all = view([member("oswin", true), member("goblin", true), member("ogre", true)], true);
    expect(all.controls.jumpTo).toBe(0); // nothing left: to the end of the round
  });
});
