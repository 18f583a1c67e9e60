/**
 * Boots a built system folder in node on the sandbox's client runtime (no browser: the stand-in's
 * `foundry`, `CONFIG`, `game` and `Hooks` as globals, as the page's boot sets them), runs `init`,
 * and gathers what the conformance check reads. `loadTemplates` records the paths it is given.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { registerCoreSheets } from "../../sandbox/src/apps/sheets";
import { createConfig, Game, type SystemInfo } from "../../sandbox/src/client/game";
import { CONST, createNamespace, documentClasses } from "../../sandbox/src/client/namespace";
import type { AnyObject } from "../../sandbox/src/core/utils";
import { NumberField, SchemaField, type DataField } from "../../sandbox/src/data/fields";
import { Roll } from "../../sandbox/src/dice/roll";
import { runtime } from "../../sandbox/src/documents/runtime";
import { GM_ID } from "../../sandbox/src/server/seed";
import { World } from "../../sandbox/src/server/world";
import { LocalTransport } from "../../sandbox/src/testing/local-transport";
import type { ConformanceInput, Manifest } from "./check";

const files = (dir: string, ext: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, ext);
    return path.endsWith(ext) ? [path] : [];
  });

/** Every NumberField path of a schema ("stats.timeCount.hp.value", ...). */
function numberPaths(schema: SchemaField, prefix = ""): string[] {
  return Object.entries(schema.fields).flatMap(([name, field]: [string, DataField]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    if (field instanceof SchemaField) return numberPaths(field, path);
    return field instanceof NumberField ? [path] : [];
  });
}

/** Every source document of the packs, embedded items included, with its `_key`. */
export function packSources(sourceDir: string): ConformanceInput["packSources"] {
  return files(sourceDir, ".json").flatMap((file) => {
    const doc = JSON.parse(readFileSync(file, "utf8")) as AnyObject;
    const name = relative(sourceDir, file);
    const items = Array.isArray(doc.items) ? (doc.items as AnyObject[]) : [];
    return [
      { file: name, key: doc._key },
      ...items.map((item, i) => ({ file: `${name} items[${i}]`, key: item._key })),
    ];
  });
}

/** Literal `{{> "path"}}` partials of every template under `dir`, named as Foundry names them. */
export function literalPartials(dir: string, prefix: string): ConformanceInput["literalPartials"] {
  return files(dir, ".hbs").flatMap((file) => {
    const template = `${prefix}/${relative(dir, file)}`;
    return [...readFileSync(file, "utf8").matchAll(/\{\{~?>\s*["']([^"']+)["']/g)].map((m) => ({
      template,
      partial: m[1] ?? "",
    }));
  });
}

/** Names given to Hooks.on/once/call/callAll in the sources (non-literal names as their source text). */
export function hookNames(srcDir: string): string[] {
  return files(srcDir, ".ts").flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/Hooks\.(?:on|once|call|callAll)\(\s*([^,)]+)/g)].map((m) => {
      const arg = (m[1] ?? "").trim();
      const literal = /^["'`]([^"'`$]+)["'`]$/.exec(arg);
      return literal?.[1] ?? `(not a literal: ${arg})`;
    }),
  );
}

interface PartsClass {
  name: string;
  PARTS?: Record<string, { template: string; templates?: string[] }>;
}

/** Boots `systemDir` (a built system) in node and collects the conformance input. */
export async function collectBuilt(systemDir: string, sourceRoot: string): Promise<ConformanceInput> {
  const manifest = JSON.parse(readFileSync(join(systemDir, "system.json"), "utf8")) as Manifest &
    SystemInfo & { esmodules: string[] };
  const lang = JSON.parse(readFileSync(join(systemDir, "lang", "en.json"), "utf8")) as Record<
    string,
    unknown
  >;

  for (const c of Object.values(runtime.collections)) c.clear();
  runtime.hooks = new (runtime.hooks.constructor as new () => typeof runtime.hooks)();
  const world = new World({ systemId: manifest.id, packs: [] }, null);
  const CONFIG = createConfig();
  const game = new Game(manifest, new LocalTransport(world, GM_ID), GM_ID, new Map());
  const foundry = createNamespace() as { applications: { handlebars: Record<string, unknown> } };
  const preloaded: string[] = [];
  foundry.applications.handlebars.loadTemplates = async (paths: string[] | Record<string, string>) => {
    preloaded.push(...(Array.isArray(paths) ? paths : Object.values(paths)));
    return [];
  };
  Object.assign(globalThis, {
    foundry,
    game,
    CONFIG,
    CONST,
    Hooks: runtime.hooks,
    ui: {},
    Roll,
    ...documentClasses,
  });
  registerCoreSheets();
  for (const module of manifest.esmodules) await import(pathToFileURL(join(systemDir, module)).href);
  runtime.hooks.callAll("init");

  const config = CONFIG as Record<string, AnyObject>;
  const docs = ["Actor", "Item", "Combat", "Combatant", "ChatMessage"];
  const dataModels = Object.fromEntries(
    docs.map((d) => [d, Object.keys((config[d]?.dataModels as AnyObject) ?? {})]),
  );
  const trackable = (config.Actor?.trackableAttributes ?? {}) as Record<
    string,
    { bar?: string[]; value?: string[] }
  >;
  const models = (config.Actor?.dataModels ?? {}) as Record<string, { schema: SchemaField }>;
  const actorTypes = Object.fromEntries(
    Object.keys(manifest.documentTypes?.Actor ?? {}).map((type) => [
      type,
      {
        numberPaths: models[type] ? numberPaths(models[type].schema) : [],
        trackable: { bar: trackable[type]?.bar ?? [], value: trackable[type]?.value ?? [] },
      },
    ]),
  );

  const sheetIds: Record<string, string[]> = {};
  const appClasses: PartsClass[] = [];
  for (const doc of ["Actor", "Item"]) {
    const byType = (config[doc]?.sheetClasses ?? {}) as Record<string, Record<string, { cls: PartsClass }>>;
    sheetIds[doc] = [...new Set(Object.values(byType).flatMap((t) => Object.keys(t)))];
    appClasses.push(...Object.values(byType).flatMap((t) => Object.values(t).map((e) => e.cls)));
  }
  const tracker = (config.ui as AnyObject | undefined)?.combat as PartsClass | undefined;
  if (tracker) appClasses.push(tracker);
  const parts = [...new Set(appClasses)].flatMap((cls) =>
    Object.values(cls.PARTS ?? {}).map((p) => ({
      app: cls.name,
      template: p.template,
      templates: p.templates ?? [],
    })),
  );

  const tempo = (game as unknown as { tempo?: { rulesets: { all(): AnyObject[] } } }).tempo;
  const dynamicPartials = [
    ...(tempo?.rulesets.all() ?? []).flatMap((r) => [
      String(r.actorCombatTemplate),
      String(r.actorStatsTemplate),
      ...(r.tracker ? [String((r.tracker as AnyObject).template)] : []),
      ...(r.itemStats ? [String((r.itemStats as AnyObject).template)] : []),
    ]),
    ...files(join(systemDir, "templates"), "card-details.hbs").map(
      (f) => `systems/${manifest.id}/templates/${relative(join(systemDir, "templates"), f)}`,
    ),
  ];

  return {
    manifest,
    lang,
    dataModels,
    actorTypes,
    packSources: packSources(join(sourceRoot, "packs", "_source")),
    preloaded,
    parts,
    literalPartials: literalPartials(join(systemDir, "templates"), `systems/${manifest.id}/templates`),
    dynamicPartials,
    templateFiles: files(join(systemDir, "templates"), ".hbs").map(
      (f) => `systems/${manifest.id}/templates/${relative(join(systemDir, "templates"), f)}`,
    ),
    hooks: hookNames(join(sourceRoot, "src")),
    sheetIds,
    systemId: manifest.id,
  };
}
