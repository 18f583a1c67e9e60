// A fixture shared by the migration tests.

/** The sample Zherynn's Time Count scores: Con 1, Dex 2, Wis 1, Persona 1, Fortitude 1, Agility 2, Willpower 1, armour 2. */
export const ZHERYNN_SCORES = {
  attributes: { strength: 0, dexterity: 2, constitution: 1, intelligence: 1, wisdom: 1, persona: 1 },
  fortitude: 1,
  agility: 2,
  willpower: 1,
  armorBonus: 2,
  shieldBonus: 0,
  size: "medium",
  thresholdBase: 5,
  thresholdArmor: 2,
  threshold: { value: 8, max: 8 },
  defenses: { primary: 14, passive: 12, vigor: 12, celerity: 14, spirit: 12 },
};
