// The release manifest: version from package.json, manifest/download URLs from its repository.
export function repositoryWebUrl(pkg) {
  const url = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!url) throw new Error("package.json has no repository url");
  return url.replace(/^git\+/, "").replace(/\.git$/, "");
}

export function releaseManifest(manifest, pkg) {
  const web = repositoryWebUrl(pkg);
  return {
    ...manifest,
    version: pkg.version,
    url: web,
    manifest: `${web}/releases/latest/download/system.json`,
    download: `${web}/releases/download/v${pkg.version}/tempo.zip`,
  };
}
