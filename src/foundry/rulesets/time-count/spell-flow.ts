import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm } from "../../form-dialog";
import { evaluateRoll, naturalResult, type TempoRoll } from "../../dice";
import { optText, text, type PayloadOf } from "../../actions/index";
import { cardActor } from "../../chat/card-guard";
import { withRollMode } from "../../chat/roll-mode";
import { abandonSpell as abandonCasting, completeAct } from "./clock-actions";
import { outsideFight } from "./action-flow";
import type { Posted } from "../../chat/roll-mode";
import { addOnChoices } from "./attack-dialog";
import { activeCombatantOf, tcCombat, turnOf } from "./clock";
import { TC_STATS } from "./damage";
import { clockState } from "./defense";
import { resolveIntent } from "./intents";
import { simultaneousRule } from "./settings";
import { CHOICES, COVERS, choicesOf, choicesPayload, readChoices, type AttackChoices } from "./situation";
import { actorAction, type ActorFlow } from "../../actions/actor-flows";
import { intentPayload, type ActInput, ON_ACTOR } from "./act-payload";
import { spellAttackMessages } from "./spell-attack";
import { healingMessages } from "./healing";
import { tcSpell } from "./spell-state";
import { tcStats, writeTc } from "./stats";
import { plainLine } from "./act-line";

export const CAST_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/cast-dialog.hbs";
export const CAST_CARD_TEMPLATE = "systems/tempo/templates/time-count/cast-card.hbs";

/** The actors of the user's targeted tokens. */
function targetActors(): Actor.Implementation[] {
  return [...game.user.targets].flatMap((t) => (t.actor ? [t.actor] : []));
}

/** The actor's fight and count now (null: outside a running Time Count fight). */
function where(actor: Actor.Implementation): { combatId: string; count: number; marker: null } | null {
  const state = clockState(actor);
  return state ? { combatId: state.combatId, count: state.count, marker: null } : null;
}

/** Outside a fight the owner writes what the action changes itself (no SF: no clock). */
async function applyOutsideFight(actor: Actor.Implementation, input: ActInput): Promise<void> {
  const intent = await resolveIntent(actor, intentPayload(input), null);
  if (Object.keys(intent.changes).length) await writeTc(actor, intent.changes);
}

const ITEM = { ...ON_ACTOR, itemId: text() };

function spellItem(actor: Actor.Implementation, p: { itemId: string }): Item.Implementation {
  const item = actor.items.get(p.itemId);
  if (!item || item.type !== "spell") throw new RuleError("TEMPO.TimeCount.Error.NoSuchSpell");
  tcSpell(item);
  return item;
}

/**
 * "Prepare" on a spell: "Roll the spell's casting time as your SF"; the combatant's next turn comes
 * after it, with the spell's pending marker, and the actor holds the preparation (its casting DC).
 * Preparing another spell loses the one held. Outside a fight the spell is prepared at once (by its owner).
 */
const prepare: ActorFlow<{ itemId: string }> = {
  async ask(actor, p) {
    spellItem(actor, p);
    turnOf(actor);
    const held = tcStats(actor).preparation;
    if (held.spellId)
      ui.notifications?.info(game.i18n.format("TEMPO.TimeCount.Notice.SpellLost", { spell: held.spellName }));
    return {};
  },
  here: outsideFight,
  async perform(actor, p, posted) {
    const payload = { intent: "prepare", itemId: spellItem(actor, p).id ?? "" } as const;
    const turn = turnOf(actor);
    if (turn) return completeAct(turn, payload, posted);
    await applyOutsideFight(actor, payload);
  },
};

/** The held preparation, checked usable now (engine `usablePreparation`: prepared, not lapsed). */
function usablePreparation(actor: Actor.Implementation) {
  const stored = tcStats(actor).preparation;
  return { stored, p: timeCount.usablePreparation(stored, where(actor), actor.name ?? "") };
}

async function askCast(
  actor: Actor.Implementation,
  attacks: boolean,
  charges: number,
): Promise<AttackChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(CAST_DIALOG_TEMPLATE, {
    attacks,
    charges,
    mutual: attacks && simultaneousRule(),
    covers: COVERS.map((key) => ({ key, label: `TEMPO.TimeCount.Cover.${key}` })),
    addOns: addOnChoices(),
    name: actor.name ?? "",
  });
  return askForm({
    title: "TEMPO.TimeCount.Dialog.CastTitle",
    content,
    action: "cast",
    confirm: "TEMPO.TimeCount.Dialog.Cast",
    cancel: "TEMPO.TimeCount.Dialog.Cancel",
    read: readChoices,
    // the charges it holds, at most (engine): answered in the dialog, which keeps what was typed (issue 30)
    check: (c) => timeCount.checkChargesOnAttack(c.chargesOnAttack, charges),
  });
}

/** The prepared spell, checked castable now (its item, a stance that allows casting). */
function castable(actor: Actor.Implementation) {
  const { stored, p } = usablePreparation(actor);
  const item = actor.items.get(stored.spellId);
  if (!item || item.type !== "spell") throw new RuleError("TEMPO.TimeCount.Error.NoSuchSpell");
  const spell = tcSpell(item);
  // Parrying: "unable to attack or cast spells without special abilities".
  if (tcStats(actor).stance === "parrying") throw new RuleError("TEMPO.TimeCount.Error.StanceCannotCast");
  return { p, item, attacks: spell.stats.defense !== "", healing: spell.stats.healing.trim() };
}

/** "Cast" from the sheet, on the clicking client: the spell and turn checked, the targets, the dialog. */
async function askCastSpell(actor: Actor.Implementation) {
  const { p, attacks } = castable(actor);
  turnOf(actor);
  const targets = targetActors();
  if (attacks && targets.length === 0) throw new RuleError("TEMPO.Error.NoTarget");
  const choices = await askCast(actor, attacks, p.charges);
  return choices ? { targets: targets.map((t) => t.uuid).join(","), ...choicesPayload(choices) } : null;
}

/**
 * At the GM, "Cast" (SF 1), checked again: the Arcana (Int) check against the casting DC (or take 10) on
 * a casting card; on a success a spell that names a defence rolls Accuracy + Intelligence + 2 per charge
 * put on the roll against each target's defence (one attack card per target, no critical unless the
 * spell allows it, no fumble), a healing spell posts its healing card per target (the caster when none).
 * One batched ChatMessage write; then the action completes: SF 1, the fatigue cost plus charges spent
 * either way, the day's castings +1, the preparation gone.
 */
async function performCastSpell(
  actor: Actor.Implementation,
  payload: PayloadOf<typeof CAST>,
  posted: Posted,
): Promise<void> {
  const { p, item, attacks, healing } = castable(actor);
  const turn = turnOf(actor);
  const uuids = new Set(payload.targets.split(",").filter(Boolean));
  const targets = [...uuids].map((uuid) => cardActor(uuid));
  if (attacks && targets.length === 0) throw new RuleError("TEMPO.Error.NoTarget");
  const choices = choicesOf(payload);
  timeCount.checkChargesOnAttack(choices.chargesOnAttack, p.charges);
  const s = tcStats(actor);
  const count = timeCount.preparationCount(p, turn?.count ?? null);
  let roll: TempoRoll | null = null;
  let arcana = timeCount.arcanaTakingTen(s.attributes.intelligence, choices.arcanaBonus);
  if (!choices.takeTen) {
    roll = await evaluateRoll({
      formula: "1d20 + @int + @bonus",
      data: { int: s.attributes.intelligence, bonus: choices.arcanaBonus },
    });
    arcana = roll.total ?? 0;
  }
  const outcome = timeCount.castSpell(p, count, arcana);
  const lines = timeCount.castingDcLines(p);
  const content = await foundry.applications.handlebars.renderTemplate(CAST_CARD_TEMPLATE, {
    caster: actor.name ?? "",
    casterUuid: actor.uuid ?? "",
    spell: item.name ?? "",
    natural: roll ? naturalResult(roll) : null,
    total: arcana,
    takeTen: choices.takeTen,
    outcome,
    lines,
  });
  const castMessage = {
    content,
    rolls: roll ? [roll] : [],
    speaker: ChatMessage.getSpeaker({ actor }),
    // the caster's numbers (its casting DC, what made it, the fatigue it spent) stay out of the content,
    // which every user receives: each client fills them in for who may see them (chat/secrets.ts)
    flags: {
      tempo: {
        cast: {
          dc: outcome.dc,
          lines: lines.map((l) => l.value),
          fatigue: outcome.fatigueSpent,
          castings: outcome.priorCastingsToday,
        },
      },
    },
  };
  const attackMessages =
    outcome.success && attacks
      ? await spellAttackMessages({ caster: actor, item, targets, choices, charges: p.charges, turn })
      : [];
  const healMessages =
    outcome.success && healing
      ? await healingMessages(actor, item, healing, targets.length ? targets : [actor])
      : [];
  await ChatMessage.createDocuments(
    [castMessage, ...attackMessages, ...healMessages].map((m) =>
      withRollMode(m, posted.mode, posted.requester),
    ),
  );
  if (turn) return completeAct(turn, { intent: "cast", addOns: choices.addOns.join(",") }, posted);
  await applyOutsideFight(actor, { intent: "cast" });
}

/** Charging the prepared spell, or releasing a charge: 1 TC each (the GM's clock in a fight). */
function chargeFlow(intent: "charge" | "release"): ActorFlow {
  return {
    check: (actor) => {
      usablePreparation(actor);
      turnOf(actor);
    },
    here: outsideFight,
    async perform(actor, _p, posted) {
      usablePreparation(actor);
      const turn = turnOf(actor);
      if (turn) return completeAct(turn, { intent }, posted);
      await applyOutsideFight(actor, { intent });
    },
  };
}

function assertPrepared(actor: Actor.Implementation): void {
  if (!tcStats(actor).preparation.spellId)
    throw new RuleError("TEMPO.TimeCount.Error.NoPreparedSpell", { name: actor.name ?? "" });
}

/** The actor's casting in progress on the Time Count (its spell's delay), or null. */
function castingNow(actor: Actor.Implementation): { combatId: string; combatantId: string } | null {
  const state = clockState(actor);
  const combatant = activeCombatantOf(actor);
  if (!state?.inDelay || state.marker?.kind !== "spell" || !combatant?.id) return null;
  return { combatId: state.combatId, combatantId: combatant.id };
}

/**
 * Abandoning: during the casting time "you lose the spell and you can act again on the following TC"
 * (the GM's clock); a prepared spell is abandoned "simply ... by not casting it": the owner drops it.
 */
const abandon: ActorFlow = {
  check: assertPrepared,
  here: (actor) => castingNow(actor) === null,
  async perform(actor, _p, posted) {
    assertPrepared(actor);
    const casting = castingNow(actor);
    const combat = casting ? game.combats.get(casting.combatId) : undefined;
    if (casting && combat) return abandonCasting(tcCombat(combat), casting, posted.requester);
    await actor.update({
      [`${TC_STATS}.preparation`]: { ...timeCount.EMPTY_PREPARATION },
    } as Actor.UpdateData);
  },
};

/** The step of "You may walk while preparing the spell, but each turn of movement adds 1 to the casting DC." */
function movedStep(actor: Actor.Implementation) {
  const stored = tcStats(actor).preparation;
  const p = timeCount.enginePreparation(stored);
  const state = where(actor);
  if (!p || timeCount.preparationPhase(stored, state) !== "preparing" || !state)
    throw new RuleError("TEMPO.TimeCount.Error.NotPreparing", { name: actor.name ?? "" });
  return timeCount.moveWhilePreparing(p, state.count);
}

/** The owner marks a turn of walking while preparing: the casting DC + 1 (its own actor, one write). */
const moved: ActorFlow = {
  check: movedStep,
  here: () => true,
  async perform(actor, _p, posted) {
    const next = movedStep(actor);
    const dc = timeCount.castingDC(next);
    const changes: Record<string, unknown> = {
      [`${TC_STATS}.preparation.movementTurns`]: next.movementTurns,
      [`${TC_STATS}.preparation.dc`]: dc,
    };
    await actor.update(changes);
    // its line (issue 30): the casting DC it raised
    const words = game.i18n.format("TEMPO.TimeCount.ActLine.MovedPreparing", {
      name: actor.name ?? "",
      spell: tcStats(actor).preparation.spellName,
      dc: String(dc),
    });
    await ChatMessage.create(plainLine(actor, words, posted));
  },
};

/** What "Cast" sends: the targets (actor uuids, comma-separated) and the dialog's choices. */
const CAST = { ...ON_ACTOR, targets: optText(), ...CHOICES };

export const SPELL_ACTIONS = {
  castSpell: actorAction("castSpell", { ask: askCastSpell, perform: performCastSpell }, CAST),
  prepareSpell: actorAction("prepareSpell", prepare, ITEM),
  chargeSpell: actorAction("chargeSpell", chargeFlow("charge"), ON_ACTOR),
  releaseCharge: actorAction("releaseCharge", chargeFlow("release"), ON_ACTOR),
  abandonSpell: actorAction("abandonSpell", abandon, ON_ACTOR),
  movedWhilePreparing: actorAction("movedWhilePreparing", moved, ON_ACTOR),
};
