// The Time Count's actions of an actor: every button of its sheet is `data-action="tempoAction"` naming one
// of these (the sheet adds the actor's uuid), and a macro runs the same by name:
// `game.tempo.act("newDay", { actor: uuid })`. Each asks on the clicking client (its dialog, its checks)
// and performs at the active GM; outside a fight, an action that writes only the actor itself (its stance,
// its prepared spell, a night's rest...) performs on its owner's client (`here`), so it needs no GM online.
import { ACTION_ACTIONS } from "./action-flow";
import { actorAction, ON_ACTOR } from "./actor-action";
import { attack } from "./attack-flow";
import { consciousnessFlow } from "./consciousness";
import { healFlow, HEAL } from "./healing";
import { releaseGrab } from "./marks";
import { nightsRestFlow } from "./rest";
import { SPELL_ACTIONS } from "./spell-flow";
import { unarmed } from "./unarmed-flow";
import { stabilizeFlow, wakeFlow } from "./waking";

export const actorActions = {
  attack,
  unarmed,
  releaseGrab,
  ...ACTION_ACTIONS,
  ...SPELL_ACTIONS,
  rollConsciousness: actorAction("rollConsciousness", ON_ACTOR, consciousnessFlow),
  newDay: actorAction("newDay", ON_ACTOR, nightsRestFlow),
  rollWake: actorAction("rollWake", ON_ACTOR, wakeFlow),
  stabilize: actorAction("stabilize", ON_ACTOR, stabilizeFlow),
  healActor: actorAction("healActor", HEAL, healFlow),
};
