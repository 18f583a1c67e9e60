// Three-Action's attack card: the whole card as data (who, with what, the dice, each target's total and
// verdict, the damage, what followed), shown from that data on every client. A target's Defense stays out
// of the shown HTML: the template leaves a marked span that the shared chat/secrets.ts fills per viewer
// ("What a player may see") from `targets.<i>.against`.
import type { LogEntry } from "../../../engine/three-action/index";
import type { RollMode } from "../../actions/index";
import { withRollMode } from "../../chat/roll-mode";
import { CardModel } from "../../chat/card-model";
import {
  choiceField as choice,
  flagField as flag,
  signedField as whole,
  textField as text,
} from "../../data/common";
import { migrateTaCardSource, type Source } from "../../migration/card-sources";

const { ArrayField, SchemaField } = foundry.data.fields;

const VERDICTS = ["critical", "hit", "miss"] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * A line of the card in words: a localization key and its arguments (a `prefix` localizes each of a list),
 * and whose line it is (`subject`, an actor uuid: an Area's target; "": the card's one target).
 */
function lineSchema() {
  return new SchemaField({
    key: text(),
    args: new ArrayField(new SchemaField({ name: text(), value: text(), prefix: text() })),
    subject: text(),
  });
}

function schema() {
  return {
    attackerName: text(),
    /** The one target's name; "" for an attack on an Area (then `area` counts its creatures). */
    targetName: text(),
    area: whole(0),
    weaponName: text(),
    /** The maneuver's id (Trip, Grapple...); "" for a plain Attack. */
    maneuver: text(),
    formula: text(),
    /** The advantage / disadvantage reasons (by id) and the range penalty; `name`: whose (an Area's target). */
    reasons: new ArrayField(new SchemaField({ name: text(), id: text(), penalty: whole(0) })),
    /** The d20s rolled: the attacker's, and an opposed maneuver's target's (`name`), the kept ones marked. */
    dice: new ArrayField(
      new SchemaField({
        who: choice(["attacker", "target"]),
        name: text(),
        dice: new ArrayField(new SchemaField({ value: whole(0), kept: flag(true) })),
      }),
    ),
    /** Opposed by the target's own roll (made in the open), else against a Defense (`defense`). */
    opposed: flag(),
    defense: text("physical"),
    /** The targets' uuids, names (an Area's), totals against them, Defense or opposed total, verdicts. */
    targets: new ArrayField(
      new SchemaField({
        uuid: text(),
        name: text(),
        total: whole(0),
        against: whole(0),
        verdict: choice(VERDICTS, "miss"),
      }),
    ),
    damage: new SchemaField({
      rolled: flag(),
      formula: text(),
      faces: text(),
      total: whole(0),
      /** The doubled amount of a critical (0: not doubled). */
      doubled: whole(0),
    }),
    outcome: choice(VERDICTS, "miss"),
    lines: new ArrayField(lineSchema()),
    /** Written when the card kept only its targets: it shows the HTML it was written with (migration/card-sources.ts). */
    legacy: flag(),
  };
}
export type TaCardSchema = ReturnType<typeof schema>;
export type TaCard = foundry.data.fields.SchemaField.SourceData<TaCardSchema>;
export type TaLine = TaCard["lines"][number];
/** A card as an attack posts it (every card posted now keeps all it shows: never legacy). */
export type NewTaCard = Omit<TaCard, "legacy">;

export const TA_CARD_TYPE = "taCard";

/** One d20 as the card shows it: its face, and whether it is the kept one of two. */
export interface ShownDie {
  value: number;
  kept: boolean;
}

/** The d20s of a roll with the kept one marked (the engine's `keptDie` decides which). */
export function shownDice(dice: readonly number[], natural: number): ShownDie[] {
  const at = dice.indexOf(natural);
  return dice.map((value, i) => ({ value, kept: dice.length === 1 || i === at }));
}

/** A damage Roll as the card keeps it: formula, each die's face, total, and the doubled amount. */
export function shownDamage(roll: Roll, doubled = 0): TaCard["damage"] {
  const faces = roll.dice.flatMap((d) => d.results.map((r) => r.result)).join(", ");
  return { rolled: true, formula: roll.formula, faces, total: roll.total ?? 0, doubled };
}

export const NO_DAMAGE: TaCard["damage"] = { rolled: false, formula: "", faces: "", total: 0, doubled: 0 };

/** A card line: `TEMPO.ThreeAction.<key>` with plain arguments. */
export function cardLine(key: string, data: Record<string, string | number> = {}): TaLine {
  const args = Object.entries(data).map(([name, value]) => ({ name, value: String(value), prefix: "" }));
  return { key: `TEMPO.ThreeAction.${key}`, args, subject: "" };
}

/** An engine log line as the card keeps it (its `source` is a localized damage source), of `subject`. */
export function logCardLine(entry: LogEntry, subject = ""): TaLine {
  const args = Object.entries(entry.data).map(([name, value]) => ({
    name,
    value: String(value),
    prefix: name === "source" ? "TEMPO.ThreeAction.Source." : "",
  }));
  return { key: `TEMPO.ThreeAction.Log.${entry.key}`, args, subject };
}

/** A line's argument that tells its creature's hit points: shown only to who may see them (visibility.ts). */
const SECRET_ARG = "hp";

/**
 * A line as the card shows it: its text, its subject, and for a line that tells hit points, its text in a
 * limited view (its key's `Limited` wording, without them), which chat/secrets.ts shows to who may not see.
 */
function lineView(line: TaLine, card: TaCard) {
  const secret = line.args.some((a) => a.name === SECRET_ARG);
  const only = card.area === 0 && card.targets.length === 1 ? (card.targets[0]?.uuid ?? "") : "";
  return {
    text: lineText(line),
    limited: secret ? lineText({ ...line, key: `${line.key}Limited` }) : "",
    subject: line.subject || only,
  };
}

/** A line in this client's words: each argument with a prefix is a list of ids localized by it. */
export function lineText(line: Pick<TaLine, "key" | "args">): string {
  const data = Object.fromEntries(
    line.args.map((a) => [
      a.name,
      a.prefix
        ? a.value
            .split(",")
            .map((id) => game.i18n.localize(`${a.prefix}${id}`))
            .join(", ")
        : a.value,
    ]),
  );
  return game.i18n.format(line.key, data);
}

export const CARD_TEMPLATE = "systems/tempo/templates/three-action/card.hbs";

/** Three-Action's attack and maneuver card, rendered from its data on every client. */
export class TaCardData extends CardModel<TaCardSchema> {
  static override defineSchema(): TaCardSchema {
    return schema();
  }

  static override migrateData(source: Source) {
    migrateTaCardSource(source); // in place: Foundry discards what migrateData returns (its issue 13141)
    return super.migrateData(source);
  }

  get template(): string {
    return CARD_TEMPLATE;
  }

  summary(): string {
    const { attacker, target, action } = cardView(this.toObject());
    return game.i18n.format("TEMPO.ThreeAction.Card.Summary", { attacker, target, action });
  }

  override cardContext(): Record<string, unknown> {
    return cardView(this.toObject());
  }

  override async renderCard(): Promise<string> {
    return this.legacy ? (this.parent?.content ?? "") : super.renderCard();
  }
}

const t = (key: string, data: Record<string, string | number> = {}) =>
  game.i18n.format(
    `TEMPO.ThreeAction.${key}`,
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
  );
const VERDICT_KEYS: Readonly<Record<Verdict, string>> = {
  critical: "Card.Critical",
  hit: "Card.Hit",
  miss: "Card.Miss",
};

/** A reason in words: the engine's advantage / disadvantage, or the range penalty; an Area's by name. */
function reasonText(r: TaCard["reasons"][number]): string {
  const text = r.id === "Range" ? t("Reason.Range", { penalty: r.penalty }) : t(`Reason.${r.id}`);
  return r.name ? `${r.name}: ${text}` : text;
}

/** What the card template shows, in this client's words, from the card's data. */
export function cardView(card: TaCard) {
  return {
    attacker: card.attackerName,
    target: card.area > 0 ? t("Card.Area", { count: card.area }) : card.targetName,
    action: card.maneuver
      ? t("Card.ManeuverWith", { maneuver: t(`Maneuver.${card.maneuver}`), weapon: card.weaponName })
      : card.weaponName,
    formula: card.formula,
    reasons: card.reasons.map(reasonText),
    dice: card.dice.map((d) => ({
      who: d.who,
      label: d.who === "attacker" ? t("Card.D20") : t("Card.Resist", { name: d.name }),
      dice: d.dice,
    })),
    opposed: card.opposed,
    results: card.targets.map((r) => ({ ...r, verdict: t(VERDICT_KEYS[r.verdict]) })),
    defense: t(card.opposed ? "Card.Opposed" : `Card.Defense.${card.defense}`),
    damage: card.damage.rolled ? card.damage : null,
    outcome: card.outcome,
    lines: card.lines.map((l) => lineView(l, card)),
  };
}

/** Posts the card (it renders itself) as `speaker`, with its Rolls, in the requester's roll mode (chat/roll-mode.ts). */
export async function postCard(
  speaker: Actor.Implementation,
  card: NewTaCard,
  rolls: readonly Roll[],
  mode: RollMode,
  requester: User.Implementation,
): Promise<void> {
  const speakerData = ChatMessage.getSpeaker({ actor: speaker });
  await ChatMessage.create(
    withRollMode(
      { type: TA_CARD_TYPE, system: { ...card, legacy: false }, rolls: [...rolls], speaker: speakerData },
      mode,
      requester,
    ),
  );
}
