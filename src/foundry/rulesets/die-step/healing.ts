// Magical healing (seed 002, "Knocked out" and "Mortally wounded"): at 0 HP after a lethal knock-out the
// survival roll comes first (advantaged for a ritual; 1 = too late); then HP are restored and the healed
// character is stunned (a mortally wounded one for the encounter unless its HP are full). The engine's
// `magicalHealing` decides; at the GM: the FOR Roll when owed, the patient's one update, a chat line.
import { dieStep } from "../../../engine/index";
import { requireRole } from "../../chat/card-guard";
import { owesSurvival } from "./survival";
import { dieOf, markDead, vitalsOf, vitalsUpdate } from "./stats";
import { postLine, rollDie, type ChatMode } from "./turn";

export const DS_HEAL_TEMPLATE = "systems/tempo/templates/die-step/heal.hbs";

export async function healMagically(
  healer: Actor.Implementation,
  patient: Actor.Implementation,
  input: { amount: number; ritual: boolean },
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  requireRole(healer.uuid, requester, healer.name ?? "");
  const before = vitalsOf(patient);
  const survival = owesSurvival(patient)
    ? await rollDie(dieOf(patient, "for"), dieStep.survivalMode(input.ritual))
    : null;
  // the engine refuses (a dead character, a bad amount) before anything is written
  const after = dieStep.magicalHealing(before, { ...input, survivalRoll: survival?.kept });
  const outcome = survival ? dieStep.survivalOutcome(survival.kept) : null;
  await patient.update({
    ...vitalsUpdate(after),
    ...(outcome ? { "system.stats.dieStep.survival": outcome } : {}),
  } as Actor.UpdateData);
  if (after.wound === "dead") await markDead(patient);
  const data = { healer: healer.name ?? "", name: patient.name ?? "", hp: String(after.hp) };
  const lines = [
    game.i18n.format(`TEMPO.DieStep.Line.Heal.${after.wound === "dead" ? "late" : "done"}`, data),
  ];
  if (survival && outcome)
    lines.unshift(
      game.i18n.format("TEMPO.DieStep.Line.Survival", {
        name: patient.name ?? "",
        roll: String(survival.kept),
        outcome: game.i18n.localize(`TEMPO.DieStep.Survival.${outcome}`),
      }),
    );
  await postLine(patient, lines.join(" "), mode, survival ? [survival.roll] : [], requester);
}
