// Foundry v13's JournalEntrySheet (`foundry.applications.sheets.journal.JournalEntrySheet`), reduced to
// what a reader sees: the entry's name as the window title, its pages' titles as a table of contents,
// and each page in sort order, a text page's HTML (`text.content`) as it was saved. A pack's entry is
// shown read-only, as Foundry shows a locked pack's.
import type { ClientDocument } from "../documents/document";
import type { ApplicationOptions } from "./application";
import { DocumentSheetV2, registerSheet } from "./sheets";

interface PageSource {
  _id?: unknown;
  name?: unknown;
  type?: unknown;
  sort?: unknown;
  title?: { show?: unknown; level?: unknown };
  text?: { content?: unknown };
}

export class JournalEntrySheet extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    classes: ["journal-sheet", "journal-entry"],
    position: { width: 860, height: 700 },
  };

  get entry(): ClientDocument {
    return this.document;
  }

  override async _renderHTML(): Promise<HTMLElement> {
    const pages = this.document
      .getEmbeddedCollection("JournalEntryPage")
      .map((page) => page._source as PageSource)
      .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
    const root = document.createElement("div");
    root.className = "journal-entry-content";
    const toc = document.createElement("ol");
    toc.className = "pages-list";
    const body = document.createElement("div");
    body.className = "journal-entry-pages";
    for (const page of pages) {
      const name = String(page.name ?? "");
      const li = document.createElement("li");
      li.className = "page";
      li.dataset.pageId = String(page._id ?? "");
      li.textContent = name;
      toc.append(li);
      const article = document.createElement("article");
      article.className = `journal-entry-page ${String(page.type ?? "text")}`;
      article.dataset.pageId = String(page._id ?? "");
      if (page.title?.show !== false) {
        const heading = document.createElement(
          `h${Math.min(Math.max(Number(page.title?.level ?? 1), 1), 6)}`,
        );
        heading.className = "journal-page-header";
        heading.textContent = name;
        article.append(heading);
      }
      if (page.type === "text" || page.type === undefined) {
        const content = document.createElement("section");
        content.className = "journal-page-content";
        // a text page's content is HTML (Foundry cleans it when it is saved, then shows it enriched)
        content.innerHTML = typeof page.text?.content === "string" ? page.text.content : "";
        article.append(content);
      }
      body.append(article);
    }
    root.append(toc, body);
    return root;
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
}

export function registerJournalSheet(): void {
  registerSheet("JournalEntry", "core", JournalEntrySheet, { makeDefault: true, label: "Journal Sheet" });
}
