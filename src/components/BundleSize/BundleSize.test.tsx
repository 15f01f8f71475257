import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import BundleSize from '.';
import type {BundleSizeData} from './types';

const tabs: BundleSizeData = {
  names: ['Tabs', 'Tab', 'TabList'],
  gzip: 32_294,
  own: 174,
  dependencies: [
    {name: 'React Aria', gzip: 31_737},
    {name: 'use-sync-external-store', gzip: 265},
    {name: 'clsx', gzip: 118},
  ],
};

describe('BundleSize', () => {
  it('should say the total, the own share and the shared dependencies in one sentence', () => {
    render(<BundleSize component="tabs" data={JSON.stringify(tabs)} />);
    expect(screen.getByText(/^Bundle size:/).closest('p')).toHaveTextContent(
      'Bundle size: 32.3 kB min+gzip for Tabs, Tab and TabList imported alone (react and react-dom not counted): 0.2 kB is Tessera UI, 32.1 kB is React Aria, use-sync-external-store and clsx, code that other components reuse.',
    );
  });

  it('should say when all of it is own code', () => {
    const kbd: BundleSizeData = {names: ['Kbd'], gzip: 1_070, own: 1_070, dependencies: []};
    render(<BundleSize component="kbd" data={JSON.stringify(kbd)} />);
    expect(screen.getByText(/^Bundle size:/).closest('p')).toHaveTextContent(
      "Bundle size: 1.1 kB min+gzip for Kbd imported alone (react and react-dom not counted), all of it Tessera UI's own code.",
    );
  });

  it('should show the imported names as code', () => {
    render(<BundleSize component="tabs" data={JSON.stringify(tabs)} />);
    expect(screen.getByText('TabList').tagName).toBe('CODE');
  });

  it('should fail the server render when the build injected no data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<BundleSize component="tabs" />)).toThrow(
      '<BundleSize component="tabs" /> has no data: the remark-site-data plugin injects it at build time.',
    );
    jest.restoreAllMocks();
  });
});
