// Die-Step Contests (seed 002, Mounted Combat) in the sandbox: Brenna's player brings the compendium's
// Warhorse (her own, 4 AP) into the fight and mounts it on her turn (a minor action). From then on rider
// and mount act as one: the tracker shows one turn for the pair, at the horse's higher initiative, with
// the horse's 4 AP (1 only to move); the horse's dodge for her is paid from the pair's next turn; the
// horse moves from its own sheet and the AP come from the pair's pool; it never has a turn of its own, and
// stunned it spends the pair's turn so (Brenna's own AP, none to move).
// She dismounts: the horse takes its own turns again from the next round.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  USERS,
  activeName,
  defence,
  dice,
  expectWrites,
  lastCard,
  openSheet,
  openTokenSheet,
  pageErrors,
  resetStats,
  rollRef,
  setStatus,
  startDieStep,
  target,
  turnOf,
  useSandbox,
  type Sandbox,
} from "../foundry/die-step/e2e-helpers";

const HORSE = "dsActWarhorse001";
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

type Turns = {
  combatants: Record<
    string,
    { ap: number; movementOnly?: number; noMovement?: number; carriedBy?: string | null }
  >;
};
type Win = Window & {
  Actor: { create(d: object, o: object): Promise<{ id: string }> };
  game: {
    combat: {
      system: { turns: Turns };
      combatants: { contents: { id: string; actorId: string }[] };
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    actors: { get(id: string): { system: { stats: { dieStep: { mounted: boolean } } } } | undefined };
  };
};

/** The compendium's Warhorse as a world actor of Brenna's player (her own horse: a linked actor). */
function warhorse(): object {
  const source = readFileSync(join(ROOT, "packs/_source/die-step-bestiary/warhorse.json"), "utf8");
  const { _key: _k, ...data } = JSON.parse(source) as Record<string, unknown> & { prototypeToken: object };
  return {
    ...data,
    ownership: { default: 0, [USERS.player]: 3 },
    prototypeToken: { ...data.prototypeToken, actorLink: true },
  };
}

/** A combatant's engine record (by actor id): its AP, the AP only to move, its carrier. */
async function record(page: Page, actorId: string) {
  return page.evaluate((id) => {
    const combat = (window as unknown as Win).game.combat;
    const c = combat.combatants.contents.find((x) => x.actorId === id);
    const t = combat.system.turns.combatants[c?.id ?? ""];
    return {
      ap: t?.ap,
      movementOnly: t?.movementOnly ?? 0,
      noMovement: t?.noMovement ?? 0,
      carriedBy: t?.carriedBy ?? null,
    };
  }, actorId);
}

type StunWin = Window & {
  game: {
    actors: {
      get(id: string): {
        system: { stats: { dieStep: { stunned: string } } };
        update(d: object): Promise<unknown>;
      };
    };
  };
};
/** An actor's Die-Step stun ("none", "turn" or "encounter"). */
const stunned = (page: Page, id: string) =>
  page.evaluate((a) => (window as unknown as StunWin).game.actors.get(a).system.stats.dieStep.stunned, id);

const rows = (page: Page) => page.locator("#combat-panel .tempo-ap-row");
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.locator(".tempo-combatant-name", { hasText: new RegExp(`^${name}$`) }) });
const rowNames = (page: Page) =>
  page.locator("#combat-panel .tempo-ap-row .tempo-combatant-name").allTextContents();
const lines = (page: Page) => page.locator(".chat-message .tempo-ds-line");
const endTurn = (page: Page) => page.locator("#combat-panel .tempo-ap-end-turn").click();
const dialogButton = (page: Page, action: string) =>
  page.locator(`.application.dialog [data-dialog-action='${action}']`);

describe("Die-Step mounted combat: rider and mount act as one (GM and player)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startDieStep, (s) => ({ sb, gm, player } = s), 60_000);

  it("the Warhorse joins the encounter; REF for turn order: Grukk 6, Warhorse 5, Brenna 3, goblin 2", async () => {
    await gm.evaluate(async (data) => {
      const w = window as unknown as Win;
      const horse = await w.Actor.create(data, { keepId: true });
      await w.game.combat.createEmbeddedDocuments("Combatant", [{ actorId: horse.id }]);
    }, warhorse());
    await expect.poll(() => rows(gm).count()).toBe(4);
    await rollRef(gm, { [GRUKK]: 6, [HORSE]: 5, [BRENNA]: 3, [GOBLIN]: 2 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
    await expect
      .poll(() => rowNames(gm))
      .toEqual(["Grukk the Orc Chieftain", "Warhorse", "Brenna", "Goblin Cutthroat"]);
    // round 1: the horse still takes its own turn
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Warhorse");
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Brenna");
  });

  it("on her turn Brenna's player mounts the Warhorse: a minor action, the GM's one combat write", async () => {
    const sheet = await openSheet(player, BRENNA);
    const mount = sheet.locator(".tempo-ds-mount");
    await expect.poll(() => mount.isEnabled()).toBe(true);
    expect(await mount.textContent()).toContain("Mount… (minor)");
    await resetStats(gm);
    await mount.click();
    await player.locator(".application.dialog select[name='mount']").selectOption({ label: "Warhorse" });
    await dialogButton(player, "mount").click();
    await expect.poll(async () => (await record(gm, HORSE)).carriedBy).not.toBeNull();
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"]);
    expect((await turnOf(gm, BRENNA)).ap).toBe(2);
    await expect
      .poll(() => lines(player).last().textContent())
      .toBe("Brenna mounts Warhorse: they act as one.");
    // the rider's sheet: riding, Dismount offered, no unarmed attack from the saddle
    await expect.poll(() => sheet.locator(".tempo-ds-riding").textContent()).toBe("Riding Warhorse");
    await expect(sheet.locator(".tempo-ds-dismount").count()).resolves.toBe(1);
    await expect(sheet.locator(".tempo-ds-unarmed").getAttribute("data-tooltip")).resolves.toBe(
      "A rider cannot make unarmed attacks (strikes or grabs): dismount first.",
    );
    // the tracker: the pair is one turn; the horse's row follows Brenna's, without AP of its own
    await expect
      .poll(() => rowNames(gm))
      .toEqual(["Grukk the Orc Chieftain", "Brenna", "Warhorse", "Goblin Cutthroat"]);
    await expect(row(gm, "Brenna").locator(".tempo-ds-riding").textContent()).resolves.toBe(
      "Riding Warhorse",
    );
    await expect(row(gm, "Warhorse").locator(".tempo-ds-ridden").count()).resolves.toBe(1);
    await expect(row(gm, "Warhorse").locator(".tempo-ap-pips").count()).resolves.toBe(0);
    await sb.screenshot(player, "die-step-mounted-sheet");
  });

  it("round 2: Grukk attacks Brenna and her Warhorse dodges for her, owed by the pair's next turn", async () => {
    await endTurn(player);
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
    const orc = await openTokenSheet(gm, GRUKK);
    await target(gm, BRENNA);
    await orc.locator(".tempo-ds-attack").first().click();
    // a rider cannot dodge, but her mount dodges for her: the dodge is offered
    await expect.poll(() => defence(player, "dodge").isEnabled()).toBe(true);
    // Grukk's ATT d8 rolls 3, the horse's REF d8 7: no hit
    await dice(gm, [3, 7]);
    await defence(player, "dodge").click();
    await expect.poll(() => lastCard(gm).getAttribute("data-defense")).toBe("dodge");
    await expect(lastCard(player).locator('[data-reason="mount-dodges"]').textContent()).resolves.toBe(
      "Brenna: the mount dodges for its rider (its mount's REF and situation)",
    );
    await expect.poll(() => row(gm, "Brenna").textContent()).toContain("1 AP owed");
    await orc.locator('[data-action="close"]').first().click();
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    // the pair's turn: the horse's 4 AP, less the dodge owed; 1 of them only to move
    expect(await record(gm, BRENNA)).toMatchObject({ ap: 3, movementOnly: 1 });
    await expect(row(gm, "Brenna").locator(".tempo-ap-pips").getAttribute("data-ap")).resolves.toBe("3");
    await expect(row(gm, "Brenna").locator(".tempo-ds-move-only").textContent()).resolves.toBe(
      "1 AP only to move",
    );
    await expect(row(gm, "Brenna").locator(".tempo-combatant-initiative").textContent()).resolves.toBe("5");
    await sb.screenshot(gm, "die-step-mounted-tracker");
  });

  it("the Warhorse moves from its own sheet: the AP come from the pair's pool", async () => {
    const sheet = await openSheet(player, HORSE);
    await expect(sheet.locator(".tempo-ds-ridden").textContent()).resolves.toBe("Ridden by Brenna");
    await resetStats(gm);
    await sheet.locator(".tempo-ds-move").click();
    await dialogButton(player, "move").click();
    await expect.poll(async () => (await record(gm, BRENNA)).ap).toBe(2);
    expect((await record(gm, HORSE)).ap).toBe(0);
    await expect.poll(() => lines(player).last().textContent()).toBe("Warhorse moves one region.");
  });

  it("the Warhorse gets no turn of its own: round 3 is Grukk's, then the pair's", async () => {
    await endTurn(player);
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
    // the horse is stunned for its next turn (as one healed at 0 HP): the pair's turn is that turn
    await gm.evaluate(
      (id) =>
        (window as unknown as StunWin).game.actors
          .get(id)
          ?.update({ "system.stats.dieStep.stunned": "turn" }),
      HORSE,
    );
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    // the horse brings nothing: Brenna's own 3 AP, none of them to move; its one-turn stun is over
    expect(await record(gm, BRENNA)).toMatchObject({ ap: 3, movementOnly: 0, noMovement: 3 });
    await expect.poll(() => stunned(gm, HORSE)).toBe("none");
    await expect(row(gm, "Brenna").locator(".tempo-ap-pips").getAttribute("data-ap")).resolves.toBe("3");
    // the horse's Move… is disabled, saying why
    const move = (await openSheet(player, HORSE)).locator(".tempo-ds-move");
    await expect.poll(() => move.isDisabled()).toBe(true);
    await expect(move.getAttribute("data-tooltip")).resolves.toBe(
      "No AP left this turn that may pay for movement (or not this character's turn)",
    );
    await move.hover();
    await sb.screenshot(player, "die-step-mounted-stunned");
    // the GM's Stunned status lasts: while it is on, the horse takes no action at all
    const strike = (await openSheet(player, HORSE)).locator(".tempo-ds-unarmed").first();
    await expect.poll(() => strike.isEnabled()).toBe(true);
    await setStatus(gm, HORSE, "stunned", true);
    await expect.poll(() => strike.getAttribute("data-tooltip")).toBe("Stunned: cannot act this turn");
    expect(await strike.isDisabled()).toBe(true);
    await setStatus(gm, HORSE, "stunned", false);
    await expect.poll(() => strike.isEnabled()).toBe(true);
  });

  it("Brenna dismounts (minor): she keeps her own AP left; the Warhorse's own turns come back next round", async () => {
    const sheet = await openSheet(player, BRENNA);
    await resetStats(gm);
    await sheet.locator(".tempo-ds-dismount").click();
    await expect.poll(async () => (await record(gm, HORSE)).carriedBy).toBeNull();
    await expectWrites(gm, ["update Combat", "update Actor", "create ChatMessage"]);
    // her own 3 AP (the stunned horse brought none), the dismount's 1 paid; on foot, they move again
    expect(await record(gm, BRENNA)).toMatchObject({ ap: 2, noMovement: 0 });
    expect(
      await gm.evaluate(
        (id) => (window as unknown as Win).game.actors.get(id)?.system.stats.dieStep.mounted,
        BRENNA,
      ),
    ).toBe(false);
    await expect.poll(() => lines(player).last().textContent()).toBe("Brenna dismounts from Warhorse.");
    await expect.poll(() => row(gm, "Warhorse").locator(".tempo-ap-pips").count()).toBe(1);
    await expect(sheet.locator(".tempo-ds-mount").count()).resolves.toBe(1);
    await endTurn(player);
    await expect.poll(() => activeName(gm)).toBe("Goblin Cutthroat");
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
    await endTurn(gm);
    await expect.poll(() => activeName(gm)).toBe("Warhorse");
    expect(await record(gm, HORSE)).toMatchObject({ ap: 4 });
  });

  it("mounted again, the Warhorse leaves the fight: the pair parts and Brenna is no longer mounted", async () => {
    await endTurn(player);
    await expect.poll(() => activeName(gm)).toBe("Brenna");
    const sheet = await openSheet(player, BRENNA);
    await sheet.locator(".tempo-ds-mount").click();
    await player.locator(".application.dialog select[name='mount']").selectOption({ label: "Warhorse" });
    await dialogButton(player, "mount").click();
    await expect.poll(async () => (await record(gm, HORSE)).carriedBy).not.toBeNull();
    await gm.evaluate(async (id) => {
      const combat = (window as unknown as Win).game.combat as Win["game"]["combat"] & {
        deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown>;
      };
      const horse = combat.combatants.contents.find((c) => c.actorId === id);
      await combat.deleteEmbeddedDocuments("Combatant", [horse?.id ?? ""]);
    }, HORSE);
    await expect
      .poll(() => lines(player).last().textContent())
      .toBe("Warhorse left the fight: Brenna no longer rides Warhorse.");
    expect(
      await gm.evaluate(
        (id) => (window as unknown as Win).game.actors.get(id)?.system.stats.dieStep.mounted,
        BRENNA,
      ),
    ).toBe(false);
    // her turn goes on with what is left of her own 3 AP after mounting
    expect(await record(gm, BRENNA)).toMatchObject({ ap: 2, movementOnly: 0 });
    await expect.poll(() => rowNames(gm)).not.toContain("Warhorse");
    // the stored state no longer holds the horse (a merged write would keep it: Brenna would carry a ghost)
    const stored = await gm.evaluate(() =>
      Object.keys((window as unknown as Win).game.combat.system.turns.combatants),
    );
    expect(stored).toHaveLength(3);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
