// Combat Roll's sheet writes on the one route (issue 27): Draw / Stow, ending a condition and removing a
// Fighting Style were written by the clicking client itself, past the GM's checks. In a begun fight the
// player's click is now performed by the GM, in turn with the fight's other requests; a refused one (by
// the client's check, or by the GM's for a request sent straight to it) changes nothing.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { USERS } from "./harness";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  crStats,
  expectWrites,
  hasStatus,
  notices,
  openSheet,
  pageErrors,
  pause,
  resetStats,
  setStatus,
  sheetOf,
  startCombatRoll,
  turnOf,
  useSandbox,
} from "../foundry/combat-roll/e2e-helpers";

const SHIELD = "crActAldGear0001";
const ACTOR = `Actor.${ALDRIC}`;
type Api = Window & {
  game: {
    tempo: { act(action: string, payload: Record<string, string | number | boolean>): Promise<void> };
    socket: { emit(channel: string, data: unknown): void };
  };
};

/** A macro's action from the page; its refusal's message, or null when it went through. */
function act(page: Page, name: string, payload: Record<string, string | number | boolean>) {
  return page.evaluate(
    async ([n, p]) => {
      try {
        await (window as unknown as Api).game.tempo.act(n, p);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
    [name, payload] as const,
  );
}

/** The raw request a page can emit, past the action's own check on the clicking client. */
async function straightToGM(page: Page, name: string, payload: Record<string, string>): Promise<void> {
  await page.evaluate(
    ([n, p, user]) => {
      const socket = (window as unknown as Api).game.socket;
      socket.emit("system.tempo", { action: "act", userId: user, payload: { ...p, tempoAction: n } });
    },
    [name, payload, USERS.player] as const,
  );
}

async function equipped(page: Page, itemId: string): Promise<boolean | undefined> {
  return page.evaluate(
    ([actorId, id]) => {
      type Items = { get(id: string): { system: { equipped: boolean } } | undefined };
      const w = window as unknown as { game: { actors: { get(id: string): { items: Items } } } };
      return w.game.actors.get(actorId).items.get(id)?.system.equipped;
    },
    [ALDRIC, itemId] as const,
  );
}

describe("Combat Roll: the sheet's writes go through the GM in a fight", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 }),
    (s) => ({ gm, player } = s),
    60_000,
  );

  const clear = (condition: string) =>
    sheetOf(player, ALDRIC).locator(`.tempo-cr-clear-condition[data-condition="${condition}"]`);

  it("the player ends Aldric's Dazed: the GM writes it (one ActiveEffect), the player's client nothing", async () => {
    await setStatus(gm, ALDRIC, "dazed", true);
    await openSheet(player, ALDRIC);
    await expect.poll(() => clear("dazed").count()).toBe(1);
    await resetStats(gm);
    await resetStats(player);
    await clear("dazed").click();
    await expect.poll(() => hasStatus(gm, ALDRIC, "dazed")).toBe(false);
    await expectWrites(gm, ["delete ActiveEffect"]);
    await expectWrites(player, []);
  });

  it("a player's clearing of Prone (the GM's alone) is refused, by the macro and at the GM: Prone stays", async () => {
    await setStatus(gm, ALDRIC, "prone", true);
    await expect.poll(() => hasStatus(player, ALDRIC, "prone")).toBe(true);
    // the player's sheet offers no "×" on Prone (stand up instead)
    await expect(clear("prone").count()).resolves.toBe(0);
    await resetStats(gm);
    await resetStats(player);
    // a macro's refusal is the RuleError (its key); a button's shows it as a notification
    await expect(act(player, "clearCondition", { actor: ACTOR, condition: "prone" })).resolves.toContain(
      "TEMPO.CombatRoll.Error.StandUpInstead",
    );
    await straightToGM(player, "clearCondition", { actor: ACTOR, condition: "prone" });
    await expect.poll(async () => (await notices(player)).at(-1)).toContain("Prone ends by standing up");
    await pause(300);
    expect(await hasStatus(gm, ALDRIC, "prone")).toBe(true);
    await expectWrites(gm, []);
    await expectWrites(player, []);
    await setStatus(gm, ALDRIC, "prone", false);
  });

  it("a Fighting Style the character does not have cannot be removed: refused, nothing written", async () => {
    await resetStats(player);
    await expect(act(player, "removeStyle", { actor: ACTOR, index: 3 })).resolves.toContain(
      "TEMPO.CombatRoll.Error.NoSuchStyle",
    );
    await expectWrites(player, []);
    expect((await crStats(gm, ALDRIC))?.fightingStyles.length).toBe(1);
  });

  it("with no AP left Draw / Stow is disabled saying why, and a Stow sent to the GM is refused: the shield stays held", async () => {
    // Disengage (1 AP; a move after it asks nothing), then two Dashes: each once the last has reached the player
    expect(await act(player, "act", { actor: ACTOR, actionId: "disengage" })).toBeNull();
    await expect.poll(async () => (await turnOf(player, ALDRIC)).ap).toBe(2);
    expect(await act(player, "move", { actor: ACTOR, actionId: "dash" })).toBeNull();
    await expect.poll(async () => (await turnOf(player, ALDRIC)).ap).toBe(1);
    expect(await act(player, "move", { actor: ACTOR, actionId: "dash" })).toBeNull();
    await expect.poll(async () => (await turnOf(player, ALDRIC)).ap).toBe(0);
    const toggle = sheetOf(player, ALDRIC).locator(`[data-item-id="${SHIELD}"] .tempo-cr-equip`);
    await expect.poll(() => toggle.isDisabled()).toBe(true);
    await expect(toggle.getAttribute("data-tooltip")).resolves.toMatch(/AP/);
    await resetStats(gm);
    await straightToGM(player, "equip", { actor: ACTOR, itemId: SHIELD });
    await expect.poll(async () => (await notices(player)).at(-1)).toMatch(/AP/);
    await pause(300);
    await expectWrites(gm, []);
    expect(await equipped(gm, SHIELD)).toBe(true);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
