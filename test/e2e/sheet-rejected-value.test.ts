// A rejected value on a sheet (issue 13): Fatigue -7 fails the schema (fatigue is never negative).
// The sheet puts the stored value back in the field, says in plain words what was wrong (no raw
// validation text, no document ids), and the next valid edit goes through in one write.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectWrites, noticeText, resetStats, startTempo, useSandbox } from "./harness";

type Win = Window & {
  game: {
    actors: {
      getName(n: string): { id: string; system: { stats: { timeCount: { fatigue: number } } } } | undefined;
    };
  };
};

describe("a rejected value on a sheet", () => {
  let gm: Page;

  useSandbox(
    async () => {
      const started = await startTempo();
      return { sb: started, gm: await started.open("gm") };
    },
    (s) => ({ gm } = s),
  );

  const fatigue = (): Promise<number | undefined> =>
    gm.evaluate(
      () => (window as unknown as Win).game.actors.getName("Garret")?.system.stats.timeCount.fatigue,
    );

  it("reverts the field with a readable message, and the next edit succeeds in one write", async () => {
    const id = await gm.evaluate(() => (window as unknown as Win).game.actors.getName("Garret")?.id ?? "");
    await gm.locator(`[data-actor-id="${id}"] .open-sheet`).click();
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${id}"]`);
    await sheet.waitFor();
    const stored = await fatigue();
    const field = sheet.locator('input[name="system.stats.timeCount.fatigue"]');
    // the schema's limit is on the input, as Foundry's number inputs carry their field's min
    await expect.poll(() => field.getAttribute("min")).toBe("0");

    await field.fill("-7");
    await field.press("Tab");
    await expect.poll(() => noticeText(gm)).toMatch(/Fatigue/);
    const text = await noticeText(gm);
    expect(text).not.toContain(id);
    expect(text).not.toMatch(/DataModelValidationError|validation errors|system\.stats/);
    await expect
      .poll(() => sheet.locator('input[name="system.stats.timeCount.fatigue"]').inputValue())
      .toBe(String(stored));
    expect(await fatigue()).toBe(stored);

    await resetStats(gm);
    const again = sheet.locator('input[name="system.stats.timeCount.fatigue"]');
    await again.fill("2");
    await again.press("Tab");
    await expect.poll(fatigue).toBe(2);
    await expectWrites(gm, ["update Actor"], { ordered: true });
  });
});
