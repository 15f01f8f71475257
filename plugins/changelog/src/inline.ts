// Inline Markdown → HTML for release notes: `code`, [links](url), **bold** and *emphasis*. Release
// notes are one-paragraph entries, so a full Markdown pipeline (and its ESM-only dependency tree)
// would buy nothing; raw HTML in an entry is escaped, never passed through.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const SAFE_URL = /^(https?:\/\/|\/|#)/;

function formatText(text: string): string {
  let html = escapeHtml(text);
  html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
    const href = url.replace(/&amp;/g, '&');
    return SAFE_URL.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : whole;
  });
  html = html.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  return html.replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?!\w)/g, '$1<em>$2</em>');
}

/** Renders one entry; text inside backticks is code and nothing in it is formatted. */
export function renderInline(markdown: string): string {
  return markdown
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`')
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : formatText(part),
    )
    .join('');
}
