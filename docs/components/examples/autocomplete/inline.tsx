import {useState} from 'react';
import {Autocomplete, Menu, MenuItem, SearchField} from '@tessera-ui/react';

const blocks = [
  {id: 'heading', label: 'Heading', description: 'A section title'},
  {id: 'bulleted-list', label: 'Bulleted list', description: 'Points in no order'},
  {id: 'numbered-list', label: 'Numbered list', description: 'Steps in order'},
  {id: 'quote', label: 'Quote', description: 'Words from someone else'},
  {id: 'table', label: 'Table', description: 'Rows and columns'},
  {id: 'divider', label: 'Divider', description: 'A line between sections'},
];

export default function InsertBlock() {
  const [inserted, setInserted] = useState<string[]>([]);

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <Autocomplete>
        <SearchField label="Insert a block" placeholder="Heading, list, table…" />
        <Menu
          aria-label="Blocks"
          items={blocks}
          onAction={(id) => setInserted([...inserted, blocks.find((b) => b.id === id)!.label])}
        >
          {(block) => <MenuItem description={block.description}>{block.label}</MenuItem>}
        </Menu>
      </Autocomplete>
      <p style={{margin: 0}}>Document: {inserted.join(', ') || 'empty'}</p>
    </div>
  );
}
