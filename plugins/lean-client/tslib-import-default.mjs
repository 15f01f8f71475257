// The one tslib helper @docusaurus/utils-common calls in the browser (see index.ts).
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
