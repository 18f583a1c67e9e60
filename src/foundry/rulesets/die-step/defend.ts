// The defender's choice on the attack card, made before anyone rolls: passive (no action) or an allowed
// block, parry or dodge (a minor interrupt: 1 AP of the NEXT turn outside one's own turn). Then both dice
// are rolled as Foundry Rolls and the engine resolves the contest and the hit.
import { dieStep } from "../../../engine/index";
import type { DefenseKind } from "../../../engine/die-step/index";
import { RuleError } from "../../../engine/core/errors";
import { cardActor, requireRole } from "../../chat/card-guard";
import { setCondition } from "../../conditions/index";
import { partners } from "./attack";
import type { DsCard } from "./card-data";
import { dsCardOf, writeCard } from "./card-write";
import type { DieStat } from "./fields";
import { mountActorOf } from "./mount";
import { ruledHealth } from "../../health/ruled";
import { dieOf, dsItem, dsStats, fullRollerState, meleeWeapon, syncVitalStatuses } from "./stats";
import { dsTurnOf, rollDie, spendAp, turnWrite, type DsTurn } from "./turn";

/** Surprised now: in round 1 of the fight it was marked surprised in (engine `surprisedNow`). */
const surprisedIn = (e: DsTurn | null) => (e ? dieStep.surprisedNow(e.state, e.combatantId) : false);

/** The defence's die and mode: passive (DEF, PRE, FOR; STR against a grab) or block / parry / dodge. */
function defenseDie(
  card: DsCard,
  kind: "passive" | DefenseKind,
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  roller: Actor.Implementation,
) {
  const weapon = meleeWeapon(target);
  return dieStep.defenseRoll({
    kind,
    attack: dieStep.assertAttackKind(card.attack),
    // "surprised at the beginning of combat": its passive defence rolls of round 1 too
    self: fullRollerState(roller, { surprised: surprisedIn(dsTurnOf(roller)) }),
    dice: {
      passive: dieOf(target, card.defenseStat as DieStat),
      def: dieOf(target, "def"),
      att: dieOf(target, "att"),
      ref: dieOf(roller, "ref"),
    },
    grapplePartner: partners(attacker, target),
    rangedMinimum: card.minimum ? dieStep.assertDie(card.minimum) : undefined,
    giantOpponent: dsStats(attacker).giant,
    unarmedVsWeapon: weapon === null && card.action === "attack",
    weaponCannotParry: weapon !== null && !dsItem(weapon).canParry,
  });
}

/**
 * The defender's choice, made before anyone rolls: passive (no action) or an allowed active defence (a
 * minor interrupt, 1 AP from the NEXT turn outside one's own turn). Then both Rolls, the contest, the hit
 * (damage, knock-out, instant death, minions, survival owed) or the grab's hold.
 * Writes: the combat (interrupt), the target actor, the card, and the dice line.
 */
export async function defend(
  message: ChatMessage.Implementation,
  kind: string,
  requester: User.Implementation,
): Promise<void> {
  const card = dsCardOf(message);
  const refused = dieStep.defenseChoiceRefusal(card, kind);
  if (refused && "done" in refused) throw new RuleError("TEMPO.Error.AlreadyApplied");
  requireRole(card.target, requester, card.targetName);
  if (refused)
    throw new RuleError(dieStep.DS_ERR.DefenseNotAllowed, {
      kind,
      reason: "reason" in refused ? refused.reason : "",
    });
  const attacker = cardActor(card.attacker);
  const target = cardActor(card.target);
  // a rider's dodge is its mount's (Interpretation 40): the mount's REF and situation, its interrupt
  const roller = kind === "dodge" ? (mountActorOf(target) ?? target) : target;
  const e = kind === "passive" ? null : dsTurnOf(roller);
  const state = e ? spendAp(e, "interrupt") : null;
  const d = defenseDie(
    card,
    kind === "passive" ? "passive" : dieStep.assertDefenseKind(kind),
    attacker,
    target,
    roller,
  );
  const a = await rollDie(dieStep.assertDie(card.attackRoll.die), dieStep.storedMode(card.attackRoll.mode));
  const dr = await rollDie(d.die, d.mode);
  const s = dsStats(target);
  const turn = card.action === "grab" ? dsTurnOf(attacker) : null;
  const r = dieStep.resolveDefense({
    grab: card.action === "grab",
    attack: a.dieRoll,
    defense: dr.dieRoll,
    target: { hp: s.hp.value, maxHp: s.hp.max, mp: s.mp.value, minion: s.minion },
    lethal: card.lethal,
    grappler: attacker.uuid,
    // the grab counts as this round's hold: the grappler sustains it from its next turn on
    holdTurn: turn ? dieStep.holdTurnKey(turn.combat.id ?? "", turn.state.round) : "",
  });
  const next: DsCard = {
    ...card,
    ...r.card,
    defense: kind,
    defenseReasons: dieStep.defenseReasons(d, roller !== target),
    attackRoll: { ...a.dieRoll, results: [...a.dieRoll.results], kept: a.kept },
    defenseRoll: { ...dr.dieRoll, results: [...dr.dieRoll.results], kept: dr.kept },
  };
  const changes = Object.entries(r.target ?? {}).map(([k, v]) => [`system.stats.dieStep.${k}`, v]);
  const update = r.target ? Object.fromEntries(changes) : null;
  await turnWrite(e, state)?.();
  // the hit's own rules ran (engine `resolveAttack`): the health door stores it as it is
  if (update) await target.update(update as Actor.UpdateData, ruledHealth());
  // knocked out or dead: the status that takes it out of the fight (defeat follows)
  if (card.action !== "grab") await syncVitalStatuses(target);
  // "thrown to the ground": the target ends prone, whatever the strike's damage (Interpretation 32)
  if (card.action === "throw") await setCondition(target, "prone", true);
  await writeCard(message, next, [a.roll, dr.roll]);
}
