// Combat Roll's marks beside the turn engine's state (Brace, Feint, Disengage) and its start-of-turn
// rule: pure, so they are tested in Node (test/foundry/combat-roll/turn-marks.test.ts).
import type { CombatRollActionId } from "../../../engine/combat-roll/index";
import type { TurnState } from "../../../engine/turns/index";
import { RuleError } from "../../../engine/core/errors";
import type { ActorTurn } from "../../action-points/state";
import type { TurnHooks } from "../definition";

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

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
 * Combat Roll's rules at the start of a turn. Disengage lasts "for the rest of your turn" (seed 003):
 * when any turn begins, the Disengage of every other combatant has ended and is dropped from the marks
 * (Interpretation in docs/rules/combat-roll.md). A saved turn that comes back (resumed) is the same turn:
 * its own Disengage stays.
 */
export const COMBAT_ROLL_TURN_HOOKS: TurnHooks<Marks> = {
  onTurnStart({ event, marks }) {
    const own = `${event.combatantId}@${event.round}`;
    const disengaged = marks.disengaged.filter((m) => m === own);
    if (disengaged.length === marks.disengaged.length) return;
    return { marks: { ...marks, disengaged } };
  },
};

/** A combat-roll combat that has begun and holds a combatant for the actor (its turn there). */
export type CombatRollTurn = ActorTurn<Marks>;

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

/** The marks after `e`'s Disengage: "You don't provoke opportunity attacks for the rest of your turn." */
export function withDisengage(e: CombatRollTurn, state: TurnState): Marks {
  const round = `@${state.round}`;
  const kept = e.marks.disengaged.filter((m) => m.endsWith(round) && m !== `${e.combatantId}${round}`);
  return { ...e.marks, disengaged: [...kept, `${e.combatantId}${round}`] };
}

/** Whether `e`'s combatant disengaged during its current turn (it is active, in the round it disengaged). */
export function isDisengaged(e: CombatRollTurn): boolean {
  return e.state.active === e.combatantId && e.marks.disengaged.includes(`${e.combatantId}@${e.state.round}`);
}

/** The same turn record seen from another combatant of the combat (a foe answering a provocation). */
export function asCombatant(e: CombatRollTurn, combatantId: string): CombatRollTurn {
  return { ...e, combatantId };
}
