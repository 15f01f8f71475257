/** The language an example is shown, edited and exported in. */
export type CodeLanguage = 'ts' | 'js';

/** What "Open in StackBlitz" and "Download project" export: the example as the reader sees it. */
export interface ExportInput {
  /** The example's title, as the page names it ("Button variants"); names the project. */
  title: string;
  /** The example module's code as currently shown (the reader's edits included), in `language`. */
  source: string;
  /** TypeScript exports `src/Example.tsx` and a tsconfig; JavaScript exports `src/Example.jsx`. */
  language: CodeLanguage;
}
