// Runs loadAllProps (props.ts) in a worker thread for startDocgen: the TypeScript sources load
// through jiti, as Docusaurus loads the config and plugins.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), {cache: true, interopDefault: true});
const {loadAllProps} = jiti('./props.ts');
const {siteDir, uiDir, cacheDir} = workerData;
parentPort.postMessage(loadAllProps(siteDir, uiDir, cacheDir));
