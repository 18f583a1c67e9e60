import { storedAttribute } from "../resources";
import { activeRuleset } from "../rulesets/registry";
import { throughHealthDoor } from "../health/door";

/** Tempo's Actor: a token bar edit reaches the active ruleset's own health pool, through its rules. */
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

  /** Every health write passes the ruleset's health door (health/door.ts) on the writing client. */
  protected override async _preUpdate(
    changed: Actor.UpdateData,
    options: Actor.Database.PreUpdateOptions,
    user: User.Implementation,
  ): Promise<boolean | void> {
    const allowed = await super._preUpdate(changed, options, user);
    if (allowed === false) return false;
    if (!throughHealthDoor(this, changed, options)) return false;
  }
}
