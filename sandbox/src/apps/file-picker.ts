// foundry.applications.apps.FilePicker, reduced to what a sheet's `editImage` needs: a window
// holding the current path in a text field; "Select" hands the path to `callback` and closes.
// Foundry's picker browses the server's folders; the sandbox has none to browse.
import { escapeHTML, type AnyObject } from "../core/utils";
import { ApplicationV2, type ApplicationOptions } from "./application";

export interface FilePickerOptions extends Partial<ApplicationOptions> {
  type?: string;
  current?: string;
  callback?: (path: string, picker: FilePicker) => unknown;
  [key: string]: unknown;
}

export class FilePicker extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "file-picker-{id}",
    classes: ["file-picker"],
    tag: "form",
    window: { title: "File Picker", frame: true },
  };

  static get implementation(): typeof FilePicker {
    return FilePicker;
  }

  get config(): FilePickerOptions {
    return this.options as unknown as FilePickerOptions;
  }

  override async _renderHTML(): Promise<HTMLElement> {
    const body = document.createElement("div");
    body.className = "file-picker-body";
    body.innerHTML = `<input type="text" name="file" value="${escapeHTML(this.config.current ?? "")}" /><footer class="form-footer"><button type="button" data-picker-select>Select File</button></footer>`;
    body.querySelector("[data-picker-select]")?.addEventListener("click", () => {
      const path = body.querySelector<HTMLInputElement>("input[name=file]")?.value ?? "";
      void Promise.resolve(this.config.callback?.(path, this)).then(() => this.close());
    });
    return body;
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }

  browse(): Promise<this> {
    return this.render({ force: true });
  }

  constructor(options: FilePickerOptions & AnyObject = {}) {
    super(options);
  }
}
