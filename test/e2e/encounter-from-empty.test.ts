// A world that starts with no Combat, as every real world does: under each playable ruleset the GM
// creates the encounter with the tracker's own header control (core's part, which Tempo keeps), adds
// the actors' tokens as the token HUD's Enter Combat does, rolls initiative and takes turns. On the
// way it checks the rest of core's tracker that Tempo must not drop: the encounter bar, tracker
// settings, Roll All / Roll NPCs, the encounter menu, the combatant context menu and row hover.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectWrites, queueDice, resetStats, startTempo, type Sandbox } from "./harness";
import { BUGBEAR, OSWIN, clock as sgClock, gmDeclare, roundState } from "../foundry/segments/sandbox-helpers";

type Win = Window & {
  game: {
    combats: { size: number };
    combat: {
      turn: number | null;
      combatant?: { id: string } | null;
      system: { ruleset: string };
      combatants: { contents: { id: string; initiative: number | null }[] };
    } | null;
  };
  __sandbox: { canvas: { action: string; combatantId: string }[] };
};

const panel = (gm: Page) => gm.locator("#combat-panel");
const combatants = (gm: Page) =>
  gm.evaluate(() => (window as unknown as Win).game.combat?.combatants.contents.length ?? 0);

/** A sandbox with an empty world under `ruleset`, and the GM's page. */
async function emptyWorld(ruleset: string): Promise<{ sb: Sandbox; gm: Page }> {
  const sb = await startTempo({ sampleCombat: false, ruleset });
  const gm = await sb.open("gm");
  return { sb, gm };
}

/** Create Combat in core's header (one write), then each actor's Enter Combat; checks core's controls. */
async function createAndJoin(gm: Page, ruleset: string, actorIds?: string[]): Promise<void> {
  expect(await gm.evaluate(() => (window as unknown as Win).game.combats.size)).toBe(0);
  for (const action of ["createCombat", "trackerSettings"])
    await expect(panel(gm).locator(`[data-action="${action}"]`).count()).resolves.toBe(1);
  await resetStats(gm);
  await panel(gm).locator('[data-action="createCombat"]').click();
  await expectWrites(gm, ["create Combat"]);
  // created through Tempo's Combat class: it began under the world's ruleset
  expect(await gm.evaluate(() => (window as unknown as Win).game.combat?.system.ruleset)).toBe(ruleset);
  await expect(panel(gm).locator('[data-action="cycleCombat"]').count()).resolves.toBeGreaterThan(0);
  const toggles = gm.locator('#actor-directory [data-action="combat"]');
  const ids =
    actorIds ??
    (await gm
      .locator("#actor-directory [data-actor-id]")
      .evaluateAll((l) => l.map((e) => (e as HTMLElement).dataset.actorId ?? "")));
  for (const id of ids)
    await gm.locator(`#actor-directory [data-actor-id="${id}"] [data-action="combat"]`).click();
  await expect.poll(() => combatants(gm)).toBe(ids.length);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => toggles.filter({ hasText: "Exit Combat" }).count()).toBe(ids.length);
  for (const action of ["rollAll", "rollNPC"])
    await expect(panel(gm).locator(`[data-action="${action}"]`).count()).resolves.toBe(1);

  // every row is core's `.combatant`: hover highlights its token, a right click opens core's menu
  const row = panel(gm).locator(".combatant[data-combatant-id]").first();
  await row.hover();
  await expect
    .poll(() => gm.evaluate(() => (window as unknown as Win).__sandbox.canvas.map((r) => r.action)))
    .toContain("hover");
  await row.click({ button: "right", position: { x: 5, y: 5 } });
  await expect(gm.locator("#context-menu .context-item").allTextContents()).resolves.toContain(
    "Remove Combatant",
  );
  await gm.keyboard.press("Escape");
  // the encounter menu (core's header) holds End Combat
  await panel(gm).locator(".encounter-context-menu").click();
  await expect(gm.locator("#context-menu .context-item").allTextContents()).resolves.toContain("End Combat");
  await gm.keyboard.press("Escape");
}

/** The id of the combatant Foundry's turn points at (what the turn marker and turn hooks follow). */
const currentId = (gm: Page) =>
  gm.evaluate(() => (window as unknown as Win).game.combat?.combatant?.id ?? null);

describe("a world that starts empty: the GM builds the encounter from the tracker", () => {
  it("Time Count: create, join, roll, begin, and the count moves from one combatant to another", async () => {
    const { sb, gm } = await emptyWorld("time-count");
    try {
      await createAndJoin(gm, "time-count");
      await gm.locator("#combat-panel .tempo-tc-roll").click();
      await expect
        .poll(() => gm.locator("#combat-panel .tempo-tc-timeline .combatant").count())
        .toBeGreaterThan(1);
      await panel(gm).locator('[data-action="startCombat"]').click();
      // Begin lands on the first occupied count (issue 29): someone is due at once, no advance click
      await gm.locator("#combat-panel .tempo-tc-due-row").first().waitFor();
      const acted = new Set<string>();
      for (let i = 0; i < 8 && acted.size < 2; i++) {
        if ((await gm.locator("#combat-panel .tempo-tc-due-row").count()) === 0) {
          await gm.locator("#combat-panel .tempo-tc-advance").click();
          await gm.locator("#combat-panel .tempo-tc-due-row").first().waitFor();
        }
        const due = gm.locator("#combat-panel .tempo-tc-due-row").first();
        const id = (await due.getAttribute("data-combatant-id")) ?? "";
        // Foundry's turn (the turn marker, the turn hooks) is on a combatant due now
        const dueIds = await gm
          .locator("#combat-panel .tempo-tc-due-row")
          .evaluateAll((l) => l.map((e) => (e as HTMLElement).dataset.combatantId ?? ""));
        await expect.poll(async () => dueIds.includes((await currentId(gm)) ?? "")).toBe(true);
        acted.add(id);
        await due.locator(".tempo-tc-wait").click();
        await expect
          .poll(() => gm.locator(`#combat-panel .tempo-tc-due-row[data-combatant-id="${id}"]`).count())
          .toBe(0);
      }
      expect(acted.size).toBe(2);
      await sb.screenshot(gm, "encounter-from-empty-time-count");
    } finally {
      await sb.close();
    }
  });

  it("Segmented Rounds: create, join, declare, roll the sides and step the segments", async () => {
    const { sb, gm } = await emptyWorld("segments");
    try {
      await createAndJoin(gm, "segments", [OSWIN, BUGBEAR]);
      const ids = await gm.evaluate(() =>
        Object.fromEntries(
          (
            window as unknown as {
              game: { combat: { combatants: { contents: { id: string; actorId: string }[] } } };
            }
          ).game.combat.combatants.contents.map((c) => [c.actorId, c.id]),
        ),
      );
      await sgClock(gm, "beginSurprise").waitFor();
      await gm.locator("#combat-panel .tempo-sg-surprise-none").click();
      await expect.poll(async () => (await roundState(gm)).phase).toBe("declaration");
      await gmDeclare(gm, ids[OSWIN] ?? "", { kind: "melee", targetId: ids[BUGBEAR] ?? "" });
      await gmDeclare(gm, ids[BUGBEAR] ?? "", { kind: "melee", targetId: ids[OSWIN] ?? "" });
      await sgClock(gm, "closeDeclarations").click();
      await expect.poll(async () => (await roundState(gm)).phase).toBe("initiative");
      await queueDice(gm, [2, 5]);
      await sgClock(gm, "rollInitiative").click();
      await expect.poll(async () => (await roundState(gm)).phase).toBe("segments");
      const first = (await roundState(gm)).segment;
      await sgClock(gm, "advance").click();
      await expect.poll(async () => (await roundState(gm)).segment).toBe(first + 1);
    } finally {
      await sb.close();
    }
  });

  it("Combat Roll: create, join, Roll All from core's header, begin, and the turn passes on", async () => {
    const { sb, gm } = await emptyWorld("combat-roll");
    try {
      await createAndJoin(gm, "combat-roll");
      const n = await combatants(gm);
      await queueDice(gm, [6, 3, 1].slice(0, n));
      await panel(gm).locator('[data-action="rollAll"]').click();
      await gm.waitForFunction(() =>
        (window as unknown as Win).game.combat?.combatants.contents.every((c) => c.initiative !== null),
      );
      await panel(gm).locator('[data-action="startCombat"]').click();
      const active = panel(gm).locator(".tempo-ap-row.active");
      await active.waitFor();
      const seen: string[] = [];
      for (let i = 0; i < 2; i++) {
        const id = (await active.getAttribute("data-combatant-id")) ?? "";
        // Foundry's turn (the turn marker) is on the combatant the clock shows acting
        await expect.poll(() => currentId(gm)).toBe(id);
        seen.push(id);
        await panel(gm).locator(".tempo-ap-end-turn").click();
        await expect.poll(() => active.getAttribute("data-combatant-id")).not.toBe(id);
      }
      expect(new Set(seen).size).toBe(2);
      await sb.screenshot(gm, "encounter-from-empty-combat-roll");
    } finally {
      await sb.close();
    }
  });
});
