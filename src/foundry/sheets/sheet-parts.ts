// Which parts of the actor sheet a document change re-renders (issue 16: an item update re-renders the
// parts whose data changed, not the whole sheet). Pure: no Foundry globals, so the unit tests read it.

/** The actor sheet's parts (TempoActorSheet.PARTS), in their order on the sheet. */
export const ACTOR_PARTS = ["header", "tabs", "stats", "items", "notes"] as const;
export type ActorPart = (typeof ACTOR_PARTS)[number];

/** The parts whose templates read a closed, known set of the render context (below). */
export type ClosedPart = Exclude<ActorPart, "stats">;

/**
 * Everything the header, tabs, items and notes templates read from the render context, as paths. A part is
 * re-rendered after a change only if one of these values differs from its last render: the unit test
 * `sheet-parts.test.ts` holds each template to its list, so a template reading something new fails
 * there until it is listed here. The stats part has no such list: its ruleset partial reads the
 * actor's items and anything `actorContext` computes, so it re-renders on every change that may touch
 * them (`statsMayChange`).
 */
export const PART_READS: Record<ClosedPart, readonly string[]> = {
  header: [
    "document.img",
    "document.name",
    "document.type",
    "editable",
    "tempo.health",
    "tempo.summary",
    "tempo.activeConditions",
    "tempo.budget",
  ],
  // the tab nav reads the class's static TABS and the active tab, which changeTab moves in the DOM: no
  // document change shows anything new there, so only first and full renders draw it
  tabs: [],
  items: ["editable", "tempo.groups"],
  notes: ["editable", "biographyHTML", "tempo.biography"],
};

/** Whether a part is one of those with a closed list of reads (every part but the stats). */
export const isClosedPart = (part: string): part is ClosedPart => Object.hasOwn(PART_READS, part);

let unkeyed = 0;

/** A part's inputs, one string to compare with the last render's (JSON of the values it reads). */
export function partInputs(part: ClosedPart, context: Record<string, unknown>): string {
  const values = PART_READS[part].map((path) => valueAt(context, path));
  try {
    return JSON.stringify(values);
  } catch {
    // not serializable (a cycle): a fresh value every time, so the part always re-renders
    return `unkeyed:${++unkeyed}`;
  }
}

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}

/**
 * The document changes a sheet may narrow its render for, as Foundry v13 names them in the render
 * options (`renderContext`): the actor's own update ("update" + documentName, renderData its diff) and
 * the creation, update or deletion of its embedded items and effects ("create" / "update" / "delete" +
 * the embedded collection's name, renderData the batch's data, diffs or ids). The API docs describe the
 * format as "{operation}{documentName}", so the documentName spelling of an item or effect change
 * ("updateItem") counts too: either way it is a change of the actor's items or effects, narrowed the
 * same. Any other render (first, forced, asked for by code, a context not listed) renders every part.
 */
const NARROWED_CONTEXTS = new Set(
  ["create", "update", "delete"].flatMap((op) => [
    `${op}items`,
    `${op}effects`,
    `${op}Item`,
    `${op}ActiveEffect`,
  ]),
).add("updateActor");

export function isNarrowedContext(renderContext: unknown): boolean {
  return typeof renderContext === "string" && NARROWED_CONTEXTS.has(renderContext);
}

/** The actor fields only the notes part shows: a change confined to them leaves the stats part alone. */
const NOTES_ONLY_FIELDS = new Set(["system.biography"]);

/**
 * Whether the stats part may show something new after this change: always, except an actor update
 * confined to the notes (its own underscored bookkeeping, `_id` and `_stats`, aside). Items and effects
 * feed the ruleset's stats block (its weapon tables, its `actorContext`), so their changes always do.
 */
export function statsMayChange(renderContext: unknown, renderData: unknown): boolean {
  if (renderContext !== "updateActor") return true;
  if (typeof renderData !== "object" || renderData === null) return true;
  const keys = flatKeys(renderData as Record<string, unknown>).filter((k) => !k.startsWith("_"));
  return keys.length === 0 || keys.some((k) => !NOTES_ONLY_FIELDS.has(k));
}

/** Dotted paths of an update's leaves, as foundry.utils.flattenObject names them. */
function flatKeys(data: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(data).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0
      ? flatKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * The parts to render for a change: of those asked for, the stats part if it may change, and each
 * other part whose inputs differ from its last render (`shown`; a part never shown always renders).
 */
export function partsToRender(
  asked: readonly string[],
  change: { renderContext: unknown; renderData: unknown },
  inputs: Record<ClosedPart, string>,
  shown: Partial<Record<ClosedPart, string>>,
): string[] {
  return asked.filter((part) => {
    if (part === "stats") return statsMayChange(change.renderContext, change.renderData);
    if (isClosedPart(part)) return inputs[part] !== shown[part];
    return true;
  });
}
