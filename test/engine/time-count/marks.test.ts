import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  isGrabbed,
  storedMarks,
  markModifiers,
  marksAfterAction,
  releaseGrabs,
  type HeldMark,
  type Mark,
} from "../../../src/engine/time-count/marks";

const card = (maneuver: string, over: Partial<Parameters<typeof marksAfterAction>[1]> = {}) => ({
  maneuver,
  hit: true,
  critical: false,
  margin: 0,
  target: "T",
  ...over,
});

describe("marks left by special combat actions", () => {
  // Grab: "The target is immobilized, takes a -2 penalty to hit until released"
  it("a grab that hits marks its maker; the grabbed takes -2 on every attack until released", () => {
    const { marks } = marksAfterAction([], card("grab"));
    expect(marks).toEqual([{ kind: "grab", target: "T", escapePenalty: false, noAttack: false }]);
    const held: HeldMark[] = marks.map((mark) => ({ source: "G", mark }));
    expect(markModifiers(held, "T", "X").lines).toEqual([{ key: "Grabbed", value: -2 }]);
    expect(markModifiers(held, "X", "T").lines).toEqual([]);
    // the grab stays through its maker's later actions
    expect(marksAfterAction(marks, null).marks).toEqual(marks);
    expect(marksAfterAction([], card("grab", { hit: false })).marks).toEqual([]);
  });

  // "Great Success (5): Your target takes a -2 penalty to any Break Grab or Escape Grab attempts."
  // "Critical Success: Your target is unable to attack"
  it("a great success adds -2 to the grabbed one's escape; a critical one forbids attacking", () => {
    const great = marksAfterAction([], card("grab", { margin: 5 })).marks.map((mark) => ({
      source: "G",
      mark,
    }));
    expect(markModifiers(great, "T", "G", "escapeGrab").lines).toEqual([
      { key: "Grabbed", value: -2 },
      { key: "GrabEscape", value: -2 },
    ]);
    expect(markModifiers(great, "T", "G", "trip").lines).toHaveLength(1);
    const crit = marksAfterAction([], card("grab", { critical: true })).marks.map((mark) => ({
      source: "G",
      mark,
    }));
    expect(() => markModifiers(crit, "T", "G")).toThrow(RuleError);
    expect(() => markModifiers(crit, "T", "X", "trip")).toThrow(RuleError);
    // interpretation: the ways out of the grab stay open
    expect(markModifiers(crit, "T", "G", "escapeGrab").lines).toEqual([{ key: "Grabbed", value: -2 }]);
  });

  // Escape Grab: "You escape from the target's grab." Break Grab: "You break the target's grab."
  it("escape grab frees only the escaper; break grab breaks every grab of its target", () => {
    const grabs: Mark[] = [
      { kind: "grab", target: "T", escapePenalty: false, noAttack: false },
      { kind: "grab", target: "U", escapePenalty: false, noAttack: false },
    ];
    const escape = marksAfterAction([], card("escapeGrab", { target: "G" }));
    expect(escape.released).toEqual({ holder: "G", grabbing: "source" });
    expect(releaseGrabs(grabs, "source", "T")).toEqual([grabs[1]]);
    expect(marksAfterAction([], card("breakGrab", { target: "G" })).released).toEqual({
      holder: "G",
      grabbing: "any",
    });
    expect(releaseGrabs(grabs, "any", "A")).toEqual([]);
    expect(marksAfterAction([], card("escapeGrab", { target: "G", hit: false })).released).toBeNull();
  });

  // Feint: "+2 bonus to hit with your next attack against the target, provided it occurs on your next
  // available action." Great Success (5): "+2 bonus to damage on your next attack against the target"
  it("a feint gives +2 (and +2 damage on a great success) to its maker's next attack on that target only, then ends", () => {
    const { marks } = marksAfterAction([], card("feint", { margin: 6 }));
    const held = marks.map((mark) => ({ source: "A", mark }));
    expect(markModifiers(held, "A", "T")).toEqual({ lines: [{ key: "Feint", value: 2 }], damage: 2 });
    expect(markModifiers(held, "A", "U")).toEqual({ lines: [], damage: 0 });
    expect(markModifiers(held, "B", "T").lines).toEqual([]);
    // the next action, whatever it is, ends it
    expect(marksAfterAction(marks, null).marks).toEqual([]);
    expect(marksAfterAction([], card("feint")).marks).toEqual([
      { kind: "feint", target: "T", damage: false },
    ]);
  });

  // Distract Opponent: "-2 ... to either his attack or defense against a specific ally, at your option.
  // The penalty lasts until you act again." Critical Success: "both attack and defense".
  it("a distraction gives -2 to the target's attack on the ally, or +2 to the ally's attack on it; critical both", () => {
    const onAttack = marksAfterAction([], card("distract", { ally: "L", distractOn: "attack" })).marks;
    const held = onAttack.map((mark) => ({ source: "D", mark }));
    expect(markModifiers(held, "T", "L").lines).toEqual([{ key: "Distracted", value: -2 }]);
    expect(markModifiers(held, "T", "D").lines).toEqual([]);
    expect(markModifiers(held, "L", "T").lines).toEqual([]);
    const onDefense = marksAfterAction([], card("distract", { ally: "L", distractOn: "defense" })).marks;
    expect(
      markModifiers(
        onDefense.map((mark) => ({ source: "D", mark })),
        "L",
        "T",
      ).lines,
    ).toEqual([{ key: "DistractedDefender", value: 2 }]);
    const both = marksAfterAction([], card("distract", { ally: "L", critical: true })).marks;
    expect(both[0]).toMatchObject({ attack: true, defense: true });
    expect(marksAfterAction(both, null).marks).toEqual([]);
    expect(() => marksAfterAction([], card("distract"))).toThrow(RuleError);
  });

  it("a grabbed target is immobile while any grab holds it, and no longer once the last one ends", () => {
    // Grab, Hit: "The target is immobilized ... until released" (issue 14: it outlived the release)
    const grab = (target: string): Mark => ({ kind: "grab", target, escapePenalty: false, noAttack: false });
    const two: HeldMark[] = [
      { source: "A", mark: grab("T") },
      { source: "B", mark: grab("T") },
    ];
    expect(isGrabbed(two, "T")).toBe(true);
    expect(isGrabbed(two, "A")).toBe(false);
    const afterA = two.filter((h) => h.source !== "A");
    expect(isGrabbed(afterA, "T")).toBe(true);
    expect(
      isGrabbed(
        [...afterA, { source: "C", mark: { kind: "feint" as const, target: "T", damage: false } }].slice(1),
        "T",
      ),
    ).toBe(false);
  });
});

describe("the marks a combatant holds, as stored", () => {
  const grab = { kind: "grab", target: "Actor.b", escapePenalty: true, noAttack: false };
  const feint = { kind: "feint", target: "Actor.b", damage: true };
  const distract = { kind: "distract", target: "Actor.b", ally: "Actor.c", attack: true, defense: false };

  it("keeps every well-formed mark of the three kinds, in order", () => {
    expect(storedMarks([grab, feint, distract])).toEqual([grab, feint, distract]);
  });

  it("drops what is not a mark: another kind, a missing field, a wrong type; nothing stored is no mark", () => {
    const bad = [
      { kind: "trip", target: "Actor.b" },
      { kind: "grab", target: "Actor.b", escapePenalty: true },
      { kind: "feint", target: 7, damage: true },
      { kind: "distract", target: "Actor.b", ally: "Actor.c", attack: "yes", defense: false },
      null,
      "grab",
    ];
    expect(storedMarks([...bad, feint])).toEqual([feint]);
    expect(storedMarks(undefined)).toEqual([]);
    expect(storedMarks({ 0: grab })).toEqual([]);
  });
});
