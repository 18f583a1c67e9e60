import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm, int } from "../../form-dialog";
import { cardFlag } from "../../chat/card-guard";
import { evaluateRoll } from "../../dice";
import { requestAction } from "../../actions/index";
import type { SheetAction } from "../definition";
import { P } from "./damage";
import { tcStats } from "./stats";

export const HEAL_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/heal-dialog.hbs";
export const HEAL_CARD_TEMPLATE = "systems/tempo/templates/time-count/heal-card.hbs";

type DocumentUuid = Parameters<typeof fromUuid>[0];

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
    [`${P}.invigoration`]: out.invigoration,
    [`${P}.fatigue`]: out.fatigue,
    [`${P}.checkDc`]: out.checkDc,
  };
  return { changes, out };
}

/**
 * "Heal…" on the sheet (owner or GM): an amount of magical healing and the part of it given as
 * Invigoration, the rest taken off fatigue (engine `splitHealing`, `heal`). Two writes: the actor,
 * and a chat line of what was healed and what the cap took, so no point is dropped unseen (issue 14).
 */
export const healFromSheet: SheetAction = async (actor) => {
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
  });
  if (!chosen) return;
  const split = timeCount.splitHealing(chosen.amount, chosen.invigoration);
  const s = tcStats(actor);
  const { changes, out } = healChanges(actor, split);
  await actor.update(changes);
  const line = game.i18n.format("TEMPO.TimeCount.Heal.SheetLine", {
    name: foundry.utils.escapeHTML(actor.name ?? ""),
    invigoration: String(out.invigoration - s.invigoration),
    fatigue: String(s.fatigue - out.fatigue),
    lost: String(out.lost),
  });
  await ChatMessage.create({
    content: `<p class="tempo-tc-heal-line">${line}</p>`,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
};

/** What a healing card keeps in its flags (`flags.tempo.tcHealing`). */
interface HealingCard {
  caster: string;
  target: string;
  casterName: string;
  targetName: string;
  spell: string;
  amount: number;
  formula: string;
  applied: timeCount.HealOutcome | null;
}

function healingCardOf(message: ChatMessage.Implementation): HealingCard | null {
  const value = cardFlag(message, "flags.tempo.tcHealing");
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.target !== "string" || typeof v.caster !== "string" || typeof v.amount !== "number")
    return null;
  return value as HealingCard;
}

function cardView(card: HealingCard) {
  return {
    caster: card.casterName,
    target: card.targetName,
    spell: card.spell,
    amount: card.amount,
    formula: card.formula,
    applied: card.applied,
  };
}

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
    const card: HealingCard = {
      caster: caster.uuid,
      target: target.uuid,
      casterName: caster.name ?? "",
      targetName: target.name ?? "",
      spell: item.name ?? "",
      amount: roll.total ?? 0,
      formula,
      applied: null,
    };
    messages.push({
      content: await foundry.applications.handlebars.renderTemplate(HEAL_CARD_TEMPLATE, cardView(card)),
      rolls: [roll],
      speaker: ChatMessage.getSpeaker({ actor: caster }),
      flags: { tempo: { tcHealing: card } },
    });
  }
  return messages;
}

async function actorAt(uuid: string): Promise<Actor.Implementation> {
  const doc: unknown = await fromUuid(uuid as DocumentUuid);
  if (!(doc instanceof Actor)) throw new RuleError("TEMPO.Error.MissingActor");
  return doc as Actor.Implementation;
}

/** Who may apply a healing card: the GM, or the owner of its caster or target. */
export async function mayApplyHealing(message: ChatMessage.Implementation, user: User.Implementation) {
  const card = healingCardOf(message);
  if (!card || card.applied) return false;
  if (user.isGM) return true;
  const [caster, target] = await Promise.all([actorAt(card.caster), actorAt(card.target)]);
  return caster.testUserPermission(user, "OWNER") || target.testUserPermission(user, "OWNER");
}

/**
 * GM: applies a healing card with the caster's split (`invigoration` of the points as Invigoration,
 * the rest off fatigue). Two writes: the target actor, then the card.
 */
async function applyHealingCard(messageId: string, invigoration: number, requester: User.Implementation) {
  const message = game.messages.get(messageId);
  const card = message ? healingCardOf(message) : null;
  if (!message || !card) throw new RuleError("TEMPO.Error.MissingCard");
  if (card.applied) throw new RuleError("TEMPO.Error.AlreadyApplied");
  if (!(await mayApplyHealing(message, requester))) throw new RuleError("TEMPO.Error.NotAllowed");
  const split = timeCount.splitHealing(card.amount, invigoration);
  const target = await actorAt(card.target);
  const { changes, out } = healChanges(target, split);
  await target.update(changes);
  const applied = { ...card, applied: out };
  const update: Record<string, unknown> = {
    content: await foundry.applications.handlebars.renderTemplate(HEAL_CARD_TEMPLATE, {
      ...cardView(applied),
      applied: { ...out, invigoration: split.invigoration, fatigueReduction: split.fatigueReduction },
    }),
    "flags.tempo.tcHealing.applied": out,
  };
  await message.update(update);
}

/**
 * The healing card's Apply button, an action at the GM. The card is a plain message (its state in its
 * flags, no `system.ruleset`), so the payload names it `card`, not `messageId`: the action is the world's
 * ruleset's.
 */
export const applyHealing = requestAction((payload, requester) =>
  applyHealingCard(String(payload.card ?? ""), Number(payload.invigoration ?? -1), requester),
);
