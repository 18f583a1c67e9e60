import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";

const lang: unknown = JSON.parse(
  readFileSync(new URL("../../lang/en/die-step.json", import.meta.url), "utf8"),
);

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    if (node && typeof node === "object" && part in node) return (node as Record<string, unknown>)[part];
    return undefined;
  }, lang);
}

describe("lang/en/die-step.json", () => {
  it("has a message for every RuleError key of the die-step engine", () => {
    for (const key of Object.values(dieStep.DS_ERR)) expect(typeof lookup(key), key).toBe("string");
  });

  it("names every situation reason, refused defence, trigger, survival outcome, hold, escape and move", () => {
    const P = "TEMPO.DieStep.";
    const keys = [
      ...dieStep.SITUATION_RULES.map((r) => `${P}Reason.${r.id}`),
      ...[
        "unaware",
        "no-shield",
        "not-melee",
        "not-physical",
        "rider",
        "cannot-act",
        "no-active-defense",
        "no-ap",
      ].map((r) => `${P}NoDefense.${r}`),
      ...dieStep.OPPORTUNITY_TRIGGERS.map((t) => `${P}Trigger.${t}`),
      ...[1, 2, 3, 4].map((r) => `${P}Survival.${dieStep.survivalOutcome(r)}`),
      ...[0, 1, 2].map((s) => `${P}Hold.${dieStep.grappleResult(s)}`),
      ...(["fail", "major", "minor", "free"] as const).map((e) => `${P}Escape.${e}`),
      ...dieStep.MOVE_KINDS.flatMap((k) => [`${P}Move.Kind.${k}`, `${P}Move.Line.${k}`]),
      ...Object.values(dieStep.RUN_REGIONS).map((n) => `${P}Move.Count.${n}`),
      // the health door's lines of a change of state (issue 28)
      ...dieStep.HEALTH_EVENTS.map((e) => `${P}Health.${e}`),
      ...["released", "left", "out"].map((w) => `${P}Line.Grapple.${w}`),
    ];
    for (const key of keys) expect(typeof lookup(key), key).toBe("string");
  });
});
