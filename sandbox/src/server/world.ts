// The world server's state: documents in memory, write batches checked for ownership, changes and
// socket messages relayed to the connected clients.
import { canModify, isGM, type UserLike } from "../core/permissions";
import {
  EMBEDDED,
  WORLD_COLLECTIONS,
  type DocumentName,
  type ModifyAction,
  type ModifyRequest,
  type ModifyResult,
  type PackSnapshot,
  type ParentRef,
  type ServerEvent,
  type WorldCollectionKey,
  type WorldSnapshot,
} from "../core/protocol";
import { deepClone, isValidId, mergeObject, randomID, type AnyObject } from "../core/utils";
import { syntheticSource } from "../core/synthetic";
import { seedWorld, stripPackKeys, type SeedInput, type WorldState } from "./seed";

interface Store {
  parent?: AnyObject;
  get(id: string): AnyObject | undefined;
  set(source: AnyObject): void;
  update(id: string, changes: AnyObject): void;
  delete(id: string): void;
}

type Access = Pick<Store, "get" | "set" | "delete">;

function listStore(parent: AnyObject | undefined, access: Access): Store {
  const store: Store = {
    ...access,
    update: (id, changes) => {
      const existing = access.get(id);
      if (existing) access.set(mergeObject(deepClone(existing), changes, { performDeletions: true }));
    },
  };
  if (parent) store.parent = parent;
  return store;
}

function arrayAccess(list: () => AnyObject[]): Access {
  return {
    get: (id) => list().find((d) => d._id === id),
    set: (source) => {
      const l = list();
      const index = l.findIndex((d) => d._id === source._id);
      if (index >= 0) l[index] = source;
      else l.push(source);
    },
    delete: (id) => {
      const l = list();
      const index = l.findIndex((d) => d._id === id);
      if (index >= 0) l.splice(index, 1);
    },
  };
}

export class WorldError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Client {
  userId: string;
  send: (event: ServerEvent) => void;
}

/** A write the world server is to refuse once (a test's control: see `World#failNext`). */
interface Fault {
  documentName: DocumentName;
  action: ModifyAction;
}

export class World {
  state: WorldState;
  readonly clients = new Map<string, Client>();
  readonly #faults: Fault[] = [];

  constructor(
    readonly seed: SeedInput,
    ruleset: string | null = null,
  ) {
    this.state = seedWorld(seed, ruleset);
  }

  /** Reseeds the world; every client but the requesting one (which reloads itself) is told. */
  reset(ruleset: string | null, settings: Record<string, unknown> = {}, requesterClientId?: string): void {
    this.state = seedWorld(this.seed, ruleset);
    Object.assign(this.state.settings, settings);
    this.#broadcast({ type: "reset" }, requesterClientId);
  }

  snapshot(): WorldSnapshot {
    const s = this.state;
    return deepClone({
      world: { id: "sandbox", title: "Tempo Sandbox" },
      system: { id: this.seed.systemId },
      users: [...s.users.values()],
      actors: [...s.actors.values()],
      items: [...s.items.values()],
      combats: [...s.combats.values()],
      messages: [...s.messages.values()],
      scenes: [...s.scenes.values()],
      macros: [...s.macros.values()],
      packs: this.#packs(),
      settings: s.settings,
      worldTime: s.worldTime,
      activeUsers: this.activeUsers(),
      seededRuleset: s.seededRuleset,
      newWorld: s.newWorld,
      sampleCombatPending: s.sampleCombatPending,
      notice: s.notice,
    });
  }

  /** The system's packs as the clients see them (read-only: no write reaches a pack). */
  #packs(): PackSnapshot[] {
    const packs = new Map<string, PackSnapshot>();
    for (const doc of this.seed.packs) {
      const pack = packs.get(doc.pack) ?? {
        name: doc.pack,
        label: doc.pack,
        type: doc.documentType,
        documents: [],
      };
      pack.documents.push(stripPackKeys(doc.source));
      packs.set(doc.pack, pack);
    }
    return [...packs.values()];
  }

  activeUsers(): string[] {
    return [...new Set([...this.clients.values()].map((c) => c.userId))];
  }

  user(userId: string): UserLike & AnyObject {
    const user = this.state.users.get(userId);
    if (!user) throw new WorldError(403, `Unknown user ${userId}`);
    return user as UserLike & AnyObject;
  }

  connect(clientId: string, userId: string, send: (event: ServerEvent) => void): () => void {
    this.user(userId);
    this.clients.set(clientId, { userId, send });
    this.#broadcast({ type: "users", active: this.activeUsers() });
    return () => {
      this.clients.delete(clientId);
      this.#broadcast({ type: "users", active: this.activeUsers() });
    };
  }

  /**
   * For tests: the next write batch of this kind fails as a server error, writing nothing, as a write
   * can fail in Foundry (a database error, a lost connection, a server-side check). The client's call
   * rejects; no other client hears of it.
   */
  failNext(fault: Fault): void {
    this.#faults.push(fault);
  }

  /** Applies one write batch atomically (every document is checked before any is written). */
  modify(req: ModifyRequest): ModifyResult {
    const fault = this.#faults.findIndex(
      (f) => f.documentName === req.documentName && f.action === req.action,
    );
    if (fault >= 0) {
      this.#faults.splice(fault, 1);
      throw new WorldError(
        500,
        `The world server could not ${req.action} ${req.documentName} (a test's fault)`,
      );
    }
    const user = this.user(req.userId);
    const store = this.#store(req);
    const options = req.options ?? {};
    const denied = (what: string): WorldError =>
      new WorldError(
        403,
        `User ${String(user.name)} lacks permission to ${req.action} ${req.documentName} ${what}`,
      );
    const ctx = {
      documentName: req.documentName,
      user,
      parent: store.parent,
      actor: (id: string) => this.state.actors.get(id),
    };
    let result: AnyObject[] | string[];
    if (req.action === "create") {
      const created = (req.data ?? []).map((d) => {
        const source = deepClone(d);
        const keep = options.keepId === true && isValidId(source._id);
        source._id = keep ? source._id : randomID();
        // Embedded documents created with their parent get ids too, as Foundry's server gives them.
        for (const [, { parent, field }] of Object.entries(EMBEDDED)) {
          if (parent !== req.documentName || !Array.isArray(source[field])) continue;
          for (const child of source[field] as AnyObject[]) {
            if (!(keep && isValidId(child._id))) child._id = randomID();
          }
        }
        if (store.get(String(source._id)))
          throw new WorldError(409, `${req.documentName} ${String(source._id)} already exists`);
        if (!canModify({ ...ctx, action: "create", source })) throw denied("");
        return source;
      });
      for (const s of created) store.set(s);
      // The sample combat is in place once it has combatants (created with it, or added after).
      const withCombatants = (s: AnyObject): boolean =>
        Array.isArray(s.combatants) && s.combatants.length > 0;
      if (req.documentName === "Combatant" || (req.documentName === "Combat" && created.some(withCombatants)))
        this.state.sampleCombatPending = false;
      result = deepClone(created);
    } else if (req.action === "update") {
      const updated = (req.data ?? []).map((change) => {
        const id = String(change._id);
        const existing = store.get(id);
        if (!existing) throw new WorldError(404, `${req.documentName} ${id} does not exist`);
        const changes = deepClone(change);
        delete changes._id;
        if (!canModify({ ...ctx, action: "update", source: existing, changes })) throw denied(`[${id}]`);
        return { id, changes };
      });
      for (const u of updated) store.update(u.id, u.changes);
      // v13: the server moves the combat's turn with a Combatant batch that carries `combatTurn`
      // (a player's own initiative roll may move it, though the player may not update the combat).
      if (req.documentName === "Combatant" && store.parent && typeof options.combatTurn === "number")
        store.parent.turn = options.combatTurn;
      result = updated.map((u) => ({ ...u.changes, _id: u.id }));
    } else {
      const ids = req.ids ?? [];
      for (const id of ids) {
        const existing = store.get(id);
        if (!existing) throw new WorldError(404, `${req.documentName} ${id} does not exist`);
        if (!canModify({ ...ctx, action: "delete", source: existing })) throw denied(`[${id}]`);
      }
      for (const id of ids) store.delete(id);
      result = [...ids];
    }
    const out: ModifyResult = {
      action: req.action,
      documentName: req.documentName,
      result,
      options,
      userId: user._id,
    };
    if (req.parent) out.parent = req.parent;
    this.#broadcast({ type: "modify", ...deepClone(out) }, req.clientId);
    return out;
  }

  #store(req: ModifyRequest): Store {
    if (!req.parent) {
      const collection = this.#collection(req.documentName);
      return listStore(undefined, {
        get: (id) => collection.get(id),
        set: (source) => void collection.set(String(source._id), source),
        delete: (id) => void collection.delete(id),
      });
    }
    // A synthetic token actor: its source is the base actor's with the token's delta over it, and
    // its changes are written into the delta, never into the base actor (Foundry's ActorDelta).
    if (req.documentName === "Actor" && req.parent.documentName === "Token") {
      const token = this.#token(req.parent);
      const synthetic = (id: string): AnyObject | undefined =>
        id === token.actorId && token.actorLink !== true ? this.#synthetic(token) : undefined;
      return {
        get: synthetic,
        set: () => {
          throw new WorldError(400, "A token's synthetic actor is created with its token");
        },
        update: (_id, changes) => {
          const delta = (token.delta ??= {}) as AnyObject;
          mergeObject(delta, changes);
        },
        delete: () => {
          throw new WorldError(400, "A token's synthetic actor is deleted with its token");
        },
      };
    }
    const field =
      req.documentName === "Item" ? "items" : req.documentName === "ActiveEffect" ? "effects" : null;
    if (field && req.parent.documentName === "Actor" && req.parent.parent) {
      // Items and effects of a synthetic actor live in the token's delta (v13 ActorDelta): the base
      // actor's list is copied into it on the first write (the sandbox keeps the whole list there;
      // Foundry keeps only the differences, with tombstones for deletions).
      const token = this.#token(req.parent.parent);
      const parent = this.#synthetic(token);
      if (!parent || String(parent._id) !== req.parent.id)
        throw new WorldError(404, `Actor ${req.parent.id} is not the actor of token ${String(token._id)}`);
      const delta = (token.delta ??= {}) as AnyObject;
      const list = (): AnyObject[] =>
        (delta[field] ??= deepClone((parent[field] ?? []) as AnyObject[])) as AnyObject[];
      return listStore(parent, arrayAccess(list));
    }
    const embedded = EMBEDDED[req.documentName];
    if (!embedded || embedded.parent !== req.parent.documentName)
      throw new WorldError(400, `${req.documentName} cannot be embedded in ${req.parent.documentName}`);
    const parent = this.#collection(embedded.parent).get(req.parent.id);
    if (!parent) throw new WorldError(404, `${req.parent.documentName} ${req.parent.id} does not exist`);
    return listStore(
      parent,
      arrayAccess(() => (parent[embedded.field] ??= []) as AnyObject[]),
    );
  }

  /** A token of a scene, from its parent reference. */
  #token(ref: ParentRef): AnyObject {
    const sceneId = ref.parent?.documentName === "Scene" ? ref.parent.id : "";
    const scene = this.state.scenes.get(sceneId);
    const token = ((scene?.tokens ?? []) as AnyObject[]).find((t) => t._id === ref.id);
    if (!token) throw new WorldError(404, `Token ${ref.id} of Scene ${sceneId} does not exist`);
    return token;
  }

  /** The source of an unlinked token's synthetic actor: the base actor with the delta merged over it. */
  #synthetic(token: AnyObject): AnyObject | undefined {
    return syntheticSource(this.state.actors.get(String(token.actorId)), token);
  }

  #collection(documentName: DocumentName): Map<string, AnyObject> {
    const key: WorldCollectionKey | undefined = WORLD_COLLECTIONS[documentName];
    if (!key) throw new WorldError(400, `${documentName} is not a world collection`);
    return this.state[key];
  }

  /** Relays a system socket message to every other connected client. */
  socket(clientId: string, channel: string, payload: unknown): void {
    const client = this.clients.get(clientId);
    if (!client) throw new WorldError(400, `Unknown client ${clientId}`);
    // core's own "reload" event (SettingsConfig.reloadConfirm({ world: true })): a GM's reloads every
    // other client; anyone else's reaches no one
    if (channel === "reload") {
      if (isGM(this.user(client.userId))) this.#broadcast({ type: "reload" }, clientId);
      return;
    }
    if (!channel.startsWith("system.") && !channel.startsWith("module."))
      throw new WorldError(400, `Bad channel ${channel}`);
    this.#broadcast(
      { type: "socket", channel, payload: deepClone(payload), userId: client.userId },
      clientId,
    );
  }

  setSetting(userId: string, clientId: string, key: string, value: unknown): void {
    const user = this.user(userId);
    if (!isGM(user))
      throw new WorldError(403, `User ${String(user.name)} lacks permission to update world setting ${key}`);
    this.state.settings[key] = deepClone(value);
    this.#broadcast({ type: "setting", key, value, userId }, clientId);
  }

  advanceTime(userId: string, clientId: string, delta: number): number {
    if (!isGM(this.user(userId))) throw new WorldError(403, "Only a GM may advance the world time");
    if (!Number.isFinite(delta)) throw new WorldError(400, "The time delta must be a number");
    this.state.worldTime += delta;
    this.#broadcast({ type: "time", worldTime: this.state.worldTime, delta, userId }, clientId);
    return this.state.worldTime;
  }

  #broadcast(event: ServerEvent, exceptClientId?: string): void {
    for (const [id, client] of this.clients) {
      if (id === exceptClientId) continue;
      try {
        client.send(event);
      } catch {
        this.clients.delete(id);
      }
    }
  }
}
