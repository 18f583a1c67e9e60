// foundry.dice.Roll: parse a formula into terms, evaluate it with the dice source, serialize, render.
import { escapeHTML, type AnyObject } from "../core/utils";
import { arithmetic, replaceFormulaData, tokenize, type Operand } from "./parser";
import { Die, NumericTerm, OperatorTerm, RollTerm, StringTerm, type TermData } from "./terms";

export class ParentheticalTerm extends RollTerm {
  readonly roll: Roll;
  constructor(readonly term: string) {
    super();
    this.roll = new Roll(term);
  }
  get expression(): string {
    return `(${this.roll.formula})`;
  }
  get total(): number | undefined {
    return this.roll.total;
  }
  get dice(): Die[] {
    return this.roll.dice;
  }
  override evaluate(): this {
    this.roll.evaluateSync();
    this.evaluated = true;
    return this;
  }
  toJSON(): TermData {
    return {
      class: "ParentheticalTerm",
      term: this.term,
      roll: this.roll.toJSON(),
      evaluated: this.evaluated,
    };
  }
}

export interface RollJSON {
  class: string;
  formula: string;
  terms: TermData[];
  total: number | undefined;
  evaluated: boolean;
  options: AnyObject;
  data?: AnyObject;
}

/** Set by the runtime so that `roll.toMessage()` can create a ChatMessage. */
export const rollMessages: {
  create?: (roll: Roll, data: AnyObject, options: AnyObject) => Promise<unknown>;
} = {};

export class Roll {
  terms: RollTerm[];
  readonly data: AnyObject;
  options: AnyObject;
  #total: number | undefined;
  #evaluated = false;

  static CHAT_TEMPLATE = "templates/dice/roll.html";

  constructor(formula: string, data: AnyObject = {}, options: AnyObject = {}) {
    this.data = data;
    this.options = options;
    this.terms = Roll.parse(Roll.replaceFormulaData(formula, data));
  }

  static replaceFormulaData(
    formula: string,
    data: object,
    options: { missing?: string; warn?: boolean } = {},
  ): string {
    return replaceFormulaData(formula, data, options);
  }

  static parse(formula: string): RollTerm[] {
    return tokenize(formula).map((t): RollTerm => {
      switch (t.kind) {
        case "die":
          return new Die(t.number, t.faces, Die.parseModifiers(t.modifiers));
        case "num":
          return new NumericTerm(t.value);
        case "op":
          return new OperatorTerm(t.op);
        case "paren":
          return new ParentheticalTerm(t.inner);
        case "string":
          return new StringTerm(t.text);
      }
    });
  }

  /** Whether a formula parses (with `@data` references counted as numbers). */
  static validate(formula: string): boolean {
    try {
      const terms = Roll.parse(replaceFormulaData(formula, {}, { missing: "0" }));
      return terms.length > 0;
    } catch {
      return false;
    }
  }

  static create(formula: string, data: AnyObject = {}, options: AnyObject = {}): Roll {
    return new this(formula, data, options);
  }

  static getFormula(terms: RollTerm[]): string {
    return terms
      .map((t) => t.expression)
      .join("")
      .replace(/ {2,}/g, " ")
      .trim();
  }

  get formula(): string {
    return Roll.getFormula(this.terms);
  }
  get total(): number | undefined {
    return this.#total;
  }
  get result(): string {
    return this.terms
      .map((t) => (t instanceof OperatorTerm ? t.expression : String(t.total ?? t.expression)))
      .join("")
      .trim();
  }
  get evaluated(): boolean {
    return this.#evaluated;
  }
  get _evaluated(): boolean {
    return this.#evaluated;
  }
  get dice(): Die[] {
    return this.terms.flatMap((t) => (t instanceof Die ? [t] : t instanceof ParentheticalTerm ? t.dice : []));
  }
  get isDeterministic(): boolean {
    return this.dice.length === 0;
  }

  async evaluate(_options: AnyObject = {}): Promise<this> {
    return this.evaluateSync();
  }

  evaluateSync(_options: AnyObject = {}): this {
    if (this.#evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    for (const term of this.terms) if (!(term instanceof OperatorTerm)) term.evaluate();
    this.#total = this.#computeTotal();
    this.#evaluated = true;
    return this;
  }

  #computeTotal(): number {
    const items: Operand[] = this.terms.map((t) => (t instanceof OperatorTerm ? t.operator : (t.total ?? 0)));
    const total = arithmetic(items);
    return Number.isInteger(total) ? total : Math.round(total * 1e10) / 1e10;
  }

  clone(): Roll {
    return new (this.constructor as typeof Roll)(this.formula, this.data, this.options);
  }

  async reroll(): Promise<Roll> {
    return this.clone().evaluate();
  }

  toJSON(): RollJSON {
    return {
      class: this.constructor.name,
      formula: this.formula,
      terms: this.terms.map((t) => t.toJSON()),
      total: this.#total,
      evaluated: this.#evaluated,
      options: { ...this.options },
    };
  }

  static fromData(data: RollJSON | AnyObject): Roll {
    const json = data as RollJSON;
    const roll = new this(String(json.formula), {}, json.options ?? {});
    roll.terms = (json.terms ?? []).map(termFromJSON);
    roll.#total = typeof json.total === "number" ? json.total : undefined;
    roll.#evaluated = json.evaluated === true;
    return roll;
  }

  static fromJSON(json: string): Roll {
    return this.fromData(JSON.parse(json) as RollJSON);
  }

  /** The roll's chat HTML: formula, a tooltip of dice results and the total. */
  async render({
    flavor,
    isPrivate = false,
  }: { flavor?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this.#evaluated) await this.evaluate();
    const dice = this.dice
      .map((d) => {
        const rolls = d.results
          .map((r) => `<li class="roll die d${d.faces}${r.discarded ? " discarded" : ""}">${r.result}</li>`)
          .join("");
        return `<section class="tooltip-part"><div class="dice"><span class="part-formula">${escapeHTML(d.expression)}</span><ol class="dice-rolls">${rolls}</ol></div></section>`;
      })
      .join("");
    const flavorHTML = flavor ? `<div class="dice-flavor">${escapeHTML(flavor)}</div>` : "";
    const formula = isPrivate ? "???" : escapeHTML(this.formula);
    const total = isPrivate ? "?" : String(this.#total);
    return `<div class="dice-roll">${flavorHTML}<div class="dice-result"><div class="dice-formula">${formula}</div><div class="dice-tooltip">${isPrivate ? "" : dice}</div><h4 class="dice-total">${total}</h4></div></div>`;
  }

  async toMessage(messageData: AnyObject = {}, options: AnyObject = {}): Promise<unknown> {
    if (!this.#evaluated) await this.evaluate();
    if (!rollMessages.create) throw new Error("Roll#toMessage needs the ChatMessage runtime");
    return rollMessages.create(this, messageData, options);
  }
}

function termFromJSON(data: TermData): RollTerm {
  switch (data.class) {
    case "Die":
      return Die.fromJSON(data);
    case "NumericTerm":
      return Object.assign(new NumericTerm(Number(data.number)), { evaluated: data.evaluated === true });
    case "OperatorTerm":
      return new OperatorTerm(data.operator as "+" | "-" | "*" | "/");
    case "ParentheticalTerm": {
      const term = new ParentheticalTerm(String(data.term));
      const inner = Roll.fromData(data.roll as RollJSON);
      Object.defineProperty(term, "roll", { value: inner });
      term.evaluated = data.evaluated === true;
      return term;
    }
    default:
      return new StringTerm(String(data.term ?? ""));
  }
}
