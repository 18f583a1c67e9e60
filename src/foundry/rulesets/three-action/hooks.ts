import { registerApRoster } from "../../action-points/index";
import { TA_AP } from "./ap-rules";

/** At init: the shared roster (which also re-renders open sheets when the turn state changes). */
export function registerThreeActionHooks(): void {
  registerApRoster("three-action", TA_AP);
}
