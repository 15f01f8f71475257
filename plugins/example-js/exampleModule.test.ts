import {execFile} from 'node:child_process';
import path from 'node:path';

// Prettier (which detype prints with) loads its parsers by dynamic import, which Jest's module
// sandbox cannot run: the code under test runs in Node itself, loaded as the build loads it.
const RUN = `
const jiti = require('jiti')(process.argv[1], {interopDefault: true});
const [name, file] = process.argv.slice(2);
let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', () => {
  const run = name === 'toJavaScript' ? jiti('./toJavaScript.ts').toJavaScript : jiti('./exampleModule.ts').exampleModule;
  run(input, file).then((output) => process.stdout.write(output), (error) => {
    process.stderr.write(error.message);
    process.exitCode = 1;
  });
});`;

function run(name: 'toJavaScript' | 'exampleModule', source: string, file: string) {
  return new Promise<string>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', RUN, path.join(__dirname, 'index.ts'), name, file],
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)),
    );
    child.stdin!.end(source);
  });
}

const toJavaScript = (source: string, file: string) => run('toJavaScript', source, file);
const exampleModule = (source: string, file: string) => run('exampleModule', source, file);

// A file inside the repository, so Prettier finds the repository's settings as for the examples.
const FILE = path.join(__dirname, 'example.tsx');

const SOURCE = `import {useRef, useState} from 'react';
import {Button} from '@tessera-ui/react';

interface Props {
  label?: string;
}

// Counts presses; the ref survives renders.
export default function Counter({label = 'Pressed'}: Props) {
  const [count, setCount] = useState<number>(0);
  const last = useRef<number | null>(null);

  return (
    <Button onPress={() => setCount((value) => value + 1)}>
      {label} {count} times
    </Button>
  );
}
`;

describe('the JavaScript version of an example', () => {
  it('should strip the types and keep the comments, blank lines and formatting', async () => {
    expect(await toJavaScript(SOURCE, FILE)).toBe(`import {useRef, useState} from 'react';
import {Button} from '@tessera-ui/react';

// Counts presses; the ref survives renders.
export default function Counter({label = 'Pressed'}) {
  const [count, setCount] = useState(0);
  const last = useRef(null);

  return (
    <Button onPress={() => setCount((value) => value + 1)}>
      {label} {count} times
    </Button>
  );
}
`);
  });

  it('should add no blank line after a JSX element that spans lines', async () => {
    const source = `export default function Booking() {
  const [day] = useState<string>('2027-04-13');
  return (
    <div>
      <DatePicker
        label="Appointment with a label long enough to wrap"
        errorMessage="The clinic is closed that day."
      />
      <p>Booked for {day}</p>
    </div>
  );
}
`;
    expect(await toJavaScript(source, FILE)).toBe(source.replace('useState<string>', 'useState'));
  });

  it('should be JSON of the source as shown and its tokens, and nothing else', async () => {
    // The file is served as it is and read with `response.json()`: JSON, not a module.
    const json = await exampleModule(SOURCE, FILE);
    const parsed = JSON.parse(json) as {source: string; tokens: string};
    expect(Object.keys(parsed).sort()).toEqual(['source', 'tokens']);
    const {source, tokens} = parsed;
    expect(source.endsWith('}')).toBe(true);
    expect(source).not.toMatch(/interface|: Props|<number>/);
    expect(tokens).toContain('keyword');
  });

  it('should fail with the reason when the source does not parse', async () => {
    await expect(toJavaScript('export default function (', FILE)).rejects.toThrow(
      /Unexpected token/,
    );
  });
});
