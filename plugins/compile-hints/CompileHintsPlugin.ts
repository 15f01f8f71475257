/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a script
 * whose first line is this comment has every function compiled eagerly, on the thread that streams
 * the script in, instead of lazily on the main thread the first time each is called. The scripts
 * every page runs before hydrating call most of their functions at once (React DOM, the router,
 * the theme, the webpack runtime), so their lazy compiles were main-thread time while each page
 * starts. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

// The few parts of a webpack or Rspack compiler this plugin uses, so it types against either.
interface Source {
  source(): string | Buffer;
}
interface Chunk {
  files: Iterable<string>;
  canBeInitial(): boolean;
}
interface Compilation {
  chunks: Iterable<Chunk>;
  getAsset(name: string): {source: Source} | undefined;
  updateAsset(name: string, source: Source): void;
  hooks: {
    processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void};
  };
}
interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: number};
    sources: {ConcatSource: new (...sources: (string | Source)[]) => Source};
  };
  hooks: {
    thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void};
  };
}

const NAME = 'TesseraCompileHints';

/**
 * Puts the compile hint at the top of the JavaScript of initial chunks: the runtime and `main`,
 * which every page runs before it hydrates. Code loaded later (a route's page, an example) is left
 * to lazy compilation: much of it never runs. The hint is added after minification, which drops
 * comments, and before the content hashes are computed, so a file's name still follows its bytes.
 */
export class CompileHintsPlugin {
  // Webpack and Rspack pass compilers of different declared types; both have the parts above.
  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING},
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
              if (asset)
                compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, asset.source));
            }
          }
        },
      );
    });
  }
}
