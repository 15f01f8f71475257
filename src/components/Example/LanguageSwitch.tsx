import type {ReactNode} from 'react';
import type {CodeLanguage} from './export/types';
import styles from './toolbar.module.css';

const LANGUAGES: {value: CodeLanguage; label: string}[] = [
  {value: 'ts', label: 'TypeScript'},
  {value: 'js', label: 'JavaScript'},
];

/**
 * TypeScript or JavaScript, for every example on the site at once (see codeLanguage.ts): two
 * toggle buttons, the pressed one showing.
 */
export default function LanguageSwitch({
  language,
  onChange,
}: {
  language: CodeLanguage;
  onChange: (language: CodeLanguage) => void;
}): ReactNode {
  return (
    <div role="group" aria-label="Language" className={styles.languages}>
      {LANGUAGES.map(({value, label}) => (
        <button
          key={value}
          type="button"
          className={styles.language}
          aria-pressed={language === value}
          data-selected={language === value || undefined}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
