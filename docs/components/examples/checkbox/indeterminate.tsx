import {useState} from 'react';
import {Checkbox, CheckboxGroup} from '@tessera-ui/react';

const toppings = ['Cheese', 'Mushrooms', 'Olives'];

export default function SelectAll() {
  const [selected, setSelected] = useState(['Cheese']);
  const all = selected.length === toppings.length;

  return (
    <div style={{display: 'grid', gap: 8}}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(checked) => setSelected(checked ? toppings : [])}
      >
        All toppings
      </Checkbox>
      <CheckboxGroup
        aria-label="Toppings"
        value={selected}
        onChange={setSelected}
        style={{paddingInlineStart: 28}}
      >
        {toppings.map((topping) => (
          <Checkbox key={topping} value={topping}>
            {topping}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}
