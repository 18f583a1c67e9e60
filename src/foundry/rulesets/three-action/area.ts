// An attack against every creature in an Area (a spell, a Volley): ONE d20 roll for all of them (two d20
// when any target has advantage or disadvantage, each keeping by its own mode), one damage roll, each
// hit target's damage doubled on its own critical (the engine's evaluateAreaAttack).
import { displayName } from "../../combatants";
import type { RollMode } from "../../actions/index";
import { threeAction } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { spend, writeTurns } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import { assertMayAct, TA_AP, taTurnOf } from "./ap-rules";
import { cardDamage, cardReasons, weaponOf } from "./attack";
import { logCardLine, NO_DAMAGE, postCard, type TaLine } from "./card-data";
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
  const lines: TaLine[] = [];
  for (const [i, target] of targets.entries()) {
    const r = results[i];
    if (!r || !r.hit || !dmg) continue;
    const change = threeAction.applyDamage(
      vitalsOf(target),
      threeAction.hitDamage(Math.max(0, dmg.total ?? 0), r.critical),
    );
    await writeVitals(target, change.vitals);
    lines.push(...change.log.map((entry) => logCardLine(entry, target.uuid)));
  }
  await postCard(
    actor,
    {
      attackerName: displayName(actor),
      targetName: "",
      area: targets.length,
      weaponName: weapon.name,
      maneuver: "",
      formula: `${d20s} + ${bonus}`,
      // each target's own advantage / disadvantage, by name (the one roll is shared)
      reasons: plans.flatMap((p, i) => cardReasons({ ...p, penalty: 0 }, targets[i]?.name ?? "")),
      dice: [{ who: "attacker", name: "", dice: dice.map((value) => ({ value, kept: true })) }],
      opposed: false,
      defense: weapon.defense,
      targets: results.map((r, i) => ({
        uuid: targets[i]?.uuid ?? "",
        name: targets[i]?.name ?? "",
        total: r.total,
        against: defenses[i] ?? 0,
        verdict: threeAction.verdictOf(r.hit, r.critical),
      })),
      damage: dmg ? cardDamage(dmg, false) : NO_DAMAGE,
      outcome: hits ? "hit" : "miss",
      lines,
    },
    rolls,
    mode,
    requester,
  );
}
