// The sandbox page around the system: top bar (user and ruleset switchers, reset), the actors
// directory with token targeting, and where applications mount.
import { statusEffects } from "../documents/active-effect";
import { appRegistry } from "../apps/registry";
import { reportError } from "../apps/app-types";
import type { Actor } from "../documents/actor";
import type { Combat } from "../documents/combat";
import { runtime } from "../documents/runtime";
import { activeScene, type TokenDocument } from "../documents/scene";
import { combatantOfToken, toggleCombat } from "./combat-toggle";
import type { Game } from "./game";
import type { HttpTransport } from "./http-transport";

export const USERS = [
  { id: "SandboxGMUser001", label: "Gamemaster (GM)" },
  { id: "SandboxPlayer001", label: "Player" },
];

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  text = "",
): HTMLElementTagNameMap[K] => {
  const node = Object.assign(document.createElement(tag), props);
  if (text) node.textContent = text;
  return node;
};

export function mountApplications(): void {
  appRegistry.mount = (app, node) => {
    const panel = app.id === "combat" ? "combat-panel" : app.id === "chat" ? "chat-panel" : "windows";
    const host = document.getElementById(panel) ?? document.body;
    if (panel === "windows") host.prepend(node);
    else host.replaceChildren(node);
  };
}

export function setStatus(text: string, kind: "info" | "error" = "info"): void {
  const status = document.getElementById("sandbox-status");
  if (status) {
    status.textContent = text;
    status.dataset.kind = kind;
  }
}

export function renderBar(game: Game, transport: HttpTransport): void {
  const bar = document.getElementById("sandbox-controls");
  if (!bar) return;
  const userSelect = el("select", { id: "sandbox-user", title: "Reload the page as this user" });
  for (const u of USERS)
    userSelect.append(el("option", { value: u.id, selected: u.id === runtime.userId }, u.label));
  userSelect.addEventListener("change", () => {
    const url = new URL(location.href);
    url.searchParams.set("user", userSelect.value);
    location.href = url.toString();
  });
  bar.replaceChildren(el("label", {}, "User "), userSelect);
  const themeSelect = el("select", { id: "sandbox-theme", title: "Reload under this colour scheme" });
  for (const theme of ["light", "dark"] as const)
    themeSelect.append(el("option", { value: theme, selected: theme === appRegistry.theme }, theme));
  themeSelect.addEventListener("change", () => {
    const url = new URL(location.href);
    url.searchParams.set("theme", themeSelect.value);
    location.href = url.toString();
  });
  bar.append(el("label", {}, " Theme "), themeSelect);

  const systemId = game.system.id;
  const config = game.settings.settings.get(`${systemId}.ruleset`);
  const isGM = Boolean(game.user?.isGM);
  if (config?.choices) {
    const rulesetSelect = el("select", {
      id: "sandbox-ruleset",
      disabled: !isGM,
      title: isGM ? "Switch ruleset (reloads)" : "Only the GM can switch the ruleset",
    });
    const current = String(game.settings.get(systemId, "ruleset"));
    for (const [value, label] of Object.entries(config.choices)) {
      rulesetSelect.append(el("option", { value, selected: value === current }, game.i18n.localize(label)));
    }
    rulesetSelect.addEventListener("change", () => {
      void (async () => {
        await game.settings.set(systemId, "ruleset", rulesetSelect.value);
        await transport.reset(rulesetSelect.value);
        location.reload();
      })();
    });
    bar.append(el("label", {}, " Ruleset "), rulesetSelect);
  } else
    bar.append(
      el("span", { className: "sandbox-note" }, ` (the system registers no ${systemId}.ruleset setting)`),
    );

  const reset = el("button", { id: "sandbox-reset", type: "button", disabled: !isGM }, "Reset world");
  reset.addEventListener("click", () => {
    void (async () => {
      const ruleset = config ? String(game.settings.get(systemId, "ruleset")) : null;
      await transport.reset(ruleset);
      location.reload();
    })();
  });
  bar.append(" ", reset);
}

/**
 * The actors panel. Foundry shows tokens on the canvas and actors in the Actors directory; the sandbox
 * has no canvas, so `#actor-directory` lists the active scene's tokens (each `data-token-id`; an
 * actor's first token also `data-actor-id`): **Open** shows the token's actor's sheet (an unlinked token's synthetic
 * actor), **Target** targets that token; world actors with no token on the scene follow (Open only:
 * an actor without a token cannot be targeted). `#world-actors` is the Actors directory: every world
 * actor (`data-document-id`), whose **Open** shows the world actor's own sheet (for an unlinked
 * monster, the base actor, which is in no combat), each entry draggable as `{ type: "Actor", uuid }`.
 */
export const directory = {
  render(): void {
    const list = document.getElementById("actor-directory");
    if (!list) return;
    list.replaceChildren();
    const scene = activeScene();
    const tokens = scene?.tokens.contents ?? [];
    const marked = new Set<string>();
    for (const token of tokens) {
      const actor = token.actor as Actor | null;
      if (!actor) continue;
      const placeable = token.object;
      const li = entry(actor, token.name || actor.name);
      li.dataset.tokenId = String(token.id);
      // `data-actor-id` marks an actor's FIRST token only, so that a selector by actor id names one
      // entry (the token a suite means by the actor); every entry has its `data-token-id`.
      if (marked.has(String(actor.id))) delete li.dataset.actorId;
      marked.add(String(actor.id));
      const target = el(
        "button",
        { type: "button", className: `target-toggle${placeable.isTargeted ? " active" : ""}` },
        placeable.isTargeted ? "Targeted" : "Target",
      );
      target.addEventListener("click", () => {
        placeable.setTarget(!placeable.isTargeted, { releaseOthers: true });
        directory.render();
      });
      const tracker =
        (window as unknown as { ui?: { combat?: { viewed: Combat | null } } }).ui?.combat ?? null;
      const inCombat = combatantOfToken(tracker?.viewed ?? null, token) !== null;
      const combat = el(
        "button",
        { type: "button", className: `combat-toggle${inCombat ? " active" : ""}`, hidden: !actor.isOwner },
        inCombat ? "Exit Combat" : "Enter Combat",
      );
      combat.dataset.action = "combat";
      combat.addEventListener("click", () => {
        toggleCombat(token, tracker).catch(reportError);
      });
      // the HUD's Configure Token (v13 TokenHUD `config`), for the token's owners: its TokenConfig
      const configure = el(
        "button",
        { type: "button", className: "token-config-open", hidden: !token.isOwner },
        "Configure",
      );
      configure.addEventListener("click", () => {
        Promise.resolve(token.sheet?.render({ force: true })).catch(reportError);
      });
      li.append(" ", target, " ", combat, " ", configure);
      const hud = tokenHudBar(actor, token);
      if (hud) li.append(" ", hud);
      const statuses = tokenHudStatuses(actor, token);
      if (statuses) li.append(" ", statuses);
      list.append(li);
    }
    const placed = new Set(tokens.map((t) => t.actorId));
    for (const actor of runtime.collections.actors.contents as Actor[]) {
      if (!placed.has(actor.id)) list.append(entry(actor, actor.name));
    }
    if (list.childElementCount === 0)
      list.append(el("li", { className: "empty" }, "No actors in this world."));
    const directoryList = document.getElementById("world-actors");
    if (!directoryList) return;
    directoryList.replaceChildren();
    for (const actor of runtime.collections.actors.contents as Actor[]) {
      const li = entry(actor, actor.name);
      delete li.dataset.actorId;
      // as Foundry's Actors directory: an entry drags as the actor's drop data (onto the scene, a sheet)
      li.draggable = true;
      li.addEventListener("dragstart", (event) =>
        event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "Actor", uuid: actor.uuid })),
      );
      directoryList.append(li);
    }
  },
};

function entry(actor: Actor, label: string): HTMLLIElement {
  const li = el("li", { className: "directory-item actor" });
  li.dataset.actorId = String(actor.id);
  li.dataset.documentId = String(actor.id);
  const name = el("span", { className: "entry-name" }, label);
  const open = el("button", { type: "button", className: "open-sheet", disabled: !actor.visible }, "Open");
  open.addEventListener("click", () => {
    Promise.resolve(actor.sheet?.render({ force: true })).catch(reportError);
  });
  li.append(name, " ", open);
  return li;
}

/**
 * A minimal token HUD: the first bar of the actor's token, for a user who owns the actor (Foundry
 * shows the HUD of a token its user controls). The field is disabled unless
 * `TokenDocument#getBarAttribute` calls the bar editable; a change goes to
 * `actor.modifyTokenAttribute(attribute, value, isDelta, isBar)` as Foundry's TokenHUD sends it:
 * "+n" or "-n" is a change by n, "=n" or a bare number sets the value.
 */
function tokenHudBar(actor: Actor, token: TokenDocument): HTMLElement | null {
  if (!token.isOwner) return null;
  const bar = token.getBarAttribute("bar1");
  if (!bar) return null;
  const input = el("input", {
    type: "text",
    className: "token-bar",
    value: String(bar.value),
    disabled: !bar.editable,
    title: bar.editable
      ? `${bar.attribute} (+n / -n / =n)`
      : `${bar.attribute} cannot be edited from the HUD`,
  });
  input.dataset.bar = "bar1";
  input.dataset.attribute = bar.attribute;
  input.addEventListener("change", () => {
    const raw = input.value.trim();
    const isDelta = /^[+-]/.test(raw);
    const value = Number(raw.replace(/^=/, ""));
    if (!Number.isFinite(value)) return directory.render();
    Promise.resolve(actor.modifyTokenAttribute(bar.attribute, value, isDelta, bar.type === "bar")).catch(
      reportError,
    );
  });
  const label = el("label", { className: "token-hud" }, bar.type === "bar" ? `/ ${bar.max ?? 0} ` : "");
  label.prepend(input);
  return label;
}

/**
 * The token HUD's status palette (v13 TokenHUD "effects"): one toggle per `CONFIG.statusEffects`
 * entry, `active` when the token's actor has the status (`actor.statuses`); a click calls
 * `actor.toggleStatusEffect(id)` as Foundry's HUD does. Shown to the token's owners only. Each
 * toggle is `button.token-status[data-status-id]` with the status icon's path in `data-img`.
 */
function tokenHudStatuses(actor: Actor, token: TokenDocument): HTMLElement | null {
  if (!token.isOwner) return null;
  const palette = el("span", { className: "token-statuses" });
  for (const status of statusEffects()) {
    if (status.hud === false) continue;
    const on = actor.statuses.has(status.id);
    const i18n = (globalThis as unknown as { game: Game }).game.i18n;
    const label = i18n.localize(status.name);
    const button = el(
      "button",
      { type: "button", className: `token-status${on ? " active" : ""}`, title: label },
      label,
    );
    button.dataset.statusId = status.id;
    button.dataset.img = status.img;
    button.setAttribute("aria-pressed", String(on));
    button.addEventListener("click", () => {
      actor.toggleStatusEffect(status.id).catch(reportError);
    });
    palette.append(button);
  }
  return palette;
}
