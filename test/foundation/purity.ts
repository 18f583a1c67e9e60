import ts from "typescript";

/** The globals src/engine may never reference (Foundry's, and the DOM's `document`). */
export const FORBIDDEN = [
  "game",
  "CONFIG",
  "foundry",
  "Hooks",
  "ui",
  "document",
  "window",
  "canvas",
] as const;

export interface Impurity {
  file: string;
  line: number;
  name: string;
}

/** True when `node` is a name in a position that is not a reference (property name, key, label). */
function isNonReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return true;
  if ((ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
    return true;
  if (ts.isQualifiedName(parent) && parent.right === node) return true;
  if (ts.isEnumMember(parent) || ts.isLabeledStatement(parent)) return true;
  return false;
}

/** Every reference to a forbidden global in one TypeScript source text. */
export function findImpurities(file: string, text: string): Impurity[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: Impurity[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isIdentifier(node) &&
      (FORBIDDEN as readonly string[]).includes(node.text) &&
      !isNonReference(node)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ file, line: line + 1, name: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
