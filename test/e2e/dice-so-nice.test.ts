// Dice So Nice (issue 31): every Roll Tempo makes reaches the 3D dice, the ones a card gains after it was
// posted included (a defence and an attack rolled when the defender chooses), with the roll mode of the
// card. Against the stand-in's stub of the module's public API (`?modules=dice-so-nice`), which, like the
// module, shows a created message's Rolls itself and records each Roll it shows.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GRUKK,
  defence,
  dice,
  lastCard,
  openSheet,
  openTokenSheet,
  rollRef,
  setRollMode,
  startDieStep,
  target,
  useSandbox,
  USERS,
  waitReady,
  type Sandbox,
} from "../foundry/die-step/e2e-helpers";

interface Shown {
  via: "message" | "api";
  messageId: string | null;
  whisper: string[] | null;
  blind: boolean;
}
type DsnWindow = Window & {
  __sandbox: { dice3d: Shown[] };
  game: {
    messages: { contents: { id: string; rolls: unknown[]; whisper: string[]; blind: boolean }[] };
  };
};

const shown = (page: Page) => page.evaluate(() => (window as unknown as DsnWindow).__sandbox.dice3d);
const messages = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as DsnWindow).game.messages.contents.map((m) => ({
      id: m.id,
      rolls: m.rolls.length,
      whisper: [...m.whisper],
      blind: m.blind,
    })),
  );

/** Each message's Rolls shown on `page`, by message id. */
async function shownPerMessage(page: Page): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const s of await shown(page)) counts.set(s.messageId ?? "", (counts.get(s.messageId ?? "") ?? 0) + 1);
  return counts;
}

describe("Dice So Nice sees every Roll", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  useSandbox(startDieStep, (s) => ({ sb, gm, player } = s), 60_000);

  it("with the module off, nothing is asked of it", async () => {
    expect(await shown(gm)).toEqual([]);
  });

  it("shows each Roll once: initiative as posted, the attack and the defence as they join the card", async () => {
    await gm.goto(`${sb.url}?user=${USERS.gm}&modules=dice-so-nice`);
    await waitReady(gm);
    await rollRef(gm, { [GRUKK]: 6, [BRENNA]: 5 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    const sheet = await openTokenSheet(gm, GRUKK);
    await target(gm, BRENNA);
    await sheet.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(player, "parry").isEnabled()).toBe(true);
    await dice(gm, [8, 3]);
    await defence(player, "parry").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("parry");
    // every Roll of every message shown exactly once on the GM's screen (which wrote them all)
    await expect
      .poll(async () => {
        const counts = await shownPerMessage(gm);
        return (await messages(gm)).filter((m) => m.rolls > 0).every((m) => counts.get(m.id) === m.rolls);
      })
      .toBe(true);
    const card = (await messages(gm)).at(-1);
    const added = (await shown(gm)).filter((s) => s.via === "api");
    // the two dice the defender's choice rolled, shown by Tempo: the card was posted without them
    expect(added.map((s) => s.messageId)).toEqual([card?.id, card?.id]);
    expect(added.every((s) => s.whisper === null && !s.blind)).toBe(true);
  });

  it("honours the card's roll mode: a private card's dice are shown to its readers only", async () => {
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await setRollMode(player, "gmroll");
    const sheet = await openSheet(player, BRENNA);
    await target(player, GRUKK);
    await sheet.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(gm, "passive").isEnabled()).toBe(true);
    await dice(gm, [2, 5]);
    const before = (await shown(gm)).length;
    await defence(gm, "passive").click();
    await expect.poll(async () => (await shown(gm)).length).toBe(before + 2);
    const card = (await messages(gm)).at(-1);
    expect(card?.whisper.length).toBeGreaterThan(0);
    const added = (await shown(gm)).slice(before);
    for (const s of added) {
      expect(s.messageId).toBe(card?.id);
      expect(s.whisper?.slice().sort()).toEqual(card?.whisper.slice().sort());
      expect(s.blind).toBe(card?.blind);
    }
  });
});
