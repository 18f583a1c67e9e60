import { describe, expect, it } from "vitest";
import { cardAction, combatAction } from "../../../src/foundry/actions/context";
import { int, oneOf, text } from "../../../src/foundry/actions/payload";

const noop = async () => {};

describe("typed card and combat actions", () => {
  const defend = cardAction(noop, {}, { messageId: text(), kind: oneOf(["block", "dodge"]) });
  const surprise = combatAction(noop, {}, { combatId: text(), side: int({ min: -1, max: 1 }) });

  it("read the shape's fields only", () => {
    expect(defend.parse({ messageId: "m1", kind: "dodge", forged: "x" })).toEqual({
      messageId: "m1",
      kind: "dodge",
    });
    expect(surprise.parse({ combatId: "c1", side: "-1" })).toEqual({ combatId: "c1", side: -1 });
  });

  it("refuse a payload the shape does not accept", () => {
    expect(() => defend.parse({ messageId: "m1", kind: "parry" })).toThrow(
      expect.objectContaining({ key: "TEMPO.Error.BadRequest" }),
    );
    expect(() => surprise.parse({ side: 1 })).toThrow(
      expect.objectContaining({ key: "TEMPO.Error.BadRequest" }),
    );
  });

  it("an untyped one keeps every field and still needs its context", () => {
    const old = cardAction(noop);
    expect(old.parse({ messageId: "m1", extra: 2 })).toEqual({ messageId: "m1", extra: 2 });
    expect(() => old.parse({ extra: 2 })).toThrow(expect.objectContaining({ key: "TEMPO.Error.BadRequest" }));
  });

  it("what a dialog completes is the payload, which keeps its card", async () => {
    const asking = cardAction(
      noop,
      { ask: async (p) => ({ ...p, messageId: "elsewhere", kind: "block" }) },
      { messageId: text(), kind: text() },
    );
    await expect(asking.ask?.({ messageId: "m1", kind: "" }, {} as User.Implementation)).resolves.toEqual({
      kind: "block",
      messageId: "m1",
    });
  });
});
