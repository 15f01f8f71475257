// The MCP server as an assistant's editor runs it: `tessera-ui mcp` in its own process, spoken to
// over stdio by the SDK's own client, reading a portal on loopback.
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {fallbackFiles} from '../../scripts/fallback';
import {startRegistryServer, type RegistryServer} from '../testing/registry-server';

const root = path.resolve(__dirname, '../../../..');
let portal: RegistryServer;
let client: Client;

beforeAll(async () => {
  const pages = fallbackFiles(root).filter((file) => !file.path.startsWith('r/'));
  portal = await startRegistryServer(undefined, pages);
  client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: path.join(root, 'node_modules/.bin/tsx'),
      args: [path.join(root, 'packages/cli/src/bin.ts'), 'mcp'],
      env: {PATH: process.env.PATH!, TESSERA_REGISTRY: portal.url},
      stderr: 'pipe',
    }),
  );
}, 60_000);

afterAll(async () => {
  await client.close();
  await portal.close();
});

async function call(name: string, args: Record<string, string> = {}) {
  const result = (await client.callTool({name, arguments: args})) as {
    content: {type: string; text: string}[];
    isError?: boolean;
  };
  return {
    text: result.content.map((part) => part.text).join('\n'),
    isError: Boolean(result.isError),
  };
}

describe('tessera-ui mcp', () => {
  it('should offer three tools', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'list_components',
      'get_component',
      'search_docs',
    ]);
  });

  it('should list the components', async () => {
    const {text} = await call('list_components');
    expect(text).toMatch(/^# Tessera UI components \(2\.x\)\n/);
    expect(text).toContain('- **tabs** (Tabs): Shows one panel at a time');
  });

  it("should give a component's page, examples, install steps, import and props", async () => {
    const {text, isError} = await call('get_component', {name: 'tabs', version: '2.x'});
    expect(isError).toBe(false);
    expect(text).toMatch(/^# Tabs\n\n> Shows one panel at a time/);
    expect(text).toContain('## Accessibility');
    expect(text).toContain(
      "```tsx\nimport {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';",
    );
    expect(text).toContain(
      `Docs version: 2.x · ${portal.url.replace(/\/r$/, '')}/docs/components/tabs`,
    );
    expect(text).toContain('npx tessera-ui@latest add tabs');
    expect(text).toContain(
      "## Import\n\n```tsx\nimport {Tab, TabList, TabPanel, TabPanels, Tabs} from '@tessera-ui/react';\n```",
    );
    expect(text).toMatch(
      /## Props \(from the TypeScript source\)\n\n```ts\n[\s\S]*interface TabsProps/,
    );
  });

  it('should say which versions have components', async () => {
    expect(await call('get_component', {name: 'tabs', version: '1.x'})).toEqual({
      isError: true,
      text: 'Version 1.x has no component docs; versions with components: 2.x.',
    });
  });

  it('should name the components when the name is unknown', async () => {
    const {text, isError} = await call('get_component', {name: 'datepicker'});
    expect(isError).toBe(true);
    expect(text).toMatch(/^Unknown component "datepicker"\. Components: accordion, alert, /);
  });

  it('should find the page about a topic', async () => {
    const {text} = await call('search_docs', {query: 'dark mode'});
    expect(text.split('\n')[1]).toMatch(
      /^- \[Dark mode\]\(http:\/\/127\.0\.0\.1:\d+\/docs\/getting-started\/dark-mode\) \(2\.x\)/,
    );
  });

  it('should search another version when asked', async () => {
    const {text} = await call('search_docs', {query: 'install', version: '1.x'});
    expect(text).toMatch(/\/docs\/1\.x\/getting-started\/installation\) \(1\.x\)/);
  });
});
