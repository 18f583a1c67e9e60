import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { tcCardOf, type TcAppliedValues, type TcAttackData } from "./card-data";
import { cardAction, ON_CARD } from "./actor-action";
import { cardActor, mayApply } from "../../chat/card-guard";
import { timelineOf } from "./clock";
import { hitChanges, TC_STATS, type LandedHit } from "./damage";
import { impairmentsRule, nonlethalRule, simultaneousRule } from "./settings";
import { tcStats, writeTc } from "./stats";
import { ruledHealth } from "../../health/ruled";

interface Applicable {
  message: ChatMessage.Implementation;
  card: TcAttackData;
}

/** A hit card of the Time Count that is not applied yet and has something to apply. */
function applicable(message: ChatMessage.Implementation): Applicable | null {
  const card = tcCardOf(message);
  if (!card || card.applied || !card.hit) return null;
  if (card.damage === null && card.details.conditions.length === 0) return null;
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
  return message && tcCardOf(message)?.applied ? "TEMPO.Error.AlreadyApplied" : "TEMPO.Error.NothingToApply";
}

/** A card waiting to be applied, as the engine's grouping reads it (`simultaneousGroup`). */
function landed(a: Applicable): Applicable & timeCount.WaitingHit {
  const { combatId, count } = a.card.details;
  return { ...a, id: a.message.id ?? "", target: a.card.target, combatId, count };
}

/**
 * The hits applied with `first`: itself, dice before effects (engine `ensureDiceBeforeEffects`: a card
 * of a running fight waits while anyone is still due at its count, so nobody due at that count is felled
 * before taking its action: issue 14); under Simultaneous Actions every hit of its count on its target.
 */
function hitsWith(first: Applicable): Applicable[] {
  const hit = landed(first);
  const combat = game.combats.get(hit.combatId);
  if (combat)
    timeCount.ensureDiceBeforeEffects(hit, {
      count: combat.clock?.count ?? 0,
      dueNow: timeCount.dueAtCount(timelineOf(combat)).length,
    });
  if (!simultaneousRule()) return [first];
  const waiting = game.messages.contents.flatMap((m) => {
    const a = applicable(m);
    return a ? [landed(a)] : [];
  });
  return timeCount.simultaneousGroup(hit, waiting);
}

/** What the card shows of a changed value (`value` reads it at a changed path), null where none changed. */
function shownValues(changes: Record<string, unknown>, value: (path: string) => unknown): TcAppliedValues {
  const at = (key: string): unknown => (`${TC_STATS}.${key}` in changes ? value(`${TC_STATS}.${key}`) : null);
  const int = (v: unknown) => (typeof v === "number" ? v : null);
  const preparation = at("preparation");
  const stance = at("stance");
  return {
    hp: int(at("hp.value")),
    fatigue: int(at("fatigue")),
    threshold: int(at("threshold.value")),
    checkDc: int(at("checkDc")),
    preparationDc: int(foundry.utils.getProperty(preparation ?? {}, "dc")),
    stance: typeof stance === "string" ? stance : null,
    immobile: at("conditions.immobile") === true,
    wounded: at("conditions.wounded") === true,
    dead: at("conditions.dead") === true,
  };
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
  const group = hitsWith(first);
  const target = cardActor(first.card.target);
  const s = tcStats(target);
  const hits: LandedHit[] = group.map(({ card }) => ({
    attackerId: card.attacker,
    damage: card.damage ?? 0,
    nonlethal: nonlethalRule() && card.details.nonlethal,
    damageType: card.details.damageType,
  }));
  const conditions = group.flatMap(({ card }) => card.details.conditions);
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
  // what each changed value held (the conditions as the target's status effects had them) and holds now
  const was = { system: { stats: { timeCount: s } } };
  const before = shownValues(changes, (path) => foundry.utils.getProperty(was, path));
  // the Threshold of Pain already ran: the health door stores the hit points as they are
  await writeTc(target, changes, ruledHealth());
  const after = shownValues(changes, (path) => changes[path]);
  const details = { applied: { before, after }, impairments, together: group.length };
  // the cards render themselves from their data (card-data.ts)
  await ChatMessage.updateDocuments(
    group.map(({ message: m }) => ({ _id: m.id ?? "", system: { applied: true, details } })),
  );
};

/** The Time Count card's own **Apply**, an action on the card. */
export const applyAction = cardAction(
  "apply",
  ON_CARD,
  (message, _p, requester) => applyCard(message, requester),
  {
    unavailable(p, user) {
      const first = toApply(game.messages.get(p.messageId), user);
      return typeof first === "string" ? first : null;
    },
  },
);
