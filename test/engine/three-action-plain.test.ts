import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/engine/core/errors";
import { threeAction as ta } from "../../src/engine/index";
import type { PlainInput } from "../../src/engine/three-action/index";

function key(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return "no error";
}

const R = "TEMPO.ThreeAction.Reason.";
const free = () => false;

describe("actionRefusal: which state forbids which plain action", () => {
  it("standing up and crawling need Prone; a prone creature does not Move", () => {
    expect(ta.actionRefusal([], "stand-up", free)).toBe(`${R}NotProne`);
    expect(ta.actionRefusal([], "crawl", free)).toBe(`${R}NotProne`);
    expect(ta.actionRefusal(["prone"], "move", free)).toBe(`${R}ProneMove`);
    expect(ta.actionRefusal(["prone"], "stand-up", free)).toBeNull();
    expect(ta.actionRefusal(["prone"], "crawl", free)).toBeNull();
  });
  it("Entangled does not move (the condition, or a grapple with a larger creature)", () => {
    expect(ta.actionRefusal(["entangled"], "move", free)).toBe(`${R}Entangled`);
    expect(ta.actionRefusal(["prone", "entangled"], "crawl", free)).toBe(`${R}Entangled`);
    expect(ta.actionRefusal([], "move", () => true)).toBe(`${R}GrappleEntangled`);
    expect(ta.actionRefusal([], "focus", () => true)).toBeNull();
  });
  it("asks about the grapple only for a move", () => {
    let asked = 0;
    ta.actionRefusal([], "focus", () => ++asked > 0);
    expect(asked).toBe(0);
    ta.actionRefusal([], "move", () => ++asked > 0);
    expect(asked).toBe(1);
  });
  it("only a creature on fire puts it out; Stunned, Unconscious and Dead do nothing", () => {
    expect(ta.actionRefusal([], "put-out-fire", free)).toBe(`${R}NotOnFire`);
    expect(ta.actionRefusal(["on-fire"], "put-out-fire", free)).toBeNull();
    for (const c of ["stunned", "unconscious", "dead"])
      expect(ta.actionRefusal([c], "focus", free), c).toBe(`${R}CannotAct`);
    expect(ta.actionRefusal(["slowed"], "focus", free)).toBeNull();
  });
});

describe("what may be readied", () => {
  it("an Attack, a Maneuver, or a plain action, but not Ready itself nor a Reaction", () => {
    expect(ta.READIED_CHOICES).toContain("attack");
    expect(ta.READIED_CHOICES).toContain("trip");
    expect(ta.READIED_CHOICES).toContain("move");
    expect(ta.READIED_CHOICES).not.toContain("ready");
    expect(ta.READIED_CHOICES).not.toContain("reaction");
  });
  it("labels a maneuver as a maneuver and anything else as an action", () => {
    expect(ta.readiedLabelKey("feint")).toBe("Maneuver.feint");
    expect(ta.readiedLabelKey("stand-up")).toBe("Action.stand-up");
    expect(ta.isPlainAction("dodge")).toBe(true);
    expect(ta.isPlainAction("attack")).toBe(false);
  });
});

describe("plainEffect: what each plain action does", () => {
  const base: PlainInput = {
    conditions: [],
    energy: 5,
    ess: 2,
    level: 3,
    text: "",
    castEnergy: 0,
    creatureId: "",
    creatureName: "",
    readied: "attack",
    marks: ta.NO_MARKS,
    self: "mira",
  };

  it("Move goes as far as the grapple lets it (half Speed in a grapple says so)", () => {
    const full = { entangled: false, speedHalved: false, feet: 30 };
    expect(ta.plainEffect("move", { ...base, movement: full }).lines).toEqual([
      { key: "Chat.Move", data: { feet: 30 } },
    ]);
    const half = { entangled: false, speedHalved: true, feet: 15 };
    expect(ta.plainEffect("move", { ...base, movement: half }).lines).toEqual([
      { key: "Chat.MoveHalved", data: { feet: 15 } },
    ]);
  });
  it("Stand up ends Prone; putting out a fire ends On fire and leaves the creature Prone", () => {
    expect(ta.plainEffect("stand-up", { ...base, conditions: ["prone", "slowed"] }).conditions).toEqual([
      "slowed",
    ]);
    expect(ta.plainEffect("put-out-fire", { ...base, conditions: ["on-fire"] }).conditions).toEqual([
      "prone",
    ]);
  });
  it("Focus gains the engine's Focus Energy; Cast spends what the spell takes, refused beyond the Energy", () => {
    const gain = ta.focusEnergy(2, 3);
    expect(ta.plainEffect("focus", base)).toEqual({
      energy: 5 + gain,
      lines: [{ key: "Chat.Focus", data: { gain, energy: 5 + gain } }],
    });
    expect(ta.plainEffect("cast", { ...base, text: "Fog", castEnergy: 3 })).toEqual({
      energy: 2,
      lines: [{ key: "Chat.Cast", data: { spell: "Fog", spent: 3, energy: 2 } }],
    });
    expect(key(() => ta.plainEffect("cast", { ...base, castEnergy: 6 }))).toBe(ta.TA_ERR.NotEnoughEnergy);
  });
  it("Dodge lays Dodging", () => {
    expect(ta.plainEffect("dodge", { ...base, conditions: ["prone"] }).conditions).toEqual([
      "prone",
      "dodging",
    ]);
  });
  it("Control: a spell once per turn per creature (another's control of it does not count)", () => {
    const marks = { ...ta.NO_MARKS, controlled: ["brute:Fog"] };
    const done = ta.plainEffect("control", { ...base, text: "Fog", marks });
    expect(done.marks?.controlled).toEqual(["brute:Fog", "mira:Fog"]);
    expect(done.lines).toEqual([{ text: "Fog" }]);
    expect(key(() => ta.plainEffect("control", { ...base, text: "Fog", marks: done.marks! }))).toBe(
      ta.TA_ERR.AlreadyControlled,
    );
  });
  it("Command: a creature once per round; its commander is recorded", () => {
    const done = ta.plainEffect("command", { ...base, creatureId: "wolf", creatureName: "Wolf" });
    expect(done.marks?.commanded).toEqual(["wolf"]);
    expect(done.marks?.commandedBy).toEqual({ wolf: "mira" });
    expect(done.lines).toEqual([{ text: "Wolf" }]);
    const again = { ...base, creatureId: "wolf", marks: done.marks!, self: "brute" };
    expect(key(() => ta.plainEffect("command", again))).toBe(ta.TA_ERR.AlreadyCommanded);
  });
  it("Ready keeps one readied action per creature with its trigger; an unknown one is refused", () => {
    const marks = { ...ta.NO_MARKS, readied: [{ id: "mira", action: "move", trigger: "old" }] };
    const done = ta.plainEffect("ready", { ...base, readied: "trip", text: "it charges", marks });
    expect(done.marks?.readied).toEqual([{ id: "mira", action: "trip", trigger: "it charges" }]);
    expect(done.lines).toEqual([
      { key: "Chat.Ready", data: { action: { label: "Maneuver.trip" }, trigger: "it charges" } },
    ]);
    expect(key(() => ta.plainEffect("ready", { ...base, readied: "ready" }))).toBe("TEMPO.Error.BadRequest");
  });
  it("a Reaction says its trigger; other actions show what the player wrote", () => {
    expect(key(() => ta.plainEffect("reaction", base))).toBe("TEMPO.ThreeAction.Error.ReactionWhy");
    expect(ta.plainEffect("reaction", { ...base, text: "I catch her" }).lines).toEqual([
      { key: "Chat.Reaction", data: { text: "I catch her" } },
    ]);
    expect(ta.plainEffect("skill", { ...base, text: "Climb" }).lines).toEqual([{ text: "Climb" }]);
    expect(ta.plainEffect("skill", base).lines).toEqual([]);
  });
});
