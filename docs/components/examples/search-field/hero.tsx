import {useState} from 'react';
import {SearchField} from '@tessera-ui/react';

const articles = [
  'Reset your password',
  'Change your email address',
  'Set up two-factor authentication',
  'Export your data',
  'Invite teammates',
  'Delete your account',
];

export default function SearchFieldHero() {
  const [query, setQuery] = useState('');
  const matches = articles.filter((title) =>
    title.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <div style={{display: 'grid', gap: 12, maxWidth: 360}}>
      <SearchField label="Search help articles" value={query} onChange={setQuery} />
      <p role="status" style={{margin: 0}}>
        {matches.length === 0
          ? `No articles match “${query.trim()}”.`
          : `${matches.length} of ${articles.length} articles`}
      </p>
      <ul style={{margin: 0}}>
        {matches.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </div>
  );
}
