import type {Key, ReactNode} from 'react';
import {ToggleButton} from '@tessera-ui/react/button';
import {Select, SelectItem} from '@tessera-ui/react/select';
import {Slider} from '@tessera-ui/react/slider';
import {ToggleButtonGroup} from '@tessera-ui/react/toggle-button-group';
import {FONTS} from '@tessera-ui/theme';
import type {InputProps} from './types';
import styles from './styles.module.css';

const rem = {maximumFractionDigits: 3} as const;

export const DENSITIES = [
  {id: 'compact', label: 'Compact', value: 0.875},
  {id: 'default', label: 'Default', value: 1},
  {id: 'comfortable', label: 'Comfortable', value: 1.125},
];

const only = (keys: Set<Key>) => [...keys][0];

/** Neutral tint, corner radius, font and density. */
export function ShapeInputs({input, update, settle}: InputProps): ReactNode {
  const density = DENSITIES.find((choice) => choice.value === input.density);
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Neutral tint</legend>
        <Slider
          label="Hue"
          minValue={0}
          maxValue={360}
          step={1}
          formatOptions={{style: 'unit', unit: 'degree', maximumFractionDigits: 0}}
          value={input.neutral.hue}
          onChange={(hue) =>
            update({...input, neutral: {...input.neutral, hue: hue as number}}, 'transient')
          }
          onChangeEnd={settle}
        />
        <Slider
          label="Chroma"
          minValue={0}
          maxValue={0.04}
          step={0.001}
          formatOptions={{maximumFractionDigits: 3}}
          value={input.neutral.chroma}
          onChange={(chroma) =>
            update({...input, neutral: {...input.neutral, chroma: chroma as number}}, 'transient')
          }
          onChangeEnd={settle}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Corner radius (rem)</legend>
        <Slider
          label="Controls"
          minValue={0}
          maxValue={1.5}
          step={0.025}
          formatOptions={rem}
          value={input.radius.control}
          onChange={(control) =>
            update({...input, radius: {...input.radius, control: control as number}}, 'transient')
          }
          onChangeEnd={settle}
        />
        <Slider
          label="Containers"
          minValue={0}
          maxValue={2}
          step={0.05}
          formatOptions={rem}
          value={input.radius.container}
          onChange={(container) =>
            update(
              {...input, radius: {...input.radius, container: container as number}},
              'transient',
            )
          }
          onChangeEnd={settle}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Type and spacing</legend>
        <Select
          label="Font"
          selectedKey={input.font}
          onSelectionChange={(key) => {
            if (key !== null) update({...input, font: String(key)});
          }}
        >
          {FONTS.map((font) => (
            <SelectItem key={font.id} id={font.id}>
              {font.label}
            </SelectItem>
          ))}
        </Select>
        <div className={styles.choice}>
          <span className={styles.choiceLabel} id="theme-density-label">
            Density
          </span>
          <ToggleButtonGroup
            aria-labelledby="theme-density-label"
            disallowEmptySelection
            selectedKeys={density ? [density.id] : []}
            onSelectionChange={(keys) => {
              const choice = DENSITIES.find((entry) => entry.id === only(keys));
              if (choice) update({...input, density: choice.value});
            }}
          >
            {DENSITIES.map((choice) => (
              <ToggleButton key={choice.id} id={choice.id}>
                {choice.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      </fieldset>
    </>
  );
}
