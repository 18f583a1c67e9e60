// Segmented Rounds (seed 000), mounted combat basics: a rider at maximum encumbrance may charge only
// on a mount below it, and a rider on a combat-trained mount charging with a lance deals double weapon
// damage (pre-selected in the dialog; refused without a charge). The mount is set on the sheet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { resetStats, startTempo, waitReady, type Sandbox } from "./harness";
import {
  clock,
  createEncounterCombat,
  dialog,
  dice,
  expectWrites,
  gmDeclare,
  lastCard,
  record,
  sheetOf,
  target,
  tracker,
  type Win,
} from "../foundry/segments/sandbox-helpers";

const HALVAINE = "sgActHalvaine001";
const OSWIN = "sgActOswin000001";
const SHAMAN = "sgActGobShaman01";
const BUGBEAR = "sgActBugbear0001";
const LANCE = "sgOswinLance0001";

type Api = Window & {
  ui: { notifications: { history: { type: string; message: string }[] } };
  game: {
    actors: {
      get(id: string):
        | {
            update(d: object): Promise<unknown>;
            createEmbeddedDocuments(n: string, d: object[], o: object): Promise<unknown>;
            system: { stats: { segments: Record<string, unknown> } };
          }
        | undefined;
    };
  };
};

const lastError = (page: Page): Promise<string | undefined> =>
  page.evaluate(
    () =>
      (window as unknown as Api).ui.notifications.history.filter((n) => n.type === "error").at(-1)?.message,
  );

const stat = (page: Page, key: string) =>
  page.evaluate(([id, k]) => (window as unknown as Api).game.actors.get(id)?.system.stats.segments[k], [
    OSWIN,
    key,
  ] as const);

describe("Segmented Rounds: a knight's mounted charge", () => {
  let sb: Sandbox;
  let gm: Page;
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("segments")]);
    await waitReady(gm);
    await createEncounterCombat(gm);
    // Oswin in plate at maximum encumbrance, with the gear compendium's lance (2d4+1, 10 ft)
    await gm.evaluate(
      async ([id, lance]) => {
        const oswin = (window as unknown as Api).game.actors.get(id);
        await oswin?.update({ "system.stats.segments.atMaxEncumbrance": true });
        await oswin?.createEmbeddedDocuments(
          "Item",
          [
            {
              _id: lance,
              name: "Lance",
              type: "weapon",
              system: {
                damage: "2d4+1",
                ranged: false,
                equipped: true,
                stats: { segments: { lengthFt: 10, canBeSet: true, lance: true } },
              },
            },
          ],
          { keepId: true },
        );
      },
      [OSWIN, LANCE] as const,
    );
    ids = (await record(gm)).byActor;
  }, 90_000);

  afterAll(async () => {
    await sb?.close();
  });

  it("on foot at maximum encumbrance Oswin cannot declare a charge: refused, nothing written", async () => {
    await clock(gm, "beginSurprise").waitFor();
    await gm.locator("#combat-panel .tempo-sg-surprise-none").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("declaration");
    await resetStats(gm);
    await gmDeclare(gm, ids[OSWIN]!, { kind: "charge", targetId: ids[BUGBEAR]!, weaponId: LANCE });
    await expect.poll(() => lastError(gm)).toContain("cannot charge unless mounted on a mount below it");
    await new Promise((r) => setTimeout(r, 300));
    await expectWrites(gm, [], { ordered: true });
  });

  it("the sheet puts him on a combat-trained warhorse (one actor write per box); now he charges", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    for (const key of ["mounted", "mountCombatTrained"]) {
      await resetStats(gm);
      await sheet.locator(`[name="system.stats.segments.${key}"]`).check();
      await expect.poll(() => stat(gm, key)).toBe(true);
      await expectWrites(gm, ["update Actor"], { ordered: true });
    }
    await resetStats(gm);
    await gmDeclare(gm, ids[OSWIN]!, { kind: "charge", targetId: ids[BUGBEAR]!, weaponId: LANCE });
    await expect
      .poll(async () => (await record(gm)).round.state.declarations[ids[OSWIN]!]?.kind)
      .toBe("charge");
    await expectWrites(gm, ["update Combat"], { ordered: true });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "move" });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "move" });
    await expect.poll(async () => Object.keys((await record(gm)).round.state.declarations).length).toBe(4);
    await clock(gm, "closeDeclarations").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("initiative");
    await dice(gm, [2, 5]);
    await clock(gm, "rollInitiative").click();
    await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("segments");
  });

  it("the lance charge pre-selects double damage; without Charging ticked it is refused, nothing written", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await target(gm, [BUGBEAR]);
    await sheet.locator(`.tempo-sg-weapon[data-item-id="${LANCE}"] .tempo-sg-attack`).click();
    await expect
      .poll(() => dialog(gm).locator('[name="doubling"]').inputValue())
      .toBe("mounted-lance-charge");
    await expect(dialog(gm).locator('[name="charging"]').isChecked()).resolves.toBe(true);
    await dialog(gm).locator('[name="charging"]').uncheck();
    await resetStats(gm);
    await dialog(gm).locator('button[data-dialog-action="roll"]').click();
    await expect
      .poll(() => lastError(gm))
      .toBe("A lance deals double damage only on a charge round: tick Charging.");
    await new Promise((r) => setTimeout(r, 300));
    await expectWrites(gm, [], { ordered: true });
  });

  it("the charge hits: the lance's 2d4+1 doubled, Strength added once; one write", async () => {
    const sheet = await sheetOf(gm, OSWIN);
    await sheet.locator(`.tempo-sg-weapon[data-item-id="${LANCE}"] .tempo-sg-attack`).click();
    await expect
      .poll(() => dialog(gm).locator('[name="doubling"]').inputValue())
      .toBe("mounted-lance-charge");
    // THAC0 17 against AC 5 needs 12; Strength +1, charge +2: a natural 9 makes 12.
    // 2d4 rolls 2 + 3, +1 = 6, doubled 12, Strength +1 = 13.
    await dice(gm, [9, 2, 3]);
    await resetStats(gm);
    await dialog(gm).locator('button[data-dialog-action="roll"]').click();
    await expect
      .poll(() => lastCard(gm).locator(".tempo-card-title").textContent())
      .toContain("Oswin attacks Bugbear with Lance");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    const card = lastCard(gm);
    await expect(card.getAttribute("data-outcome")).resolves.toBe("hit");
    await expect(card.locator(".tempo-damage-value").textContent()).resolves.toBe("13");
    await expect(card.locator(".tempo-damage-formula").textContent()).resolves.toBe("((2d4 + 1) × 2 + 1)");
    await expect(card.locator(".tempo-sg-doubled").textContent()).resolves.toContain("Mounted lance charge");
  });

  it("no page error", async () => {
    expect(await gm.evaluate(() => (window as unknown as Win).__sandbox.errors)).toEqual([]);
  });
});
