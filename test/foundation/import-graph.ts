// The import graph of a set of TypeScript files, read with the compiler's parser (no type checking), and
// its cycles: strongly connected groups of files. Issue 27: test/foundation/cycles.test.ts.
import ts from "typescript";
import { dirname, join, normalize } from "node:path";

/** One import of a file: the module it names and whether it only brings types. */
export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

/** An edge of the graph between two of the given files. */
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** True when every name of an import or export clause is a type (`import type`, or each `type x`). */
function allTypes(clause: ts.ImportClause | undefined): boolean {
  if (clause === undefined) return false; // `import "./x"`: run for its effects
  if (clause.isTypeOnly) return true;
  if (clause.name !== undefined) return false; // a default import is a value
  const bindings = clause.namedBindings;
  if (bindings === undefined || ts.isNamespaceImport(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

function exportAllTypes(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  if (clause === undefined || ts.isNamespaceExport(clause)) return false; // `export * from`
  return clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/**
 * Every module a source text imports: `import ... from`, `export ... from`, `import "x"`, a dynamic
 * `import("x")` (a value, only later) and an `import("x").T` type. Runtime unless all it brings is types.
 */
export function importsOf(file: string, text: string): ImportRef[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: ImportRef[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: allTypes(node.importClause) });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: exportAllTypes(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names among `files` (`./x`, `./x.ts`, `./x/index`), or null. */
function resolveIn(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = normalize(join(dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** The graph's edges between the given files (path -> text); imports of anything else are left out. */
export function importGraph(texts: ReadonlyMap<string, string>): ImportEdge[] {
  const files = new Set(texts.keys());
  const edges: ImportEdge[] = [];
  for (const [from, text] of texts) {
    for (const { specifier, typeOnly } of importsOf(from, text)) {
      const to = resolveIn(files, from, specifier);
      if (to !== null) edges.push({ from, to, typeOnly });
    }
  }
  return edges;
}

/**
 * The strongly connected groups of files (Tarjan's walk, iterative) with more than one file or a file
 * importing itself: every file of a group reaches every other one. Each group sorted, groups by first file.
 */
export function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const root of [...next.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; child: number }[] = [{ node: root, child: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      const selfLoop = children.includes(frame.node);
      if (group.length > 1 || selfLoop) groups.push(group.sort());
    }
  }
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The runtime cycles (value imports only) and the cycles of every import, types included. */
export function importCycles(texts: ReadonlyMap<string, string>): { runtime: string[][]; all: string[][] } {
  const edges = importGraph(texts);
  return { runtime: cyclesOf(edges.filter((e) => !e.typeOnly)), all: cyclesOf(edges) };
}
