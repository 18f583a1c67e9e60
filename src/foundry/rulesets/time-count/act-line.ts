// The chat line every Time Count action in a fight leaves (issue 13): who acted, with what, its Speed
// Factor with the dice that rolled it, and the count of the next turn. "Every roll reaches chat": the
// SF is the Time Count's own roll, and the count is what the table waits for.
import { timeCount } from "../../../engine/index";
import { actionLine } from "../../chat/action-line";
import type { RollMode } from "../../actions/index";
import type { TempoRoll } from "../../dice";
import type { IntentPayload } from "./act-payload";
import { tcStats } from "./stats";

/** The actions named by the payload's `intent` rather than by an item or an SF table key. */
const INTENTS: Readonly<Record<string, string>> = {
  charge: "TEMPO.TimeCount.ActLine.Charge",
  release: "TEMPO.TimeCount.ActLine.Release",
  basicStance: "TEMPO.TimeCount.ActLine.BasicStance",
  unarmed: "TEMPO.TimeCount.ActLine.Unarmed",
};

/** What the action was, in the table's words (read before the action changes the actor). */
export function actLabel(actor: Actor.Implementation, payload: IntentPayload): string {
  const i18n = game.i18n;
  const { intent, squares } = payload;
  const item = actor.items.get(payload.itemId);
  if (intent === "prepare")
    return i18n.format("TEMPO.TimeCount.ActLine.Prepare", { spell: item?.name ?? "" });
  if (intent === "cast")
    return i18n.format("TEMPO.TimeCount.ActLine.Cast", { spell: tcStats(actor).preparation.spellName });
  if (intent === "move") {
    // how far (issue 30): the squares and their feet (5 ft each)
    return i18n.format("TEMPO.TimeCount.ActLine.MoveSquares", {
      squares: String(squares),
      feet: String(squares * 5),
    });
  }
  const named = INTENTS[intent];
  if (named) return i18n.localize(named);
  // both weapons together name both (issue 30)
  const second = actor.items.get(payload.secondItemId);
  if (item && second)
    return i18n.format("TEMPO.TimeCount.ActLine.TwoWeapons", {
      first: item.name ?? "",
      second: second.name ?? "",
    });
  if (item) return item.name ?? "";
  const key = payload.actionKey;
  return key ? i18n.localize(timeCount.combatAction(key).label) : "";
}

/** The line's message ("Zherynn: Dagger. Speed Factor 6 (1d6 + 3), next turn at count 12."), with the SF's dice. */
export function actLine(
  actor: Actor.Implementation,
  line: { action: string; sf: number; next: number | null; rolls: TempoRoll[] },
  posted: { mode: RollMode; requester: User.Implementation },
): ChatMessage.CreateData {
  const key = line.next === null ? "TEMPO.TimeCount.ActLine.Out" : "TEMPO.TimeCount.ActLine.Text";
  const words = game.i18n.format(key, {
    name: actor.name ?? "",
    action: line.action,
    // the SF with the formula it was rolled with ("6 (1d6 + 3)"); a static SF alone
    sf: line.rolls.length ? `${line.sf} (${line.rolls.map((r) => r.formula).join(", ")})` : String(line.sf),
    count: String(line.next ?? ""),
  });
  return actionLine(actor, words, { ...posted, cssClass: "tempo-tc-act-line" }, line.rolls);
}

/** A line of a Time Count action that has no Speed Factor of its own (a wait, a release): words only. */
export function plainLine(
  actor: Actor.Implementation,
  words: string,
  posted: { mode: RollMode; requester: User.Implementation },
): ChatMessage.CreateData {
  return actionLine(actor, words, { ...posted, cssClass: "tempo-tc-act-line" });
}
