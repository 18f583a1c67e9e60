// The `game` object and CONFIG: the client's view of one world, as one user.
import type { Collection } from "../core/collection";
import { Localization } from "../core/i18n";
import type { WorldSnapshot } from "../core/protocol";
import { ClientSettings } from "../core/settings";
import type { AnyObject } from "../core/utils";
import { diceConfig } from "../dice/random";
import { ActiveEffect, CORE_STATUS_EFFECTS, SPECIAL_STATUS_EFFECTS } from "../documents/active-effect";
import { Actor, Item } from "../documents/actor";
import { ChatMessage } from "../documents/chat-message";
import { Combat, Combatant } from "../documents/combat";
import type { ClientDocument } from "../documents/document";
import { currentUser, runtime, type Transport } from "../documents/runtime";
import { Scene, TokenDocument } from "../documents/scene";
import { User } from "../documents/user";
import { Macro } from "../documents/macro";
import { CompendiumCollection } from "../documents/compendium";
import { JournalEntry, JournalEntryPage } from "../documents/journal";

/**
 * A `game.socket.on` listener. Foundry's server hands it the sending user's id as its second argument,
 * taken from the authenticated connection, never from the payload (so a handler can trust it).
 */
type SocketHandler = (payload: unknown, senderId: string) => void;

export interface SystemInfo {
  id: string;
  version: string;
  title: string;
  documentTypes: Record<string, Record<string, unknown>>;
  initiative: string;
  [key: string]: unknown;
}

const config = (documentClass: typeof ClientDocument): AnyObject => ({
  documentClass,
  dataModels: {},
  typeLabels: {},
  sheetClasses: {},
});

export function createConfig(): AnyObject {
  const CONFIG: AnyObject = {
    // trackableAttributes: what the token configuration offers for bars and values (empty: inferred)
    Actor: { ...config(Actor), trackableAttributes: {} },
    Item: config(Item),
    Combat: { ...config(Combat), initiative: { formula: null, decimals: 2 } },
    Combatant: config(Combatant),
    ChatMessage: config(ChatMessage),
    User: config(User),
    Scene: config(Scene),
    Token: config(TokenDocument),
    Macro: config(Macro),
    JournalEntry: config(JournalEntry),
    JournalEntryPage: config(JournalEntryPage),
    ActiveEffect: config(ActiveEffect),
    // core's token status effects; a system replaces or extends the array at init
    statusEffects: CORE_STATUS_EFFECTS.map((s) => ({ ...s })),
    // the statuses core gives a meaning of its own: DEFEATED makes a combatant defeated
    // (Combatant#isDefeated) as its overlay shows it dead
    specialStatusEffects: { ...SPECIAL_STATUS_EFFECTS },
    Dice: diceConfig,
    ui: {},
    time: { roundTime: 6, turnTime: 0 },
  };
  runtime.config = CONFIG as typeof runtime.config;
  return CONFIG;
}

export class Game {
  system: SystemInfo;
  world = { id: "sandbox", title: "Tempo Sandbox" };
  ready = false;
  readonly i18n = new Localization();
  readonly settings: ClientSettings;
  readonly socket: {
    on(channel: string, fn: SocketHandler): void;
    off(channel: string, fn?: SocketHandler): void;
    emit(channel: string, payload: unknown): void;
  };
  readonly time: { readonly worldTime: number; advance(delta: number): Promise<number> };
  readonly sockets = new Map<string, Set<SocketHandler>>();
  worldTime = 0;
  worldSettings: Record<string, unknown> = {};
  [key: string]: unknown;

  constructor(system: SystemInfo, transport: Transport, userId: string, clientStorage: Map<string, unknown>) {
    this.system = system;
    runtime.transport = transport;
    runtime.userId = userId;
    runtime.systemId = system.id;
    runtime.documentTypes = system.documentTypes ?? {};
    runtime.initiativeFormula = system.initiative ?? "";
    runtime.primaryTokenAttribute =
      typeof system.primaryTokenAttribute === "string" ? system.primaryTokenAttribute : null;
    this.settings = new ClientSettings({
      isGM: () => Boolean((currentUser() as User | undefined)?.isGM),
      userId: () => runtime.userId,
      getWorld: (id) => this.worldSettings[id],
      setWorld: async (id, value) => {
        await transport.setSetting(id, value);
        this.worldSettings[id] = value;
      },
      getClient: (id) => clientStorage.get(id),
      setClient: (id, value) => void clientStorage.set(id, value),
    });
    this.settings.register("core", "rollMode", {
      scope: "client",
      config: false,
      type: String,
      default: "publicroll",
    });
    const sockets = this.sockets;
    this.socket = {
      on: (channel, fn) =>
        void (sockets.get(channel) ?? sockets.set(channel, new Set()).get(channel))?.add(fn),
      off: (channel, fn) => void (fn ? sockets.get(channel)?.delete(fn) : sockets.delete(channel)),
      emit: (channel, payload) => void transport.socket(channel, payload),
    };
    const advance = async (delta: number): Promise<number> => {
      const worldTime = await transport.advanceTime(delta);
      this.receiveTime(worldTime, delta, runtime.userId);
      return worldTime;
    };
    this.time = Object.defineProperty({ advance }, "worldTime", {
      get: () => this.worldTime,
      enumerable: true,
    }) as Game["time"];
  }

  receiveTime(worldTime: number, delta: number, userId: string): void {
    this.worldTime = worldTime;
    runtime.hooks.callAll("updateWorldTime", worldTime, delta, {}, userId);
  }

  receiveSocket(channel: string, payload: unknown, senderId: string): void {
    for (const fn of this.sockets.get(channel) ?? []) {
      try {
        fn(payload, senderId);
      } catch (err) {
        console.error(`sandbox: socket handler for ${channel} failed`, err);
      }
    }
  }

  get user(): User | undefined {
    return currentUser() as User | undefined;
  }
  get userId(): string {
    return runtime.userId;
  }
  get users(): Collection<ClientDocument> & { activeGM?: User | null } {
    const users = runtime.collections.users as Collection<ClientDocument> & { activeGM?: User | null };
    if (!Object.getOwnPropertyDescriptor(users, "activeGM")) {
      Object.defineProperty(users, "activeGM", {
        get: () =>
          (users
            .filter((u) => (u as User).isGM && (u as User).active)
            .sort((a, b) => String(a.id).localeCompare(String(b.id)))[0] as User | undefined) ?? null,
      });
    }
    return users;
  }
  get actors(): Collection<ClientDocument> {
    return runtime.collections.actors;
  }
  get items(): Collection<ClientDocument> {
    return runtime.collections.items;
  }
  get macros(): Collection<ClientDocument> {
    return runtime.collections.macros;
  }
  /** The system's compendium packs, keyed `<system>.<name>` (v13 `game.packs`). */
  get packs(): Collection<CompendiumCollection> {
    return runtime.packs;
  }
  get messages(): Collection<ClientDocument> {
    return runtime.collections.messages;
  }
  get combats(): Collection<ClientDocument> & { active?: Combat | null } {
    const combats = runtime.collections.combats as Collection<ClientDocument> & { active?: Combat | null };
    if (!Object.getOwnPropertyDescriptor(combats, "active")) {
      Object.defineProperty(combats, "active", {
        get: () => (combats.find((c) => (c as Combat).active) as Combat | undefined) ?? null,
      });
    }
    return combats;
  }
  /** The world's scenes; `active` is the one players see (the sandbox has no canvas to view another). */
  get scenes(): Collection<ClientDocument> & { active?: Scene | null; viewed?: Scene | null } {
    const scenes = runtime.collections.scenes as Collection<ClientDocument> & {
      active?: Scene | null;
      viewed?: Scene | null;
    };
    if (!Object.getOwnPropertyDescriptor(scenes, "active")) {
      const active = (): Scene | null =>
        (scenes.find((s) => (s as Scene).active) as Scene | undefined) ?? null;
      Object.defineProperty(scenes, "active", { get: active });
      Object.defineProperty(scenes, "viewed", { get: active });
    }
    return scenes;
  }
  get combat(): Combat | null {
    return this.combats.active ?? null;
  }

  /** Builds every world document from a snapshot (users, actors, items, combats, messages). */
  loadWorld(snapshot: WorldSnapshot): void {
    const c = runtime.collections;
    for (const collection of Object.values(c)) collection.clear();
    // this client's own user is connected (Foundry's `ready` comes after its socket connects), even when
    // the snapshot was taken between a reloaded page's old connection closing and its new one opening
    runtime.activeUsers = new Set([...snapshot.activeUsers, runtime.userId]);
    this.worldSettings = { ...snapshot.settings };
    this.worldTime = snapshot.worldTime;
    const load = (key: keyof typeof c, name: keyof typeof runtime.config, sources: AnyObject[]): void => {
      const Impl = runtime.config[name]?.documentClass;
      if (!Impl) throw new Error(`CONFIG.${name}.documentClass is not set`);
      for (const source of sources) {
        try {
          const doc = new Impl(source);
          c[key].set(String(doc.id), doc);
        } catch (err) {
          console.error(`sandbox: ${name} ${String(source._id)} is invalid and was not loaded`, err);
        }
      }
    };
    load("users", "User", snapshot.users);
    load("actors", "Actor", snapshot.actors);
    load("scenes", "Scene", snapshot.scenes ?? []);
    load("items", "Item", snapshot.items);
    load("combats", "Combat", snapshot.combats);
    load("messages", "ChatMessage", snapshot.messages);
    load("macros", "Macro", snapshot.macros ?? []);
    runtime.packs.clear();
    for (const pack of snapshot.packs ?? [])
      runtime.packs.set(`${this.system.id}.${pack.name}`, new CompendiumCollection(this.system.id, pack));
  }
}
