import type {FontAsset} from './serve';

// The parts of a webpack or Rspack compiler this plugin uses, so it types against either.
interface Compilation {
  emitAsset(name: string, source: unknown): void;
  getAsset(name: string): unknown;
  hooks: {
    processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void};
  };
}
interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
    sources: {RawSource: new (content: Buffer) => unknown};
  };
  hooks: {
    thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void};
  };
}

const NAME = 'TesseraEmitFonts';

/** Emits the font files with the client's assets: written by a build, served from memory by the dev server. */
export class EmitFontsPlugin {
  constructor(private readonly assets: FontAsset[]) {}

  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const {name, content} of this.assets) {
            if (!compilation.getAsset(name))
              compilation.emitAsset(name, new sources.RawSource(content));
          }
        },
      );
    });
  }
}
