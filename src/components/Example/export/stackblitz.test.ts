import {projectFiles} from './projectFiles';
import {openInStackBlitz, STACKBLITZ_RUN_URL} from './stackblitz';
import type {ExportInput} from './types';
import {siteVersions} from './versions';

const input: ExportInput = {
  title: 'Switch states',
  source:
    "import {Switch} from '@tessera-ui/react';\n\nexport default () => <Switch>Wi-Fi</Switch>;\n",
  language: 'ts',
};

/** Opens the example and returns the form as it was when submitted, with its fields. */
function submitted(exportInput: ExportInput) {
  const forms: HTMLFormElement[] = [];
  let inDocument = false;
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    forms.push(this);
    inDocument = this.isConnected;
  });
  try {
    openInStackBlitz(exportInput);
  } finally {
    submit.mockRestore();
  }
  expect(forms).toHaveLength(1);
  const form = forms[0]!;
  const fields = [...form.querySelectorAll('input')].map((field) => [field.name, field.value]);
  return {form, inDocument, fields: Object.fromEntries(fields), names: fields.map(([n]) => n)};
}

describe('openInStackBlitz', () => {
  it("should post StackBlitz's run form to a new tab", () => {
    const {form, inDocument} = submitted(input);
    expect(form.method).toBe('post');
    expect(form.target).toBe('_blank');
    expect(form.action).toBe(`${STACKBLITZ_RUN_URL}?file=src%2FExample.tsx`);
    expect(inDocument).toBe(true);
    expect(form.isConnected).toBe(false);
  });

  it.each(['ts', 'js'] as const)(
    'should carry exactly the project files of a %s example, once each',
    (language) => {
      const {fields, names} = submitted({...input, language});
      const files = projectFiles({...input, language}, siteVersions);
      const posted = Object.fromEntries(
        Object.entries(fields)
          .filter(([name]) => name.startsWith('project[files]['))
          .map(([name, value]) => [name.slice('project[files]['.length, -1), value]),
      );
      expect(posted).toEqual(files);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it('should name the project and use the node template, which runs its package.json', () => {
    const {fields} = submitted(input);
    expect(fields).toMatchObject({
      'project[title]': 'Switch states',
      'project[description]': 'Switch states: an example from the Tessera UI docs.',
      'project[template]': 'node',
    });
    expect(Object.keys(fields).filter((name) => !name.startsWith('project[files]'))).toEqual([
      'project[title]',
      'project[description]',
      'project[template]',
    ]);
  });
});
