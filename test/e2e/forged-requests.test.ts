// A request is the sender's, whatever it claims: Foundry's server tells a socket listener who sent a
// message (the listener's second argument), so a player who writes the GM's id into a request from the
// console is refused, nothing is written, and the GM's client logs the refusal. A refusal, the other
// way, counts only when the active GM sent it (issue 9, failure 7).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  ALDRIC,
  GOBLIN,
  ORK,
  combatantId,
  startCombatRoll,
  turnOf,
} from "../foundry/combat-roll/e2e-helpers";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  closeDeclarationsAndRoll,
  gmDeclare,
  record,
  skipSurprise,
  startSegments,
} from "../foundry/segments/sandbox-helpers";
import { startTimeCount } from "../foundry/time-count/e2e-helpers";
import { USERS, errorNotices, pause, resetStats, stats, useSandbox } from "./harness";

type Emit = Window & { game: { socket: { emit(channel: string, data: unknown): void } } };

/** From the player's console: a request written as if the GM had sent it. */
async function forge(player: Page, action: string, payload: Record<string, string>): Promise<void> {
  await player.evaluate(
    ([a, p, gm]) =>
      (window as unknown as Emit).game.socket.emit("system.tempo", { action: a, userId: gm, payload: p }),
    [action, payload, USERS.gm] as const,
  );
}

const combatIdOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { game: { combat: { id: string } } }).game.combat.id);

/** The page's console warnings, collected from now on. */
function warnings(page: Page): string[] {
  const list: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") list.push(m.text());
  });
  return list;
}

/** The GM's client wrote nothing for the forged request, and logged it. */
async function refusedAtGM(gm: Page, logged: string[], action: string): Promise<void> {
  const mine = () => logged.filter((w) => w.includes(`"${action}"`) && w.includes(USERS.player)).length;
  // the GM's answer: a warning (refused) or a write (performed), whichever comes
  await expect.poll(async () => mine() > 0 || (await stats(gm)).writes.length > 0).toBe(true);
  await pause(300);
  expect((await stats(gm)).writes.map((w) => `${w.action} ${w.documentName}`)).toEqual([]);
  expect(mine()).toBe(1);
}

describe("Segmented Rounds: a player's request carrying the GM's id", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};
  let logged: string[] = [];

  useSandbox(startSegments, (s) => {
    ({ gm, player, ids } = s);
    logged = warnings(gm);
  });

  it("replacing a monster's declaration is refused: the Bugbear still attacks Oswin", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    await expect
      .poll(async () => (await record(gm)).round.state.declarations[ids[BUGBEAR]!]?.targetId)
      .toBe(ids[OSWIN]);
    await resetStats(gm);
    await forge(player, "act", {
      combatId: await combatIdOf(gm),
      tempoAction: "declare",
      combatantId: ids[BUGBEAR]!,
      kind: "melee",
      targetId: ids[HALVAINE]!,
    });
    await refusedAtGM(gm, logged, "act");
    expect((await record(gm)).round.state.declarations[ids[BUGBEAR]!]?.targetId).toBe(ids[OSWIN]);
    // the real sender is told, as for any refusal
    await expect
      .poll(async () => (await errorNotices(player)).at(-1))
      .toBe('The GM refused the request "act": it named another user as its sender.');
  });

  it("advancing a segment is refused: the round stays in segment 1", async () => {
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[HALVAINE]!, { kind: "melee", targetId: ids[SHAMAN]! });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "melee", targetId: ids[HALVAINE]! });
    await closeDeclarationsAndRoll(gm, [3, 3]);
    const before = (await record(gm)).round.state.segment;
    logged.length = 0;
    await resetStats(gm);
    await forge(player, "act", {
      combatId: await combatIdOf(gm),
      tempoAction: "advance",
    });
    await refusedAtGM(gm, logged, "act");
    expect((await record(gm)).round.state.segment).toBe(before);
  });

  it("a refusal sent by a player is not shown: only the active GM's refusals count", async () => {
    await player.evaluate(
      (gmId) =>
        (window as unknown as Emit).game.socket.emit("system.tempo", {
          refusal: true,
          userId: gmId,
          key: "TEMPO.Error.GMOnly",
          data: {},
        }),
      USERS.gm,
    );
    await pause(500);
    expect(await errorNotices(gm)).toEqual([]);
    expect(logged.filter((w) => w.includes("refusal") && w.includes(USERS.player))).toHaveLength(1);
  });
});

describe("Combat Roll: a player's request carrying the GM's id", () => {
  let gm: Page;
  let player: Page;
  let logged: string[] = [];

  useSandbox(
    () => startCombatRoll({ [ALDRIC]: 6, [ORK]: 3, [GOBLIN]: 2 }),
    (s) => {
      ({ gm, player } = s);
      logged = warnings(gm);
    },
  );

  it("marking the Ork defeated is refused: it stays in the fight", async () => {
    const ork = await combatantId(gm, ORK);
    await resetStats(gm);
    await forge(player, "act", {
      combatId: await combatIdOf(gm),
      tempoAction: "toggleDefeated",
      combatantId: ork,
    });
    await refusedAtGM(gm, logged, "act");
    expect((await turnOf(gm, ORK)).defeated).toBe(false);
  });
});

describe("Time Count: a player's request carrying the GM's id", () => {
  let gm: Page;
  let player: Page;
  let logged: string[] = [];

  useSandbox(
    () => startTimeCount(),
    (s) => {
      ({ gm, player } = s);
      logged = warnings(gm);
    },
  );

  it("marking a combatant surprised is refused", async () => {
    const combat = await gm.evaluate(() => {
      const c = (
        window as unknown as {
          game: { combat: { id: string; combatants: { contents: { id: string; name: string }[] } } };
        }
      ).game.combat;
      return { id: c.id, bandit: c.combatants.contents.find((x) => x.name === "Bandit")?.id ?? "" };
    });
    await resetStats(gm);
    await forge(player, "act", {
      combatId: combat.id,
      tempoAction: "toggleSurprise",
      combatantId: combat.bandit,
    });
    await refusedAtGM(gm, logged, "act");
  });
});
