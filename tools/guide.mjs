// `node tools/guide.mjs`: writes packs/_source/tempo-guide/, the "Running a fight" guide as a
// JournalEntry compendium: one entry per docs/guide/<ruleset>.md, one text page holding the
// markdown rendered to simple HTML (headings, paragraphs, numbered steps, images, bold, code).
// Screenshots are served from the system folder (the build copies docs/guide/img to guide/img);
// run the e2e suites (time-count, segments, combat-roll) first and this script copies the fresh ones.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The rulesets with a guide, their order in the compendium, and their fixed 16-character ids. */
export const GUIDES = [
  { ruleset: "time-count", entry: "tempoGuideTC0001", page: "tempoGuidePgTC01" },
  { ruleset: "segments", entry: "tempoGuideSG0001", page: "tempoGuidePgSG01" },
  { ruleset: "combat-roll", entry: "tempoGuideCR0001", page: "tempoGuidePgCR01" },
  { ruleset: "three-action", entry: "tempoGuideTA0001", page: "tempoGuidePgTA01" },
  { ruleset: "die-step", entry: "tempoGuideDS0001", page: "tempoGuidePgDS01" },
];

const escape = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Inline markdown: bold, emphasis, code; a link keeps only its text (repository paths mean nothing in Foundry). */
function inline(text) {
  return escape(text)
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
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

/** Renders one guide: returns its title (the "# " line) and the HTML of the rest. */
export function renderGuide(markdown, systemId = "tempo") {
  const lines = markdown.split("\n");
  const title = (lines.find((l) => l.startsWith("# ")) ?? "# Guide").slice(2).trim();
  const html = [];
  let paragraph = [];
  let item = null; // the current numbered step: its blocks
  let listOpen = false;
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
  for (const line of lines) {
    if (line.startsWith("# ")) continue;
    const step = /^\d+\.\s+(.*)$/.exec(line);
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
  return { title, html: html.join("\n") };
}

/** The JournalEntry source of one guide, keyed as the official CLI expects. */
export function journalSource(guide, markdown, sort) {
  const { title, html } = renderGuide(markdown);
  return {
    _id: guide.entry,
    _key: `!journal!${guide.entry}`,
    name: title,
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: {},
    pages: [
      {
        _id: guide.page,
        _key: `!journal.pages!${guide.entry}.${guide.page}`,
        name: title,
        type: "text",
        title: { show: false, level: 1 },
        text: { content: html, format: 1 },
        sort: 100000,
        ownership: { default: -1 },
        flags: {},
      },
    ],
  };
}

/** Writes every guide's JournalEntry source into `dir` (default packs/_source/tempo-guide). */
export async function writeGuidePack(dir = join("packs", "_source", "tempo-guide")) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const [i, guide] of GUIDES.entries()) {
    const markdown = await readFile(join("docs", "guide", `${guide.ruleset}.md`), "utf8");
    const source = journalSource(guide, markdown, (i + 1) * 100000);
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
