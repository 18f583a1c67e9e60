// An attack against every creature in an Area (a spell, a Volley): ONE d20 roll for all of them (two d20
// when any target has advantage or disadvantage, each keeping by its own mode), one damage roll, each
// hit target's damage doubled on its own critical (the engine's evaluateAreaAttack).
import type { RollMode } from "../../actions/index";
import { withRollMode } from "../../chat/roll-mode";
import { threeAction } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { spend, writeTurns } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import { fmt } from "./actions";
import { assertMayAct, TA_AP, taTurnOf } from "./ap-rules";
import { CARD_TEMPLATE, cardDamage, verdict, weaponOf } from "./attack";
import { TA_CARD_TYPE } from "./card-data";
import { logLine } from "./chat";
import type { AttackPayload } from "./payloads";
import { conditionsOf, taStats, vitalsOf, writeVitals } from "./stats";

export async function performAreaAttack(
  actor: Actor.Implementation,
  targets: Actor.Implementation[],
  payload: AttackPayload,
  requester: User.Implementation,
  mode: RollMode,
): Promise<void> {
  assertOwnerOrGM(actor, requester);
  assertMayAct(actor);
  const weapon = weaponOf(actor, payload.itemId);
  const refusal = threeAction.areaRefusal(weapon.kind);
  if (refusal) throw new RuleError(refusal);
  const t = taTurnOf(actor);
  const state = t ? spend(t, TA_AP, threeAction.actionInput("attack")) : null;
  const s = taStats(actor);
  const plans = targets.map((target) =>
    threeAction.planAttack({
      kind: weapon.kind,
      weapon: weapon.weight,
      level: s.level,
      str: s.str,
      dex: s.dex,
      ess: s.ess,
      situation: {
        attacker: conditionsOf(actor),
        target: conditionsOf(target),
        area: true,
        cover: payload.cover ? "partial" : "none",
      },
      defense: weapon.defense,
    }),
  );
  const defenses = targets.map((target) => {
    const ts = taStats(target);
    return weapon.defense === "mental" ? ts.mentalDefense : ts.physicalDefense;
  });
  const d20s = threeAction.areaDice(plans.map((p) => p.mode));
  const roll = await new Roll(d20s).evaluate();
  const dice = roll.dice[0]?.results.map((r) => r.result) ?? [];
  const bonus = plans[0]?.bonus ?? 0;
  const results = threeAction.evaluateAreaAttack(
    dice,
    bonus,
    0,
    targets.map((_, i) => ({ defense: defenses[i] ?? 0, mode: plans[i]?.mode ?? "normal" })),
  );
  if (t && state) await writeTurns(t.combat, TA_AP, state, t.marks);
  const rolls: Roll[] = [roll];
  const hits = results.some((r) => r.hit);
  const dmg = hits ? await new Roll(weapon.damage).evaluate() : null;
  if (dmg) rolls.push(dmg);
  const lines: string[] = [];
  for (const [i, target] of targets.entries()) {
    const r = results[i];
    if (!r || !r.hit || !dmg) continue;
    const change = threeAction.applyDamage(
      vitalsOf(target),
      threeAction.hitDamage(Math.max(0, dmg.total ?? 0), r.critical),
    );
    await writeVitals(target, change.vitals);
    lines.push(...change.log.map(logLine));
  }
  const content = await foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, {
    attacker: actor.name ?? "",
    target: fmt("Card.Area", { count: targets.length }),
    action: weapon.name,
    formula: `${d20s} + ${bonus}`,
    // each target's own advantage / disadvantage, by name (the one roll is shared)
    reasons: plans.flatMap((p, i) =>
      p.reasons.map((r) => `${targets[i]?.name ?? ""}: ${fmt(`Reason.${r.id}`)}`),
    ),
    dice: [{ who: "attacker", label: fmt("Card.D20"), dice: dice.map((value) => ({ value, kept: true })) }],
    opposed: false,
    results: results.map((r, i) => ({
      uuid: targets[i]?.uuid ?? "",
      name: targets[i]?.name ?? "",
      total: r.total,
      verdict: verdict(threeAction.verdictOf(r.hit, r.critical)),
    })),
    defense: fmt(`Card.Defense.${weapon.defense}`),
    damage: dmg ? cardDamage(dmg, false) : null,
    outcome: hits ? "hit" : "miss",
    lines,
  });
  const system = { targets: targets.map((target, i) => ({ uuid: target.uuid, against: defenses[i] ?? 0 })) };
  await ChatMessage.create(
    withRollMode(
      { type: TA_CARD_TYPE, system, content, rolls, speaker: ChatMessage.getSpeaker({ actor }) },
      mode,
      requester,
    ),
  );
}
