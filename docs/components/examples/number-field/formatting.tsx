import {NumberField} from '@tessera-ui/react';

export default function FormattedNumberFields() {
  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 240}}>
      <NumberField
        label="Budget"
        defaultValue={1500}
        minValue={0}
        step={50}
        formatOptions={{style: 'currency', currency: 'EUR'}}
      />
      <NumberField
        label="Discount"
        defaultValue={0.1}
        minValue={0}
        maxValue={0.5}
        formatOptions={{style: 'percent'}}
      />
      <NumberField
        label="Distance"
        defaultValue={5}
        minValue={0}
        step={0.5}
        formatOptions={{style: 'unit', unit: 'kilometer'}}
      />
    </div>
  );
}
