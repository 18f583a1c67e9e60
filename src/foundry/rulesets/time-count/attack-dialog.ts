import { timeCount } from "../../../engine/index";
import { displayName } from "../../combatants";
import { askForm } from "../../form-dialog";
import { simultaneousRule } from "./settings";
import { ADD_ONS, COVERS, FACINGS, readChoices, type AttackChoices } from "./situation";

export const ATTACK_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/attack-dialog.hbs";

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export interface DialogInput {
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  item: { readonly name: string | null };
  melee: boolean;
  /** Unarmed Combat: the strike without hands (−4) and the two strikes "as if with two light weapons". */
  unarmed?: boolean;
  /** No hand free: the unarmed strike's "without hands" is ticked and locked, saying why. */
  handsBound?: boolean;
  /** Distract Opponent: the allies to choose from (actor uuid, name). */
  allies?: { id: string; name: string }[];
  autoDefense: string;
  rangeIncrement: number;
  /** The defences the attack may target (default: all five, "" letting the situation pick). */
  defenses?: readonly timeCount.Defense[];
  /** Weapons to choose from (special combat actions that use one). */
  weapons?: { id: string; name: string }[];
  /** Spells: charges the prepared spell holds (0: no charge field). */
  charges?: number;
  /** Two-Weapon Combat: the attacker's other ready melee weapons (none: no two-weapon choice). */
  seconds?: { id: string; name: string }[];
  /** The attack's own refusal of the choices (a weapon's maximum range), run with the multiplier's. */
  check?: (choices: AttackChoices) => void;
}

/** The footnote-2 actions a dialog offers, with the TC each adds. */
export function addOnChoices(): { key: string; label: string; tc: number }[] {
  return ADD_ONS.map((key) => {
    const speed = timeCount.combatAction(key).speed;
    return {
      key,
      label: `TEMPO.TimeCount.Action.${capital(key)}`,
      tc: speed.kind === "addOn" ? speed.tc : 0,
    };
  });
}

/**
 * The attack roll dialog (DialogV2): the seed's modifier table; null when cancelled. A damage
 * multiplier the engine refuses, or what the attack's own check refuses (a distance beyond the weapon's
 * maximum range), is notified and the dialog stays open with what was typed, before any roll.
 */
export async function askAttackChoices(input: DialogInput): Promise<AttackChoices | null> {
  const defenses = input.defenses ?? timeCount.DEFENSES;
  const content = await foundry.applications.handlebars.renderTemplate(ATTACK_DIALOG_TEMPLATE, {
    attacker: displayName(input.attacker),
    target: displayName(input.target),
    weapon: input.item.name ?? "",
    melee: input.melee,
    rangeIncrement: input.rangeIncrement,
    autoDefense: game.i18n.localize(input.autoDefense),
    situational: input.defenses === undefined,
    defenses: defenses.map((key) => ({ key, label: `TEMPO.TimeCount.Defense.${capital(key)}` })),
    covers: COVERS.map((key) => ({ key, label: `TEMPO.TimeCount.Cover.${key}` })),
    facings: FACINGS.map((key) => ({ key, label: `TEMPO.TimeCount.Facing.${key || "none"}` })),
    weapons: input.weapons ?? [],
    addOns: addOnChoices(),
    mutual: simultaneousRule(),
    charges: input.charges ?? 0,
    seconds: input.seconds ?? [],
    unarmed: input.unarmed === true,
    handsBound: input.handsBound === true,
    allies: input.allies ?? null,
    maxMultiplier: timeCount.MAX_DAMAGE_MULTIPLIER,
  });
  const choices = await askForm({
    title: "TEMPO.TimeCount.Dialog.Title",
    content,
    action: "roll",
    confirm: "TEMPO.TimeCount.Dialog.Roll",
    cancel: "TEMPO.TimeCount.Dialog.Cancel",
    read: readChoices,
    check: (read) => {
      // Refused before any roll or write: a multiplier outside 1..MAX_DAMAGE_MULTIPLIER (engine).
      timeCount.checkDamageMultiplier(read.multiplier);
      input.check?.(read);
    },
  });
  return choices;
}

/** The choices of an attack made without the dialog (the weapon list's quick attack, macros). */
export function quickChoices(): AttackChoices {
  return readChoices(() => null);
}
