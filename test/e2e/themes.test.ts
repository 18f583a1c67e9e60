// Tempo under Foundry v13's light and dark themes: a sheet, a chat card, a dialog and the tracker
// rendered under each, every text element at WCAG AA contrast (4.5:1), and a screenshot of each
// theme in artifacts/ (themes-light.png, themes-dark.png). Other suites run under the default light.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { queueDice, startTempo, USERS, waitReady, type Sandbox } from "./harness";
import { lowContrast } from "./contrast";

type Win = Window & { game: { actors: { getName(n: string): { id: string } | undefined } } };

describe.each(["light", "dark"] as const)("under the %s theme", (theme) => {
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    await gm.goto(`${sb.url}?user=${USERS.gm}&theme=${theme}`);
    await waitReady(gm);
  });
  afterAll(async () => {
    await sb?.close();
  });

  const idOf = (name: string): Promise<string> =>
    gm.evaluate((n) => (window as unknown as Win).game.actors.getName(n)?.id ?? "", name);

  it("renders the page and its windows under the theme's classes", async () => {
    expect(await gm.evaluate(() => document.body.className)).toContain(`theme-${theme}`);
    const zherynn = await idOf("Zherynn");
    await gm.locator(`[data-actor-id="${zherynn}"] .open-sheet`).click();
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${zherynn}"]`);
    await sheet.waitFor();
    expect(await sheet.getAttribute("class")).toContain(`themed theme-${theme}`);
    // the sheet's content is drawn on the theme's own application background, not a fixed palette
    const luminance = await sheet.locator(".window-content").evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = (
          getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? []
        ).map(Number);
        if (a > 0) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      }
      return 1;
    });
    if (theme === "dark") expect(luminance).toBeLessThan(0.3);
    else expect(luminance).toBeGreaterThan(0.6);
  });

  it("keeps text readable on the sheet, the dialog, the card and the tracker", async () => {
    const zherynn = await idOf("Zherynn");
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${zherynn}"]`);
    const found: Record<string, unknown> = { sheet: await lowContrast(sheet) };

    await gm.locator(`[data-actor-id="${await idOf("Bandit")}"] .target-toggle`).click();
    await queueDice(gm, [15, 3]);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const dialog = gm.locator(".application.dialog");
    await dialog.waitFor();
    found.dialog = await lowContrast(dialog);
    await sb.screenshot(gm, `themes-${theme}-dialog`);
    await dialog.locator('[data-dialog-action="roll"]').click();

    const card = gm
      .locator(".chat-message")
      .filter({ has: gm.locator(".tempo-attack-card") })
      .last();
    await card.waitFor();
    found.card = await lowContrast(card);
    found.tracker = await lowContrast(gm.locator("#combat-panel"));
    await sb.screenshot(gm, `themes-${theme}`);
    expect(found).toEqual({ sheet: [], dialog: [], card: [], tracker: [] });
  });
});
