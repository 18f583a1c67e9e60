// Roll terms: dice (NdX with kh/kl/k/dh/dl), numbers, operators, parenthetical groups, unresolved strings.
import { rollFace } from "./random";

export interface DiceResult {
  result: number;
  active: boolean;
  discarded?: boolean;
}

export interface TermData {
  class: string;
  [key: string]: unknown;
}

export abstract class RollTerm {
  evaluated = false;
  abstract get expression(): string;
  abstract get total(): number | undefined;
  evaluate(): this {
    this.evaluated = true;
    return this;
  }
  abstract toJSON(): TermData;
}

export class NumericTerm extends RollTerm {
  constructor(readonly number: number) {
    super();
  }
  get expression(): string {
    return String(this.number);
  }
  get total(): number {
    return this.number;
  }
  toJSON(): TermData {
    return { class: "NumericTerm", number: this.number, evaluated: this.evaluated };
  }
}

export class OperatorTerm extends RollTerm {
  constructor(readonly operator: "+" | "-" | "*" | "/") {
    super();
  }
  get expression(): string {
    return ` ${this.operator} `;
  }
  get total(): undefined {
    return undefined;
  }
  toJSON(): TermData {
    return { class: "OperatorTerm", operator: this.operator, evaluated: this.evaluated };
  }
}

export class StringTerm extends RollTerm {
  constructor(readonly term: string) {
    super();
  }
  get expression(): string {
    return this.term;
  }
  get total(): undefined {
    return undefined;
  }
  override evaluate(): this {
    throw new Error(`Unresolved StringTerm ${this.term} requested for evaluation`);
  }
  toJSON(): TermData {
    return { class: "StringTerm", term: this.term, evaluated: this.evaluated };
  }
}

const MODIFIER = /(kh|kl|k|dh|dl)(\d*)/g;

export class Die extends RollTerm {
  results: DiceResult[] = [];

  constructor(
    readonly number: number,
    readonly faces: number,
    readonly modifiers: string[] = [],
  ) {
    super();
  }

  static parseModifiers(text: string): string[] {
    const mods: string[] = [];
    let consumed = "";
    for (const m of text.matchAll(MODIFIER)) {
      mods.push(m[0]);
      consumed += m[0];
    }
    if (consumed !== text) throw new Error(`Unknown dice modifier in "${text}"`);
    return mods;
  }

  get denomination(): string {
    return `d${this.faces}`;
  }
  get expression(): string {
    return `${this.number}d${this.faces}${this.modifiers.join("")}`;
  }
  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }
  get total(): number | undefined {
    if (!this.evaluated) return undefined;
    return this.values.reduce((a, b) => a + b, 0);
  }

  override evaluate(): this {
    if (this.evaluated) throw new Error("This Die has already been evaluated and is now immutable");
    this.results = [];
    for (let i = 0; i < this.number; i++) this.results.push({ result: rollFace(this.faces), active: true });
    for (const mod of this.modifiers) this.#applyModifier(mod);
    this.evaluated = true;
    return this;
  }

  #applyModifier(mod: string): void {
    const m = /^(kh|kl|k|dh|dl)(\d*)$/.exec(mod);
    if (!m) return;
    const kind = m[1] === "k" ? "kh" : (m[1] ?? "kh");
    const n = m[2] ? Number(m[2]) : 1;
    const active = this.results.filter((r) => r.active);
    const ascending = [...active].sort((a, b) => a.result - b.result);
    let discard: DiceResult[];
    if (kind === "kh") discard = ascending.slice(0, Math.max(0, active.length - n));
    else if (kind === "kl") discard = ascending.slice(Math.min(n, active.length));
    else if (kind === "dh") discard = ascending.slice(Math.max(0, active.length - n));
    else discard = ascending.slice(0, n);
    for (const r of discard) {
      r.active = false;
      r.discarded = true;
    }
  }

  toJSON(): TermData {
    return {
      class: "Die",
      number: this.number,
      faces: this.faces,
      modifiers: [...this.modifiers],
      results: this.results.map((r) => ({ ...r })),
      evaluated: this.evaluated,
    };
  }

  static fromJSON(data: TermData): Die {
    const die = new Die(
      Number(data.number),
      Number(data.faces),
      (data.modifiers as string[] | undefined) ?? [],
    );
    die.results = ((data.results as DiceResult[] | undefined) ?? []).map((r) => ({ ...r }));
    die.evaluated = data.evaluated === true;
    return die;
  }
}
