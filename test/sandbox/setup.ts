// A client runtime connected to an in-process World (no browser): the fixture's data models.
import { handleServerEvent } from "../../sandbox/src/client/events";
import { createConfig, Game } from "../../sandbox/src/client/game";
import type { ServerEvent } from "../../sandbox/src/core/protocol";
import type { AnyObject } from "../../sandbox/src/core/utils";
import { TypeDataModel } from "../../sandbox/src/data/data-model";
import { NumberField, SchemaField, StringField, type DataField } from "../../sandbox/src/data/fields";
import { runtime } from "../../sandbox/src/documents/runtime";
import { GM_ID, PLAYER_ID, type PackDocument } from "../../sandbox/src/server/seed";
import { World } from "../../sandbox/src/server/world";
import { LocalTransport } from "../../sandbox/src/testing/local-transport";

export { GM_ID, PLAYER_ID };

export class CharacterData extends TypeDataModel {
  declare hp: { value: number; max: number; pct?: number };
  declare acc: number;
  static override defineSchema(): Record<string, DataField> {
    return {
      hp: new SchemaField({
        value: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 10 }),
        max: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 10 }),
      }),
      acc: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    };
  }
  static override migrateData(source: AnyObject): AnyObject {
    if (typeof source.health === "number") {
      source.hp = { ...((source.hp as AnyObject) ?? {}), value: source.health };
      delete source.health;
    }
    return super.migrateData(source);
  }
  override prepareDerivedData(): void {
    this.hp.pct = Math.round((100 * this.hp.value) / this.hp.max);
  }
}

export class WeaponData extends TypeDataModel {
  static override defineSchema(): Record<string, DataField> {
    return { damage: new StringField({ required: true, blank: false, initial: "1d6" }) };
  }
}

const actor = (
  id: string,
  name: string,
  type: string,
  system: AnyObject,
  flags: AnyObject,
  items: AnyObject[] = [],
): PackDocument => ({
  pack: "samples",
  documentType: "Actor",
  source: {
    _id: id,
    _key: `!actors!${id}`,
    name,
    type,
    system,
    items,
    prototypeToken: { disposition: type === "character" ? 1 : -1 },
    flags: { tempo: flags },
  },
});

export const SAMPLE_PACK: PackDocument[] = [
  actor(
    "heroActor0000001",
    "Hero",
    "character",
    { health: 12, hp: { max: 12 }, acc: 5 },
    { sampleEncounter: "alpha", samplePlayer: true },
    [{ _id: "heroSword0000001", name: "Sword", type: "weapon", system: { damage: "1d8" } }],
  ),
  actor(
    "goblinActor00001",
    "Goblin",
    "npc",
    { hp: { value: 7, max: 7 }, acc: 2 },
    { sampleEncounter: "alpha" },
  ),
  actor("ogreActor0000001", "Ogre", "npc", { hp: { value: 30, max: 30 } }, { sampleEncounter: "beta" }),
];

export const SYSTEM = {
  id: "tempo",
  version: "0.0.1",
  title: "fixture",
  documentTypes: { Actor: { character: {}, npc: {} }, Item: { weapon: {} } },
  initiative: "1d20",
};

/** Boots one client (as `userId`) on a fresh world; `others` receives what other clients would. */
export function setupClient(
  userId: string = GM_ID,
  packs: PackDocument[] = SAMPLE_PACK,
): {
  world: World;
  game: Game;
  transport: LocalTransport;
  events: ServerEvent[];
} {
  for (const c of Object.values(runtime.collections)) c.clear();
  runtime.hooks = new (runtime.hooks.constructor as new () => typeof runtime.hooks)();
  const world = new World({ systemId: "tempo", packs }, "alpha");
  const CONFIG = createConfig() as { Actor: AnyObject; Item: AnyObject };
  CONFIG.Actor.dataModels = { character: CharacterData, npc: CharacterData };
  CONFIG.Item.dataModels = { weapon: WeaponData };
  const events: ServerEvent[] = [];
  const client: { game?: Game } = {};
  const transport = new LocalTransport(world, userId, (event) => {
    events.push(event);
    if (client.game) handleServerEvent(client.game, event, () => undefined);
  });
  const game = new Game(SYSTEM, transport, userId, new Map());
  client.game = game;
  game.loadWorld(world.snapshot());
  return { world, game, transport, events };
}
