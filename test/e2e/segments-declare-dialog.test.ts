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

  it("Halvaine's dialog shows only the fields of the chosen action", async () => {
    await declareButton(gm, ids[HALVAINE]!).click();
    const d = dialog(gm);
    const shown = async () => {
      const out: string[] = [];
      for (const name of ["targetId", "weaponId", "spellId", "holdUntil", "duration", "note"])
        if (await d.locator(`[name="${name}"]`).isVisible()) out.push(name);
      return out;
    };
    await d.locator('[name="kind"]').selectOption("melee");
    await expect.poll(shown).toEqual(["targetId", "weaponId", "note"]);
    await d.locator('[name="kind"]').selectOption("spell");
    await expect.poll(shown).toEqual(["targetId", "spellId", "note"]);
    await d.locator('[name="kind"]').selectOption("hold");
    await expect.poll(shown).toEqual(["targetId", "weaponId", "holdUntil", "note"]);
    await d.locator('[name="kind"]').selectOption("other");
    await expect.poll(shown).toEqual(["targetId", "weaponId", "duration", "note"]);
  });

  it("an attack is offered only foes as targets; a spell may be for an ally", async () => {
    const d = dialog(gm);
    const offered = () =>
      d
        .locator('[name="targetId"] option')
        .evaluateAll((options) =>
          options
            .filter((o) => o.getAttribute("value") !== "" && getComputedStyle(o).display !== "none")
            .map((o) => o.textContent ?? ""),
        );
    await d.locator('[name="kind"]').selectOption("melee");
    await expect.poll(offered).toEqual(["Bugbear", "Goblin Shaman"]);
    await d.locator('[name="kind"]').selectOption("spell");
    await expect.poll(offered).toEqual(["Bugbear", "Goblin Shaman", "Oswin"]);
  });

  it("an attack at an ally named anyway (a macro's, a stale dialog's) is refused, the dialog kept", async () => {
    const d = dialog(gm);
    await d.locator('[name="kind"]').selectOption("melee");
    await d.locator('[name="targetId"]').selectOption(ids[OSWIN]!);
    await dialogButton(gm, "declare").click();
    await expect.poll(() => d.locator(".tempo-form-error").textContent()).toContain("aimed at an opponent");
    await expect(d.locator('[name="targetId"]').inputValue()).resolves.toBe(ids[OSWIN]!);
    expect((await roundState(gm)).declarations[ids[HALVAINE]!]).toBeUndefined();
    await dialogButton(gm, "cancel").click();
    await expect.poll(() => gm.locator(".application.dialog").count()).toBe(0);
  });

  it("neither page raised an error", async () => {
    void SHAMAN;
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
