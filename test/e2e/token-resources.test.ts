// The token bar (system.json primaryTokenAttribute "resources.hp") follows the active ruleset's
// health pool, and a bar edit is written to that pool in one write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectWrites, resetStats, startTempo, type Sandbox } from "./harness";

interface Pool {
  value: number;
  max: number;
}
type Win = Window & {
  game: {
    actors: {
      getName(n: string):
        | {
            system: { resources: { hp: Pool }; stats: { timeCount: { hp: Pool } } };
            modifyTokenAttribute(a: string, v: number, d: boolean, b: boolean): Promise<unknown>;
          }
        | undefined;
    };
  };
};

describe("the token bar's health", () => {
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
  });
  afterAll(async () => {
    await sb?.close();
  });

  const pools = (): Promise<{ bar?: Pool; stored?: Pool }> =>
    gm.evaluate(() => {
      const a = (window as unknown as Win).game.actors.getName("Garret");
      return { bar: a?.system.resources.hp, stored: a?.system.stats.timeCount.hp };
    });

  it("mirrors the Time Count hit points", async () => {
    const { bar, stored } = await pools();
    expect(bar).toEqual(stored);
    expect(bar?.max).toBeGreaterThan(0);
  });

  it("writes a bar change to the Time Count hit points, in one write and its line, kept within 0 and max", async () => {
    const before = (await pools()).stored as Pool;
    await resetStats(gm);
    await gm.evaluate(() =>
      (window as unknown as Win).game.actors
        .getName("Garret")
        ?.modifyTokenAttribute("resources.hp", -3, true, true),
    );
    await expect.poll(async () => (await pools()).stored?.value).toBe(before.value - 3);
    expect((await pools()).bar?.value).toBe(before.value - 3);
    // the health door (issue 28): the hit points in one write, and one line in chat saying what changed
    await expectWrites(gm, ["update Actor", "create ChatMessage"], { ordered: true });
    await gm.evaluate(() =>
      (window as unknown as Win).game.actors
        .getName("Garret")
        ?.modifyTokenAttribute("resources.hp", -1000, true, true),
    );
    await expect.poll(async () => (await pools()).stored?.value).toBe(0);
  });
});
