// v13's TokenConfig (`foundry.applications.sheets.TokenConfig`, a token's `sheet`, opened from its HUD's
// Configure Token button), reduced to its Identity tab's name and disposition: a select of Secret,
// Hostile, Neutral and Friendly (CONST.TOKEN_DISPOSITIONS -2 to 1). **Update Token** writes the changed
// fields in one `token.update` and closes the window. Its other tabs (appearance, vision, light,
// resources) and the rest of the Identity tab (the actor link, the nameplate) are not stood in.
import { escapeHTML, type AnyObject } from "../core/utils";
import type { ApplicationOptions } from "./application";
import { appRegistry } from "./registry";
import { DocumentSheetV2, registerSheet } from "./sheets";

const DISPOSITIONS: [number, string][] = [
  [-2, "TOKEN.DISPOSITION.SECRET"],
  [-1, "TOKEN.DISPOSITION.HOSTILE"],
  [0, "TOKEN.DISPOSITION.NEUTRAL"],
  [1, "TOKEN.DISPOSITION.FRIENDLY"],
];

export class TokenConfig extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    classes: ["token-config"],
    position: { width: 480 },
    // DocumentSheetV2's submit (its `_prepareSubmitData`, then `_processSubmitData` below), closing after
    form: { closeOnSubmit: true },
  };

  override get title(): string {
    return `${appRegistry.localize("TOKEN.Title")}: ${this.document.name ?? ""}`;
  }

  override async _renderHTML(): Promise<HTMLElement> {
    const source = this.document._source as AnyObject;
    const t = (key: string): string => escapeHTML(appRegistry.localize(key));
    const options = DISPOSITIONS.map(
      ([value, key]) =>
        `<option value="${value}"${Number(source.disposition) === value ? " selected" : ""}>${t(key)}</option>`,
    ).join("");
    const root = document.createElement("div");
    root.className = "token-config-body";
    root.innerHTML = `<nav class="tabs"><a class="item active" data-action="tab" data-group="sheet" data-tab="identity">${t("TOKEN.TABS.identity")}</a></nav><section class="tab active" data-group="sheet" data-tab="identity"><div class="form-group"><label>${t("TOKEN.FIELDS.name.label")}</label><div class="form-fields"><input type="text" name="name" value="${escapeHTML(source.name ?? "")}"></div></div><div class="form-group"><label>${t("TOKEN.FIELDS.disposition.label")}</label><div class="form-fields"><select name="disposition" data-dtype="Number">${options}</select></div></div></section><footer class="form-footer"><button type="submit" class="default">${t("TOKEN.Update")}</button></footer>`;
    return root;
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }

  /** Only what the form changed is written (one update), as Foundry's sheets diff their submit data. */
  override async _processSubmitData(_event: Event, _form: HTMLFormElement, data: AnyObject): Promise<void> {
    const source = this.document._source as AnyObject;
    const changes = Object.fromEntries(Object.entries(data).filter(([key, value]) => source[key] !== value));
    if (Object.keys(changes).length > 0) await this.document.update(changes);
  }
}

export function registerTokenConfig(): void {
  registerSheet("Token", "core", TokenConfig, { makeDefault: true, label: "Token Config" });
}
