// The item sheet shows the active ruleset's item statistics and writes a change in one batch
// (Time Count here; the Combat Roll suite checks its own block).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectWrites, resetStats, startTempo, type Sandbox } from "./harness";

interface ItemDoc {
  id: string;
  name: string;
  system: { stats: { timeCount: { speedClass: string } } };
  sheet: { render(options: object): unknown } | null;
}
type Win = Window & {
  game: {
    actors: { getName(n: string): { items: { getName(n: string): ItemDoc | undefined } } | undefined };
  };
};

describe("the item sheet under the Time Count", () => {
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("offers the nine speed classes and stores the chosen one", async () => {
    const id = await gm.evaluate(() => {
      const dagger = (window as unknown as Win).game.actors.getName("Zherynn")?.items.getName("Dagger");
      void dagger?.sheet?.render({ force: true });
      return dagger?.id ?? "";
    });
    const select = gm.locator(
      `form.application.sheet[id$="Item-${id}"] select[name="system.stats.timeCount.speedClass"]`,
    );
    await expect.poll(() => select.count()).toBe(1);
    expect(await select.locator("option").allTextContents()).toEqual([
      "Free",
      "Rapid",
      "Swift",
      "Fast",
      "Standard",
      "Slow",
      "Sluggish",
      "Lethargic",
      "Sedentary",
    ]);
    expect(await select.inputValue()).toBe("fast");
    await resetStats(gm);
    await select.selectOption("swift");
    const speed = (): Promise<string | undefined> =>
      gm.evaluate(
        () =>
          (window as unknown as Win).game.actors.getName("Zherynn")?.items.getName("Dagger")?.system.stats
            .timeCount.speedClass,
      );
    await expect.poll(speed).toBe("swift");
    await expectWrites(gm, ["update Item"], { ordered: true });
    await sb.screenshot(gm, "time-count-item-sheet");
  });
});
