import {searchUrl, versionParam} from './searchUrl';

describe('searchUrl', () => {
  it('should name an older version by its path with a trailing slash, as the search plugin reads it', () => {
    expect(versionParam({path: '/docs/1.x', isLast: false}, '/')).toBe('docs/1.x/');
    expect(versionParam({path: '/base/docs/1.x', isLast: false}, '/base/')).toBe('docs/1.x/');
  });

  it('should leave the latest version out, since its index is the default', () => {
    expect(versionParam({path: '/docs', isLast: true}, '/')).toBe('');
    expect(searchUrl('/', 'isDisabled', '')).toBe('/search?q=isDisabled');
  });

  it('should keep the words and add the version', () => {
    expect(searchUrl('/', 'tooltip delay', 'docs/1.x/')).toBe(
      '/search?q=tooltip+delay&version=docs%2F1.x%2F',
    );
  });
});
