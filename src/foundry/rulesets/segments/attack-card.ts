// The GM half of a Segmented Rounds attack (a weapon or a routine): the request checked again, and the
// attack card the GM posts (the GM's document: no player can rewrite what it says before it is applied).
import { displayName } from "../../combatants";
import type { segments } from "../../../engine/index";
import { withRollMode, type Posted } from "../../chat/roll-mode";
import type { TempoRoll } from "../../dice";
import { assertMayAttack, roundContext, type RoundContext } from "./attack-context";
import { detectionOf } from "./attack-ask";
import type { HeldBlow } from "./held-damage";
import type { CountedAttack } from "./attack-count";
import { SG_ATTACK_TYPE, type SgCardDetails } from "./card-data";

type RoutineCard = NonNullable<SgCardDetails["routine"]>;
import { acMode } from "./settings";
import type { AttackChoices } from "./situation";
import { choicesOf, type StrikePayload } from "./strike-payload";
import { namedTarget, pickOf, type RandomPick } from "./target-pick";

/** An attack as the GM reads it from its request. */
export interface StrikeAt {
  ctx: RoundContext | null;
  target: Actor.Implementation;
  choices: AttackChoices;
  random: RandomPick | null;
  /** The random pick's die (rolled on the attacker's client, shown in its dialog). */
  pickDie: TempoRoll | null;
  detection: ReturnType<typeof detectionOf>;
  acMode: segments.AcMode;
}

/** At the GM: the round's schedule and the attacker's counts, the named target, the choices read as the dialog's. */
export function strikeAt(
  attacker: Actor.Implementation,
  payload: StrikePayload,
  forms: readonly segments.AttackForm[],
): StrikeAt {
  const ctx = roundContext(attacker);
  assertMayAttack(attacker, ctx);
  const target = namedTarget(attacker, ctx, payload.target);
  const choices = choicesOf(payload, forms);
  const { random, roll } = pickOf(payload);
  return {
    ctx,
    target,
    choices,
    random,
    pickDie: roll,
    detection: detectionOf(attacker, target),
    acMode: acMode(),
  };
}

type Line = { label: string; value: number };

/** What one attack's card says beyond what `StrikeAt` holds. */
export interface StrikeCard {
  attacker: Actor.Implementation;
  weapon: { uuid: string; name: string };
  form: segments.AttackForm;
  /** The (first) strike's d20: its natural, total, the number needed and the modifiers. */
  lead: { natural: number; total: number; needed: number; modifiers: Line[] };
  hit: boolean;
  damage: number;
  formula: string;
  held: HeldBlow | null;
  armorClass: number;
  thac0: number;
  notes: string[];
  damageModifiers: Line[];
  grapple: SgCardDetails["grapple"] | null;
  /** How a weapon attack counted (`counted`), or the routine's strikes (`routine`). */
  details: { counted?: CountedAttack; routine?: CountedAttack & Pick<RoutineCard, "hits" | "strikes"> };
}

/** Posts the attack card: ONE write, in the requester's roll mode; the pick's die first among its rolls. */
export async function postStrikeCard(
  at: StrikeAt,
  c: StrikeCard,
  rolls: TempoRoll[],
  posted: Posted,
): Promise<void> {
  const { ctx, target, random } = at;
  const held = c.held;
  const system = {
    ruleset: "segments" as const,
    attacker: c.attacker.uuid,
    target: target.uuid,
    weapon: c.weapon.uuid,
    attackerName: displayName(c.attacker),
    targetName: displayName(target),
    weaponName: c.weapon.name,
    natural: c.lead.natural,
    total: c.lead.total,
    defense: c.lead.needed,
    defenseLabel: `TEMPO.Segments.Card.Needed.${at.acMode}`,
    modifiers: c.lead.modifiers,
    hit: c.hit,
    critical: false,
    fumble: false,
    damage: c.hit && !held ? c.damage : null,
    damageFormula: held
      ? game.i18n.format("TEMPO.Segments.Card.HeldFormula", { formula: held.formula })
      : c.formula,
    applied: false,
    details: {
      acMode: at.acMode,
      // the roll needed is made of THAC0 and armour class: it tells both sides' numbers (chat/secrets.ts)
      defenseOf: at.acMode === "descending" ? "*" : "!",
      armorClass: c.armorClass,
      thac0: c.thac0,
      form: c.form,
      random: random ? { ...random, list: random.names.join(", ") } : null,
      notes: c.notes,
      doubling: at.choices.doubling,
      damageModifiers: c.damageModifiers,
      grapple: c.grapple,
      detection: at.detection,
      ...c.details,
      held,
      round: ctx?.record.state.round ?? 0,
      segment: ctx && ctx.record.state.phase === "segments" ? ctx.record.state.segment : 0,
    },
  };
  const all = at.pickDie ? [at.pickDie, ...rolls] : rolls;
  // the card renders itself from its data (card-data.ts)
  const data = {
    type: SG_ATTACK_TYPE,
    system,
    rolls: all,
    speaker: ChatMessage.getSpeaker({ actor: c.attacker }),
  };
  await ChatMessage.create(withRollMode(data, posted.mode, posted.requester));
}
