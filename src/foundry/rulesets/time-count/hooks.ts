import { refreshSheetsOnTurns } from "../../combat/sheet-refresh";

let registered = false;

/** Registers the Time Count's hooks once (at init, with its settings). */
export function registerTimeCountHooks(): void {
  if (registered || typeof Hooks === "undefined") return;
  registered = true;
  // The open sheets follow the Time Count: whose turn it is (their attack buttons) and the marks they list.
  refreshSheetsOnTurns("time-count");
}
