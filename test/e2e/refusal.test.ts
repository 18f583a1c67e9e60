// A request a player may not make is refused by the GM: nothing is written, and the player (only
// that player) is told why, in their own notifications.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { resetStats, stats, startTempo, type Sandbox } from "./harness";

interface Doc {
  id: string;
  update(changes: object): Promise<unknown>;
}
type Win = Window & {
  ui: { notifications: { history: { type: string; message: string }[] } };
  __sandbox: { queueDice(d: number[]): void };
  game: {
    actors: { getName(n: string): (Doc & { items: { getName(n: string): Doc | undefined } }) | undefined };
    combat: { id: string; system: { count: number } } | null;
    tempo: { requestGM(action: string, payload: Record<string, string>): Promise<void> };
  };
};

const notices = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    (window as unknown as Win).ui.notifications.history
      .filter((n) => n.type === "error")
      .map((n) => n.message),
  );

describe("a player's request the rules do not allow", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    player = await sb.open("player");
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("advancing the Time Count is the GM's: refused, nothing written, the player told why", async () => {
    await resetStats(gm);
    await player.evaluate(async () => {
      const w = window as unknown as Win;
      await w.game.tempo.requestGM("act", { combatId: w.game.combat?.id ?? "", tempoAction: "advance" });
    });
    await expect.poll(() => notices(player)).toEqual(["Only the GM can do that."]);
    expect(await notices(gm)).toEqual([]);
    expect((await stats(gm)).writes).toEqual([]);
    expect(await gm.evaluate(() => (window as unknown as Win).game.combat?.system.count)).toBe(0);
  });

  it("an unknown request is refused with its name", async () => {
    await player.evaluate(() => (window as unknown as Win).game.tempo.requestGM("noSuchThing", {}));
    await expect
      .poll(async () => (await notices(player)).at(-1))
      .toBe('The request "noSuchThing" is not known.');
  });

  describe("bad input on the sheet", () => {
    const ZHERYNN = (page: Page) =>
      page.evaluate(() => (window as unknown as Win).game.actors.getName("Zherynn")?.id ?? "");
    const attackWithDagger = async (page: Page): Promise<void> => {
      const sheet = page.locator(`form.application.sheet[id$="Actor-${await ZHERYNN(page)}"]`);
      if ((await sheet.count()) === 0) {
        await page.locator(`[data-actor-id="${await ZHERYNN(page)}"] .open-sheet`).click();
      }
      await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
      const roll = page.locator(".application.dialog [data-dialog-action='roll']");
      if (await roll.count()) await roll.click();
    };

    it("an attack with no target: the player is told to target one; nothing is written", async () => {
      await resetStats(gm);
      await attackWithDagger(player);
      await expect.poll(async () => (await notices(player)).at(-1)).toBe("Target one token first.");
      expect((await stats(gm)).writes).toEqual([]);
      expect((await stats(player)).writes).toEqual([]);
    });

    it("a weapon's damage that is not a dice formula is refused when saved (issue 28): nothing is written", async () => {
      await resetStats(gm);
      await resetStats(player);
      const saved = await player.evaluate(async () => {
        const w = window as unknown as Win;
        return w.game.actors
          .getName("Zherynn")
          ?.items.getName("Dagger")
          ?.update({ system: { damage: "1d4+" } })
          .then(
            () => "stored",
            (err: unknown) => String(err),
          );
      });
      expect(saved).toMatch(/dice formula/);
      expect((await stats(gm)).writes).toEqual([]);
      expect((await stats(player)).writes).toEqual([]);
    });
  });
});
