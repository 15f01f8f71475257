import {useId, type ReactNode} from 'react';
import {
  NumberField,
  Select,
  SelectItem,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@tessera-ui/react';
import type {PlaygroundProp, PlaygroundValues, PropValue} from './types';
import styles from './styles.module.css';

interface ControlProps {
  prop: PlaygroundProp;
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
}: ControlProps & {options: string[]}): ReactNode {
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
function Control({prop, value, onChange, isDisabled}: ControlProps): ReactNode {
  const {name, control} = prop;
  switch (control.kind) {
    case 'switch':
      return (
        <Switch size="sm" isSelected={value === true} onChange={onChange} isDisabled={isDisabled}>
          {name}
        </Switch>
      );
    case 'number':
      return (
        <NumberField
          size="sm"
          label={name}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
          isDisabled={isDisabled}
        />
      );
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
    case 'select':
      return (
        <Select
          size="sm"
          label={name}
          placeholder="Not set"
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next === null ? undefined : String(next))}
          isDisabled={isDisabled}
        >
          {control.options.map((option) => (
            <SelectItem key={option} id={option}>
              {option}
            </SelectItem>
          ))}
        </Select>
      );
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
  /** Whether the component's text is a control (`children`). */
  hasChildren: boolean;
  values: PlaygroundValues;
  onChange: (name: string, value: PropValue | undefined) => void;
  isDisabled: boolean;
}

/** The playground's controls: one per exposed prop, then the text children. */
export function Controls({
  props,
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
          value={values[prop.name]}
          onChange={(value) => onChange(prop.name, value)}
          isDisabled={isDisabled}
        />
      ))}
    </div>
  );
}
