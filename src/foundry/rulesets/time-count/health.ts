// Time Count's part of the shared health door and defeat (issue 28, src/foundry/health/): hit points set by
// hand (engine `healthSet`), the check to stay conscious they call for, rolled at once at the active GM, the
// states that take a combatant out of the fight, and where one brought back rejoins the Time Count.
import { timeCount } from "../../../engine/index";
import { currentRollMode } from "../../chat/roll-mode";
import type { HealthChange, HealthRules } from "../definition";
import { storedEntry, tcCombat, timelineOf, whyOutOfFight } from "./clock";
import { consciousnessFlow } from "./consciousness";
import { actionLine } from "../../chat/action-line";
import { tcStats } from "./stats";
import { reenter } from "./waking";

/**
 * Hit points set by hand (a sheet field, the token bar, a macro): the engine's `healthSet` (0 to the
 * maximum; 0 is Dead, a dead creature raised above 0 revived; the check to stay conscious called for, or
 * counted again). The card's Apply runs its own rules (the Threshold of Pain) and says so (`ruledHealth`).
 */
export const timeCountHealth: HealthRules = {
  change(actor, from, to, max, written): HealthChange {
    // the stored statistics, with the ones the same update writes (a macro's fatigue and Invigoration)
    const stored = tcStats(actor);
    const own = (key: "fatigue" | "invigoration"): number => {
      const value = written(`stats.timeCount.${key}`);
      return typeof value === "number" ? value : stored[key];
    };
    const s = { ...stored, fatigue: own("fatigue"), invigoration: own("invigoration") };
    const r = timeCount.healthSet({ ...s, ...s.conditions, hp: from, maxHp: max }, to);
    // only what the rules change: what the writer sets in the same update (a macro's fatigue) stays its own
    const system: Record<string, unknown> = {};
    if (r.invigoration !== s.invigoration) system["stats.timeCount.invigoration"] = r.invigoration;
    if (r.checkDc !== s.checkDc) system["stats.timeCount.checkDc"] = r.checkDc;
    return {
      value: r.hp,
      system,
      add: r.event === "dead" ? ["dead"] : [],
      remove: r.event === "revived" ? ["dead"] : [],
      line: r.event ? { key: `TEMPO.TimeCount.Health.${r.event}`, data: {} } : null,
      ...(r.check > 0 ? { after: { dc: r.check } } : {}),
    };
  },
  // fatigue set by hand: the check to stay conscious it calls for once it exceeds the hit points
  alsoWeighs: {
    path: "stats.timeCount.fatigue",
    change(actor, from, to): HealthChange {
      const s = tcStats(actor);
      const r = timeCount.fatigueSet(
        { ...s, ...s.conditions, hp: s.hp.value, maxHp: s.hp.max, fatigue: from },
        to,
      );
      const system: Record<string, unknown> = {};
      if (r.checkDc !== s.checkDc) system["stats.timeCount.checkDc"] = r.checkDc;
      return {
        value: r.fatigue,
        system,
        add: [],
        remove: [],
        line: null,
        ...(r.check > 0 ? { after: { dc: r.check } } : {}),
      };
    },
  },
  outStatuses: ["dead", "unconscious"],
  // the check the change called for, rolled at once at the GM (unless rolled or changed since)
  async after(actor, data) {
    if (tcStats(actor).checkDc !== data.dc) return;
    await consciousnessFlow.perform(actor, {}, { requester: game.user, mode: currentRollMode() });
  },
  stillOut: (actor) => (tcStats(actor).hp.value <= 0 ? "TEMPO.TimeCount.Error.BringBackDead" : null),
  async rejoin(raw) {
    const combat = raw.combat?.rulesetId === "time-count" ? tcCombat(raw.combat) : null;
    const c = combat?.combatants.get(raw.id ?? "");
    const stored = c ? storedEntry(c) : null;
    if (!combat?.started || !c || !stored || whyOutOfFight(c) !== null) return;
    if (!c.actor || !timeCount.turnPassed(timelineOf(combat), stored.next)) return;
    const { rolls, next } = await reenter(combat, c, c.actor);
    const text = game.i18n.format("TEMPO.TimeCount.Health.Rejoins", {
      name: c.name ?? "",
      count: String(next),
    });
    const posted = { mode: currentRollMode(), cssClass: "tempo-tc-rejoin-line" };
    await ChatMessage.create(actionLine(c.actor, text, posted, rolls));
  },
};
