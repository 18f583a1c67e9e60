/**
 * The fight's history window (issue 32), opened from the tracker by anyone: the viewed combat's records
 * as this user may read them (view.ts), newest first, filtered by a combatant. The GM takes a record
 * back or does the last one again from here: both are the `undo` / `redo` actions, greyed beforehand
 * with the refusal they would meet. It re-renders when the combat's history changes, and when a
 * document a record names changes (a later change can make an undo refused).
 */
import type { DeepPartial } from "fvtt-types/utils";
import { ActionLock } from "../action-lock";
import { act, payloadOf } from "../actions/route";
import { markActionButtons } from "../reasons";
import { buildHistoryView, type HistoryView } from "./view";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type AppRenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type AppConfiguration = foundry.applications.api.ApplicationV2.Configuration;

export interface HistoryContext extends foundry.applications.api.ApplicationV2.RenderContext {
  history: HistoryView | null;
}

const TEMPLATE = "systems/tempo/templates/combat/history.hbs";

/** Generic over its context, as the sheets are, so the mixin's render types line up. */
export class TempoHistoryApp<
  RenderContext extends HistoryContext = HistoryContext,
  Configuration extends AppConfiguration = AppConfiguration,
  RenderOptions extends AppRenderOptions = AppRenderOptions,
> extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    id: "tempo-history",
    classes: ["tempo", "tempo-history"],
    window: { title: "TEMPO.History.Title", icon: "fa-solid fa-clock-rotate-left", resizable: true },
    position: { width: 420, height: 520 },
    actions: { tempoAction: TempoHistoryApp.#onAction },
  };

  static override PARTS = { body: { template: TEMPLATE, scrollable: [".tempo-history-list"] } };

  readonly #lock = new ActionLock(() => this.element);
  /** The combatant whose records are shown ("" = every record). */
  #filter = "";

  /** The combat shown: the tracker's viewed combat (else the active one). */
  get combat(): Combat.Implementation | null {
    return ui.combat?.viewed ?? game.combat ?? null;
  }

  protected override async _prepareContext(
    options: DeepPartial<RenderOptions> & { isFirstRender: boolean },
  ): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const combat = this.combat;
    return { ...context, history: combat ? buildHistoryView(combat, game.user, this.#filter) : null };
  }

  protected override async _onRender(
    context: DeepPartial<RenderContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    const combat = this.combat;
    markActionButtons(this.element, combat?.id ? { combatId: combat.id } : {});
    this.element
      .querySelector<HTMLSelectElement>("select[name=combatant]")
      ?.addEventListener("change", (event) => {
        this.#filter = (event.currentTarget as HTMLSelectElement).value;
        void this.render();
      });
  }

  static async #onAction(this: TempoHistoryApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#lock.run(async () => {
      await act(target.dataset.tempoAction ?? "", { ...payloadOf(target), combatId: this.combat?.id ?? "" });
    });
  }
}

let app: TempoHistoryApp | null = null;

/** Opens (or brings forward) the history window. */
export function openHistory(): void {
  app ??= new TempoHistoryApp();
  void app.render({ force: true });
}

/**
 * Keeps an open history window current: a change of a combat's history or of any document that can hold
 * a record's "after" (actors and their effects, combatants, cards) re-renders it once per change.
 */
export function refreshHistoryOnChange(): void {
  let queued = false;
  const refresh = () => {
    if (!app?.rendered || queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (app?.rendered) void app.render();
    });
  };
  // each hook named as written, so the conformance check reads every one against v13's hook events
  Hooks.on("updateCombat", refresh);
  Hooks.on("deleteCombat", refresh);
  Hooks.on("updateCombatant", refresh);
  Hooks.on("updateActor", refresh);
  Hooks.on("createActiveEffect", refresh);
  Hooks.on("updateActiveEffect", refresh);
  Hooks.on("deleteActiveEffect", refresh);
  Hooks.on("updateChatMessage", refresh);
}
