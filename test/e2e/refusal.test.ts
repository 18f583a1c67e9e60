// A request a player may not make is refused by the GM: nothing is written, and the player (only
// that player) is told why, in their own notifications.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { resetStats, stats, startTempo, type Sandbox } from "./harness";

type Win = Window & {
  ui: { notifications: { history: { type: string; message: string }[] } };
  game: {
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
      await w.game.tempo.requestGM("clock", { combatId: w.game.combat?.id ?? "", clockAction: "advance" });
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
});
