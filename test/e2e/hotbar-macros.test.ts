// Attacks on the hotbar (issue 31), in every ruleset: a sheet's attack button dragged onto a hotbar slot
// becomes a script Macro (named after the actor and its weapon, with the weapon's image) whose command
// is the one route, `game.tempo.act(name, payload)`. Run from the hotbar, it asks the same dialog and
// posts the same card as the button (compared on the card's data, with the same dice); dragged again,
// the same macro is reused.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startTempo, USERS, type Sandbox } from "./harness";

type Doc = { id: string; name: string; img: string; type: string; command: string; author?: { id: string } };
type W = Window & {
  __sandbox: { seedDice(seed: number): void };
  game: {
    users: { get(id: string): { character: { id: string } | null; hotbar: Record<string, string> } };
    actors: {
      contents: { id: string }[];
      get(id: string): {
        name: string;
        items: { get(id: string): { name: string; img: string } | undefined };
      };
    };
    macros: { contents: Doc[] };
    messages: { contents: { type: string; system: Record<string, unknown> }[] };
  };
};

type TargetScene = {
  tokens: {
    contents: {
      actorId: string;
      actor: { update(c: object): Promise<unknown>; toObject(): { system: unknown } } | null;
    }[];
  };
};

/** Each ruleset's attack button on the sample player character's sheet. */
const CASES = [
  { ruleset: "time-count", button: ".tempo-tc-attack" },
  { ruleset: "die-step", button: ".tempo-ds-attack" },
  { ruleset: "combat-roll", button: ".tempo-cr-strike-unarmed" },
  { ruleset: "three-action", button: ".tempo-ta-attack" },
  { ruleset: "segments", button: ".tempo-sg-routine, .tempo-sg-unarmed" },
];

/** The cards in chat (typed messages: a line the same action leaves, such as a health line, is a base one). */
const messageCount = (page: Page) =>
  page.evaluate(
    () => (window as unknown as W).game.messages.contents.filter((m) => m.type !== "base").length,
  );
const lastCard = (page: Page) =>
  page.evaluate(() => {
    const m = (window as unknown as W).game.messages.contents.findLast((m) => m.type !== "base");
    return m ? { type: m.type, system: m.system } : null;
  });
const slot = (page: Page, n: number) => page.locator(`#action-bar li.slot[data-slot="${n}"]`);

/** Runs `start` with the same dice, answers the action's dialog if it asks one, and returns the new card. */
async function cardFrom(page: Page, start: () => Promise<void>) {
  const before = await messageCount(page);
  await page.evaluate(() => (window as unknown as W).__sandbox.seedDice(31));
  await start();
  const dialog = page.locator(".application.dialog");
  await expect
    .poll(async () => (await dialog.count()) + (await messageCount(page)) - before)
    .toBeGreaterThan(0);
  if ((await dialog.count()) > 0) await dialog.locator("footer button[data-action='roll']").click();
  await expect.poll(() => messageCount(page)).toBe(before + 1);
  return lastCard(page);
}

describe("attacks dragged to the hotbar run as macros (every ruleset)", () => {
  for (const { ruleset, button } of CASES)
    it(`${ruleset}: the macro posts the button's card`, async () => {
      const sb: Sandbox = await startTempo({ ruleset });
      try {
        const gm = await sb.open("gm");
        const ids = await gm.evaluate((player) => {
          const g = (window as unknown as W).game;
          const pc = g.users.get(player).character?.id ?? "";
          return { pc, other: g.actors.contents.find((a) => a.id !== pc)?.id ?? "" };
        }, USERS.player);
        await gm.locator(`[data-actor-id="${ids.other}"] .target-toggle`).first().click();
        await gm.locator(`[data-actor-id="${ids.pc}"] .open-sheet`).first().click();
        const first: Locator = gm
          .locator(
            button
              .split(", ")
              .map((b) => `.application ${b}`)
              .join(", "),
          )
          .first();
        await expect.poll(() => first.count()).toBe(1);

        // the target as it stood before the button's attack: put back before the macro's, so that the
        // two cards meet the same target (Three-Action applies its damage at once)
        const targetSystem = (restore: unknown) =>
          gm.evaluate(
            async ({ other, restore }) => {
              const g = (window as unknown as { game: { scenes: { active: TargetScene } } }).game;
              const actor = g.scenes.active.tokens.contents.find((t) => t.actorId === other)?.actor;
              if (restore) await actor?.update({ system: restore });
              return actor?.toObject().system;
            },
            { other: ids.other, restore },
          );
        const before = await targetSystem(null);
        const byButton = await cardFrom(gm, () => first.click());
        expect(byButton?.system).toBeTruthy();

        await first.dragTo(slot(gm, 1));
        await expect.poll(() => slot(gm, 1).getAttribute("data-macro-id")).toBeTruthy();
        const macro = await gm.evaluate(() => {
          const m = (window as unknown as W).game.macros.contents.at(-1);
          return (
            m && {
              id: m.id,
              name: m.name,
              img: m.img,
              type: m.type,
              command: m.command,
              author: m.author?.id,
            }
          );
        });
        const expected = await first.evaluate((el, actorId) => {
          const g = (window as unknown as W).game;
          const actor = g.actors.get(actorId);
          const rowId = el.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
          const item =
            actor.items.get((el as HTMLElement).dataset.itemId ?? "") ?? actor.items.get(rowId ?? "");
          return { actor: actor.name, item };
        }, ids.pc);
        expect(macro?.type).toBe("script");
        expect(macro?.command).toContain("game.tempo.act(");
        expect(macro?.name.startsWith(`${expected.actor}: `)).toBe(true);
        if (expected.item) {
          expect(macro?.name).toBe(`${expected.actor}: ${expected.item.name}`);
          expect(macro?.img).toBe(expected.item.img);
        }
        expect(macro?.author).toBe(USERS.gm);

        await targetSystem(before);
        const byMacro = await cardFrom(gm, () => slot(gm, 1).click());
        expect(byMacro).toEqual(byButton);

        // dragged again: the same macro, in another slot
        await first.dragTo(slot(gm, 2));
        await expect.poll(() => slot(gm, 2).getAttribute("data-macro-id")).toBe(macro?.id);
        expect(await gm.evaluate(() => (window as unknown as W).game.macros.contents.length)).toBe(1);
        expect(
          await gm.evaluate((gmId) => (window as unknown as W).game.users.get(gmId).hotbar, USERS.gm),
        ).toEqual({
          "1": macro?.id,
          "2": macro?.id,
        });
      } finally {
        await sb.close();
      }
    }, 60_000);
});
