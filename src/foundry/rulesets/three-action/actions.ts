// Three-Action's plain actions (Move, Stand up, Crawl, Focus, Dodge, Cast, Control, Command, Ready, Use a
// skill, Put out fire): at the active GM, the action is spent from the shared action-point shell (one
// combat update), its effect written on the actor, and a chat line posted with the requester's roll mode.
import { threeAction } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { TurnState } from "../../../engine/turns/index";
import { spend, turnsUpdate } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import type { RequestPayload } from "../definition";
import { assertMayAct, TA_AP, taTurnOf } from "./ap-rules";
import type { RollMode } from "../../actions/index";
import { postLine } from "./chat";
import { movementOf } from "./grapple";
import type { TaMarks } from "./marks";
import { conditionsOf, STATS_PATH, taStats, vitalsOf, writeVitals } from "./stats";

/** The plain actions a sheet offers, with what each needs from the player (a text, a number, a creature). */
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

/** What may be readied: an Attack, a Maneuver, or a plain action (not Ready itself, nor a Reaction). */
export const READIED_CHOICES: readonly string[] = [
  "attack",
  ...Object.keys(threeAction.MANEUVERS),
  ...PLAIN_ACTIONS.filter((a) => a !== "ready" && a !== "reaction"),
];

/** The localized name of a readied action (a maneuver, or an action). */
export function readiedLabel(id: string): string {
  return fmt(id in threeAction.MANEUVERS ? `Maneuver.${id}` : `Action.${id}`);
}

export function isPlainAction(id: string): id is PlainAction {
  return (PLAIN_ACTIONS as readonly string[]).includes(id);
}

/** Why the actor's conditions forbid the action (a localization key), or null. */
function conditionReason(conditions: readonly string[], id: string): string | null {
  if ((id === "stand-up" || id === "crawl") && !conditions.includes("prone"))
    return "TEMPO.ThreeAction.Reason.NotProne";
  if (id === "move" && conditions.includes("prone")) return "TEMPO.ThreeAction.Reason.ProneMove";
  if ((id === "move" || id === "crawl") && conditions.includes("entangled"))
    return "TEMPO.ThreeAction.Reason.Entangled";
  if (id === "put-out-fire" && !conditions.includes("on-fire")) return "TEMPO.ThreeAction.Reason.NotOnFire";
  return threeAction.blockedBy(conditions) ? "TEMPO.ThreeAction.Reason.CannotAct" : null;
}

/** Why the actor's conditions or grapples forbid the action (a localization key), or null. */
function actorReason(actor: Actor.Implementation, id: string): string | null {
  const reason = conditionReason(conditionsOf(actor), id);
  if (reason) return reason;
  // smaller than a creature of its grapple: Entangled (seed 001, Grappled / Grappling)
  if ((id === "move" || id === "crawl") && movementOf(actor).entangled)
    return "TEMPO.ThreeAction.Reason.GrappleEntangled";
  return null;
}

/** Why an action is not possible now for the actor (a localization key), or null: a disabled button's tooltip. */
export function unavailable(actor: Actor.Implementation, id: string): string | null {
  const reason = actorReason(actor, id);
  if (reason) return reason;
  const t = taTurnOf(actor);
  if (!t) return null;
  try {
    spend(t, TA_AP, threeAction.actionInput(id));
  } catch (error) {
    return error instanceof RuleError ? error.key : "TEMPO.Error.BadRequest";
  }
  return null;
}

interface Done {
  marks?: TaMarks;
  conditions?: string[];
  stats?: Record<string, unknown>;
  lines: string[];
}

export const fmt = (key: string, data: Record<string, string | number> = {}) =>
  game.i18n.format(
    `TEMPO.ThreeAction.${key}`,
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
  );

/** What the action does besides spending (engine calls), from the payload's details. */
function effect(
  actor: Actor.Implementation,
  id: PlainAction,
  payload: RequestPayload,
  marks: TaMarks,
  self: string,
): Done {
  const s = taStats(actor);
  const conditions = conditionsOf(actor);
  const text = String(payload.text ?? "").slice(0, 200);
  const reason = actorReason(actor, id);
  if (reason) throw new RuleError(reason);
  switch (id) {
    case "move": {
      const m = movementOf(actor);
      return { lines: [fmt(m.speedHalved ? "Chat.MoveHalved" : "Chat.Move", { feet: m.feet })] };
    }
    case "stand-up":
      return { conditions: conditions.filter((c) => c !== "prone"), lines: [] };
    case "put-out-fire":
      return { conditions: [...conditions.filter((c) => c !== "on-fire"), "prone"], lines: [] };
    case "focus": {
      const gain = threeAction.focusEnergy(s.ess, s.level);
      return {
        stats: { [`${STATS_PATH}.energy`]: s.energy + gain },
        lines: [fmt("Chat.Focus", { gain, energy: s.energy + gain })],
      };
    }
    case "dodge":
      return { conditions: threeAction.dodge(conditions), lines: [] };
    case "cast": {
      const r = threeAction.castCost({
        components: { energy: Number(payload.energy ?? 0) },
        energy: s.energy,
      });
      return {
        stats: { [`${STATS_PATH}.energy`]: r.energyLeft },
        lines: [fmt("Chat.Cast", { spell: text, spent: r.spent, energy: r.energyLeft })],
      };
    }
    case "control": {
      const mine = marks.controlled
        .filter((c) => c.startsWith(`${self}:`))
        .map((c) => c.slice(self.length + 1));
      threeAction.control(mine, text);
      return { marks: { ...marks, controlled: [...marks.controlled, `${self}:${text}`] }, lines: [text] };
    }
    case "command": {
      const creature = String(payload.creatureId ?? "");
      threeAction.command(marks.commanded, creature);
      return {
        marks: {
          ...marks,
          commanded: [...marks.commanded, creature],
          commandedBy: { ...marks.commandedBy, [creature]: self },
        },
        lines: [String(payload.creatureName ?? creature)],
      };
    }
    case "ready": {
      const action = String(payload.readied ?? "attack");
      if (!READIED_CHOICES.includes(action))
        throw new RuleError("TEMPO.Error.BadRequest", { action: "ready" });
      return {
        marks: {
          ...marks,
          readied: [...marks.readied.filter((r) => r.id !== self), { id: self, action, trigger: text }],
        },
        lines: [fmt("Chat.Ready", { action: readiedLabel(action), trigger: text })],
      };
    }
    case "reaction":
      // the seed's reactions answer a trigger (a fall, a readied feat...): the player says which
      if (!text) throw new RuleError("TEMPO.ThreeAction.Error.ReactionWhy");
      return { lines: [fmt("Chat.Reaction", { text })] };
    default:
      return { lines: text ? [text] : [] };
  }
}

/** At the GM: spends the action, writes the turn (one combat update), the actor, and posts the line. */
export async function performPlain(
  actor: Actor.Implementation,
  id: PlainAction,
  payload: RequestPayload,
  requester: User.Implementation,
  mode: RollMode,
): Promise<void> {
  assertOwnerOrGM(actor, requester);
  assertMayAct(actor);
  const t = taTurnOf(actor);
  const state: TurnState | null = t ? spend(t, TA_AP, threeAction.actionInput(id)) : null;
  const done = effect(actor, id, payload, t?.marks ?? TA_AP.marks.empty, t?.combatantId ?? "");
  if (t && state) await t.combat.update(turnsUpdate(t.combat, TA_AP, state, done.marks ?? t.marks));
  if (done.conditions || done.stats) {
    await writeVitals(
      actor,
      { ...vitalsOf(actor), conditions: done.conditions ?? conditionsOf(actor) },
      done.stats,
    );
  }
  const title = fmt("Chat.Action", { name: actor.name ?? "", action: fmt(`Action.${id}`) });
  await postLine(actor, title, done.lines, [], mode, requester);
}
