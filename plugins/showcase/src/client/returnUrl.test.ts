import {isSafeReturnUrl, resolveReturnUrl, withReturnUrl} from './returnUrl';

const encode = encodeURIComponent;

describe('isSafeReturnUrl', () => {
  it.each([
    '/',
    '/showcase',
    '/docs/components/tabs',
    '/docs/components/tabs?tab=usage#props',
    '/showcase?category=forms&component=text-field',
    '/docs/components/text-field#sizes',
    '/search?q=caf%C3%A9',
  ])('should accept the same-origin path %s', (value) => {
    expect(isSafeReturnUrl(value)).toBe(true);
  });

  const hostile = [
    'https://evil.example',
    'http://evil.example/showcase',
    '//evil.example',
    '//evil.example/docs',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'showcase',
    '',
    ' /showcase',
    '/showcase ',
    '\t/showcase',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\u0000/showcase',
    '/showcase\u007f',
  ];

  it.each(hostile)('should refuse %j', (value) => {
    expect(isSafeReturnUrl(value)).toBe(false);
  });

  it.each(hostile.filter(Boolean))('should refuse %j percent-encoded', (value) => {
    expect(isSafeReturnUrl(encode(value))).toBe(false);
  });

  it.each(hostile.filter(Boolean))('should refuse %j double-encoded', (value) => {
    expect(isSafeReturnUrl(encode(encode(value)))).toBe(false);
  });

  it.each([
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%2e%2e/%2F%2Fevil.example',
    '/%E0%A4%A',
  ])('should refuse a path that only becomes hostile (or broken) when decoded: %s', (value) => {
    expect(isSafeReturnUrl(value)).toBe(false);
  });

  it('should refuse values encoded more deeply than any real path is', () => {
    let value = '/showcase';
    for (let round = 0; round < 6; round += 1) value = encode(value);
    expect(isSafeReturnUrl(value)).toBe(false);
  });

  it.each([null, undefined, 42, {}])('should refuse the non-string %p', (value) => {
    expect(isSafeReturnUrl(value)).toBe(false);
  });
});

describe('resolveReturnUrl', () => {
  it('should return a safe returnUrl from the query string', () => {
    expect(resolveReturnUrl(`?returnUrl=${encode('/docs/components/tabs')}`, '/showcase')).toBe(
      '/docs/components/tabs',
    );
  });

  it('should keep the query string and hash of the return path', () => {
    const back = '/showcase?category=forms#grid';
    expect(resolveReturnUrl(`?returnUrl=${encode(back)}&x=1`, '/showcase')).toBe(back);
  });

  it.each([
    '?returnUrl=https%3A%2F%2Fevil.example',
    '?returnUrl=%2F%2Fevil.example',
    '?returnUrl=%2F%5Cevil.example',
    '?returnUrl=javascript%3Aalert(1)',
    '?returnUrl=%252F%252Fevil.example',
    '?returnUrl=//evil.example',
    '?returnUrl=/%09/evil.example',
    '?returnUrl=',
    '?returnUrl=%',
    '',
  ])('should fall back for %s', (search) => {
    expect(resolveReturnUrl(search, '/showcase')).toBe('/showcase');
  });
});

describe('withReturnUrl', () => {
  it('should encode the current path into the link', () => {
    expect(withReturnUrl('/showcase/faq', '/docs/components/accordion')).toBe(
      '/showcase/faq?returnUrl=%2Fdocs%2Fcomponents%2Faccordion',
    );
  });

  it('should leave out a current path that is not safe', () => {
    expect(withReturnUrl('/showcase/faq', '//evil.example')).toBe('/showcase/faq');
  });
});
