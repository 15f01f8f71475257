import {useId, type ReactNode} from 'react';
import {Switch, TextField, ToggleButton, ToggleButtonGroup} from '@tessera-ui/react';
import type {KindControls} from './controls/types';
import type {PlaygroundProp, PlaygroundValues, PropValue} from './types';
import styles from './styles.module.css';

interface ControlProps {
  prop: PlaygroundProp;
  kinds: KindControls;
  value: PropValue | undefined;
  onChange: (value: PropValue | undefined) => void;
  isDisabled: boolean;
}

/** A union of a few string literals: one toggle button per option, one of them selected. */
function Segmented({
  prop,
  options,
  value,
  onChange,
  isDisabled,
}: Omit<ControlProps, 'kinds'> & {options: string[]}): ReactNode {
  const labelId = useId();
  return (
    <div className={styles.segmented}>
      <span id={labelId} className={styles.label}>
        {prop.name}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        variant="spaced"
        className={styles.group}
        selectionMode="single"
        disallowEmptySelection={prop.defaultValue !== undefined}
        selectedKeys={typeof value === 'string' ? [value] : []}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          onChange(next === undefined ? undefined : String(next));
        }}
        isDisabled={isDisabled}
      >
        {options.map((option) => (
          <ToggleButton key={option} id={option} size="sm" variant="secondary">
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/** One prop's control, named by the prop. */
function Control({prop, kinds, value, onChange, isDisabled}: ControlProps): ReactNode {
  const {name, control} = prop;
  const loaded = (kind: keyof KindControls) => {
    // The playground's loader loads every kind its props use: a missing one is a bug there.
    throw new Error(`The ${kind} control for "${name}" was not loaded.`);
  };
  switch (control.kind) {
    case 'switch':
      return (
        <Switch size="sm" isSelected={value === true} onChange={onChange} isDisabled={isDisabled}>
          {name}
        </Switch>
      );
    case 'number': {
      const renderNumber = kinds.number ?? loaded('number');
      return renderNumber({name, value, onChange, isDisabled});
    }
    case 'text':
      return (
        <TextField
          size="sm"
          label={name}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          isDisabled={isDisabled}
        />
      );
    case 'select': {
      const renderSelect = kinds.select ?? loaded('select');
      return renderSelect({name, options: control.options, value, onChange, isDisabled});
    }
    case 'segmented':
      return (
        <Segmented
          prop={prop}
          options={control.options}
          value={value}
          onChange={onChange}
          isDisabled={isDisabled}
        />
      );
  }
}

export interface ControlsProps {
  props: PlaygroundProp[];
  /** The controls of the kinds loaded apart (controls/load.ts). */
  kinds: KindControls;
  /** Whether the component's text is a control (`children`). */
  hasChildren: boolean;
  values: PlaygroundValues;
  onChange: (name: string, value: PropValue | undefined) => void;
  isDisabled: boolean;
}

/** The playground's controls: one per exposed prop, then the text children. */
export function Controls({
  props,
  kinds,
  hasChildren,
  values,
  onChange,
  isDisabled,
}: ControlsProps): ReactNode {
  const all: PlaygroundProp[] = hasChildren
    ? [...props, {name: 'children', control: {kind: 'text'}}]
    : props;
  return (
    <div className={styles.controls}>
      {all.map((prop) => (
        <Control
          key={prop.name}
          prop={prop}
          kinds={kinds}
          value={values[prop.name]}
          onChange={(value) => onChange(prop.name, value)}
          isDisabled={isDisabled}
        />
      ))}
    </div>
  );
}
