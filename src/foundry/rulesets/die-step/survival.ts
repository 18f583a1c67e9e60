// The survival roll (seed 002, "Knocked out"): "After the encounter is over ... and if the knockout was
// caused by lethal damage, the character must roll their FOR die": 1 dead, 2 mortally wounded, 3 badly
// wounded, 4+ wakes with 1 HP (stunned for its first turn). The outcome stays on the actor.
import { dieStep } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { cardActor, cardSystem } from "../../chat/card-guard";
import { guarded } from "../../notify";
import { inGmQueue, isActiveGM } from "../../socket";
import { blankCard, DsCardData } from "./card-data";
import { createCard, dsCardOf, writeCard } from "./card-write";
import type { Supplies } from "../../../engine/die-step/index";
import { ruledHealth } from "../../health/ruled";
import {
  cannotAct,
  dieOf,
  fullRollerState,
  standingOf,
  syncVitalStatuses,
  vitalsOf,
  vitalsUpdate,
} from "./stats";
import { postLine, postSecretLine, type ChatMode } from "./line";
import { dsTurnOf, rollDie } from "./turn";

/** Whether the actor owes its survival roll (engine `owesSurvival`). */
export function owesSurvival(actor: Actor.Implementation): boolean {
  return dieStep.owesSurvival(standingOf(actor));
}

/** The newest survival card that still offers this actor its roll, if any. */
function survivalCardOf(actor: Actor.Implementation): ChatMessage.Implementation | undefined {
  return game.messages.contents.findLast((m) => {
    const system = cardSystem(m);
    return (
      system instanceof DsCardData &&
      system.kind === "survival" &&
      system.offers.some((o) => o.actor === actor.uuid && !o.taken)
    );
  });
}

/** Why the actor may not roll for survival now (a localization key), or null (engine `survivalRefusal`). */
export function survivalUnavailable(actor: Actor.Implementation): string | null {
  return dieStep.survivalRefusal(standingOf(actor), dsTurnOf(actor) !== null);
}

/**
 * At the GM (the requester acts for `actor`: on-actor.ts): the FOR roll as a Foundry Roll, the engine's outcome written on the actor (one update), a
 * chat line with the Roll; from the encounter's survival card, that card's button is marked used.
 */
export async function rollSurvival(
  actor: Actor.Implementation,
  requester: User.Implementation,
  mode: ChatMode,
  messageId: string,
): Promise<void> {
  const why = survivalUnavailable(actor);
  if (why) throw new RuleError(why);
  // rolled from the sheet: the encounter's card still offering it shows it used too
  const message = messageId ? game.messages.get(messageId) : survivalCardOf(actor);
  const card = message ? dsCardOf(message, "survival") : null;
  const r = await rollDie(dieOf(actor, "for"), dieStep.survivalMode(false));
  const outcome = dieStep.survivalOutcome(r.kept);
  const vitals = dieStep.afterSurvival(vitalsOf(actor), r.kept);
  // `afterSurvival` already ran: the health door stores it as it is; the statuses follow (woken, or dead)
  await actor.update(
    { ...vitalsUpdate(vitals), "system.stats.dieStep.survival": outcome } as Actor.UpdateData,
    ruledHealth(),
  );
  await syncVitalStatuses(actor);
  if (message && card) {
    await writeCard(message, { ...card, offers: dieStep.withOfferTaken(card.offers, actor.uuid) });
  }
  const line = game.i18n.format("TEMPO.DieStep.Line.Survival", {
    name: actor.name ?? "",
    roll: String(r.kept),
    outcome: game.i18n.localize(`TEMPO.DieStep.Survival.${outcome}`),
  });
  await postLine(actor, line, mode, [r.roll], requester);
}

/**
 * First aid on a mortally wounded character: "an INT roll with a difficulty die of D4 (D8 if you have to
 * improvise bandages, D12 if you can't even improvise)"; a win heals the one HP that saves it
 * (Interpretation 13). At the GM: both Rolls, the patient's update, a chat line.
 */
export async function giveFirstAid(
  aider: Actor.Implementation,
  patient: Actor.Implementation,
  supplies: Supplies,
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  dieStep.assertFirstAid(
    { name: aider.name ?? "", cannotAct: cannotAct(aider) },
    { name: patient.name ?? "", wound: standingOf(patient).wound },
  );
  const own = dieStep.rollSituation({ roll: "other", self: fullRollerState(aider) });
  const i = await rollDie(dieOf(aider, "int"), own.mode);
  const d = await rollDie(dieStep.firstAidDie(supplies), "normal");
  const r = dieStep.firstAid(vitalsOf(patient), i.kept, d.kept);
  if (r.saved) {
    await patient.update(vitalsUpdate(r.vitals) as Actor.UpdateData, ruledHealth());
    await syncVitalStatuses(patient);
  }
  const args = {
    aider: aider.name ?? "",
    name: patient.name ?? "",
    roll: String(i.kept),
    against: String(d.kept),
    die: dieStep.firstAidDie(supplies),
  };
  // the patient's hit points after it are its secret (chat/secrets.ts); the dice and the verdict are everyone's
  const line = r.saved
    ? {
        subject: patient.uuid,
        key: "TEMPO.DieStep.Line.FirstAid.saved",
        limited: "TEMPO.DieStep.Line.FirstAid.savedLimited",
        args,
        secret: { hp: String(r.vitals.hp) },
      }
    : game.i18n.format("TEMPO.DieStep.Line.FirstAid.failed", args);
  await postSecretLine(aider, [line], mode, [i.roll, d.roll], requester);
}

/** The encounter is over: one card with a survival roll button for each lethal knock-out in it. */
async function postSurvivalCard(combat: Combat.Implementation): Promise<void> {
  const owing = combat.combatants.contents.flatMap((c) =>
    c.actor && owesSurvival(c.actor) ? [c.actor] : [],
  );
  if (owing.length === 0) return;
  const card = {
    ...blankCard("survival"),
    offers: owing.map((a) => ({ actor: a.uuid, combatantId: "", name: a.name ?? "", taken: false })),
  };
  const speaker = cardActor(card.offers[0]?.actor ?? "");
  await createCard(speaker, card, "publicroll");
}

/** At the active GM, when a Die-Step combat is deleted (Foundry's End Combat): the survival card. */
export function registerSurvivalHooks(): void {
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if ((combat.system as { ruleset?: string }).ruleset !== "die-step" || !isActiveGM()) return;
    void inGmQueue(() => guarded(() => postSurvivalCard(combat)));
  });
}
