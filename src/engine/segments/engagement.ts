/** Who is engaged in melee with whom, from the round's declarations (seed 000, "Melee Attack", "Fleeing"). */
import type { Declaration, DeclarationKind } from "./types";

/** Declarations that put a combatant in melee with the opponent it names. */
export const ENGAGING_KINDS: readonly DeclarationKind[] = [
  "melee",
  "charge",
  "close",
  "set-vs-charge",
  "parry",
  "fighting-retreat",
  "flee",
];

function engages(d: Declaration | undefined): boolean {
  return d !== undefined && ENGAGING_KINDS.includes(d.kind) && d.targetId !== undefined;
}

/**
 * The opponents engaged in melee with `id`: those whose engaging declaration names it, and the one
 * it names itself (a fleer names the opponent it runs from). Combatants of its own side never count.
 */
export function engagedOpponents(
  declarations: Readonly<Record<string, Declaration>>,
  sides: Readonly<Record<string, string>>,
  id: string,
): string[] {
  const side = sides[id];
  const found = new Set<string>();
  const own = declarations[id];
  if (engages(own) && own?.targetId !== undefined) found.add(own.targetId);
  for (const [other, d] of Object.entries(declarations)) {
    if (other !== id && engages(d) && d.targetId === id) found.add(other);
  }
  return [...found].filter((o) => o !== id && sides[o] !== undefined && sides[o] !== side);
}

/** Everyone taking part in a melee: each combatant engaged with at least one opponent. */
export function meleeParticipants(
  declarations: Readonly<Record<string, Declaration>>,
  sides: Readonly<Record<string, string>>,
): string[] {
  return Object.keys(sides).filter((id) => engagedOpponents(declarations, sides, id).length > 0);
}

/**
 * The melee `id` fights in: every combatant reached from it through engagements (its opponents, their
 * opponents, ...), both sides, itself included; empty when it is engaged with nobody. "When attempted
 * against opponents engaged in melee, the target is chosen randomly from among all melee participants,
 * so the attacker might inadvertently hit an ally": a missile aimed at `id` is drawn among these.
 */
export function meleeAround(
  declarations: Readonly<Record<string, Declaration>>,
  sides: Readonly<Record<string, string>>,
  id: string,
): string[] {
  if (engagedOpponents(declarations, sides, id).length === 0) return [];
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift())
    for (const o of engagedOpponents(declarations, sides, next))
      if (!seen.has(o)) {
        seen.add(o);
        queue.push(o);
      }
  return Object.keys(sides).filter((c) => seen.has(c));
}
