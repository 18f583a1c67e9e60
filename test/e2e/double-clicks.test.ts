// A double-click is one action: the sheet's Attack opens one dialog (two would post two attacks for
// one turn), and the tracker's Roll initiative rolls each combatant once. Found by the QA playthrough.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import * as tc from "../foundry/time-count/e2e-helpers";
import * as cr from "../foundry/combat-roll/e2e-helpers";

const chatCount = (page: Page, selector: string) => page.locator(`.chat-message ${selector}`).count();

describe("double-clicks under the Time Count", () => {
  let sb: tc.Sandbox;
  let player: Page;
  tc.useSandbox(tc.startTimeCount, (s) => ({ sb, player } = s));

  it("a double-click on a weapon's Attack opens one roll dialog; after it closes, Attack works again", async () => {
    void sb;
    const sheet = await tc.openSheet(player, tc.ZHERYNN);
    await tc.target(player, tc.BANDIT);
    const attack = sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack");
    await attack.dblclick();
    await expect.poll(() => player.locator(".application.dialog").count()).toBe(1);
    await tc.pause(300); // a second dialog would have opened by now
    expect(await player.locator(".application.dialog").count()).toBe(1);
    await player
      .locator(
        ".application.dialog [data-dialog-action='cancel'], .application.dialog .header-control[data-action='close']",
      )
      .first()
      .click();
    await expect.poll(() => player.locator(".application.dialog").count()).toBe(0);
    // the lock is released with the dialog: one more click opens it again
    await attack.click();
    await expect.poll(() => player.locator(".application.dialog").count()).toBe(1);
  });
});

describe("double-clicks under Combat Roll", () => {
  let gm: Page;
  tc.useSandbox(cr.startCombatRoll, (s) => ({ gm } = s));

  it("a double-click on Roll initiative rolls each of the three combatants once", async () => {
    const before = await chatCount(gm, ".flavor-text");
    await cr.dice(gm, [6, 5, 1, 6, 5, 1]);
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').dblclick();
    await expect.poll(() => chatCount(gm, ".flavor-text")).toBeGreaterThanOrEqual(before + 3);
    await tc.pause(500); // a second roll would have posted by now
    expect(await chatCount(gm, ".flavor-text")).toBe(before + 3);
  });
});
