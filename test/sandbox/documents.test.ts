import { beforeEach, describe, expect, it } from "vitest";
import { stats } from "../../sandbox/src/core/stats";
import { diceConfig, queueDice } from "../../sandbox/src/dice/random";
import type { Actor } from "../../sandbox/src/documents/actor";
import type { ChatMessage } from "../../sandbox/src/documents/chat-message";
import type { Combat } from "../../sandbox/src/documents/combat";
import { createSampleCombat } from "../../sandbox/src/client/sample-combat";
import { documentClass, runtime } from "../../sandbox/src/documents/runtime";
import type { Scene, TokenDocument } from "../../sandbox/src/documents/scene";
import type { CharacterData } from "./setup";
import { GM_ID, PLAYER_ID, setupClient } from "./setup";

const hp = (actor: Actor | undefined): CharacterData["hp"] => (actor?.system as CharacterData).hp;

beforeEach(() => {
  stats.reset();
  diceConfig.queue.length = 0;
});

describe("documents on a client", () => {
  it("apply migrateData on load and prepare derived data", () => {
    const { game } = setupClient();
    const hero = game.actors.getName("Hero") as Actor;
    expect(hp(hero)).toEqual({ value: 12, max: 12, pct: 100 });
    expect(hero._source.system).toEqual({ hp: { value: 12, max: 12 }, acc: 5 });
    expect(hero.items.getName("Sword")?.type).toBe("weapon");
  });

  it("send one batch per update, casting values, and re-prepare derived data", async () => {
    const { game, world } = setupClient();
    const hero = game.actors.getName("Hero") as Actor;
    await hero.update({ "system.hp.value": "6" });
    expect(hp(hero)).toEqual({ value: 6, max: 12, pct: 50 });
    expect((world.state.actors.get("heroActor0000001")?.system as { hp: { value: number } }).hp.value).toBe(
      6,
    );
    expect(stats.writes).toEqual([
      { action: "update", documentName: "Actor", ids: ["heroActor0000001"], parent: null, landed: true },
    ]);
    await hero.update({ "system.hp.value": 6 });
    expect(stats.writes).toHaveLength(1);
  });

  it("throw on an invalid update and change nothing, locally or on the server", async () => {
    const { game, world } = setupClient();
    const hero = game.actors.getName("Hero") as Actor;
    await expect(hero.update({ "system.hp.value": -4 })).rejects.toThrow(
      /system.hp.value: must be greater than or equal to 0/,
    );
    await expect(hero.update({ name: "" })).rejects.toThrow(/name: may not be a blank string/);
    await expect(documentClass("Actor").create({ name: "X", type: "dragon" })).rejects.toThrow(
      /not a valid type/,
    );
    expect(hp(hero).value).toBe(12);
    expect(hero.name).toBe("Hero");
    expect(world.state.actors.get("heroActor0000001")?.name).toBe("Hero");
    expect(stats.writes).toEqual([]);
  });

  it("accept only the types the manifest declares: a dataModels key alone is not a type", async () => {
    const { game } = setupClient();
    // Foundry takes valid types from system.json `documentTypes`; a model registered for an
    // undeclared type is never used, and a document of that type is refused.
    const config = runtime.config.Item as { dataModels: Record<string, unknown> };
    config.dataModels.potion = config.dataModels.weapon;
    const hero = game.actors.getName("Hero") as Actor;
    await expect(hero.createEmbeddedDocuments("Item", [{ name: "Elixir", type: "potion" }])).rejects.toThrow(
      /"potion" is not a valid type/,
    );
    await hero.createEmbeddedDocuments("Item", [{ name: "Axe", type: "weapon" }]);
    expect(hero.items.getName("Axe")?.type).toBe("weapon");
    expect(hero.items.getName("Elixir")).toBeUndefined();
  });

  it("change a document's type only when its system is force-replaced (==system) or the update is not recursive (v13, foundryvtt issue 11951)", async () => {
    const { game, world } = setupClient();
    const hero = game.actors.getName("Hero") as Actor;
    await expect(hero.update({ type: "npc", system: { acc: 1 } })).rejects.toThrow(
      /type of a Document can be changed only if the system field is force-replaced/,
    );
    expect(hero.type).toBe("character");
    expect(stats.writes).toEqual([]);
    // force-replaced: the new system is the whole system (the old `acc` is not merged into it)
    await hero.update({ type: "npc", "==system": { hp: { value: 3, max: 9 } } });
    expect(hero.type).toBe("npc");
    expect(hero._source.system).toEqual({ hp: { value: 3, max: 9 }, acc: 0 });
    const stored = world.state.actors.get("heroActor0000001") as { type: string; system: object };
    expect(stored.type).toBe("npc");
    expect(stored.system).toEqual({ hp: { value: 3, max: 9 }, acc: 0 });
    // not recursive: `system` replaces the old one whole
    await hero.update({ type: "character", system: { acc: 2 } }, { recursive: false });
    expect(hero.type).toBe("character");
    expect(hero._source.system).toEqual({ hp: { value: 10, max: 10 }, acc: 2 });
  });

  it("let a token bar be edited only when its number is a schema field, as Foundry decides", () => {
    const { game } = setupClient();
    const hero = game.actors.getName("Hero") as Actor;
    const token = (game.scenes.active as Scene).tokens.find((t) => t.actorId === hero.id) as TokenDocument;
    // `hp` is stored ({ value, max } in the schema); `hp.pct` is computed in prepareDerivedData
    expect(token.getBarAttribute("bar1", { alternative: "hp" })).toEqual({
      type: "bar",
      attribute: "hp",
      value: 12,
      max: 12,
      editable: true,
    });
    expect(token.getBarAttribute("bar1", { alternative: "acc" })?.editable).toBe(true);
    expect(token.getBarAttribute("bar1", { alternative: "hp.pct" })).toMatchObject({
      type: "value",
      editable: false,
    });
    expect(token.getBarAttribute("bar1", { alternative: "nothing.here" })).toBeNull();
    // no primaryTokenAttribute in the fixture manifest: the prototype token has no bar
    expect(token.getBarAttribute("bar1")).toBeNull();
  });

  it("refuse a player's update of a document it does not own before anything is sent", async () => {
    const { game } = setupClient(PLAYER_ID);
    const goblin = game.actors.getName("Goblin") as Actor;
    const hero = game.actors.getName("Hero") as Actor;
    expect(goblin.isOwner).toBe(false);
    expect(hero.isOwner).toBe(true);
    await expect(goblin.update({ name: "Mine" })).rejects.toThrow(/lacks permission/);
    expect(stats.writes).toEqual([]);
    await hero.update({ "system.acc": 7 });
    expect((hero.system as CharacterData).acc).toBe(7);
    expect(game.user?.character?.id).toBe("heroActor0000001");
  });

  it("fire pre-hooks on the requester (false cancels) and post-hooks with the changes", async () => {
    const { game } = setupClient();
    const hero = game.actors.getName("Hero") as Actor;
    const seen: string[] = [];
    runtime.hooks.on("preUpdateActor", (_doc: Actor, changes: { name?: string }) =>
      changes.name === "Nope" ? false : void seen.push("pre"),
    );
    runtime.hooks.on(
      "updateActor",
      (_doc: Actor, changes: { name?: string }) => void seen.push(`update:${changes.name}`),
    );
    await hero.update({ name: "Nope" });
    expect(hero.name).toBe("Hero");
    await hero.update({ name: "Hera" });
    expect(seen).toEqual(["pre", "update:Hera"]);
    expect(stats.writes).toHaveLength(1);
  });

  it("hand ONE options object to every document of a batch, in the pre-hooks and the post-hooks", async () => {
    const { game } = setupClient();
    const seen: { hook: string; id: string; options: Record<string, unknown> }[] = [];
    for (const hook of ["preUpdateActor", "updateActor"])
      runtime.hooks.on(hook, (doc: Actor, _changes: unknown, options: Record<string, unknown>) => {
        // a value set for one document, as Foundry lets it: the batch's other documents see it
        if (hook === "preUpdateActor") options[`mark${String(doc.id)}`] = true;
        seen.push({ hook, id: String(doc.id), options });
      });
    const [hero, goblin] = ["Hero", "Goblin"].map((n) => game.actors.getName(n) as Actor);
    await documentClass("Actor").updateDocuments(
      [
        { _id: hero?.id, "system.acc": 8 },
        { _id: goblin?.id, "system.acc": 9 },
      ],
      { tempoProbe: 1 },
    );
    expect(seen.map((s) => `${s.hook} ${s.id}`)).toEqual([
      `preUpdateActor ${hero?.id}`,
      `preUpdateActor ${goblin?.id}`,
      `updateActor ${hero?.id}`,
      `updateActor ${goblin?.id}`,
    ]);
    const [preHero, preGoblin, postHero, postGoblin] = seen.map((s) => s.options);
    expect(preGoblin).toBe(preHero);
    expect(postGoblin).toBe(postHero);
    // what the first document's pre-hook set travels with the batch to both documents' post-hooks
    expect(postHero).toMatchObject({ tempoProbe: 1, [`mark${hero?.id}`]: true, [`mark${goblin?.id}`]: true });
  });

  it("create a world Item (the Items directory's) with no parent, as Foundry does, and refuse a player's", async () => {
    const { game, world } = setupClient();
    const [axe] = await documentClass("Item").createDocuments([{ name: "Axe", type: "weapon" }]);
    expect(axe?.parent).toBeNull();
    expect(game.items.get(String(axe?.id))?.name).toBe("Axe");
    expect(world.state.items.get(String(axe?.id))?.name).toBe("Axe");
    expect(stats.writes).toMatchObject([
      { action: "create", documentName: "Item", parent: null, landed: true },
    ]);
    setupClient(PLAYER_ID);
    await expect(documentClass("Item").createDocuments([{ name: "Pike", type: "weapon" }])).rejects.toThrow(
      /lacks permission to create Item/,
    );
  });

  it("update embedded items through the parent, re-preparing it, and resolve uuids and flags", async () => {
    const { game } = setupClient();
    const hero = game.actors.getName("Hero") as Actor;
    const sword = hero.items.getName("Sword");
    expect(sword?.uuid).toBe("Actor.heroActor0000001.Item.heroSword0000001");
    await hero.updateEmbeddedDocuments("Item", [{ _id: "heroSword0000001", name: "Blade" }]);
    expect(hero.items.get("heroSword0000001")?.name).toBe("Blade");
    expect(hero._source.items).toEqual([expect.objectContaining({ name: "Blade" })]);
    await hero.setFlag("tempo", "mark", 3);
    expect(hero.getFlag("tempo", "mark")).toBe(3);
    await hero.unsetFlag("tempo", "mark");
    expect(hero.getFlag("tempo", "mark")).toBeUndefined();
  });

  it("roll initiative with ONE combatant batch and ONE message batch, then advance turns", async () => {
    const { game } = setupClient();
    await createSampleCombat(game);
    stats.reset();
    const combat = game.combat as Combat;
    queueDice([4, 17]);
    await combat.rollAll();
    expect(stats.writes.map((w) => `${w.action} ${w.documentName}`)).toEqual([
      "update Combatant",
      "create ChatMessage",
    ]);
    // combatants roll in their creation order (Hero 4, Goblin 17); turns sort by initiative, highest first
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Goblin", 17],
      ["Hero", 4],
    ]);
    expect((game.messages.contents[0] as ChatMessage).rolls[0]?.total).toBe(4);
    await combat.startCombat();
    expect(combat.combatant?.name).toBe("Goblin");
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Hero");
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Goblin"]);
  });

  // Foundry's Combatant#isDefeated is the one source of truth for defeat (public foundryvtt issue 8197): the
  // defeated flag, or the actor's CONFIG.specialStatusEffects.DEFEATED status (core's "dead")
  it("count a combatant whose actor holds the defeated status ('dead') as defeated, flag or not", async () => {
    const { game } = setupClient();
    await createSampleCombat(game);
    const combat = game.combat as Combat;
    const hero = combat.combatants.contents.find((c) => c.name === "Hero");
    expect(hero?.isDefeated).toBe(false);
    const config = runtime.config as unknown as { specialStatusEffects?: { DEFEATED?: string } };
    expect(config.specialStatusEffects?.DEFEATED).toBe("dead");
    await (hero?.actor as Actor).toggleStatusEffect("dead", { active: true });
    expect([hero?.defeated, hero?.isDefeated]).toEqual([false, true]);
    await (hero?.actor as Actor).toggleStatusEffect("dead", { active: false });
    expect(hero?.isDefeated).toBe(false);
    await hero?.update({ defeated: true });
    expect(hero?.isDefeated).toBe(true);
  });

  it("call _sortCombatants unbound when it sets up the turns, as Foundry v13 does", async () => {
    const { game } = setupClient();
    await createSampleCombat(game);
    const combat = game.combat as Combat;
    const sort = combat._sortCombatants;
    const receivers: unknown[] = [];
    combat._sortCombatants = function (this: unknown, a, b) {
      receivers.push(this);
      return sort(a, b);
    };
    combat.setupTurns();
    expect(receivers.length).toBeGreaterThan(0);
    expect(receivers.every((r) => r === undefined)).toBe(true);
  });

  it("keep the turn on the current combatant when a combatant batch re-sorts the turns (v13 combatTurn)", async () => {
    const { game, world } = setupClient();
    await createSampleCombat(game);
    const combat = game.combat as Combat;
    queueDice([4, 17]);
    await combat.rollAll();
    await combat.startCombat();
    expect([combat.turn, combat.combatant?.name]).toEqual([0, "Goblin"]);
    const hero = combat.turns[1];
    stats.reset();
    // Hero overtakes the Goblin: the Goblin keeps the turn at its new index, in the same write
    await hero?.update({ initiative: 30 });
    expect(stats.writes.map((w) => `${w.action} ${w.documentName}`)).toEqual(["update Combatant"]);
    expect([combat.turn, combat.combatant?.name]).toEqual([1, "Goblin"]);
    expect(world.state.combats.get(String(combat.id))?.turn).toBe(1);
    // a caller's own combatTurn wins
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: hero?.id, initiative: 1 }], { combatTurn: 1 });
    expect([combat.turn, combat.combatant?.name]).toEqual([1, "Hero"]);
  });

  it("deliver a client's changes to the other client's event stream", async () => {
    const { game, world } = setupClient(GM_ID);
    const seen: string[] = [];
    const other = world.connect("other", PLAYER_ID, (e) => {
      if (e.type === "modify") seen.push(`${e.action} ${e.documentName}`);
    });
    await (game.actors.getName("Goblin") as Actor).update({ name: "Boss" });
    await documentClass("ChatMessage").create({ content: "hello" });
    other();
    expect(seen).toEqual(["update Actor", "create ChatMessage"]);
  });
});
