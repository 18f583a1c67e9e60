// A new world's first start: the GM is told where to begin (the ruleset setting, the guide, the
// samples) once. "New" is a world with no actor yet and no welcome shown before; a world upgraded
// from an earlier Tempo, or one a GM has already filled, is left alone.
import { guarded } from "./notify";

/** The guide's "Start here" entry (tools/guide.mjs WELCOME). */
export const WELCOME_JOURNAL = "Compendium.tempo.tempo-guide.JournalEntry.tempoGuideWL0001";
const SHOWN = "welcomeShown";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "tempo.welcomeShown": boolean;
  }
}

export function registerWelcomeSetting(): void {
  game.settings.register("tempo", SHOWN, {
    name: "TEMPO.Welcome.Setting",
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
}

/** The dialog's body: the first steps, each a localized line. */
function content(): string {
  const steps = ["Ruleset", "Guide", "Samples", "Dispositions", "Fight"]
    .map((step) => `<li>${game.i18n.localize(`TEMPO.Welcome.Step.${step}`)}</li>`)
    .join("");
  return `<p>${game.i18n.localize("TEMPO.Welcome.Intro")}</p><ol>${steps}</ol>`;
}

interface Renderable {
  render(options: { force: boolean }): unknown;
}

/** A document's sheet, when it has one that renders. */
function sheetOf(document: unknown): Renderable | null {
  if (typeof document !== "object" || document === null || !("sheet" in document)) return null;
  const sheet: unknown = document.sheet;
  return typeof sheet === "object" &&
    sheet !== null &&
    "render" in sheet &&
    typeof sheet.render === "function"
    ? (sheet as Renderable)
    : null;
}

/**
 * Opens "Start here" from the guide compendium, or says where it is when it cannot be opened. Run
 * guarded: DialogV2 swallows a button callback's error, and a failure must reach the GM as a notice.
 */
async function openGuide(): Promise<void> {
  const sheet = sheetOf(await fromUuid(WELCOME_JOURNAL));
  if (sheet) await sheet.render({ force: true });
  else ui.notifications?.info(game.i18n.localize("TEMPO.Welcome.WhereIsTheGuide"));
}

/** At `ready`, for the GM of a new world: the welcome, once (recorded before it shows). */
export async function welcomeNewWorld(): Promise<void> {
  if (!game.user.isGM || game.settings.get("tempo", SHOWN) || game.actors.size > 0) return;
  await game.settings.set("tempo", SHOWN, true);
  await foundry.applications.api.DialogV2.wait({
    window: { title: "TEMPO.Welcome.Title" },
    classes: ["tempo", "tempo-welcome"],
    content: content(),
    buttons: [
      {
        action: "guide",
        label: "TEMPO.Welcome.OpenGuide",
        default: true,
        callback: () => guarded(openGuide),
      },
      { action: "close", label: "TEMPO.Welcome.Close" },
    ],
    rejectClose: false,
  });
}
