// Three-Action's plain actions (Move, Stand up, Crawl, Focus, Dodge, Cast, Control, Command, Ready, Use a
// skill, Put out fire): at the active GM, the action is spent from the shared action-point shell (one
// combat update), its effect written on the actor, and a chat line posted with the requester's roll mode.
import { threeAction } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { TurnState } from "../../../engine/turns/index";
import type { PlainLine, TaMarks } from "../../../engine/three-action/index";
import { spend, writeTurns } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import { assertMayAct, TA_AP, taTurnOf } from "./ap-rules";
import type { RollMode } from "../../actions/index";
import { postLine } from "./chat";
import type { PlainPayload } from "./payloads";
import { movementOf } from "./grapple";
import { conditionsOf, STATS_PATH, taStats, vitalsOf, writeVitals } from "./stats";

export const { PLAIN_ACTIONS, READIED_CHOICES } = threeAction;

/** The localized name of a readied action (a maneuver, or an action). */
export function readiedLabel(id: string): string {
  return fmt(threeAction.readiedLabelKey(id));
}

/** Why the actor's conditions or grapples forbid the action (a localization key), or null. */
function actorReason(actor: Actor.Implementation, id: string): string | null {
  return threeAction.actionRefusal(conditionsOf(actor), id, () => movementOf(actor).entangled);
}

/**
 * Why an action is not possible now for the actor (a localization key), or null: a disabled button's
 * tooltip. A refusal of the turn's budget is thrown, with its numbers ("needs 2 actions but has 1").
 */
export function unavailable(actor: Actor.Implementation, id: string): string | null {
  const reason = actorReason(actor, id);
  if (reason) return reason;
  const t = taTurnOf(actor);
  if (t) spend(t, TA_AP, threeAction.actionInput(id));
  return null;
}

export const fmt = (key: string, data: Record<string, string | number> = {}) =>
  game.i18n.format(
    `TEMPO.ThreeAction.${key}`,
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
  );

/** An engine line, localized (its `{ label }` data localized too). */
function lineText(line: PlainLine): string {
  if ("text" in line) return line.text;
  const data = Object.entries(line.data).map(([k, v]) => [k, typeof v === "object" ? fmt(v.label) : v]);
  return fmt(line.key, Object.fromEntries(data) as Record<string, string | number>);
}

/** What the action does besides spending (engine `plainEffect`), from the actor and the payload's details. */
function effect(actor: Actor.Implementation, payload: PlainPayload, marks: TaMarks, self: string) {
  const { id } = payload;
  const reason = actorReason(actor, id);
  if (reason) throw new RuleError(reason);
  const s = taStats(actor);
  return threeAction.plainEffect(id, {
    conditions: conditionsOf(actor),
    energy: s.energy,
    ess: s.ess,
    level: s.level,
    ...(id === "move" ? { movement: movementOf(actor) } : {}),
    text: payload.text.slice(0, 200),
    castEnergy: payload.energy,
    creatureId: payload.creatureId,
    creatureName: payload.creatureName || payload.creatureId,
    readied: payload.readied,
    marks,
    self,
  });
}

/**
 * What the action would do now, without writing: the GM's reading of the payload (`effect`), for the
 * dialog to refuse what the GM would (one owner: engine `plainEffect`).
 */
export function previewPlain(actor: Actor.Implementation, payload: PlainPayload): void {
  const t = taTurnOf(actor);
  effect(actor, payload, t?.marks ?? TA_AP.marks.empty, t?.combatantId ?? "");
}

/** At the GM: spends the action, writes the turn (one combat update), the actor, and posts the line. */
export async function performPlain(
  actor: Actor.Implementation,
  payload: PlainPayload,
  requester: User.Implementation,
  mode: RollMode,
): Promise<void> {
  assertOwnerOrGM(actor, requester);
  assertMayAct(actor);
  const t = taTurnOf(actor);
  const { id } = payload;
  const state: TurnState | null = t ? spend(t, TA_AP, threeAction.actionInput(id)) : null;
  const done = effect(actor, payload, t?.marks ?? TA_AP.marks.empty, t?.combatantId ?? "");
  if (t && state) await writeTurns(t.combat, TA_AP, state, done.marks ?? t.marks);
  if (done.conditions || done.energy !== undefined) {
    const stats = done.energy === undefined ? {} : { [`${STATS_PATH}.energy`]: done.energy };
    await writeVitals(
      actor,
      { ...vitalsOf(actor), conditions: done.conditions ?? conditionsOf(actor) },
      stats,
    );
  }
  const title = fmt("Chat.Action", { name: actor.name ?? "", action: fmt(`Action.${id}`) });
  await postLine(actor, title, done.lines.map(lineText), [], mode, requester);
}
