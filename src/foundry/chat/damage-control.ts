// The one damage and healing control of every card that deals damage (issue 28), in every ruleset: the
// card's damage applied to its target or to the clicking user's selected tokens, or the same amount given
// back as healing. The ruleset says what its card deals (`cardDamage`: its own arithmetic done); the
// control writes the health as a sheet field would, so the health door (health/door.ts) runs the
// ruleset's rules on it: conditions, wound state, budget and defeat follow exactly as for a typed value.
// A card gives each creature its damage once and its healing once (the card's `flags.tempo.dealt`).
import { RuleError } from "../../engine/core/errors";
import { cardAction } from "../actions/context";
import { oneOf, optText, text } from "../actions/payload";
import { readPool } from "../resources";
import { getRuleset } from "../rulesets/registry";
import { isRulesetId } from "../rulesets/ids";
import { activeRulesetId } from "../rulesets/active";
import type { CardDamage } from "../rulesets/definition";
import { toldHealth } from "../health/ruled";
import { displayName } from "../combatants";
import { canTakeBack } from "../history/card-undo";
import { cardSystem, mayActFor, mayApply } from "./card-guard";

export const DAMAGE_CONTROL_TEMPLATE = "systems/tempo/templates/chat/damage-control.hbs";

type Kind = "damage" | "heal";
const DEALT = "flags.tempo.dealt";

/** The ruleset of a GM-authored card (its `ruleset`; a card type without one is the world's ruleset's), or null. */
function cardRuleset(message: ChatMessage.Implementation) {
  const system = cardSystem(message);
  if (typeof system !== "object" || system === null) return null;
  const id = "ruleset" in system ? system.ruleset : activeRulesetId();
  return isRulesetId(id) ? getRuleset(id) : null;
}

/** A GM-authored card's ruleset's reading of what it deals, or null. */
export function cardDamageOf(message: ChatMessage.Implementation): CardDamage | null {
  const damage = cardRuleset(message)?.cardDamage?.(message) ?? null;
  return damage && damage.amount > 0 ? damage : null;
}

/** What the card already gave: `damage:<actor uuid>` and `heal:<actor uuid>` (uuids hold dots: a list). */
function dealt(message: ChatMessage.Implementation): string[] {
  const list: unknown = foundry.utils.getProperty(message, DEALT);
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string") : [];
}

const mark = (kind: Kind, actor: Actor.Implementation) => `${kind}:${actor.uuid}`;

/** Whether the card's damage (or healing) already reached `actor`, by the control or the card's own flow. */
function given(
  message: ChatMessage.Implementation,
  card: CardDamage,
  kind: Kind,
  actor: Actor.Implementation,
) {
  if (kind === "damage" && card.targetApplied && actor.uuid === card.target) return true;
  return dealt(message).includes(mark(kind, actor));
}

function actorOf(uuid: string): Actor.Implementation {
  const doc: unknown = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  if (doc instanceof Actor) return doc as Actor.Implementation;
  if (doc instanceof TokenDocument && doc.actor) return doc.actor as Actor.Implementation;
  throw new RuleError("TEMPO.Error.MissingActor");
}

/** The creatures a request names: the card's target, or the tokens the clicking user had selected. */
function recipients(card: CardDamage, to: "target" | "selected", tokens: string): Actor.Implementation[] {
  if (to === "target") {
    if (!card.target) throw new RuleError("TEMPO.DamageControl.NoTarget");
    return [actorOf(card.target)];
  }
  const uuids = [...new Set(tokens.split(",").filter((u) => u !== ""))];
  if (uuids.length === 0) throw new RuleError("TEMPO.DamageControl.NoneSelected");
  return uuids.map(actorOf);
}

/**
 * Checks everything first (who may, nothing given twice), then one health write per creature, one card write
 * and one line of chat naming who got it.
 */
async function perform(
  message: ChatMessage.Implementation,
  requester: User.Implementation,
  { to, kind, tokens }: { to: "target" | "selected"; kind: Kind; tokens: string },
): Promise<void> {
  const card = cardDamageOf(message);
  if (!card) throw new RuleError("TEMPO.Error.NothingToApply");
  const actors = recipients(card, to, tokens);
  const hpPath = cardRuleset(message)?.hpPath;
  if (!hpPath) throw new RuleError("TEMPO.Error.NothingToApply");
  for (const actor of actors) {
    // the card's own flow (its Apply, or its writing at once) is what damages its target
    if (kind === "damage" && actor.uuid === card.target && !card.targetApplied)
      throw new RuleError("TEMPO.DamageControl.UseCardApply");
    const allowed = to === "target" ? mayApply(card, requester) : mayActFor(actor.uuid, requester);
    if (!allowed) throw new RuleError("TEMPO.Error.NotOwner", { name: displayName(actor) });
    if (given(message, card, kind, actor))
      throw new RuleError(
        kind === "damage" ? "TEMPO.DamageControl.AlreadyDamaged" : "TEMPO.DamageControl.AlreadyHealed",
        { name: displayName(actor) },
      );
  }
  for (const actor of actors) {
    const pool = readPool(actor.system, hpPath);
    const value = kind === "damage" ? pool.value - card.amount : Math.min(pool.max, pool.value + card.amount);
    // as typed on the sheet: the door applies the ruleset's rules; the card tells the change (no plain line)
    const done = await actor.update({ [`system.${hpPath}.value`]: value }, toldHealth());
    if (!done && value !== pool.value) throw new RuleError("TEMPO.DamageControl.Refused");
  }
  await message.update({
    flags: { tempo: { dealt: [...dealt(message), ...actors.map((a) => mark(kind, a))] } },
  });
  // the card shows how much; the line says who got it (names only: the health stays the viewer's to see)
  const names = actors.map(displayName).join(", ");
  const text = game.i18n.format(`TEMPO.DamageControl.Line.${kind}`, { names });
  await ChatMessage.create({
    speaker: message.speaker,
    content: `<p class="tempo-damage-control-line">${foundry.utils.escapeHTML(text)}</p>`,
  });
}

/** The clicking user's selected tokens, as uuids (Foundry lets a user select only the tokens it owns). */
function selectedTokens(): string {
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: { document: { uuid: string } }[] } } })
    .canvas?.tokens;
  return (layer?.controlled ?? []).map((t) => t.document.uuid).join(",");
}

/**
 * `cardHealth`: `to` target | selected, `kind` damage | heal; `tokens` (token uuids) is filled on the
 * clicking client from its selection when not given (a macro may name them).
 */
export const cardHealthAction = cardAction(
  (message, payload, requester) => perform(message, requester, payload),
  {
    async ask(p) {
      return p.to === "selected" && !p.tokens ? { ...p, tokens: selectedTokens() } : p;
    },
    unavailable(p, user) {
      // a card shown while it is created is not in the collection yet: the GM checks it again
      const message = game.messages.get(p.messageId);
      if (!message) return null;
      const card = cardDamageOf(message);
      if (!card) return "TEMPO.Error.NothingToApply";
      if (p.to !== "target") return null;
      if (p.kind === "damage" && !card.targetApplied) return "TEMPO.DamageControl.UseCardApply";
      if (!card.target) return "TEMPO.DamageControl.NoTarget";
      if (!mayApply(card, user)) return "TEMPO.Error.NotAllowed";
      try {
        const actor = actorOf(card.target);
        if (given(message, card, p.kind, actor))
          return p.kind === "damage"
            ? "TEMPO.DamageControl.TargetDamaged"
            : "TEMPO.DamageControl.TargetHealed";
      } catch {
        return "TEMPO.Error.MissingActor";
      }
      return null;
    },
  },
  {
    messageId: text(),
    to: oneOf(["target", "selected"]),
    kind: oneOf(["damage", "heal"]),
    tokens: optText(),
  },
);

/** What the control's partial shows for a card: its amount and what it already gave. */
export function damageControlContext(message: ChatMessage.Implementation) {
  const card = cardDamageOf(message);
  if (!card) return null;
  const list = dealt(message);
  return {
    amount: card.amount,
    // an amount that tells the target's numbers: shown per viewer (chat/secrets.ts), else "?"
    secretOf: card.tellsTarget ? card.target : null,
    hasTarget: card.target !== "",
    targetApplied: card.targetApplied || list.some((d) => d === `damage:${card.target}`),
    given: list.length,
    // the GM's take-back of the newest application (history/card-undo.ts), while the history is recorded
    undo: canTakeBack(message),
  };
}

/** The control's HTML for a card that deals damage, or "" (chat/listeners.ts adds it below the card). */
export async function renderDamageControl(message: ChatMessage.Implementation): Promise<string> {
  const context = damageControlContext(message);
  if (!context) return "";
  return foundry.applications.handlebars.renderTemplate(DAMAGE_CONTROL_TEMPLATE, context);
}
