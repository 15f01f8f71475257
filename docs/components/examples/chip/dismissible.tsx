import {useState} from 'react';
import {Button, Chip} from '@tessera-ui/react';

const sampleFilters = ['In stock', 'Under $50', 'Free shipping'];

export default function DismissibleChips() {
  const [filters, setFilters] = useState(sampleFilters);

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8}}>
      <span>Active filters:</span>
      {filters.map((filter) => (
        <Chip
          key={filter}
          onDismiss={() => setFilters(filters.filter((other) => other !== filter))}
        >
          {filter}
        </Chip>
      ))}
      {filters.length === 0 && <span>none</span>}
      <Button
        size="sm"
        variant="ghost"
        isDisabled={filters.length === sampleFilters.length}
        onPress={() => setFilters(sampleFilters)}
      >
        Reset filters
      </Button>
    </div>
  );
}
