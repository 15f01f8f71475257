// Reads one release from the site's built JSON Feed (build/changelog/feed.json, or its URL): the
// API is deployed without the site's sources, so the feed is how it learns a release's notes.
import {readFile} from 'node:fs/promises';
import {z} from 'zod';

const FeedSchema = z.object({
  items: z.array(
    z.object({
      title: z.string().min(1),
      url: z.string().min(1),
      content_html: z.string(),
      _tessera: z.object({version: z.string().min(1), text: z.string().min(1)}),
    }),
  ),
});

export interface ReleaseNotes {
  version: string;
  title: string;
  url: string;
  text: string;
  html: string;
}

async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source).catch((error: Error) => {
      throw new Error(`Cannot fetch the changelog feed ${source}: ${error.message}`);
    });
    if (!response.ok) {
      throw new Error(`Cannot fetch the changelog feed ${source}: HTTP ${response.status}.`);
    }
    return response.text();
  }
  return readFile(source, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      error.code === 'ENOENT'
        ? `No changelog feed at ${source}: build the site first (npm run build) or pass --feed <file or URL>.`
        : `Cannot read the changelog feed ${source}: ${error.message}`,
    );
  });
}

export async function readReleaseNotes(source: string, version: string): Promise<ReleaseNotes> {
  let json: unknown;
  try {
    json = JSON.parse(await readSource(source));
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new Error(`The changelog feed ${source} is not JSON: ${error.message}`);
    }
    throw error;
  }
  const parsed = FeedSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `The changelog feed ${source} is not the site's JSON Feed (each item needs title, url, content_html and _tessera.version/text).`,
    );
  }
  const item = parsed.data.items.find((candidate) => candidate._tessera.version === version);
  if (!item) {
    const known = parsed.data.items.map((candidate) => candidate._tessera.version);
    throw new Error(
      `No release ${version} in ${source} (it has ${known.length > 0 ? known.join(', ') : 'none'}).`,
    );
  }
  return {
    version,
    title: item.title,
    url: item.url,
    text: item._tessera.text,
    html: item.content_html,
  };
}
