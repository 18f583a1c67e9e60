import { timeCount } from "../../../engine/index";
import { displayName } from "../../combatants";
import { RuleError } from "../../../engine/core/errors";
import { askForm, int } from "../../form-dialog";
import { cardActor, cardOf, mayApply } from "../../chat/card-guard";
import { evaluateRoll } from "../../dice";
import { cardAction, int as intField, type PayloadOf } from "../../actions/index";
import { type ActorFlow } from "../../actions/actor-flows";
import { ON_ACTOR, ON_CARD } from "./act-payload";
import { secretActionLine } from "../../chat/action-line";
import { TC_STATS } from "./damage";
import { tcStats } from "./stats";
import { ruledHealth } from "../../health/ruled";
import { HEAL_CARD_TYPE, HealCardData } from "./heal-card-data";

export { HEAL_CARD_TEMPLATE } from "./heal-card-data";
export const HEAL_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/heal-dialog.hbs";

/** The actor's changes after `split` healing (engine `heal`), and the engine's outcome. */
export function healChanges(actor: Actor.Implementation, split: timeCount.HealingSplit) {
  const s = tcStats(actor);
  const out = timeCount.healLiving(
    {
      dead: s.conditions.dead,
      hp: s.hp.value,
      maxHp: s.hp.max,
      fatigue: s.fatigue,
      invigoration: s.invigoration,
      checkDc: s.checkDc,
    },
    split,
    actor.name ?? "",
  );
  const changes: Record<string, unknown> = {
    [`${TC_STATS}.invigoration`]: out.invigoration,
    [`${TC_STATS}.fatigue`]: out.fatigue,
    [`${TC_STATS}.checkDc`]: out.checkDc,
  };
  return { changes, out };
}

/**
 * "Heal…" on the sheet (owner or GM): an amount of magical healing and the part of it given as
 * Invigoration, the rest taken off fatigue (engine `splitHealing`, `heal`). By its owner (`here`): two
 * writes, the actor, and a chat line of what was healed and what the cap took, so no point is dropped
 * unseen (issue 14).
 */
export const HEAL = {
  ...ON_ACTOR,
  amount: intField({ fallback: -1 }),
  invigoration: intField({ fallback: -1 }),
};

export const healFlow: ActorFlow<PayloadOf<typeof HEAL>> = {
  async ask(actor) {
    const content = await foundry.applications.handlebars.renderTemplate(HEAL_DIALOG_TEMPLATE, {
      name: actor.name ?? "",
    });
    const chosen = await askForm({
      title: "TEMPO.TimeCount.Heal.DialogTitle",
      content,
      action: "heal",
      confirm: "TEMPO.TimeCount.Heal.Confirm",
      cancel: "TEMPO.TimeCount.Dialog.Cancel",
      read: (get) => ({ amount: int(get("amount"), -1), invigoration: int(get("invigoration"), -1) }),
      // a refused amount or share is notified and the dialog keeps what was typed (issue 30)
      check: (c) => void timeCount.splitHealing(c.amount, c.invigoration),
    });
    return chosen;
  },
  here: () => true,
  async perform(actor, p, posted) {
    const split = timeCount.splitHealing(p.amount, p.invigoration);
    const s = tcStats(actor);
    const { changes, out } = healChanges(actor, split);
    // the healing's own rules wrote the fatigue and the check owed (not a hand edit for the health door)
    await actor.update(changes, ruledHealth());
    // how it split tells the healed creature's hit points and fatigue: its secret (chat/secrets.ts)
    const line = {
      subject: actor.uuid,
      key: "TEMPO.TimeCount.Heal.SheetLine",
      limited: "TEMPO.TimeCount.Heal.SheetLineLimited",
      args: { name: actor.name ?? "" },
      secret: {
        invigoration: String(out.invigoration - s.invigoration),
        fatigue: String(s.fatigue - out.fatigue),
        lost: String(out.lost),
      },
    };
    const how = { ...posted, cssClass: "tempo-tc-heal-line" };
    await ChatMessage.create(secretActionLine(actor, [line], how));
  },
};

/**
 * A healing spell cast successfully: one card per target with the rolled healing (the spell's dice;
 * the seed adds nothing to healing) and an Apply button where the caster splits it. The messages'
 * data, created by the caller with the casting card in one batch.
 */
export async function healingMessages(
  caster: Actor.Implementation,
  item: Item.Implementation,
  formula: string,
  targets: Actor.Implementation[],
) {
  const messages = [];
  for (const target of targets) {
    const roll = await evaluateRoll({ formula, data: {} });
    const card = {
      ruleset: "time-count",
      caster: caster.uuid,
      target: target.uuid,
      casterName: caster.name ?? "",
      targetName: displayName(target),
      spell: item.name ?? "",
      amount: roll.total ?? 0,
      formula,
      applied: null,
    };
    // the card renders itself from its data (chat/card-model.ts)
    messages.push({
      type: HEAL_CARD_TYPE,
      system: card,
      rolls: [roll],
      speaker: ChatMessage.getSpeaker({ actor: caster }),
    });
  }
  return messages;
}

/** The healing card `user` may apply now, or why not (its button shows disabled with it). */
function healingToApply(message: ChatMessage.Implementation | undefined, user: User.Implementation) {
  // only a GM's card is read (chat/card-guard)
  const card = message ? cardOf(message, HealCardData) : null;
  if (!card) return "TEMPO.Error.MissingCard";
  if (card.applied) return "TEMPO.Error.AlreadyApplied";
  return mayApply({ attacker: card.caster, target: card.target }, user) ? card : "TEMPO.Error.NotAllowed";
}

/**
 * The healing card's **Apply**, at the GM, for the GM or the owner of its caster or target: the caster's
 * split typed in the card (`invigoration` of the points as Invigoration, the rest off fatigue). Two
 * writes: the target actor, then the card's data (it renders itself from it).
 */
export const applyHealing = cardAction(
  async (message, payload, requester) => {
    const card = healingToApply(message, requester);
    if (typeof card === "string") throw new RuleError(card);
    const split = timeCount.splitHealing(card.amount, payload.invigoration);
    const target = cardActor(card.target);
    const { changes, out } = healChanges(target, split);
    await target.update(changes, ruledHealth());
    const applied = {
      invigoration: split.invigoration,
      fatigueReduction: split.fatigueReduction,
      lost: out.lost,
    };
    await message.update({ system: { applied } });
  },
  {
    unavailable(p, user) {
      const card = healingToApply(game.messages.get(p.messageId), user);
      return typeof card === "string" ? card : null;
    },
  },
  { ...ON_CARD, invigoration: intField({ fallback: -1 }) },
);
