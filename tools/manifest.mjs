// The release manifest: version from package.json, manifest/download URLs from its repository.
export function repositoryWebUrl(pkg) {
  const url = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!url) throw new Error("package.json has no repository url");
  return url.replace(/^git\+/, "").replace(/\.git$/, "");
}

/**
 * `release: true` drops `flags.hotReload`: Foundry reloads templates, styles and language files
 * it lists when they change on disk, which only a developer's folder needs (dnd5e strips it too).
 */
export function releaseManifest(manifest, pkg, { release = false } = {}) {
  const web = repositoryWebUrl(pkg);
  let flags = manifest.flags;
  if (release && flags?.hotReload) {
    flags = { ...flags };
    delete flags.hotReload;
    if (Object.keys(flags).length === 0) flags = undefined;
  }
  return {
    ...manifest,
    flags,
    version: pkg.version,
    url: web,
    bugs: `${web}/issues`,
    changelog: `${web}/blob/main/CHANGELOG.md`,
    readme: `${web}/blob/main/README.md`,
    manifest: `${web}/releases/latest/download/system.json`,
    download: `${web}/releases/download/v${pkg.version}/tempo.zip`,
  };
}
