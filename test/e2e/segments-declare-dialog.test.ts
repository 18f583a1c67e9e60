// Segmented Rounds (seed 000), step 2 "Declare Spells and General Actions": the declaration dialog
// (issue 30). A refused value (a hold segment past the round's 10) keeps the dialog open with what was
// typed and says what is wrong; the dialog shows the fields the chosen action uses; the targets offered
// to an attack are the other side's.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  dialog,
  dialogButton,
  pageErrors,
  roundState,
  skipSurprise,
  startSegments,
  useSandbox,
} from "../foundry/segments/sandbox-helpers";

const declareButton = (page: Page, combatantId: string) =>
  page.locator(`#combat-panel .tempo-sg-row[data-combatant-id="${combatantId}"] .tempo-sg-declare`);

describe("Segmented Rounds: the declaration dialog", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("Oswin holds until segment 12: refused in the dialog, which stays open with what was typed", async () => {
    await skipSurprise(gm);
    await declareButton(gm, ids[OSWIN]!).click();
    const d = dialog(gm);
    await d.locator('[name="kind"]').selectOption("hold");
    await d.locator('[name="targetId"]').selectOption(ids[BUGBEAR]!);
    await d.locator('[name="holdUntil"]').fill("12");
    await d.locator('[name="note"]').fill("waits for the Bugbear to step in");
    await dialogButton(gm, "declare").click();
    await expect
      .poll(() => d.locator(".tempo-form-error").textContent())
      .toBe("A segment must be a whole number from 1 to 10 (got 12).");
    await expect(gm.locator(".application.dialog").count()).resolves.toBe(1);
    await expect(d.locator('[name="kind"]').inputValue()).resolves.toBe("hold");
    await expect(d.locator('[name="targetId"]').inputValue()).resolves.toBe(ids[BUGBEAR]!);
    await expect(d.locator('[name="holdUntil"]').inputValue()).resolves.toBe("12");
    await expect(d.locator('[name="note"]').inputValue()).resolves.toBe("waits for the Bugbear to step in");
    expect((await roundState(gm)).declarations[ids[OSWIN]!]).toBeUndefined();
  });

  it("corrected to segment 7 in the same dialog: declared, the dialog closes", async () => {
    await dialog(gm).locator('[name="holdUntil"]').fill("7");
    await dialogButton(gm, "declare").click();
    await expect.poll(() => gm.locator(".application.dialog").count()).toBe(0);
    await expect
      .poll(async () => (await roundState(gm)).declarations[ids[OSWIN]!])
      .toMatchObject({ kind: "hold", holdUntilSegment: 7, targetId: ids[BUGBEAR]! });
  });

  it("neither page raised an error", async () => {
    void HALVAINE;
    void SHAMAN;
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
