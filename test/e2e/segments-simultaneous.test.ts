// Segmented Rounds (seed 000): tied sides act simultaneously and their damage lands at once ("mutual
// destruction is possible"). Both sides roll 3: the blows of segment 3 are held on their cards, the
// tracker lists them, and the GM lands them in one batch (the button, or Next segment). Oswin and the
// Bugbear drop each other; Halvaine's held blow costs the casting Goblin Shaman its Hex Bolt.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  cardTitle,
  clock,
  closeDeclarationsAndRoll,
  dialogButton,
  dice,
  errorNotices as errors,
  expectWrites,
  gmDeclare,
  hp,
  lastCard,
  lastNote,
  pageErrors,
  pause,
  record,
  resetStats,
  sheetOf,
  skipSurprise,
  startSegments,
  target,
  tracker,
  updateActor,
  useSandbox,
  writes,
  type Sandbox,
} from "../foundry/segments/sandbox-helpers";

type Api = Window & {
  game: {
    combat: { id: string } | null;
    messages: { contents: { id: string }[] };
    tempo: { requestGM(action: string, payload: Record<string, string>): Promise<void> };
  };
};

/**
 * A request sent as this page's user: a player's goes to the GM by socket (a refusal comes back as a
 * notification); the GM's runs on the spot and a refusal is thrown: its message is returned.
 */
const request = (page: Page, action: string, payload: Record<string, string>) =>
  page.evaluate(
    async ([a, p]) => {
      const w = window as unknown as Api;
      const data = { combatId: w.game.combat?.id ?? "", ...p };
      return w.game.tempo.requestGM(a, data).then(
        () => "",
        (e: unknown) => String((e as Error).message),
      );
    },
    [action, payload] as const,
  );

const held = (page: Page) => tracker(page).locator(".tempo-sg-held");

describe("Segmented Rounds: simultaneous blows land together", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};
  let oswinCard = "";

  // worn down by an earlier fight: one blow each is enough
  const wornDown = async (page: Page) => {
    await updateActor(page, OSWIN, { "system.stats.segments.hp.value": 3 });
    await updateActor(page, BUGBEAR, { "system.stats.segments.hp.value": 4 });
  };
  useSandbox(
    () => startSegments(wornDown),
    (s) => ({ sb, gm, player, ids } = s),
    90_000,
  );

  it("round 1: Oswin and the Bugbear fight, Halvaine stabs the casting Shaman; both sides roll 3", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "melee", targetId: ids[SHAMAN]! });
    await gmDeclare(gm, ids[SHAMAN]!, {
      kind: "spell",
      spellId: "sgActShamItem002",
      targetId: ids[HALVAINE]!,
    });
    await closeDeclarationsAndRoll(gm, [3, 3]);
    await gm.locator("#combat-panel .tempo-sg-jump").click();
    await expect.poll(async () => (await record(gm)).round.state.segment).toBe(3);
    const step = tracker(gm).locator('.tempo-sg-segment[data-segment="3"] [data-step="initiative"]');
    await expect(step.textContent()).resolves.toContain("Oswin: Melee attack → Bugbear");
    await expect(step.textContent()).resolves.toContain("Bugbear: Melee attack → Oswin");
    await expect(held(gm).count()).resolves.toBe(0);
  });

  it("Oswin's hit is held: no Apply button, the card and both trackers say so; one write", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [BUGBEAR]);
    await sheet.locator(".tempo-sg-attack").first().click();
    // THAC0 17 against AC 5 needs 12; Strength +1: a natural 11 makes 12. Spear 1d6 rolls 4, +1 = 5.
    await dice(gm, [11, 4]);
    await resetStats(gm);
    await dialogButton(gm, "roll").click();
    await expect.poll(() => cardTitle(gm)).toContain("Oswin attacks Bugbear with Spear");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    const card = lastCard(player);
    await expect.poll(() => card.getAttribute("data-outcome")).toBe("hit");
    await expect(card.locator(".tempo-sg-held").textContent()).resolves.toContain("5 damage is held");
    await expect(card.locator(".tempo-damage-formula").textContent()).resolves.toBe("(1d6 + 1, held)");
    await expect(card.locator(".tempo-apply-damage").count()).resolves.toBe(0);
    await expect(lastCard(gm).locator(".tempo-apply-damage").count()).resolves.toBe(0);
    expect(await hp(gm, BUGBEAR)).toBe(4);
    await expect
      .poll(() => held(player).locator(".tempo-sg-held-blow").allTextContents())
      .toEqual(["Oswin → Bugbear: 5"]);
    await expect(held(player).locator(".tempo-sg-apply-held").count()).resolves.toBe(0);
    await expect.poll(() => held(gm).locator(".tempo-sg-apply-held").textContent()).toContain("(1)");
    oswinCard = await gm.evaluate(() => (window as unknown as Api).game.messages.contents.at(-1)?.id ?? "");
  });

  it("the Bugbear strikes back in the same step: held too; the GM sees both fall if they land", async () => {
    const sheet = await sheetOf(gm, BUGBEAR);
    await target(gm, [OSWIN]);
    await sheet.locator(".tempo-sg-attack").first().click();
    // THAC0 17 against AC 3 needs 14: a natural 15 hits; 2d4 rolls 2 + 2, Strength +1 = 5
    await dice(gm, [15, 2, 2]);
    await resetStats(gm);
    await dialogButton(gm, "roll").click();
    await expect.poll(() => held(gm).locator(".tempo-sg-held-blow").count()).toBe(2);
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    expect(await hp(gm, OSWIN)).toBe(3);
    await expect(held(gm).locator(".tempo-sg-held-outcome").allTextContents()).resolves.toEqual([
      "Bugbear: 4 → -1 HP — down",
      "Oswin: 3 → -2 HP — down",
    ]);
    await expect(held(player).locator(".tempo-sg-held-outcome").count()).resolves.toBe(0);
    await sb.screenshot(gm, "segments-held-damage");
  });

  it("refused, nothing written: a player's Apply on a held card, a player's landing, the GM's with nothing held later", async () => {
    await resetStats(gm);
    await request(player, "act", { tempoAction: "applyDamage", messageId: oswinCard });
    await expect.poll(async () => (await errors(player)).at(-1)).toBe("This card has no damage to apply.");
    await request(player, "act", { tempoAction: "applyHeld" });
    await expect.poll(async () => (await errors(player)).at(-1)).toBe("Only the GM can do that.");
    await pause(300);
    await expectWrites(gm, [], { ordered: true });
    expect([await hp(gm, OSWIN), await hp(gm, BUGBEAR)]).toEqual([3, 4]);
  });

  it("the GM lands both blows at once: mutual destruction in batched writes (world actors, token actors, cards)", async () => {
    await resetStats(gm);
    await held(gm).locator(".tempo-sg-apply-held").click();
    await expect.poll(() => hp(gm, BUGBEAR)).toBe(-1);
    // Oswin (linked: a world actor) in one batch; the Bugbear is an unlinked token's synthetic actor,
    // written through its token (its own write, as in Foundry); then the cards in one batch. Then the
    // health door's follow-up for each (issue 28): the Down status, its line, the defeated mark.
    const landing = ["update Actor", "update Actor", "update ChatMessage"];
    const downed = ["create ActiveEffect", "create ChatMessage", "update Combatant"];
    await expectWrites(gm, [...landing, ...downed, ...downed]);
    expect((await writes(gm)).slice(0, 3)).toEqual(landing);
    expect(await hp(gm, OSWIN)).toBe(-2);
    await expect.poll(() => held(player).count()).toBe(0);
    const cards = player.locator(".chat-message .tempo-attack-card");
    await expect(cards.locator(".tempo-sg-landed").count()).resolves.toBe(2);
    await expect(cards.locator(".tempo-damage-value").allTextContents()).resolves.toEqual(["5", "5"]);
    // the hit points are the targets': the GM sees them, the player (observing neither) does not
    await expect
      .poll(() => gm.locator(".chat-message .tempo-attack-card .tempo-sg-hp").allTextContents())
      .toEqual(["Hit points: 4 → -1", "Hit points: 3 → -2"]);
    await expect(cards.locator(".tempo-sg-hp").allTextContents()).resolves.toEqual([
      "Hit points: ? → ?",
      "Hit points: ? → ?",
    ]);
    await expect(cards.locator(".tempo-applied").count()).resolves.toBe(2);
    // both are down; the step's acts stay listed (they struck)
    await expect
      .poll(() => tracker(gm).locator(".tempo-sg-row.defeated .tempo-combatant-name").allTextContents())
      .toEqual(expect.arrayContaining(["Bugbear", "Oswin"]));
    // nothing is held any more: landing again is refused and writes nothing
    await resetStats(gm);
    expect(await request(gm, "act", { tempoAction: "applyHeld" })).toContain(
      "TEMPO.Segments.Error.NothingHeld",
    );
    await expectWrites(gm, [], { ordered: true });
  });

  it("Halvaine's held blow lands when the GM moves on; the casting Shaman loses its Hex Bolt in the same batch", async () => {
    const sheet = await sheetOf(player, HALVAINE);
    await target(player, [SHAMAN]);
    await sheet.locator(".tempo-sg-attack").first().click();
    // THAC0 19 against AC 7 needs 12: a natural 12 hits; the dagger's 1d4 rolls 3
    await dice(gm, [12, 3]); // rolled at the GM, which posts the card
    await resetStats(player);
    await resetStats(gm);
    await dialogButton(player, "roll").click();
    await expect
      .poll(() => held(gm).locator(".tempo-sg-held-blow").allTextContents())
      .toEqual(["Halvaine → Goblin Shaman: 3"]);
    await expectWrites(player, [], { ordered: true });
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    expect(await hp(gm, SHAMAN)).toBe(5);
    await resetStats(gm);
    await clock(gm, "advance").click();
    await expect.poll(async () => (await record(gm)).round.state.segment).toBe(4);
    await expectWrites(gm, ["update Actor", "update ChatMessage", "create ChatMessage", "update Combat"], {
      ordered: true,
    });
    expect(await hp(gm, SHAMAN)).toBe(2);
    const { round } = await record(gm);
    expect(round.lost).toEqual({ [ids[SHAMAN]!]: 3 });
    expect(round.state.declarations[ids[SHAMAN]!]?.abandoned).toBe(true);
    await expect
      .poll(() => lastNote(player, ".tempo-sg-spell-lost").textContent())
      .toContain("Goblin Shaman takes 3 damage in segment 3 while casting and loses Hex Bolt.");
    await expect(lastCard(player).locator(".tempo-sg-landed").count()).resolves.toBe(1);
    await expect(held(gm).count()).resolves.toBe(0);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm)).toEqual([]);
    expect(await pageErrors(player)).toEqual([]);
  });
});
