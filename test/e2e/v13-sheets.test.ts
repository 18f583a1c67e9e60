// v13 sheet conventions the stand-in holds Tempo to: a portrait changes through the
// `editImage` action (a FilePicker writes the chosen path to the field named by `data-edit`), and
// Foundry's own core sheets are unregistered, so "Configure Sheet" offers only Tempo's; a user below a
// sheet's view permission gets no sheet, only core's warning, however the sheet is asked for.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectWrites, notifications, resetStats, startTempo, useSandbox } from "./harness";

interface ActorLike {
  id: string;
  img: string;
  ownership: Record<string, number>;
  isOwner: boolean;
  limited: boolean;
  sheet: { rendered: boolean; render(o: { force: boolean }): Promise<unknown> };
  update(changes: Record<string, unknown>): Promise<unknown>;
}
type Win = Window & {
  CONFIG: Record<string, { sheetClasses: Record<string, Record<string, unknown>> }>;
  game: {
    user: { id: string };
    actors: { getName(n: string): ActorLike | undefined; contents: ActorLike[] };
  };
};

describe("v13 sheet conventions", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    async () => {
      const started = await startTempo();
      return { sb: started, gm: await started.open("gm"), player: await started.open("player") };
    },
    (s) => ({ gm, player } = s),
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

  it("gives a player no sheet of an actor it may not view, only core's warning; at LIMITED, the sheet", async () => {
    // an actor the player has no permission on (its default and the player's own level NONE)
    const name = await player.evaluate(() => {
      const w = window as unknown as Win;
      return w.game.actors.contents.find((a) => !a.isOwner && !a.limited && a.ownership.default === 0)?.id;
    });
    expect(name).toBeTruthy();
    const asked = (page: Page) =>
      page.evaluate(async (id) => {
        const actor = (window as unknown as Win).game.actors.contents.find((a) => a.id === id)!;
        await actor.sheet.render({ force: true });
        return actor.sheet.rendered;
      }, name!);
    const sheet = player.locator(`form.application.sheet[id$="Actor-${name!}"]`);
    expect(await asked(player)).toBe(false);
    expect(await sheet.count()).toBe(0);
    expect(await notifications(player)).toContainEqual({
      type: "warning",
      message: "You do not have permission to view this Actor sheet.",
    });
    // the GM lifts the player to LIMITED: the same call now shows the sheet (Tempo's limited view)
    const playerId = await player.evaluate(() => (window as unknown as Win).game.user.id);
    await gm.evaluate(
      async ([id, user]) => {
        const actor = (window as unknown as Win).game.actors.contents.find((a) => a.id === id)!;
        await actor.update({ [`ownership.${user}`]: 1 });
      },
      [name!, playerId] as const,
    );
    await expect
      .poll(() =>
        player.evaluate((id) => {
          const actor = (window as unknown as Win).game.actors.contents.find((a) => a.id === id);
          return actor?.limited;
        }, name!),
      )
      .toBe(true);
    expect(await asked(player)).toBe(true);
    await sheet.waitFor();
  });
});
