// foundry.applications.api.DialogV2: wait / confirm / prompt with buttons and callbacks.
import { escapeHTML, type AnyObject } from "../core/utils";
import { ApplicationV2, type ApplicationOptions, type RenderOptions } from "./application";
import { appRegistry } from "./registry";

export interface DialogButton {
  action: string;
  label: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: DialogV2) => unknown;
}

export interface DialogConfig extends Partial<ApplicationOptions> {
  content?: string;
  buttons?: DialogButton[];
  rejectClose?: boolean;
  modal?: boolean;
  submit?: (result: unknown, dialog: DialogV2) => unknown;
  /** Called after every render of the dialog (Foundry's `DialogV2WaitOptions#render`). */
  render?: (event: Event, dialog: DialogV2) => void;
  [key: string]: unknown;
}

export class DialogV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "dialog-{id}",
    classes: ["dialog"],
    tag: "form",
    window: { title: "", frame: true },
  };

  #resolve: ((value: unknown) => void) | null = null;
  #reject: ((reason: unknown) => void) | null = null;
  #settled = false;

  get config(): DialogConfig {
    return this.options as unknown as DialogConfig;
  }

  override async _renderHTML(): Promise<HTMLElement> {
    const buttons = (this.config.buttons ?? [])
      .map(
        (b) =>
          `<button type="button" data-action="${escapeHTML(b.action)}" data-dialog-action="${escapeHTML(b.action)}" class="${b.default ? "default" : ""}"${b.default ? " autofocus" : ""}>${escapeHTML(appRegistry.localize(b.label))}</button>`,
      )
      .join("");
    const body = document.createElement("div");
    body.className = "dialog-body";
    body.innerHTML = `<div class="dialog-content">${this.config.content ?? ""}</div><footer class="form-footer">${buttons}</footer>`;
    return body;
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }

  override async _onRender(context: AnyObject, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    this.config.render?.(new Event("render"), this);
    this.element?.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-dialog-action]");
      if (button) void this.#press(event, button);
    });
    this.element?.addEventListener("submit", (event) => {
      event.preventDefault();
      const button =
        this.element?.querySelector<HTMLButtonElement>("button.default") ??
        this.element?.querySelector<HTMLButtonElement>("button[data-dialog-action]");
      if (button) void this.#press(event, button);
    });
  }

  async #press(event: Event, button: HTMLButtonElement): Promise<void> {
    const config = (this.config.buttons ?? []).find((b) => b.action === button.dataset.dialogAction);
    // As Foundry's DialogV2#_onSubmit: the callback, then `submit`, then close. A callback (or submit)
    // that throws stops there: the dialog stays open with its fields as typed, `wait` stays pending,
    // and the error is uncaught (Foundry does not catch it either).
    const result = config?.callback
      ? await config.callback(event, button, this)
      : button.dataset.dialogAction;
    await this.config.submit?.(result, this);
    this.#settle(result, false);
    await this.close({ submitted: true });
  }

  #settle(value: unknown, failed: boolean): void {
    if (this.#settled) return;
    this.#settled = true;
    if (failed) this.#reject?.(value);
    else this.#resolve?.(value);
  }

  override _onClose(options: AnyObject): void {
    super._onClose(options);
    if (this.config.rejectClose)
      this.#settle(new Error("Dialog was dismissed without pressing a button."), true);
    else this.#settle(null, false);
  }

  static async wait(config: DialogConfig = {}): Promise<unknown> {
    const dialog = new this(config);
    const result = new Promise<unknown>((resolve, reject) => {
      dialog.#resolve = resolve;
      dialog.#reject = reject;
    });
    await dialog.render({ force: true });
    return result;
  }

  static async confirm({
    yes = {},
    no = {},
    ...config
  }: DialogConfig & { yes?: Partial<DialogButton>; no?: Partial<DialogButton> } = {}): Promise<unknown> {
    return this.wait({
      ...config,
      buttons: [
        { action: "yes", label: "Yes", default: true, callback: () => true, ...yes },
        { action: "no", label: "No", callback: () => false, ...no },
      ],
    });
  }

  static async prompt({
    ok = {},
    ...config
  }: DialogConfig & { ok?: Partial<DialogButton> } = {}): Promise<unknown> {
    return this.wait({ ...config, buttons: [{ action: "ok", label: "Confirm", default: true, ...ok }] });
  }
}
