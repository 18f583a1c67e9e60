// The `foundry` namespace, CONST, fromUuid: what the runtime puts on `globalThis`.
import { Collection } from "../core/collection";
import { OWNERSHIP, ROLES } from "../core/protocol";
import { utils } from "../core/utils";
import { DataModel, TypeDataModel } from "../data/data-model";
import * as fields from "../data/fields";
import { Die, NumericTerm, OperatorTerm, StringTerm } from "../dice/terms";
import { ParentheticalTerm, Roll } from "../dice/roll";
import { ActiveEffect } from "../documents/active-effect";
import { Actor, Item } from "../documents/actor";
import { ChatMessage } from "../documents/chat-message";
import { Combat, Combatant } from "../documents/combat";
import type { ClientDocument } from "../documents/document";
import { runtime } from "../documents/runtime";
import { Scene, TokenDocument } from "../documents/scene";
import { User } from "../documents/user";
import { Macro } from "../documents/macro";
import { CompendiumCollection } from "../documents/compendium";
import { JournalEntry, JournalEntryPage } from "../documents/journal";
import { JournalEntrySheet } from "../apps/journal-sheet";
import { TokenConfig } from "../apps/token-config";
import { SettingsConfig } from "./settings-config";
import { WorldCollection } from "../documents/world-collection";
import { ApplicationV2 } from "../apps/application";
import { ChatLog } from "../apps/chat-log";
import { CombatTracker } from "../apps/combat-tracker";
import { DialogV2 } from "../apps/dialog";
import { getTemplate, HandlebarsApplicationMixin, loadTemplates, renderTemplate } from "../apps/handlebars";
import { appRegistry } from "../apps/registry";
import {
  ActorSheet,
  ActorSheetV2,
  DocumentSheetV2,
  ItemSheet,
  ItemSheetV2,
  sheetCollections,
} from "../apps/sheets";
import { FilePicker } from "../apps/file-picker";
import type { WorldCollectionKey } from "../core/protocol";

export const CONST = {
  DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP,
  TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 },
  USER_ROLES: ROLES,
  CHAT_MESSAGE_STYLES: { OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 },
  DICE_ROLL_MODES: { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" },
};

export const documentClasses = {
  Actor,
  Item,
  ActiveEffect,
  Combat,
  Combatant,
  ChatMessage,
  User,
  Scene,
  TokenDocument,
  Macro,
  JournalEntry,
  JournalEntryPage,
};

export function createNamespace(): Record<string, unknown> {
  return {
    utils: { ...utils, Collection },
    abstract: { DataModel, TypeDataModel },
    data: {
      fields: { ...fields },
      validation: { DataModelValidationError: fields.DataModelValidationError },
    },
    applications: {
      api: { ApplicationV2, HandlebarsApplicationMixin, DialogV2, DocumentSheetV2 },
      sheets: { ActorSheetV2, ItemSheetV2, TokenConfig, journal: { JournalEntrySheet } },
      settings: { SettingsConfig },
      sidebar: { tabs: { CombatTracker, ChatLog } },
      apps: { FilePicker },
      handlebars: { renderTemplate, loadTemplates, getTemplate },
      instances: appRegistry.instances,
    },
    appv1: { sheets: { ActorSheet, ItemSheet } },
    documents: {
      collections: { ...sheetCollections, CompendiumCollection, WorldCollection },
      ...documentClasses,
    },
    dice: { Roll, terms: { Die, NumericTerm, OperatorTerm, ParentheticalTerm, StringTerm } },
  };
}

const ROOTS: Record<string, WorldCollectionKey> = {
  Actor: "actors",
  Item: "items",
  Combat: "combats",
  ChatMessage: "messages",
  User: "users",
  Scene: "scenes",
};

/**
 * Resolves `Actor.<id>`, `Actor.<id>.Item.<id>`, `Combat.<id>.Combatant.<id>`, `ChatMessage.<id>`,
 * `Scene.<id>.Token.<id>` and a token's synthetic actor `Scene.<id>.Token.<id>.Actor.<id>` (and its
 * items).
 */
export function fromUuidSync(uuid: string): ClientDocument | null {
  const parts = uuid.split(".");
  const [root, id, ...rest] = parts;
  const key = ROOTS[root ?? ""];
  if (!key || !id) return null;
  let doc: ClientDocument | null = runtime.collections[key].get(id) ?? null;
  for (let i = 0; doc && i + 1 < rest.length; i += 2) {
    const name = rest[i] as "Item" | "ActiveEffect" | "Combatant" | "Token" | "Actor";
    try {
      doc = doc.getEmbeddedDocument(name, rest[i + 1] ?? "") ?? null;
    } catch {
      return null;
    }
  }
  return doc;
}

/**
 * A pack's document, `Compendium.<package>.<pack>.<Doc>.<id>` (and an embedded one below it), loaded
 * from the pack; null when the pack or the document does not exist.
 */
async function fromCompendiumUuid(uuid: string): Promise<ClientDocument | null> {
  const [, pkg, name, , id, ...rest] = uuid.split(".");
  const pack = runtime.packs.get(`${pkg ?? ""}.${name ?? ""}`);
  let doc: ClientDocument | null = (await pack?.getDocument(id ?? "")) ?? null;
  for (let i = 0; doc && i + 1 < rest.length; i += 2) {
    try {
      doc = doc.getEmbeddedDocument(rest[i] as "Item" | "ActiveEffect", rest[i + 1] ?? "") ?? null;
    } catch {
      return null;
    }
  }
  return doc;
}

export async function fromUuid(uuid: string): Promise<ClientDocument | null> {
  if (uuid.startsWith("Compendium.")) return fromCompendiumUuid(uuid);
  return fromUuidSync(uuid);
}
