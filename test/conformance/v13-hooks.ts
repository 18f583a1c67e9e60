/**
 * The Foundry v13 hook events Tempo relies on, each with where v13 documents it. The API pages are
 * under https://foundryvtt.com/api/v13/ (module `hookEvents`, "a listing of the hooks called by
 * core"). Many hooks are generic: the event is documented once and its name is built from a
 * document or application class name.
 */
const API = "https://foundryvtt.com/api/v13/functions/hookEvents";

/** Hooks with a fixed name. */
export const V13_HOOKS: Readonly<Record<string, string>> = {
  init: `${API}.init.html (core lifecycle: init -> i18nInit -> setup -> ready)`,
  i18nInit: `${API}.i18nInit.html`,
  setup: `${API}.setup.html`,
  ready: `${API}.ready.html`,
  renderChatMessageHTML: `${API}.renderChatMessageHTML.html (v13: the message and an HTMLElement)`,
  combatStart: `${API}.combatStart.html (the combat and its mutable updateData, before the update; Combat#startCombat calls it)`,
  hotbarDrop: `${API}.hotbarDrop.html (the Hotbar, the dropped data and the slot; returning false prevents core's handling)`,
};

/**
 * Generic document hooks (hookEvents.preCreateDocument, createDocument, preUpdateDocument,
 * updateDocument, preDeleteDocument, deleteDocument): the prefix followed by a document name.
 */
export const V13_DOCUMENT_HOOK_PREFIXES = [
  "preCreate",
  "create",
  "preUpdate",
  "update",
  "preDelete",
  "delete",
] as const;
export const V13_DOCUMENT_NAMES = [
  "Actor",
  "Item",
  "Combat",
  "Combatant",
  "ChatMessage",
  "Token",
  "User",
  "Scene",
  "ActiveEffect",
] as const;

/**
 * Generic application hooks (hookEvents.renderApplicationV2, closeApplicationV2...): the prefix
 * followed by the name of a class in the rendered application's chain. The core classes Tempo's
 * applications extend are listed (foundry.applications.sidebar.tabs.CombatTracker, the sheets).
 */
export const V13_APPLICATION_HOOK_PREFIXES = ["render", "close", "preRender"] as const;
export const V13_APPLICATION_NAMES = [
  "ApplicationV2",
  "CombatTracker",
  "ChatLog",
  "ActorSheetV2",
  "ItemSheetV2",
  "DocumentSheetV2",
  "DialogV2",
] as const;

export const HOOK_DOCS = {
  document: `${API}.preCreateDocument.html and siblings (createDocument, updateDocument, ...)`,
  application: `${API}.renderApplicationV2.html and siblings`,
};

/** Whether `name` is a v13 hook event as documented above. */
export function isV13Hook(name: string): boolean {
  if (name in V13_HOOKS) return true;
  const generic = (prefixes: readonly string[], names: readonly string[]): boolean =>
    prefixes.some((p) => names.some((n) => name === `${p}${n}`));
  return (
    generic(V13_DOCUMENT_HOOK_PREFIXES, V13_DOCUMENT_NAMES) ||
    generic(V13_APPLICATION_HOOK_PREFIXES, V13_APPLICATION_NAMES)
  );
}
