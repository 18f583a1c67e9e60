import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ModifyRequest, ServerEvent } from "../../sandbox/src/core/protocol";
import { loadPacks, readPacks } from "../../sandbox/src/server/packs";
import { GM_ID, PLAYER_ID } from "../../sandbox/src/server/seed";
import { World, WorldError } from "../../sandbox/src/server/world";
import { prepareFixtureSystem } from "./fixture";
import { SAMPLE_PACK } from "./setup";
import { IO_BUDGET_MS } from "../budgets";

function world(): { w: World; gmEvents: ServerEvent[]; playerEvents: ServerEvent[] } {
  const w = new World({ systemId: "tempo", packs: SAMPLE_PACK }, "alpha");
  const gmEvents: ServerEvent[] = [];
  const playerEvents: ServerEvent[] = [];
  w.connect("gm-client", GM_ID, (e) => void gmEvents.push(e));
  w.connect("player-client", PLAYER_ID, (e) => void playerEvents.push(e));
  gmEvents.length = 0;
  playerEvents.length = 0;
  return { w, gmEvents, playerEvents };
}

const update = (
  userId: string,
  documentName: ModifyRequest["documentName"],
  data: object[],
  extra: Partial<ModifyRequest> = {},
): ModifyRequest => ({
  action: "update",
  documentName,
  data: data as ModifyRequest["data"],
  userId,
  clientId: userId === GM_ID ? "gm-client" : "player-client",
  ...extra,
});

describe("world server", () => {
  it("seeds the active ruleset's sample encounter; the player owns the flagged character", () => {
    const { w } = world();
    const snap = w.snapshot();
    expect(snap.actors.map((a) => a.name)).toEqual(["Hero", "Goblin"]);
    expect(snap.users.find((u) => u._id === PLAYER_ID)?.character).toBe("heroActor0000001");
    expect(snap.actors[0]?.ownership).toMatchObject({ [PLAYER_ID]: 3 });
    // The combat is the GM client's to create (through the system's Combat class), not the seed's.
    expect(snap.combats).toEqual([]);
    expect(snap.sampleCombatPending).toBe(true);
    expect(snap.actors[0]).not.toHaveProperty("_key");
  });
  it("refuses a player's update of an actor it does not own, and changes nothing", () => {
    const { w, gmEvents } = world();
    expect(() => w.modify(update(PLAYER_ID, "Actor", [{ _id: "goblinActor00001", name: "Mine" }]))).toThrow(
      WorldError,
    );
    expect(w.state.actors.get("goblinActor00001")?.name).toBe("Goblin");
    expect(gmEvents).toEqual([]);
  });
  it("lets a player update its own actor and its embedded items; a GM any actor", () => {
    const { w, gmEvents, playerEvents } = world();
    w.modify(update(PLAYER_ID, "Actor", [{ _id: "heroActor0000001", "system.acc": 6 }]));
    expect((w.state.actors.get("heroActor0000001")?.system as { acc: number }).acc).toBe(6);
    w.modify(
      update(PLAYER_ID, "Item", [{ _id: "heroSword0000001", name: "Blade" }], {
        parent: { documentName: "Actor", id: "heroActor0000001" },
      }),
    );
    w.modify(update(GM_ID, "Actor", [{ _id: "goblinActor00001", name: "Boss" }]));
    expect(w.state.actors.get("goblinActor00001")?.name).toBe("Boss");
    expect(gmEvents.map((e) => e.type)).toEqual(["modify", "modify"]);
    expect(playerEvents.map((e) => e.type)).toEqual(["modify"]);
  });
  it("keeps Combat GM-only and lets a player update only its own actor's combatant", () => {
    const { w } = world();
    w.modify({
      action: "create",
      documentName: "Combat",
      data: [
        {
          active: true,
          combatants: [
            { actorId: "heroActor0000001", tokenId: "heroActor0000001" },
            { actorId: "goblinActor00001", tokenId: "goblinActor00001" },
          ],
        },
      ],
      userId: GM_ID,
      clientId: "gm-client",
    });
    expect(w.snapshot().sampleCombatPending).toBe(false);
    const combat = [...w.state.combats.values()][0];
    const combatants = combat?.combatants as { _id: string; actorId: string }[];
    const own = combatants.find((c) => c.actorId === "heroActor0000001");
    const other = combatants.find((c) => c.actorId === "goblinActor00001");
    const parent = { documentName: "Combat" as const, id: String(combat?._id) };
    expect(() => w.modify(update(PLAYER_ID, "Combat", [{ _id: combat?._id, round: 1 }]))).toThrow(
      /lacks permission/,
    );
    w.modify(update(PLAYER_ID, "Combatant", [{ _id: own?._id, initiative: 12 }], { parent }));
    expect(() =>
      w.modify(update(PLAYER_ID, "Combatant", [{ _id: other?._id, initiative: 1 }], { parent })),
    ).toThrow(/lacks permission/);
  });
  it("lets anyone write their own chat messages but not another author's; a batch is all or nothing", () => {
    const { w } = world();
    const create = (userId: string, data: object[]): ModifyRequest => ({
      action: "create",
      documentName: "ChatMessage",
      data: data as ModifyRequest["data"],
      userId,
      clientId: "x",
    });
    const [mine] = w.modify(create(PLAYER_ID, [{ author: PLAYER_ID, content: "hi" }])).result as {
      _id: string;
    }[];
    const [gms] = w.modify(create(GM_ID, [{ author: GM_ID, content: "gm" }])).result as { _id: string }[];
    expect(() => w.modify(create(PLAYER_ID, [{ author: PLAYER_ID }, { author: GM_ID }]))).toThrow(
      /lacks permission/,
    );
    expect(w.state.messages.size).toBe(2);
    w.modify(update(PLAYER_ID, "ChatMessage", [{ _id: mine?._id, content: "edited" }]));
    expect(() => w.modify(update(PLAYER_ID, "ChatMessage", [{ _id: gms?._id, content: "x" }]))).toThrow(
      /lacks permission/,
    );
    w.modify(update(GM_ID, "ChatMessage", [{ _id: mine?._id, content: "moderated" }]));
    expect(w.state.messages.get(String(mine?._id))?.content).toBe("moderated");
  });
  it("relays a socket message to every other client, not to the sender", () => {
    const { w, gmEvents, playerEvents } = world();
    w.socket("player-client", "system.tempo", { type: "heal" });
    expect(gmEvents).toEqual([
      { type: "socket", channel: "system.tempo", payload: { type: "heal" }, userId: PLAYER_ID },
    ]);
    expect(playerEvents).toEqual([]);
  });
  it("lets only a GM set world settings or advance time", () => {
    const { w, playerEvents } = world();
    expect(() => w.setSetting(PLAYER_ID, "player-client", "tempo.ruleset", "beta")).toThrow(
      /lacks permission/,
    );
    w.setSetting(GM_ID, "gm-client", "tempo.ruleset", "beta");
    expect(playerEvents).toEqual([{ type: "setting", key: "tempo.ruleset", value: "beta", userId: GM_ID }]);
    expect(() => w.advanceTime(PLAYER_ID, "player-client", 6)).toThrow();
    expect(w.advanceTime(GM_ID, "gm-client", 6)).toBe(6);
  });
});

describe("compendium seeding", () => {
  it("reads the fixture's LevelDB pack with embedded items", { timeout: IO_BUDGET_MS }, async () => {
    const dir = await prepareFixtureSystem();
    const input = await loadPacks(dir, {
      id: "tempo",
      packs: [{ name: "samples", path: "packs/samples", type: "Actor" }],
    });
    expect(input.packs.map((p) => p.source.name).sort()).toEqual(["Goblin", "Hero", "Ogre"]);
    const w = new World(input, "beta");
    expect([...w.state.actors.values()].map((a) => a.name)).toEqual(["Ogre"]);
    const hero = input.packs.find((p) => p.source.name === "Hero")?.source;
    expect((hero?.items as { name: string }[])[0]?.name).toBe("Sword");
  });
  it(
    "reads a pack that other servers read at the same time, and never writes into the system's folder",
    { timeout: IO_BUDGET_MS },
    async () => {
      // e2e suites run two at a time, each with its own server on the run's one build: LevelDB locks
      // a database while it is open and rewrites its files on opening, so each server reads a copy
      const dir = await prepareFixtureSystem();
      const packDir = join(dir, "packs", "samples");
      const files = async (): Promise<string[]> =>
        Promise.all(
          (await readdir(packDir)).sort().map(async (f) => `${f} ${(await stat(join(packDir, f))).mtimeMs}`),
        );
      const before = await files();
      const manifest = { id: "tempo", packs: [{ name: "samples", path: "packs/samples", type: "Actor" }] };
      const inputs = await Promise.all([1, 2, 3, 4].map(() => readPacks(dir, manifest)));
      for (const input of inputs) {
        expect(input.packProblem).toBeUndefined();
        expect(input.packs.map((p) => p.source.name).sort()).toEqual(["Goblin", "Hero", "Ogre"]);
      }
      expect(await files()).toEqual(before);
    },
  );
  it(
    "reads a system's packs once per process, and again once a pack's files change",
    { timeout: IO_BUDGET_MS },
    async () => {
      // every e2e suite starts a server on the run's one build: the second server reuses the first read
      const dir = await prepareFixtureSystem();
      const manifest = { id: "tempo", packs: [{ name: "samples", path: "packs/samples", type: "Actor" }] };
      const first = await loadPacks(dir, manifest);
      expect(await loadPacks(dir, manifest)).toBe(first);
      // the pack rebuilt in place (npm run build while a sandbox runs): its files differ, so it is read anew
      const source = join(dir, "packs", "_source", "samples", "ogre.json");
      await writeFile(source, (await readFile(source, "utf8")).replace('"Ogre"', '"Ogre Chief"'));
      await rm(join(dir, "packs", "samples"), { recursive: true, force: true });
      await compilePack(join(dir, "packs", "_source", "samples"), join(dir, "packs", "samples"), {
        log: false,
      });
      const second = await loadPacks(dir, manifest);
      expect(second).not.toBe(first);
      expect(second.packs.map((p) => p.source.name).sort()).toEqual(["Goblin", "Hero", "Ogre Chief"]);
      expect(first.packs.map((p) => p.source.name).sort()).toEqual(["Goblin", "Hero", "Ogre"]);
    },
  );
  it("gives an empty world and a clear notice when the packs are absent", async () => {
    const input = await loadPacks("/nonexistent", {
      id: "tempo",
      packs: [{ name: "samples", path: "packs/samples", type: "Actor" }],
    });
    const w = new World(input, "alpha");
    expect(w.state.actors.size).toBe(0);
    expect(w.snapshot().notice).toMatch(/pack samples is missing/);
  });
});
