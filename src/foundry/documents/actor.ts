import { storedAttribute } from "../resources";
import { activeRuleset } from "../rulesets/registry";

/** Tempo's Actor: a token bar edit reaches the active ruleset's own health pool. */
export class TempoActor extends Actor {
  /** A token bar edit of `resources.hp` changes the active ruleset's own health pool. */
  override modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean) {
    return super.modifyTokenAttribute(
      storedAttribute(attribute, activeRuleset().hpPath),
      value,
      isDelta,
      isBar,
    );
  }
}
