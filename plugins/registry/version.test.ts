import {currentVersionLabel} from './version';

describe('currentVersionLabel', () => {
  it('should take the label of the current docs version', () => {
    expect(
      currentVersionLabel({
        loadedVersions: [
          {versionName: '1.x', label: '1.x'},
          {versionName: 'current', label: '2.x'},
        ],
      }),
    ).toBe('2.x');
  });

  it('should say where the label comes from when there is no current version', () => {
    expect(() => currentVersionLabel(undefined)).toThrow(
      'registry: the docs plugin has no current version; the registry takes its version label from it.',
    );
  });
});
