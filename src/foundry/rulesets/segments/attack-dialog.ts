import { segments } from "../../../engine/index";
import { askForm } from "../../form-dialog";
import { readAttackChoices, type AttackChoices } from "./situation";

export const ATTACK_DIALOG_TEMPLATE = "systems/tempo/templates/segments/attack-dialog.hbs";

const K = "TEMPO.Segments";

export interface AttackDialogInput {
  attacker: string;
  target: string;
  weapon: string;
  forms: readonly segments.AttackForm[];
  defaults: AttackChoices;
  /** The random pick, when the seed calls for one. */
  random: { names: string[]; roll: number; faces: number; missile: boolean } | null;
  /** The other hand's attack of a two-weapon routine: the hand it must use (else null). */
  otherHand?: segments.Hand | null;
  acMode: segments.AcMode;
  /** The attacker's chance to perceive an invisible target (engine `invisibleDetection`), or null. */
  detection: "normal" | "may-detect" | "no" | null;
  /** Refuses choices the rules do not allow (a RuleError): the dialog stays open with what was typed. */
  check(choices: AttackChoices): void;
}

function options<T extends string>(list: readonly T[], selected: string, prefix: string) {
  return list.map((key) => ({ key, label: `${prefix}.${key || "none"}`, selected: key === selected }));
}

/** The attack roll dialog (DialogV2) with the chapter's situations, the defaults pre-set; null: cancelled. */
export async function askAttackChoices(input: AttackDialogInput): Promise<AttackChoices | null> {
  const d = input.defaults;
  const content = await foundry.applications.handlebars.renderTemplate(ATTACK_DIALOG_TEMPLATE, {
    ...input,
    modeLabel: `${K}.Setting.ArmorClass.${input.acMode}`,
    otherHandLabel: input.otherHand ? `${K}.Hand.${input.otherHand}` : null,
    forms: input.forms.map((key) => ({ key, label: `${K}.Form.${key}`, selected: key === d.form })),
    covers: options(segments.COVERS, d.cover, `${K}.Cover`),
    concealments: options(segments.CONCEALMENTS, d.concealment, `${K}.Concealment`),
    hands: options(segments.HANDS, d.hand, `${K}.Hand`),
    doublings: options(segments.DOUBLINGS, d.doubling, `${K}.Doubling`),
  });
  return askForm({
    title: "TEMPO.Segments.Dialog.AttackTitle",
    content,
    action: "roll",
    confirm: "TEMPO.Segments.Dialog.Roll",
    cancel: "TEMPO.Segments.Dialog.Cancel",
    read: (get) => readAttackChoices(get, input.forms),
    check: input.check,
  });
}
