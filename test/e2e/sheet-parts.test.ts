// Issue 16, "fast at the table": a change of an actor, its items or its effects re-renders only the
// sheet parts that change may show (Foundry's render options name the change: `renderContext`
// "updateActor", "updateitems", ...). A part left alone keeps its very DOM element (marked here with a
// property that a re-render would drop); a part whose data changed shows the new data, never stale.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useSandbox, startTempo, waitReady, type Sandbox } from "./harness";

type Part = "header" | "tabs" | "stats" | "items" | "notes";
interface Doc {
  id: string;
  name: string;
  type: string;
  update(changes: object): Promise<unknown>;
}
interface ActorDoc extends Doc {
  items: { contents: Doc[] };
  sheet: { render(options?: object | boolean): Promise<unknown> };
}
type Win = Window & { game: { actors: { getName(n: string): ActorDoc | undefined } } };

const sheetSelector = (actorId: string) => `form.application.sheet[id$="Actor-${actorId}"]`;

/** Opens an actor's sheet on the page; its id. */
async function openSheet(page: Page, name: string): Promise<string> {
  const id = await page.evaluate(async (n) => {
    const actor = (window as unknown as Win).game.actors.getName(n);
    await actor?.sheet.render(true);
    return actor?.id ?? "";
  }, name);
  await page.locator(sheetSelector(id)).waitFor();
  return id;
}

/** Marks each part element of the sheet: a part that re-renders is a new element, without the mark. */
async function markParts(page: Page, actorId: string): Promise<void> {
  await page.evaluate((sel) => {
    for (const el of document.querySelectorAll(`${sel} [data-application-part]`))
      (el as HTMLElement & { tempoMark?: boolean }).tempoMark = true;
  }, sheetSelector(actorId));
}

/** The parts still the elements marked before (not re-rendered since). */
async function keptParts(page: Page, actorId: string): Promise<Part[]> {
  return page.evaluate((sel) => {
    const parts = [...document.querySelectorAll<HTMLElement>(`${sel} [data-application-part]`)];
    return parts
      .filter((el) => (el as HTMLElement & { tempoMark?: boolean }).tempoMark === true)
      .map((el) => el.dataset.applicationPart as Part);
  }, sheetSelector(actorId));
}

/** Updates an actor (or one of its items, by name) on the page, as any other client write would. */
async function update(page: Page, actor: string, changes: object, item?: string): Promise<void> {
  await page.evaluate(
    async ({ actor, changes, item }) => {
      const a = (window as unknown as Win).game.actors.getName(actor);
      const doc = item ? a?.items.contents.find((i) => i.name === item) : a;
      if (!doc) throw new Error(`no ${item ?? actor}`);
      await doc.update(changes);
    },
    { actor, changes, item },
  );
}

describe("actor sheet part renders (issue 16)", () => {
  let sb: Sandbox;
  let gm: Page;
  let zherynn = "";

  useSandbox(
    async () => ({ sb: await startTempo() }),
    async (s) => {
      sb = s.sb;
      gm = await sb.open("gm");
      zherynn = await openSheet(gm, "Zherynn");
    },
  );

  const part = (name: Part) => gm.locator(`${sheetSelector(zherynn)} [data-application-part="${name}"]`);

  it("an item rename re-renders the items and stats parts (both show it), not the header, the tab nav or the notes", async () => {
    const weapon = await gm.evaluate(
      () =>
        (window as unknown as Win).game.actors
          .getName("Zherynn")
          ?.items.contents.find((i) => i.type === "weapon")?.name ?? "",
    );
    expect(weapon).not.toBe("");
    await markParts(gm, zherynn);
    await update(gm, "Zherynn", { name: "Moonlit Blade" }, weapon);
    await expect
      .poll(() => part("items").locator(".tempo-item-name").allTextContents())
      .toContain("Moonlit Blade");
    await expect
      .poll(() => part("stats").locator(".tempo-tc-weapon-name").allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining("Moonlit Blade")]));
    expect(await keptParts(gm, zherynn)).toEqual(["header", "tabs", "notes"]);
  });

  it("an item change the statistics show (a weapon's durability) reaches the stats part", async () => {
    await markParts(gm, zherynn);
    await update(gm, "Zherynn", { "system.stats.timeCount.durability": 0 }, "Moonlit Blade");
    await expect
      .poll(() => part("stats").locator(".tempo-tc-weapon.broken .tempo-tc-weapon-name").allTextContents())
      .toEqual([expect.stringContaining("Moonlit Blade")]);
    expect(await keptParts(gm, zherynn)).toEqual(["header", "tabs", "items", "notes"]);
  });

  it("an actor field re-renders the stats part with the stored value; the items and notes stay", async () => {
    const fatigue = part("stats").locator('input[name="system.stats.timeCount.fatigue"]');
    const before = Number(await fatigue.inputValue());
    await markParts(gm, zherynn);
    await update(gm, "Zherynn", { "system.stats.timeCount.fatigue": before + 1 });
    await expect.poll(() => fatigue.inputValue()).toBe(String(before + 1));
    const kept = await keptParts(gm, zherynn);
    expect(kept).not.toContain("stats");
    expect(kept).toEqual(expect.arrayContaining(["items", "notes"]));
  });

  it("a notes edit re-renders the notes part alone", async () => {
    await markParts(gm, zherynn);
    await update(gm, "Zherynn", { "system.biography": "<p>Keeps a moonlit blade.</p>" });
    await expect
      .poll(() => part("notes").locator(".tempo-biography").textContent())
      .toBe("Keeps a moonlit blade.");
    expect(await keptParts(gm, zherynn)).toEqual(["header", "tabs", "stats", "items"]);
  });

  it("a render asked for by code (no change named) re-renders every part", async () => {
    await markParts(gm, zherynn);
    await gm.evaluate(() => (window as unknown as Win).game.actors.getName("Zherynn")?.sheet.render());
    await expect.poll(() => keptParts(gm, zherynn)).toEqual([]);
  });

  it("under Segmented Rounds, an armour's AC points reach the stats part; the rest stays", async () => {
    await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("segments")]);
    await waitReady(gm);
    const oswin = await openSheet(gm, "Oswin");
    const armour = gm.locator(`${sheetSelector(oswin)} [data-application-part="stats"] li`, {
      hasText: "Chain Mail",
    });
    await expect.poll(() => armour.textContent()).toMatch(/\b5\b/);
    await markParts(gm, oswin);
    await update(gm, "Oswin", { "system.stats.segments.acBonus": 6 }, "Chain Mail");
    await expect.poll(() => armour.textContent()).toMatch(/\b6\b/);
    // the items list shows no AC points: it stays too
    expect(await keptParts(gm, oswin)).toEqual(["header", "tabs", "items", "notes"]);
  });
});
