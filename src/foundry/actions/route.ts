import { RuleError } from "../../engine/core/errors";
import { guarded } from "../notify";
import { activeRulesetId } from "../rulesets/active";
import type { RulesetId } from "../rulesets/ids";
import { inGmQueue, registerGmAction, requestGM } from "../socket";
import { currentRollMode } from "../chat/roll-mode";
import { type ActionMap, type ActionPayload, type TempoAction } from "./action";
import { rulesetOf, type RulesetLookup } from "./ruleset-of";
import { noteAction } from "./outcome";

/** The one GM request every action travels as; the action's name rides in its payload, the roll mode in the request. */
const REQUEST = "act";
const NAME = "tempoAction";

/** This client's documents, as `rulesetOf` reads them. */
const lookup: RulesetLookup = {
  messageRuleset(id) {
    const system: unknown = game.messages.get(id)?.system;
    if (typeof system === "object" && system !== null && "ruleset" in system) return system.ruleset;
    // a card type that does not name its ruleset (Three-Action's) is the world's ruleset's
    // (read at call time: the class is Foundry's, not defined when Node tests load this module)
    return system instanceof foundry.abstract.TypeDataModel ? activeRulesetId() : undefined;
  },
  combatRuleset(id) {
    const combat = game.combats.get(id) as { rulesetId?: RulesetId } | undefined;
    return combat?.rulesetId;
  },
  active: activeRulesetId,
};

/**
 * Each ruleset's actions, given at init by the registry: this module is imported by rulesets (their
 * dialogs call `act`), so it must not import the registry, which imports every ruleset.
 */
let actionsOf: (id: RulesetId) => ActionMap = () => ({});

export function setActionSource(source: (id: RulesetId) => ActionMap): void {
  actionsOf = source;
}

/** The payload without the routing field (the action's name). */
function body(raw: ActionPayload): ActionPayload {
  const rest: ActionPayload = { ...raw };
  delete rest[NAME];
  return rest;
}

/** The named action of the ruleset the payload's context belongs to; unknown names are refused. */
function actionFor(name: string, raw: ActionPayload): TempoAction {
  const action = actionsOf(rulesetOf(raw, lookup))[name];
  if (!action) throw new RuleError("TEMPO.Error.BadRequest", { action: name });
  return action;
}

/** The payload of a button: its `data-*` attributes, minus the routing ones. */
export function payloadOf(element: HTMLElement): ActionPayload {
  const payload: ActionPayload = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (value === undefined || key === "action" || key === NAME || key === "tooltip") continue;
    payload[key] = value;
  }
  return payload;
}

/**
 * Why this user may not run the action now, as a RuleError with its data (a refusal thrown by a check
 * keeps its names and numbers: "It is not Mira's turn.", never "It is not {id}'s turn."), or null; for
 * buttons to show themselves disabled with the reason. An unknown action or a malformed payload is a
 * reason too.
 */
export function unavailableReason(
  name: string,
  raw: ActionPayload,
  user: User.Implementation,
): RuleError | null {
  try {
    const action = actionFor(name, raw);
    const key = action.unavailable?.(action.parse(body(raw)), user) ?? null;
    return key === null ? null : new RuleError(key);
  } catch (error) {
    return error instanceof RuleError ? error : new RuleError("TEMPO.Error.Unexpected");
  }
}

/**
 * Every click and macro: the action is found and its payload parsed here as at the GM; its `ask`
 * (a dialog) runs on this client, and the GM performs it (or this client, when the action says its
 * writes are this user's own: `performsHere`). Cancelled dialogs send nothing.
 */
export async function act(name: string, raw: ActionPayload = {}): Promise<void> {
  const action = actionFor(name, raw);
  let payload = action.parse(body(raw));
  const why = action.unavailable?.(payload, game.user);
  if (why) throw new RuleError(why);
  if (action.ask) {
    const asked = await action.ask(payload, game.user);
    if (!asked) return;
    payload = asked;
  }
  if (action.performsHere?.(payload, game.user)) {
    const run = { payload, requester: game.user, rollMode: currentRollMode() };
    // the GM's queue is this client's one-at-a-time queue (and its gathering of Rolls) here too
    return inGmQueue(() => {
      noteAction(name, game.user.id);
      return action.perform(run);
    });
  }
  await requestGM(REQUEST, { ...payload, [NAME]: name });
}

/** A button's click: `act` with its payload, errors as notifications, the button off while it runs. */
export async function actFromButton(button: HTMLElement, context: ActionPayload = {}): Promise<void> {
  const name = button.dataset[NAME] ?? "";
  await guarded(() => act(name, { ...payloadOf(button), ...context }));
}

/**
 * The GM side: the action is looked up again from the payload's context (never trusted from the
 * client), its payload parsed again, and performed as the user the socket reports.
 */
export function registerActionRequests(): void {
  registerGmAction(REQUEST, async (raw, requester, rollMode) => {
    const name = String(raw[NAME] ?? "");
    const action = actionFor(name, body(raw));
    noteAction(name, requester.id ?? "");
    await action.perform({ payload: action.parse(body(raw)), requester, rollMode });
  });
}
