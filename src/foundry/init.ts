import { registerDiceShow } from "./chat/dice-show";
import { registerWelcomeSetting, welcomeNewWorld } from "./welcome";
import * as engine from "../engine/index";
import { CharacterData, NpcData } from "./data/actor";
import { ActionData, ArmorData, GearData, ShieldData, SpellData, WeaponData } from "./data/item";
import { CombatData, CombatantData } from "./data/combat";
import { AttackCardData } from "./data/chat";
import { TempoActor } from "./documents/actor";
import { TempoCombat } from "./documents/combat";
import { TempoCombatant } from "./documents/combatant";
import { TempoChatMessage } from "./documents/chat-message";
import { TempoTokenDocument } from "./documents/token-document";
import { trackableAttributes } from "./resources";
import { HP_PATHS } from "./rulesets/ids";
import { activeRulesetId } from "./rulesets/active";
import { TempoActorSheet } from "./sheets/actor-sheet";
import { TempoItemSheet } from "./sheets/item-sheet";
import { TempoCombatTracker, trackerPartials } from "./combat/tracker";
import { registerSettings } from "./settings";
import { registerTurnGuard } from "./combat/turn-guard";
import { registerConditions } from "./conditions/index";
import { activeRuleset, allRulesets, getRuleset } from "./rulesets/registry";
import { listenForRequests, queueIdle, requestGM } from "./socket";
import { migrateWorld } from "./migration/world";
import { migrateCards } from "./migration/cards";
import { act, registerActionRequests, setActionSource } from "./actions/route";
import { registerOutcomeJournal } from "./actions/outcome";
import { refreshHistoryOnChange } from "./history/history-app";
import { registerHistory } from "./history/recorder";
import { historyActions } from "./history/undo";
import { undoCardAction, watchTakeBack } from "./history/card-undo";
import { registerHealthDoor } from "./health/door";
import { registerDefeat } from "./health/defeat";
import { registerToggleGuard } from "./conditions/toggle-guard";
import { preloadPartials } from "./templates";
import { cardHealthAction, DAMAGE_CONTROL_TEMPLATE } from "./chat/damage-control";
import { notifyError, registerHotbar } from "./hotbar";
import { ATTACK_CARD_TEMPLATE } from "./chat/render";

/**
 * Every partial the templates include: the tracker's (the GM's remove button, each ruleset's clock:
 * a combat keeps the ruleset it began under), the attack card, and the ACTIVE ruleset's stats blocks
 * and own partials (its cards included). Another ruleset's are never rendered until a reload, so they
 * are not fetched at boot (issue 16: 22 of 39 were), except the generic attack card's details partial
 * of every ruleset: a card posted before the world switched ruleset stays in the chat log and is
 * rendered again when its damage is applied.
 */
export function templatePartials(): string[] {
  return [
    ...trackerPartials(),
    ATTACK_CARD_TEMPLATE,
    DAMAGE_CONTROL_TEMPLATE,
    ...allRulesets().flatMap((ruleset) => ruleset.partials.filter((p) => p.endsWith("/card-details.hbs"))),
    ...[activeRuleset()].flatMap((ruleset) => [
      ruleset.actorCombatTemplate,
      ruleset.actorStatsTemplate,
      ...(ruleset.itemStats ? [ruleset.itemStats.template] : []),
      ...ruleset.partials,
    ]),
  ];
}

/** Tempo's public API, also reachable as `game.tempo` for macros and modules. */
export const api = {
  engine,
  rulesets: { active: activeRuleset, all: allRulesets, get: getRuleset },
  requestGM,
  /** Runs a ruleset action as a button would: `game.tempo.act("advance", { combatId })`. */
  act,
  /** A macro's refusal shown as a button's (the hotbar's action macros end with it). */
  notifyError,
  /** Resolves once this client has carried out every Tempo request it holds (the GM's queue at the GM). */
  idle: queueIdle,
};

function configureDocuments(): void {
  CONFIG.Actor.documentClass = TempoActor;
  CONFIG.Combat.documentClass = TempoCombat;
  CONFIG.Combatant.documentClass = TempoCombatant;
  CONFIG.ChatMessage.documentClass = TempoChatMessage;
  // the health bar `resources.hp` is derived: see documents/token-document.ts
  CONFIG.Token.documentClass = TempoTokenDocument;
  const trackable = trackableAttributes(HP_PATHS[activeRulesetId()]);
  CONFIG.Actor.trackableAttributes = { character: trackable, npc: trackable };
  Object.assign(CONFIG.Actor.dataModels, { character: CharacterData, npc: NpcData });
  Object.assign(CONFIG.Item.dataModels, {
    weapon: WeaponData,
    armor: ArmorData,
    shield: ShieldData,
    spell: SpellData,
    action: ActionData,
    gear: GearData,
  });
  Object.assign(CONFIG.Combat.dataModels, { base: CombatData });
  Object.assign(CONFIG.Combatant.dataModels, { base: CombatantData });
  Object.assign(CONFIG.ChatMessage.dataModels, { attack: AttackCardData });
  for (const ruleset of allRulesets()) Object.assign(CONFIG.ChatMessage.dataModels, ruleset.chatModels);
  CONFIG.ui.combat = TempoCombatTracker;
}

function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  // Foundry keeps its core (v1) sheets registered for every type beside a system's own, so a user
  // could still pick them in "Configure Sheet"; v13 systems unregister them by their v13 names.
  Actors.unregisterSheet("core", foundry.appv1.sheets.ActorSheet);
  Items.unregisterSheet("core", foundry.appv1.sheets.ItemSheet);
  Actors.registerSheet("tempo", TempoActorSheet, {
    types: ["character", "npc"],
    makeDefault: true,
    label: "TEMPO.Sheet.Actor",
  });
  Items.registerSheet("tempo", TempoItemSheet, { makeDefault: true, label: "TEMPO.Sheet.Item" });
}

/** Runs at `init`; returns the partials' loading (Foundry does not await it: see templates.ts). */
export function init(): Promise<unknown> {
  registerSettings();
  registerWelcomeSetting();
  for (const ruleset of allRulesets()) ruleset.onInit?.();
  configureDocuments();
  // The token HUD's statuses: the active ruleset's conditions (a reload follows a ruleset change).
  registerConditions(activeRuleset().conditions, activeRuleset().health?.outStatuses ?? []);
  registerSheets();
  registerDiceShow();
  // the shared actions (undo and redo, the cards' damage control), then the ruleset's own
  setActionSource((id) => ({
    ...historyActions,
    cardHealth: cardHealthAction,
    undoCard: undoCardAction,
    ...getRuleset(id).actions,
  }));
  registerActionRequests();
  registerOutcomeJournal();
  registerHistory();
  refreshHistoryOnChange();
  watchTakeBack();
  registerHealthDoor();
  registerDefeat();
  registerToggleGuard();
  registerTurnGuard();
  registerHotbar();
  Object.assign(game, { tempo: api });
  return preloadPartials(templatePartials());
}

export async function ready(): Promise<void> {
  listenForRequests();
  await migrateWorld();
  await migrateCards();
  await welcomeNewWorld();
}
