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

/**
 * A part of a line that tells another creature's numbers (its hit points after a healing): stored as a mark
 * that each client fills for who may see that creature (chat/secrets.ts), the numbers kept in the message's
 * flags (`flags.tempo.line`), never in the content every user receives. The content holds the limited
 * wording, which is what a viewer who may not see the subject reads.
 */
export interface SecretPart {
  /** The uuid of the creature whose numbers these are. */
  subject: string;
  /** The wording with the numbers, and the limited one (the same arguments, without the secret ones). */
  key: string;
  limited: string;
  /** What everyone may read (names, dice) and the subject's secrets. */
  args: Record<string, string>;
  secret: Record<string, string>;
}

/** `actionLine`, whose text is made of plain sentences and secret parts, in that order. */
export function secretActionLine(
  actor: Actor.Implementation,
  parts: readonly (string | SecretPart)[],
  posted: { mode: RollMode; requester?: User.Implementation; cssClass: string },
  rolls: readonly TempoRoll[] = [],
): ChatMessage.CreateData {
  const esc = foundry.utils.escapeHTML;
  const values: Record<string, string> = {};
  const spans = parts.map((part, i) => {
    if (typeof part === "string") return esc(part);
    const names = (whose: string, record: Record<string, string>) =>
      Object.entries(record).map(([name, value]) => {
        values[`${i}_${name}`] = value;
        return `${name}${whose}flags.tempo.line.${i}_${name}`;
      });
    const args = [...names(":", part.args), ...names("!", part.secret)].join(",");
    const shown = game.i18n.format(part.limited, part.args);
    return `<span data-tempo-subject="${esc(part.subject)}" data-tempo-format="${esc(part.key)}" data-tempo-limited="${esc(part.limited)}" data-tempo-args="${esc(args)}">${esc(shown)}</span>`;
  });
  const content = `<p class="${posted.cssClass}">${spans.join(" ")}</p>`;
  const data = {
    speaker: ChatMessage.getSpeaker({ actor }),
    content,
    rolls: [...rolls],
    flags: { tempo: { line: values } },
  };
  return withRollMode(data, posted.mode, posted.requester);
}
