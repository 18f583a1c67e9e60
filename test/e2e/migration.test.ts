// A world written by an older (pre-release) Tempo: on load the GM's client migrates it, writes it
// back in one batch and says so; a player's client never migrates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { USERS, resetStats, stats, startTempo, waitReady, type Sandbox } from "./harness";

const OLD_ID = "OldActor00000001";

interface Snapshot {
  actors: { _id: string; system: Record<string, unknown>; effects?: { statuses: string[]; img: string }[] }[];
  settings: Record<string, unknown>;
}
type Win = Window & { ui: { notifications: { history: { message: string }[] } } };

async function post(sb: Sandbox, route: string, body: object): Promise<void> {
  const res = await fetch(`${sb.url}api/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId: USERS.gm, clientId: "migration-test", ...body }),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
}

async function storedActor(sb: Sandbox): Promise<Record<string, unknown> | undefined> {
  const world = (await (await fetch(`${sb.url}api/world`)).json()) as Snapshot;
  return world.actors.find((a) => a._id === OLD_ID)?.system;
}

const notices = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as Win).ui.notifications.history.map((n) => n.message));

describe("migrating a world written by an older Tempo", () => {
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm"); // seeds the sample world, which is current: nothing to migrate
    expect(await notices(gm)).toEqual([]);
    // The server stores what it is sent: an actor in the 0.0.x layout, and no schema version.
    await post(sb, "modify", {
      action: "create",
      documentName: "Actor",
      options: { keepId: true },
      data: [
        {
          _id: OLD_ID,
          name: "Old Guard",
          type: "npc",
          system: { timeCount: { accuracy: 5, threshold: 6, hp: { value: 9, max: 9 } } },
        },
      ],
    });
    await post(sb, "setting", { key: "tempo.schemaVersion", value: 0 });
  });

  afterAll(async () => {
    await sb?.close();
  });

  it("a player's client leaves the stored data alone", async () => {
    const player = await sb.open("player");
    expect(await storedActor(sb)).toEqual({
      timeCount: { accuracy: 5, threshold: 6, hp: { value: 9, max: 9 } },
    });
    expect(await notices(player)).toEqual([]);
  });

  it("the GM's client writes the current schema back in one batch and notifies", async () => {
    await resetStats(gm);
    await gm.reload();
    await waitReady(gm);
    const done = async (): Promise<boolean> =>
      (await notices(gm)).some((m) => m.includes("migration is complete"));
    await expect.poll(done).toBe(true);
    expect((await storedActor(sb))?.schemaVersion).toBe(4);
    const system = await storedActor(sb);
    expect(system?.stats).toMatchObject({
      timeCount: { accuracy: 5, threshold: { value: 6, max: 6 }, hp: { value: 9, max: 9 } },
    });
    expect(system?.timeCount).toBeUndefined();
    const said = await notices(gm);
    expect(said.some((m) => m.includes("migrating this world's data to schema version 4"))).toBe(true);
    expect(said.some((m) => m.includes("migration is complete"))).toBe(true);
    const actorWrites = (await stats(gm)).writes.filter((w) => w.documentName === "Actor");
    expect(actorWrites).toHaveLength(1);
    expect(actorWrites[0]?.ids).toContain(OLD_ID);

    // A reload finds nothing older: no notification, no write.
    await resetStats(gm);
    await gm.reload();
    await waitReady(gm);
    expect(await notices(gm)).toEqual([]);
    expect((await stats(gm)).writes).toEqual([]);
  });
});

// A world saved by Tempo 0.1 (schema 1): Segmented Rounds kept conditions as booleans. On load the GM's
// client turns each true one into a status effect (issue 10) and drops the booleans: nothing is lost.
// Combat Roll's booleans go the same way; so do the Time Count's (schema 3), kept until this version.
// The world also holds an actor of each other older schema (migrated per source): a pre-release one
// (schema 0) with a condition and its numbers at the top, and one of schema 3 whose Time Count
// defences were set by hand. Foundry keeps only what migrateData changes in place (issue 26).
describe("migrating a world with actors of every older schema", () => {
  const PRONE_ID = "ProneActor000001";
  const HELD_ID = "HeldActor0000001";
  const OUT_ID = "KnockedOut000001";
  const PRE_ID = "PreRelease000001";
  const SARGE_ID = "HandSetSarge0001";
  /** Zherynn's Time Count scores: they derive Spirit 12 (and ToP 8), where the GM had written 15. */
  const SCORES = {
    attributes: { strength: 0, dexterity: 2, constitution: 1, intelligence: 1, wisdom: 1, persona: 1 },
    fortitude: 1,
    agility: 2,
    willpower: 1,
    armorBonus: 2,
    thresholdBase: 5,
    thresholdArmor: 2,
  };
  const HAND_SET = { primary: 14, passive: 12, vigor: 12, celerity: 14, spirit: 15 };
  const SCENE = "SandboxScene0001";
  const TOKEN_ID = "StunnedToken0001";
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo({ sampleCombat: false });
    gm = await sb.open("gm");
    await post(sb, "modify", {
      action: "create",
      documentName: "Actor",
      options: { keepId: true },
      data: [
        {
          _id: PRONE_ID,
          name: "Fallen Guard",
          type: "npc",
          system: {
            schemaVersion: 1,
            stats: {
              segments: {
                hp: { value: 7, max: 9 },
                conditions: {
                  prone: true,
                  stunned: false,
                  restrained: true,
                  invisible: false,
                  sleeping: false,
                },
              },
            },
          },
        },
      ],
    });
    // Combat Roll kept Dazed, Prone, Pushed and Grappled as booleans too (issue 10's second ruleset)
    await post(sb, "modify", {
      action: "create",
      documentName: "Actor",
      options: { keepId: true },
      data: [
        {
          _id: HELD_ID,
          name: "Held Raider",
          type: "npc",
          system: {
            schemaVersion: 1,
            stats: {
              combatRoll: {
                health: { value: 6, max: 10 },
                conditions: { dazed: true, prone: false, pushed: false, grappled: true },
                grappledBy: "Actor.someone",
              },
            },
          },
        },
      ],
    });
    // A Time Count actor saved at schema 2 (before its conditions became effects): knocked out, wounded
    await post(sb, "modify", {
      action: "create",
      documentName: "Actor",
      options: { keepId: true },
      data: [
        {
          _id: OUT_ID,
          name: "Beaten Bandit",
          type: "npc",
          system: {
            schemaVersion: 2,
            stats: {
              timeCount: {
                hp: { value: 2, max: 8 },
                fatigue: 7,
                unsteady: true,
                conditions: {
                  immobile: false,
                  wounded: true,
                  unconscious: true,
                  dead: false,
                  fatigued: false,
                },
              },
            },
          },
        },
      ],
    });
    await post(sb, "modify", {
      action: "create",
      documentName: "Actor",
      options: { keepId: true },
      data: [
        {
          _id: PRE_ID,
          name: "Old Sentry",
          type: "npc",
          system: {
            segments: { hp: { value: 5, max: 9 }, conditions: { sleeping: true, prone: false } },
            timeCount: { accuracy: 3, threshold: 8 },
          },
        },
        {
          _id: SARGE_ID,
          name: "Veteran Sergeant",
          type: "npc",
          system: {
            schemaVersion: 3,
            pendingStatuses: [],
            stats: { timeCount: { ...SCORES, threshold: { value: 8, max: 8 }, defenses: HAND_SET } },
          },
        },
      ],
    });
    // An unlinked token of the Fallen Guard, stunned on its own: its delta holds only that boolean
    await post(sb, "modify", {
      action: "create",
      documentName: "Token",
      parent: { documentName: "Scene", id: SCENE },
      options: { keepId: true },
      data: [
        {
          _id: TOKEN_ID,
          name: "Fallen Guard",
          actorId: PRONE_ID,
          actorLink: false,
          delta: { system: { stats: { segments: { conditions: { stunned: true, prone: false } } } } },
        },
      ],
    });
    await post(sb, "setting", { key: "tempo.schemaVersion", value: 1 });
  });

  afterAll(async () => {
    await sb?.close();
  });

  const stored = async (id = PRONE_ID) =>
    ((await (await fetch(`${sb.url}api/world`)).json()) as Snapshot).actors.find((a) => a._id === id);

  it("a player's client leaves the stored booleans alone", async () => {
    const player = await sb.open("player");
    expect((await stored())?.system).toMatchObject({ schemaVersion: 1 });
    expect(await notices(player)).toEqual([]);
  });

  it("the GM's client writes the actor back without booleans and gives it Prone and Restrained effects", async () => {
    await resetStats(gm);
    await gm.reload();
    await waitReady(gm);
    await expect
      .poll(async () => (await notices(gm)).some((m) => m.includes("migration is complete")))
      .toBe(true);
    const actor = await stored();
    expect(actor?.system.schemaVersion).toBe(4);
    expect(actor?.system.pendingStatuses).toEqual([]);
    expect(actor?.system.stats).toMatchObject({ segments: { hp: { value: 7, max: 9 } } });
    expect((actor?.system.stats as { segments: object }).segments).not.toHaveProperty("conditions");
    expect(actor?.effects?.map((e) => e.statuses)).toEqual([["prone"], ["restrained"]]);
    expect(actor?.effects?.map((e) => e.img)).toEqual(["icons/svg/falling.svg", "icons/svg/net.svg"]);
    const statuses = await gm.evaluate(
      (id) => [
        ...(
          window as unknown as { game: { actors: { get(i: string): { statuses: Set<string> } } } }
        ).game.actors.get(id).statuses,
      ],
      PRONE_ID,
    );
    expect(statuses.sort()).toEqual(["prone", "restrained"]);
    // The Combat Roll actor: Dazed and Grappled become effects, who holds it stays on the actor.
    const held = await stored(HELD_ID);
    expect(held?.system.schemaVersion).toBe(4);
    expect(held?.system.stats).toMatchObject({
      combatRoll: { health: { value: 6, max: 10 }, grappledBy: "Actor.someone" },
    });
    expect((held?.system.stats as { combatRoll: object }).combatRoll).not.toHaveProperty("conditions");
    expect(held?.effects?.map((e) => e.statuses)).toEqual([["dazed"], ["grappled"]]);
    // The Time Count actor: Wounded, Unconscious and Unsteady become effects; its numbers stay.
    const out = await stored(OUT_ID);
    expect(out?.system.schemaVersion).toBe(4);
    const tc = (out?.system.stats as { timeCount: Record<string, unknown> }).timeCount;
    expect(tc).toMatchObject({ hp: { value: 2, max: 8 }, fatigue: 7 });
    expect(tc).not.toHaveProperty("conditions");
    expect(tc).not.toHaveProperty("unsteady");
    expect(out?.effects?.map((e) => e.statuses)).toEqual([["wounded"], ["unconscious"], ["unsteady"]]);
    // The pre-release actor (schema 0): its blocks under stats, its numbers kept, Sleeping an effect.
    const pre = await stored(PRE_ID);
    expect(pre?.system).toMatchObject({
      schemaVersion: 4,
      pendingStatuses: [],
      stats: {
        segments: { hp: { value: 5, max: 9 } },
        timeCount: { accuracy: 3, threshold: { value: 8, max: 8 } },
      },
    });
    expect(pre?.system).not.toHaveProperty("segments");
    expect((pre?.system.stats as { segments: object }).segments).not.toHaveProperty("conditions");
    expect(pre?.effects?.map((e) => e.statuses)).toEqual([["sleeping"]]);
    // The schema-3 actor: its hand-set Spirit stays, stored and as the sheet reads it (not derived to 12).
    const sarge = await stored(SARGE_ID);
    expect(sarge?.system.schemaVersion).toBe(4);
    expect(sarge?.system.stats).toMatchObject({ timeCount: { defensesByHand: true, defenses: HAND_SET } });
    const spirit = await gm.evaluate((id) => {
      type A = { system: { stats: { timeCount: { defenses: { spirit: number } } } } };
      return (window as unknown as { game: { actors: { get(i: string): A } } }).game.actors.get(id).system
        .stats.timeCount.defenses.spirit;
    }, SARGE_ID);
    expect(spirit).toBe(15);
    // The unlinked token: its own Stunned becomes an effect of its actor (kept in its delta), over the
    // base actor's Prone and Restrained; the base actor does not become stunned.
    const tokenStatuses = await gm.evaluate(
      ([scene, token]) => {
        type T = { actor: { statuses: Set<string> } | null };
        const w = window as unknown as {
          game: { scenes: { get(i: string): { tokens: { get(i: string): T } } } };
        };
        return [...(w.game.scenes.get(scene).tokens.get(token).actor?.statuses ?? [])];
      },
      [SCENE, TOKEN_ID] as const,
    );
    expect(tokenStatuses.sort()).toEqual(["prone", "restrained", "stunned"]);
    expect(actor?.effects?.flatMap((e) => e.statuses)).not.toContain("stunned");
    // One actor batch for the world, one effect batch per actor that held conditions (the token's too).
    const writes = (await stats(gm)).writes.map((w) => `${w.action} ${w.documentName}`);
    expect(writes.filter((w) => w === "update Actor")).toHaveLength(1);
    expect(writes.filter((w) => w === "create ActiveEffect")).toHaveLength(5);
  });

  it("the token's Stunned, ended on the token, stays ended after a reload (the old boolean is never read again)", async () => {
    const tokenStatuses = () =>
      gm.evaluate(
        ([scene, token]) => {
          type A = { statuses: Set<string>; toggleStatusEffect(id: string, o: object): Promise<unknown> };
          type W = {
            game: { scenes: { get(i: string): { tokens: { get(i: string): { actor: A | null } } } } };
          };
          return [
            ...((window as unknown as W).game.scenes.get(scene).tokens.get(token).actor?.statuses ?? []),
          ];
        },
        [SCENE, TOKEN_ID] as const,
      );
    await gm.evaluate(
      async ([scene, token]) => {
        type A = { toggleStatusEffect(id: string, o: object): Promise<unknown> };
        type W = {
          game: { scenes: { get(i: string): { tokens: { get(i: string): { actor: A | null } } } } };
        };
        const w = window as unknown as W;
        await w.game.scenes
          .get(scene)
          .tokens.get(token)
          .actor?.toggleStatusEffect("stunned", { active: false });
      },
      [SCENE, TOKEN_ID] as const,
    );
    await expect.poll(tokenStatuses).not.toContain("stunned");
    await resetStats(gm);
    await gm.reload();
    await waitReady(gm);
    expect((await tokenStatuses()).sort()).toEqual(["prone", "restrained"]);
    expect((await stats(gm)).writes).toEqual([]);
  });
});
