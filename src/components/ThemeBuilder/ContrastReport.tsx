// Every colour pair the components' CSS draws, in every state, checked in both schemes against the
// theme: what fails, grouped by component, each with the nearest passing shade as a one-click fix
// (an override, so undo takes it back).
import {useMemo, useState, type ReactNode} from 'react';
import {Button} from '@tessera-ui/react/button';
import {COLOUR_ALIASES, type Scheme, type ThemeInput} from '@tessera-ui/theme';
import {
  checkTheme,
  nearestPassingFix,
  type CheckResult,
  type SchemeVars,
  type ThemeChecks,
} from '@tessera-ui/theme/check';
import {colourName, pairLabel, ratioText} from './describe';
import styles from './styles.module.css';

const FIXABLE = new Set<string>(COLOUR_ALIASES);

function groupByComponent(results: CheckResult[]): Array<[string, CheckResult[]]> {
  const groups = new Map<string, CheckResult[]>();
  for (const result of results) {
    const group = groups.get(result.pair.component) ?? [];
    group.push(result);
    groups.set(result.pair.component, group);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

export interface ContrastReportProps {
  checks: ThemeChecks;
  vars: SchemeVars;
  input: ThemeInput;
  update: (next: ThemeInput) => void;
}

function Failure({
  result,
  vars,
  onFix,
}: {
  result: CheckResult;
  vars: SchemeVars;
  onFix: (scheme: Scheme, alias: string, value: string) => void;
}) {
  const {pair, scheme} = result;
  const fix = nearestPassingFix(pair, scheme, vars);
  const alias = fix?.alias.replace(/^--tessera-/, '');
  const fixable = fix && alias && FIXABLE.has(alias);
  return (
    <li className={styles.failure} data-pair={pair.id} data-scheme={scheme}>
      <span className={styles.failureText}>
        <span className={styles.failureWhat}>
          {pairLabel(pair)} <span className={styles.schemeTag}>{scheme}</span>
        </span>
        <span>
          <code>{colourName(pair.fg)}</code> on <code>{colourName(pair.bg)}</code>:{' '}
          <strong>{ratioText(result.ratio)}</strong>, needs {pair.minimum}:1
        </span>
      </span>
      {fixable ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Fix ${pair.component} ${pairLabel(pair)} in ${scheme}: set ${alias} to ${fix.value} (${ratioText(fix.ratio)})`}
          onPress={() => onFix(scheme, alias, fix.value)}
        >
          <span className={styles.fixSwatch} style={{background: fix.value}} aria-hidden="true" />
          Fix
        </Button>
      ) : (
        <span className={styles.noFix}>No single-colour fix</span>
      )}
    </li>
  );
}

export function ContrastReport({checks, vars, input, update}: ContrastReportProps): ReactNode {
  const results = useMemo(() => checkTheme(checks.pairs, vars), [checks.pairs, vars]);
  const exempt = results.filter((result) => result.pair.exempt);
  const failing = results.filter((result) => !result.pass && !result.pair.exempt);
  const [showExempt, setShowExempt] = useState(false);

  const onFix = (scheme: Scheme, alias: string, value: string) =>
    update({
      ...input,
      overrides: {...input.overrides, [scheme]: {...input.overrides[scheme], [alias]: value}},
    });

  return (
    <div className={styles.report}>
      <p className={styles.counts} data-testid="check-count">
        {results.length} checks:{' '}
        <strong data-testid="failure-count">{failing.length} failing</strong>, {exempt.length}{' '}
        exempt (disabled controls and placeholders, which WCAG exempts).
      </p>
      <p className="sr-only" role="status">
        {failing.length === 0 ? 'Every pair passes.' : `${failing.length} pairs fail.`}
      </p>
      {failing.length === 0 ? (
        <p className={styles.allPass}>
          Every text, boundary and focus ring meets WCAG 2.2 AA in light and dark.
        </p>
      ) : (
        groupByComponent(failing).map(([component, group]) => (
          <section key={component} className={styles.failureGroup} aria-label={component}>
            <h3 className={styles.failureComponent}>{component}</h3>
            <ul className={styles.failures}>
              {group.map((result) => (
                <Failure
                  key={`${result.pair.id}/${result.scheme}`}
                  result={result}
                  vars={vars}
                  onFix={onFix}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      <details
        className={styles.exempt}
        onToggle={(event) => setShowExempt(event.currentTarget.open)}
      >
        <summary>{exempt.length} exempt pairs</summary>
        {showExempt ? (
          <ul className={styles.exemptList}>
            {exempt.map(({pair, scheme, ratio}) => (
              <li key={`${pair.id}/${scheme}`}>
                {pair.component}, {pairLabel(pair)} ({scheme}): <code>{colourName(pair.fg)}</code>{' '}
                on <code>{colourName(pair.bg)}</code>, {ratioText(ratio)} — {pair.exempt}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </div>
  );
}
