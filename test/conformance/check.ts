/**
 * The Foundry conformance check: what a v13 world would refuse, ignore or leave broken, found from
 * the system's manifest, its language file and what `init` configured (collected by collect.ts).
 * Pure: it only reads its input and returns one line per problem.
 */
import { isV13Hook } from "./v13-hooks";

/**
 * Foundry v13's stable builds (releaseType "stable" in nix-foundryvtt's pkgs/foundryvtt/versions.json,
 * which mirrors foundryvtt.com's release channels; 13.332-13.340 were prototype, development and
 * testing builds). A new stable build is added here when it is out.
 */
export const STABLE_V13_BUILDS = ["341", "342", "344", "345", "346", "347", "348", "350", "351"];

export interface Manifest {
  compatibility?: { minimum?: string; verified?: string; maximum?: string };
  documentTypes?: Record<string, Record<string, unknown>>;
  primaryTokenAttribute?: string;
  [key: string]: unknown;
}

export interface ConformanceInput {
  manifest: Manifest;
  /** the merged language file */
  lang: Record<string, unknown>;
  /** `Object.keys(CONFIG.<Doc>.dataModels)` after init */
  dataModels: Record<string, string[]>;
  /** per Actor type: every NumberField path of its system schema, and its declared trackable attributes */
  actorTypes: Record<string, { numberPaths: string[]; trackable: { bar: string[]; value: string[] } }>;
  /** every pack source document (embedded ones too), by file, with its `_key` */
  packSources: { file: string; key: unknown }[];
  /** templates loaded by init (loadTemplates) */
  preloaded: string[];
  /** every PART of an application the system registers */
  parts: { app: string; template: string; templates: string[] }[];
  /** partials the templates include by name ({{> "path"}}), with the including template */
  literalPartials: { template: string; partial: string }[];
  /** templates chosen at render time ({{> (lookup ...)}}): every possible value */
  dynamicPartials: string[];
  /** every template file the built system ships, as Foundry names it ("systems/<id>/templates/...") */
  templateFiles: string[];
  /** hook names used with Hooks.on/once/call/callAll, or the source text when not a literal */
  hooks: string[];
  /** `CONFIG.<Doc>.sheetClasses` ids per document name */
  sheetIds: Record<string, string[]>;
  systemId: string;
}

const getPath = (obj: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined,
      obj,
    );

function checkTypes(input: ConformanceInput, problems: string[]): void {
  const declared = input.manifest.documentTypes ?? {};
  for (const [doc, keys] of Object.entries(input.dataModels)) {
    for (const key of keys) {
      if (key !== "base" && !(key in (declared[doc] ?? {})))
        problems.push(`CONFIG.${doc}.dataModels.${key} is not declared in system.json documentTypes.${doc}`);
    }
  }
  for (const [doc, types] of Object.entries(declared)) {
    for (const type of Object.keys(types)) {
      if (typeof getPath(input.lang, `TYPES.${doc}.${type}`) !== "string")
        problems.push(`documentTypes.${doc}.${type} has no label TYPES.${doc}.${type} in the language file`);
    }
  }
}

function checkTokenAttribute(input: ConformanceInput, problems: string[]): void {
  const attribute = input.manifest.primaryTokenAttribute;
  if (!attribute) return;
  for (const [type, info] of Object.entries(input.actorTypes)) {
    const inSchema = info.numberPaths.includes(attribute) || info.numberPaths.includes(`${attribute}.value`);
    const trackable = info.trackable.bar.includes(attribute) || info.trackable.value.includes(attribute);
    if (!inSchema && !trackable)
      problems.push(
        `primaryTokenAttribute "${attribute}" is neither a schema field nor a trackable attribute of Actor type ${type}`,
      );
  }
}

function checkCompatibility(input: ConformanceInput, problems: string[]): void {
  const { minimum, verified, maximum } = input.manifest.compatibility ?? {};
  const stable = (v: string | undefined): boolean => {
    const [generation, build] = (v ?? "").split(".");
    return generation === "13" && build !== undefined && STABLE_V13_BUILDS.includes(build);
  };
  if (!stable(minimum)) problems.push(`compatibility.minimum "${minimum}" is not a stable v13 build`);
  if (verified !== undefined && !stable(verified))
    problems.push(`compatibility.verified "${verified}" is not a stable v13 build`);
  if (maximum !== "13" && !stable(maximum))
    problems.push(`compatibility.maximum "${maximum}" does not cap v13`);
}

function checkTemplates(input: ConformanceInput, problems: string[]): void {
  const shipped = new Set(input.templateFiles);
  const named = [
    ...input.preloaded.map((path) => ["preloaded", path] as const),
    ...input.parts.flatMap((p) =>
      [p.template, ...p.templates].map((path) => [`${p.app} PARTS`, path] as const),
    ),
  ];
  for (const [where, path] of named) {
    // Parts Tempo inherits from core (the tracker's header and footer) name Foundry's own templates.
    if (!path.startsWith("systems/")) continue;
    if (!shipped.has(path)) problems.push(`${where} names ${path}, which the system does not ship`);
  }
  const loaded = new Set([...input.preloaded, ...input.parts.flatMap((p) => p.templates)]);
  for (const { template, partial } of input.literalPartials) {
    if (!loaded.has(partial)) problems.push(`${template} includes ${partial}, which is never preloaded`);
  }
  for (const partial of input.dynamicPartials) {
    if (!loaded.has(partial))
      problems.push(`the partial ${partial} (chosen at render time) is never preloaded`);
  }
}

export function conformanceProblems(input: ConformanceInput): string[] {
  const problems: string[] = [];
  checkTypes(input, problems);
  checkTokenAttribute(input, problems);
  checkCompatibility(input, problems);
  for (const { file, key } of input.packSources) {
    if (typeof key !== "string" || !key.startsWith("!")) problems.push(`pack source ${file} has no _key`);
  }
  checkTemplates(input, problems);
  for (const hook of input.hooks) {
    if (!isV13Hook(hook)) problems.push(`hook "${hook}" is not a documented v13 hook event`);
  }
  for (const [doc, ids] of Object.entries(input.sheetIds)) {
    for (const id of ids) {
      if (!id.startsWith(`${input.systemId}.`))
        problems.push(`CONFIG.${doc}.sheetClasses still offers ${id}`);
    }
  }
  return problems;
}
