// Sheet actions on the hotbar, for every ruleset: a sheet's action button (`data-action="tempoAction"`)
// drags as `{ type: "TempoAction", action, payload, name, img }` (the payload the click would send,
// the sheet's actor included); dropped on the hotbar (`hotbarDrop`), it becomes a script Macro (reused
// when this user already has the same one) whose command is the one route,
// `game.tempo.act(action, payload)`: the same ask, checks and card as the button. Whoever runs the
// macro is the requester the GM's perform judges, as for a click.
import type { ActionPayload } from "./actions/action";
import { payloadOf } from "./actions/route";
import { errorMessage } from "./notify";

export const ACTION_DRAG_TYPE = "TempoAction";

export interface ActionDragData {
  type: typeof ACTION_DRAG_TYPE;
  action: string;
  payload: ActionPayload;
  name: string;
  img: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The drag data of an action button of the actor's sheet, or null when the element is none. */
export function actionDragData(element: Element | null, actor: Actor.Implementation): ActionDragData | null {
  const button = element?.closest<HTMLElement>("[data-action='tempoAction'][data-tempo-action]");
  if (!button) return null;
  const payload: ActionPayload = { ...payloadOf(button), actor: actor.uuid };
  // the item the action names (a payload id or the row it sits in) gives the macro its name and image
  const row = button.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  const item = [row, ...Object.values(payload)]
    .map((id) => (typeof id === "string" ? actor.items.get(id) : undefined))
    .find((found) => found !== undefined);
  // the button's name without its cost ("Move", not "Move · 1 action": issue 29's `.tempo-cost`)
  const named = button.cloneNode(true) as HTMLElement;
  for (const cost of named.querySelectorAll(".tempo-cost")) cost.remove();
  const label = (button.getAttribute("aria-label") ?? named.textContent ?? "").trim();
  return {
    type: ACTION_DRAG_TYPE,
    action: button.dataset.tempoAction ?? "",
    payload,
    name: `${actor.name}: ${item?.name ?? label}`,
    img: item?.img ?? actor.img ?? "icons/svg/dice-target.svg",
  };
}

/** The drop data, if it is a sheet action's (every field of the right kind); else null. */
export function readActionDrop(data: unknown): ActionDragData | null {
  if (!isRecord(data) || data.type !== ACTION_DRAG_TYPE) return null;
  const { action, payload, name, img } = data;
  if (typeof action !== "string" || !action || typeof name !== "string" || typeof img !== "string")
    return null;
  if (!isRecord(payload)) return null;
  const values = Object.entries(payload);
  if (!values.every(([, v]) => ["string", "number", "boolean"].includes(typeof v))) return null;
  return { type: ACTION_DRAG_TYPE, action, payload: Object.fromEntries(values) as ActionPayload, name, img };
}

/** The macro's command: the one route, its refusal shown as the button shows it. */
export function actionCommand(action: string, payload: ActionPayload): string {
  return `await game.tempo.act(${JSON.stringify(action)}, ${JSON.stringify(payload)}).catch(game.tempo.notifyError);`;
}

/** The user's macro running this action (one they wrote), created if there is none yet. */
async function actionMacro(drop: ActionDragData): Promise<Macro.Implementation | undefined> {
  const command = actionCommand(drop.action, drop.payload);
  const mine = game.macros?.find(
    (m) => m.type === "script" && m.command === command && m.author?.id === game.user.id,
  );
  if (mine) return mine;
  return Macro.implementation.create({ name: drop.name, type: "script", img: drop.img, command });
}

/** Shows an action's refusal (a macro's) as a button's: the localized reason. */
export function notifyError(error: unknown): void {
  ui.notifications?.error(errorMessage(error));
  if (errorMessage(error) === game.i18n.localize("TEMPO.Error.Unexpected")) console.error(error);
}

/** `hotbarDrop`: a sheet action dropped on a slot becomes (or reuses) its macro there; others pass. */
export function registerHotbar(): void {
  Hooks.on("hotbarDrop", (_bar: unknown, data: unknown, slot: unknown) => {
    const drop = readActionDrop(data);
    if (!drop) return;
    void actionMacro(drop)
      .then((macro) => (macro ? game.user.assignHotbarMacro(macro, Number(slot)) : undefined))
      .catch(notifyError);
    return false;
  });
}
