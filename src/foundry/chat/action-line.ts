// The chat line an action leaves when it spends something and has no card of its own ("every action
// that spends something leaves a line in chat"): the text escaped, as the actor, in the roll mode the
// requester chose, with any Rolls it made.
import type { RollMode } from "../actions/action";
import type { TempoRoll } from "../dice";
import { withRollMode } from "./roll-mode";

export function actionLine(
  actor: Actor.Implementation,
  text: string,
  posted: { mode: RollMode; requester?: User.Implementation; cssClass: string },
  rolls: readonly TempoRoll[] = [],
): ChatMessage.CreateData {
  const content = `<p class="${posted.cssClass}">${foundry.utils.escapeHTML(text)}</p>`;
  const data = { speaker: ChatMessage.getSpeaker({ actor }), content, rolls: [...rolls] };
  return withRollMode(data, posted.mode, posted.requester);
}
