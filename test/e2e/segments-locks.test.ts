// Segmented Rounds (seed 000): declarations lock once the GM closes them (the tracker and sheet stop
// offering Declare, the GM-side transition refuses and writes nothing), an attack waits for a segment in
// which the round's schedule gives the attacker an act (players and GM alike), the tracker names the
// step before surprise, a declared weapon deleted since shows as missing, and Declare with no combat
// says there is none (QA findings 3, 4, 9 and 10).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  clock,
  dialog,
  dialogButton,
  dice,
  errorNotices,
  expectWrites,
  gmDeclare,
  lastError,
  pageErrors,
  pause,
  resetStats,
  roundState,
  rowPart,
  sheetOf,
  skipSurprise,
  startSegments,
  target,
  tracker,
  useSandbox,
  expectRefused,
} from "../foundry/segments/sandbox-helpers";

type Api = Window & {
  game: {
    combat: { id: string; delete(): Promise<unknown> } | null;
    actors: { get(id: string): { items: { get(id: string): { delete(): Promise<unknown> } } } };
    tempo: { requestGM(action: string, payload: Record<string, string>): Promise<void> };
  };
};

/** The player's "declare" request sent straight to the GM, past the hidden buttons. */
const declareBySocket = (page: Page, combatantId: string, kind: string) =>
  page.evaluate(
    ([id, k]) => {
      const w = window as unknown as Api;
      return w.game.tempo.requestGM("act", {
        combatId: w.game.combat?.id ?? "",
        tempoAction: "declare",
        combatantId: id,
        kind: k,
      });
    },
    [combatantId, kind] as const,
  );

const CLOSED =
  "Declarations are closed for round 1: declarations are made before initiative is rolled and cannot " +
  "change until the next round (a caster may still abandon the declared spell).";

describe("Segmented Rounds: locked declarations, attacks in the attacker's segment", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("before surprise the tracker says what comes next, not 'Not begun'", async () => {
    await expect
      .poll(() => tracker(gm).locator(".tempo-sg-phase-label").textContent())
      .toBe("Surprise check: roll surprise (or No surprise) to begin the sequence");
  });

  it("everyone declares; Oswin's declared Long Sword, deleted, shows as missing", async () => {
    await skipSurprise(gm);
    await gmDeclare(player, ids[HALVAINE]!, {
      kind: "melee",
      targetId: ids[BUGBEAR]!,
      weaponId: "sgActHalvItem001",
    });
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[SHAMAN]!, weaponId: "sgActOswiItem002" });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[HALVAINE]! });
    await expect.poll(async () => Object.keys((await roundState(gm)).declarations).length).toBe(4);
    await expect
      .poll(() => rowPart(gm, ids[OSWIN]!, ".tempo-sg-declaration").textContent())
      .toContain("(Long Sword)");
    await gm.evaluate(() =>
      (window as unknown as Api).game.actors.get("sgActOswin000001").items.get("sgActOswiItem002").delete(),
    );
    await expect
      .poll(() => rowPart(gm, ids[OSWIN]!, ".tempo-sg-declaration").textContent())
      .toContain("(weapon missing)");
    await expect(rowPart(gm, ids[OSWIN]!, ".tempo-sg-declaration").textContent()).resolves.not.toContain(
      "Long Sword",
    );
  });

  it("closed: no Declare button for the player, the sheet and the GM-side transition refuse", async () => {
    await expect.poll(() => rowPart(player, ids[HALVAINE]!, ".tempo-sg-declare").count()).toBe(1);
    await clock(gm, "closeDeclarations").click();
    await expect.poll(() => tracker(player).getAttribute("data-phase")).toBe("initiative");
    await expect.poll(() => rowPart(player, ids[HALVAINE]!, ".tempo-sg-declare").count()).toBe(0);
    await expect(tracker(gm).locator(".tempo-sg-declare").count()).resolves.toBe(0);

    const sheet = await sheetOf(player, HALVAINE);
    await resetStats(player);
    await resetStats(gm);
    await sheet.locator(".tempo-sg-sheet-declare").click();
    await expect.poll(() => lastError(player)).toBe(CLOSED);
    await expect(dialog(player).count()).resolves.toBe(0);

    await declareBySocket(player, ids[HALVAINE]!, "flee");
    await expect.poll(async () => (await errorNotices(player)).length >= 2).toBe(true);
    expect(await lastError(player)).toBe(CLOSED);
    await pause(300);
    await expectWrites(player, []);
    await expectWrites(gm, []);
    expect((await roundState(gm)).declarations[ids[HALVAINE]!]?.kind).toBe("melee");
  });

  it("after initiative (party 2, monsters 5) the declaration is still locked", async () => {
    await dice(gm, [2, 5]);
    await clock(gm, "rollInitiative").click();
    await expect.poll(() => tracker(player).getAttribute("data-phase")).toBe("segments");
    await expect(rowPart(player, ids[HALVAINE]!, ".tempo-sg-declare").count()).resolves.toBe(0);
    await resetStats(gm);
    await declareBySocket(player, ids[HALVAINE]!, "flee");
    await expect.poll(async () => (await errorNotices(player)).length >= 3).toBe(true);
    expect(await lastError(player)).toBe(CLOSED);
    await pause(300);
    await expectWrites(gm, []);
    expect((await roundState(gm)).declarations[ids[HALVAINE]!]?.kind).toBe("melee");
  });

  it("segment 2 is the monsters': Halvaine's attack is refused, nothing rolled or written", async () => {
    await clock(gm, "advance").click();
    await expect.poll(async () => (await roundState(gm)).segment).toBe(2);
    const sheet = await sheetOf(player, HALVAINE);
    await target(player, [BUGBEAR]);
    await resetStats(player);
    await resetStats(gm);
    await expectRefused(
      sheet.locator(".tempo-sg-attack").first(),
      "Halvaine does not act in segment 2: it acts in segment(s) 5.",
    );
    await expect(dialog(player).count()).resolves.toBe(0);
    await pause(300);
    await expectWrites(player, []);
    await expectWrites(gm, []);
  });

  it("the GM is held to the schedule too: Oswin (party) refused, the Bugbear may attack", async () => {
    const oswin = await sheetOf(gm, OSWIN);
    await target(gm, [SHAMAN]);
    await resetStats(gm);
    await expectRefused(
      oswin.locator(".tempo-sg-unarmed"),
      "Oswin does not act in segment 2: it acts in segment(s) 5.",
    );
    await expect(dialog(gm).count()).resolves.toBe(0);
    await expectWrites(gm, []);

    const bugbear = await sheetOf(gm, BUGBEAR);
    await target(gm, [HALVAINE]);
    await bugbear.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => dialog(gm).count()).toBe(1);
    await dialogButton(gm, "cancel").click();
    await expect.poll(() => dialog(gm).count()).toBe(0);
    await expectWrites(gm, []);
  });

  it("in segment 5 Halvaine's attack opens its dialog", async () => {
    await clock(gm, "jump").click();
    await expect.poll(async () => (await roundState(gm)).segment).toBe(5);
    const sheet = await sheetOf(player, HALVAINE);
    await target(player, [BUGBEAR]);
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => dialog(player).count()).toBe(1);
    await dialogButton(player, "cancel").click();
    await expect.poll(() => dialog(player).count()).toBe(0);
  });

  it("with no combat at all, Declare on a sheet says there is no combat", async () => {
    await gm.evaluate(() => (window as unknown as Api).game.combat?.delete());
    await expect
      .poll(() => player.evaluate(() => (window as unknown as Api).game.combat === null))
      .toBe(true);
    const sheet = await sheetOf(player, HALVAINE);
    await resetStats(player);
    await sheet.locator(".tempo-sg-sheet-declare").click();
    await expect.poll(() => lastError(player)).toBe("There is no combat running: the GM begins one first.");
    await expect(dialog(player).count()).resolves.toBe(0);
    await expectWrites(player, []);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm)).toEqual([]);
    expect(await pageErrors(player)).toEqual([]);
  });
});
