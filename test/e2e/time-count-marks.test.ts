// The marks special combat actions leave in the sandbox: a feint's +2 (and +2 damage) on its maker's
// next attack, gone after it; a critical grab that refuses the grabbed one's attacks but not his
// escape (−2, −2 more for the great success), the escape freeing him in the same Combatant batch as his
// turn; a distraction's −2 to the target's defence against the chosen ally; and the grabber's
// "Release" button. Each mark lives on its maker's combatant (flags.tempo.marks).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  GARRET,
  ZHERYNN,
  advanceTo,
  cards,
  clock,
  createItems,
  dice,
  expectWrites,
  statusesOf,
  noticeText,
  openSheet,
  pageErrors,
  resetStats,
  roll,
  settle,
  startTimeCount,
  target,
  useSandbox,
  type Sandbox,
  placeAndBegin,
  waitOn,
} from "../foundry/time-count/e2e-helpers";

/** A special action of the pack, as a new item. */
function packItem(file: string): object {
  const data = JSON.parse(readFileSync(`packs/_source/time-count-actions/${file}.json`, "utf8")) as Record<
    string,
    unknown
  >;
  return { name: data.name, type: data.type, system: data.system };
}

/** The marks (flags.tempo.marks) of the combatant named `name`, as the page sees them. */
const marks = (page: Page, name: string) =>
  page.evaluate((n) => {
    type C = { name: string; flags: { tempo?: { marks?: unknown[] } } };
    const g = (window as unknown as { game: { combat: { combatants: { contents: C[] } } | null } }).game;
    const c = g.combat?.combatants.contents.find((x) => x.name === n);
    return JSON.parse(JSON.stringify(c?.flags.tempo?.marks ?? [])) as Record<string, unknown>[];
  }, name);

const actorUuid = (id: string) => `Actor.${id}`;

async function perform(page: Page, actorId: string, action: string): Promise<void> {
  const sheet = await openSheet(page, actorId);
  await sheet.locator(".tempo-tc-action", { hasText: action }).locator(".tempo-tc-perform").click();
}

describe("Time Count: marks of grab, feint and distract", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startTimeCount, (s) => ({ sb, gm, player } = s));

  it("places everyone and begins: Zherynn 5, Garret 7, the bandit 9", async () => {
    await createItems(gm, ZHERYNN, [packItem("feint"), packItem("escape-grab")]);
    await createItems(gm, GARRET, [packItem("grab")]);
    await createItems(gm, BANDIT, [packItem("distract-opponent")]);
    await placeAndBegin(gm, { Zherynn: [2], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 5 });
  });

  it("Zherynn feints Garret (16 vs Spirit 10: a great success): his combatant holds the feint", async () => {
    await target(player, GARRET);
    await resetStats(player);
    await resetStats(gm);
    await dice(gm, [12, 3]); // at the GM: 12 + Accuracy 4 = 16 vs 10: hit by 6; dagger Fast 1d6+3 [3] = 6, halved: 3; next turn 8
    await perform(player, ZHERYNN, "Feint");
    const card = await roll(player);
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 8);
    // a feint deals no damage: its card has no (empty) damage line
    await expect(card.locator(".tempo-damage").count()).resolves.toBe(0);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    expect(await marks(gm, "Zherynn")).toEqual([{ kind: "feint", target: actorUuid(GARRET), damage: true }]);
    const sheet = await openSheet(player, ZHERYNN);
    await expect.poll(() => sheet.locator(".tempo-tc-mark").textContent()).toContain("Feint on Garret");
  });

  it("his next attack on Garret has +2 to hit and +2 damage, and the feint ends with it", async () => {
    await advanceTo(gm, 7);
    await waitOn(gm, "Garret", 8);
    await advanceTo(gm, 8);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    await dice(gm, [7, 2, 1]); // at the GM: 7 + 4 + 2 = 13 vs Primary 13: hit; 1d4 [2] + Dex 2 + Power 1 + 2 = 7; Fast [1] = 4: next turn 12
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    const card = await roll(player);
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 12);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("13");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("7");
    await expect(card.locator(".tempo-modifiers").textContent()).resolves.toContain("Feint");
    expect(await marks(gm, "Zherynn")).toEqual([]);
  });

  it("Garret grabs Zherynn with a natural 20: a critical grab, held on Garret's combatant", async () => {
    await target(gm, ZHERYNN);
    await resetStats(gm);
    await dice(gm, [20]); // 20 + 3 = 23 vs Celerity 14: critical, by 9; Standard static 9: next 17
    await perform(gm, GARRET, "Grab");
    await roll(gm);
    await settle(async () => (await clock(gm)).combatants.Garret?.next === 17);
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    expect(await marks(gm, "Garret")).toEqual([
      { kind: "grab", target: actorUuid(ZHERYNN), escapePenalty: true, noAttack: true },
    ]);
  });

  it("held by a critical grab, Zherynn cannot attack (refused, nothing written) but escapes: −2 and −2", async () => {
    await advanceTo(gm, 9);
    await waitOn(gm, "Bandit", 12);
    await advanceTo(gm, 12);
    const sheet = await openSheet(player, ZHERYNN);
    await resetStats(player);
    await resetStats(gm);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    await player.locator(".application.dialog [data-dialog-action='roll']").click();
    await expect.poll(() => noticeText(player)).toContain("Held by a critical grab");
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, [], { ordered: true });

    await dice(gm, [15, 2]); // at the GM: Acrobatics (Dex) 15 + 2 − 2 − 2 = 13 vs Garret's Celerity 11: escapes; Fast [2] = 5: next turn 17
    await perform(player, ZHERYNN, "Escape Grab");
    const card = await roll(player);
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 17);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    await expect(card.locator(".tempo-total").textContent()).resolves.toBe("13");
    await expect(card.locator(".tempo-modifiers").textContent()).resolves.toContain("Grabbed");
    expect(await marks(gm, "Garret")).toEqual([]);
  });

  it("the bandit distracts Zherynn: his defence against Garret is 2 lower; Garret's grab gets +2", async () => {
    await target(gm, ZHERYNN);
    await resetStats(gm);
    await dice(gm, [15]); // 15 + 2 = 17 vs Spirit 12: hit; Fast static 6: next 18
    await perform(gm, BANDIT, "Distract");
    const dialog = gm.locator(".application.dialog");
    await dialog.locator('select[name="allyId"]').selectOption(actorUuid(GARRET));
    await dialog.locator('select[name="distractOn"]').selectOption("defense");
    const before = await cards(gm).count();
    await dialog.locator("[data-dialog-action='roll']").click();
    await expect.poll(() => cards(gm).count()).toBe(before + 1);
    await settle(async () => (await clock(gm)).combatants.Bandit?.next === 18);
    await expectWrites(gm, ["create ChatMessage", "update Combatant", "create ChatMessage"], {
      ordered: true,
    });
    expect(await marks(gm, "Bandit")).toEqual([
      { kind: "distract", target: actorUuid(ZHERYNN), ally: actorUuid(GARRET), attack: false, defense: true },
    ]);

    await advanceTo(gm, 17);
    await dice(gm, [10]); // 10 + 3 + 2 = 15 vs Celerity 14: hit (13 without the distraction)
    await perform(gm, GARRET, "Grab");
    const grab = await roll(gm);
    await expect(grab.getAttribute("data-outcome")).resolves.toBe("hit");
    await expect(grab.locator(".tempo-modifiers").textContent()).resolves.toContain("Target distracted");
    await settle(async () => (await marks(gm, "Garret")).length === 1);
    // the target is immobile while held: that is the grab's mark, not a stored condition to apply
    // (a stored Immobile outlived the release, issue 14), so the card offers no Apply
    await expect.poll(() => grab.locator(".tempo-tc-apply").count()).toBe(0);
  });

  it("Garret releases Zherynn from his sheet: one Combatant write and a line in chat", async () => {
    const sheet = await openSheet(gm, GARRET);
    await expect.poll(() => sheet.locator(".tempo-tc-mark").textContent()).toContain("Grabbing Zherynn");
    await resetStats(gm);
    await sheet.locator(".tempo-tc-release").click();
    await settle(async () => (await marks(gm, "Garret")).length === 0);
    // and a line that tells the grabbed player he is free (issue 30)
    await expectWrites(gm, ["update Combatant", "create ChatMessage"], { ordered: true });
    await expect
      .poll(() => player.locator(".chat-message .tempo-tc-act-line").last().textContent())
      .toBe("Garret releases Zherynn from the grab: Zherynn is free.");
    await expect.poll(() => sheet.locator(".tempo-tc-release").count()).toBe(0);
    // "immobilized ... until released": the grab's Immobile ends with it (issue 14)
    expect(await statusesOf(gm, ZHERYNN)).not.toContain("immobile");
    await sb.screenshot(gm, "time-count-marks-1");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
