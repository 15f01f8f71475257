// The fixed files of an exported project, after Vite's own react and react-ts templates, with the
// stylesheet imported where the Installation page says: once, in the file where the app starts.
import type {CodeLanguage} from './types';

export function indexHtml(title: string, language: CodeLanguage): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <!-- No icon of its own: without this, the browser asks for /favicon.ico and logs a 404. -->
    <link rel="icon" href="data:," />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.${language}x"></script>
  </body>
</html>
`;
}

export function viteConfig(): string {
  return `import {defineConfig} from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
});
`;
}

export function mainModule(language: CodeLanguage): string {
  // The root element is in index.html; TypeScript cannot know that, hence the assertion.
  const root =
    language === 'ts' ? "document.getElementById('root')!" : "document.getElementById('root')";
  return `import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import '@tessera-ui/react/styles.css';
import Example from './Example';

createRoot(${root}).render(
  <StrictMode>
    <Example />
  </StrictMode>,
);
`;
}

export const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    moduleDetection: 'force',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    isolatedModules: true,
    skipLibCheck: true,
    types: ['vite/client'],
  },
  include: ['src'],
};

export function readme(title: string, language: CodeLanguage): string {
  const check = language === 'ts' ? '\nnpm run typecheck  # type-check with TypeScript' : '';
  return `# ${title}

An example from the Tessera UI documentation, as a Vite + React app. The example is
\`src/Example.${language}x\`; \`src/main.${language}x\` renders it and imports the styles.

\`\`\`sh
npm install
npm run dev        # start the dev server
npm run build      # build into dist/${check}
\`\`\`
`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
