import {useEffect, useState} from 'react';
import {Button, Spinner} from '@tessera-ui/react';

const sampleResults = ['Quarterly report.pdf', 'Q3 budget.xlsx', 'Quarter planning notes.md'];

export default function SpinnerInRegion() {
  const [isSearching, setSearching] = useState(false);
  const [results, setResults] = useState<string[]>([]);

  // Stands in for a search request that takes 1.5 seconds.
  useEffect(() => {
    if (!isSearching) return;
    const timer = setTimeout(() => {
      setResults(sampleResults);
      setSearching(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [isSearching]);

  return (
    <div style={{display: 'grid', justifyItems: 'start', gap: 12}}>
      <Button variant="secondary" isDisabled={isSearching} onPress={() => setSearching(true)}>
        Search files for “quarter”
      </Button>
      <section aria-label="Search results" aria-busy={isSearching} style={{minHeight: 72}}>
        {isSearching ? (
          <Spinner aria-label="Searching files" />
        ) : results.length > 0 ? (
          <ul style={{margin: 0}}>
            {results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        ) : (
          <p style={{margin: 0}}>Results appear here.</p>
        )}
      </section>
    </div>
  );
}
