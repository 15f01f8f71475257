// Reads the component registry over HTTP: the index and items of one version, checked against the
// registry's schema, with every way it can fail turned into one sentence.
import {
  dependencyName,
  describeIssues,
  registryIndexSchema,
  registryItemSchema,
  type RegistryIndex,
  type RegistryItem,
} from '@tessera-ui/registry';
import type {ZodType} from 'zod';
import {CliError} from './errors';

export const DEFAULT_REGISTRY = 'https://tessera-ui.dev/r';

/** `--registry` first, then `TESSERA_REGISTRY`, then the portal. Always without a trailing slash. */
export function registryBase(flag: string | undefined, env: Io['env']): string {
  return (flag || env.TESSERA_REGISTRY || DEFAULT_REGISTRY).replace(/\/+$/, '');
}

type Io = {env: Record<string, string | undefined>};

function reason(error: unknown): string {
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  if (cause?.code) return cause.code;
  if ((error as Error).name === 'TimeoutError') return 'no answer within 20 s';
  return cause?.message ?? (error as Error).message;
}

export interface FetchMessages {
  unreachable(reason: string): string;
  missing(): string;
  failed(status: number): string;
  notJson(): string;
}

/** GETs a JSON document; each way that can fail is a CliError with its message. */
export async function fetchJson(url: string, messages: FetchMessages): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {signal: AbortSignal.timeout(20_000)});
  } catch (error) {
    throw new CliError(messages.unreachable(reason(error)));
  }
  if (response.status === 404) throw new CliError(messages.missing());
  if (!response.ok) throw new CliError(messages.failed(response.status));
  try {
    return await response.json();
  } catch {
    throw new CliError(messages.notJson());
  }
}

export class Registry {
  private readonly items = new Map<string, Promise<RegistryItem>>();

  constructor(readonly base: string) {}

  private async get<T>(file: string, schema: ZodType<T>, missing: () => string): Promise<T> {
    const json = await fetchJson(`${this.base}/${file}`, {
      unreachable: (why) =>
        `Cannot reach the registry at ${this.base} (${why}). Check your connection, or point --registry (or TESSERA_REGISTRY) at a reachable registry.`,
      missing,
      failed: (status) =>
        `The registry at ${this.base} answered ${status} for ${file}; try again later.`,
      notJson: () => `The registry at ${this.base} sent ${file} that is not JSON.`,
    });
    const result = schema.safeParse(json);
    if (!result.success) {
      throw new CliError(
        `The registry at ${this.base} sent an invalid ${file}: ${describeIssues(result.error)}.`,
      );
    }
    return result.data;
  }

  /** The index of the current version (`/r/index.json`). */
  index(): Promise<RegistryIndex> {
    return this.get(
      'index.json',
      registryIndexSchema,
      () =>
        `${this.base} has no index.json: is it a Tessera UI registry? (The portal's is ${DEFAULT_REGISTRY}.)`,
    );
  }

  /** One item of a version (`/r/<version>/<name>.json`). */
  item(name: string, version: string): Promise<RegistryItem> {
    const key = `${version}/${name}`;
    let pending = this.items.get(key);
    if (!pending) {
      pending = this.get(
        `${version}/${name}.json`,
        registryItemSchema,
        () => `The registry at ${this.base} has no "${name}" for version ${version}.`,
      );
      this.items.set(key, pending);
    }
    return pending;
  }

  /** The items and, depth first, every item they depend on, each once. */
  async withDependencies(names: string[], version: string): Promise<RegistryItem[]> {
    const seen = new Map<string, RegistryItem>();
    const visit = async (name: string): Promise<void> => {
      if (seen.has(name)) return;
      const item = await this.item(name, version);
      seen.set(name, item);
      for (const dependency of item.registryDependencies) await visit(dependencyName(dependency));
    };
    for (const name of names) await visit(name);
    return [...seen.values()];
  }
}
