// No reason renders a raw placeholder (issue 29): every localized text Tempo formats, refuses with or shows
// is given the names its words ask for. "It is not {id}'s turn." reached players because a key was shown
// with `localize` (no data) or a refusal thrown without the data its text needs. Read with the compiler's
// parser from src/ and with a pattern from templates/: each call with a literal key is checked against
// lang/en, the names it passes against the `{placeholders}` of its text.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { mergeLanguage, type LanguageTree } from "../../tools/lang.mjs";

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

function textOf(tree: LanguageTree, key: string): string | null {
  let node: string | LanguageTree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return null;
    node = node[part];
  }
  return typeof node === "string" ? node : null;
}

/** The `{name}` placeholders of a text, as Foundry's `format` fills them. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] ?? ""))];
}

/** One use of a key: where, the key, and the names given (null: given as a value the parser cannot read). */
export interface KeyUse {
  where: string;
  key: string;
  names: string[] | null;
}

/** The property names of an object literal (spread: unreadable, null). */
function namesOf(arg: ts.Expression | undefined): string[] | null {
  if (arg === undefined) return [];
  if (!ts.isObjectLiteralExpression(arg)) return null;
  const names: string[] = [];
  for (const p of arg.properties) {
    if (ts.isSpreadAssignment(p)) return null;
    const name = p.name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.push(name.text);
    else return null;
  }
  return names;
}

/** A file parsed once, for both readers. */
export const parse = (file: string, source: string): ts.SourceFile =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);

const literal = (e: ts.Expression | undefined): string | null =>
  e && (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) ? e.text : null;

/**
 * Every call in `source` that turns a literal key into words: `new RuleError(key, data?)`,
 * `game.i18n.format(key, data)`, `game.i18n.localize(key)` (no data: its text must have no placeholder).
 */
export function keyUses(sf: ts.SourceFile): KeyUse[] {
  const file = sf.fileName;
  const uses: KeyUse[] = [];
  const at = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RuleError"
    ) {
      const key = literal(node.arguments?.[0]);
      if (key) uses.push({ where: at(node), key, names: namesOf(node.arguments?.[1]) });
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const owner = node.expression.expression.getText(sf);
      const key = literal(node.arguments[0]);
      if (key && owner.endsWith("i18n") && method === "format")
        uses.push({ where: at(node), key, names: namesOf(node.arguments[1]) });
      if (key && owner.endsWith("i18n") && method === "localize")
        uses.push({ where: at(node), key, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return uses;
}

/** A function, method or property whose value is a reason (`unavailable`, `attackUnavailable`, `moveRefusal`...). */
const REASON_NAME = /unavailable|Unavailable|Refusal|refusal|Reason$/;

/**
 * The literal keys a reason gives as they are (`return "TEMPO.X"`): `unavailableReason` and the sheets turn
 * them into words with no data, so their texts must ask for none. A key passed with data (the first of two
 * arguments) is a `keyUses` use instead.
 */
export function bareReasons(sf: ts.SourceFile): KeyUse[] {
  const file = sf.fileName;
  const uses: KeyUse[] = [];
  const visit = (node: ts.Node, inReason: boolean): void => {
    const named = (node as { name?: ts.Node }).name;
    const name = named && ts.isIdentifier(named) ? named.text : "";
    const reason =
      inReason ||
      ((ts.isMethodDeclaration(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isVariableDeclaration(node)) &&
        REASON_NAME.test(name));
    if (reason && ts.isStringLiteral(node) && node.text.startsWith("TEMPO.")) {
      const call = node.parent;
      const withData =
        (ts.isNewExpression(call) || ts.isCallExpression(call)) &&
        call.arguments?.[0] === node &&
        call.arguments.length > 1;
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (!withData) uses.push({ where: `${file}:${line}`, key: node.text, names: [] });
    }
    ts.forEachChild(node, (child) => visit(child, reason));
  };
  visit(sf, false);
  return uses;
}

/** `{{localize "KEY" a=b c=d}}` in a template: the key and its hash names. */
export function templateUses(file: string, source: string): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const m of source.matchAll(/\{\{~?\s*localize\s+"([^"]+)"([^}]*)\}\}/g)) {
    const line = source.slice(0, m.index).split("\n").length;
    const names = [...(m[2] ?? "").matchAll(/([A-Za-z0-9_]+)=/g)].map((n) => n[1] ?? "");
    uses.push({ where: `${file}:${line}`, key: m[1] ?? "", names });
  }
  return uses;
}

/** The uses whose text asks for a name they do not give ("KEY {missing}"), or whose key is not in lang. */
function unfilled(lang: LanguageTree, uses: KeyUse[]): string[] {
  return uses.flatMap(({ where, key, names }) => {
    if (!key.startsWith("TEMPO.")) return [];
    const text = textOf(lang, key);
    if (text === null) return [`${where}: ${key} is not in lang/en`];
    if (names === null) return [];
    const missing = placeholders(text).filter((p) => !names.includes(p));
    return missing.length ? [`${where}: ${key} lacks ${missing.map((p) => `{${p}}`).join(", ")}`] : [];
  });
}

describe("reason keys and their names", () => {
  it("reads the names a call gives: data objects, none, or unreadable spreads", () => {
    const source = [
      'throw new RuleError("TEMPO.A", { name: actor.name, cost });',
      'new RuleError("TEMPO.B");',
      'game.i18n.format("TEMPO.C", { ...data });',
      'game.i18n.localize("TEMPO.D");',
      "game.i18n.format(key, { a });",
    ].join("\n");
    expect(keyUses(parse("x.ts", source))).toEqual([
      { where: "x.ts:1", key: "TEMPO.A", names: ["name", "cost"] },
      { where: "x.ts:2", key: "TEMPO.B", names: [] },
      { where: "x.ts:3", key: "TEMPO.C", names: null },
      { where: "x.ts:4", key: "TEMPO.D", names: [] },
    ]);
    const template = '<b>{{localize "TEMPO.E" hp=extra.hp max=3}}</b>\n{{localize "TEMPO.F"}}';
    expect(templateUses("t.hbs", template)).toEqual([
      { where: "t.hbs:1", key: "TEMPO.E", names: ["hp", "max"] },
      { where: "t.hbs:2", key: "TEMPO.F", names: [] },
    ]);
  });

  it("reads the keys a reason gives bare, not those it gives with data or that stand elsewhere", () => {
    const source = [
      "const a = {",
      '  unavailable: (p) => (p.ok ? null : "TEMPO.Mine"),',
      "};",
      'function moveRefusal() { throw new RuleError("TEMPO.Turn", { id }); }',
      'const other = "TEMPO.Elsewhere";',
    ].join("\n");
    expect(bareReasons(parse("y.ts", source))).toEqual([{ where: "y.ts:2", key: "TEMPO.Mine", names: [] }]);
  });

  it("finds a text that asks for a name the call does not give", () => {
    const lang = { TEMPO: { Turn: "It is not {id}'s turn.", Plain: "No." } };
    const uses: KeyUse[] = [
      { where: "a", key: "TEMPO.Turn", names: [] },
      { where: "b", key: "TEMPO.Turn", names: ["id"] },
      { where: "c", key: "TEMPO.Plain", names: [] },
      { where: "d", key: "TEMPO.Gone", names: [] },
    ];
    expect(unfilled(lang, uses)).toEqual(["a: TEMPO.Turn lacks {id}", "d: TEMPO.Gone is not in lang/en"]);
  });

  it("every refusal, format, localize and bare reason in src/, and every template's localize, gives its text's names", async () => {
    const lang = await mergeLanguage("lang");
    const uses = [
      ...files("src", ".ts").flatMap((f) => {
        const sf = parse(f, readFileSync(f, "utf8"));
        return [...keyUses(sf), ...bareReasons(sf)];
      }),
      ...files("templates", ".hbs").flatMap((f) => templateUses(f, readFileSync(f, "utf8"))),
    ];
    expect(uses.length).toBeGreaterThan(500);
    expect(unfilled(lang, uses)).toEqual([]);
  });
});
