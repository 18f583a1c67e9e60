import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { IntentPayload } from "./act-payload";
import { maneuverItem, stanceItem, tableActionItem, tcAction } from "./action-items";
import { fatigueChanges, TC_STATS } from "./damage";
import { diceSpeedFactorFor, engineDice, speedFactorFor, weaponSpeed } from "./speed";
import { tcSpell } from "./spell-state";
import { speedClassOf, tcStats } from "./stats";
import { weaponTurnSpeed } from "./two-weapons";
import { afflictionsOf } from "./afflictions";
import { moveIntent } from "./movement";
import type { IntentCard } from "./running";
import { unarmedTurnSpeed } from "./unarmed";

/** Where the actor stands on the running Time Count (null: outside a fight, no SF to roll). */
export interface ActContext {
  combatId: string;
  count: number;
  marker: timeCount.PendingMarker | null;
}

/** What completing an action does: its SF, its pending marker, and the actor's own changes. */
export interface Intent {
  sf: number;
  pending: string | null;
  changes: Record<string, unknown>;
  /** The action leaves the actor unsteady until it acts again (running, sprinting). */
  unsteady?: boolean;
  /** A check card the GM posts with the action (a run's checks). */
  card?: IntentCard;
}

function ownItem(actor: Actor.Implementation, id: string, type: string, error: string): Item.Implementation {
  const item = actor.items.get(id);
  if (!item || item.type !== type) throw new RuleError(error, { name: actor.name ?? "" });
  return item;
}

/** A special combat action: its preparation (coup de grace), or the action itself with its fatigue cost. */
async function maneuverIntent(
  actor: Actor.Implementation,
  item: Item.Implementation,
  payload: IntentPayload,
  ctx: ActContext | null,
): Promise<Intent> {
  const m = maneuverItem(item);
  if (payload.stage === "prepare") {
    if (!m.preparation) throw new RuleError("TEMPO.TimeCount.Error.NoPreparation", { name: item.name ?? "" });
    const sf = ctx ? await speedFactorFor(actor, m.preparation) : 0;
    return { sf, pending: timeCount.pendingMarker({ kind: "maneuver", itemId: item.id ?? "" }), changes: {} };
  }
  const changes = fatigueChanges(tcStats(actor), m.fatigue);
  if (!ctx) return { sf: 0, pending: null, changes };
  const plan = timeCount.maneuverSpeedPlan(m.speed);
  if (plan.kind === "class")
    return { sf: await speedFactorFor(actor, plan.speedClass), pending: null, changes };
  const weapon = ownItem(actor, payload.weaponId, "weapon", "TEMPO.TimeCount.Error.ManeuverNeedsWeapon");
  const sf = await weaponSpeed(actor, weapon, plan.steps);
  return { sf: plan.half ? timeCount.halfSpeedFactor(sf) : sf, pending: null, changes };
}

/** An action item: a special combat action, shifting stance, or an action of the SF table. */
async function actionIntent(
  actor: Actor.Implementation,
  item: Item.Implementation,
  payload: IntentPayload,
  ctx: ActContext | null,
): Promise<Intent> {
  const s = tcAction(item);
  if (s.kind === "maneuver") return maneuverIntent(actor, item, payload, ctx);
  const speedClass = speedClassOf(s.speedClass);
  const sf = ctx ? await speedFactorFor(actor, speedClass) : 0;
  if (s.kind === "stance") {
    const stance = stanceItem(item);
    return {
      sf,
      pending: timeCount.pendingMarker({ kind: "stance", stance }),
      changes: { [`${TC_STATS}.stance`]: stance },
    };
  }
  return tableActionEffect(tableActionItem(item).key, sf);
}

/** An SF-table action's marker and actor changes (engine `tableActionEffect`: drop to the floor is Prone). */
function tableActionEffect(key: string, sf: number): Intent {
  const effect = timeCount.tableActionEffect(key);
  if (effect.stance)
    return {
      sf,
      pending: timeCount.pendingMarker({ kind: "stance", stance: effect.stance }),
      changes: { [`${TC_STATS}.stance`]: effect.stance },
    };
  return { sf, pending: effect.pendingAction, changes: {} };
}

/** Preparing a spell: the casting time (rolled when it is dice) is the delay; the DC starts (engine). */
async function prepareIntent(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ctx: ActContext | null,
): Promise<Intent> {
  const spell = tcSpell(item);
  const stats = tcStats(actor);
  let castingTime = 0;
  if (ctx) {
    const dice = spell.stats.castingDice.trim();
    castingTime = dice
      ? timeCount.rollDiceTerm(timeCount.parseDiceTerm(dice), await engineDice(dice))
      : spell.castingTime;
  }
  const id = item.id ?? "";
  const begun = timeCount.beginPreparation(timeCount.enginePreparation(stats.preparation), {
    spellId: id,
    fatigueCost: spell.stats.fatigueCost,
    armorSpellFailure: stats.armorSpellFailure,
    priorCastingsToday: timeCount.castingsToday(stats.castingsToday as Record<string, unknown>, id),
    castingTime,
    count: ctx?.count ?? 0,
  });
  const stored = timeCount.storedPreparation(begun.preparation, {
    spellName: item.name ?? "",
    combatId: ctx?.combatId ?? "",
  });
  return {
    sf: castingTime,
    pending: timeCount.pendingMarker({ kind: "spell", itemId: id }),
    changes: { [`${TC_STATS}.preparation`]: stored },
  };
}

/** The prepared spell of the actor, or the reason it cannot be used now (engine `usablePreparation`). */
function preparedSpell(actor: Actor.Implementation, ctx: ActContext | null): timeCount.SpellPreparation {
  return timeCount.usablePreparation(tcStats(actor).preparation, ctx, actor.name ?? "");
}

/** Casting (SF 1): the fatigue cost plus charges is spent whether or not the check succeeds. */
function castIntent(actor: Actor.Implementation, ctx: ActContext | null): Intent {
  const p = preparedSpell(actor, ctx);
  const stats = tcStats(actor);
  const outcome = timeCount.castSpell(p, Math.max(ctx?.count ?? 0, p.readyAt), 0);
  const castings = timeCount.castingsAfterCast(stats.castingsToday as Record<string, unknown>, p.spellId);
  return {
    sf: ctx ? timeCount.CAST_SPEED_FACTOR : 0,
    pending: null,
    changes: {
      ...fatigueChanges(stats, outcome.fatigueSpent),
      [`${TC_STATS}.castingsToday`]: castings,
      [`${TC_STATS}.preparation`]: { ...timeCount.EMPTY_PREPARATION },
    },
  };
}

/** Charging a prepared spell (+1 DC and fatigue) or releasing a charge: 1 TC each. */
function chargeIntent(actor: Actor.Implementation, ctx: ActContext | null, delta: 1 | -1): Intent {
  const p = preparedSpell(actor, ctx);
  const at = Math.max(ctx?.count ?? 0, p.readyAt);
  const next = delta > 0 ? timeCount.chargeSpell(p, at) : timeCount.releaseCharge(p, at);
  const stored = tcStats(actor).preparation;
  return {
    sf: ctx ? timeCount.CHARGE_TC : 0,
    pending: null,
    changes: { [`${TC_STATS}.preparation`]: timeCount.storedPreparation(next, stored) },
  };
}

/** Back to a basic stance: Free, except standing up from a crouch (Rapid) or prone (Swift). */
async function basicStanceIntent(actor: Actor.Implementation, ctx: ActContext | null): Promise<Intent> {
  const leave = timeCount.leaveStanceClass(tcStats(actor).stance, actor.name ?? "");
  const sf = ctx ? await speedFactorFor(actor, leave) : 0;
  return { sf, pending: null, changes: { [`${TC_STATS}.stance`]: "" } };
}

/** An action of the SF table by key (the tracker's "Other action", the sheet's dialog). */
async function tableIntent(
  actor: Actor.Implementation,
  key: string,
  ctx: ActContext | null,
): Promise<Intent> {
  const speed = timeCount.standaloneSpeed(key);
  // A speed class, or the action's own dice (escape from a net 1d8+5, extinguish flames 1d6+6).
  const sf = !ctx
    ? 0
    : speed.kind === "class"
      ? await speedFactorFor(actor, speed.speedClass)
      : await diceSpeedFactorFor(actor, speed.term);
  return tableActionEffect(key, sf);
}

/**
 * What the action in `payload` does for `actor`: by `intent` (prepare, cast, charge, release,
 * basicStance) or by the item it names (weapon, action item) or the SF table key. `ctx` null: outside
 * a running fight (no SF; the actor changes still apply).
 */
export async function resolveIntent(
  actor: Actor.Implementation,
  payload: IntentPayload,
  ctx: ActContext | null,
): Promise<Intent> {
  const { intent, itemId } = payload;
  // Paralysed to 3 x Vigor or fully petrified: "unable to move or act".
  timeCount.ensureCanAct(afflictionsOf(actor), actor.name ?? "");
  let base: Intent;
  if (intent === "cast") base = castIntent(actor, ctx);
  else if (intent === "charge" || intent === "release")
    base = chargeIntent(actor, ctx, intent === "charge" ? 1 : -1);
  else if (intent === "basicStance") base = await basicStanceIntent(actor, ctx);
  else if (intent === "move") base = await moveIntent(actor, payload, ctx);
  else if (intent === "unarmed")
    base = { sf: ctx ? await unarmedTurnSpeed(actor, payload) : 0, pending: null, changes: {} };
  else if (intent === "prepare")
    base = await prepareIntent(
      actor,
      ownItem(actor, itemId, "spell", "TEMPO.TimeCount.Error.NoSuchSpell"),
      ctx,
    );
  else if (itemId) {
    const item = actor.items.get(itemId);
    if (item?.type === "weapon")
      base = { sf: ctx ? await weaponTurnSpeed(actor, item, payload) : 0, pending: null, changes: {} };
    else if (item?.type === "action") base = await actionIntent(actor, item, payload, ctx);
    else throw new RuleError("TEMPO.Error.NoSuchWeapon");
  } else base = await tableIntent(actor, payload.actionKey, ctx);
  // Footnote 2: the SF of each add-on (concentrate +1, control a frightened mount +2) joins the action's.
  const addOns = timeCount.addOnSpeedFactors(payload.addOns);
  return ctx && addOns.length ? { ...base, sf: timeCount.combinedSpeedFactor(base.sf, addOns) } : base;
}
