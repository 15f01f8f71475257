import {useState} from 'react';
import {Skeleton, Switch} from '@tessera-ui/react';

export default function SkeletonLoading() {
  const [isLoading, setLoading] = useState(true);

  return (
    <div style={{display: 'grid', gap: 16, maxWidth: 360}}>
      <Switch isSelected={isLoading} onChange={setLoading}>
        Loading
      </Switch>
      <section aria-label="Latest article" aria-busy={isLoading}>
        {isLoading ? (
          <div style={{display: 'grid', gap: 8}}>
            <Skeleton height="1.25rem" width="60%" />
            <Skeleton lines={3} />
          </div>
        ) : (
          <>
            <strong>Designing for keyboard users</strong>
            <p style={{margin: '8px 0 0'}}>
              Every control should be reachable with Tab and show where focus is. A sample article
              summary.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
