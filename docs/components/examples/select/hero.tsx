import {Select, SelectItem} from '@tessera-ui/react';

export default function SelectHero() {
  return (
    <div style={{maxWidth: 320}}>
      <Select
        label="Shipping country"
        name="country"
        placeholder="Choose a country"
        description="We ship to these countries only."
      >
        <SelectItem id="au">Australia</SelectItem>
        <SelectItem id="ca">Canada</SelectItem>
        <SelectItem id="fr">France</SelectItem>
        <SelectItem id="de">Germany</SelectItem>
        <SelectItem id="jp">Japan</SelectItem>
        <SelectItem id="gb">United Kingdom</SelectItem>
      </Select>
    </div>
  );
}
