// Bad input on an item (issue 28): a value the item's DataModel refuses (a durability of -3, a damage
// formula "1d6+") is answered in the form as the actor sheet answers one: a notice in plain words naming
// the field, the stored value shown again, no console error. A formula Foundry's Roll.validate refuses is
// refused when saved (a macro's update too), not at the attack after the click.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  errorNotices,
  expectWrites,
  noticeText,
  pageErrors,
  resetStats,
  startTempo,
  useSandbox,
} from "./harness";

interface ItemDoc {
  id: string;
  system: { damage: string; stats: { timeCount: { durability: number; extraDamage: string } } };
  update(changes: object): Promise<unknown>;
  sheet: { render(options: object): unknown } | null;
}
type Win = Window & {
  game: {
    actors: { getName(n: string): { items: { getName(n: string): ItemDoc | undefined } } | undefined };
  };
};

describe("a rejected value on an item sheet", () => {
  let gm: Page;

  useSandbox(
    async () => {
      const started = await startTempo();
      return { sb: started, gm: await started.open("gm") };
    },
    (s) => ({ gm } = s),
  );

  /** The Dagger's stored values, as the GM's client has them. */
  const dagger = () =>
    gm.evaluate(() => {
      const item = (window as unknown as Win).game.actors.getName("Zherynn")?.items.getName("Dagger");
      const tc = item?.system.stats.timeCount;
      return {
        id: item?.id ?? "",
        damage: item?.system.damage,
        durability: tc?.durability,
        extra: tc?.extraDamage,
      };
    });

  const openSheet = async () => {
    const { id } = await dagger();
    await gm.evaluate(() => {
      const item = (window as unknown as Win).game.actors.getName("Zherynn")?.items.getName("Dagger");
      void item?.sheet?.render({ force: true });
    });
    const sheet = gm.locator(`form.application.sheet[id$="Item-${id}"]`);
    await sheet.waitFor();
    return { id, sheet };
  };

  it("a number out of its limits: a notice naming the field, the stored value back, no console error", async () => {
    const { id, sheet } = await openSheet();
    const stored = (await dagger()).durability;
    const field = sheet.locator('input[name="system.stats.timeCount.durability"]');
    await expect.poll(() => field.getAttribute("min")).toBe("0");
    await field.fill("-3");
    await field.press("Tab");
    await expect.poll(() => noticeText(gm)).toMatch(/Durability/);
    const text = await noticeText(gm);
    expect(text).not.toContain(id);
    expect(text).not.toMatch(/DataModelValidationError|validation errors|system\.stats/);
    await expect
      .poll(() => sheet.locator('input[name="system.stats.timeCount.durability"]').inputValue())
      .toBe(String(stored));
    expect((await dagger()).durability).toBe(stored);
    expect(await pageErrors(gm)).toEqual([]);
  });

  it("a damage formula that is no dice formula is refused in words when saved; a good one goes through", async () => {
    const { sheet } = await openSheet();
    const stored = (await dagger()).damage;
    const before = (await errorNotices(gm)).length;
    await resetStats(gm);
    const field = sheet.locator('input[name="system.damage"]');
    await field.fill("1d6+");
    await field.press("Tab");
    await expect.poll(async () => (await errorNotices(gm)).length).toBe(before + 1);
    const notice = (await errorNotices(gm)).at(-1) ?? "";
    expect(notice).toMatch(/Damage/);
    expect(notice).toContain("1d6+");
    expect(notice).toMatch(/dice formula/);
    expect(notice).not.toMatch(/validation errors|system\.damage/);
    await expect.poll(() => sheet.locator('input[name="system.damage"]').inputValue()).toBe(stored);
    expect((await dagger()).damage).toBe(stored);
    await expectWrites(gm, []);

    // the ruleset's own formula fields too (Time Count's extra damage dice)
    const extra = sheet.locator('input[name="system.stats.timeCount.extraDamage"]');
    await extra.fill("2d");
    await extra.press("Tab");
    await expect.poll(async () => (await errorNotices(gm)).length).toBe(before + 2);
    expect((await dagger()).extra).toBe("");

    const again = sheet.locator('input[name="system.damage"]');
    await again.fill("1d6+2");
    await again.press("Tab");
    await expect.poll(async () => (await dagger()).damage).toBe("1d6+2");
    await expectWrites(gm, ["update Item"], { ordered: true });
    expect(await pageErrors(gm)).toEqual([]);
  });

  it("a macro's update with a bad formula is refused and changes nothing", async () => {
    const stored = (await dagger()).damage;
    const refused = await gm.evaluate(async () => {
      const item = (window as unknown as Win).game.actors.getName("Zherynn")?.items.getName("Dagger");
      return item?.update({ system: { damage: "1d6+" } }).then(
        () => "stored",
        (err: unknown) => (err instanceof Error ? err.name : String(err)),
      );
    });
    expect(refused).toBe("DataModelValidationError");
    expect((await dagger()).damage).toBe(stored);
  });
});
