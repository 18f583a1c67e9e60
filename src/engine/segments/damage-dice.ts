/** Damage dice written as text on weapons ("1d8", "2d4+1", "1d6-1", "3"). */
import { RuleError } from "../core/errors";
import { key } from "./constants";
import type { DamageDice } from "./types";

const DICE = /^(\d*)d(\d+)(?:([+-])(\d+))?$/i;
const FLAT = /^[+-]?\d+$/;

/** Parses `NdF±B` (N defaults to 1; a bare number is flat damage). Anything else is a RuleError. */
export function parseDamageDice(text: string): DamageDice {
  const t = text.replace(/\s+/g, "");
  if (FLAT.test(t)) return { count: 0, faces: 1, bonus: Number(t) };
  const m = DICE.exec(t);
  const count = m?.[1] ? Number(m[1]) : 1;
  const faces = Number(m?.[2] ?? 0);
  if (!m || count < 1 || faces < 2) throw new RuleError(key("Error.BadDamageDice"), { text });
  const bonus = m[4] === undefined ? 0 : (m[3] === "-" ? -1 : 1) * Number(m[4]);
  return { count, faces, bonus };
}

/** The dice as Foundry reads them: "2d4 + 1", "1d6 - 1", "3". */
export function formatDamageDice(dice: DamageDice): string {
  const base = dice.count > 0 ? `${dice.count}d${dice.faces}` : "";
  if (dice.bonus === 0) return base || "0";
  if (!base) return String(dice.bonus);
  return `${base} ${dice.bonus > 0 ? "+" : "-"} ${Math.abs(dice.bonus)}`;
}
