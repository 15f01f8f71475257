// What the example toolbar loads when the reader exports an example (never before: see index.tsx).
export {downloadProject} from './download';
export {openInStackBlitz} from './stackblitz';
