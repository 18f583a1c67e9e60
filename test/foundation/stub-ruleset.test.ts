// Issue 27: a stub ruleset written to docs/architecture.md's "Where to add a ruleset" (test/fixtures/
// stub-ruleset/: its engine half, its shell half, its templates and language fragment) keeps compiling
// against the contract and is accepted by the registry, so neither can drift from the checklist unseen.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/engine/core/errors";
import type { RulesetDefinition } from "../../src/foundry/rulesets/definition";
import { RULESET_IDS, type RulesetId } from "../../src/foundry/rulesets/ids";
import {
  allRulesets,
  getRuleset,
  installRulesets,
  registryProblems,
  rulesetChoices,
  type RulesetRegistry,
} from "../../src/foundry/rulesets/registry";
import { DOWN, healthChange, poke } from "../fixtures/stub-ruleset/engine";
import { stubRuleset } from "../fixtures/stub-ruleset/ruleset";
import { deepMergeStrict, mergeLanguage, type LanguageTree } from "../../tools/lang.mjs";
import { findImpurities } from "./purity";

const STUB = join("test", "fixtures", "stub-ruleset");
const read = (file: string) => readFileSync(join(STUB, file), "utf8");

/** A registry with the stub under every id. */
function stubs(
  change: (id: RulesetId, d: RulesetDefinition) => RulesetDefinition = (_, d) => d,
): RulesetRegistry {
  const all = {} as Record<RulesetId, RulesetDefinition>;
  for (const id of RULESET_IDS) all[id] = change(id, stubRuleset(id));
  return all;
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error.key;
    throw error;
  }
  return "accepted";
}

describe("the stub ruleset", () => {
  const poke1 = stubRuleset("segments").actions.poke;

  it("declares its action's payload once: a button's strings are read typed, extra fields dropped", () => {
    expect(poke1).toBeDefined();
    expect(poke1?.parse({ actor: "Actor.a", strength: "3", extra: "x" })).toEqual({
      actor: "Actor.a",
      strength: 3,
    });
    expect(poke1?.parse({ actor: "Actor.a", strength: 6 })).toEqual({ actor: "Actor.a", strength: 6 });
  });

  it("refuses a malformed payload whole, before anything is asked or performed", () => {
    expect(refusal(() => poke1?.parse({ actor: "Actor.a", strength: "9" }))).toBe("TEMPO.Error.BadRequest");
    expect(refusal(() => poke1?.parse({ actor: "Actor.a", strength: "two" }))).toBe("TEMPO.Error.BadRequest");
    expect(refusal(() => poke1?.parse({ strength: "1" }))).toBe("TEMPO.Error.BadRequest");
  });

  it("its rules are its engine's: pure, Node-tested, refusing with a key", () => {
    expect(findImpurities(join(STUB, "engine.ts"), read("engine.ts"))).toEqual([]);
    expect(poke({ value: 5, max: 10 }, 3)).toBe(2);
    expect(poke({ value: 2, max: 10 }, 6)).toBe(0);
    expect(refusal(() => poke({ value: 2, max: 4 }, 6))).toBe("TEMPO.Stub.Error.TooStrong");
    expect(healthChange(14, 10)).toEqual({ value: 10, down: false });
    expect(healthChange(-3, 10)).toEqual({ value: 0, down: true });
  });

  it("its health rules put the creature Down at 0, a condition it declares, ended by health only", () => {
    const d = stubRuleset("die-step");
    const actor = {} as Actor.Implementation;
    expect(d.health?.change(actor, 4, 0, 10, () => undefined)).toMatchObject({
      value: 0,
      add: [DOWN],
      remove: [],
    });
    expect(d.health?.change(actor, 0, 3, 10, () => undefined)).toMatchObject({
      value: 3,
      add: [],
      remove: [DOWN],
    });
    expect(d.health?.outStatuses).toEqual([DOWN]);
    expect(d.conditions.find((c) => c.id === DOWN)?.endedBy).toBeTruthy();
  });

  it("each of its buttons names one of its actions (the one route: data-action=tempoAction)", () => {
    const d = stubRuleset("segments");
    const text = read("templates/actor-combat.hbs") + read("templates/actor-stats.hbs");
    const named = [...text.matchAll(/data-tempo-action="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(named).toEqual(["poke"]);
    for (const name of named) expect(d.actions[name], name).toBeDefined();
    expect(text).not.toContain("tempoRuleset");
    expect(d.actorCombatTemplate).toMatch(/^systems\/tempo\/templates\/stub\/actor-combat\.hbs$/);
  });

  it("every key it uses is in its language fragment, which merges with the shipped language", async () => {
    const d = stubRuleset("segments");
    const fragment = JSON.parse(read("en.json")) as LanguageTree;
    const code =
      read("engine.ts") +
      read("ruleset.ts") +
      read("templates/actor-combat.hbs") +
      read("templates/actor-stats.hbs");
    const keys = [
      d.label,
      ...d.conditions.flatMap((c) => [c.label, c.endedBy ?? ""]),
      ...[...code.matchAll(/["'](TEMPO\.Stub\.[\w.]+)["']/g)].map((m) => m[1] ?? ""),
    ];
    expect(keys.length).toBeGreaterThan(5);
    const at = (key: string) =>
      key
        .split(".")
        .reduce<unknown>(
          (node, part) => (typeof node === "object" && node ? (node as LanguageTree)[part] : undefined),
          fragment,
        );
    expect(keys.filter((key) => typeof at(key) !== "string")).toEqual([]);
    expect(() => deepMergeStrict(structuredClone(fragment), fragment)).toThrow(/defined twice/);
    const shipped = await mergeLanguage("lang");
    expect(() => deepMergeStrict(shipped, fragment)).not.toThrow();
  });
});

describe("the registry", () => {
  it("accepts the stub under each id, and the shell then reads it", () => {
    expect(registryProblems(stubs())).toEqual([]);
    installRulesets(stubs());
    expect(allRulesets().map((d) => d.id)).toEqual([...RULESET_IDS]);
    expect(getRuleset("combat-roll").actions.poke).toBeDefined();
    expect(Object.values(rulesetChoices())).toEqual(RULESET_IDS.map(() => "TEMPO.Stub.Name"));
  });

  it("refuses a definition under another's id, with another's stats, unlisted cards or a condition twice", () => {
    const problems = registryProblems(
      stubs((id, d) => {
        if (id === "segments") return { ...d, id: "die-step" };
        if (id === "three-action") return { ...d, statsKey: "timeCount", hpPath: null };
        if (id === "die-step") return { ...d, chatModels: { stubCard: foundryModel() } };
        if (id === "combat-roll") return { ...d, conditions: [...d.conditions, ...d.conditions] };
        return d;
      }),
    );
    expect(problems).toEqual([
      "segments: its definition's id is die-step",
      "three-action: statsKey timeCount, ids.ts says threeAction",
      "three-action: hpPath null, ids.ts says stats.threeAction.hp",
      "die-step: card type stubCard is not in document-types.ts (nor system.json)",
      `combat-roll: condition ${DOWN} declared twice`,
    ]);
    expect(() =>
      installRulesets(stubs((id, d) => (id === "segments" ? { ...d, id: "die-step" } : d))),
    ).toThrow(/do not agree: segments: its definition's id is die-step/);
  });
});

/** A card model's place in the type (never constructed here: no Foundry in Node). */
function foundryModel(): typeof foundry.abstract.TypeDataModel {
  return class {} as unknown as typeof foundry.abstract.TypeDataModel;
}
