import {findVar, MAX_VAR_DEPTH, resolveToken, resolveValue} from './resolveVar';

const chain = (length: number): Record<string, string> => {
  // --c0: var(--c1); … --c{length-1}: var(--c{length}); --c{length}: #123456
  const vars: Record<string, string> = {[`--c${length}`]: '#123456'};
  for (let index = 0; index < length; index += 1) vars[`--c${index}`] = `var(--c${index + 1})`;
  return vars;
};

describe('findVar', () => {
  it('should split name and fallback, keeping nested parentheses in the fallback', () => {
    expect(findVar('var(--a, rgb(0 0 0 / 50%))')).toEqual({
      start: 0,
      end: 26,
      name: '--a',
      fallback: 'rgb(0 0 0 / 50%)',
    });
  });

  it('should find nothing in a plain value', () => {
    expect(findVar('#fff')).toBeUndefined();
  });
});

describe('resolveToken', () => {
  it('should return a raw value as is', () => {
    expect(resolveToken('--a', {'--a': '#ffffff'})).toEqual({ok: true, value: '#ffffff'});
  });

  it('should follow an alias to its scale value', () => {
    const vars = {'--accent': 'var(--blue-600)', '--blue-600': '#2563eb'};
    expect(resolveToken('--accent', vars)).toEqual({ok: true, value: '#2563eb'});
  });

  it(`should follow exactly ${MAX_VAR_DEPTH} nested references and no more`, () => {
    expect(resolveToken('--c0', chain(MAX_VAR_DEPTH))).toEqual({ok: true, value: '#123456'});
    expect(resolveToken('--c0', chain(MAX_VAR_DEPTH + 1))).toMatchObject({
      ok: false,
      reason: 'too-deep',
    });
  });

  it('should use the fallback of var(--x, fallback) when --x is missing', () => {
    expect(resolveToken('--a', {'--a': 'var(--missing, #abcdef)'})).toEqual({
      ok: true,
      value: '#abcdef',
    });
  });

  it('should resolve var() inside a fallback', () => {
    const vars = {'--a': 'var(--missing, var(--b))', '--b': 'red'};
    expect(resolveToken('--a', vars)).toEqual({ok: true, value: 'red'});
  });

  it('should ignore the fallback when the property exists', () => {
    expect(resolveToken('--a', {'--a': 'var(--b, red)', '--b': 'blue'})).toEqual({
      ok: true,
      value: 'blue',
    });
  });

  it('should fail on a missing property without fallback', () => {
    expect(resolveToken('--a', {'--a': 'var(--nope)'})).toMatchObject({
      ok: false,
      reason: 'missing',
    });
    expect(resolveToken('--nope', {})).toMatchObject({ok: false, reason: 'missing'});
  });

  it('should fail on a cycle instead of looping', () => {
    expect(resolveToken('--a', {'--a': 'var(--b)', '--b': 'var(--a)'})).toMatchObject({
      ok: false,
      reason: 'cycle',
    });
    expect(resolveToken('--a', {'--a': 'var(--a)'})).toMatchObject({ok: false, reason: 'cycle'});
  });

  it('should resolve every var() in a composite value', () => {
    const vars = {
      '--shadow': '0 1px var(--blur) var(--tint)',
      '--blur': '2px',
      '--tint': 'rgb(0 0 0 / 10%)',
    };
    expect(resolveToken('--shadow', vars)).toEqual({ok: true, value: '0 1px 2px rgb(0 0 0 / 10%)'});
  });
});

describe('resolveValue', () => {
  it('should count the references in the value itself', () => {
    expect(resolveValue('var(--c0)', chain(MAX_VAR_DEPTH - 1))).toEqual({
      ok: true,
      value: '#123456',
    });
    expect(resolveValue('var(--c0)', chain(MAX_VAR_DEPTH))).toMatchObject({
      ok: false,
      reason: 'too-deep',
    });
  });
});
