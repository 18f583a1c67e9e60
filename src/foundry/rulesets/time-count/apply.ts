import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { attackCardOf } from "../../chat/create-card";
import { renderTcCard } from "./card";
import type { AttackCardData } from "../../data/chat";
import { cardAction } from "../../actions/index";
import { cardActor, mayApply } from "../../chat/card-guard";
import { timelineOf } from "./clock";
import { hitChanges, type LandedHit } from "./damage";
import { impairmentsRule, nonlethalRule, simultaneousRule } from "./settings";
import { tcStats, writeTc } from "./stats";
import { ruledHealth } from "../../health/ruled";

interface Applicable {
  message: ChatMessage.Implementation;
  card: AttackCardData;
}

const detail = <T>(card: AttackCardData, key: string, fallback: T): T => {
  const value = (card.details as Record<string, unknown>)[key];
  return typeof value === typeof fallback ? (value as T) : fallback;
};

/** A hit card of the Time Count that is not applied yet and has something to apply. */
function applicable(message: ChatMessage.Implementation): Applicable | null {
  const card = attackCardOf(message);
  if (!card || card.ruleset !== "time-count" || card.applied || !card.hit) return null;
  const conditions = detail<unknown[]>(card, "conditions", []);
  if (card.damage === null && (!Array.isArray(conditions) || conditions.length === 0)) return null;
  return { message, card };
}

/**
 * The card `user` may apply now, or why not (its Apply shows disabled with it): the GM or the owner of its
 * attacker or target (`mayApply`), a card not applied yet with something to apply. A second click (the
 * GM's queue ran the first one already) finds the card applied.
 */
function toApply(
  message: ChatMessage.Implementation | undefined,
  user: User.Implementation,
): Applicable | string {
  const first = message ? applicable(message) : null;
  if (first) return mayApply(first.card, user) ? first : "TEMPO.Error.NotAllowed";
  return message && attackCardOf(message)?.applied
    ? "TEMPO.Error.AlreadyApplied"
    : "TEMPO.Error.NothingToApply";
}

/**
 * Initiative (core, not the optional Simultaneous Actions): "If two numbers match, then the actions
 * occur at the same time. This means that all actions take place and all dice are rolled before any
 * of the effects are applied." A card of a running fight waits while anyone is still due at its count,
 * so nobody due at that count is felled before taking its action (issue 14).
 */
function assertCountDone(card: AttackCardData): void {
  const combatId = detail(card, "combatId", "");
  const count = detail(card, "count", -1);
  if (!combatId || count < 0) return;
  const combat = game.combats.get(combatId);
  if (combat && (combat.clock?.count ?? 0) === count && timeCount.dueAtCount(timelineOf(combat)).length > 0)
    throw new RuleError("TEMPO.TimeCount.Error.DiceBeforeEffects", { count });
}

/** Simultaneous Actions (optional): every hit of the card's count on the same target, applied together. */
function simultaneousGroup(first: Applicable): Applicable[] {
  const combatId = detail(first.card, "combatId", "");
  const count = detail(first.card, "count", -1);
  if (!combatId || count < 0) return [first];
  const group: Applicable[] = [];
  for (const message of game.messages) {
    const a = applicable(message);
    if (!a || a.card.target !== first.card.target) continue;
    if (detail(a.card, "combatId", "") === combatId && detail(a.card, "count", -1) === count) group.push(a);
  }
  return group.some((a) => a.message.id === first.message.id) ? group : [first, ...group];
}

/**
 * "Apply" on a Time Count card (at the GM): its damage through the Threshold of Pain (nonlethal
 * from the weapon's flag, impairments and simultaneous hits under their settings, the casting DC of
 * a spell being prepared) and its conditions (prone, immobile). Two writes: the target actor, and
 * the card(s) in one batch.
 */
const applyCard = async (message: ChatMessage.Implementation, requester: User.Implementation) => {
  const first = toApply(message, requester);
  if (typeof first === "string") throw new RuleError(first);
  assertCountDone(first.card);
  const group = simultaneousRule() ? simultaneousGroup(first) : [first];
  const target = cardActor(first.card.target);
  const s = tcStats(target);
  const hits: LandedHit[] = group.map(({ card }) => ({
    attackerId: card.attacker,
    damage: card.damage ?? 0,
    nonlethal: nonlethalRule() && detail(card, "nonlethal", false),
    damageType: detail(card, "damageType", ""),
  }));
  const conditions = group.flatMap(({ card }) => detail<unknown[]>(card, "conditions", [])).map(String);
  const combat = game.combat;
  const clock = combat?.id ? { combatId: combat.id, count: combat.clock?.count ?? 0 } : null;
  const preparing =
    timeCount.preparationPhase(s.preparation, clock) === "preparing" && clock ? { count: clock.count } : null;
  const { changes, impairments } = hitChanges(s, hits, {
    impairments: impairmentsRule(),
    simultaneous: group.length > 1,
    conditions,
    preparing,
  });
  // what each changed path held (the conditions as the target's status effects had them)
  const was = { system: { stats: { timeCount: s } } };
  const before: Record<string, unknown> = {};
  for (const path of Object.keys(changes))
    foundry.utils.setProperty(before, path, foundry.utils.getProperty(was, path));
  // the Threshold of Pain already ran: the health door stores the hit points as they are
  await writeTc(target, changes, ruledHealth());
  const after = foundry.utils.expandObject(changes);
  const updates = await Promise.all(
    group.map(async ({ message: m, card }) => {
      const details = { ...card.details, applied: { before, after }, impairments, together: group.length };
      const content = await renderTcCard({
        ...card,
        modifiers: [...card.modifiers],
        applied: true,
        details,
      });
      return { _id: m.id ?? "", system: { applied: true, details }, content };
    }),
  );
  await ChatMessage.updateDocuments(updates);
};

/** The Time Count card's own **Apply**, an action on the card. */
export const applyAction = cardAction((message, _payload, requester) => applyCard(message, requester), {
  unavailable(p, user) {
    const first = toApply(game.messages.get(String(p.messageId)), user);
    return typeof first === "string" ? first : null;
  },
});
