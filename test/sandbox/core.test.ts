import { describe, expect, it, vi } from "vitest";
import { Collection } from "../../sandbox/src/core/collection";
import { HooksRegistry } from "../../sandbox/src/core/hooks";
import { Localization } from "../../sandbox/src/core/i18n";
import { diffObject, expandObject, flattenObject, mergeObject } from "../../sandbox/src/core/utils";

describe("foundry.utils", () => {
  it("mergeObject merges dotted keys and performs -= deletions", () => {
    const target = { a: { b: 1, c: 2 }, d: 3 };
    mergeObject(target, { "a.b": 5, "-=d": null }, { performDeletions: true });
    expect(target).toEqual({ a: { b: 5, c: 2 } });
  });
  it("expandObject and flattenObject are inverse", () => {
    const flat = { "system.hp.value": 3, name: "X" };
    expect(expandObject(flat)).toEqual({ system: { hp: { value: 3 } }, name: "X" });
    expect(flattenObject(expandObject(flat))).toEqual(flat);
  });
  it("diffObject keeps only changed leaves", () => {
    expect(diffObject({ a: { b: 1, c: 2 }, d: 1 }, { a: { b: 1, c: 3 }, d: 1 })).toEqual({ a: { c: 3 } });
  });
  it("Collection iterates values, not entries", () => {
    const c = new Collection<{ name: string }>();
    c.set("x", { name: "Ann" });
    expect([...c]).toEqual([{ name: "Ann" }]);
    expect(c.getName("Ann")).toEqual({ name: "Ann" });
    expect(() => c.get("missing", { strict: true })).toThrow();
  });
});

describe("Hooks", () => {
  it("call stops at the first false and returns false; callAll runs every handler", () => {
    const hooks = new HooksRegistry();
    const ran: string[] = [];
    hooks.on("x", () => void ran.push("a"));
    hooks.on("x", () => {
      ran.push("b");
      return false;
    });
    hooks.on("x", () => void ran.push("c"));
    expect(hooks.call("x")).toBe(false);
    expect(ran).toEqual(["a", "b"]);
    ran.length = 0;
    expect(hooks.callAll("x")).toBe(true);
    expect(ran).toEqual(["a", "b", "c"]);
  });
  it("once runs once; off removes by id or by function; a throwing handler does not stop the others", () => {
    const hooks = new HooksRegistry();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let count = 0;
    hooks.once("y", () => void count++);
    const id = hooks.on("y", () => void (count += 10));
    const fn = (): void => void (count += 100);
    hooks.on("y", fn);
    hooks.on("y", () => {
      throw new Error("boom");
    });
    hooks.callAll("y");
    expect(count).toBe(111);
    hooks.off("y", id);
    hooks.off("y", fn);
    hooks.callAll("y");
    expect(count).toBe(111);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

describe("game.i18n", () => {
  it("localizes nested keys, returns a missing key itself, and formats {placeholders}", () => {
    const i18n = new Localization();
    i18n.addTranslations({ TEMPO: { Hello: "Hello {name}, round {round}" } });
    expect(i18n.has("TEMPO.Hello")).toBe(true);
    expect(i18n.localize("TEMPO.Missing")).toBe("TEMPO.Missing");
    expect(i18n.format("TEMPO.Hello", { name: "Ann", round: 2 })).toBe("Hello Ann, round 2");
    expect(i18n.format("TEMPO.Hello", { name: "Ann" })).toBe("Hello Ann, round {round}");
  });
});
