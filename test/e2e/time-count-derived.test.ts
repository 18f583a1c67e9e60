// Issue 13: Time Count's defences and Threshold of Pain maximum are derived from the scores and shown
// read-only (there was an editable field per defence beside a "Recalculate" button, and a score change
// left them stale until someone clicked it). A monster's stat block sets them by hand: the box turns
// them into inputs, and what is typed is what attacks read.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { showTab, updateActor, useSandbox } from "./harness";
import { startZherynnSheet, tc, ZHERYNN } from "../foundry/time-count/e2e-helpers";

/** What these tests read of Zherynn's Time Count block (its prepared data: derived values included). */
type Scores = { defenses: Record<string, number>; threshold: { value: number; max: number } };

describe("Time Count: derived defences on the sheet (issue 13)", () => {
  let gm: Page;
  let sheet: Locator;

  useSandbox(startZherynnSheet, async (s) => {
    ({ gm, sheet } = s);
    await showTab(sheet, "statistics");
  });

  const derived = (key: string) => sheet.locator(`output.tempo-derived[data-defense="${key}"]`);
  const stored = async () => (await tc(gm, ZHERYNN)) as unknown as Scores;
  const typeInto = async (name: string, value: string) => {
    const field = sheet.locator(`[name="system.stats.timeCount.${name}"]`);
    await field.fill(value);
    await field.press("Tab");
  };

  it("shows the defences as derived values, not inputs, and no Recalculate button", async () => {
    expect(await sheet.locator('input[name^="system.stats.timeCount.defenses."]').count()).toBe(0);
    expect(await sheet.locator(".tempo-tc-recalculate").count()).toBe(0);
    // Celerity 10 + Dexterity 2 + Agility 2
    expect(await derived("celerity").textContent()).toBe("14");
  });

  it("follows a score at once: Dexterity 3 makes Celerity 15, on the sheet, in the header and in the data", async () => {
    await typeInto("attributes.dexterity", "3");
    await expect.poll(() => derived("celerity").textContent()).toBe("15");
    await expect
      .poll(() =>
        sheet.locator(".tempo-summary div").filter({ hasText: "Celerity" }).locator("dd").textContent(),
      )
      .toBe("15");
    expect((await stored()).defenses.celerity).toBe(15);
  });

  it("set by hand: the defences become inputs, a typed Spirit 18 is what the actor has; unticked, derived again", async () => {
    await sheet.locator('[name="system.stats.timeCount.defensesByHand"]').check();
    await expect
      .poll(() => sheet.locator('input[name="system.stats.timeCount.defenses.spirit"]').count())
      .toBe(1);
    await typeInto("defenses.spirit", "18");
    await expect.poll(async () => (await stored()).defenses.spirit).toBe(18);
    // the threshold's maximum (Combat tab) is an input too while set by hand
    await showTab(sheet, "combat");
    expect(await sheet.locator('input[name="system.stats.timeCount.threshold.max"]').count()).toBe(1);
    await showTab(sheet, "statistics");
    await sheet.locator('[name="system.stats.timeCount.defensesByHand"]').uncheck();
    await expect.poll(() => derived("spirit").textContent()).toBe("12");
    expect((await stored()).defenses.spirit).toBe(12);
  });

  // Issue 30: the sheet showed the stored Vigor 13 where the card used 12 (a bludgeoning impairment's
  // −1 Fortitude) and Primary 14 where Cautious gives 16. The header shows what an attack will use; the
  // Statistics tab keeps the derived value and says what attacks use now when it differs.
  it("shows the defences as attacks use them: an impairment lowers Vigor, Cautious raises Primary, Crouch splits melee and ranged", async () => {
    const header = (label: string) =>
      sheet.locator(".tempo-summary div").filter({ hasText: label }).locator("dd").textContent();
    const base = (await stored()).defenses as Record<"vigor" | "primary", number>;
    await gm.evaluate(() =>
      (
        window as unknown as {
          game: { settings: { set(a: string, b: string, c: unknown): Promise<unknown> } };
        }
      ).game.settings.set("tempo", "timeCountImpairments", true),
    );
    await updateActor(gm, ZHERYNN, {
      "system.stats.timeCount.impairments.bludgeoning": 1,
      "system.stats.timeCount.stance": "cautious",
    });
    await expect.poll(() => header("Vigor")).toBe(String(base.vigor - 1));
    await expect.poll(() => header("Primary")).toBe(String(base.primary + 2));
    // the derived value stays, with what attacks use now beside it
    expect(await derived("vigor").textContent()).toBe(String(base.vigor));
    await expect
      .poll(() => sheet.locator('.tempo-tc-defense-now[data-defense="vigor"]').textContent())
      .toContain(String(base.vigor - 1));
    expect(await sheet.locator('.tempo-tc-defense-now[data-defense="spirit"]').count()).toBe(0);

    await updateActor(gm, ZHERYNN, { "system.stats.timeCount.stance": "crouch" });
    await expect.poll(() => header("Primary")).toBe(`${base.primary - 2} melee / ${base.primary + 2} ranged`);
  });
});
