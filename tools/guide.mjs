// `node tools/guide.mjs`: writes packs/_source/tempo-guide/, the guide as a JournalEntry
// compendium: "Start here" (docs/guide/welcome.md) and one entry per docs/guide/<ruleset>.md, each
// `# ` heading of the markdown a text page (the first session, the turn reference), rendered to
// simple HTML (headings, paragraphs, numbered steps, images, bold, code). A link to another guide
// (`[text](die-step.md)`, `[text](die-step.md#turn-reference)`) becomes a journal link; any other
// link keeps only its text, since a GM inside Foundry cannot open the repository's files.
// Screenshots are served from the system folder (the build copies docs/guide/img to guide/img);
// run the e2e suites (time-count, segments, combat-roll) first and this script copies the fresh ones.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The rulesets with a guide, their order in the compendium, and their fixed 16-character ids: the
 * entry's, and the prefix of its pages' (the first page keeps the id it had when a guide was one page).
 */
export const GUIDES = [
  { ruleset: "time-count", name: "Time Count", entry: "tempoGuideTC0001", page: "tempoGuidePgTC01" },
  { ruleset: "segments", name: "Segmented Rounds", entry: "tempoGuideSG0001", page: "tempoGuidePgSG01" },
  { ruleset: "combat-roll", name: "Combat Roll", entry: "tempoGuideCR0001", page: "tempoGuidePgCR01" },
  {
    ruleset: "three-action",
    name: "Three-Action Turns",
    entry: "tempoGuideTA0001",
    page: "tempoGuidePgTA01",
  },
  { ruleset: "die-step", name: "Die-Step Contests", entry: "tempoGuideDS0001", page: "tempoGuidePgDS01" },
];

/** "Start here": the first entry of the compendium, the one a new world's welcome opens. */
export const WELCOME = {
  ruleset: "welcome",
  name: "Start here",
  entry: "tempoGuideWL0001",
  page: "tempoGuidePgWL01",
};

const PACK = "tempo.tempo-guide";

/** The id of page `n` (0-based) of a guide: its first page's id with the number replaced. */
export function pageId(guide, n) {
  return guide.page.slice(0, -2) + String(n + 1).padStart(2, "0");
}

/** A heading's anchor: lower case, words joined by hyphens. */
export function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const escape = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The journal link of a link to another guide (`die-step.md`, `die-step.md#turn-reference`: the page
 * whose heading's anchor starts with it), or null. `titles`: each guide's page titles, by ruleset.
 */
function journalLink(target, text, titles) {
  const match = /^([\w-]+)\.md(?:#([\w-]+))?$/.exec(target);
  const guide = match && [WELCOME, ...GUIDES].find((g) => g.ruleset === match[1]);
  if (!match || !guide) return null;
  const anchor = match[2];
  let uuid = `Compendium.${PACK}.JournalEntry.${guide.entry}`;
  if (anchor) {
    const n = (titles[guide.ruleset] ?? []).findIndex((title) => slug(title).startsWith(anchor));
    if (n === -1) throw new Error(`guide link to ${target}: no page of that heading`);
    uuid += `.JournalEntryPage.${pageId(guide, n)}`;
  }
  return `@UUID[${uuid}]{${text}}`;
}

/** Page titles by guide, for the links between guides (set while the pack is written). */
let pageTitles = {};

/** Inline markdown: bold, emphasis, code; links to other guides become journal links, any other keeps its text. */
function inline(text) {
  return escape(text)
    .replace(
      /\[([^\]]+)\]\(([^)]+)\)/g,
      (_, label, target) => journalLink(target, label, pageTitles) ?? label,
    )
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>");
}

function block(text, systemId) {
  const image = /^!\[([^\]]*)\]\(img\/([\w.-]+)\)$/.exec(text);
  if (image)
    return `<p><img src="systems/${systemId}/guide/img/${image[2]}" alt="${escape(image[1] ?? "")}"></p>`;
  return `<p>${inline(text)}</p>`;
}

/** A page's title: its "# " line. */
function pageTitle(markdown) {
  return (markdown.split("\n").find((l) => l.startsWith("# ")) ?? "# Guide").slice(2).trim();
}

/**
 * Renders one guide: returns its title (the "# " line) and the HTML of the rest: paragraphs, "## " headings,
 * numbered steps (with indented paragraphs and images), top-level "- " bullets (with indented lines) and
 * "|" tables (the first row their heading).
 */
export function renderGuide(markdown, systemId = "tempo") {
  const lines = markdown.split("\n");
  const title = pageTitle(markdown);
  const html = [];
  let paragraph = [];
  let item = null; // the current numbered step: its blocks
  let listOpen = false;
  let bullets = null; // the current bulleted list: its items, each its lines
  let table = null; // the current table: its rows, each its cells
  const flush = () => {
    if (paragraph.length === 0) return;
    const rendered = block(paragraph.join(" "), systemId);
    if (item) item.push(rendered);
    else html.push(rendered);
    paragraph = [];
  };
  const closeItem = () => {
    flush();
    if (item) html.push(`<li>${item.join("")}</li>`);
    item = null;
  };
  const closeList = () => {
    closeItem();
    if (listOpen) html.push("</ol>");
    listOpen = false;
  };
  const closeBullets = () => {
    if (!bullets) return;
    html.push(`<ul>${bullets.map((lines) => `<li>${inline(lines.join(" "))}</li>`).join("")}</ul>`);
    bullets = null;
  };
  const closeTable = () => {
    if (!table) return;
    const [head = [], ...rows] = table;
    const cells = (row, tag) => row.map((c) => `<${tag}>${inline(c)}</${tag}>`).join("");
    html.push(
      `<table><thead><tr>${cells(head, "th")}</tr></thead><tbody>${rows
        .map((row) => `<tr>${cells(row, "td")}</tr>`)
        .join("")}</tbody></table>`,
    );
    table = null;
  };
  for (const line of lines) {
    if (line.startsWith("# ")) continue;
    const step = /^\d+\.\s+(.*)$/.exec(line);
    if (line.startsWith("|")) {
      // a table: its first row the heading, its "|---|" row skipped
      closeList();
      flush();
      const row = line
        .replace(/^\|/, "")
        .replace(/\|\s*$/, "")
        .split("|")
        .map((c) => c.trim());
      if (!row.every((c) => /^:?-+:?$/.test(c))) (table ??= []).push(row);
      continue;
    }
    closeTable();
    const bullet = /^- (.*)$/.exec(line);
    if (bullet) {
      // a bulleted list at the top level: each "- " an item, its indented lines joined to it
      closeList();
      flush();
      bullets ??= [];
      bullets.push([bullet[1] ?? ""]);
      continue;
    }
    if (bullets && /^\s{2,}\S/.test(line)) {
      bullets[bullets.length - 1]?.push(line.trim());
      continue;
    }
    closeBullets();
    if (step) {
      closeItem();
      if (!listOpen) html.push("<ol>");
      listOpen = true;
      item = [];
      paragraph = [step[1] ?? ""];
    } else if (line.trim() === "") {
      flush();
    } else if (/^\s{2,}\S/.test(line) && item) {
      paragraph.push(line.trim());
    } else if (line.startsWith("## ")) {
      closeList();
      html.push(`<h2>${inline(line.slice(3))}</h2>`);
    } else {
      if (listOpen) closeList();
      paragraph.push(line.trim());
    }
  }
  closeList();
  closeBullets();
  closeTable();
  return { title, html: html.join("\n") };
}

/** The markdown of a guide cut at its `# ` headings: one piece per page, each starting with its heading. */
export function splitPages(markdown) {
  const pieces = [];
  for (const line of markdown.split("\n")) {
    if (line.startsWith("# ") || pieces.length === 0) pieces.push([]);
    pieces[pieces.length - 1].push(line);
  }
  return pieces.map((lines) => lines.join("\n"));
}

/**
 * The JournalEntry source of one guide, keyed as the official CLI expects: named `name` (default: its
 * first page's title), a text page per `# ` heading.
 */
export function journalSource(guide, markdown, sort, name) {
  const pages = splitPages(markdown).map((piece) => renderGuide(piece));
  return {
    _id: guide.entry,
    _key: `!journal!${guide.entry}`,
    name: name ?? pages[0]?.title ?? "Guide",
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: {},
    pages: pages.map(({ title, html }, n) => ({
      _id: pageId(guide, n),
      _key: `!journal.pages!${guide.entry}.${pageId(guide, n)}`,
      name: title,
      type: "text",
      title: { show: false, level: 1 },
      text: { content: html, format: 1 },
      sort: (n + 1) * 100000,
      ownership: { default: -1 },
      flags: {},
    })),
  };
}

/** A guide's markdown, and each guide's page titles (for the links between them). */
async function readGuides() {
  const all = [WELCOME, ...GUIDES];
  const markdown = {};
  for (const guide of all)
    markdown[guide.ruleset] = await readFile(join("docs", "guide", `${guide.ruleset}.md`), "utf8");
  const titles = {};
  for (const guide of all)
    titles[guide.ruleset] = splitPages(markdown[guide.ruleset]).map((piece) => pageTitle(piece));
  return { markdown, titles };
}

/** Writes every guide's JournalEntry source into `dir` (default packs/_source/tempo-guide). */
export async function writeGuidePack(dir = join("packs", "_source", "tempo-guide")) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const { markdown, titles } = await readGuides();
  pageTitles = titles;
  for (const [i, guide] of [WELCOME, ...GUIDES].entries()) {
    const source = journalSource(guide, markdown[guide.ruleset], (i + 1) * 100000, guide.name);
    await writeFile(join(dir, `${guide.ruleset}.json`), JSON.stringify(source, null, 2) + "\n");
  }
  return readdir(dir);
}

/**
 * Copies each screenshot the guides reference from artifacts/ (where the e2e suites write them)
 * into docs/guide/img, so that a run of the suites followed by this script refreshes the guide.
 */
export async function refreshScreenshots() {
  const copied = [];
  for (const { ruleset } of GUIDES) {
    const markdown = await readFile(join("docs", "guide", `${ruleset}.md`), "utf8");
    for (const [, name] of markdown.matchAll(/\]\(img\/([\w.-]+)\)/g)) {
      const shot = join("artifacts", name);
      if (!existsSync(shot)) continue;
      await copyFile(shot, join("docs", "guide", "img", name));
      copied.push(name);
    }
  }
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copied = await refreshScreenshots();
  console.log(`docs/guide/img: ${copied.length} screenshots copied from artifacts/`);
  const written = await writeGuidePack();
  console.log(`packs/_source/tempo-guide: ${written.join(", ")}`);
}
