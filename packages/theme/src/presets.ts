// Starting points for the builder, and the themes the registry serves at /r/themes/<id>.json.
import {parseColour} from './parseColour';
import {DEFAULT_INPUT} from './defaults';
import type {ThemeInput} from './types';

export interface Preset {
  id: string;
  label: string;
  input: ThemeInput;
}

const preset = (id: string, label: string, changes: Partial<ThemeInput>): Preset => ({
  id,
  label,
  input: {...DEFAULT_INPUT, status: {}, overrides: {light: {}, dark: {}}, ...changes},
});

export const PRESETS: Preset[] = [
  preset('tessera', 'Tessera', {}),
  preset('ocean', 'Ocean', {
    accent: parseColour('oklch(0.52 0.13 230)'),
    neutral: {hue: 230, chroma: 0.012},
    radius: {control: 0.5, container: 1},
  }),
  preset('forest', 'Forest', {
    accent: parseColour('oklch(0.5 0.12 155)'),
    neutral: {hue: 150, chroma: 0.01},
    font: 'inter',
  }),
  preset('sunset', 'Sunset', {
    accent: parseColour('oklch(0.55 0.17 40)'),
    neutral: {hue: 40, chroma: 0.008},
    radius: {control: 0.75, container: 1.25},
  }),
  preset('grape', 'Grape', {
    accent: parseColour('oklch(0.5 0.2 300)'),
    neutral: {hue: 300, chroma: 0.01},
    // Controls at half their height or more are pills.
    radius: {control: 1.5, container: 1},
    density: 1.125,
  }),
  preset('graphite', 'Graphite', {
    accent: parseColour('oklch(0.3 0.01 260)'),
    neutral: {hue: 260, chroma: 0},
    radius: {control: 0.125, container: 0.25},
    density: 0.875,
    font: 'system',
  }),
  preset('rose', 'Rose', {
    accent: parseColour('oklch(0.52 0.19 10)'),
    neutral: {hue: 10, chroma: 0.008},
    font: 'inter',
  }),
];
