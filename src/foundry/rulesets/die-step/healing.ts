// Magical healing (seed 002, "Knocked out" and "Mortally wounded"): at 0 HP after a lethal knock-out the
// survival roll comes first (advantaged for a ritual; 1 = too late); then HP are restored and the healed
// character is stunned (a mortally wounded one for the encounter unless its HP are full). The engine's
// `magicalHealing` decides; at the GM: the FOR Roll when owed, the patient's one update, a chat line.
// In a fight the healing spell is the healer's action (major unless the spell says otherwise; a ritual is
// not cast in a fight): Interpretation 46, engine `planHealing`.
import { dieStep } from "../../../engine/index";
import { whyNot } from "../../notify";
import { postOffer } from "./opportunity";
import { owesSurvival } from "./survival";
import { ruledHealth } from "../../health/ruled";
import { dieOf, standingOf, syncVitalStatuses, vitalsOf, vitalsUpdate } from "./stats";
import { postSecretLine, type ChatMode } from "./line";
import type { SecretPart } from "../../chat/action-line";
import { dsTurnOf, rollDie, spendAp, turnWrite } from "./turn";

export const DS_HEAL_TEMPLATE = "systems/tempo/templates/die-step/heal.hbs";

export interface HealInput {
  amount: number;
  ritual: boolean;
  /** The action the spell takes in a fight (`HEAL_CATEGORIES`). */
  category: string;
}

/** The healer's action checked (able to act; in a fight its AP), and the turn after it (throws the refusal). */
export function checkHealing(healer: Actor.Implementation, input: HealInput) {
  dieStep.assertMayAct(standingOf(healer), healer.name ?? "");
  const e = dsTurnOf(healer);
  const plan = dieStep.planHealing({ ...input, inFight: e !== null });
  return { plan, e, state: e && plan.category ? spendAp(e, plan.category) : null };
}

/** The dialog's choices: each action, disabled with the reason the turn's AP give now; the ritual's refusal. */
export function healingChoices(healer: Actor.Implementation) {
  const inFight = dsTurnOf(healer) !== null;
  return {
    inFight,
    options: dieStep.HEAL_CATEGORIES.map((category) => ({
      category,
      reason: inFight ? whyNot(() => checkHealing(healer, { amount: 1, ritual: false, category })) : null,
    })),
    ritualReason: inFight ? game.i18n.localize(dieStep.DS_ERR.RitualInFight) : "",
  };
}

export async function healMagically(
  healer: Actor.Implementation,
  patient: Actor.Implementation,
  input: HealInput,
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  // the healer's action first: refused (AP, a ritual in a fight, a bad amount) before any die is rolled
  const { plan, e, state } = checkHealing(healer, input);
  const before = vitalsOf(patient);
  const survival = owesSurvival(patient)
    ? await rollDie(dieOf(patient, "for"), dieStep.survivalMode(input.ritual))
    : null;
  // the engine refuses (a dead character, a bad amount) before anything is written
  const after = dieStep.magicalHealing(before, { ...input, survivalRoll: survival?.kept });
  const outcome = survival ? dieStep.survivalOutcome(survival.kept) : null;
  // "Taking an exclusive action ... will provoke": the offer first, then the AP
  if (plan.triggers[0]) await postOffer(healer, plan.triggers[0], null, mode);
  await turnWrite(e, state)?.();
  // `magicalHealing` already ran: the health door stores it as it is; the statuses follow (woken, or dead)
  await patient.update(
    {
      ...vitalsUpdate(after),
      ...(outcome ? { "system.stats.dieStep.survival": outcome } : {}),
    } as Actor.UpdateData,
    ruledHealth(),
  );
  await syncVitalStatuses(patient);
  const args = { healer: healer.name ?? "", name: patient.name ?? "" };
  // the patient's hit points after it are its secret (chat/secrets.ts); the survival die is everyone's
  const lines: (string | SecretPart)[] = [
    after.wound === "dead"
      ? game.i18n.format("TEMPO.DieStep.Line.Heal.late", args)
      : {
          subject: patient.uuid,
          key: "TEMPO.DieStep.Line.Heal.done",
          limited: "TEMPO.DieStep.Line.Heal.doneLimited",
          args,
          secret: { hp: String(after.hp) },
        },
  ];
  if (survival && outcome)
    lines.unshift(
      game.i18n.format("TEMPO.DieStep.Line.Survival", {
        name: patient.name ?? "",
        roll: String(survival.kept),
        outcome: game.i18n.localize(`TEMPO.DieStep.Survival.${outcome}`),
      }),
    );
  await postSecretLine(patient, lines, mode, survival ? [survival.roll] : [], requester);
}
