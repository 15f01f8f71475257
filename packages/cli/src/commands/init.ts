// `tessera-ui init`: installs @tessera-ui/react (and React, when missing) with the project's package
// manager and imports the stylesheet in the app's entry. Shows the plan first; does only what is
// missing, so running it twice changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import {addImport, findStyleEntry, importLine, importsSpecifier} from '../entry';
import {installPackages} from '../install';
import type {Io} from '../io';
import {hasDependency, reloadManifest, type Project} from '../project';
import type {Ui} from '../ui';

export const PACKAGE = '@tessera-ui/react';
export const STYLES = `${PACKAGE}/styles.css`;
const PEERS = ['react', 'react-dom'];

export interface InitPlan {
  install: string[];
  /** The entry file and the line to add to it. */
  styles?: {file: string; line: string};
  /** Set when no entry file was found: the line to add by hand. */
  manualStyles?: string;
}

export function planInit(project: Project): InitPlan {
  const install = [PACKAGE, ...PEERS].filter((name) => !hasDependency(project.manifest, name));
  const entry = findStyleEntry(project.root, project.framework);
  if (!entry) return {install, manualStyles: `import '${STYLES}';`};
  const source = fs.readFileSync(path.join(project.root, entry.file), 'utf8');
  if (importsSpecifier(source, STYLES)) return {install};
  return {install, styles: {file: entry.file, line: importLine(entry, STYLES, source)}};
}

export function isEmptyPlan(plan: InitPlan): boolean {
  return plan.install.length === 0 && !plan.styles && !plan.manualStyles;
}

export function describePlan(plan: InitPlan, project: Project): string[] {
  return [
    ...(plan.install.length > 0
      ? [`install ${plan.install.join(', ')} with ${project.packageManager}`]
      : []),
    ...(plan.styles ? [`add ${plan.styles.line} to ${plan.styles.file}`] : []),
  ];
}

/** Carries out a plan; returns the project as it is afterwards. */
export async function applyInit(
  project: Project,
  plan: InitPlan,
  ui: Ui,
  io: Io,
): Promise<Project> {
  const steps = describePlan(plan, project);
  if (steps.length > 0) {
    ui.info(
      [
        `${project.framework === 'other' ? 'React' : project.framework} app, ${project.packageManager}. tessera-ui will:`,
        ...steps.map((step) => `  - ${step}`),
      ].join('\n'),
    );
    await ui.confirm('Go ahead?');
  }
  if (plan.install.length > 0) await installPackages(project, plan.install, ui, io.env);
  if (plan.styles) {
    const file = path.join(project.root, plan.styles.file);
    fs.writeFileSync(file, addImport(fs.readFileSync(file, 'utf8'), plan.styles.line));
    ui.success(`Added ${plan.styles.line} to ${plan.styles.file}`);
  }
  if (plan.manualStyles) {
    ui.warn(
      `Found no entry file to import the styles from. Add this line to your app's root module:\n${plan.manualStyles}`,
    );
  }
  return plan.install.length > 0 ? reloadManifest(project) : project;
}

export async function init(project: Project, ui: Ui, io: Io): Promise<void> {
  ui.intro('tessera-ui init');
  const plan = planInit(project);
  if (isEmptyPlan(plan)) {
    ui.outro(`Already set up: ${PACKAGE} is installed and its styles are imported.`);
    return;
  }
  await applyInit(project, plan, ui, io);
  ui.outro('Tessera UI is ready. Add a component with: npx tessera-ui@latest add button');
}
