// Reads and parses the release notes once per content: the plugin and remark-site-data (each
// component page's "Changes") both ask for them during one build.
import fs from 'node:fs';
import path from 'node:path';
import {parseChangelog} from './parse';
import type {Release} from './types';

let memo: {file: string; source: string; releases: Release[]} | undefined;

export function loadChangelog(siteDir: string, file: string): Release[] {
  const absolute = path.resolve(siteDir, file);
  let source: string;
  try {
    source = fs.readFileSync(absolute, 'utf8');
  } catch (error) {
    throw new Error(
      `[changelog] cannot read the release notes at ${file}: ${(error as Error).message}`,
    );
  }
  if (memo?.file === absolute && memo.source === source) return memo.releases;
  const releases = parseChangelog(source, file);
  memo = {file: absolute, source, releases};
  return releases;
}
