// Hostile names on Tempo's own sheets, chat cards and tracker (dist/ in the sandbox): markup,
// scripts and Handlebars braces in user text must show as text and never run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startTempo, type Sandbox } from "./harness";

const IMG = `<img src=x onerror="window.__pwned=1">Garret`;
const SCRIPT = `<script>window.__pwned=2</script>Dagger`;
const BRACES = `Zherynn {{constructor.constructor}} {{#each}}`;

interface Doc {
  id: string;
  name: string;
  update(changes: object): Promise<unknown>;
  sheet?: { render(options: object): unknown } | null;
}
type Win = Window & {
  __pwned?: number;
  __sandbox: { queueDice(d: number[]): void; errors: string[] };
  game: {
    actors: { getName(n: string): (Doc & { items: { contents: Doc[] } }) | undefined };
    combat: { combatants: { contents: (Doc & { actor: { id: string } | null })[] } } | null;
  };
};

describe("hostile input on Tempo's sheets, cards and tracker", () => {
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    await gm.evaluate(
      async ({ img, script, braces }) => {
        const g = (window as unknown as Win).game;
        const garret = g.actors.getName("Garret");
        const zherynn = g.actors.getName("Zherynn");
        if (!garret || !zherynn) throw new Error("sample encounter missing");
        await zherynn.items.contents.find((i) => i.name === "Dagger")?.update({ name: script });
        await garret.update({ name: img });
        await zherynn.update({ name: braces });
        for (const c of g.combat?.combatants.contents ?? []) {
          if (c.actor?.id === garret.id) await c.update({ name: img });
        }
      },
      { img: IMG, script: SCRIPT, braces: BRACES },
    );
  });

  afterAll(async () => {
    await sb?.close();
  });

  it("shows the names as text on the sheet, the chat card and the tracker, and runs nothing", async () => {
    const zherynnId = await gm.evaluate((n) => (window as unknown as Win).game.actors.getName(n)?.id, BRACES);
    const garretId = await gm.evaluate((n) => (window as unknown as Win).game.actors.getName(n)?.id, IMG);
    await gm.locator(`[data-actor-id="${garretId}"] .target-toggle`).click();
    await gm.locator(`[data-actor-id="${zherynnId}"] .open-sheet`).click();
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${zherynnId}"]`);
    await expect.poll(() => sheet.count()).toBe(1);
    expect(await sheet.locator("input[name='name']").inputValue()).toBe(BRACES);
    const dagger = sheet.locator(".tempo-item", { hasText: "Dagger" });
    expect(await dagger.locator(".tempo-item-name").textContent()).toBe(SCRIPT);

    await gm.evaluate(() => (window as unknown as Win).__sandbox.queueDice([20, 4]));
    // the weapon's one attack button (its row in the Time Count block), Shift for the quick roll
    const daggerId = (await dagger.getAttribute("data-item-id")) ?? "";
    await sheet
      .locator(`.tempo-tc-weapon[data-item-id="${daggerId}"] .tempo-tc-attack`)
      .click({ modifiers: ["Shift"] });
    const card = gm.locator(".tempo-attack-card").last();
    await expect.poll(() => card.count()).toBe(1);
    const title = await card.locator(".tempo-card-title").textContent();
    expect(title?.replace(/\s+/g, " ").trim()).toBe(`${BRACES} attacks ${IMG} with ${SCRIPT}`);

    // The tracker re-renders after the combatant's rename; wait for it, then read the row's name.
    await expect
      .poll(
        async () => (await gm.locator("#combat-panel .tempo-combatant-name").allTextContents()).join("|"),
        {
          timeout: 20_000,
        },
      )
      .toContain(IMG);
    const names = await gm.locator("#combat-panel .tempo-combatant-name").allTextContents();
    expect(names.filter((n) => n.includes("Garret"))).toEqual([IMG]);

    expect(await gm.locator("img[src='x']").count()).toBe(0);
    expect(await gm.evaluate(() => (window as unknown as Win).__pwned)).toBeUndefined();
    expect(await gm.evaluate(() => (window as unknown as Win).__sandbox.errors)).toEqual([]);
    await sb.screenshot(gm, "hostile-names");
  });

  it("a disabled button's tooltip names the actor as text, even shown as HTML", async () => {
    // the fight begins with Garret not due: his sheet's attacks are disabled, the refusal naming him
    const order = await gm.evaluate(() =>
      ((window as unknown as Win).game.combat?.combatants.contents ?? []).map((c) => c.name),
    );
    await gm.evaluate(
      (dice) => (window as unknown as Win).__sandbox.queueDice(dice),
      order.map((n) => (n.startsWith("Zherynn") ? 1 : 6)),
    );
    await gm.locator(".tempo-tc-roll").click();
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    const garretId = await gm.evaluate((n) => (window as unknown as Win).game.actors.getName(n)?.id, IMG);
    await gm.locator(`[data-actor-id="${garretId}"] .open-sheet`).click();
    const attack = gm.locator(`form.application.sheet[id$="Actor-${garretId}"] .tempo-tc-attack`).first();
    await expect.poll(() => attack.isDisabled()).toBe(true);
    // the tooltip as Foundry's TooltipManager shows it (the stand-in's game.tooltip, as HTML)
    await attack.evaluate((button) => {
      const w = window as unknown as { game: { tooltip: { activate(el: Element): void } } };
      w.game.tooltip.activate(button);
    });
    const tooltip = gm.locator("#tooltip");
    await expect(tooltip.textContent()).resolves.toContain(IMG);
    expect(await tooltip.locator("img").count()).toBe(0);
    await gm.waitForTimeout(200); // an image error would fire by now
    expect(await gm.evaluate(() => (window as unknown as Win).__pwned)).toBeUndefined();
  });

  it("shows an item's rich-text description with its formatting, and without its scripts", async () => {
    const hostile = [
      `<p>Keep <strong>this</strong> and <a href="https://example.org/rules">a link</a>.</p>`,
      `<img src="x" onerror="window.__pwned=3">`,
      `<script>window.__pwned=4</script>`,
      `<a href="javascript:window.__pwned=5">bad link</a>`,
      `<iframe src="javascript:window.__pwned=6"></iframe>`,
      `<svg onload="window.__pwned=7"><text>svg text</text></svg>`,
      `<p style="position:fixed" onclick="window.__pwned=8">{{constructor.constructor}}</p>`,
    ].join("");
    const itemId = await gm.evaluate(async (html) => {
      const g = (window as unknown as Win).game;
      const actor =
        g.actors.getName("Garret") ?? g.actors.getName(`<img src=x onerror="window.__pwned=1">Garret`);
      const item = actor?.items.contents[0];
      if (!item) throw new Error("no item to describe");
      await item.update({ system: { description: html } });
      void item.sheet?.render({ force: true });
      return item.id;
    }, hostile);
    const description = gm.locator(`form.application.sheet[id$="Item-${itemId}"] .tempo-description`);
    await expect.poll(() => description.count()).toBe(1);
    // the formatting and the web link stay
    expect(await description.locator("strong").textContent()).toBe("this");
    expect(await description.locator("a").first().getAttribute("href")).toBe("https://example.org/rules");
    // what could run is gone: no handler, no script, no frame, no script URL, no inline style
    expect(
      await description.locator("script, iframe, svg, [onerror], [onclick], [onload], [style]").count(),
    ).toBe(0);
    expect(await description.locator("a").nth(1).getAttribute("href")).toBeNull();
    expect(await description.textContent()).toContain("{{constructor.constructor}}");
    expect(await description.textContent()).toContain("svg text");
    await gm.waitForTimeout(200); // an image error or a load handler would fire by now
    expect(await gm.evaluate(() => (window as unknown as Win).__pwned)).toBeUndefined();
    expect(await gm.evaluate(() => (window as unknown as Win).__sandbox.errors)).toEqual([]);
  });
});
