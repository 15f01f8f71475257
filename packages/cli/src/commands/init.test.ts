import fs from 'node:fs';
import path from 'node:path';
import {calls, cli, fakePackageManager, read, tempProject, VITE_APP} from '../testing/project';

describe('tessera-ui init', () => {
  it("should install the package with the lockfile's package manager and import the styles", async () => {
    const dir = tempProject({...VITE_APP, 'pnpm-lock.yaml': ''});
    const bin = fakePackageManager('pnpm');
    const {code, stdout} = await cli(['init', '--yes'], {cwd: dir, path: bin});
    expect(code).toBe(0);
    expect(stdout).toContain(
      "Vite app, pnpm. tessera-ui will:\n│    - install @tessera-ui/react with pnpm\n│    - add import '@tessera-ui/react/styles.css' to src/main.tsx",
    );
    expect(calls(bin)).toEqual(['add @tessera-ui/react']);
    expect(read(dir, 'src/main.tsx')).toBe(
      `import '@tessera-ui/react/styles.css'\n${VITE_APP['src/main.tsx']}`,
    );
  });

  it('should change nothing the second time', async () => {
    const dir = tempProject();
    const bin = fakePackageManager('npm');
    await cli(['init'], {cwd: dir, path: bin});
    const entry = read(dir, 'src/main.tsx');
    const {code, stdout} = await cli(['init'], {cwd: dir, path: bin});
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Already set up: @tessera-ui/react is installed and its styles are imported.',
    );
    expect(calls(bin)).toEqual(['install @tessera-ui/react']);
    expect(read(dir, 'src/main.tsx')).toBe(entry);
  });

  it("should install React too when the project lacks it, and match the entry's quotes", async () => {
    const dir = tempProject({
      'package.json': '{"name": "bare"}',
      'src/index.tsx': 'import "./app.css";\n',
    });
    const bin = fakePackageManager('npm');
    await cli(['init'], {cwd: dir, path: bin});
    expect(calls(bin)).toEqual(['install @tessera-ui/react react react-dom']);
    expect(read(dir, 'src/index.tsx')).toBe(
      'import "@tessera-ui/react/styles.css";\nimport "./app.css";\n',
    );
  });

  it('should import the styles in a Next.js root layout, after "use client"', async () => {
    const dir = tempProject({
      'package.json': JSON.stringify({
        dependencies: {next: '15', react: '19', 'react-dom': '19', '@tessera-ui/react': '2'},
      }),
      'app/layout.tsx': "'use client';\nimport './globals.css';\n",
    });
    await cli(['init'], {cwd: dir});
    expect(read(dir, 'app/layout.tsx')).toBe(
      "'use client';\nimport '@tessera-ui/react/styles.css';\nimport './globals.css';\n",
    );
  });

  it("should @import the styles in a Docusaurus site's custom.css", async () => {
    const dir = tempProject({
      'package.json': JSON.stringify({
        dependencies: {
          '@docusaurus/core': '3',
          react: '19',
          'react-dom': '19',
          '@tessera-ui/react': '2',
        },
      }),
      'src/css/custom.css': ':root {}\n',
    });
    await cli(['init'], {cwd: dir});
    expect(read(dir, 'src/css/custom.css')).toBe(
      "@import '@tessera-ui/react/styles.css';\n:root {}\n",
    );
  });

  it("should quote the package manager's last lines when the install fails", async () => {
    const dir = tempProject();
    const bin = fakePackageManager(
      'npm',
      'npm error code E404\nnpm error 404 Not Found - GET http://127.0.0.1/@tessera-ui%2freact',
    );
    expect(await cli(['init'], {cwd: dir, path: bin})).toEqual({
      code: 1,
      stdout: expect.stringContaining('Installing @tessera-ui/react with npm'),
      stderr: [
        '"npm install @tessera-ui/react" failed (exit code 1). Its last lines:',
        '  resolving…',
        '  npm error code E404',
        '  npm error 404 Not Found - GET http://127.0.0.1/@tessera-ui%2freact',
        '',
      ].join('\n'),
    });
    expect(read(dir, 'src/main.tsx')).toBe(VITE_APP['src/main.tsx']);
  });

  it("should say when the project's package manager is not installed", async () => {
    const dir = tempProject({...VITE_APP, 'bun.lock': ''});
    const {code, stderr} = await cli(['init'], {
      cwd: dir,
      path: fs.mkdtempSync(path.join(dir, 'bin-')),
    });
    expect({code, stderr}).toEqual({
      code: 1,
      stderr:
        'This project uses bun (bun.lock), but bun is not installed: install it and run the command again.\n',
    });
  });
});
