// Escaping a grab (seed 002, "Escaping"): the held character's STR (disadvantaged when fully held) against
// the grappler's STR two ranks down; a win frees it as a major action that ends its turn, double as a minor
// action, triple as a free one; a failed attempt costs a major action (Interpretation 17).
import { dieStep } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { cardActor } from "../../chat/card-guard";
import { dieOf, dsStats, fullRollerState, hasDsCondition } from "./stats";
import { postLine, type ChatMode } from "./line";
import { FREED } from "./release";
import { dsTurnOf, rollDie, spendAp, turnWrite } from "./turn";

/** Who holds the actor (its name) and how, or null when it is free. */
export function holdOf(actor: Actor.Implementation): { by: string; hold: string } | null {
  const s = dsStats(actor);
  if (s.heldBy === "" || s.hold === "none") return null;
  try {
    return { by: cardActor(s.heldBy).name ?? "", hold: s.hold };
  } catch {
    return { by: "", hold: s.hold };
  }
}

/** At the GM (the requester acts for `actor`: on-actor.ts): the escape's two Rolls, its cost spent (and the turn ended on a plain win), the hold cleared. */
/**
 * Whether the actor may try to escape now (throws its refusal): held, not helpless, and (in a fight) a
 * major action's AP. The sheet's button is grey beforehand from this check (issue 29).
 */
export function assertMayEscape(actor: Actor.Implementation): void {
  if (!holdOf(actor)) throw new RuleError("TEMPO.DieStep.Error.NotHeld", { name: actor.name ?? "" });
  dieStep.assertNotHelpless(hasDsCondition(actor, "helpless"), actor.name ?? "");
  const e = dsTurnOf(actor);
  if (e) spendAp(e, "major");
}

export async function escape(
  actor: Actor.Implementation,
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  const s = dsStats(actor);
  assertMayEscape(actor);
  const grappler = cardActor(s.heldBy);
  const dice = dieStep.escapeDice(dieOf(actor, "str"), dieOf(grappler, "str"));
  const own = dieStep.rollSituation({ roll: "escape", self: fullRollerState(actor) });
  const other = dieStep.rollSituation({ roll: "physical", self: fullRollerState(grappler) });
  // the AP are checked before any die is rolled: a refused escape rolls nothing
  const e = dsTurnOf(actor);
  if (e) spendAp(e, "major");
  const t = await rollDie(dice.target, own.mode);
  const g = await rollDie(dice.grappler, other.mode);
  const result = dieStep.escapeResult(t.kept, g.kept);
  const cost = dieStep.escapeCost(result);
  const state = e ? dieStep.afterEscape(spendAp(e, cost.category), e.combatantId, cost.endsTurn) : null;
  await turnWrite(e, state)?.();
  if (result !== "fail") await actor.update(FREED as Actor.UpdateData);
  const line = game.i18n.format("TEMPO.DieStep.Line.Escape", {
    name: actor.name ?? "",
    roll: String(t.kept),
    grappler: grappler.name ?? "",
    against: String(g.kept),
    outcome: game.i18n.localize(`TEMPO.DieStep.Escape.${result}`),
  });
  await postLine(actor, line, mode, [t.roll, g.roll], requester);
}
