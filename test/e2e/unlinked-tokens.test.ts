// Two unlinked tokens of one monster in a fight (issue 9, failure 3): in Foundry each has its own
// synthetic actor with the base actor's id, so a ruleset that finds "the actor's combatant" by actorId
// makes the second token act, defend and spend as the first. Under each playable ruleset the second
// token acts on its own turn and takes its own damage; the first and the base actor stay as they were.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { tokenId } from "../../sandbox/src/server/seed";
import {
  ALDRIC,
  ORK,
  startCombatRoll,
  turnState,
  dialog as crDialog,
} from "../foundry/combat-roll/e2e-helpers";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  clock as sgClock,
  dialogButton,
  gmDeclare,
  lastCard as sgLastCard,
  roundState,
  skipSurprise,
  startSegments,
  tracker,
} from "../foundry/segments/sandbox-helpers";
import {
  BANDIT,
  ZHERYNN,
  advanceTo,
  clock,
  dice,
  errorNotices,
  initiativeDice,
  openSheet,
  pageErrors,
  settle,
  startTimeCount,
  target,
  useSandbox,
  type Sandbox,
} from "../foundry/time-count/e2e-helpers";

type TokenWin = Window & {
  game: {
    actors: { get(id: string): { system: { stats: Record<string, Record<string, unknown>> } } | undefined };
    scenes: {
      active: {
        tokens: {
          get(id: string): { actor: { system: { stats: Record<string, Record<string, unknown>> } } };
        };
      };
    };
    combat: { combatants: { contents: { id: string; tokenId: string }[] } } | null;
  };
};

/** A statistics block of a token's actor (`tokenId`), or of the world actor (`actorId`), as a page sees it. */
export function statsOf(page: Page, block: string, ids: { token?: string; actor?: string }) {
  return page.evaluate(
    ([b, t, a]) => {
      const g = (window as unknown as TokenWin).game;
      const actor = t ? g.scenes.active.tokens.get(t).actor : g.actors.get(a ?? "");
      return JSON.parse(JSON.stringify(actor?.system.stats[b] ?? null)) as Record<string, never>;
    },
    [block, ids.token ?? "", ids.actor ?? ""] as const,
  );
}

/** The combatant id of each token. */
export function combatantByToken(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      ((window as unknown as TokenWin).game.combat?.combatants.contents ?? []).map((c) => [c.tokenId, c.id]),
    ),
  );
}

/** Opens a token's actor's sheet from the panel (the token's own entry). */
export async function openTokenSheet(page: Page, token: string) {
  await page.locator(`[data-token-id="${token}"] .open-sheet`).click();
  const sheet = page.locator(`form.application.sheet[id*="Token-${token}-Actor-"]`);
  await expect.poll(() => sheet.count()).toBe(1);
  return sheet;
}

/** Targets one token from the panel (releasing the others). */
export async function targetToken(page: Page, token: string): Promise<void> {
  const toggle = page.locator(`[data-token-id="${token}"] .target-toggle`);
  if (!(await toggle.getAttribute("class"))?.includes("active")) await toggle.click();
}

const hpOf = (s: Record<string, unknown>): number => (s.hp as { value: number }).value;

describe("Time Count: two Bandit tokens", () => {
  let gm: Page;
  let player: Page;
  const one = tokenId(BANDIT, 1);
  const two = tokenId(BANDIT, 2);

  useSandbox(
    () => startTimeCount({}, { everyToken: true }),
    (s: { sb: Sandbox; gm: Page; player: Page }) => ({ gm, player } = s),
  );

  it("places the second Bandit first and the first, surprised, last", async () => {
    const ids = await combatantByToken(gm);
    await gm.locator(`.tempo-tc-surprise[data-combatant-id="${ids[one]}"]`).click();
    await initiativeDice(gm, { Zherynn: [6], Garret: [6], Bandit: [6, 6], "Bandit (2)": [1] });
    await gm.locator(".tempo-tc-roll").click();
    await settle(async () => (await clock(gm)).combatants["Bandit (2)"]?.next === 5);
    const c = (await clock(gm)).combatants;
    expect([c.Bandit?.next, c.Bandit?.unsteady, c["Bandit (2)"]?.unsteady]).toEqual([16, true, false]);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    // Begin lands on the first occupied count (issue 29)
    await expect.poll(async () => (await clock(gm)).count).toBe(5);
  });

  it("the second Bandit attacks on its own turn: its next count moves, the first's does not", async () => {
    await target(gm, ZHERYNN);
    const sheet = await openTokenSheet(gm, two);
    await dice(gm, [15, 3]); // d20 15, the club's damage (an NPC's SF is static: Fast 6, no die)
    await sheet.locator(".tempo-tc-weapon", { hasText: "Club" }).locator(".tempo-tc-attack").click();
    await gm.locator(".application.dialog [data-dialog-action='roll']").click();
    await settle(async () => (await clock(gm)).combatants["Bandit (2)"]?.next === 11);
    expect((await clock(gm)).combatants.Bandit?.next).toBe(16);
    // the card names the token, not the actor both Bandits share (issue 28)
    const card = player.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.textContent()).toContain("Bandit (2)");
  });

  it("Zherynn strikes the second Bandit: it defends as itself (steady, not Passive) and only it is hurt", async () => {
    await advanceTo(gm, 9);
    await targetToken(player, two);
    const sheet = await openSheet(player, ZHERYNN);
    await dice(gm, [15, 3, 3]);
    await sheet.locator(".tempo-tc-weapon", { hasText: "Dagger" }).locator(".tempo-tc-attack").click();
    await player.locator(".application.dialog [data-dialog-action='roll']").click();
    const card = player.locator(".chat-message .tempo-attack-card").last();
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("hit");
    await expect(card.textContent()).resolves.not.toContain("Passive");
    await expect(card.textContent()).resolves.toContain("Bandit (2)");
    const before = hpOf(await statsOf(gm, "timeCount", { actor: BANDIT }));
    // Apply waits until nobody is due at the card's count (all dice of a count before any effect):
    // Zherynn stays due at 9 until the GM has moved his turn on, which lands after his card
    await settle(async () => ((await clock(gm)).combatants.Zherynn?.next ?? 0) > 9);
    await card.locator(".tempo-tc-apply").click();
    await settle(async () => hpOf(await statsOf(gm, "timeCount", { token: two })) < before);
    expect(hpOf(await statsOf(gm, "timeCount", { token: one }))).toBe(before);
    expect(hpOf(await statsOf(gm, "timeCount", { actor: BANDIT }))).toBe(before);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

/** Opens the WORLD actor's own sheet from the Actors directory (not a token's). */
async function openWorldSheet(page: Page, actorId: string) {
  await page.locator(`#world-actors [data-document-id="${actorId}"] .open-sheet`).click();
  const sheet = page.locator(`form.application.sheet[id$="-Actor-${actorId}"]:not([id*="-Token-"])`);
  await expect.poll(() => sheet.count()).toBe(1);
  return sheet;
}

describe("Combat Roll: two Ork Raider tokens", () => {
  let gm: Page;
  let player: Page;
  const one = tokenId(ORK, 1);
  const two = tokenId(ORK, 2);
  let ids: Record<string, string> = {};
  const ap = async (token: string) => (await turnState(gm))?.turns.combatants[ids[token] ?? ""]?.ap;

  // The second Ork rolls 6 (+ PER 1 = 7) and acts first; the first Ork 1 + 1 = 2, last.
  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 1, [ORK]: 1, [two]: 6 }, { everyToken: true }),
    async (s: { sb: Sandbox; gm: Page; player: Page }) => {
      ({ gm, player } = s);
      ids = await combatantByToken(gm);
    },
    60_000,
  );

  it("the second Ork strikes on its own turn: its AP are spent, the first Ork's are not", async () => {
    expect((await turnState(gm))?.turns.active).toBe(ids[two]);
    await target(gm, ALDRIC);
    const sheet = await openTokenSheet(gm, two);
    await sheet.locator(".tempo-cr-strike").first().click();
    await expect.poll(() => crDialog(gm).count()).toBe(1);
    await crDialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => ap(two)).toBeLessThan(3);
    expect(await ap(one)).toBe(3);
  });

  it("the world actor (Actors directory) is in no fight: its Strike spends no token's AP", async () => {
    const before = [await ap(one), await ap(two)];
    const cards = gm.locator(".chat-message .tempo-cr-attack-card");
    const count = await cards.count();
    const sheet = await openWorldSheet(gm, ORK);
    await sheet.locator(".tempo-cr-strike").first().click();
    await expect.poll(() => crDialog(gm).count()).toBe(1);
    await crDialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => cards.count()).toBe(count + 1);
    expect([await ap(one), await ap(two)]).toEqual(before);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

describe("Segmented Rounds: two Bugbear tokens", () => {
  let gm: Page;
  let player: Page;
  const one = tokenId(BUGBEAR, 1);
  const two = tokenId(BUGBEAR, 2);
  let ids: Record<string, string> = {};

  useSandbox(
    () => startSegments(undefined, { everyToken: true }),
    async (s: { sb: Sandbox; gm: Page; player: Page }) => {
      ({ gm, player } = s);
      ids = await combatantByToken(gm);
    },
  );

  it("every combatant declares (both Bugbears each its own); the monsters act in segment 1, the party in 2", async () => {
    await skipSurprise(gm);
    const halvaine = ids[tokenId(HALVAINE, 1)] ?? "";
    const oswin = ids[tokenId(OSWIN, 1)] ?? "";
    await gmDeclare(gm, ids[two] ?? "", { kind: "melee", targetId: oswin });
    await gmDeclare(gm, ids[one] ?? "", { kind: "melee", targetId: oswin });
    await gmDeclare(gm, ids[tokenId(SHAMAN, 1)] ?? "", { kind: "melee", targetId: oswin });
    await gmDeclare(gm, oswin, { kind: "melee", targetId: ids[one] ?? "" });
    await gmDeclare(player, halvaine, { kind: "melee", targetId: ids[two] ?? "" });
    await expect.poll(async () => Object.keys((await roundState(gm)).declarations).length).toBe(5);
    await sgClock(gm, "closeDeclarations").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("initiative");
    await dice(gm, [1, 2]);
    await sgClock(gm, "rollInitiative").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("segments");
  });

  it("the second Bugbear attacks as itself, and so does the first: each its own one routine", async () => {
    await target(gm, OSWIN);
    const cards = gm.locator(".chat-message .tempo-attack-card");
    // each card names its token (issue 28): the second Bugbear's is "Bugbear (2)"
    for (const [token, name] of [
      [two, "Bugbear (2)"],
      [one, "Bugbear"],
    ] as const) {
      const count = await cards.count();
      const sheet = await openTokenSheet(gm, token);
      await sheet.locator(".tempo-sg-attack").first().click();
      await dice(gm, [11]); // a miss: the d20 alone (no die left over for the next attack)
      await dialogButton(gm, "roll").click();
      await expect.poll(() => cards.count()).toBe(count + 1);
      await expect(sgLastCard(gm).locator(".tempo-card-title").textContent()).resolves.toContain(
        `${name} attacks Oswin`,
      );
    }
    expect(await errorNotices(gm)).toEqual([]);
  });

  it("Halvaine strikes the second Bugbear in segment 2: only it is hurt", async () => {
    await sgClock(gm, "advance").click();
    await expect.poll(async () => (await roundState(gm)).segment).toBe(2);
    await targetToken(player, two);
    const sheet = await openSheet(player, HALVAINE);
    await sheet.locator(".tempo-sg-attack").first().click();
    const cards = gm.locator(".chat-message .tempo-attack-card");
    const count = await cards.count();
    await dice(gm, [14, 3]);
    await dialogButton(player, "roll").click();
    // the card names the actor ("Bugbear", as both tokens' actors are named); its damage lands on token 2
    await expect.poll(() => cards.count()).toBe(count + 1);
    const before = hpOf(await statsOf(gm, "segments", { actor: BUGBEAR }));
    await sgLastCard(gm).locator(".tempo-apply-damage").click();
    await settle(async () => hpOf(await statsOf(gm, "segments", { token: two })) === before - 3);
    expect(hpOf(await statsOf(gm, "segments", { token: one }))).toBe(before);
    expect(hpOf(await statsOf(gm, "segments", { actor: BUGBEAR }))).toBe(before);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
