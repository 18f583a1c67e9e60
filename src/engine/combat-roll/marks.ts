// Combat Roll's marks beside the turn engine's state (Brace, Feint, Disengage): what they hold, how a
// turn start, an attack and a leaving combatant change them. Pure: the shell reads and writes them.
import { RuleError } from "../core/errors";
import { isRecord, strings } from "../core/stored";
import type { CombatRollActionId } from "./actions";

/** Combat Roll's own marks beside the turn engine's state: Brace and Feint wait for a later test. */
export interface Marks {
  /** Combatants whose next Defense test gains a boon. */
  braced: string[];
  /** "attackerId>targetId": a passed Feint, for the attacker's next Strike against that target. */
  feints: string[];
  /** "combatantId@round": took the Disengage action this turn (no opportunity attacks from moving). */
  disengaged: string[];
}

export const NO_MARKS: Marks = { braced: [], feints: [], disengaged: [] };

/** The marks as stored (anything else reads as none). */
export function readMarks(stored: unknown): Marks {
  const m = isRecord(stored) ? stored : {};
  return { braced: strings(m.braced), feints: strings(m.feints), disengaged: strings(m.disengaged) };
}

/** The marks that name the one who left are dropped with it. */
export function marksWithout(marks: Marks, id: string): Marks {
  return {
    braced: marks.braced.filter((x) => x !== id),
    feints: marks.feints.filter((x) => !x.split(">").includes(id)),
    disengaged: marks.disengaged.filter((x) => !x.startsWith(`${id}@`)),
  };
}

/**
 * When `combatantId`'s turn of `round` begins: Disengage lasts "for the rest of your turn" (seed 003),
 * so every other combatant's Disengage has ended. Null when nothing changes (a resumed turn keeps its own).
 */
export function marksAtTurnStart(marks: Marks, combatantId: string, round: number): Marks | null {
  const own = `${combatantId}@${round}`;
  const disengaged = marks.disengaged.filter((m) => m === own);
  return disengaged.length === marks.disengaged.length ? null : { ...marks, disengaged };
}

/** The key of `attackerId`'s Feint against `targetId` (its next Strike against that target gains a boon). */
export function feintKey(attackerId: string, targetId: string): string {
  return `${attackerId}>${targetId}`;
}

/** The marks once `combatantId` has acted (a Strike, a Manipulate): its Feints are spent. */
export function withoutFeintsOf(marks: Marks, combatantId: string): Marks {
  return { ...marks, feints: marks.feints.filter((f) => !f.startsWith(`${combatantId}>`)) };
}

/** The marks after `attackerId`'s passed Feint against `targetId` (its earlier Feints spent). */
export function withFeint(marks: Marks, attackerId: string, targetId: string): Marks {
  const spent = withoutFeintsOf(marks, attackerId);
  return { ...spent, feints: [...spent.feints, feintKey(attackerId, targetId)] };
}

/** The marks with `combatantId` braced (a Brace: its next Defense test gains a boon) or not (that test used it). */
export function withBrace(marks: Marks, combatantId: string, braced: boolean): Marks {
  const others = marks.braced.filter((id) => id !== combatantId);
  return { ...marks, braced: braced ? [...others, combatantId] : others };
}

/** The marks after a Disengage: "You don't provoke opportunity attacks for the rest of your turn." */
export function withDisengage(marks: Marks, combatantId: string, round: number): Marks {
  const at = `@${round}`;
  const kept = marks.disengaged.filter((m) => m.endsWith(at) && m !== `${combatantId}${at}`);
  return { ...marks, disengaged: [...kept, `${combatantId}${at}`] };
}

/** Whether `combatantId` disengaged during its current turn (it is active, in the round it disengaged). */
export function isDisengaged(
  marks: Marks,
  combatantId: string,
  active: string | null,
  round: number,
): boolean {
  return active === combatantId && marks.disengaged.includes(`${combatantId}@${round}`);
}

/**
 * Actions with their own flow (a dialog, a card, a condition check): the generic sheet action refuses
 * them, so a Dash always asks about reach and a Strike always makes its card.
 */
const OWN_FLOW: readonly string[] = [
  "dash",
  "grapple",
  "escape",
  "release",
  "search",
  "sneak",
  "strike",
  "use-magic",
  "opportunity-attack",
  "defend",
];

/** The action id of a generic sheet action (Disengage, Manipulate, a free action). */
export function plainAction(id: string): CombatRollActionId {
  if (OWN_FLOW.includes(id)) throw new RuleError("TEMPO.Error.BadRequest", { action: id });
  return id as CombatRollActionId;
}
