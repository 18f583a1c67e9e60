import { describe, expect, it } from "vitest";
import {
  flag,
  int,
  maybeText,
  oneOf,
  optInt,
  optText,
  parseWith,
  text,
} from "../../../src/foundry/actions/payload";

const parse = parseWith(
  {
    actor: text(),
    kind: oneOf(["weapon", "unarmed"] as const),
    segment: int({ min: 1, max: 10 }),
    bonus: int({ fallback: 0 }),
    note: optText(),
    quick: flag(),
  },
  "strike",
);

describe("typed action payloads", () => {
  it("reads a button's strings into typed values", () => {
    const p = parse({ actor: "Actor.a", kind: "unarmed", segment: "4", quick: "1" });
    expect(p).toEqual({ actor: "Actor.a", kind: "unarmed", segment: 4, bonus: 0, note: "", quick: true });
  });

  it("reads a macro's numbers and booleans as they are", () => {
    const p = parse({ actor: "Actor.a", kind: "weapon", segment: 10, bonus: -2, quick: false });
    expect(p.segment).toBe(10);
    expect(p.bonus).toBe(-2);
    expect(p.quick).toBe(false);
  });

  it("drops what the shape does not name", () => {
    expect(parse({ actor: "A", kind: "weapon", segment: 1, extra: "x" })).not.toHaveProperty("extra");
  });

  it.each<[Record<string, string | number | boolean>, string]>([
    [{ kind: "weapon", segment: 1 }, "a missing required text"],
    [{ actor: "", kind: "weapon", segment: 1 }, "an empty required text"],
    [{ actor: "A", kind: "kick", segment: 1 }, "a word outside the list"],
    [{ actor: "A", kind: "weapon", segment: 11 }, "a number past its limit"],
    [{ actor: "A", kind: "weapon", segment: "2.5" }, "a fraction"],
    [{ actor: "A", kind: "weapon", segment: "four" }, "a word for a number"],
    [{ actor: "A", kind: "weapon", segment: 2, quick: "maybe" }, "a flag that is neither"],
  ])("refuses %j (%s) in the action's name", (raw, _why) => {
    expect(() => parse(raw)).toThrow(
      expect.objectContaining({ key: "TEMPO.Error.BadRequest", data: { action: "strike" } }),
    );
  });
});

describe("an optional whole number", () => {
  const parseRange = parseWith({ actor: text(), distance: optInt({ min: 0 }) }, "attack");

  it("stays absent when not given or blank, apart from 0", () => {
    expect(parseRange({ actor: "A" })).toEqual({ actor: "A" });
    expect(parseRange({ actor: "A", distance: "" })).not.toHaveProperty("distance");
    expect(parseRange({ actor: "A", distance: "0" })).toEqual({ actor: "A", distance: 0 });
    expect(parseRange({ actor: "A", distance: 30 }).distance).toBe(30);
  });

  it("types the key as optional (tsc checks this file)", () => {
    const p = parseRange({ actor: "A" });
    // @ts-expect-error a distance may be absent: it is no plain number
    const distance: number = p.distance;
    expect(distance).toBeUndefined();
  });

  it.each(["-5", "2.5", "far", true])("refuses %j", (distance) => {
    expect(() => parseRange({ actor: "A", distance })).toThrow(
      expect.objectContaining({ key: "TEMPO.Error.BadRequest", data: { action: "attack" } }),
    );
  });
});

describe("a text that may be absent", () => {
  const parseCard = parseWith({ actor: text(), messageId: maybeText() }, "survival");

  it("stays absent when not given or blank, so a routing field never travels empty", () => {
    expect(parseCard({ actor: "A" })).toEqual({ actor: "A" });
    expect(parseCard({ actor: "A", messageId: "" })).toEqual({ actor: "A" });
    expect(parseCard({ actor: "A", messageId: "m1" })).toEqual({ actor: "A", messageId: "m1" });
  });

  it("refuses a value that is no text", () => {
    expect(() => parseCard({ actor: "A", messageId: 3 })).toThrow(
      expect.objectContaining({ key: "TEMPO.Error.BadRequest" }),
    );
  });
});
