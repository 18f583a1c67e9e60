// The initial world: a GM, a player owning one character, and the sample encounter of the active
// ruleset taken from the system's compendium packs (actors flagged `<system>.sampleEncounter`).
import { OWNERSHIP, ROLES } from "../core/protocol";
import { deepClone, isPlainObject, type AnyObject } from "../core/utils";

export const GM_ID = "SandboxGMUser001";
export const PLAYER_ID = "SandboxPlayer001";
export const SCENE_ID = "SandboxScene0001";

export interface PackDocument {
  pack: string;
  documentType: string;
  source: AnyObject;
}

export interface SeedInput {
  systemId: string;
  packs: PackDocument[];
  /** why no pack could be read, if so */
  packProblem?: string;
  /** false: no sample encounter is created, the world starts with no Combat (as a real world does) */
  sampleCombat?: boolean;
  /**
   * A new world, as Foundry's setup creates one: the two users and no actor, Combat or sample, whatever
   * the ruleset; the GM imports the samples. (Foundry's has no scene either: the stand-in, which has no
   * scene editor, gives it one empty active scene.)
   */
  newWorld?: boolean;
}

export interface WorldState {
  users: Map<string, AnyObject>;
  actors: Map<string, AnyObject>;
  items: Map<string, AnyObject>;
  combats: Map<string, AnyObject>;
  messages: Map<string, AnyObject>;
  scenes: Map<string, AnyObject>;
  macros: Map<string, AnyObject>;
  settings: Record<string, unknown>;
  worldTime: number;
  seededRuleset: string | null;
  newWorld: boolean;
  /** True until a Combat exists: the GM's client then creates the sample encounter's combat. */
  sampleCombatPending: boolean;
  notice: string | null;
}

const user = (_id: string, name: string, role: number, color: string): AnyObject => ({
  _id,
  name,
  role,
  color,
  character: null,
  flags: {},
});

/** Removes the pack-only keys (`_key`, `_stats`, `folder`) from a source, recursively for embedded ones. */
export function stripPackKeys(source: AnyObject): AnyObject {
  const out = deepClone(source);
  delete out._key;
  delete out._stats;
  delete out.folder;
  for (const field of ["items", "effects"]) {
    const list = out[field];
    if (Array.isArray(list)) out[field] = list.map((d: unknown) => (isPlainObject(d) ? stripPackKeys(d) : d));
  }
  return out;
}

function flag(source: AnyObject, systemId: string, key: string): unknown {
  const flags = source.flags;
  if (!isPlainObject(flags)) return undefined;
  const scope = flags[systemId];
  return isPlainObject(scope) ? scope[key] : undefined;
}

function disposition(source: AnyObject): unknown {
  const token = source.prototypeToken;
  return isPlainObject(token) ? token.disposition : undefined;
}

export function seedWorld(input: SeedInput, ruleset: string | null): WorldState {
  const state: WorldState = {
    users: new Map([
      [GM_ID, user(GM_ID, "Gamemaster", ROLES.GAMEMASTER, "#c0392b")],
      [PLAYER_ID, user(PLAYER_ID, "Player", ROLES.PLAYER, "#2e86c1")],
    ]),
    actors: new Map(),
    items: new Map(),
    combats: new Map(),
    messages: new Map(),
    scenes: new Map(),
    macros: new Map(),
    settings: {},
    worldTime: 0,
    seededRuleset: ruleset,
    newWorld: input.newWorld === true,
    sampleCombatPending: false,
    notice: null,
  };
  if (state.newWorld) {
    state.scenes.set(SCENE_ID, { _id: SCENE_ID, name: "Scene", active: true, tokens: [], flags: {} });
    return state;
  }
  const actors = input.packs
    .filter(
      (d) =>
        d.documentType === "Actor" &&
        ruleset !== null &&
        flag(d.source, input.systemId, "sampleEncounter") === ruleset,
    )
    .map((d) => stripPackKeys(d.source));
  if (actors.length === 0) {
    state.notice = input.packProblem
      ? `No sample encounter: ${input.packProblem}`
      : ruleset === null
        ? "No ruleset is active, so there is no sample encounter."
        : `The system's packs hold no actor flagged ${input.systemId}.sampleEncounter = "${ruleset}": the world is empty.`;
    return state;
  }
  const hero =
    actors.find((a) => flag(a, input.systemId, "samplePlayer") === true) ??
    actors.find((a) => disposition(a) === 1) ??
    actors.find((a) => a.type === "character");
  for (const actor of actors) {
    const ownership: Record<string, number> = { default: OWNERSHIP.NONE, [GM_ID]: OWNERSHIP.OWNER };
    if (actor === hero) ownership[PLAYER_ID] = OWNERSHIP.OWNER;
    actor.ownership = ownership;
    state.actors.set(String(actor._id), actor);
  }
  if (hero) {
    const player = state.users.get(PLAYER_ID);
    if (player) player.character = hero._id;
  }
  state.scenes.set(SCENE_ID, sampleScene(actors, input.systemId));
  state.sampleCombatPending = input.sampleCombat !== false;
  return state;
}

/**
 * A deterministic token id: `tk` + 13 characters of the actor's id + the token's number (1-9), so
 * reseeding gives the same ids.
 */
export const tokenId = (actorId: string, n: number): string => `tk${actorId.slice(2, 15)}${n}`;

/** A token placed from an actor's prototype token, as Foundry's `getTokenDocument` does. */
function placeToken(actor: AnyObject, n: number, at: number): AnyObject {
  const proto = (isPlainObject(actor.prototypeToken) ? actor.prototypeToken : {}) as AnyObject;
  const name = String(proto.name || actor.name);
  return {
    _id: tokenId(String(actor._id), n),
    name: n === 1 ? name : `${name} (${n})`,
    actorId: actor._id,
    actorLink: proto.actorLink === true,
    disposition: typeof proto.disposition === "number" ? proto.disposition : -1,
    // the prototype's first bar; without one the client's TokenDocument takes `primaryTokenAttribute`
    ...(isPlainObject(proto.bar1) ? { bar1: proto.bar1 } : {}),
    hidden: false,
    x: 100 * at,
    y: 100 * (n - 1),
    delta: {},
    flags: {},
  };
}

/**
 * The world's active scene with the sample encounter's tokens: one per actor, and as many more of an
 * actor as its `flags.<system>.sampleTokens` asks (e.g. two of one unlinked monster, each its own
 * synthetic actor), the extra ones placed after every first token, so the first tokens keep the order
 * of the actors.
 */
function sampleScene(actors: AnyObject[], systemId: string): AnyObject {
  const tokens = actors.map((a, i) => placeToken(a, 1, i));
  actors.forEach((a, i) => {
    const count = Number(flag(a, systemId, "sampleTokens") ?? 1);
    for (let n = 2; n <= Math.min(count, 9); n++) tokens.push(placeToken(a, n, i));
  });
  return { _id: SCENE_ID, name: "Sample Encounter", active: true, tokens, flags: {} };
}
