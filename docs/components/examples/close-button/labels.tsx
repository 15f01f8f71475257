import {useState} from 'react';
import {CloseButton} from '@tessera-ui/react';

const sampleFiles = ['invoice-0042.pdf', 'site-photo.jpg', 'notes.txt'];

export default function RemoveAttachments() {
  const [files, setFiles] = useState(sampleFiles);

  return (
    <div>
      <p style={{margin: '0 0 8px'}}>
        {files.length} {files.length === 1 ? 'attachment' : 'attachments'} (sample files)
      </p>
      <ul
        style={{display: 'grid', gap: 4, maxWidth: 320, margin: 0, padding: 0, listStyle: 'none'}}
      >
        {files.map((file) => (
          <li
            key={file}
            style={{display: 'flex', alignItems: 'center', justifyContent: 'space-between'}}
          >
            {file}
            <CloseButton
              size="sm"
              aria-label={`Remove ${file}`}
              onPress={() => setFiles(files.filter((other) => other !== file))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
