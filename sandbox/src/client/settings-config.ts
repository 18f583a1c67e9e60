// The Game Settings tab and its Configure Settings window, as v13's (`foundry.applications.settings.
// SettingsConfig`, Foundry's "Game Settings" article): every registered setting with `config: true`
// that the user may change (a world setting for a GM only), by category: Core Settings, System Settings
// (the system's namespace) and Module Settings (any other). Each setting is a form group named
// `<namespace>.<key>`: its choices as a select, a Boolean as a checkbox, a Number as a number (a range
// with one), anything else as text; its name and hint localized. **Save Changes** writes each changed
// setting with `game.settings.set` and closes; when one of them `requiresReload`, the reload prompt
// follows (`SettingsConfig.reloadConfirm`): **Yes** reloads this client and, for a world setting, a GM's
// client asks every other one to reload too (core's "reload" socket event). **Reset Defaults** puts each
// field back to its default, written only by Save Changes.
import { escapeHTML, type AnyObject } from "../core/utils";
import type { SettingConfig } from "../core/settings";
import { ApplicationV2, type ApplicationOptions } from "../apps/application";
import type { FormDataExtended } from "../apps/form";
import { DialogV2 } from "../apps/dialog";
import type { Game } from "./game";

const gameOf = (): Game => (globalThis as unknown as { game: Game }).game;
const t = (key: string): string => gameOf().i18n.localize(key);

type Category = "core" | "system" | "module";
const CATEGORIES: Category[] = ["core", "system", "module"];

const categoryOf = (setting: SettingConfig): Category =>
  setting.namespace === "core" ? "core" : setting.namespace === gameOf().system.id ? "system" : "module";

/** The settings this user sees in the window: `config: true`, and a world one only for a GM. */
function configurable(): SettingConfig[] {
  const game = gameOf();
  return [...game.settings.settings.values()].filter(
    (s) => s.config === true && (s.scope !== "world" || Boolean(game.user?.isGM)),
  );
}

const idOf = (s: SettingConfig): string => `${s.namespace}.${s.key}`;

function control(s: SettingConfig, value: unknown): string {
  const name = escapeHTML(idOf(s));
  if (s.choices) {
    const options = Object.entries(s.choices)
      .map(
        ([v, label]) =>
          `<option value="${escapeHTML(v)}"${String(value) === v ? " selected" : ""}>${escapeHTML(t(label))}</option>`,
      )
      .join("");
    return `<select name="${name}">${options}</select>`;
  }
  if (s.type === Boolean) return `<input type="checkbox" name="${name}"${value ? " checked" : ""}>`;
  if (s.type === Number) {
    const range = s.range ? ` min="${s.range.min}" max="${s.range.max}" step="${s.range.step ?? 1}"` : "";
    return `<input type="${s.range ? "range" : "number"}" name="${name}" value="${escapeHTML(value)}"${range}>`;
  }
  return `<input type="text" name="${name}" value="${escapeHTML(value ?? "")}">`;
}

function group(s: SettingConfig, value: unknown): string {
  const hint = s.hint ? `<p class="hint">${escapeHTML(t(s.hint))}</p>` : "";
  return `<div class="form-group" data-setting-id="${escapeHTML(idOf(s))}"><label>${escapeHTML(t(s.name ?? idOf(s)))}</label><div class="form-fields">${control(s, value)}</div>${hint}</div>`;
}

export class SettingsConfig extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "settings-config",
    classes: ["settings-config", "category-browser"],
    tag: "form",
    window: { title: "SETTINGS.Title" },
    position: { width: 760 },
    actions: { resetDefaults: SettingsConfig.#onResetDefaults },
    form: {
      handler: async function (
        this: ApplicationV2,
        _event: Event,
        _form: HTMLFormElement,
        data: FormDataExtended,
      ) {
        await (this as SettingsConfig).#save(data.object);
      },
      submitOnChange: false,
      closeOnSubmit: true,
    },
  };

  override async _renderHTML(): Promise<HTMLElement> {
    const game = gameOf();
    const settings = configurable();
    const shown = CATEGORIES.filter((c) => settings.some((s) => categoryOf(s) === c));
    this.tabGroups.categories ??= shown[0] ?? "core";
    const active = this.tabGroups.categories;
    const nav = shown
      .map(
        (c) =>
          `<a class="item${c === active ? " active" : ""}" data-action="tab" data-group="categories" data-tab="${c}">${escapeHTML(t(`SETTINGS.Category.${c}`))}</a>`,
      )
      .join("");
    const panels = shown
      .map((c) => {
        const groups = settings
          .filter((s) => categoryOf(s) === c)
          .map((s) => group(s, game.settings.get(s.namespace, s.key)))
          .join("");
        return `<section class="tab category${c === active ? " active" : ""}" data-group="categories" data-tab="${c}">${groups}</section>`;
      })
      .join("");
    const root = document.createElement("div");
    root.className = "settings-config-body";
    root.innerHTML = `<nav class="tabs categories">${nav}</nav><div class="categories-content">${panels}</div><footer class="form-footer"><button type="button" data-action="resetDefaults">${escapeHTML(t("SETTINGS.Reset"))}</button><button type="submit" class="default">${escapeHTML(t("SETTINGS.Save"))}</button></footer>`;
    return root;
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }

  /** Writes each changed setting, then asks to reload when one of them needs it. */
  async #save(values: AnyObject): Promise<void> {
    const game = gameOf();
    let reload = false;
    let world = false;
    for (const s of configurable()) {
      const id = idOf(s);
      if (!(id in values)) continue;
      if (JSON.stringify(values[id]) === JSON.stringify(game.settings.get(s.namespace, s.key))) continue;
      await game.settings.set(s.namespace, s.key, values[id]);
      if (s.requiresReload) {
        reload = true;
        world ||= s.scope === "world";
      }
    }
    if (reload) void SettingsConfig.reloadConfirm({ world });
  }

  static async #onResetDefaults(this: ApplicationV2): Promise<void> {
    const form = this.form;
    if (!form) return;
    for (const s of configurable()) {
      const field = form.elements.namedItem(idOf(s));
      if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = Boolean(s.default);
      else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
        field.value = String(s.default ?? "");
    }
  }

  /** v13's reload prompt: Yes reloads this client, and every other one for a GM's world setting. */
  static async reloadConfirm({ world = false }: { world?: boolean } = {}): Promise<void> {
    const yes = await DialogV2.confirm({
      id: "reload-world-confirm",
      window: { title: "SETTINGS.ReloadPromptTitle" },
      content: `<p>${escapeHTML(t("SETTINGS.ReloadPromptBody"))}</p>`,
    });
    if (yes !== true) return;
    const game = gameOf();
    if (world && game.user?.isGM) game.socket.emit("reload", undefined);
    // as `foundry.utils.debouncedReload`: a moment later, so that the request above leaves first
    setTimeout(() => location.reload(), 250);
  }
}

let sheet: SettingsConfig | null = null;

/** The sidebar's Game Settings tab: its Configure Settings button opens the window. */
export function renderSettingsTab(): void {
  const host = document.getElementById("settings");
  if (!host) return;
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.action = "openApp";
  button.dataset.app = "configure";
  button.textContent = t("SETTINGS.Configure");
  // one window, as `game.settings.sheet` is
  button.addEventListener("click", () => void (sheet ??= new SettingsConfig()).render({ force: true }));
  host.replaceChildren(button);
}
