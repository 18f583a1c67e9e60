// The browser boot: runtime -> system.json -> esmodules -> init -> languages -> i18nInit -> setup ->
// world -> UI -> ready, as Foundry's client starts a world.
import Handlebars from "handlebars";
import { ChatLog } from "../apps/chat-log";
import { CombatTracker } from "../apps/combat-tracker";
import { sandboxCanvas } from "../documents/token";
import { canvasLog } from "../apps/combat-tracker-actions";
import { DialogV2 } from "../apps/dialog";
import { registerHelpers } from "../apps/helpers";
import { Notifications } from "../apps/notifications";
import { registerCoreSheets } from "../apps/sheets";
import { registerJournalSheet } from "../apps/journal-sheet";
import { registerTokenConfig } from "../apps/token-config";
import { appRegistry } from "../apps/registry";
import type { ServerEvent, WorldSnapshot } from "../core/protocol";
import { stats } from "../core/stats";
import type { AnyObject } from "../core/utils";
import { queueDice, seedDice, diceConfig } from "../dice/random";
import { Roll } from "../dice/roll";
import { runtime } from "../documents/runtime";
import { handleServerEvent } from "./events";
import { createConfig, Game, type SystemInfo } from "./game";
import { HttpTransport } from "./http-transport";
import { installModules } from "./dice-so-nice";
import { CONST, createNamespace, documentClasses, fromUuid, fromUuidSync } from "./namespace";
import { directory, mountApplications, renderBar, setStatus, USERS } from "./page";
import { syncUi, type UiHandles } from "./ui-sync";
import { bindDirectoryDrop, bindHotbarSync, bindSceneDrop, hotbar, renderPacks } from "./hotbar";
import { createSampleCombat } from "./sample-combat";
import { CORE_TRANSLATIONS } from "../core/i18n";
import { TooltipManager } from "./tooltip";
import { renderSettingsTab } from "./settings-config";

async function getJSON<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

function localStore(): Map<string, unknown> {
  const prefix = "sandbox.setting.";
  const map = new Map<string, unknown>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix))
      map.set(key.slice(prefix.length), JSON.parse(localStorage.getItem(key) ?? "null"));
  }
  const set = map.set.bind(map);
  map.set = (key, value) => {
    localStorage.setItem(prefix + key, JSON.stringify(value));
    return set(key, value);
  };
  return map;
}

export async function boot(): Promise<void> {
  const sandbox: AnyObject = {
    ready: false,
    stats,
    seedDice,
    queueDice,
    hooks: runtime.hooks.history,
    errors: [] as string[],
    // what the canvas would have done for the tracker's rows (highlight, pan, ping): there is none
    canvas: canvasLog,
  };
  Object.assign(window, { __sandbox: sandbox });
  window.addEventListener("error", (e) => (sandbox.errors as string[]).push(String(e.message)));
  window.addEventListener("unhandledrejection", (e) =>
    (sandbox.errors as string[]).push(String((e.reason as Error)?.message ?? e.reason)),
  );
  const params = new URLSearchParams(location.search);
  const userId = params.get("user") ?? USERS[0]?.id ?? "";
  // v13 renders the page under body.theme-light or body.theme-dark (the user's colour scheme)
  appRegistry.theme = params.get("theme") === "dark" ? "dark" : "light";
  document.body.classList.remove("theme-light", "theme-dark");
  document.body.classList.add(`theme-${appRegistry.theme}`);
  const first = await getJSON<WorldSnapshot>("/api/world");
  const systemId = first.system.id;
  const manifest = await getJSON<
    SystemInfo & { esmodules?: string[]; styles?: string[]; languages?: { lang: string; path: string }[] }
  >(`/systems/${systemId}/system.json`);
  setStatus(`Loading ${manifest.title ?? systemId} ${manifest.version ?? ""}`);

  const transport = new HttpTransport(userId);
  const CONFIG = createConfig();
  const game = new Game(manifest, transport, userId, localStore());
  // game.modules, and Dice So Nice's stub when the page asks for it (?modules=dice-so-nice)
  sandbox.dice3d = installModules(params, game, runtime.hooks);
  // As in Foundry, stored world settings can be read from `init` on.
  game.worldSettings = { ...first.settings };
  const notifications = new Notifications();
  const ui: AnyObject & UiHandles = { notifications, chat: null, combat: null, directory, hotbar };
  appRegistry.localize = (key) => game.i18n.localize(key);
  game.tooltip = new TooltipManager((key) => game.i18n.localize(key));
  appRegistry.notifyError = (message) => void notifications.error(message);
  appRegistry.notifyWarn = (message) => void notifications.warn(message);
  runtime.confirm = async (title, content) =>
    (await DialogV2.confirm({ window: { title }, content })) === true;
  registerHelpers(Handlebars, (key, data) => game.i18n.format(key, data));
  mountApplications();
  Object.assign(globalThis, {
    foundry: createNamespace(),
    game,
    CONFIG,
    CONST,
    Hooks: runtime.hooks,
    ui,
    Roll,
    Handlebars,
    fromUuid,
    fromUuidSync,
    // no drawn canvas: only the token layer's selection (documents/token.ts)
    canvas: sandboxCanvas,
    ...documentClasses,
  });

  for (const href of manifest.styles ?? []) {
    document.head.append(
      Object.assign(document.createElement("link"), {
        rel: "stylesheet",
        href: `/systems/${systemId}/${href}`,
      }),
    );
  }
  registerCoreSheets();
  registerJournalSheet();
  registerTokenConfig();
  for (const path of manifest.esmodules ?? [])
    await import(/* @vite-ignore */ `/systems/${systemId}/${path}`);
  runtime.hooks.callAll("init");
  // Foundry's own strings first, then the system's (which may override them)
  game.i18n.addTranslations(CORE_TRANSLATIONS);
  for (const lang of (manifest.languages ?? []).filter((l) => l.lang === "en")) {
    game.i18n.addTranslations(await getJSON<AnyObject>(`/systems/${systemId}/${lang.path}`));
  }
  runtime.hooks.callAll("i18nInit");
  runtime.hooks.callAll("setup");

  const pending: ServerEvent[] = [];
  let live = false;
  const onReset = (): void => location.reload();
  await transport.connect((event) => (live ? handleServerEvent(game, event, onReset) : pending.push(event)));
  let snapshot = await getJSON<WorldSnapshot>("/api/world");
  game.worldSettings = { ...snapshot.settings };
  const rulesetKey = `${systemId}.ruleset`;
  const ruleset = game.settings.settings.has(rulesetKey)
    ? String(game.settings.get(systemId, "ruleset") ?? "")
    : null;
  const isGM = snapshot.users.some((u) => u._id === userId && Number(u.role) >= 3);
  // the stand-in's sample worlds follow the ruleset: a switch reseeds them (a new world keeps what it has)
  if (isGM && !snapshot.newWorld && snapshot.seededRuleset !== ruleset) {
    await transport.reset(ruleset);
    pending.length = 0;
    snapshot = await getJSON<WorldSnapshot>("/api/world");
  }
  game.loadWorld(snapshot);
  for (const event of pending.splice(0)) handleServerEvent(game, event, onReset);
  live = true;
  // As a GM would: an encounter with every sample actor, created through the system's own Combat
  // class, so its creation hooks (e.g. Tempo recording the ruleset) run as in Foundry.
  if (isGM && snapshot.sampleCombatPending) await createSampleCombat(game);

  const Tracker = ((CONFIG.ui as AnyObject).combat as typeof CombatTracker | undefined) ?? CombatTracker;
  ui.combat = new Tracker();
  ui.chat = new ChatLog();
  syncUi(ui);
  renderBar(game, transport);
  renderSettingsTab();
  directory.render();
  renderPacks();
  bindDirectoryDrop();
  bindSceneDrop();
  bindHotbarSync();
  hotbar.render();
  await Promise.all([ui.chat.render({ force: true }), (ui.combat as CombatTracker).render({ force: true })]);
  game.ready = true;
  runtime.hooks.callAll("ready");
  setStatus(
    snapshot.notice ?? `${manifest.title ?? systemId}: ${game.user?.name ?? userId}`,
    snapshot.notice ? "error" : "info",
  );
  Object.assign(sandbox, { ready: true, notice: snapshot.notice, diceConfig });
}
