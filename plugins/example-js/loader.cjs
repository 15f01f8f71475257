// Bundler loader for `<example>.tsx?example-js`: makes the file the example's JavaScript version as
// JSON (exampleModule.ts), which the `asset/resource` rule emits. It works in its pitch, before
// any other loader, and reads the file itself: a pitch that answers skips the rest of the chain,
// so the TypeScript compiler the `.tsx` file also matches never sees the JSON. A CommonJS file
// because the bundler requires loaders by path; the TypeScript it runs loads through jiti, as
// Docusaurus loads the config and plugins.
/* eslint-disable @typescript-eslint/no-require-imports -- loaders are required as CommonJS */
const {readFile} = require('node:fs/promises');
const createJiti = require('jiti');
/* eslint-enable @typescript-eslint/no-require-imports */

const jiti = createJiti(__filename, {cache: true, interopDefault: true});
let exampleModule;

function exampleJsLoader(content) {
  // Not reached: the pitch answers first. Kept so the chain has its normal step.
  return content;
}

exampleJsLoader.pitch = function pitchExampleJs() {
  const callback = this.async();
  const file = this.resourcePath;
  // The bundler reads (and so watches) the resource only when no pitch answers.
  this.addDependency(file);
  exampleModule ??= jiti('./exampleModule.ts').exampleModule;
  readFile(file, 'utf8')
    .then((source) => exampleModule(source, file))
    .then(
      (json) => callback(null, json),
      (error) =>
        callback(new Error(`example-js: could not make ${file} JavaScript: ${error.message}`)),
    );
};

module.exports = exampleJsLoader;
