// `tessera-ui mcp`: a Model Context Protocol server over stdio with three tools (list_components,
// get_component, search_docs). Stdout carries the protocol, so nothing else may be printed there.
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import * as z from 'zod';
import type {Io} from '../io';
import {createSource} from '../mcp/source';
import {getComponent, listComponents, searchDocs, ToolError} from '../mcp/tools';

async function answer(run: () => Promise<string>) {
  try {
    return {content: [{type: 'text' as const, text: await run()}]};
  } catch (error) {
    const message =
      error instanceof ToolError
        ? error.message
        : `Could not read the Tessera UI docs: ${(error as Error).message}`;
    return {content: [{type: 'text' as const, text: message}], isError: true};
  }
}

export function createMcpServer(
  registry: string,
  io: Pick<Io, 'version' | 'fallbackDir'>,
): McpServer {
  const source = createSource(registry, io.fallbackDir);
  const server = new McpServer({name: 'tessera-ui', version: io.version});
  const version = z
    .string()
    .optional()
    .describe(
      'Docs version, e.g. "2.x" (the version of @tessera-ui/react the project uses). Default: the current one.',
    );

  server.registerTool(
    'list_components',
    {
      title: 'List Tessera UI components',
      description:
        'Every component of Tessera UI (@tessera-ui/react), with a one-line description.',
    },
    () => answer(() => listComponents(source)),
  );
  server.registerTool(
    'get_component',
    {
      title: 'Get a Tessera UI component',
      description:
        "A component's docs page as Markdown (usage, examples' code, accessibility, styling), its install steps, import line and props, for a docs version.",
      inputSchema: {
        name: z
          .string()
          .describe('Component name as in list_components, e.g. "tabs" or "text-field".'),
        version,
      },
    },
    ({name, version: requested}) => answer(() => getComponent(source, name, requested)),
  );
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Tessera UI docs',
      description:
        'Finds the docs pages that best match a query; returns titles, links and the matching line.',
      inputSchema: {
        query: z.string().describe('Words to look for, e.g. "dark mode" or "isDisabled".'),
        version: version.describe('Docs version, or "all". Default: the current one.'),
      },
    },
    ({query, version: requested}) => answer(() => searchDocs(source, query, requested)),
  );
  return server;
}

/** Serves until the client closes stdin. */
export async function serveMcp(registry: string, io: Io): Promise<void> {
  const server = createMcpServer(registry, io);
  const transport = new StdioServerTransport(io.stdin, io.stdout);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    io.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
