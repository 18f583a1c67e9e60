// The Time Count's conditions are status effects (issue 10, schema 3): the token HUD's palette toggles
// the Bandit's Unsteady (an unlinked NPC: its token's actor), and Zherynn's next attack finds him on his
// Passive defence; toggled off, the next attack meets his Primary defence again.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  ZHERYNN,
  dice,
  openSheet,
  roll,
  setStatus,
  startTimeCount,
  statusesOf,
  target,
  useSandbox,
  waitReady,
} from "../foundry/time-count/e2e-helpers";

describe("Time Count conditions from the token HUD", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  const toggle = (id: string) =>
    gm.locator(`[data-actor-id="${BANDIT}"] .token-status[data-status-id="${id}"]`).first();

  /** Zherynn's dagger at the Bandit (outside a fight, through the dialog): the card's defence label. */
  async function attack(): Promise<string> {
    await target(player, BANDIT);
    await dice(gm, [2]); // a miss either way: 2 + 4 = 6
    const sheet = await openSheet(player, ZHERYNN);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const card = await roll(player);
    return (await card.textContent()) ?? "";
  }

  it("every Time Count condition is on the HUD palette with its icon; Unsteady puts the Bandit on his Passive defence", async () => {
    const palette: [string, string][] = [
      ["unsteady", "icons/svg/downgrade.svg"],
      ["immobile", "icons/svg/paralysis.svg"],
      ["wounded", "icons/svg/blood.svg"],
      ["unconscious", "icons/svg/unconscious.svg"],
      ["dead", "icons/svg/skull.svg"],
      ["fatigued", "icons/svg/degen.svg"],
    ];
    for (const [id, img] of palette) await expect(toggle(id).getAttribute("data-img")).resolves.toBe(img);
    const steady = await attack();
    expect(steady).toContain("Primary");
    expect(steady).not.toContain("Passive");

    await toggle("unsteady").click();
    await expect.poll(() => toggle("unsteady").getAttribute("aria-pressed")).toBe("true");
    expect(await statusesOf(gm, BANDIT)).toContain("unsteady");
    const unsteady = await attack();
    expect(unsteady).toContain("Passive");
    expect(unsteady).not.toContain("Primary");

    await toggle("unsteady").click();
    await expect.poll(() => toggle("unsteady").getAttribute("aria-pressed")).toBe("false");
    expect(await attack()).toContain("Primary");
  });
  it("a reload keeps them: the GM's client reads Zherynn's Wounded and the Bandit's Unsteady from their effects", async () => {
    await setStatus(gm, ZHERYNN, "wounded", true);
    await toggle("unsteady").click();
    await expect.poll(() => toggle("unsteady").getAttribute("aria-pressed")).toBe("true");
    await gm.reload();
    await waitReady(gm);
    // Foundry derives `actor.statuses` whenever an actor is prepared, loading included
    expect(await statusesOf(gm, ZHERYNN)).toEqual(["wounded"]);
    expect(await statusesOf(gm, BANDIT)).toEqual(["unsteady"]);
    await expect.poll(() => toggle("unsteady").getAttribute("aria-pressed")).toBe("true");
    const sheet = await openSheet(gm, ZHERYNN);
    // the sheet lists Wounded among its active conditions
    await expect(sheet.locator('.tempo-condition-active[data-condition-id="wounded"]').count()).resolves.toBe(
      1,
    );
  });
});
