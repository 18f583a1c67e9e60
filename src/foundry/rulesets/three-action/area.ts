// An attack against every creature in an Area (a spell, a Volley): ONE d20 roll for all of them (two d20
// when any target has advantage or disadvantage, each keeping by its own mode), one damage roll, each
// hit target's damage doubled on its own critical (the engine's evaluateAreaAttack).
import { threeAction } from "../../../engine/index";
import { spend, turnsUpdate } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import type { RequestPayload } from "../definition";
import { fmt } from "./actions";
import { assertMayAct, TA_AP, taTurnOf } from "./ap-rules";
import { CARD_TEMPLATE, flag, weaponOf } from "./attack";
import { logLine } from "./chat";
import { conditionsOf, taStats, vitalsOf, writeVitals } from "./stats";

export async function performAreaAttack(
  actor: Actor.Implementation,
  targets: Actor.Implementation[],
  payload: RequestPayload,
  requester: User.Implementation,
  mode: string,
): Promise<void> {
  assertOwnerOrGM(actor, requester);
  assertMayAct(actor);
  const weapon = weaponOf(actor, String(payload.itemId ?? ""));
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
        cover: flag(payload, "cover") ? "partial" : "none",
      },
      defense: weapon.defense,
    }),
  );
  const two = plans.some((p) => p.mode !== "normal");
  const roll = await new Roll(two ? "2d20" : "1d20").evaluate();
  const dice = roll.dice[0]?.results.map((r) => r.result) ?? [];
  const bonus = plans[0]?.bonus ?? 0;
  const results = threeAction.evaluateAreaAttack(
    dice,
    bonus,
    0,
    targets.map((target, i) => {
      const ts = taStats(target);
      const plan = plans[i];
      return {
        defense: weapon.defense === "mental" ? ts.mentalDefense : ts.physicalDefense,
        mode: plan?.mode ?? "normal",
      };
    }),
  );
  if (t && state) await t.combat.update(turnsUpdate(t.combat, TA_AP, state, t.marks));
  const rolls: Roll[] = [roll];
  const hits = results.some((r) => r.hit);
  const str = weapon.kind === "melee" ? threeAction.meleeDamageAttribute(s.str) : 0;
  const dmg = hits ? await new Roll(str ? `${weapon.damage} + ${str}` : weapon.damage).evaluate() : null;
  if (dmg) rolls.push(dmg);
  const lines: string[] = [];
  for (const [i, target] of targets.entries()) {
    const r = results[i];
    if (!r) continue;
    const verdict = fmt(r.critical ? "Card.Critical" : r.hit ? "Card.Hit" : "Card.Miss");
    lines.push(fmt("Card.AreaTarget", { name: target.name ?? "", total: r.total, verdict }));
    if (!r.hit || !dmg) continue;
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
    formula: `${two ? "2d20" : "1d20"} + ${bonus}`,
    reasons: [],
    total: results.map((r) => r.total).join(" / "),
    against: "",
    defense: fmt(`Card.Defense.${weapon.defense}`),
    result: "",
    outcome: hits ? "hit" : "miss",
    lines,
  });
  const data: Record<string, unknown> = { content, rolls, speaker: ChatMessage.getSpeaker({ actor }) };
  ChatMessage.applyRollMode(data as never, mode as never);
  await ChatMessage.create(data as never);
}
