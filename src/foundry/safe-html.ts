// Rich text typed by users (item descriptions, biographies) is shown as HTML, so it is rebuilt from an
// allowlist before it reaches a template's triple braces: formatting tags survive; scripts, styles,
// frames, forms, event-handler attributes and script URLs do not. The text is parsed into an inert
// document (DOMParser runs no script and loads nothing), then copied node by node.

const ALLOWED_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "code",
  "dd",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "li",
  "ol",
  "p",
  "pre",
  "s",
  "section",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
]);

/** Tags whose content goes too: what is inside a script or a style is not text for the reader. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "noscript",
]);

const ALLOWED_ATTRIBUTES = new Set([
  "alt",
  "class",
  "colspan",
  "href",
  "rowspan",
  "src",
  "title",
  "width",
  "height",
]);

/** Only web, mail and same-site links; `javascript:`, `data:` and the like are dropped. */
function safeUrl(value: string): boolean {
  const url = value.trim().toLowerCase();
  if (!/^[a-z][a-z0-9+.-]*:/.test(url)) return true; // relative (e.g. systems/tempo/icons/x.webp)
  return url.startsWith("https:") || url.startsWith("http:") || url.startsWith("mailto:");
}

function copy(node: Node, into: Node, doc: Document): void {
  if (node.nodeType === Node.TEXT_NODE) {
    into.appendChild(doc.createTextNode(node.textContent ?? ""));
    return;
  }
  if (!(node instanceof Element)) return; // comments, processing instructions
  const tag = node.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return;
  let target: Node = into;
  if (ALLOWED_TAGS.has(tag)) {
    const clean = doc.createElement(tag);
    for (const attr of Array.from(node.attributes)) {
      const name = attr.name.toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(name)) continue;
      if ((name === "href" || name === "src") && !safeUrl(attr.value)) continue;
      clean.setAttribute(name, attr.value);
    }
    if (tag === "a") clean.setAttribute("rel", "noopener noreferrer");
    into.appendChild(clean);
    target = clean;
  }
  // an unknown tag (e.g. <form>, <svg>) is unwrapped: its text stays, the element does not
  for (const child of Array.from(node.childNodes)) copy(child, target, doc);
}

/** The user's rich text with only the allowlisted markup left, as an HTML string. */
export function safeHTML(html: string): string {
  if (!html) return "";
  const source = new DOMParser().parseFromString(html, "text/html");
  const out = document.implementation.createHTMLDocument("");
  const root = out.createElement("div");
  for (const child of Array.from(source.body.childNodes)) copy(child, root, out);
  return root.innerHTML;
}
