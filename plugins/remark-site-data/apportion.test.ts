import path from 'node:path';
import {apportion, splitProportionally} from './apportion';

describe('splitProportionally', () => {
  it('should give whole numbers in proportion that add up to the total exactly', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [3, 1])).toEqual([8, 2]);
    expect(splitProportionally(7, [0, 5])).toEqual([0, 7]);
  });

  it('should give nothing when nothing weighs anything', () => {
    expect(splitProportionally(50, [0, 0])).toEqual([0, 0]);
  });
});

describe('apportion', () => {
  const packageDir = '/repo/packages/lib';
  const inputs = {
    'packages/lib/src/Button/Button.tsx': {bytesInOutput: 600},
    'packages/lib/src/Button/Button.css': {bytesInOutput: 0},
    'packages/lib/src/utils/cx.ts': {bytesInOutput: 400},
    'node_modules/react-aria-components/dist/Button.mjs': {bytesInOutput: 2_000},
    'node_modules/react-aria/dist/usePress.mjs': {bytesInOutput: 5_000},
    'node_modules/@internationalized/number/dist/index.mjs': {bytesInOutput: 1_000},
    'node_modules/clsx/dist/clsx.mjs': {bytesInOutput: 1_000},
    'bundle-size-consumer:button': {bytesInOutput: 0},
  };
  const result = apportion(inputs, 3_300, (input) => path.resolve('/repo', input), packageDir);

  it('should split the real gzip size in proportion to minified bytes', () => {
    // 10,000 minified bytes compress to 3,300: own code is 1,000 of them, React Aria 8,000.
    expect(result.own).toBe(330);
    expect(result.dependencies).toEqual([
      {
        name: 'React Aria',
        packages: ['@internationalized/number', 'react-aria', 'react-aria-components'],
        gzip: 2_640,
      },
      {name: 'clsx', packages: ['clsx'], gzip: 330},
    ]);
  });

  it('should list the own files with code in the bundle, relative to the package', () => {
    expect(result.ownFiles).toEqual(['src/Button/Button.tsx', 'src/utils/cx.ts']);
  });
});
