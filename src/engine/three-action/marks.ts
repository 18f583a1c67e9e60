// Three-Action's marks beside the turn engine's state: who commanded whom (once per round; a commanded
// creature's ongoing effects come at its last commander's turn start), spells controlled this turn, and
// readied actions with the trigger their player wrote, conditions a maneuver laid for a time. Stored in
// the combat's turn state by the shell; read, pruned and changed here.
import { isRecord, strings } from "../core/stored";
import type { Until } from "./maneuvers";

export interface TaMarks {
  /** "commanderId>creatureId": commands given this round. */
  commanded: string[];
  /** creatureId -> the combatant that last commanded it. */
  commandedBy: Record<string, string>;
  /** "combatantId:spell": spells controlled this turn. */
  controlled: string[];
  /** Readied actions waiting for their trigger, until the readier's next turn. */
  readied: { id: string; action: string; trigger: string }[];
  /** Conditions a maneuver laid for a time (Feint's Flat Footed, Grapple's Slowed): on `actor` (a uuid). */
  timed: TimedCondition[];
}

export interface TimedCondition {
  creator: string;
  until: Until;
  actor: string;
  condition: string;
}

export const NO_MARKS: TaMarks = { commanded: [], commandedBy: {}, controlled: [], readied: [], timed: [] };

export function readMarks(stored: unknown): TaMarks {
  const m = isRecord(stored) ? stored : {};
  const by = isRecord(m.commandedBy) ? m.commandedBy : {};
  const readied = Array.isArray(m.readied) ? m.readied.filter(isRecord) : [];
  return {
    commanded: strings(m.commanded),
    commandedBy: Object.fromEntries(
      Object.entries(by).filter((e): e is [string, string] => typeof e[1] === "string"),
    ),
    controlled: strings(m.controlled),
    readied: readied.map((r) => ({ id: String(r.id), action: String(r.action), trigger: String(r.trigger) })),
    timed: (Array.isArray(m.timed) ? m.timed.filter(isRecord) : []).map((t) => ({
      creator: String(t.creator),
      until: t.until === "end-of-attacker-turn" ? "end-of-attacker-turn" : "start-of-attacker-next-turn",
      actor: String(t.actor),
      condition: String(t.condition),
    })),
  };
}

/** The marks that name the one who left are dropped with it. */
export function marksWithout(marks: TaMarks, id: string): TaMarks {
  return {
    commanded: marks.commanded.filter((x) => !x.split(">").includes(id)),
    commandedBy: Object.fromEntries(
      Object.entries(marks.commandedBy).filter(([k, v]) => k !== id && v !== id),
    ),
    controlled: marks.controlled.filter((x) => !x.startsWith(`${id}:`)),
    readied: marks.readied.filter((r) => r.id !== id),
    timed: marks.timed.filter((t) => t.creator !== id),
  };
}
