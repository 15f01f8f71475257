// A props table as Markdown, with what the page's table shows: type, default, description, the
// "since" release and deprecation; inherited props as one line per source.
import type {PropDoc, PropsData} from '../../src/components/PropsTable/types';

const cell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

function propName(prop: PropDoc): string {
  const name = prop.deprecated ? `~~\`${prop.name}\`~~` : `\`${prop.name}\``;
  const marks = [
    prop.required ? 'required' : '',
    prop.since ? `${prop.isNew ? 'new in' : 'since'} ${prop.since}` : '',
  ].filter(Boolean);
  return marks.length > 0 ? `${name} (${marks.join(', ')})` : name;
}

function description(prop: PropDoc): string {
  if (!prop.deprecated) return prop.description;
  const instead = prop.deprecated === 'yes' ? '' : ` ${prop.deprecated}`;
  return `**Deprecated.**${instead} ${prop.description}`.trim();
}

export function propsMarkdown(data: PropsData): string {
  const rows = data.own.map(
    (prop) =>
      `| ${cell(propName(prop))} | \`${cell(prop.type)}\` | ${prop.defaultValue ? `\`${cell(prop.defaultValue)}\`` : '—'} | ${cell(description(prop))} |`,
  );
  const inherited = data.inherited.map(
    (group) =>
      `Also accepts, from ${group.source}: ${group.props.map((prop) => `\`${prop.name}\``).join(', ')}.`,
  );
  return [
    `**${data.component}**${data.deprecated ? ` (deprecated: ${data.deprecated})` : ''}`,
    '',
    '| Prop | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...(inherited.length > 0 ? ['', ...inherited] : []),
  ].join('\n');
}
