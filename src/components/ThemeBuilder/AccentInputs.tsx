import type {ReactNode} from 'react';
import {Slider} from '@tessera-ui/react/slider';
import {formatOklch, type Oklch} from '@tessera-ui/theme';
import {ColourField} from './ColourField';
import type {InputProps} from './types';
import styles from './styles.module.css';

const percent = {style: 'percent', maximumFractionDigits: 1} as const;
const decimal = {maximumFractionDigits: 3} as const;
const degrees = {style: 'unit', unit: 'degree', maximumFractionDigits: 0} as const;

/** The brand colour: OKLCH sliders and a field that takes any CSS colour. */
export function AccentInputs({input, update, settle}: InputProps): ReactNode {
  const {accent} = input;
  const set = (change: Partial<Oklch>) =>
    update({...input, accent: {...accent, ...change}}, 'transient');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Accent</legend>
      <div className={styles.swatchRow}>
        <span
          className={styles.swatch}
          style={{background: formatOklch(accent)}}
          aria-hidden="true"
        />
        <ColourField
          label="Colour"
          description="Hex, rgb(), hsl() or oklch()."
          value={accent}
          onChange={(colour) => update({...input, accent: colour}, 'transient')}
          onCommit={settle}
        />
      </div>
      <Slider
        label="Lightness"
        minValue={0}
        maxValue={1}
        step={0.005}
        formatOptions={percent}
        value={accent.l}
        onChange={(l) => set({l: l as number})}
        onChangeEnd={settle}
      />
      <Slider
        label="Chroma"
        minValue={0}
        maxValue={0.37}
        step={0.005}
        formatOptions={decimal}
        value={accent.c}
        onChange={(c) => set({c: c as number})}
        onChangeEnd={settle}
      />
      <Slider
        label="Hue"
        minValue={0}
        maxValue={360}
        step={1}
        formatOptions={degrees}
        value={accent.h}
        onChange={(h) => set({h: h as number})}
        onChangeEnd={settle}
      />
    </fieldset>
  );
}
