import { afterEach, describe, expect, it } from "vitest";
import { diceConfig, queueDice, seedDice } from "../../sandbox/src/dice/random";
import { Roll } from "../../sandbox/src/dice/roll";

afterEach(() => {
  diceConfig.queue.length = 0;
  diceConfig.randomUniform = () => Math.random();
});

async function total(formula: string, dice: number[], data = {}): Promise<Roll> {
  queueDice(dice);
  const roll = await new Roll(formula, data).evaluate();
  expect(diceConfig.queue).toEqual([]);
  return roll;
}

describe("Roll", () => {
  it("evaluates constants, data references and sums", async () => {
    expect((await total("1d6+4", [3])).total).toBe(7);
    const attack = await total("1d20+@acc", [15], { acc: 5 });
    expect(attack.total).toBe(20);
    expect(attack.formula).toBe("1d20 + 5");
    expect((await total("2d6", [2, 6])).total).toBe(8);
    expect((await total("1d4+2", [4])).total).toBe(6);
  });
  it("keeps highest and lowest, marking the rest discarded", async () => {
    const kh = await total("4d6kh3", [1, 5, 3, 6]);
    expect(kh.total).toBe(14);
    expect(kh.dice[0]?.results.map((r) => r.active)).toEqual([false, true, true, true]);
    expect((await total("2d20kl1", [7, 12])).total).toBe(7);
    expect((await total("2d20kh", [7, 12])).total).toBe(12);
  });
  it("honours parentheses and operator precedence", async () => {
    expect((await total("(1d4 + 2) * 2", [3])).total).toBe(10);
    expect((await total("2 + 3 * 4", [])).total).toBe(14);
    expect((await total("-1d4 + 10", [3])).total).toBe(7);
    expect((await total("(1d4 + 2) * 2", [1])).dice).toHaveLength(1);
  });
  it("validates formulas and refuses an unresolved reference on evaluation", async () => {
    expect(Roll.validate("1d20 + @acc")).toBe(true);
    expect(Roll.validate("1d20 +")).toBe(false);
    expect(Roll.validate("1d20 foo")).toBe(false);
    await expect(new Roll("1d20 + @missing").evaluate()).rejects.toThrow(/Unresolved/);
  });
  it("is reproducible with a seed and uses a replaced CONFIG.Dice.randomUniform", async () => {
    seedDice(42);
    const a = (await new Roll("10d20").evaluate()).dice[0]?.results.map((r) => r.result);
    seedDice(42);
    const b = (await new Roll("10d20").evaluate()).dice[0]?.results.map((r) => r.result);
    expect(a).toEqual(b);
    diceConfig.randomUniform = () => 0.9999;
    expect((await new Roll("3d8").evaluate()).total).toBe(24);
    diceConfig.randomUniform = () => 0;
    expect((await new Roll("3d8").evaluate()).total).toBe(3);
  });
  it("round-trips through JSON with its dice results", async () => {
    const roll = await total("4d6kh3 + 1", [6, 1, 2, 3]);
    const copy = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
    expect(copy.total).toBe(12);
    expect(copy.formula).toBe("4d6kh3 + 1");
    expect(copy.dice[0]?.results).toEqual(roll.dice[0]?.results);
    expect(copy.evaluated).toBe(true);
  });
  it("refuses a queued result that does not fit the die", async () => {
    queueDice([9]);
    await expect(new Roll("1d6").evaluate()).rejects.toThrow(/does not fit/);
  });
});
