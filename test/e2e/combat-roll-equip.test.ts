// Combat Roll, drawing and stowing (rules pass, issue 14): nothing could be unequipped, so a shield in the
// pack still allowed Block (and Bash), a spare armour still counted as worn, and "Manipulate. You interact
// with an object within touch, such as drawing or stowing a sword" changed nothing. The sheet's Draw / Stow
// toggle sets the item's `equipped`; in combat it is the Manipulate reaction (1 AP, a chat line).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setRollMode, USERS } from "./harness";
import {
  ALDRIC,
  ORK,
  activeName,
  dialog,
  expectWrites,
  lastCard,
  openSheet,
  pageErrors,
  resetStats,
  rollAndBegin,
  sheetOf,
  startCombatRoll,
  target,
  turnOf,
  useSandbox,
  GOBLIN,
} from "../foundry/combat-roll/e2e-helpers";

const SHIELD = "crActAldGear0001";
const ARMOUR = "crActAldGear0002";
const toggle = (page: Page, itemId: string) =>
  sheetOf(page, ALDRIC).locator(`[data-item-id="${itemId}"] .tempo-cr-equip`);
const applied = (page: Page) => sheetOf(page, ALDRIC).locator(".tempo-cr-applied-ar");

async function equipped(page: Page, itemId: string): Promise<boolean | undefined> {
  return page.evaluate(
    ([actorId, id]) => {
      const w = window as unknown as {
        game: {
          actors: {
            get(id: string): { items: { get(id: string): { system: { equipped: boolean } } | undefined } };
          };
        };
      };
      return w.game.actors.get(actorId).items.get(id)?.system.equipped;
    },
    [ALDRIC, itemId] as const,
  );
}

describe("Combat Roll: drawing and stowing gear", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll(),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("out of combat, the player stows the Bone Shield: one write (the item), the row says stowed", async () => {
    await openSheet(player, ALDRIC);
    await expect.poll(() => toggle(player, SHIELD).textContent()).toBe("Stow · 1 AP, reaction");
    await resetStats(player);
    await toggle(player, SHIELD).click();
    await expect.poll(() => equipped(gm, SHIELD)).toBe(false);
    await expectWrites(player, ["update Item"]);
    await expect.poll(() => toggle(player, SHIELD).textContent()).toBe("Draw · 1 AP, reaction");
    await expect(
      sheetOf(player, ALDRIC).locator(`[data-item-id="${SHIELD}"] .tempo-cr-stowed-mark`).count(),
    ).resolves.toBe(1);
  });

  it("the Ork strikes Aldric: Block is not offered, the shield is in the pack", async () => {
    await rollAndBegin(gm, { [ORK]: 6, [ALDRIC]: 1, [GOBLIN]: 1 });
    await expect.poll(() => activeName(gm)).toBe("Ork Raider");
    const sheet = await openSheet(gm, ORK);
    await target(gm, ALDRIC);
    await sheet.locator(".tempo-cr-strike").first().click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await dialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => lastCard(player).locator('[data-tempo-action="defend"]').count()).toBe(5);
    await expect(lastCard(player).locator('[data-kind="block"]').isDisabled()).resolves.toBe(true);
  });

  it("in combat, the player draws the shield: a Manipulate (1 AP), the item and a chat line", async () => {
    await resetStats(gm);
    await toggle(player, SHIELD).click();
    await expect.poll(() => equipped(gm, SHIELD)).toBe(true);
    await expectWrites(gm, ["update Combat", "update Item", "create ChatMessage"]);
    expect((await turnOf(gm, ALDRIC)).ap).toBe(2);
    await expect
      .poll(() => player.locator(".chat-message .tempo-cr-line").last().textContent())
      .toBe("Aldric draws Bone Shield (Manipulate, 1 AP).");
  });

  it("stowing the worn armour (another Manipulate) leaves only the sheet's AR", async () => {
    await expect.poll(() => applied(player).textContent()).toBe("Applies: AR 3, magic AR 0");
    // under a GM roll its line is whispered to the GMs and to the player who asked (it ignored the mode)
    await setRollMode(player, "gmroll");
    await toggle(player, ARMOUR).click();
    await expect.poll(() => equipped(gm, ARMOUR)).toBe(false);
    // the line is written after the item (its own batch): wait for it, not for whatever came last before
    const stowLine = () =>
      gm.evaluate(() => {
        type Message = { content: string; whisper: string[] };
        const messages = (window as unknown as { game: { messages: { contents: Message[] } } }).game.messages;
        return messages.contents.findLast((m) => m.content.includes("stows"))?.whisper ?? null;
      });
    await expect.poll(stowLine).toEqual(expect.arrayContaining([USERS.gm, USERS.player]));
    await setRollMode(player, "publicroll");
    await expect.poll(() => applied(player).textContent()).toBe("Applies: AR 0, magic AR 0");
    expect((await turnOf(gm, ALDRIC)).ap).toBe(1);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
