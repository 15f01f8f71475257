import {toPagePropsData} from './pageProps';
import {DOM_ATTRIBUTES, type PropsData} from '../../src/components/PropsTable/types';

const prop = (name: string) => ({
  name,
  type: 'string',
  description: `About ${name}.`,
  required: false,
});

describe('toPagePropsData', () => {
  it('should give a page the DOM attributes by name and every other group in full', () => {
    const data: PropsData = {
      component: 'Card',
      description: 'A surface.',
      own: [prop('variant')],
      inherited: [
        {source: 'react-aria-components', props: [prop('isDisabled')]},
        {source: DOM_ATTRIBUTES, props: [prop('id'), prop('onClick')]},
      ],
    };
    expect(toPagePropsData(data)).toEqual({
      component: 'Card',
      description: 'A surface.',
      own: [prop('variant')],
      inherited: [
        {source: 'react-aria-components', props: [prop('isDisabled')]},
        {source: DOM_ATTRIBUTES, names: ['id', 'onClick']},
      ],
    });
  });
});
