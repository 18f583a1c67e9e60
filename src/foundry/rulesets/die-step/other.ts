// An action the seed gives no cost (drinking a potion, searching a body): the sheet's **Other action…** asks
// what it is and which action it takes (Interpretation 43); at the GM the offer comes first when it provokes
// (an exclusive action, or a rule that says so), then the AP, then a line in chat.
import { dieStep } from "../../../engine/index";
import { parseWith } from "../../actions/index";
import { mayActFor } from "../../chat/card-guard";
import { askForm, pick } from "../../form-dialog";
import { whyNot } from "../../notify";
import { onActor } from "./on-actor";
import { offerThen } from "./opportunity";
import { OTHER_SHAPE, type OtherPayload } from "./payloads";
import { standingOf } from "./stats";
import { postLine } from "./line";
import { dsTurnOf, spendAp, turnWrite } from "./turn";

export const DS_OTHER_TEMPLATE = "systems/tempo/templates/die-step/other-dialog.hbs";

/** The action as the engine plans it, and the turn after its AP (throws the refusal). */
function check(actor: Actor.Implementation, p: Omit<OtherPayload, "actor">) {
  dieStep.assertMayAct(standingOf(actor), actor.name ?? "");
  const plan = dieStep.planOtherAction(p);
  const e = dsTurnOf(actor);
  return { plan, e, state: e ? spendAp(e, plan.category) : null };
}

export const dsOther = onActor(parseWith(OTHER_SHAPE, "dsOther"), {
  unavailable: (actor, _p, user) => (mayActFor(actor.uuid, user) ? null : "TEMPO.Error.NotAllowed"),
  async ask(actor, p) {
    // each action, disabled with the reason when the turn's AP refuse it now
    const options = dieStep.OTHER_CATEGORIES.map((category) => ({
      category,
      reason: whyNot(() => check(actor, { what: "-", category, ruleSays: false })),
    }));
    const answers = await askForm({
      title: game.i18n.localize("TEMPO.DieStep.Other.Title"),
      content: await foundry.applications.handlebars.renderTemplate(DS_OTHER_TEMPLATE, {
        options,
        max: dieStep.OTHER_ACTION_MAX,
      }),
      action: "act",
      confirm: game.i18n.localize("TEMPO.DieStep.Other.Confirm"),
      cancel: game.i18n.localize("TEMPO.DieStep.Move.Cancel"),
      read: (get) => ({
        what: String(get("what") ?? ""),
        category: pick(dieStep.OTHER_CATEGORIES, get("category"), "major"),
        ruleSays: get("ruleSays") === true,
      }),
      // the GM's own check (the same `check` as perform): a refusal keeps the dialog open, as typed
      check: (answers) => void check(actor, answers),
    });
    return answers ? { ...p, ...answers } : null;
  },
  async perform(actor, payload, requester, rollMode) {
    const { plan, e, state } = check(actor, payload);
    await offerThen(actor, plan.triggers, rollMode, async () => turnWrite(e, state)?.());
    const kind = game.i18n.localize(`TEMPO.DieStep.Other.Kind.${plan.category}`);
    const line = game.i18n.format("TEMPO.DieStep.Other.Line", {
      name: actor.name ?? "",
      what: plan.what,
      kind,
    });
    await postLine(actor, line, rollMode, [], requester);
  },
});
