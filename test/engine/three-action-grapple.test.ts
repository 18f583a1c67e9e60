// Issue 30: a grapple's end and its hold on movement (seed 001, "Grappled" and "Grappling").
import { describe, expect, it } from "vitest";
import { threeAction as ta } from "../../src/engine/index";

describe("grapple: the grappled creature escapes", () => {
  it("winning a Grapple or a Push against its own grappler ends the grapple for both", () => {
    expect(ta.escapesGrapple("grapple", true, true)).toBe(true);
    expect(ta.escapesGrapple("push", true, true)).toBe(true);
  });
  it("a failure, another maneuver, or a creature that is not its grappler ends nothing", () => {
    expect(ta.escapesGrapple("grapple", false, true)).toBe(false);
    expect(ta.escapesGrapple("push", false, true)).toBe(false);
    for (const m of ["trip", "feint", "disarm", "break", ""])
      expect(ta.escapesGrapple(m, true, true)).toBe(false);
    expect(ta.escapesGrapple("grapple", true, false)).toBe(false);
    expect(ta.escapesGrapple("push", true, false)).toBe(false);
  });
});

describe("grapple: movement", () => {
  it("smaller than a creature of its grapple: Entangled, it cannot move (speed 0)", () => {
    expect(ta.grappleMovement(30, 0, [1])).toEqual({ entangled: true, speedHalved: false, feet: 0 });
    expect(ta.grappleMovement(30, 0, [0, 2])).toEqual({ entangled: true, speedHalved: false, feet: 0 });
  });
  it("as large or larger: its Speed is halved (rounded down)", () => {
    expect(ta.grappleMovement(30, 1, [1])).toEqual({ entangled: false, speedHalved: true, feet: 15 });
    expect(ta.grappleMovement(25, 2, [0, 1])).toEqual({ entangled: false, speedHalved: true, feet: 12 });
  });
  it("in no grapple: its full Speed", () => {
    expect(ta.grappleMovement(30, 0, [])).toEqual({ entangled: false, speedHalved: false, feet: 30 });
  });
});
