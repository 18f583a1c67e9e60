import { describe, expect, it } from "vitest";
import { actorAction } from "../../../src/foundry/actions/actor-flows";
import { int, text } from "../../../src/foundry/actions/payload";

// the clicking client: this user may act for every actor, and the actor is a stub
const user = { isGM: true } as User.Implementation;
class StubActor {
  uuid = "Actor.a";
  name = "A";
}
const actor = new StubActor();
Object.assign(globalThis, { Actor: StubActor, fromUuidSync: () => actor });
const perform = async () => {};

describe("a typed actor action's dialog", () => {
  const shape = { actor: text(), rounds: int({ min: 0, max: 9 }) };

  it("what the dialog adds is read again by the shape (typed, extra fields dropped)", async () => {
    const wait = actorAction("wait", { ask: async () => ({ rounds: "3", forged: "x" }), perform }, shape);
    await expect(wait.ask?.({ actor: "Actor.a", rounds: 0 }, user)).resolves.toEqual({
      actor: "Actor.a",
      rounds: 3,
    });
  });

  it("a dialog's answer the shape refuses is refused on the clicking client", async () => {
    const wait = actorAction("wait", { ask: async () => ({ rounds: "99" }), perform }, shape);
    await expect(wait.ask?.({ actor: "Actor.a", rounds: 0 }, user)).rejects.toMatchObject({
      key: "TEMPO.Error.BadRequest",
    });
  });

  it("a flow without a dialog sends its payload as it is; a cancelled dialog sends nothing", async () => {
    const plain = actorAction("plain", { perform }, shape);
    await expect(plain.ask?.({ actor: "Actor.a", rounds: 2 }, user)).resolves.toEqual({
      actor: "Actor.a",
      rounds: 2,
    });
    const cancelled = actorAction("cancel", { ask: async () => null, perform }, shape);
    await expect(cancelled.ask?.({ actor: "Actor.a", rounds: 2 }, user)).resolves.toBeNull();
  });
});
