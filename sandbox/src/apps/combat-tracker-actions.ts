// The CombatTracker's click actions on the viewed combat and on a row's combatant (v13 action names),
// and the canvas stand-in: highlight, pan and ping are recorded in `__sandbox.canvas`.
import type { Combat, Combatant } from "../documents/combat";
import type { ApplicationV2 } from "./application";

export interface CanvasRecord {
  action: "hover" | "unhover" | "pan" | "ping";
  combatantId: string;
  tokenId: string | null;
}

/** What the canvas would have done (highlight the token, pan to it, ping it): there is no canvas. */
export const canvasLog: CanvasRecord[] = [];

export function recordCanvas(
  action: CanvasRecord["action"],
  combat: Combat | null,
  combatantId: string,
): void {
  const combatant = combat?.combatants.get(combatantId);
  if (combatant) canvasLog.push({ action, combatantId, tokenId: combatant.tokenId });
}

const viewedOf = (app: ApplicationV2): Combat | null =>
  (app as ApplicationV2 & { viewed: Combat | null }).viewed;

const onCombat = (fn: (combat: Combat) => Promise<unknown>) =>
  async function (this: ApplicationV2): Promise<void> {
    const combat = viewedOf(this);
    if (combat) await fn(combat);
  };

const onCombatant = (fn: (combatant: Combatant, combat: Combat) => unknown) =>
  async function (this: ApplicationV2, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
    const combat = viewedOf(this);
    const combatant = combat?.combatants.get(id);
    if (combat && combatant) await fn(combatant, combat);
  };

export const trackerCombatActions = {
  startCombat: onCombat((c) => c.startCombat()),
  endCombat: onCombat((c) => c.endCombat()),
  nextTurn: onCombat((c) => c.nextTurn()),
  previousTurn: onCombat((c) => c.previousTurn()),
  nextRound: onCombat((c) => c.nextRound()),
  previousRound: onCombat((c) => c.previousRound()),
  rollAll: onCombat((c) => c.rollAll()),
  rollNPC: onCombat((c) => c.rollNPC()),
  resetAll: onCombat((c) => c.resetAll()),
};

export const trackerCombatantActions = {
  rollInitiative: onCombatant((c) => c.rollInitiative()),
  toggleDefeated: onCombatant((c) => c.update({ defeated: !c.defeated })),
  toggleHidden: onCombatant((c) => c.update({ hidden: !c.hidden })),
  // a click on the row: Foundry controls the token and pans to it
  activateCombatant: onCombatant((c, combat) => recordCanvas("pan", combat, String(c.id))),
  panToCombatant: onCombatant((c, combat) => recordCanvas("pan", combat, String(c.id))),
  pingCombatant: onCombatant((c, combat) => recordCanvas("ping", combat, String(c.id))),
};
