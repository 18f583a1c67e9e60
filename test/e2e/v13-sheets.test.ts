// v13 sheet conventions the stand-in holds Tempo to: a portrait changes through the
// `editImage` action (a FilePicker writes the chosen path to the field named by `data-edit`), and
// Foundry's own core sheets are unregistered, so "Configure Sheet" offers only Tempo's.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectWrites, resetStats, startTempo, useSandbox } from "./harness";

type Win = Window & {
  CONFIG: Record<string, { sheetClasses: Record<string, Record<string, unknown>> }>;
  game: { actors: { getName(n: string): { id: string; img: string } | undefined } };
};

describe("v13 sheet conventions", () => {
  let gm: Page;

  useSandbox(
    async () => {
      const started = await startTempo();
      return { sb: started, gm: await started.open("gm") };
    },
    (s) => ({ gm } = s),
  );

  it("changes the portrait through editImage and a FilePicker, in one write", async () => {
    const id = await gm.evaluate(() => (window as unknown as Win).game.actors.getName("Garret")?.id ?? "");
    await gm.locator(`[data-actor-id="${id}"] .open-sheet`).click();
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${id}"]`);
    await sheet.waitFor();
    await resetStats(gm);
    await sheet.locator("img.tempo-portrait").click();
    const picker = gm.locator(".application.file-picker");
    await picker.waitFor({ timeout: 5000 });
    await picker.locator("input[name=file]").fill("icons/svg/sword.svg");
    await picker.locator("[data-picker-select]").click();
    await expect
      .poll(() => gm.evaluate(() => (window as unknown as Win).game.actors.getName("Garret")?.img))
      .toBe("icons/svg/sword.svg");
    await expectWrites(gm, ["update Actor"], { ordered: true });
  });

  it("leaves only Tempo's sheets registered for every actor and item type", async () => {
    const ids = await gm.evaluate(() => {
      const { Actor, Item } = (window as unknown as Win).CONFIG;
      return [Actor, Item].flatMap((c) =>
        Object.values(c?.sheetClasses ?? {}).flatMap((t) => Object.keys(t)),
      );
    });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !id.startsWith("tempo."))).toEqual([]);
  });
});
