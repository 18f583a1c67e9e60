// foundry.applications.sidebar.tabs.CombatTracker: a frameless Handlebars application showing the
// viewed combat; re-rendered when that combat or its combatants change. Tempo overrides PARTS and
// _prepareContext; the defaults below are the sandbox's own.
import type { AnyObject } from "../core/utils";
import type { Combat, Combatant } from "../documents/combat";
import { runtime } from "../documents/runtime";
import { ApplicationV2, type ApplicationOptions, type RenderOptions } from "./application";
import { HandlebarsApplicationMixin, type PartConfig } from "./handlebars";

const viewed = (): Combat | null =>
  (runtime.collections.combats.find((c) => (c as Combat).active) as Combat | undefined) ?? null;

const combatAction = (fn: (combat: Combat) => Promise<unknown>) =>
  async function (this: ApplicationV2): Promise<void> {
    const combat = viewed();
    if (combat) await fn(combat);
  };

const combatantAction = (fn: (combatant: Combatant) => Promise<unknown>) =>
  async function (this: ApplicationV2, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
    const combatant = viewed()?.combatants.get(id);
    if (combatant) await fn(combatant);
  };

export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "combat",
    classes: ["tab", "sidebar-tab", "combat-sidebar"],
    tag: "section",
    window: { title: "COMBAT.SidebarTitle", frame: false },
    actions: {
      startCombat: combatAction((c) => c.startCombat()),
      endCombat: combatAction((c) => c.endCombat()),
      nextTurn: combatAction((c) => c.nextTurn()),
      previousTurn: combatAction((c) => c.previousTurn()),
      nextRound: combatAction((c) => c.nextRound()),
      previousRound: combatAction((c) => c.previousRound()),
      rollAll: combatAction((c) => c.rollAll()),
      rollNPC: combatAction((c) => c.rollNPC()),
      resetAll: combatAction((c) => c.resetAll()),
      rollInitiative: combatantAction((c) => c.rollInitiative()),
      toggleDefeated: combatantAction((c) => c.update({ defeated: !c.defeated })),
      toggleHidden: combatantAction((c) => c.update({ hidden: !c.hidden })),
    },
  };

  static override PARTS: Record<string, PartConfig> = {
    header: { template: "sandbox/templates/combat-header.hbs" },
    tracker: { template: "sandbox/templates/combat-tracker.hbs", scrollable: [""] },
    footer: { template: "sandbox/templates/combat-footer.hbs" },
  };

  get viewed(): Combat | null {
    return viewed();
  }
  get combats(): Combat[] {
    return runtime.collections.combats.contents as Combat[];
  }

  override async _prepareContext(options: RenderOptions): Promise<AnyObject> {
    const context = await super._prepareContext(options);
    const combat = this.viewed;
    const user = runtime.collections.users.get(runtime.userId);
    // as core's tracker: a combatant the user cannot see (hidden, not theirs) gets no row
    const turns = (combat?.turns ?? []).flatMap((c, i) =>
      c.visible ? [this._prepareTurnContext(combat as Combat, c, i)] : [],
    );
    return {
      ...context,
      combat,
      hasCombat: combat !== null,
      round: combat?.round ?? 0,
      started: combat?.started ?? false,
      turns,
      user,
      isGM: Number(user?._source.role) >= 3,
    };
  }

  _prepareTurnContext(combat: Combat, combatant: Combatant, index: number): AnyObject {
    return {
      id: combatant.id,
      name: combatant.name,
      img: combatant.img,
      initiative: combatant.initiative,
      hasRolled: combatant.initiative !== null,
      active: combat.turn === index && combat.started,
      defeated: combatant.defeated,
      hidden: combatant.hidden,
      owner: combatant.isOwner,
    };
  }
}
