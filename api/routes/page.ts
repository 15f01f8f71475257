// The small HTML pages behind the links in mails. Self-contained (inline style, no script) so
// they work under the API's strict Content-Security-Policy.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageOptions {
  title: string;
  message: string;
  /** A button that POSTs to this action: link scanners GET every link, a GET changes nothing. */
  form?: {action: string; button: string; fields?: Record<string, string>};
}

export function renderPage({title, message, form}: PageOptions): string {
  const fields = Object.entries(form?.fields ?? {})
    .map(
      ([name, value]) =>
        `\n  <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${fields}
  <button type="submit">${escapeHtml(form.button)}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tessera UI</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #111827; }
  main { max-width: 32rem; margin: 1rem; padding: 2rem; border-radius: 12px; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { margin-top: 0; font-size: 1.5rem; }
  a { color: #1d4ed8; }
  button { font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 8px; background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) {
    body { background: #0f1115; color: #e5e7eb; }
    main { background: #1f2937; }
    a { color: #8ab4ff; }
    button { background: #8ab4ff; color: #0f1115; }
  }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${formHtml}
<p><a href="/">Back to Tessera UI</a></p>
</main>
</body>
</html>
`;
}
