// Three-Action's plain actions (seed 001, "Actions"): which exist, which the creature's state forbids, and
// what each does besides spending its actions (conditions, Energy, the marks of the round, the chat lines).
// The shell reads the creature, calls `plainEffect`, and writes what it returns.
import { RuleError } from "../core/errors";
import { blockedBy, castCost, command, control, dodge } from "./actions";
import { focusEnergy } from "./basics";
import type { GrappleMovement } from "./grapple";
import { MANEUVERS } from "./maneuvers";
import type { TaMarks } from "./marks";

/** The plain actions a sheet offers (every action that is not an Attack or a Maneuver). */
export const PLAIN_ACTIONS = [
  "move",
  "stand-up",
  "crawl",
  "focus",
  "dodge",
  "cast",
  "control",
  "command",
  "ready",
  "skill",
  "put-out-fire",
  "reaction",
] as const;
export type PlainAction = (typeof PLAIN_ACTIONS)[number];

export function isPlainAction(id: string): id is PlainAction {
  return (PLAIN_ACTIONS as readonly string[]).includes(id);
}

/** What may be readied (Interpretation 13): an Attack, a Maneuver, or a plain action (not Ready, nor a Reaction). */
export const READIED_CHOICES: readonly string[] = [
  "attack",
  ...Object.keys(MANEUVERS),
  ...PLAIN_ACTIONS.filter((a) => a !== "ready" && a !== "reaction"),
];

/** The label of a readied action under TEMPO.ThreeAction: a maneuver's, else an action's. */
export function readiedLabelKey(id: string): string {
  return id in MANEUVERS ? `Maneuver.${id}` : `Action.${id}`;
}

const R = "TEMPO.ThreeAction.Reason.";

/**
 * Why the creature's state forbids the action (a localization key), or null: standing up and crawling
 * need Prone; a prone creature does not Move (it stands or crawls); Entangled (by the condition, or in a
 * grapple with a larger creature: `grappleEntangled`, asked only of a move) does not move; only a creature
 * on fire puts it out; Stunned, Unconscious and Dead act not at all (`blockedBy`).
 */
export function actionRefusal(
  conditions: readonly string[],
  id: string,
  grappleEntangled: () => boolean,
): string | null {
  const moving = id === "move" || id === "crawl";
  if ((id === "stand-up" || id === "crawl") && !conditions.includes("prone")) return `${R}NotProne`;
  if (id === "move" && conditions.includes("prone")) return `${R}ProneMove`;
  if (moving && conditions.includes("entangled")) return `${R}Entangled`;
  if (id === "put-out-fire" && !conditions.includes("on-fire")) return `${R}NotOnFire`;
  if (blockedBy(conditions)) return `${R}CannotAct`;
  return moving && grappleEntangled() ? `${R}GrappleEntangled` : null;
}

/** A chat line: a key under TEMPO.ThreeAction with its data (a `{ label }` is itself a key to localize), or text. */
export type PlainLine =
  { key: string; data: Readonly<Record<string, string | number | { label: string }>> } | { text: string };

export interface PlainInput {
  conditions: readonly string[];
  energy: number;
  ess: number;
  level: number;
  /** How far one Move goes (`grappleMovement`): needed by Move only. */
  movement?: GrappleMovement;
  /** What the player wrote (a spell, a trigger, a skill...). */
  text: string;
  /** Energy put into a spell (Cast). */
  castEnergy: number;
  /** The commanded creature (Command): its combatant id, and the name its line shows. */
  creatureId: string;
  creatureName: string;
  /** The readied action (Ready). */
  readied: string;
  marks: TaMarks;
  /** The acting combatant. */
  self: string;
}

export interface PlainEffect {
  marks?: TaMarks;
  conditions?: string[];
  energy?: number;
  lines: PlainLine[];
}

/** What a plain action does besides spending (the refusals of `actionRefusal` are the caller's). */
export function plainEffect(id: PlainAction, p: PlainInput): PlainEffect {
  const { marks, self, text } = p;
  switch (id) {
    case "move": {
      const m = p.movement;
      if (!m) throw new RuleError("TEMPO.Error.BadRequest", { action: "move" });
      return { lines: [{ key: m.speedHalved ? "Chat.MoveHalved" : "Chat.Move", data: { feet: m.feet } }] };
    }
    case "stand-up":
      return { conditions: p.conditions.filter((c) => c !== "prone"), lines: [] };
    case "put-out-fire":
      // putting out the fire is dropping prone and rolling (seed 001, On fire)
      return { conditions: [...p.conditions.filter((c) => c !== "on-fire"), "prone"], lines: [] };
    case "focus": {
      const gain = focusEnergy(p.ess, p.level);
      const energy = p.energy + gain;
      return { energy, lines: [{ key: "Chat.Focus", data: { gain, energy } }] };
    }
    case "dodge":
      return { conditions: dodge(p.conditions), lines: [] };
    case "cast": {
      const r = castCost({ components: { energy: p.castEnergy }, energy: p.energy });
      const data = { spell: text, spent: r.spent, energy: r.energyLeft };
      return { energy: r.energyLeft, lines: [{ key: "Chat.Cast", data }] };
    }
    case "control": {
      const prefix = `${self}:`;
      const mine = marks.controlled.filter((c) => c.startsWith(prefix)).map((c) => c.slice(prefix.length));
      control(mine, text);
      return {
        marks: { ...marks, controlled: [...marks.controlled, `${prefix}${text}`] },
        lines: [{ text }],
      };
    }
    case "command": {
      command(marks.commanded, p.creatureId);
      const commandedBy = { ...marks.commandedBy, [p.creatureId]: self };
      const next = { ...marks, commanded: [...marks.commanded, p.creatureId], commandedBy };
      return { marks: next, lines: [{ text: p.creatureName }] };
    }
    case "ready": {
      if (!READIED_CHOICES.includes(p.readied))
        throw new RuleError("TEMPO.Error.BadRequest", { action: "ready" });
      const entry = { id: self, action: p.readied, trigger: text };
      const readied = [...marks.readied.filter((r) => r.id !== self), entry];
      const data = { action: { label: readiedLabelKey(p.readied) }, trigger: text };
      return { marks: { ...marks, readied }, lines: [{ key: "Chat.Ready", data }] };
    }
    case "reaction":
      // the seed's reactions answer a trigger (a fall, a readied feat...): the player says which
      if (!text) throw new RuleError("TEMPO.ThreeAction.Error.ReactionWhy");
      return { lines: [{ key: "Chat.Reaction", data: { text } }] };
    default:
      return { lines: text ? [{ text }] : [] };
  }
}
