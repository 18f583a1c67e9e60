// Three-Action's chat lines: a title and the engine's log lines, localized and escaped, with the Foundry
// Rolls that made them, posted with the roll mode of whoever asked (Foundry's applyRollMode).
import type { LogEntry } from "../../../engine/three-action/index";

const escape = (text: string) => foundry.utils.escapeHTML(text);

/** One localized line of the engine's log (TEMPO.ThreeAction.Log.<key>), its data escaped. */
export function logLine(entry: LogEntry): string {
  const data = Object.fromEntries(Object.entries(entry.data).map(([k, v]) => [k, escape(String(v))]));
  if (typeof data.source === "string")
    data.source = game.i18n.localize(`TEMPO.ThreeAction.Source.${data.source}`);
  return game.i18n.format(`TEMPO.ThreeAction.Log.${entry.key}`, data);
}

/** The roll mode a message uses: the requester's, else this client's setting. */
export function currentRollMode(): string {
  return String(game.settings.get("core", "rollMode"));
}

/** Posts a Three-Action line: `title` (already localized), lines (already localized), the rolls. */
export async function postLine(
  actor: Actor.Implementation,
  title: string,
  lines: readonly string[],
  rolls: readonly Roll[] = [],
  mode: string = currentRollMode(),
): Promise<void> {
  const body = lines.map((l) => `<li>${escape(l)}</li>`).join("");
  const content = `<div class="tempo-ta-line"><h4>${escape(title)}</h4>${body ? `<ul>${body}</ul>` : ""}</div>`;
  const data: Record<string, unknown> = {
    content,
    rolls: [...rolls],
    speaker: ChatMessage.getSpeaker({ actor }),
  };
  ChatMessage.applyRollMode(data as never, mode as never);
  await ChatMessage.create(data as never);
}
