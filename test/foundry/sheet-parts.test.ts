// Issue 16: which actor sheet parts a change re-renders. The header, items and notes parts re-render only
// when a value their template reads changed, so each template is held here to the list of what it reads
// (PART_READS): a template that starts reading something else fails until that is listed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PART_READS,
  isNarrowedContext,
  partInputs,
  partsToRender,
  statsMayChange,
  type ClosedPart,
} from "../../src/foundry/sheets/sheet-parts";

/** The context paths a template reads: `document.x`, `tempo.x`, `@root.x` and the bare top-level names. */
function readsOf(template: string): string[] {
  const paths = new Set<string>();
  for (const [, expr] of template.matchAll(/\{\{\{?([^}]*)\}?\}\}/g)) {
    for (const [token] of (expr ?? "").matchAll(/(?:@root\.)?[A-Za-z_][\w.]*/g)) {
      const path = token.replace(/^@root\./, "");
      const rooted = token.startsWith("@root.") || /^(document|tempo)\./.test(path);
      if (rooted || ["editable", "biographyHTML"].includes(path)) paths.add(path);
    }
  }
  return [...paths];
}

const covered = (path: string, reads: readonly string[]): boolean =>
  reads.some((r) => path === r || path.startsWith(`${r}.`));

describe("the actor sheet's parts and what they read", () => {
  for (const part of ["header", "tabs", "items", "notes"] as const) {
    it(`the ${part} template reads only what PART_READS lists for it`, () => {
      const template = readFileSync(`templates/actor/${part}.hbs`, "utf8");
      const reads = readsOf(template);
      if (part !== "tabs") expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((p) => !covered(p, PART_READS[part]))).toEqual([]);
    });
  }

  it("finds what a template reads, nested helpers and @root included", () => {
    expect(
      readsOf("{{#if (or a.b @root.editable)}}{{localize tempo.x.label}}{{{biographyHTML}}}{{/if}}"),
    ).toEqual(["editable", "tempo.x.label", "biographyHTML"]);
  });
});

describe("which parts a change re-renders", () => {
  const context = (name: string, weapons: string[], biography = "") => ({
    document: { name, img: "a.webp", type: "character" },
    editable: true,
    biographyHTML: biography,
    tempo: {
      biography,
      health: { value: 5, max: 10, percent: 50 },
      summary: [],
      activeConditions: [],
      groups: [{ type: "weapon", items: weapons.map((n) => ({ name: n })) }],
    },
  });
  const inputsOf = (ctx: Record<string, unknown>): Record<ClosedPart, string> => ({
    header: partInputs("header", ctx),
    tabs: partInputs("tabs", ctx),
    items: partInputs("items", ctx),
    notes: partInputs("notes", ctx),
  });
  const ALL = ["header", "tabs", "stats", "items", "notes"];

  it("narrows only the changes Foundry names for the actor, its items and its effects", () => {
    for (const c of [
      "updateActor",
      "createitems",
      "updateitems",
      "deleteitems",
      "updateeffects",
      "updateItem",
    ])
      expect(isNarrowedContext(c)).toBe(true);
    for (const c of [undefined, "", "createActor", "updateCombat", "deleteActor", "updatetokens"])
      expect(isNarrowedContext(c)).toBe(false);
  });

  it("an item rename re-renders the items and stats parts, not the header, the tab nav or the notes", () => {
    const shown = inputsOf(context("Zherynn", ["Dagger"]));
    const next = inputsOf(context("Zherynn", ["Long dagger"]));
    const change = { renderContext: "updateitems", renderData: [{ _id: "i1", name: "Long dagger" }] };
    expect(partsToRender(ALL, change, next, shown)).toEqual(["stats", "items"]);
  });

  it("a notes edit re-renders the notes part alone; any other actor field re-renders the stats part", () => {
    const shown = inputsOf(context("Zherynn", ["Dagger"]));
    const notes = {
      renderContext: "updateActor",
      renderData: { system: { biography: "<p>x</p>" }, _stats: {} },
    };
    expect(partsToRender(ALL, notes, inputsOf(context("Zherynn", ["Dagger"], "<p>x</p>")), shown)).toEqual([
      "notes",
    ]);
    expect(statsMayChange("updateActor", { system: { stats: { timeCount: { str: 12 } } } })).toBe(true);
    expect(statsMayChange("updateActor", { name: "Z" })).toBe(true);
    expect(statsMayChange("updateActor", {})).toBe(true);
    expect(statsMayChange("updateActor", null)).toBe(true);
    const rename = { renderContext: "updateActor", renderData: { name: "Zed" } };
    expect(partsToRender(ALL, rename, inputsOf(context("Zed", ["Dagger"])), shown)).toEqual([
      "header",
      "stats",
    ]);
  });

  it("a part never shown renders, and a part not asked for stays out", () => {
    const next = inputsOf(context("Zherynn", ["Dagger"]));
    const change = { renderContext: "updateitems", renderData: [] };
    expect(partsToRender(ALL, change, next, {})).toEqual(ALL);
    expect(partsToRender(["notes"], change, next, {})).toEqual(["notes"]);
  });
});
