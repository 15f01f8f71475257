import {useEffect, useRef, useState} from 'react';
import {ComboBox, ComboBoxItem} from '@tessera-ui/react';

const airports = [
  {id: 'AMS', name: 'Amsterdam Schiphol'},
  {id: 'CDG', name: 'Paris Charles de Gaulle'},
  {id: 'FRA', name: 'Frankfurt am Main'},
  {id: 'LHR', name: 'London Heathrow'},
  {id: 'LIS', name: 'Lisbon Humberto Delgado'},
  {id: 'MAD', name: 'Madrid Barajas'},
];
const labelOf = (airport: (typeof airports)[number]) => `${airport.name} (${airport.id})`;

export default function AirportSearch() {
  const [items, setItems] = useState(airports);
  const [isLoading, setIsLoading] = useState(false);
  const request = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(request.current), []);

  // Stands in for a search API that answers in 600 ms; a newer query cancels the pending one.
  function search(query: string) {
    const text = query.trim().toLowerCase();
    setIsLoading(true);
    clearTimeout(request.current);
    request.current = setTimeout(() => {
      setItems(airports.filter((airport) => labelOf(airport).toLowerCase().includes(text)));
      setIsLoading(false);
    }, 600);
  }

  return (
    <div style={{maxWidth: 320}}>
      <ComboBox
        label="Departure airport"
        placeholder="City or airport code"
        items={items}
        isLoading={isLoading}
        emptyState={isLoading ? 'Searching…' : 'No airport found'}
        onInputChange={search}
      >
        {(airport) => <ComboBoxItem>{labelOf(airport)}</ComboBoxItem>}
      </ComboBox>
    </div>
  );
}
