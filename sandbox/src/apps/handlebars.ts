// foundry.applications.handlebars (renderTemplate, loadTemplates, getTemplate) and
// HandlebarsApplicationMixin (PARTS rendered through the real `handlebars` package).
import Handlebars from "handlebars";
import type { AnyObject } from "../core/utils";
import { ApplicationV2, type RenderOptions } from "./application";

const compiled = new Map<string, Handlebars.TemplateDelegate>();

const url = (path: string): string => (path.startsWith("/") || /^https?:/.test(path) ? path : `/${path}`);

export async function getTemplate(path: string): Promise<Handlebars.TemplateDelegate> {
  let template = compiled.get(path);
  if (!template) {
    const res = await fetch(url(path));
    if (!res.ok) throw new Error(`Failed to load template ${path}: ${res.status}`);
    template = Handlebars.compile(await res.text());
    compiled.set(path, template);
    Handlebars.registerPartial(path, template);
  }
  return template;
}

/** Loads templates and registers each as a partial named by its path (or by its key). */
export async function loadTemplates(
  paths: string[] | Record<string, string>,
): Promise<Handlebars.TemplateDelegate[]> {
  const entries: [string, string][] = Array.isArray(paths) ? paths.map((p) => [p, p]) : Object.entries(paths);
  return Promise.all(
    entries.map(async ([name, path]) => {
      const template = await getTemplate(path);
      Handlebars.registerPartial(name, template);
      return template;
    }),
  );
}

export async function renderTemplate(path: string, data: object = {}): Promise<string> {
  const template = await getTemplate(path);
  return template(data, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
}

export interface PartConfig {
  template: string;
  id?: string;
  classes?: string[];
  scrollable?: string[];
  templates?: string[];
  [key: string]: unknown;
}

export class HandlebarsApplicationBase extends ApplicationV2 {
  static PARTS: Record<string, PartConfig> = {};
  parts: Record<string, HTMLElement> = {};
  _configureRenderParts(_options: RenderOptions): Record<string, PartConfig> {
    return {};
  }
  async _preparePartContext(
    _partId: string,
    context: AnyObject,
    _options: RenderOptions,
  ): Promise<AnyObject> {
    return context;
  }
}

export function HandlebarsApplicationMixin(Base: typeof ApplicationV2): typeof HandlebarsApplicationBase {
  class HandlebarsApplication extends Base {
    static PARTS: Record<string, PartConfig> = {};
    parts: Record<string, HTMLElement> = {};
    #parts: Record<string, PartConfig> = {};

    /** The parts of this render: a copy of PARTS a subclass may change (drop a part, add one). */
    _configureRenderParts(_options: RenderOptions): Record<string, PartConfig> {
      return structuredClone((this.constructor as typeof HandlebarsApplication).PARTS);
    }

    override _configureRenderOptions(options: RenderOptions): void {
      super._configureRenderOptions(options);
      this.#parts = this._configureRenderParts(options);
      const all = Object.keys(this.#parts);
      options.parts =
        options.isFirstRender || !options.parts ? all : options.parts.filter((p) => all.includes(p));
    }

    async _preparePartContext(
      _partId: string,
      context: AnyObject,
      _options: RenderOptions,
    ): Promise<AnyObject> {
      return context;
    }

    override async _renderHTML(
      context: AnyObject,
      options: RenderOptions,
    ): Promise<Record<string, HTMLElement>> {
      const PARTS = this.#parts;
      // v13 preloads every part's template and its `templates` (partials) before the first render
      if (options.isFirstRender) {
        const all = Object.values((this.constructor as typeof HandlebarsApplication).PARTS);
        await loadTemplates(all.flatMap((p) => [p.template, ...(p.templates ?? [])]));
      }
      const rendered: Record<string, HTMLElement> = {};
      for (const partId of options.parts ?? []) {
        const part = PARTS[partId];
        if (!part) continue;
        const partContext = await this._preparePartContext(
          partId,
          { ...context, partId: `${this.id}-${partId}` },
          options,
        );
        const holder = document.createElement("template");
        holder.innerHTML = (await renderTemplate(part.template, partContext)).trim();
        if (holder.content.children.length !== 1) {
          throw new Error(`Template part "${partId}" (${part.template}) must render a single HTML element.`);
        }
        const el = holder.content.firstElementChild as HTMLElement;
        el.dataset.applicationPart = partId;
        if (part.id) el.id = `${this.id}-${part.id}`;
        if (part.classes) el.classList.add(...part.classes);
        rendered[partId] = el;
      }
      return rendered;
    }

    override _replaceHTML(result: unknown, content: HTMLElement, _options: RenderOptions): void {
      const PARTS = this.#parts;
      for (const [partId, el] of Object.entries(result as Record<string, HTMLElement>)) {
        const prior = content.querySelector<HTMLElement>(`:scope > [data-application-part="${partId}"]`);
        const scrolls = (PARTS[partId]?.scrollable ?? []).map((sel) => {
          const target = sel === "" ? prior : prior?.querySelector<HTMLElement>(sel);
          return [sel, target?.scrollTop ?? 0] as const;
        });
        if (prior) prior.replaceWith(el);
        else content.append(el);
        for (const [sel, top] of scrolls) {
          const target = sel === "" ? el : el.querySelector<HTMLElement>(sel);
          if (target) target.scrollTop = top;
        }
        this.parts[partId] = el;
      }
    }
  }
  return HandlebarsApplication;
}
