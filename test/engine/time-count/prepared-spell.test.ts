import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/engine/core/errors";
import {
  castingDcLines,
  castingsAfterCast,
  castingsToday,
  EMPTY_PREPARATION,
  enginePreparation,
  preparationCount,
  preparationPhase,
  storedPreparation,
  usablePreparation,
  type StoredPreparation,
} from "../../../src/engine/time-count/prepared-spell";
import { castingDC, PREPARED_SPELL_LIMIT_TC } from "../../../src/engine/time-count/magic";

const held: StoredPreparation = {
  ...EMPTY_PREPARATION,
  spellId: "bolt",
  spellName: "Bolt",
  fatigueCost: 2,
  priorCastingsToday: 1,
  startedAt: 10,
  readyAt: 16,
  combatId: "c1",
  dc: 15,
};
const at = (count: number, combatId = "c1") => ({ combatId, count });

describe("a stored preparation", () => {
  it("round-trips through the engine, its DC recomputed", () => {
    const p = enginePreparation(held);
    expect(p).not.toBeNull();
    if (!p) return;
    const stored = storedPreparation({ ...p, charges: 1 }, held);
    expect(stored).toMatchObject({ spellName: "Bolt", combatId: "c1", charges: 1, dc: 16 });
    expect(enginePreparation(EMPTY_PREPARATION)).toBeNull();
    expect(storedPreparation(null, held)).toEqual(EMPTY_PREPARATION);
  });

  // "Roll the spell's casting time as your SF"; a prepared spell lasts "approximately 1 minute".
  it("is being prepared until its casting time ends, then prepared, then lapsed", () => {
    expect(preparationPhase(EMPTY_PREPARATION, at(0))).toBe("none");
    expect(preparationPhase(held, at(15))).toBe("preparing");
    expect(preparationPhase(held, at(16))).toBe("prepared");
    expect(preparationPhase(held, at(16 + PREPARED_SPELL_LIMIT_TC + 1))).toBe("lapsed");
  });

  it("lapses when its fight is over, and one prepared outside a fight stays prepared", () => {
    expect(preparationPhase(held, null)).toBe("lapsed");
    expect(preparationPhase(held, at(20, "c2"))).toBe("lapsed");
    expect(preparationPhase({ ...held, combatId: "" }, null)).toBe("prepared");
  });

  it("can be cast, charged or released only when prepared", () => {
    expect(usablePreparation(held, at(16), "Ann").spellId).toBe("bolt");
    const refused = (stored: StoredPreparation, count: number) => {
      try {
        usablePreparation(stored, at(count), "Ann");
      } catch (e) {
        return e instanceof RuleError ? e.key : "";
      }
      return null;
    };
    expect(refused(EMPTY_PREPARATION, 0)).toBe("TEMPO.TimeCount.Error.NoPreparedSpell");
    expect(refused(held, 12)).toBe("TEMPO.TimeCount.Error.SpellNotPrepared");
    expect(refused(held, 16 + PREPARED_SPELL_LIMIT_TC + 1)).toBe("TEMPO.TimeCount.Error.SpellLapsed");
  });
});

describe("the day's castings", () => {
  it("counts malformed entries as 0 and adds one per casting", () => {
    const stored = { bolt: 2, odd: "x", neg: -1 };
    expect(castingsToday(stored, "bolt")).toBe(2);
    expect(castingsToday(stored, "odd")).toBe(0);
    expect(castingsToday(stored, "neg")).toBe(0);
    expect(castingsAfterCast(stored, "bolt")).toMatchObject({ bolt: 3 });
    expect(castingsAfterCast({}, "heal")).toEqual({ heal: 1 });
  });
});

describe("the casting DC's lines", () => {
  // "DC = 10 + fatigue cost + armor spell failure + 3 per casting that day + damage + movement + charges".
  it("lists the base and every step that adds, summing to the DC", () => {
    const p = { ...held, damageTaken: 4, charges: 1 };
    const lines = castingDcLines(p);
    expect(lines.map((l) => l.label.split(".").pop())).toEqual([
      "Base",
      "FatigueCost",
      "PriorCastings",
      "DamageTaken",
      "Charges",
    ]);
    expect(lines.reduce((sum, l) => sum + l.value, 0)).toBe(castingDC(p));
  });
});

describe("the count a held spell is used at", () => {
  const p = enginePreparation(held);
  it("is the clock's count once the spell is ready", () => {
    expect(p && preparationCount(p, 18)).toBe(18);
    expect(p && preparationCount(p, 16)).toBe(16);
  });
  it("is never before the count it was ready at, nor outside a fight", () => {
    expect(p && preparationCount(p, 12)).toBe(16);
    expect(p && preparationCount(p, null)).toBe(16);
  });
});
