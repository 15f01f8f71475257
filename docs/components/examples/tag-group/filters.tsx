import {useState} from 'react';
import {Tag, TagGroup} from '@tessera-ui/react';

const amenities = [
  {id: 'wifi', name: 'Free Wi-Fi'},
  {id: 'breakfast', name: 'Breakfast'},
  {id: 'pool', name: 'Pool'},
  {id: 'pets', name: 'Pets allowed'},
];

const hotels = [
  {name: 'Harbour View Inn', amenities: ['wifi', 'breakfast']},
  {name: 'The Linden', amenities: ['wifi', 'pool']},
  {name: 'Old Mill Lodge', amenities: ['pets']},
];

export default function AmenityFilters() {
  const [selected, setSelected] = useState<'all' | Set<string | number>>(new Set(['wifi']));
  // Ctrl+A selects every tag: 'all'.
  const wanted = selected === 'all' ? amenities.map((amenity) => amenity.id) : [...selected];
  const matches = hotels.filter((hotel) =>
    wanted.every((id) => hotel.amenities.includes(String(id))),
  );

  return (
    <div style={{maxWidth: 420}}>
      <TagGroup
        label="Amenities"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        items={amenities}
      >
        {(amenity) => <Tag>{amenity.name}</Tag>}
      </TagGroup>
      <p role="status">
        {matches.length} of {hotels.length} hotels match
        {matches.length > 0 && `: ${matches.map((hotel) => hotel.name).join(', ')}`}.
      </p>
    </div>
  );
}
