import type { Condition } from "../../../engine/three-action/index";

/** Each condition's token icon (Foundry's core icons). */
export const CONDITION_ICONS: Readonly<Record<Condition, string>> = {
  "flat-footed": "icons/svg/target.svg",
  concealed: "icons/svg/mystery-man.svg",
  hidden: "icons/svg/cowled.svg",
  undetected: "icons/svg/eye.svg",
  invisible: "icons/svg/invisible.svg",
  bleeding: "icons/svg/blood.svg",
  blinded: "icons/svg/blind.svg",
  dead: "icons/svg/skull.svg",
  entangled: "icons/svg/net.svg",
  shaken: "icons/svg/terror.svg",
  grappled: "icons/svg/padlock.svg",
  grappling: "icons/svg/combat.svg",
  incapacitated: "icons/svg/down.svg",
  "on-fire": "icons/svg/fire.svg",
  poisoned: "icons/svg/poison.svg",
  prone: "icons/svg/falling.svg",
  slowed: "icons/svg/downgrade.svg",
  stunned: "icons/svg/daze.svg",
  squeezing: "icons/svg/statue.svg",
  unconscious: "icons/svg/unconscious.svg",
  dodging: "icons/svg/wing.svg",
  unstable: "icons/svg/hazard.svg",
};
