import type { DeepPartial } from "fvtt-types/utils";
import { itemSystem } from "../data/access";
import { activeRuleset, allRulesets } from "../rulesets/registry";
import { safeHTML } from "../safe-html";
import { applySchemaLimits, submitOrExplain } from "./form-limits";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

export interface TempoItemSheetContext extends foundry.applications.api.DocumentSheetV2
  .RenderContext<Item.Implementation> {
  tempo: {
    system: unknown;
    /** The description's rich text, rebuilt from an allowlist (see safe-html.ts). */
    description: string;
    stats: unknown;
    statsKey: string;
    type: string;
    statsTemplate: string | null;
    extra: Record<string, unknown>;
  };
  editable: boolean;
}

type ItemSheetConfiguration = foundry.applications.api.DocumentSheetV2.Configuration<Item.Implementation>;
type ItemSheetRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;

/** The sheet of every Tempo item type; generic for the same typecheck reason as the actor sheet. */
export class TempoItemSheet<
  RenderContext extends TempoItemSheetContext = TempoItemSheetContext,
  Configuration extends ItemSheetConfiguration = ItemSheetConfiguration,
  RenderOptions extends ItemSheetRenderOptions = ItemSheetRenderOptions,
> extends HandlebarsApplicationMixin(ItemSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: ["tempo", "sheet", "item"],
    position: { width: 480, height: "auto" as const },
    window: { resizable: true },
    form: { handler: TempoItemSheet.#onSubmitForm, submitOnChange: true },
  };

  static override PARTS = {
    // includes the ruleset's item statistics partial: loaded before the first render (see actor-sheet)
    body: {
      template: "systems/tempo/templates/item/item-sheet.hbs",
      templates: allRulesets().flatMap((ruleset) => (ruleset.itemStats ? [ruleset.itemStats.template] : [])),
    },
  };

  protected override async _prepareContext(
    options: DeepPartial<RenderOptions> & { isFirstRender: boolean },
  ): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const system = itemSystem(this.item);
    const ruleset = activeRuleset();
    const statsKey = ruleset.statsKey;
    return {
      ...context,
      tempo: {
        system,
        description: safeHTML(system.description),
        stats: system.stats[statsKey],
        statsKey,
        type: this.item.type,
        statsTemplate: ruleset.itemStats?.template ?? null,
        extra: ruleset.itemStats?.context?.(this.item) ?? {},
        // the common fields the ruleset never reads are not shown (their stored values stay)
        hidden: Object.fromEntries((ruleset.itemStats?.unusedFields ?? []).map((f) => [f, true])),
      },
      editable: this.isEditable,
    };
  }

  protected override async _onRender(
    context: DeepPartial<RenderContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    applySchemaLimits(this.element, itemSystem(this.item).schema);
  }

  /**
   * DocumentSheetV2's submission, except that a value the item's DataModel refuses (a number out of its
   * limits, a damage formula that is no dice formula) is answered as the actor sheet answers it: a notice
   * in plain words naming the field, and the stored values rendered back (Foundry would show the raw
   * validation text, throw, and leave the bad value in the field for every later submit).
   */
  static async #onSubmitForm(
    this: TempoItemSheet,
    event: Event | SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Promise<void> {
    await submitOrExplain(
      event,
      this.element,
      itemSystem(this.item).schema,
      async () => {
        const submitData = this._prepareSubmitData(event as SubmitEvent, form, formData);
        // @ts-expect-error the types name this parameter FormDataExtended; v13 passes the prepared submit data here (DocumentSheetV2's own handler does the same)
        await this._processSubmitData(event as SubmitEvent, form, submitData);
      },
      () => this.render(),
    );
  }
}
