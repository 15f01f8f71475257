import {useId, useState} from 'react';
import {ListBox, ListBoxItem} from '@tessera-ui/react';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Red onion', 'Spinach', 'Sweetcorn'];

export default function PizzaToppings() {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(['Mushrooms', 'Spinach']);

  return (
    <div style={{display: 'grid', gap: 8, maxWidth: 280}}>
      <span id={id}>Toppings</span>
      <ListBox
        aria-labelledby={id}
        selectionMode="multiple"
        selectedKeys={chosen}
        onSelectionChange={(keys) => {
          setChosen(keys === 'all' ? toppings : toppings.filter((name) => keys.has(name)));
        }}
      >
        {toppings.map((name) => (
          <ListBoxItem key={name} id={name}>
            {name}
          </ListBoxItem>
        ))}
      </ListBox>
      <p style={{margin: 0}}>
        {chosen.length === 0 ? 'No toppings' : `${chosen.length} chosen: ${chosen.join(', ')}`}
      </p>
    </div>
  );
}
