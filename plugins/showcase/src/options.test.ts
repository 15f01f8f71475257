import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions} from './options';
import type {Options} from './types';

const validate = (options?: Options) =>
  validateOptions({validate: normalizePluginOptions, options});

describe('validateOptions', () => {
  it('should fill in every default', () => {
    expect(validate()).toEqual({...DEFAULT_OPTIONS, id: 'default'});
  });

  it('should keep given options', () => {
    expect(
      validate({path: 'data/showcase', routeBasePath: 'examples', title: 'Examples'}),
    ).toMatchObject({
      path: 'data/showcase',
      routeBasePath: '/examples',
      title: 'Examples',
    });
  });

  it('should reject a path outside the site', () => {
    expect(() => validate({path: '../elsewhere'})).toThrowErrorMatchingInlineSnapshot(
      `""path" must be a path inside the site, relative to it (no leading "/" and no "..")"`,
    );
  });

  it('should reject an unknown option', () => {
    expect(() => validate({colour: 'red'} as Options)).toThrowErrorMatchingInlineSnapshot(
      `""colour" is not allowed"`,
    );
  });
});
