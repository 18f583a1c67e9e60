import {
  isOlderActorSource,
  isPreReleaseLayout,
  migrateActorSource,
  migrateItemSource,
  type Source,
} from "./steps";

/** How many sources this client migrated in memory since it loaded (older layouts seen). */
let migrated = 0;

export function migratedSinceLoad(): number {
  return migrated;
}

/**
 * migrateData for actors: migrates the source IN PLACE (Foundry keeps only that, not a returned
 * object) and notes that the world holds older data; returns the same source.
 */
export function migrateActorData(source: Source): Source {
  if (isOlderActorSource(source)) migrated += 1;
  return migrateActorSource(source);
}

/** migrateData for items: in place, as for actors. */
export function migrateItemData(source: Source): Source {
  if (isPreReleaseLayout(source)) migrated += 1;
  return migrateItemSource(source);
}
