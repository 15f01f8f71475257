import {useState} from 'react';
import {Cell, Column, Row, SearchField, Table, TableBody, TableHeader} from '@tessera-ui/react';

const files = [
  {id: 1, name: 'Quarterly report – final.pdf', owner: 'Ana Lima'},
  {id: 2, name: 'Team offsite photos.zip', owner: 'Ben Okafor'},
  {id: 3, name: 'Onboarding checklist.docx', owner: 'Dev Patel'},
];

export default function TableFiles() {
  const [query, setQuery] = useState('');
  const shown = files.filter((file) => file.name.toLowerCase().includes(query.toLowerCase()));

  return (
    <div style={{display: 'grid', gap: 12}}>
      <SearchField label="Filter files" value={query} onChange={setQuery} />
      <Table aria-label="Files" allowsResizing>
        <TableHeader>
          <Column isRowHeader allowsResizing defaultWidth={240}>
            Name
          </Column>
          <Column minWidth={160}>Owner</Column>
        </TableHeader>
        <TableBody items={shown} renderEmptyState={() => `No file matches “${query}”.`}>
          {(file) => (
            <Row>
              <Cell>{file.name}</Cell>
              <Cell>{file.owner}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
