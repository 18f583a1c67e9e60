// Three-Action's sheet: its block's context (buttons with the reason they are disabled), and the one
// action shape for the sheet's buttons (`data-action="tempoAction"`), the card and macros: `taAct` (a plain
// action) and `taAttack` (an Attack or a Maneuver), each asking its details on the clicking client and
// performed at the GM, their payloads typed (payloads.ts).
import { displayName } from "../../combatants";
import { threeAction } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { defineAction, parseWith } from "../../actions/index";
import { askForm, str } from "../../form-dialog";
import { lineText, whyNot } from "../../notify";
import { singleTarget } from "../../targets";
import {
  performPlain,
  PLAIN_ACTIONS,
  previewPlain,
  READIED_CHOICES,
  readiedLabel,
  unavailable,
} from "./actions";
import { performAreaAttack } from "./area";
import { performAttack } from "./attack";
import { taTurnOf } from "./ap-rules";
import {
  ATTACK_SHAPE,
  PLAIN_SHAPE,
  SITUATION_FLAGS,
  type AttackPayload,
  type PlainPayload,
} from "./payloads";
import { taStats, weaponStats } from "./stats";

export const ACTION_DIALOG_TEMPLATE = "systems/tempo/templates/three-action/action-dialog.hbs";
export const ATTACK_DIALOG_TEMPLATE = "systems/tempo/templates/three-action/attack-dialog.hbs";
const MANEUVERS = Object.keys(threeAction.MANEUVERS);
const ASKS: Readonly<Record<string, readonly string[]>> = {
  cast: ["text", "energy"],
  control: ["text"],
  ready: ["text", "readied"],
  reaction: ["text"],
  skill: ["text"],
};
const STAT_KEYS = [
  "level",
  "str",
  "dex",
  "ess",
  "energy",
  "physicalDefense",
  "mentalDefense",
  "speed",
  "size",
  "extraReactions",
];

/** The item sheet's selects: kinds, weights, Defenses (localization keys). */
export function itemChoices(): Record<string, unknown> {
  const keyed = (ids: readonly string[], prefix: string) =>
    Object.fromEntries(ids.map((id) => [id, `TEMPO.ThreeAction.${prefix}.${id}`]));
  return {
    kind: keyed(threeAction.ATTACK_KINDS, "Kind"),
    weight: keyed(threeAction.WEAPON_WEIGHTS, "Weight"),
    defense: keyed(["physical", "mental"], "Card.Defense"),
  };
}

type DocumentUuid = Parameters<typeof fromUuidSync>[0];
function actorAt(uuid: string): Actor.Implementation {
  const doc: unknown = fromUuidSync(uuid as DocumentUuid);
  if (doc instanceof Actor) return doc as Actor.Implementation;
  throw new RuleError("TEMPO.Error.MissingActor");
}

const render = (template: string, data: Record<string, unknown>) =>
  foundry.applications.handlebars.renderTemplate(template, data);

/** A plain action: Move, Stand up, Crawl, Focus, Dodge, Cast, Control, Command, Ready, Use a skill, Put out fire. */
export const taAct = defineAction<PlainPayload>({
  parse: parseWith(PLAIN_SHAPE, "taAct"),
  unavailable: (p) => unavailable(actorAt(p.actor), p.id),
  async ask(p) {
    if (p.id === "command") {
      const creature = singleTarget();
      const combat = taTurnOf(actorAt(p.actor))?.combat;
      const c = combat?.combatants.find((x) => x.actor?.uuid === creature.uuid);
      return { ...p, creatureId: c?.id ?? creature.uuid, creatureName: creature.name ?? "" };
    }
    const fields = ASKS[p.id];
    if (!fields) return p;
    const content = await render(ACTION_DIALOG_TEMPLATE, {
      text: fields.includes("text"),
      energy: fields.includes("energy"),
      readied: fields.includes("readied")
        ? READIED_CHOICES.map((id) => ({ id, label: readiedLabel(id) }))
        : null,
      hint: `TEMPO.ThreeAction.Dialog.Hint.${p.id}`,
    });
    const read = await askForm({
      title: game.i18n.localize(`TEMPO.ThreeAction.Action.${p.id}`),
      content,
      action: "confirm",
      confirm: game.i18n.localize("TEMPO.ThreeAction.Dialog.Confirm"),
      cancel: game.i18n.localize("TEMPO.ThreeAction.Dialog.Cancel"),
      read: (get) => ({
        text: str(get("text")),
        // as typed: a bad Energy is the check's to refuse, not silently made 0
        energy: str(get("energy")) === "" ? 0 : Number(str(get("energy"))),
        readied: str(get("readied")) || "attack",
      }),
      // the GM's own reading of the action (engine `plainEffect`): an empty reaction, a spell beyond
      // the Energy, a spell already controlled this turn are refused here, with what was typed kept
      check: (read) => void previewPlain(actorAt(p.actor), { ...p, ...read }),
    });
    return read ? { ...p, ...read } : null;
  },
  perform: ({ payload, requester, rollMode }) =>
    performPlain(actorAt(payload.actor), payload, requester, rollMode),
});

/** The attack dialog's answers: the weapon of a maneuver, the situation, the distances typed. */
type AttackAnswers = Partial<Pick<AttackPayload, "itemId" | "distance" | "wallFeet" | "heightFeet">> &
  Pick<AttackPayload, (typeof SITUATION_FLAGS)[number]>;

/** An Attack or a Maneuver against the one targeted creature, or an Area attack against every target. */
export const taAttack = defineAction<AttackPayload>({
  parse: parseWith(ATTACK_SHAPE, "taAttack"),
  unavailable: (p) => unavailable(actorAt(p.actor), p.maneuver ? "maneuver" : "attack"),
  async ask(p) {
    if (p.area) {
      const targets = [...game.user.targets].flatMap((t) => (t.actor ? [t.actor.uuid] : []));
      if (targets.length === 0) throw new RuleError("TEMPO.Error.NoTarget");
      return { ...p, targets: targets.join(",") };
    }
    const target = singleTarget();
    // a maneuver is made with a melee weapon the creature holds (its attack roll, Break's damage)
    const weapons = p.maneuver
      ? actorAt(p.actor)
          .items.filter((i) => i.type === "weapon" && weaponStats(i).kind === "melee")
          .map((i) => ({ id: i.id ?? "", name: i.name ?? "" }))
      : null;
    const content = await render(ATTACK_DIALOG_TEMPLATE, {
      weapons,
      push: p.maneuver === "push",
      trip: p.maneuver === "trip",
      flags: SITUATION_FLAGS,
    });
    const read = await askForm({
      title: game.i18n.format("TEMPO.ThreeAction.Dialog.AttackTitle", { target: displayName(target) }),
      content,
      action: "roll",
      confirm: game.i18n.localize("TEMPO.ThreeAction.Dialog.Roll"),
      cancel: game.i18n.localize("TEMPO.ThreeAction.Dialog.Cancel"),
      read: (get) => {
        const ticked = (k: (typeof SITUATION_FLAGS)[number]) => get(k) === true;
        const answers: AttackAnswers = {
          flanked: ticked("flanked"),
          flatFooted: ticked("flatFooted"),
          cover: ticked("cover"),
          concealed: ticked("concealed"),
          hidden: ticked("hidden"),
          squareCorrect: ticked("squareCorrect"),
          attackerHidden: ticked("attackerHidden"),
        };
        if (weapons) answers.itemId = str(get("itemId"));
        // as typed (a bad value is the check's to refuse, not silently made 0)
        for (const k of ["distance", "wallFeet", "heightFeet"] as const)
          if (str(get(k)) !== "") answers[k] = Number(str(get(k)));
        return answers;
      },
      check: (answers) => threeAction.assertAttackFeet(answers),
    });
    return read ? { ...p, ...read, target: target.uuid } : null;
  },
  perform({ payload, requester, rollMode }) {
    const actor = actorAt(payload.actor);
    const uuids = payload.area ? payload.targets : payload.target;
    if (!uuids) throw new RuleError("TEMPO.Error.BadRequest", { action: "taAttack" });
    return payload.area
      ? performAreaAttack(actor, uuids.split(",").map(actorAt), payload, requester, rollMode)
      : performAttack(actor, actorAt(uuids), payload, requester, rollMode);
  },
});

/** The sheet block's context: every action button with the reason it is disabled now, weapons and Energy. */
export function actorSheetContext(actor: Actor.Implementation): Record<string, unknown> {
  const s = taStats(actor);
  // the reason in words, with its names and numbers (escaped: a tooltip may be shown as HTML)
  const reason = (id: string) =>
    whyNot(() => {
      const key = unavailable(actor, id);
      if (key) throw new RuleError(key);
    });
  const cost = (id: string) => lineText(threeAction.actionCostLine(id));
  return {
    statKeys: STAT_KEYS,
    // each button's cost from the table the turn engine charges (issue 29)
    plain: PLAIN_ACTIONS.map((id) => ({
      id,
      label: `TEMPO.ThreeAction.Action.${id}`,
      reason: reason(id),
      cost: cost(id),
    })),
    attackCost: cost("attack"),
    maneuverCost: cost("maneuver"),
    attackReason: reason("attack"),
    maneuverReason: reason("maneuver"),
    maneuvers: MANEUVERS.map((id) => ({ id, label: `TEMPO.ThreeAction.Maneuver.${id}` })),
    weapons: actor.items
      .filter((i) => i.type === "weapon")
      .map((i) => {
        const w = weaponStats(i);
        return { id: i.id ?? "", name: i.name ?? "", ...w, area: threeAction.areaRefusal(w.kind) === null };
      }),
    focusGain: threeAction.focusEnergy(s.ess, s.level),
    // the header's key numbers (issue 13)
    summary: (["physicalDefense", "mentalDefense", "speed"] as const).map((k) => ({
      label: `TEMPO.ThreeAction.Stat.${k}`,
      value: s[k],
    })),
  };
}
