// Scenes and tokens as Foundry v13 has them: a linked token shows the world actor; each unlinked
// token has its own synthetic actor (same id, `isToken`, uuid through its token) whose writes land in
// the token's delta, never in the base actor; ownership follows the base actor, checked by the server.
import { beforeEach, describe, expect, it } from "vitest";
import { fromUuidSync } from "../../sandbox/src/client/namespace";
import { createSampleCombat } from "../../sandbox/src/client/sample-combat";
import { stats } from "../../sandbox/src/core/stats";
import type { AnyObject } from "../../sandbox/src/core/utils";
import type { Actor } from "../../sandbox/src/documents/actor";
import type { Combat } from "../../sandbox/src/documents/combat";
import type { Scene, TokenDocument } from "../../sandbox/src/documents/scene";
import { SCENE_ID, tokenId } from "../../sandbox/src/server/seed";
import { GM_ID, PLAYER_ID, SAMPLE_PACK, setupClient, type CharacterData } from "./setup";

const GOBLIN = "goblinActor00001";
const HERO = "heroActor0000001";
/** The fixture's sample, with two tokens of the (unlinked) goblin and a linked hero. */
const PACK = SAMPLE_PACK.map((d) => {
  const source = structuredClone(d.source) as AnyObject;
  if (source._id === GOBLIN) (source.flags as { tempo: AnyObject }).tempo.sampleTokens = 2;
  if (source._id === HERO) (source.prototypeToken as AnyObject).actorLink = true;
  return { ...d, source };
});
const hp = (actor: Actor | null | undefined): number => (actor?.system as CharacterData).hp.value;

function goblins(game: ReturnType<typeof setupClient>["game"]): [TokenDocument, TokenDocument] {
  const scene = game.scenes.active as Scene;
  const [a, b] = scene.tokens.filter((t) => t.actorId === GOBLIN);
  if (!a || !b) throw new Error("two goblin tokens expected");
  return [a, b];
}

beforeEach(() => stats.reset());

describe("scenes and tokens", () => {
  it("seed the active scene with a token per sample actor, and the second goblin last", () => {
    const { game } = setupClient(GM_ID, PACK);
    const scene = game.scenes.active as Scene;
    expect(scene.id).toBe(SCENE_ID);
    expect(scene.tokens.map((t) => [t.id, t.name, t.actorLink])).toEqual([
      [tokenId(HERO, 1), "Hero", true],
      [tokenId(GOBLIN, 1), "Goblin", false],
      [tokenId(GOBLIN, 2), "Goblin (2)", false],
    ]);
  });

  it("give a linked token the world actor, and each unlinked token its own synthetic actor", () => {
    const { game } = setupClient(GM_ID, PACK);
    const hero = (game.scenes.active as Scene).tokens.get(tokenId(HERO, 1)) as TokenDocument;
    expect(hero.actor).toBe(game.actors.get(HERO));
    const [one, two] = goblins(game);
    const a = one.actor as Actor;
    const b = two.actor as Actor;
    expect(a).not.toBe(b);
    expect(a).toBe(one.actor);
    expect([a.id, b.id]).toEqual([GOBLIN, GOBLIN]);
    expect([a.isToken, a.token]).toEqual([true, one]);
    expect((game.actors.get(GOBLIN) as Actor).isToken).toBe(false);
    expect(b.uuid).toBe(`Scene.${SCENE_ID}.Token.${tokenId(GOBLIN, 2)}.Actor.${GOBLIN}`);
    expect(fromUuidSync(b.uuid)).toBe(b);
    expect(fromUuidSync(two.uuid)).toBe(two);
    expect((game.actors.get(GOBLIN) as Actor).getActiveTokens().length).toBe(2);
    expect(b.getActiveTokens()).toEqual([two.object]);
  });

  it("write a synthetic actor's changes into its token's delta, not the base actor", async () => {
    const { game, world } = setupClient(GM_ID, PACK);
    const [one, two] = goblins(game);
    const b = two.actor as Actor;
    await b.update({ "system.hp.value": 3 });
    expect(hp(b)).toBe(3);
    expect(hp(one.actor as Actor)).toBe(7);
    expect(hp(game.actors.get(GOBLIN) as Actor)).toBe(7);
    const base = world.state.actors.get(GOBLIN) as { system: { hp: { value: number } } };
    expect(base.system.hp.value).toBe(7);
    const stored = (world.state.scenes.get(SCENE_ID)?.tokens as AnyObject[]).find((t) => t._id === two.id);
    expect(stored?.delta).toEqual({ system: { hp: { value: 3 } } });
    // its items too
    await b.createEmbeddedDocuments("Item", [{ name: "Club", type: "weapon" }]);
    expect(b.items.getName("Club")).toBeTruthy();
    expect((game.actors.get(GOBLIN) as Actor).items.size).toBe(0);
    expect((one.actor as Actor).items.size).toBe(0);
  });

  it("keep a synthetic actor's status effects in its token's delta, and derive statuses per actor (v13)", async () => {
    const { game, world } = setupClient(GM_ID, PACK);
    const [one, two] = goblins(game);
    const b = two.actor as Actor;
    const created = await b.toggleStatusEffect("prone");
    expect(created).toBeTruthy();
    expect([...b.statuses]).toEqual(["prone"]);
    expect(b.appliedEffects.map((e) => [e.name, e.img])).toEqual([
      ["EFFECT.StatusProne", "icons/svg/falling.svg"],
    ]);
    expect((one.actor as Actor).statuses.size).toBe(0);
    expect((game.actors.get(GOBLIN) as Actor).statuses.size).toBe(0);
    expect((world.state.actors.get(GOBLIN) as AnyObject).effects ?? []).toEqual([]);
    const stored = (world.state.scenes.get(SCENE_ID)?.tokens as AnyObject[]).find((t) => t._id === two.id);
    expect((stored?.delta as { effects: { statuses: string[] }[] }).effects.map((e) => e.statuses)).toEqual([
      ["prone"],
    ]);
    // active: true with the status on changes nothing; a plain toggle removes it; a disabled effect applies no status
    expect(await b.toggleStatusEffect("prone", { active: true })).toBeUndefined();
    expect(await b.toggleStatusEffect("prone")).toBe(false);
    expect(b.statuses.size).toBe(0);
    await b.createEmbeddedDocuments("ActiveEffect", [{ name: "Off", statuses: ["stun"], disabled: true }]);
    expect(b.statuses.has("stun")).toBe(false);
    expect(await b.toggleStatusEffect("prone", { active: false })).toBeUndefined();
  });

  it("show a base actor's change in its tokens' actors where their delta does not override it", async () => {
    const { game } = setupClient(GM_ID, PACK);
    const [one, two] = goblins(game);
    await (two.actor as Actor).update({ "system.hp.value": 2 });
    await (game.actors.get(GOBLIN) as Actor).update({ "system.acc": 4, "system.hp.value": 5 });
    expect([hp(one.actor as Actor), hp(two.actor as Actor)]).toEqual([5, 2]);
    expect(((two.actor as Actor).system as CharacterData).acc).toBe(4);
  });

  it("let only an owner write a token's actor, and the server refuse a player's forged write", async () => {
    const { game, world } = setupClient(PLAYER_ID, PACK);
    const [, two] = goblins(game);
    await expect((two.actor as Actor).update({ "system.hp.value": 1 })).rejects.toThrow(/permission/);
    const parent = {
      documentName: "Token" as const,
      id: String(two.id),
      parent: { documentName: "Scene" as const, id: SCENE_ID },
    };
    expect(() =>
      world.modify({
        action: "update",
        documentName: "Actor",
        parent,
        data: [{ _id: GOBLIN, system: { hp: { value: 1 } } }],
        userId: PLAYER_ID,
        clientId: "forged",
      }),
    ).toThrow(/permission/);
  });

  it("let a player who owns the base actor write its token's actor (ownership follows the base actor)", async () => {
    const { world } = setupClient(GM_ID, PACK);
    const base = world.state.actors.get(GOBLIN) as AnyObject;
    base.ownership = { default: 0, [PLAYER_ID]: 3 };
    const parent = {
      documentName: "Token" as const,
      id: tokenId(GOBLIN, 2),
      parent: { documentName: "Scene" as const, id: SCENE_ID },
    };
    const request = {
      action: "update" as const,
      documentName: "Actor" as const,
      parent,
      data: [{ _id: GOBLIN, system: { hp: { value: 1 } } }],
      userId: PLAYER_ID,
      clientId: "player",
    };
    expect(() => world.modify(request)).not.toThrow();
    expect((world.state.actors.get(GOBLIN) as { system: { hp: { value: number } } }).system.hp.value).toBe(7);
  });

  it("give combatants their token and the token's actor, and find an actor's combatant by its token", async () => {
    const { game } = setupClient(GM_ID, PACK);
    await createSampleCombat(game);
    const combat = game.combats.contents[0] as Combat;
    const [one, two] = goblins(game);
    const byToken = combat.combatants.find((c) => c.tokenId === two.id);
    expect(byToken?.actor).toBe(two.actor);
    expect(byToken?.token).toBe(two);
    expect(byToken?.name).toBe("Goblin (2)");
    expect(combat.getCombatantsByActor(two.actor as Actor)).toEqual([byToken]);
    expect(combat.getCombatantsByActor(one.actor as Actor).map((c) => c.tokenId)).toEqual([one.id]);
    expect(combat.getCombatantsByActor(GOBLIN)).toHaveLength(2);
  });
});
