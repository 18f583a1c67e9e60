/**
 * The fight's history as one user may read it (issue 32): the combat's records, newest first, each with
 * who acted, what, when in the ruleset's time and the creatures it touched, filterable by combatant.
 * The same visibility policy as cards (visibility.ts): a creature's hit points show to a user who may see
 * its numbers, anyone else reads only that it was hurt or healed; conditions and names are for everyone;
 * a record whose every card this user may not read (a GM's blind or whispered roll) is left out, and a
 * hidden combatant is not offered as a filter to a player who does not own it. The GM also reads every
 * changed field, and has each record's Take back button (grey, with its reason, when refused).
 */
import { combatantVisibleTo } from "../permissions";
import { getRuleset } from "../rulesets/registry";
import { maySeeStatsOf } from "../visibility";
import { fieldLines, poolChange, touchesAny, within, type FieldLine } from "./lines";
import type { HistoryRecord } from "./record";
import { historyOf } from "./recorder";
import { docOf, nameOf } from "./docs";
import { labelOf } from "./undo";

/** One creature a record touched, as this user may read it. */
export interface SubjectView {
  name: string;
  /** "12 → 7" for a user who may see its numbers; else null. */
  hp: string | null;
  /** A word for anyone else: "TEMPO.History.Hurt" / "TEMPO.History.Healed", or "". */
  hpWord: string;
  gained: string[];
  lost: string[];
}

export interface HistoryRowView {
  id: string;
  when: string;
  time: string;
  who: string;
  action: string;
  undone: boolean;
  subjects: SubjectView[];
  /** Every changed field, by document: the GM's only. */
  details: { name: string; lines: FieldLine[] }[];
}

export interface HistoryView {
  isGM: boolean;
  rows: HistoryRowView[];
  combatants: { id: string; name: string; selected: boolean }[];
  empty: boolean;
}

/** The actor a uuid is, or is embedded in (an effect, an item), if this world still has it. */
function actorAt(uuid: string): Actor.Implementation | null {
  const parts = uuid.split(".");
  for (let n = parts.length; n >= 2; n -= 2) {
    const doc = docOf(parts.slice(0, n).join("."));
    if (doc instanceof Actor) return doc as Actor.Implementation;
  }
  return null;
}

/** The actor of a uuid, a combatant's actor included. */
function subjectActor(uuid: string, combat: Combat.Implementation): Actor.Implementation | null {
  const combatant = combat.combatants.find((c) => within(uuid, c.uuid ?? "-"));
  return combatant ? (combatant.actor ?? null) : actorAt(uuid);
}

const isEffect = (uuid: string) => /\.ActiveEffect\.[^.]+$/.test(uuid);

/** The creatures a record touched, each once, as `viewer` may read them. */
function subjectsOf(
  record: HistoryRecord,
  combat: Combat.Implementation,
  viewer: User.Implementation,
): SubjectView[] {
  const hpPath = getRuleset(combat.rulesetId).hpPath;
  const byActor = new Map<string, SubjectView & { actor: Actor.Implementation }>();
  const entry = (uuid: string) => {
    const actor = subjectActor(uuid, combat);
    if (!actor) return null;
    const combatant = combat.combatants.find((c) => c.actor?.uuid === actor.uuid);
    if (combatant && !combatantVisibleTo(combatant, viewer)) return null;
    const key = actor.uuid ?? "";
    const found = byActor.get(key);
    if (found) return found;
    const made = {
      actor,
      name: combatant?.name ?? actor.name ?? "",
      hp: null,
      hpWord: "",
      gained: [],
      lost: [],
    };
    byActor.set(key, made);
    return made;
  };
  for (const change of record.changes) {
    const subject = entry(change.uuid);
    const pool = poolChange(change, hpPath);
    if (!subject || !pool || pool.before === pool.after) continue;
    if (maySeeStatsOf(subject.actor, viewer)) subject.hp = `${pool.before} → ${pool.after}`;
    else subject.hpWord = pool.after < pool.before ? "TEMPO.History.Hurt" : "TEMPO.History.Healed";
  }
  for (const uuid of record.created.filter(isEffect)) {
    const name = docOf(uuid)?.name;
    if (name) entry(uuid)?.gained.push(name);
  }
  for (const { uuid, data } of record.deleted.filter((d) => isEffect(d.uuid))) {
    if (typeof data.name === "string") entry(uuid)?.lost.push(data.name);
  }
  return [...byActor.values()].map(({ actor: _actor, ...view }) => view);
}

/** Whether `viewer` may read the record: it posted no card, or one of its cards is readable. */
function readable(record: HistoryRecord, viewer: User.Implementation): boolean {
  if (viewer.isGM) return true;
  const cards = record.created.filter((uuid) => uuid.startsWith("ChatMessage."));
  if (cards.length === 0) return true;
  return cards.some((uuid) => {
    const message = docOf(uuid) as ChatMessage.Implementation | null;
    return message?.isContentVisible === true;
  });
}

function rowOf(
  record: HistoryRecord,
  combat: Combat.Implementation,
  viewer: User.Implementation,
): HistoryRowView {
  return {
    id: record.id,
    when: record.when,
    time: new Date(record.at).toLocaleTimeString(game.i18n.lang, { hour: "2-digit", minute: "2-digit" }),
    who: game.users.get(record.userId)?.name ?? "",
    action: labelOf(record),
    undone: record.undone,
    subjects: subjectsOf(record, combat, viewer),
    details: viewer.isGM
      ? record.changes.map((change) => ({
          name: nameOf(record, change.uuid),
          lines: fieldLines(change),
        }))
      : [],
  };
}

/** The combat's history as `viewer` reads it, only what touched the combatant `filter` when one is named. */
export function buildHistoryView(
  combat: Combat.Implementation,
  viewer: User.Implementation,
  filter = "",
): HistoryView {
  const history = historyOf(combat);
  const combatants = combat.combatants.contents
    .filter((c) => combatantVisibleTo(c, viewer))
    .map((c) => ({ id: c.id ?? "", name: c.name ?? "", selected: c.id === filter }));
  const chosen = combatants.some((c) => c.selected) ? combat.combatants.get(filter) : undefined;
  const owners = chosen ? [chosen.uuid ?? "", chosen.actor?.uuid ?? ""] : [];
  const rows = history
    .filter((record) => readable(record, viewer))
    .filter((record) => !chosen || touchesAny(record, owners))
    .map((record) => rowOf(record, combat, viewer))
    .reverse();
  return {
    isGM: viewer.isGM,
    rows,
    combatants,
    empty: rows.length === 0,
  };
}
