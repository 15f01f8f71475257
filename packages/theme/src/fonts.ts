// The font families a theme can set: the page's own (the library inherits it), or one of those the
// portal self-hosts (so the preview shows it), with fallbacks for apps that do not load it.

export interface FontChoice {
  id: string;
  label: string;
  /** The `font-family` value; null leaves `--tessera-font-family` unset, so components inherit. */
  stack: string | null;
  /** The package that serves the font, for apps that want to self-host it too. */
  package?: string;
}

export const FONTS: FontChoice[] = [
  {id: 'inherit', label: "The app's font", stack: null},
  {
    id: 'inter',
    label: 'Inter',
    stack: "'Inter Variable', Inter, ui-sans-serif, system-ui, sans-serif",
    package: '@fontsource-variable/inter',
  },
  {
    id: 'system',
    label: 'System UI',
    stack: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  {
    id: 'jetbrains-mono',
    label: 'JetBrains Mono',
    stack: "'JetBrains Mono Variable', 'JetBrains Mono', ui-monospace, monospace",
    package: '@fontsource-variable/jetbrains-mono',
  },
];

export function findFont(id: string): FontChoice | undefined {
  return FONTS.find((font) => font.id === id);
}
