// Each playable ruleset's character sheet under both themes (issue 13): the header shows the health
// bar, every attack button sits on the sheet's first screen (above the window's fold), and a
// screenshot of each lands in artifacts/ (sheet-<ruleset>-<theme>.png).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshotPart, startTempo, USERS, useSandbox, waitReady, type Sandbox } from "./harness";

type Win = Window & {
  game: { users: { get(id: string): { character: { id: string } | null } | undefined } };
};

const ATTACKS =
  ".tempo-tc-attack, .tempo-tc-unarmed, .tempo-sg-attack, .tempo-cr-strike, .tempo-ds-attack, .tempo-ds-unarmed, .tempo-ta-attack";

describe.each(["time-count", "segments", "combat-roll", "die-step", "three-action"] as const)(
  "the %s character sheet",
  (ruleset) => {
    let sb: Sandbox;
    let gm: Page;

    useSandbox(
      async () => {
        const started = await startTempo({ ruleset });
        const page = await started.open("gm");
        return { sb: started, gm: page };
      },
      (s) => ({ sb, gm } = s),
      90_000,
    );

    it.each(["light", "dark"] as const)(
      "shows health and every attack on its first screen (%s)",
      async (theme) => {
        await gm.goto(`${sb.url}?user=${USERS.gm}&theme=${theme}`);
        await waitReady(gm);
        const id = await gm.evaluate(
          (player) => (window as unknown as Win).game.users.get(player)?.character?.id ?? "",
          USERS.player,
        );
        expect(id).not.toBe("");
        await gm.locator(`[data-actor-id="${id}"] .open-sheet`).click();
        const sheet = gm.locator(`form.application.sheet[id$="Actor-${id}"]`);
        await sheet.waitFor();
        await expect.poll(() => sheet.locator(".tempo-health-text").textContent()).toMatch(/\d+ \/ \d+/);
        // the key numbers (defences, armour) sit in the header beside the health bar
        expect(await sheet.locator(".tempo-summary dd").count()).toBeGreaterThan(1);
        const attacks = sheet.locator(ATTACKS);
        expect(await attacks.count()).toBeGreaterThan(0);
        const fold = await gm.evaluate(() => window.innerHeight);
        for (const box of await attacks.evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect().bottom),
        ))
          expect(box).toBeLessThanOrEqual(fold);
        await screenshotPart(sheet, `sheet-${ruleset}-${theme}`);
      },
    );
  },
);
