// Private copies of a site to build, so the benchmark's cold build really starts without caches
// and never touches the checkout's own `.docusaurus/`, `build/` or `node_modules/.cache`.
// Packages still resolve from the repository's node_modules: the copy gets a node_modules folder
// of symlinks to each installed package, and its own empty `.cache`.
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';

/** Files of the working tree as git sees them: tracked plus untracked, minus ignored. */
function workingTreeFiles(root, subdir) {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', subdir],
    {cwd: root, maxBuffer: 64 * 1024 * 1024},
  );
  return out.toString('utf8').split('\0').filter(Boolean);
}

/** The tree of a commit instead of the working tree: what a fresh clone would build. */
function fromCommit({root, subdir, dest, ref}) {
  mkdirSync(dest, {recursive: true});
  const treeish = subdir === '.' ? ref : `${ref}:${subdir}`;
  const tar = execFileSync('git', ['archive', '--format=tar', treeish], {
    cwd: root,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dest], {input: tar});
  shadowNodeModules(path.join(root, 'node_modules'), path.join(dest, 'node_modules'));
  return {
    dir: dest,
    files: Number(
      execFileSync('git', ['ls-tree', '-r', '--name-only', treeish], {cwd: root})
        .toString()
        .split('\n')
        .filter(Boolean).length,
    ),
  };
}

function shadowNodeModules(realNodeModules, target) {
  mkdirSync(target, {recursive: true});
  for (const entry of readdirSync(realNodeModules)) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(realNodeModules, entry), path.join(target, entry));
  }
}

/**
 * Copies `root/subdir` (the working tree, as git lists it) to `dest` and gives it a shadow
 * node_modules. `exclude` drops paths (relative to subdir) such as the baseline from the site copy.
 */
export function makeWorkspace({root, subdir = '.', dest, exclude = [], ref = null}) {
  if (ref) return fromCommit({root, subdir, dest, ref});
  const files = workingTreeFiles(root, subdir);
  const base = path.resolve(root, subdir);
  let copied = 0;
  for (const file of files) {
    const absolute = path.resolve(root, file);
    const relative = path.relative(base, absolute);
    if (exclude.some((prefix) => relative === prefix || relative.startsWith(`${prefix}/`)))
      continue;
    const target = path.join(dest, relative);
    mkdirSync(path.dirname(target), {recursive: true});
    try {
      cpSync(absolute, target);
      copied++;
    } catch (error) {
      // git lists deleted-but-tracked files too; a file removed a moment ago is not an error.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  shadowNodeModules(path.join(root, 'node_modules'), path.join(dest, 'node_modules'));
  return {dir: dest, files: copied};
}
