import {standInIdle, type IdleStandIn} from '@site/src/islands/Island/testing/idle';
import {warmIntl} from './warmIntl';

describe('warmIntl', () => {
  let idle: IdleStandIn;
  beforeAll(() => {
    idle = standInIdle();
  });
  afterAll(() => idle.restore());

  it('initialises Intl for the reader’s locale in idle time, one step per idle period, once', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    warmIntl();
    warmIntl();
    expect(idle.waiting).toHaveLength(1);
    expect(supported).not.toHaveBeenCalled();

    idle.period();
    expect(supported).toHaveBeenCalledWith([navigator.language]);
    expect(numberFormat).not.toHaveBeenCalled();
    idle.period();
    idle.period();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(idle.waiting).toHaveLength(0);
    supported.mockRestore();
    numberFormat.mockRestore();
  });
});
