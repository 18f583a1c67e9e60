import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CR_ERR } from "../../../src/engine/combat-roll/errors";
import { MANEUVERS } from "../../../src/engine/combat-roll/maneuvers";
import { DAMAGE_TYPES } from "../../../src/engine/combat-roll/damage";
import { TURN_ERR } from "../../../src/engine/turns/errors";

const lang: unknown = JSON.parse(
  readFileSync(new URL("../../../lang/en/combat-roll.json", import.meta.url), "utf8"),
);

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    if (node && typeof node === "object" && part in node) return (node as Record<string, unknown>)[part];
    return undefined;
  }, lang);
}

describe("lang/en/combat-roll.json", () => {
  it("has a message for every error key of the combat-roll engine and the turn engine", () => {
    for (const key of [...Object.values(CR_ERR), ...Object.values(TURN_ERR)]) {
      expect(typeof lookup(key), key).toBe("string");
    }
  });

  it("has every maneuver effect and damage type", () => {
    for (const m of Object.values(MANEUVERS)) expect(typeof lookup(m.effect), m.effect).toBe("string");
    for (const t of DAMAGE_TYPES) expect(typeof lookup(`TEMPO.CombatRoll.DamageType.${t}`)).toBe("string");
  });
});
