import { describe, expect, it } from "vitest";
import { ClientSettings } from "../../sandbox/src/core/settings";

function settings(gm: boolean) {
  const world = new Map<string, unknown>();
  const client = new Map<string, unknown>();
  const saved: string[] = [];
  const s = new ClientSettings({
    isGM: () => gm,
    userId: () => (gm ? "gm" : "player"),
    getWorld: (id) => world.get(id),
    setWorld: async (id, v) => {
      saved.push(id);
      world.set(id, v);
    },
    getClient: (id) => client.get(id),
    setClient: (id, v) => void client.set(id, v),
  });
  return { s, world, client, saved };
}

describe("game.settings", () => {
  it("returns the default until set, enforces choices, calls onChange, keeps requiresReload", async () => {
    const { s, saved } = settings(true);
    const changes: unknown[] = [];
    s.register("tempo", "ruleset", {
      scope: "world",
      type: String,
      choices: { a: "A", b: "B" },
      default: "a",
      requiresReload: true,
      onChange: (v) => void changes.push(v),
    });
    expect(s.get("tempo", "ruleset")).toBe("a");
    await expect(s.set("tempo", "ruleset", "zzz")).rejects.toThrow(/Invalid choice/);
    expect(s.get("tempo", "ruleset")).toBe("a");
    await s.set("tempo", "ruleset", "b");
    expect(s.get("tempo", "ruleset")).toBe("b");
    expect(saved).toEqual(["tempo.ruleset"]);
    expect(changes).toEqual(["b"]);
    expect(s.settings.get("tempo.ruleset")?.requiresReload).toBe(true);
  });
  it("lets a player set a client setting but not a world setting", async () => {
    const { s, client } = settings(false);
    s.register("tempo", "w", { scope: "world", type: Number, default: 1 });
    s.register("tempo", "c", { scope: "client", type: Number, default: 1 });
    await expect(s.set("tempo", "w", 2)).rejects.toThrow(/lacks permission/);
    expect(s.get("tempo", "w")).toBe(1);
    await s.set("tempo", "c", "3");
    expect(client.get("tempo.c")).toBe(3);
    expect(s.get("tempo", "c")).toBe(3);
  });
  it("throws for an unregistered setting", () => {
    const { s } = settings(true);
    expect(() => s.get("tempo", "nope")).toThrow(/not a registered game setting/);
  });
});
