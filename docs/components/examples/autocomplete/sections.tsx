import {useState} from 'react';
import {Autocomplete, ListBox, ListBoxItem, ListBoxSection, SearchField} from '@tessera-ui/react';

const regions = [
  {name: 'Europe', cities: ['Lisbon', 'London']},
  {name: 'Americas', cities: ['Los Angeles', 'São Paulo']},
  {name: 'Asia–Pacific', cities: ['Singapore', 'Tokyo']},
];

export default function TimeZonePicker() {
  const [city, setCity] = useState('London');

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 320}}>
      <Autocomplete filter="startsWith">
        <SearchField label="Time zone" placeholder="Start of a city name" />
        <ListBox
          aria-label="Cities"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[city]}
          onSelectionChange={(keys) => setCity(String([...keys][0]))}
        >
          {regions.map((region) => (
            <ListBoxSection key={region.name} title={region.name}>
              {region.cities.map((name) => (
                <ListBoxItem key={name} id={name}>
                  {name}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Autocomplete>
      <p style={{margin: 0}}>Meetings are shown in {city} time.</p>
    </div>
  );
}
