// Dice formula tokenizer and arithmetic: formulas like `1d20 + @acc`, `4d6kh3`, `(1d4 + 2) * 2`.
import { getProperty } from "../core/utils";

export type Token =
  | { kind: "die"; number: number; faces: number; modifiers: string }
  | { kind: "num"; value: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/" }
  | { kind: "paren"; inner: string }
  | { kind: "string"; text: string };

const DIE = /^(\d*)d(\d+)((?:kh|kl|k|dh|dl)\d*)*/i;
const NUM = /^\d+(?:\.\d+)?/;
const REF = /^@[a-zA-Z0-9_.-]+/;

/** Replaces `@path` references with values from `data`; missing ones stay (or become `missing`). */
export function replaceFormulaData(
  formula: string,
  data: object,
  { missing }: { missing?: string } = {},
): string {
  return formula.replace(/@([a-zA-Z0-9_.-]+)/g, (match, path: string) => {
    const value = getProperty(data, path.replace(/\.$/, ""));
    if (value === undefined || value === null) return missing ?? match;
    if (typeof value === "number" || typeof value === "boolean") return String(Number(value));
    const text = String(value).trim();
    return /^-?\d+(\.\d+)?$/.test(text) ? text : `(${text})`;
  });
}

export function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let rest = formula.trim();
  while (rest.length > 0) {
    const ws = /^\s+/.exec(rest);
    if (ws) {
      rest = rest.slice(ws[0].length);
      continue;
    }
    const ch = rest[0] ?? "";
    if (ch === "(") {
      const end = matchingParen(rest);
      tokens.push({ kind: "paren", inner: rest.slice(1, end) });
      rest = rest.slice(end + 1);
      continue;
    }
    if (ch === "+" || ch === "-" || ch === "*" || ch === "/") {
      tokens.push({ kind: "op", op: ch });
      rest = rest.slice(1);
      continue;
    }
    const die = DIE.exec(rest);
    if (die) {
      const full = die[0];
      const head = /^(\d*)d(\d+)/i.exec(full);
      const number = head?.[1] ? Number(head[1]) : 1;
      const faces = Number(head?.[2]);
      if (faces < 1) throw new Error(`Invalid die faces in "${formula}"`);
      tokens.push({ kind: "die", number, faces, modifiers: full.slice(head?.[0].length ?? 0).toLowerCase() });
      rest = rest.slice(full.length);
      continue;
    }
    const num = NUM.exec(rest);
    if (num) {
      tokens.push({ kind: "num", value: Number(num[0]) });
      rest = rest.slice(num[0].length);
      continue;
    }
    const ref = REF.exec(rest);
    if (ref) {
      tokens.push({ kind: "string", text: ref[0] });
      rest = rest.slice(ref[0].length);
      continue;
    }
    throw new Error(`Unable to parse roll formula "${formula}" at "${rest}"`);
  }
  checkSequence(tokens, formula);
  return tokens;
}

function matchingParen(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced parentheses in roll formula "${text}"`);
}

/** Operands and operators must alternate (a leading or doubled `-`/`+` is a sign). */
function checkSequence(tokens: Token[], formula: string): void {
  let expectOperand = true;
  for (const t of tokens) {
    if (t.kind === "op") {
      if (expectOperand && t.op !== "-" && t.op !== "+")
        throw new Error(`Unexpected operator in "${formula}"`);
      expectOperand = true;
    } else {
      if (!expectOperand) throw new Error(`Missing operator in roll formula "${formula}"`);
      expectOperand = false;
    }
  }
  if (expectOperand) throw new Error(`Roll formula "${formula}" ends without an operand`);
}

export type Operand = number | "+" | "-" | "*" | "/";

/** Evaluates alternating values and operators with the usual precedence and unary signs. */
export function arithmetic(items: Operand[]): number {
  const values: number[] = [];
  const ops: string[] = [];
  let sign = 1;
  let expectOperand = true;
  for (const item of items) {
    if (typeof item === "number") {
      values.push(sign * item);
      sign = 1;
      expectOperand = false;
    } else if (expectOperand) {
      if (item === "-") sign = -sign;
    } else {
      ops.push(item);
      expectOperand = true;
    }
  }
  // multiplication and division first
  const sums: number[] = [values[0] ?? 0];
  const sumOps: string[] = [];
  ops.forEach((op, i) => {
    const v = values[i + 1] ?? 0;
    if (op === "*") sums[sums.length - 1] = (sums[sums.length - 1] ?? 0) * v;
    else if (op === "/") sums[sums.length - 1] = (sums[sums.length - 1] ?? 0) / v;
    else {
      sumOps.push(op);
      sums.push(v);
    }
  });
  return sums.slice(1).reduce((acc, v, i) => (sumOps[i] === "-" ? acc - v : acc + v), sums[0] ?? 0);
}
