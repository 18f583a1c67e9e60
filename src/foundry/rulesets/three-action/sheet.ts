// Three-Action's sheet: its block's context (buttons with the reason they are disabled), and the one
// action shape for the sheet's buttons, the card and macros: `taAct` (a plain action) and `taAttack`
// (an Attack or a Maneuver), each asking its details on the clicking client and performed at the GM.
import { threeAction } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { defineAction, optionalText, requireText, type ActionPayload } from "../../actions/index";
import { namedActions } from "../../actions/actor-flows";
import { askForm, int, str } from "../../form-dialog";
import { singleTarget } from "../../targets";
import type { SheetAction } from "../definition";
import {
  isPlainAction,
  performPlain,
  PLAIN_ACTIONS,
  READIED_CHOICES,
  readiedLabel,
  unavailable,
} from "./actions";
import { performAreaAttack } from "./area";
import { flag, performAttack } from "./attack";
import { taTurnOf } from "./ap-rules";
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

const SITUATION_FLAGS = [
  "flanked",
  "flatFooted",
  "cover",
  "concealed",
  "hidden",
  "squareCorrect",
  "attackerHidden",
];
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
export const taAct = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "taAct");
    if (!isPlainAction(requireText(raw, "id", "taAct")))
      throw new RuleError("TEMPO.Error.BadRequest", { action: "taAct" });
    return raw;
  },
  unavailable: (p) => unavailable(actorAt(String(p.actor)), String(p.id)),
  async ask(p) {
    const id = String(p.id);
    if (id === "command") {
      const creature = singleTarget();
      const combat = taTurnOf(actorAt(String(p.actor)))?.combat;
      const c = combat?.combatants.find((x) => x.actor?.uuid === creature.uuid);
      return { ...p, creatureId: c?.id ?? creature.uuid, creatureName: creature.name ?? "" };
    }
    const fields = ASKS[id];
    if (!fields) return p;
    const content = await render(ACTION_DIALOG_TEMPLATE, {
      text: fields.includes("text"),
      energy: fields.includes("energy"),
      readied: fields.includes("readied")
        ? READIED_CHOICES.map((id) => ({ id, label: readiedLabel(id) }))
        : null,
      hint: `TEMPO.ThreeAction.Dialog.Hint.${id}`,
    });
    const read = await askForm({
      title: game.i18n.localize(`TEMPO.ThreeAction.Action.${id}`),
      content,
      action: "confirm",
      confirm: game.i18n.localize("TEMPO.ThreeAction.Dialog.Confirm"),
      cancel: game.i18n.localize("TEMPO.ThreeAction.Dialog.Cancel"),
      read: (get) => ({
        text: str(get("text")),
        energy: int(get("energy"), 0),
        readied: str(get("readied")) || "attack",
      }),
    });
    return read ? { ...p, ...read } : null;
  },
  perform: ({ payload, requester, rollMode }) =>
    performPlain(actorAt(String(payload.actor)), String(payload.id) as never, payload, requester, rollMode),
});

/** An Attack or a Maneuver against the one targeted creature. */
export const taAttack = defineAction<ActionPayload>({
  parse(raw) {
    requireText(raw, "actor", "taAttack");
    const maneuver = optionalText(raw, "maneuver");
    if (maneuver && !MANEUVERS.includes(maneuver))
      throw new RuleError("TEMPO.Error.BadRequest", { action: "taAttack" });
    return raw;
  },
  unavailable: (p) => unavailable(actorAt(String(p.actor)), p.maneuver ? "maneuver" : "attack"),
  async ask(p) {
    if (flag(p, "area")) {
      const targets = [...game.user.targets].flatMap((t) => (t.actor ? [t.actor.uuid] : []));
      if (targets.length === 0) throw new RuleError("TEMPO.Error.NoTarget");
      return { ...p, targets: targets.join(",") };
    }
    const target = singleTarget();
    const maneuver = optionalText(p, "maneuver");
    // a maneuver is made with a melee weapon the creature holds (its attack roll, Break's damage)
    const weapons = maneuver
      ? actorAt(String(p.actor))
          .items.filter((i) => i.type === "weapon" && weaponStats(i).kind === "melee")
          .map((i) => ({ id: i.id ?? "", name: i.name ?? "" }))
      : null;
    const content = await render(ATTACK_DIALOG_TEMPLATE, {
      weapons,
      push: maneuver === "push",
      trip: maneuver === "trip",
      flags: SITUATION_FLAGS,
    });
    const read = await askForm({
      title: game.i18n.format("TEMPO.ThreeAction.Dialog.AttackTitle", { target: target.name ?? "" }),
      content,
      action: "roll",
      confirm: game.i18n.localize("TEMPO.ThreeAction.Dialog.Roll"),
      cancel: game.i18n.localize("TEMPO.ThreeAction.Dialog.Cancel"),
      read: (get) => {
        const out: ActionPayload = weapons ? { itemId: str(get("itemId")) } : {};
        for (const k of SITUATION_FLAGS) out[k] = get(k) === true;
        for (const k of ["distance", "wallFeet", "heightFeet"])
          if (str(get(k)) !== "") out[k] = int(get(k), 0);
        return out;
      },
    });
    return read ? { ...p, ...read, target: target.uuid } : null;
  },
  perform: ({ payload, requester, rollMode }) =>
    flag(payload, "area")
      ? performAreaAttack(
          actorAt(String(payload.actor)),
          requireText(payload, "targets", "taAttack").split(",").map(actorAt),
          payload,
          requester,
          rollMode,
        )
      : performAttack(
          actorAt(String(payload.actor)),
          actorAt(requireText(payload, "target", "taAttack")),
          payload,
          requester,
          rollMode,
        ),
});

/** The sheet's buttons go through the one action route (`data-tempo` names the action). */
export const sheetAct: SheetAction = namedActions((actor) => taTurnOf(actor)?.combat);

/** The sheet block's context: every action button with the reason it is disabled now, weapons and Energy. */
export function actorSheetContext(actor: Actor.Implementation): Record<string, unknown> {
  const s = taStats(actor);
  const reason = (id: string) => {
    try {
      return unavailable(actor, id);
    } catch (error) {
      return error instanceof RuleError ? error.key : null;
    }
  };
  return {
    statKeys: STAT_KEYS,
    plain: PLAIN_ACTIONS.map((id) => ({ id, label: `TEMPO.ThreeAction.Action.${id}`, reason: reason(id) })),
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
