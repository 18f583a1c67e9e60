// Segmented Rounds: declaring in bulk (issue 13). The GM declares a whole side in one dialog instead of
// one dialog per combatant, a bad row refuses the lot with the combatant's name, and in round 2 "Repeat
// last round" declares again what each did before: one Combat write each. The Bugbear's charge is not
// repeated (a charge only once in 10 rounds): a warning names it, the Shaman's attack stands.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  clock,
  closeDeclarationsAndRoll,
  dialog,
  dialogButton,
  expectWrites,
  lastError,
  notifications,
  record,
  resetStats,
  roundState,
  skipSurprise,
  startSegmentsGM,
  stepOutOf,
  tracker,
  useSandbox,
  type Sandbox,
} from "../foundry/segments/sandbox-helpers";

const sideButton = (gm: Page, cls: string, side: string) =>
  gm.locator(`#combat-panel .${cls}[data-side="${side}"]`);
const declarations = async (gm: Page) => (await record(gm)).round.state.declarations;

describe("Segmented Rounds: declaring a side at once", () => {
  let sb: Sandbox;
  let gm: Page;
  let ids: Record<string, string> = {};
  useSandbox(
    () => startSegmentsGM(),
    (s) => ({ sb, gm, ids } = s),
    90_000,
  );

  it("Declare for the monsters: one dialog with a row each, one Combat write", async () => {
    await skipSurprise(gm);
    // repeating needs a round before: not offered in round 1
    await expect(sideButton(gm, "tempo-sg-repeat", "monsters").count()).resolves.toBe(0);
    await resetStats(gm);
    await sideButton(gm, "tempo-sg-declare-side", "monsters").click();
    const d = dialog(gm);
    await expect
      .poll(() => d.locator(".tempo-sg-declare-row th").allTextContents())
      .toEqual(["Bugbear", "Goblin Shaman"]);
    const bugbear = ids[BUGBEAR]!;
    const shaman = ids[SHAMAN]!;
    await d.locator(`[name="kind.${bugbear}"]`).selectOption("charge");
    await d.locator(`[name="targetId.${bugbear}"]`).selectOption(ids[OSWIN]!);
    await d.locator(`[name="targetId.${shaman}"]`).selectOption(ids[HALVAINE]!);
    await sb.screenshot(gm, "segments-declare-side-dialog");
    await dialogButton(gm, "declare").click();
    await expect
      .poll(async () => Object.keys(await declarations(gm)).sort())
      .toEqual([bugbear, shaman].sort());
    await expectWrites(gm, ["update Combat"]);
    const stored = await declarations(gm);
    expect(stored[bugbear]).toMatchObject({ kind: "charge", targetId: ids[OSWIN] });
    // a melee attack with the combatant's first weapon unless the GM picks another
    expect(stored[shaman]).toMatchObject({ kind: "melee", targetId: ids[HALVAINE] });
    expect((stored[shaman] as { weaponId?: string } | undefined)?.weaponId).toBeTruthy();
    await expect(
      tracker(gm)
        .locator(`.tempo-sg-row[data-combatant-id="${bugbear}"] .tempo-sg-declaration`)
        .textContent(),
    ).resolves.toContain("Oswin");
  });

  it("a row the rules refuse refuses the whole side, naming the combatant, in the dialog that keeps what was typed; nothing is written", async () => {
    await resetStats(gm);
    await sideButton(gm, "tempo-sg-declare-side", "party").click();
    const d = dialog(gm);
    await d.locator(`[name="kind.${ids[HALVAINE]!}"]`).selectOption("spell");
    await d.locator(`[name="spellId.${ids[HALVAINE]!}"]`).selectOption("");
    await dialogButton(gm, "declare").click();
    await expect.poll(() => lastError(gm)).toMatch(/^Halvaine: /);
    await expectWrites(gm, []);
    expect(Object.keys(await declarations(gm))).not.toContain(ids[HALVAINE]);
    // the dialog stays open with what was typed, saying why (issue 30); the GM cancels it
    await expect(d.locator(".tempo-form-error").textContent()).resolves.toMatch(/^Halvaine: /);
    await expect(d.locator(`[name="kind.${ids[HALVAINE]!}"]`).inputValue()).resolves.toBe("spell");
    await dialogButton(gm, "cancel").click();
    await expect.poll(() => gm.locator(".application.dialog").count()).toBe(0);
  });

  it("round 2: Repeat last round for the monsters repeats the Shaman's attack; the Bugbear's charge is refused with a warning", async () => {
    await sideButton(gm, "tempo-sg-declare-side", "party").click();
    await dialogButton(gm, "declare").click();
    await closeDeclarationsAndRoll(gm, [3, 5]);
    await stepOutOf(gm, "segments");
    await clock(gm, "advance").click();
    await expect.poll(async () => (await roundState(gm)).round).toBe(2);
    expect(await declarations(gm)).toEqual({});
    await resetStats(gm);
    await sideButton(gm, "tempo-sg-repeat", "monsters").click();
    await expect.poll(async () => Object.keys(await declarations(gm))).toEqual([ids[SHAMAN]]);
    await expectWrites(gm, ["update Combat"]);
    expect((await declarations(gm))[ids[SHAMAN]!]).toMatchObject({ kind: "melee", targetId: ids[HALVAINE] });
    const warned = (await notifications(gm)).filter((n) => n.type === "warning").map((n) => n.message);
    expect(warned.at(-1)).toMatch(/^Bugbear: /);
    // the party repeats its round 1 in one click as well
    await resetStats(gm);
    await sideButton(gm, "tempo-sg-repeat", "party").click();
    await expect.poll(async () => Object.keys(await declarations(gm)).length).toBe(3);
    await expectWrites(gm, ["update Combat"]);
  });
});
