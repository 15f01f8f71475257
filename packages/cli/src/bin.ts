import {fileURLToPath} from 'node:url';
import pkg from '../package.json' with {type: 'json'};
import {processIo} from './io';
import {main} from './main';

// dist/bin.js and dist/fallback/ sit side by side in the package.
const fallbackDir = fileURLToPath(new URL('./fallback/', import.meta.url));
process.exitCode = await main(process.argv.slice(2), processIo(pkg.version, fallbackDir));
