import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { threeAction as ta } from "../../src/engine/index";

const lang: unknown = JSON.parse(
  readFileSync(new URL("../../lang/en/three-action.json", import.meta.url), "utf8"),
);

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    if (node && typeof node === "object" && part in node) return (node as Record<string, unknown>)[part];
    return undefined;
  }, lang);
}

describe("lang/en/three-action.json", () => {
  it("has a message for every error key of the three-action engine", () => {
    for (const key of Object.values(ta.TA_ERR)) expect(typeof lookup(key), key).toBe("string");
  });
  it("has every attack reason and log line", () => {
    for (const r of ta.REASONS) expect(typeof lookup(`TEMPO.ThreeAction.Reason.${r}`), r).toBe("string");
    for (const k of ta.LOG_KEYS) expect(typeof lookup(`TEMPO.ThreeAction.Log.${k}`), k).toBe("string");
  });
  it("every reason the situation resolver gives is a known reason", () => {
    const conditions = ta.CONDITIONS.filter((c) => !["stunned", "unconscious", "dead"].includes(c));
    const everything = {
      delivery: "melee" as const,
      weapon: "heavy" as const,
      attacker: conditions,
      target: [...ta.CONDITIONS],
      flanked: true,
      flatFootedToAttacker: true,
      grappledByAttacker: true,
      concealedFromAttacker: true,
      hiddenFromAttacker: true,
      declaredSquareCorrect: false,
      attackerHidden: true,
      cover: "partial" as const,
    };
    const seen = [
      ...ta.resolveSituation(everything).reasons,
      ...ta.resolveSituation({ ...everything, delivery: "ranged", distanceFeet: 5 }).reasons,
    ].map((r) => r.id);
    for (const id of seen) expect(ta.REASONS as readonly string[], id).toContain(id);
    expect(new Set(seen).size).toBe(ta.REASONS.length);
  });
});
