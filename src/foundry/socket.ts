import { RuleError } from "../engine/core/errors";
import { errorMessage } from "./notify";
import { collectRolls } from "./dice";
import { isRollMode, type RollMode } from "./actions/action";
import { currentRollMode } from "./chat/roll-mode";
import { withOneOutcome } from "./actions/outcome";

/** The GM's answer to a refused request, shown to the requesting user only, in their language. */
interface Refusal {
  refusal: true;
  userId: string;
  key: string;
  data: Record<string, string | number>;
}

function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.refusal === true && typeof v.userId === "string" && typeof v.key === "string";
}

/**
 * One writer: the active GM applies every combat transition and every change to documents a player
 * does not own. A player's request travels to the GM over the system socket; the GM checks that
 * the requesting user may ask for it, then performs it.
 */
export const SOCKET = "system.tempo";

export interface GmRequest {
  action: string;
  userId: string;
  payload: Record<string, string | number | boolean>;
  /** The requester's roll mode when they clicked: what the GM posts for them is read as they chose. */
  rollMode?: string;
}

type Handler = (
  payload: GmRequest["payload"],
  requester: User.Implementation,
  mode: RollMode,
) => Promise<void>;

const handlers = new Map<string, Handler>();

export function registerGmAction(action: string, handler: Handler): void {
  handlers.set(action, handler);
}

function isGmRequest(value: unknown): value is GmRequest {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.action === "string" &&
    typeof v.userId === "string" &&
    typeof v.payload === "object" &&
    v.payload !== null
  );
}

/** True on exactly one client: the active GM's. */
export function isActiveGM(): boolean {
  return game.users.activeGM?.id === game.user.id;
}

/** The tail of the GM's request queue. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Resolves once this client's request queue has nothing left to do: a task queued meanwhile (what a write
 * of the last one brings on, such as the health door's follow-up, queued from a document hook) is waited
 * for too. For a macro that acts on what Tempo wrote (`await game.tempo.idle()`), and for tests.
 */
export async function queueIdle(): Promise<void> {
  let tail: Promise<unknown>;
  do {
    tail = queue;
    await tail;
    // one turn of the event loop: the hooks of the writes just landed queue their tasks
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (tail !== queue);
}

/**
 * The GM performs requests one at a time, in the order they arrive (its own clicks and players'
 * alike): each reads the documents the previous one wrote, so two quick requests cannot both pass a
 * check that only one may pass (a third attack in a round of two). A handler must therefore never
 * await `requestGM` itself: it would wait for its own end.
 */
function perform(request: GmRequest): Promise<void> {
  return inGmQueue(async () => {
    const handler = handlers.get(request.action);
    const requester = game.users.get(request.userId);
    if (!handler || !requester) throw new RuleError("TEMPO.Error.BadRequest", { action: request.action });
    await handler(request.payload, requester, isRollMode(request.rollMode) ? request.rollMode : "publicroll");
  });
}

/**
 * GM-side work that no request carried (a hook answering a document change: a combatant removed, an
 * actor at 0 Health) runs in the same queue, so it never interleaves with a request. Not to be awaited
 * from inside a queued task (it would wait for its own end). Each task has one outcome: if it fails, the
 * writes it made are taken back (actions/outcome.ts) before its error is reported.
 */
export function inGmQueue(task: () => Promise<void>): Promise<void> {
  const run = queue.then(async () => {
    collectRolls(true);
    try {
      await withOneOutcome(task);
    } finally {
      collectRolls(false);
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Runs `action` at the active GM: here if this user is that GM, else by socket. */
export async function requestGM(action: string, payload: GmRequest["payload"]): Promise<void> {
  const request: GmRequest = { action, userId: game.user.id, payload, rollMode: currentRollMode() };
  if (isActiveGM()) return perform(request);
  if (!game.users.activeGM) throw new RuleError("TEMPO.Error.NoActiveGM");
  game.socket.emit(SOCKET, request);
}

/**
 * A system socket listener. Foundry's server calls it with the message and, second, the id of the user
 * whose connection sent it: the server knows who is connected, so that id cannot be forged, while
 * anything inside the message can (a player's console can emit any payload).
 */
type SocketListener = (data: unknown, senderId: string) => void;

function refuse(userId: string, reason: RuleError): void {
  const refusal: Refusal = { refusal: true, userId, key: reason.key, data: { ...reason.data } };
  game.socket.emit(SOCKET, refusal);
}

function onMessage(data: unknown, senderId: string): void {
  if (isRefusal(data)) {
    // Only the active GM answers requests: a "refusal" from anyone else is a player's forgery.
    if (senderId !== game.users.activeGM?.id) {
      console.warn(`Tempo | ignored a refusal sent by ${senderId}, who is not the active GM`, data);
      return;
    }
    if (data.userId === game.user.id)
      ui.notifications?.error(errorMessage(new RuleError(data.key, data.data)));
    return;
  }
  if (!isActiveGM() || !isGmRequest(data)) return;
  // A request acts as the user who sent it (Foundry reports the sender), never as the user it names.
  if (data.userId !== senderId) {
    console.warn(
      `Tempo | refused the request "${data.action}" sent by ${senderId} in the name of ${data.userId}`,
      data,
    );
    refuse(senderId, new RuleError("TEMPO.Error.ForgedRequest", { action: data.action }));
    return;
  }
  perform(data).catch((error: unknown) => {
    const reason = error instanceof RuleError ? error : new RuleError("TEMPO.Error.Unexpected");
    if (!(error instanceof RuleError)) console.error("Tempo | a request failed at the GM", data, error);
    refuse(senderId, reason);
  });
}

/**
 * The GM performs players' requests, each as the user Foundry reports as its sender; a refused one
 * (not allowed, bad input, sent in another user's name) changes nothing and its localized reason goes
 * back to the user who sent it, who sees it as an error notification.
 */
export function listenForRequests(): void {
  const listener: SocketListener = onMessage;
  game.socket.on(SOCKET, listener);
}
