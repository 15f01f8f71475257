import {useState} from 'react';
import {Breadcrumb, Breadcrumbs, Button} from '@tessera-ui/react';

const path = ['Files', 'Projects', 'Website redesign', 'Mock-ups'];

export default function FolderBreadcrumbs() {
  const [depth, setDepth] = useState(path.length);
  const folders = path.slice(0, depth).map((name, index) => ({id: index + 1, name}));
  const next = path[depth];

  return (
    <div style={{display: 'grid', gap: 12, justifyItems: 'start'}}>
      <Breadcrumbs aria-label="Folder path" items={folders} onAction={(id) => setDepth(Number(id))}>
        {(folder) => <Breadcrumb href={`#folder-${folder.id}`}>{folder.name}</Breadcrumb>}
      </Breadcrumbs>
      <p style={{margin: 0}}>Open folder: {folders.at(-1)?.name}</p>
      {next && (
        <Button variant="secondary" size="sm" onPress={() => setDepth(depth + 1)}>
          Open {next}
        </Button>
      )}
    </div>
  );
}
