// Webpack loader for `<example>.tsx?example-js`: replaces the module with its JavaScript version
// (exampleModule.ts). A CommonJS file because the bundler requires loaders by path; the
// TypeScript it runs loads through jiti, as Docusaurus loads the config and plugins.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaders are required as CommonJS
const createJiti = require('jiti');

const jiti = createJiti(__filename, {cache: true, interopDefault: true});
let exampleModule;

module.exports = function exampleJsLoader(source) {
  const callback = this.async();
  exampleModule ??= jiti('./exampleModule.ts').exampleModule;
  exampleModule(source, this.resourcePath).then(
    (code) => callback(null, code),
    (error) =>
      callback(
        new Error(`example-js: could not make ${this.resourcePath} JavaScript: ${error.message}`),
      ),
  );
};
